import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../lib/chromium.js';
import { type LiveServer, startServer } from './server.js';

// Issue 16's end-to-end: book a package → checkout → sandbox Pay → My Bookings shows Confirmed, advance paid, balance
// due; pay the balance; cancel with the refund preview; the refund appears; the admin sees both payments.

let server: LiveServer;
let browser: Browser;
const ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(path: 'register' | 'login', data: Record<string, string>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const res = await context.request.post(`${server.url}/api/${path}`, { data });
  expect(res.ok()).toBe(true);
  return context;
}

/** With E2E_SHOTS=<dir>: the page at 1280 px and at 375 px, to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** On the checkout: pick the sandbox, Pay; on the sandbox's page: Pay; back on the checkout: the result. */
async function payBySandbox(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('pay-button').isVisible(), { timeout: 15_000 }).toBe(true);
  await page.locator('input[name="method"][value="sandbox"]').check();
  await page.getByTestId('pay-button').click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/pay\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/checkout\//);
  await expect.poll(() => page.getByTestId('payment-result').textContent(), { timeout: 20_000 }).toMatch(/Payment received/);
}

describe('payments in Chromium', () => {
  it('books, pays the advance and the balance in the sandbox, cancels with the refund preview; the admin sees both payments', async () => {
    const traveller = await signedIn('register', { username: 'zara_pay', email: 'zara@example.pk', password: 'secret123', firstName: 'Zara', lastName: 'Ali' });
    const page = await traveller.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });

    await page.goto(`${server.url}/packages?type=umrah`);
    const pkg = page.getByTestId('package-card').first();
    await expect.poll(() => pkg.isVisible(), { timeout: 15_000 }).toBe(true);
    await pkg.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => page.getByText('Your package has been booked successfully!').isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/checkout\//);
    expect(await page.getByTestId('hold-countdown').textContent()).toMatch(/Held for you: \d+:\d\d/);
    await shoot(page, 'checkout');
    await payBySandbox(page);

    await page.goto(`${server.url}/dashboard/end-user`);
    await page.getByTestId('tab-my-bookings').click();
    const row = page.getByTestId('booking-row').first();
    await expect.poll(() => row.getByTestId('status-badge').textContent(), { timeout: 15_000 }).toBe('confirmed');
    await shoot(page, 'my-bookings');
    expect(await row.getByTestId('payment-line').textContent()).toMatch(/Payment: Partially paid · paid Rs [\d,]+ · balance Rs [\d,]+/);

    await row.getByRole('link', { name: 'Pay balance' }).click();
    await payBySandbox(page);

    await page.goto(`${server.url}/dashboard/end-user`);
    await page.getByTestId('tab-my-bookings').click();
    await expect.poll(() => row.getByTestId('payment-line').textContent(), { timeout: 15_000 }).toMatch(/^Payment: Paid · paid Rs/);
    await row.getByTestId('cancel-booking').click();
    await expect.poll(() => page.getByText('Booking Cancelled').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(dialogs.at(-1)).toMatch(/You paid Rs [\d,]+: Rs [\d,]+ \(\d+%\) comes back, Rs [\d,]+ is kept\./);
    await expect.poll(() => row.getByTestId('status-badge').textContent()).toBe('cancelled');

    // the refund appears among the booking's receipts
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('tab-my-bookings').click();
          return row.getByTestId('payment-line').textContent();
        },
        { timeout: 20_000 },
      )
      .toMatch(/refunded Rs|Refund pending/i);
    await row.getByTestId('booking-receipts').click();
    await expect.poll(() => page.getByTestId('receipts').textContent(), { timeout: 15_000 }).toMatch(/Refund/);

    const admin = await signedIn('login', ADMIN);
    const adminPage = await admin.newPage();
    await adminPage.goto(`${server.url}/dashboard/super-admin`);
    await adminPage.getByTestId('admin-tab-payments').click();
    const mine = adminPage.getByTestId('admin-payment-row').filter({ hasText: 'zara_pay' });
    await expect.poll(() => mine.count(), { timeout: 15_000 }).toBe(2);
    expect(await mine.filter({ hasText: 'Advance' }).count()).toBe(1);
    expect(await mine.filter({ hasText: 'Balance' }).count()).toBe(1);
    expect(await adminPage.getByTestId('admin-refund-row').count()).toBeGreaterThan(0);
    await traveller.close();
    await admin.close();
  });
});
