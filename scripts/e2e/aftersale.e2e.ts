import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './harness.js';
import { paySandbox } from './pay.js';

// Issue 37 in Chromium against the built app: a traveller moves a package booking to a later departure of the same
// seller and pays the difference at the sandbox; an agent adds a traveller (a child) to a customer's booking, paid from
// the wallet at once, then cancels it with a binding quote and sees the refund back in the wallet; each booking page
// shows the whole history in order.

const ADMIN = { username: 'e2e_aftersale_admin', password: 'e2e-aftersale-admin-password' };
const e2e = useServerAndBrowser({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });

// "Rs 1,234,567.89" → 1234567.89
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

async function signedIn(pathName: 'register' | 'login', data: Record<string, string>): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const res = await context.request.post(`${e2e.server.url}/api/${pathName}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post(`${e2e.server.url}/graphql`, { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

async function post<T>(request: APIRequestContext, url: string, data: Record<string, unknown>, status = 201): Promise<T> {
  const res = await request.post(`${e2e.server.url}${url}`, { data });
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

/** The booking page's history: each event's summary, oldest first. */
async function historySummaries(page: Page): Promise<string[]> {
  return page.getByTestId('history-event').getByTestId('history-summary').allTextContents();
}

async function openBooking(page: Page, id: string): Promise<void> {
  await page.goto(`${e2e.server.url}/bookings/${id}`);
  await expect.poll(() => page.getByTestId('booking-history').isVisible(), { timeout: 15_000 }).toBe(true);
}

/** On the checkout: the sandbox, Pay; on the sandbox's page: Pay; back on the checkout: the result. */
async function payBySandbox(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('pay-button').isVisible(), { timeout: 15_000 }).toBe(true);
  await page.locator('input[name="method"][value="sandbox"]').check();
  await page.getByTestId('pay-button').click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/pay\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/checkout\//);
  await expect.poll(() => page.getByTestId('payment-result').textContent(), { timeout: 20_000 }).toMatch(/Payment received/);
}

type Departure = { packageId: string; name: string; startDate: string | null; priceInPkr: string };
type PackageRow = { id: string; name: string; priceInPkr: string; startDate: string | null; availableSpots: number };

describe('after the sale in Chromium', () => {
  it('a traveller moves a package booking to a later departure and pays the difference', async () => {
    const traveller = await signedIn('register', { username: 'sana_aftersale', email: 'sana.aftersale@example.pk', password: 'secret123', firstName: 'Sana', lastName: 'Mirza' });
    const page = await traveller.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // a fixed-date Umrah departure with a dearer later one from the same seller (the demo catalogue has several)
    const { packages } = await gql<{ packages: { items: PackageRow[] } }>(
      traveller.request,
      'query { packages(type: umrah, pagination: { limit: 50 }) { items { id name priceInPkr startDate availableSpots } } }',
    );
    const dated = packages.items.filter((p) => p.startDate && p.availableSpots > 2).sort((a, b) => Number(a.priceInPkr) - Number(b.priceInPkr));
    let bookingId = '';
    let target: Departure | undefined;
    for (const p of dated) {
      const made = await post<{ id: string }>(traveller.request, '/api/bookings', { type: 'package', packageId: p.id, passengerCount: 1 });
      const { amendmentOptions } = await gql<{ amendmentOptions: { departures: Departure[] } }>(
        traveller.request,
        'query($id: ID!) { amendmentOptions(bookingId: $id) { departures { packageId name startDate priceInPkr } } }',
        { id: made.id },
      );
      target = amendmentOptions.departures.find((d) => Number(d.priceInPkr) > Number(p.priceInPkr) && (d.startDate ?? '') > (p.startDate ?? ''));
      if (target) {
        bookingId = made.id;
        break;
      }
      await post(traveller.request, `/api/bookings/${made.id}/cancel`, {}, 200);
    }
    expect(target, 'a dearer later departure of the same seller').toBeDefined();
    const paid = await paySandbox(e2e.server.url, (await traveller.cookies()).map((c) => `${c.name}=${c.value}`).join('; '), bookingId);
    expect(paid.status).toBe('confirmed');

    await openBooking(page, bookingId);
    await expect.poll(() => page.getByTestId('pay-by').isVisible()).toBe(true);
    await page.getByTestId('change-booking').click();
    const dialog = page.getByTestId('change-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByTestId('change-kind').selectOption('dates');
    await dialog.getByTestId('change-departure').selectOption(target?.packageId ?? '');
    await dialog.getByTestId('get-quote').click();
    await expect.poll(() => dialog.getByTestId('quote').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await dialog.getByTestId('quote-difference').textContent()).toMatch(/pay/i);
    await dialog.getByTestId('confirm-change').click();
    await expect.poll(() => page.getByTestId('pay-difference').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('pay-difference').click();
    await payBySandbox(page);

    // the booking stands on the new departure, paid for what it now costs
    const after = (await (await traveller.request.get(`${e2e.server.url}/api/bookings/${bookingId}`)).json()) as Record<string, string>;
    expect(after.packageId).toBe(target?.packageId);
    await openBooking(page, bookingId);
    expect(await page.getByTestId('booking-item').textContent()).toContain(target?.name);
    const kinds = await page.getByTestId('history-event').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')));
    const summaries = await historySummaries(page);
    expect(summaries.length).toBeGreaterThanOrEqual(4);
    // made → paid → (quoted) → amended → paid, in that order
    const order = ['made', 'paid', 'amended', 'paid'];
    const seen = kinds.filter((k): k is string => !!k && order.includes(k));
    expect(seen).toEqual(order);
    expect(errors).toEqual([]);
  });

  it('an agent adds a child from the wallet, cancels with a quote and sees the refund in the wallet', async () => {
    const agent = await signedIn('register', {
      username: 'rafiq_aftersale',
      password: 'secret123',
      firstName: 'Rafiq',
      lastName: 'Tours',
      email: 'rafiq.aftersale@example.pk',
      role: 'b2b_agent',
    });
    const { me } = await gql<{ me: { id: string } }>(agent.request, 'query { me { id } }');
    const admin = await signedIn('login', ADMIN);
    await gql(admin.request, 'mutation($id: ID!) { setAgentCreditLimit(agentId: $id, amountInPkr: "3000000") { creditLimitInPkr } }', { id: me.id });

    const { packages } = await gql<{ packages: { items: PackageRow[] } }>(
      agent.request,
      'query { packages(type: holiday, pagination: { limit: 20 }) { items { id name priceInPkr startDate availableSpots } } }',
    );
    const pkg = packages.items.find((p) => p.availableSpots > 3);
    expect(pkg).toBeDefined();
    const sale = await post<{ id: string }>(agent.request, '/api/bookings', {
      type: 'package',
      packageId: pkg?.id,
      passengerCount: 1,
      customer: { leadName: 'Imran Qureshi', phone: '+92 300 7654321', email: 'imran.q@example.pk', passengers: [{ name: 'Imran Qureshi', passportNumber: 'AB7654321' }] },
    });
    // the whole of it from the wallet (the advance, then the balance)
    await post(agent.request, `/api/bookings/${sale.id}/payments`, { method: 'wallet' });
    await post(agent.request, `/api/bookings/${sale.id}/payments`, { method: 'wallet' });

    const page = await agent.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openBooking(page, sale.id);
    await page.getByTestId('change-booking').click();
    const dialog = page.getByTestId('change-dialog');
    await dialog.getByTestId('change-kind').selectOption('travellers');
    await dialog.getByTestId('change-passenger-count').fill('2');
    await dialog.getByTestId('get-quote').click();
    await expect.poll(() => dialog.getByTestId('quote').isVisible(), { timeout: 15_000 }).toBe(true);
    const difference = amount(await dialog.getByTestId('quote-difference').textContent());
    expect(difference).toBe(Number(pkg?.priceInPkr));
    await dialog.getByTestId('confirm-change').click();
    await expect.poll(() => page.getByTestId('change-done').isVisible(), { timeout: 15_000 }).toBe(true);
    // paid at once from the wallet: nothing left to pay
    const changed = (await (await agent.request.get(`${e2e.server.url}/api/bookings/${sale.id}`)).json()) as Record<string, unknown>;
    expect(changed.passengerCount).toBe(2);
    expect(Number(changed.amountPaidInPkr)).toBe(Number(changed.totalPriceInPkr));

    // the wallet before the cancellation
    await page.goto(`${e2e.server.url}/dashboard/b2b-agent?tab=wallet`);
    await expect.poll(() => page.getByTestId('wallet-balance').isVisible(), { timeout: 15_000 }).toBe(true);
    const before = amount(await page.getByTestId('wallet-available').textContent());

    await openBooking(page, sale.id);
    await page.getByTestId('cancel-booking').click();
    const cancel = page.getByTestId('cancel-dialog');
    await expect.poll(() => cancel.getByTestId('quote-refund').isVisible(), { timeout: 15_000 }).toBe(true);
    const refund = amount(await cancel.getByTestId('quote-refund').textContent());
    expect(refund).toBeGreaterThan(0);
    expect(await cancel.textContent()).toMatch(/wallet/i);
    await cancel.getByTestId('cancel-confirm').click();
    await expect.poll(() => page.getByTestId('cancel-done').isVisible(), { timeout: 15_000 }).toBe(true);

    await page.goto(`${e2e.server.url}/dashboard/b2b-agent?tab=wallet`);
    await expect.poll(async () => amount(await page.getByTestId('wallet-available').textContent()), { timeout: 15_000 }).toBe(before + refund);

    await openBooking(page, sale.id);
    const kinds = await page.getByTestId('history-event').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')));
    // three wallet payments (the advance, the balance, the change's difference), so three refunds back to the wallet
    const order = ['made', 'paid', 'paid', 'amended', 'paid', 'cancelled', 'refunded', 'refunded', 'refunded'];
    expect(kinds.filter((k): k is string => !!k && order.includes(k))).toEqual(order);
    // who did it: the agent, then the system's refund is still the agent's wallet
    expect((await page.getByTestId('history-actor').allTextContents()).some((a) => /rafiq_aftersale|Rafiq/.test(a))).toBe(true);
    expect(errors).toEqual([]);
  });
});
