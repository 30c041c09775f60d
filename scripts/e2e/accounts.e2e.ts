import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './harness.js';

const e2e = useServerAndBrowser({ SEED_DEMO: 'false' });

async function register(page: Page, who: { first: string; username: string; role?: 'end_user' | 'b2b_agent' }) {
  await page.goto(`${e2e.server.url}/auth`);
  await page.getByTestId('tab-register').click();
  await page.getByTestId('firstName-input').fill(who.first);
  await page.getByTestId('lastName-input').fill('Tester');
  await page.getByTestId('username-input').fill(who.username);
  await page.getByTestId('email-input').fill(`${who.username}@example.pk`);
  await page.getByTestId('password-input').fill('secret123');
  if (who.role) await page.getByTestId('role-select').selectOption(who.role);
  await page.getByTestId('register-submit').click();
}

describe('accounts in Chromium', () => {
  it('a traveller registers, lands on the welcome page, opens the dashboard and logs out', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await register(page, { first: 'Zainab', username: 'zainab_e2e' });
    await expect.poll(() => page.getByText('Registration Successful').count()).toBe(1);
    await expect.poll(() => page.getByTestId('welcome-heading').textContent()).toContain('Zainab');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('role-label').textContent()).toBe('Customer');
    await expect.poll(() => page.getByTestId('welcome-user').first().textContent()).toBe('Welcome, Zainab');

    await page.getByTestId('dashboard-button').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/end-user');

    await page.getByTestId('logout-button').first().click();
    await expect.poll(() => page.getByText('You have been successfully logged out.').count()).toBe(1);
    await expect.poll(() => page.getByTestId('sign-in-button').first().isVisible()).toBe(true);
    // the cookie is gone server-side too
    const cookies = await page.context().cookies();
    const res = await fetch(`${e2e.server.url}/api/user`, { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
    expect(res.status).toBe(401);
  });

  it('a B2B agent lands on /dashboard/b2b-agent from the Dashboard button', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await register(page, { first: 'Faisal', username: 'faisal_agent', role: 'b2b_agent' });
    await expect.poll(() => page.getByTestId('role-label').textContent()).toBe('B2B Agent');
    await page.getByTestId('dashboard-button').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/b2b-agent');
    await expect.poll(() => page.getByText('Welcome, Faisal').count()).toBeGreaterThan(0);
  });

  it('a signed-out visitor of /dashboard/end-user is told to log in and sent to the sign-in page', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.server.url}/dashboard/end-user`);
    await expect.poll(() => page.getByText('Please log in to access your dashboard.').count()).toBe(1);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/end-user');
  });

  it('signs in with a wrong password: Login Failed / Invalid username or password', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByTestId('username-input').fill('zainab_e2e');
    await page.getByTestId('password-input').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByText('Login Failed').count()).toBe(1);
    expect(await page.getByText('Invalid username or password').count()).toBe(1);
  });
});
