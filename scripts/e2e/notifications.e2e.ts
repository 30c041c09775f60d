import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../lib/chromium.js';
import { type LiveServer, startServer } from './server.js';

// Issue 18's end-to-end: a traveller keeps one tab open on the dashboard while another books a package and pays it in
// the sandbox; without reloading, the first tab's bell counts the new notifications within 30 s (the 20 s poll) and
// lists the receipt and the confirmation; the voucher downloads from My Bookings as a PDF.

let server: LiveServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

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

const bellLabel = (page: Page) => page.getByTestId('notification-bell').getAttribute('aria-label');

describe('notifications in Chromium', () => {
  it('after paying, the bell shows the new notifications within 30 s without a reload; the voucher downloads', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const res = await context.request.post(`${server.url}/api/register`, {
      data: { username: 'nadia_bell', email: 'nadia@example.pk', password: 'secret123', firstName: 'Nadia', lastName: 'Iqbal' },
    });
    expect(res.ok()).toBe(true);

    // the tab that stays open: the welcome is unread
    const watcher = await context.newPage();
    await watcher.goto(`${server.url}/dashboard/end-user`);
    await expect.poll(() => bellLabel(watcher), { timeout: 15_000 }).toBe('Notifications, 1 unread');

    const shop = await context.newPage();
    await shop.goto(`${server.url}/packages?type=umrah`);
    const pkg = shop.getByTestId('package-card').first();
    await expect.poll(() => pkg.isVisible(), { timeout: 15_000 }).toBe(true);
    await pkg.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => new URL(shop.url()).pathname, { timeout: 15_000 }).toMatch(/^\/checkout\//);
    await payBySandbox(shop);
    const paidAt = Date.now();

    // back to the first tab, never reloaded: welcome, booking received, payment receipt, booking confirmed
    await watcher.bringToFront();
    await expect.poll(() => bellLabel(watcher), { timeout: 30_000, interval: 500 }).toBe('Notifications, 4 unread');
    const waited = Date.now() - paidAt;
    console.log(`bell updated ${waited} ms after the payment`);
    expect(waited).toBeLessThan(30_000);
    await watcher.getByTestId('notification-bell').click();
    const panel = watcher.getByTestId('notifications-panel');
    await expect.poll(() => panel.getByTestId('notification-item').count(), { timeout: 10_000 }).toBe(4);
    const titles = await panel.getByTestId('notification-item').allTextContents();
    expect(titles.some((t) => /Payment of Rs [\d,]+ received/.test(t))).toBe(true);
    expect(titles.some((t) => /Booking [0-9A-F]{8} confirmed/.test(t))).toBe(true);
    if (process.env.E2E_SHOTS) {
      await watcher.screenshot({ path: `${process.env.E2E_SHOTS}/bell-1280.png` });
      await watcher.setViewportSize({ width: 375, height: 800 });
      await watcher.screenshot({ path: `${process.env.E2E_SHOTS}/bell-375.png` });
      await watcher.setViewportSize({ width: 1280, height: 900 });
    }
    // a notification leads to what it is about, and is read from then on
    await panel.getByText(/Booking [0-9A-F]{8} confirmed/).click();
    await expect.poll(() => bellLabel(watcher), { timeout: 10_000 }).toBe('Notifications, 3 unread');

    // the voucher of the confirmed booking, from My Bookings
    await watcher.goto(`${server.url}/dashboard/end-user`);
    await watcher.getByTestId('tab-my-bookings').click();
    const row = watcher.getByTestId('booking-row').first();
    await expect.poll(() => row.getByTestId('status-badge').textContent(), { timeout: 15_000 }).toBe('confirmed');
    const [download] = await Promise.all([watcher.waitForEvent('download'), row.getByTestId('download-voucher').click()]);
    expect(download.suggestedFilename()).toMatch(/^voucher-[0-9A-F]{8}\.pdf$/);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });
});
