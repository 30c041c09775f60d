import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../lib/chromium.js';
import { type LiveServer, startServer } from './server.js';

// Issue 16's end-to-end: book a package → checkout → sandbox Pay → My Bookings shows Confirmed, advance paid, balance
// due; pay the balance; cancel with the refund preview (the app's own dialog); the refund appears; the admin sees both
// payments; the admin rejects a bank transfer in a dialog that requires the reason.

let server: LiveServer;
let browser: Browser;
const ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' };

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // bank transfers offered, so the admin's reject dialog can be exercised
      BANK_TRANSFER_ACCOUNT_TITLE: 'Safarnama Travel (Pvt) Ltd',
      BANK_TRANSFER_BANK_NAME: 'Standard Chartered',
      BANK_TRANSFER_IBAN: 'PK36SCBL0000001123456702',
    }),
    launchChromium(),
  ]);
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
    // the app asks in its own dialogs: a native one (window.confirm / prompt) would be a regression
    const nativeDialogs: string[] = [];
    page.on('dialog', (d) => {
      nativeDialogs.push(d.message());
      void d.dismiss();
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
    // the refund preview in an accessible dialog: Keep booking changes nothing, Cancel booking cancels
    const dialog = page.getByRole('alertdialog', { name: /^Cancel booking #[0-9A-F]{8}\?$/ });
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await dialog.getByTestId('cancel-preview').textContent()).toMatch(/You paid Rs [\d,]+: Rs [\d,]+ \(\d+%\) comes back, Rs [\d,]+ is kept\./);
    expect(await dialog.getByTestId('cancel-refund').textContent()).toMatch(/^Rs [\d,]+$/);
    await shoot(page, 'cancel-dialog');
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await row.getByTestId('status-badge').textContent()).toBe('confirmed');
    await row.getByTestId('cancel-booking').click();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect.poll(() => page.getByText('Booking Cancelled').isVisible(), { timeout: 15_000 }).toBe(true);
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
    expect(nativeDialogs).toEqual([]);
    await traveller.close();
    await admin.close();
  });

  it('the admin rejects a bank transfer in a dialog that requires the reason', async () => {
    // a traveller books and chooses a bank transfer (through the REST facade: the checkout's screens are covered above)
    const payer = await signedIn('register', { username: 'omar_bank', email: 'omar@example.pk', password: 'secret123', firstName: 'Omar', lastName: 'Khan' });
    const packages = (await (await payer.request.get(`${server.url}/api/packages?type=umrah`)).json()) as Array<{ id: string; availableSpots: number }>;
    const pkg = packages.find((p) => p.availableSpots > 0);
    expect(pkg).toBeTruthy();
    const booked = await payer.request.post(`${server.url}/api/bookings`, { data: { type: 'package', packageId: pkg?.id, passengerCount: 1 } });
    expect(booked.status()).toBe(201);
    const { id: bookingId } = (await booked.json()) as { id: string };
    const started = await payer.request.post(`${server.url}/api/bookings/${bookingId}/payments`, { data: { method: 'bank_transfer' } });
    expect(started.status()).toBe(201);

    const admin = await signedIn('login', ADMIN);
    const page = await admin.newPage();
    const nativeDialogs: string[] = [];
    page.on('dialog', (d) => {
      nativeDialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${server.url}/dashboard/super-admin`);
    await page.getByTestId('admin-tab-payments').click();
    const row = page.getByTestId('admin-payment-row').filter({ hasText: 'omar_bank' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toMatch(/Bank transfer · Initiated/);
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reject this transfer?' });
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    // no reason: the rule's message, and the transfer stays open
    await dialog.getByRole('button', { name: 'Reject transfer' }).click();
    await expect.poll(() => dialog.getByText('Please give the reason (the payer sees it)').isVisible()).toBe(true);
    await shoot(page, 'reject-dialog');
    await dialog.getByLabel(/Reason \(shown to the payer\)/).fill('No transfer with this reference arrived');
    await dialog.getByRole('button', { name: 'Reject transfer' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toMatch(/Bank transfer · Failed.*No transfer with this reference arrived/);
    expect(nativeDialogs).toEqual([]);

    // the payer's booking shows the rejected attempt
    const booking = (await (await payer.request.get(`${server.url}/api/bookings/${bookingId}`)).json()) as { status: string; payments: Array<{ status: string; failureReason: string | null }> };
    expect(booking.payments.map((p) => [p.status, p.failureReason])).toEqual([['failed', 'No transfer with this reference arrived']]);
    await payer.close();
    await admin.close();
  });
});
