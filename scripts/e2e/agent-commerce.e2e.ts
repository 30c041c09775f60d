import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { agencyNetworkFlow } from './agency-network.flow.js';
import { useServerAndBrowser } from './harness.js';

// Issue 17's end-to-end: an agent tops up the wallet through the sandbox, books a package for a walk-in customer with a
// markup from the wallet and sees the entry on the statement; the super admin raises the agent's credit limit; a
// traveller books the agent's own package and pays in the sandbox; once the trip has started, the commission sweep
// (every second here: COMMISSION_SWEEP_SECONDS) splits the money and the agent's earnings show 90 % of what was paid.

const ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' };
const e2e = useServerAndBrowser({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, COMMISSION_SWEEP_SECONDS: '1' });

const AGENT = { username: 'kamran_agent', password: 'secret123', firstName: 'Kamran', lastName: 'Travels', email: 'kamran@example.pk', role: 'b2b_agent' };
const PACKAGE_NAME = 'Agent Umrah Economy from Karachi';
const PACKAGE_PRICE = 100_000;
const TOP_UP = 1_000_000;
const MARKUP = 7_500;

// "Rs 1,234,567.89" → 1234567.89
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** With E2E_SHOTS=<dir>: the page at 1280 px and at 375 px, to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  const shotsDir = process.env.E2E_SHOTS;
  if (!shotsDir) return;
  await page.screenshot({ path: `${shotsDir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${shotsDir}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signedIn(pathName: 'register' | 'login', data: Record<string, string>): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  let res = await context.request.post(`${e2e.server.url}/api/${pathName}`, { data });
  // a server busy beside the rest of the suite may answer 503 with Retry-After (its pool's wait ran out, CI): a client
  // tries again after the time it names, a few times
  for (let attempt = 0; res.status() === 503 && attempt < 3; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers()['retry-after'] ?? '1') * 1000));
    res = await context.request.post(`${e2e.server.url}/api/${pathName}`, { data });
  }
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

async function walletTab(page: Page): Promise<void> {
  await page.goto(`${e2e.server.url}/dashboard/b2b-agent?tab=wallet`);
  await expect.poll(() => page.getByTestId('wallet-balance').isVisible(), { timeout: 15_000 }).toBe(true);
}

// the embedded server's database, as docs/operations.md tells an operator to reach it with psql
function embeddedClient(dataDir: string): pg.Client {
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return new pg.Client({ host: path.join(dataDir, 'run'), port: 5432, user: 'postgres', password, database: 'postgres' });
}

describe('agent commerce in Chromium', () => {
  it('tops up, books for a customer with a markup from the wallet, gets credit from the admin, earns net of commission', async () => {
    const agent = await signedIn('register', AGENT);
    const page = await agent.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // setup: the agent's own package (through the API; the package dialog has its own end-to-end test)
    const created = await agent.request.post(`${e2e.server.url}/graphql`, {
      data: {
        query: 'mutation($input: PackageInput!) { createPackage(input: $input) { id } }',
        variables: {
          input: {
            name: PACKAGE_NAME,
            description: 'Fourteen days, Makkah then Madinah, sold by an agent.',
            type: 'umrah',
            duration: '14 days',
            priceInPkr: PACKAGE_PRICE,
            maxCapacity: 20,
            status: 'active',
            featured: true,
            inclusions: ['Visa', 'Hotel'],
          },
        },
      },
    });
    const createdBody = (await created.json()) as { data?: { createPackage: { id: string } }; errors?: unknown };
    expect(createdBody.errors).toBeUndefined();

    // 1. top up through the sandbox: Wallet tab → Top up → the sandbox's page → Pay → back on the Wallet tab
    await walletTab(page);
    expect(amount(await page.getByTestId('wallet-balance').textContent())).toBe(0);
    await page.getByTestId('topup-amount').fill(String(TOP_UP));
    await page.getByTestId('topup-submit').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/pay\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    // the sandbox's page goes back to the Wallet tab by itself
    await expect.poll(() => new URL(page.url()).searchParams.get('tab'), { timeout: 15_000 }).toBe('wallet');
    await expect.poll(async () => amount(await page.getByTestId('wallet-balance').textContent()), { timeout: 20_000 }).toBe(TOP_UP);
    expect(await page.getByTestId('wallet-balance').textContent()).toBe('Rs 1,000,000.00');

    // 2. a platform package for a walk-in customer, with a markup, paid from the wallet
    await page.goto(`${e2e.server.url}/packages?type=umrah`);
    const card = page.getByTestId('package-card').filter({ hasNotText: PACKAGE_NAME }).first();
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    await card.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByTestId('agent-booking-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByTestId('customer-lead-name').fill('Nadia Hussain');
    await dialog.getByTestId('customer-phone').fill('+92 300 1234567');
    await dialog.getByTestId('customer-email').fill('nadia.hussain@example.pk');
    await dialog.getByTestId('passenger-0-name').fill('Nadia Hussain');
    await dialog.getByTestId('passenger-0-passport').fill('AB1234567');
    await dialog.getByTestId('customer-markup').fill(String(MARKUP));
    await expect.poll(async () => amount(await dialog.getByTestId('sale-markup').textContent()), { timeout: 15_000 }).toBe(MARKUP);
    const net = amount(await dialog.getByTestId('sale-net').textContent());
    expect(net).toBeGreaterThan(0);
    expect(amount(await dialog.getByTestId('sale-selling').textContent())).toBe(net + MARKUP);
    await dialog.getByTestId('booking-confirm').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/checkout\//);
    const saleId = new URL(page.url()).pathname.split('/')[2];
    await expect.poll(() => page.getByTestId('pay-button').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.locator('input[name="method"][value="wallet"]').check();
    await page.getByTestId('pay-button').click();
    await expect.poll(() => page.getByTestId('payment-result').textContent(), { timeout: 20_000 }).toMatch(/Payment received/);
    // the checkout takes the package's advance first: the balance from the wallet too, on the booking's checkout
    const advance = (await (await agent.request.get(`${e2e.server.url}/api/bookings/${saleId}`)).json()) as { amountPaidInPkr: string };
    expect(Number(advance.amountPaidInPkr)).toBeGreaterThan(0);
    expect(Number(advance.amountPaidInPkr)).toBeLessThan(net);
    await page.goto(`${e2e.server.url}/checkout/${saleId}`);
    await expect.poll(() => page.getByTestId('pay-button').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.locator('input[name="method"][value="wallet"]').check();
    await page.getByTestId('pay-button').click();
    await expect
      .poll(async () => ((await (await agent.request.get(`${e2e.server.url}/api/bookings/${saleId}`)).json()) as { amountPaidInPkr: string }).amountPaidInPkr, { timeout: 15_000 })
      .toMatch(new RegExp(`^${net}(\\.00?)?$`));

    // the statement: the booking's two debits (advance and balance) under its reference, the net price in all
    await walletTab(page);
    await expect.poll(async () => amount(await page.getByTestId('wallet-balance').textContent()), { timeout: 15_000 }).toBe(TOP_UP - net);
    const reference = saleId.slice(0, 8).toUpperCase();
    const entries = page.getByTestId('statement-line').filter({ hasText: `#${reference}` });
    await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(2);
    let debited = 0;
    const balances: number[] = [];
    for (const entry of await entries.all()) {
      const cells = await entry.locator('td').allTextContents();
      debited += amount(cells[3]);
      expect(amount(cells[4])).toBe(0); // no credit
      balances.push(amount(cells[5]));
    }
    expect(debited).toBe(net); // the net price, not the selling price
    expect(balances).toContain(TOP_UP - net); // the running balance after the last one
    await shoot(page, 'wallet');

    // 3. the super admin raises the agent's credit limit; the agent's available funds show it
    const admin = await signedIn('login', ADMIN);
    const adminPage = await admin.newPage();
    await adminPage.goto(`${e2e.server.url}/dashboard/super-admin`);
    await adminPage.getByTestId('admin-tab-agents').click();
    const row = adminPage.getByTestId('admin-agent-row').filter({ hasText: AGENT.username });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await row.getByTestId('agent-edit-credit').click();
    await row.getByTestId('agent-credit-input').fill('250000');
    await row.getByTestId('agent-credit-save').click();
    await expect.poll(() => row.getByTestId('agent-credit').textContent(), { timeout: 15_000 }).toBe('Rs 250,000.00');
    await walletTab(page);
    await expect.poll(() => page.getByTestId('wallet-credit').textContent(), { timeout: 15_000 }).toBe('Rs 250,000.00');
    expect(amount(await page.getByTestId('wallet-available').textContent())).toBe(TOP_UP - net + 250_000);

    // 4. a traveller books the agent's own package and pays in the sandbox
    const traveller = await signedIn('register', { username: 'bilal_traveller', email: 'bilal@example.pk', password: 'secret123', firstName: 'Bilal', lastName: 'Ahmed' });
    const tPage = await traveller.newPage();
    await tPage.goto(`${e2e.server.url}/packages?type=umrah`);
    const own = tPage.getByTestId('package-card').filter({ hasText: PACKAGE_NAME });
    await expect.poll(() => own.isVisible(), { timeout: 15_000 }).toBe(true);
    await own.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => new URL(tPage.url()).pathname, { timeout: 15_000 }).toMatch(/^\/checkout\//);
    const bookingId = new URL(tPage.url()).pathname.split('/')[2];
    await expect.poll(() => tPage.getByTestId('pay-button').isVisible(), { timeout: 15_000 }).toBe(true);
    await tPage.locator('input[name="method"][value="sandbox"]').check();
    await tPage.getByTestId('pay-button').click();
    await expect.poll(() => new URL(tPage.url()).pathname, { timeout: 15_000 }).toMatch(/^\/pay\//);
    await tPage.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect.poll(() => new URL(tPage.url()).pathname).toMatch(/^\/checkout\//);
    await expect.poll(() => tPage.getByTestId('payment-result').textContent(), { timeout: 20_000 }).toMatch(/Payment received/);
    const paid = (await (await traveller.request.get(`${e2e.server.url}/api/bookings/${bookingId}`)).json()) as { amountPaidInPkr: string };
    const paidAmount = Number(paid.amountPaidInPkr);
    expect(paidAmount).toBeGreaterThan(0);

    // before the trip starts the money waits in the customers' deposits: no earnings yet
    await walletTab(page);
    await expect.poll(() => page.getByTestId('earnings-balance').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(amount(await page.getByTestId('earnings-balance').textContent())).toBe(0);

    // the trip starts (the clock moved on: its departure is now in the past); the sweep, every second here, splits it
    const db = embeddedClient(e2e.server.dataDir);
    await db.connect();
    try {
      await db.query(`update booking set travel_date = now() - interval '1 minute' where id = $1`, [bookingId]);
      const moved = await db.query(`update commission_due set due_at = now() - interval '1 minute' where booking_id = $1`, [bookingId]);
      expect(moved.rowCount).toBe(1);
    } finally {
      await db.end();
    }
    const expected = Math.round(paidAmount * 0.9 * 100) / 100;
    await expect
      .poll(
        async () => {
          await walletTab(page);
          await expect.poll(() => page.getByTestId('earnings-balance').isVisible(), { timeout: 15_000 }).toBe(true);
          return amount(await page.getByTestId('earnings-balance').textContent());
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(expected);
    await shoot(page, 'wallet-earnings');
    expect(errors).toEqual([]);
    await traveller.close();
    await admin.close();
    await agent.close();
  });

  // issue 39, on the same server: scripts/e2e/agency-network.flow.ts
  it('a master agency gives a sub-agency credit; its customer accepts a shared quote on a phone; each level keeps its margin', async () => {
    await agencyNetworkFlow(e2e, ADMIN);
  });
});
