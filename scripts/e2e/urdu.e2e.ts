import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './harness.js';

// Issue 21's end-to-end, in Urdu from the first click: the switch on the landing page, register, search hotels on the
// hotels page, book, pay in the sandbox, the booking in the dashboard; the page is `lang="ur"` and
// `dir="rtl"` on every screen, what it says is in Urdu script, and a wrong password gets the server's Urdu message.
// Controls are found by test id, name or position: their English names are not on the page.

const e2e = useServerAndBrowser();

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const URDU = /[\u0600-\u06FF]/;

/** The document is in Urdu, right to left (asserted on every screen). */
async function expectUrdu(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`), { timeout: 15_000 }).toBe('ur rtl');
}

/** The text of `testId`, once it has some in Urdu script. */
async function urduText(page: Page, testId: string): Promise<string> {
  const el = page.getByTestId(testId).first();
  await expect.poll(async () => URDU.test((await el.textContent()) ?? ''), { timeout: 20_000 }).toBe(true);
  return (await el.textContent()) ?? '';
}

/** With E2E_SHOTS=<dir>: the page at 1280 px and at 375 px, to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/ur-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${dir}/ur-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('Urdu in Chromium', () => {
  it('registers, searches hotels, books, pays in the sandbox and sees the booking in the dashboard, all in Urdu', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const browserDialogs: string[] = [];
    page.on('dialog', (d) => {
      browserDialogs.push(d.message());
      void d.dismiss();
    });

    // the switch, on the landing page
    await page.goto(`${e2e.server.url}/`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByTestId('language-switch').click();
    await expectUrdu(page);
    await shoot(page, 'landing');

    // register
    await page.getByTestId('sign-in-button').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
    await expectUrdu(page);
    await page.getByTestId('tab-register').click();
    await page.getByTestId('firstName-input').fill('Bilal');
    await page.getByTestId('lastName-input').fill('Qureshi');
    await page.getByTestId('username-input').fill('bilal_urdu');
    await page.getByTestId('email-input').fill('bilal@example.pk');
    await page.getByTestId('password-input').fill('secret123');
    await shoot(page, 'register');
    await page.getByTestId('register-submit').click();
    const welcome = await urduText(page, 'welcome-heading');
    expect(welcome).toContain('Bilal');
    await expectUrdu(page);
    await shoot(page, 'welcome');

    // search hotels: the top bar's Hotels link (signed in, '/' is the welcome page), then the page's own search form
    await page.locator('header a[href="/hotels"]').first().click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/hotels');
    await expectUrdu(page);
    const form = page.getByTestId('local-hotel-form');
    await form.locator('input[name="city"]').fill('Makkah');
    await form.locator('input[name="checkIn"]').fill(inDays(20));
    await form.locator('input[name="checkOut"]').fill(inDays(23));
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('location=Makkah');
    const hotel = page.getByTestId('hotel-card').first();
    await expect.poll(() => hotel.isVisible(), { timeout: 20_000 }).toBe(true);
    await expectUrdu(page);
    // the stay's total reads in Urdu, its amount left to right
    expect(await urduText(page, 'hotel-total')).toMatch(/Rs [\d,]+/);
    await shoot(page, 'hotels');

    // book: Book Now is the card's last button; the dialog is prefilled with the searched dates
    await hotel.getByRole('button').last().click();
    const dialog = page.getByTestId('hotel-booking-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.getByTestId('booking-check-in').inputValue()).toBe(inDays(20));
    expect(URDU.test((await dialog.textContent()) ?? '')).toBe(true);
    await shoot(page, 'booking-dialog');
    await page.getByTestId('booking-confirm').click();

    // the checkout: pay in the sandbox
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/checkout\//);
    await expectUrdu(page);
    await expect.poll(() => page.getByTestId('pay-button').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.locator('input[name="method"][value="sandbox"]').check();
    await shoot(page, 'checkout');
    await page.getByTestId('pay-button').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/pay\//);
    await expectUrdu(page);
    // the sandbox gateway's page: Pay is its first button
    await page.locator('main').getByRole('button').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/checkout\//);
    const result = await urduText(page, 'payment-result');
    expect(result).not.toMatch(/Payment received/);
    await shoot(page, 'paid');

    // the dashboard: the booking is there, confirmed, in Urdu
    await page.goto(`${e2e.server.url}/dashboard/end-user`);
    await expectUrdu(page);
    await page.getByTestId('tab-my-bookings').click();
    await expect.poll(() => page.getByTestId('booking-row').count(), { timeout: 15_000 }).toBe(1);
    const row = (await page.getByTestId('booking-row').first().textContent()) ?? '';
    expect(row).toMatch(URDU);
    expect(row).not.toMatch(/Confirmed|Pending/);
    await shoot(page, 'dashboard');
    expect(browserDialogs).toEqual([]);
    await context.close();
  });

  it('a wrong password shows the Urdu message', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 } });
    await context.addInitScript(() => window.localStorage.setItem('safarnama.language', 'ur'));
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/auth`);
    await expectUrdu(page);
    await page.getByTestId('username-input').fill('bilal_urdu');
    await page.getByTestId('password-input').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    const toast = page.getByTestId('toast');
    await expect.poll(() => toast.isVisible(), { timeout: 10_000 }).toBe(true);
    // the toast's title (the app's) and its message (the server's, asked for with Accept-Language: ur)
    expect(await toast.textContent()).toContain('سائن اِن نہیں ہو سکا');
    expect(await toast.textContent()).toContain('یوزر نیم یا پاس ورڈ درست نہیں');
    expect(await toast.textContent()).not.toMatch(/Invalid|Login/);
    await context.close();
  });
});
