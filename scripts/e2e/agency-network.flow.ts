import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import type { E2E } from './harness.js';

// Issue 39's end-to-end, run by agent-commerce.e2e.ts on its server (one server for both): a master agency invites a
// sub-agency and gives it credit in the Sub-agents tab; the invitee opens the /join link and becomes the sub-agency's
// owner; the sub-agency (its brand and logo set) adds a Makkah hotel stay to a quote and makes it in AED; the customer
// opens the shared page signed out at 375 px, sees the sub-agency's logo and the total in AED, and accepts; the booking
// shows for the sub-agency and for the master, and the books hold each level's margin.

const MASTER = { username: 'lahore_master', password: 'secret123', firstName: 'Lahore', lastName: 'Master Travels', email: 'master@lahore.example.pk', role: 'b2b_agent' };
const SUB = { email: 'owner@multan.example.pk', agencyName: 'Multan Travels', username: 'multan_sub', password: 'secret123' };
const MASTER_HOTEL_PERCENT = 5;
const SUB_HOTEL_PERCENT = 10;
// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function gql<T>(request: APIRequestContext, url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post(`${url}/graphql`, { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

export async function agencyNetworkFlow(e2e: E2E, admin: { username: string; password: string }): Promise<void> {
  const url = e2e.server.url;
  const contexts: BrowserContext[] = [];
  const context = async (width = 1280) => {
    const c = await e2e.browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(c);
    return c;
  };
  try {
    // setup through the API: the master agency and its credit line from the super admin
    const master = await context();
    expect((await master.request.post(`${url}/api/register`, { data: MASTER })).ok()).toBe(true);
    const { me } = await gql<{ me: { id: string } }>(master.request, url, '{ me { id } }');
    const adminCtx = await context();
    expect((await adminCtx.request.post(`${url}/api/login`, { data: admin })).ok()).toBe(true);
    await gql(adminCtx.request, url, 'mutation($id: ID!) { setAgentCreditLimit(agentId: $id, amountInPkr: "2000000") { creditLimitInPkr } }', { id: me.id });
    await gql(master.request, url, 'mutation { setDefaultNetworkMarkup(input: {productType: hotel, kind: percent, value: "5"}) { value } }');

    // the master invites the sub-agency in its Sub-agents tab, giving it Rs 500,000 of its line
    const masterPage = await master.newPage();
    const errors: string[] = [];
    masterPage.on('pageerror', (e) => errors.push(e.message));
    await masterPage.goto(`${url}/dashboard/b2b-agent?tab=network`);
    await expect.poll(() => masterPage.getByTestId('network-line').isVisible(), { timeout: 15_000 }).toBe(true);
    await masterPage.getByTestId('subagent-email').fill(SUB.email);
    await masterPage.getByTestId('subagent-name').fill(SUB.agencyName);
    await masterPage.getByTestId('subagent-limit').fill('500000');
    await masterPage.getByTestId('subagent-invite-submit').click();
    const link = masterPage.getByTestId('subagent-invite-link-value');
    await expect.poll(() => link.isVisible(), { timeout: 10_000 }).toBe(true);
    const joinUrl = new URL(((await link.textContent()) ?? '').trim(), url);

    // the invitee opens the link and becomes the sub-agency's owner
    const sub = await context();
    const subPage = await sub.newPage();
    subPage.on('pageerror', (e) => errors.push(e.message));
    await subPage.goto(`${url}${joinUrl.pathname}`);
    await expect.poll(() => subPage.getByTestId('join-summary').textContent(), { timeout: 15_000 }).toContain(SUB.agencyName);
    await subPage.getByTestId('join-first-name').fill('Asad');
    await subPage.getByTestId('join-last-name').fill('Multani');
    await subPage.getByTestId('join-username').fill(SUB.username);
    await subPage.getByTestId('join-password').fill(SUB.password);
    await subPage.getByTestId('join-submit').click();
    await subPage.waitForURL(/\/dashboard\/b2b-agent/, { timeout: 15_000 });

    // its brand (the logo through the multipart PUT the Brand tab uses) and its own markup for its customers
    const branded = await sub.request.put(`${url}/api/agency/brand`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      multipart: { tradingName: SUB.agencyName, whatsapp: '+923001234567', logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(branded.status(), await branded.text()).toBe(200);
    await gql(sub.request, url, `mutation { setMarkup(productType: hotel, kind: percent, value: "${SUB_HOTEL_PERCENT}") { value } }`);

    // the sub-agency adds a Makkah hotel stay to a quote and makes it for its customer in AED
    await subPage.goto(`${url}/hotels?location=Makkah&checkIn=${inDays(30)}&checkOut=${inDays(33)}&rooms=1&adults=2`);
    const hotel = subPage.getByTestId('hotel-card').first();
    await expect.poll(() => hotel.isVisible(), { timeout: 15_000 }).toBe(true);
    await hotel.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => subPage.getByTestId('add-to-quote').isEnabled(), { timeout: 10_000 }).toBe(true);
    await subPage.getByTestId('add-to-quote').click();
    await subPage.goto(`${url}/dashboard/b2b-agent?tab=quotes`);
    await expect.poll(() => subPage.getByTestId('quote-basket-item').count(), { timeout: 15_000 }).toBe(1);
    await subPage.getByTestId('quote-customer-name').fill('Bilal Ahmed');
    await subPage.getByTestId('quote-customer-phone').fill('03001234567');
    await subPage.getByTestId('quote-currency').selectOption('AED');
    await subPage.getByTestId('quote-create').click();
    const shared = subPage.getByTestId('quote-made-link');
    await expect.poll(() => shared.isVisible(), { timeout: 10_000 }).toBe(true);
    const quoteUrl = new URL(((await shared.textContent()) ?? '').trim(), url);
    expect(quoteUrl.pathname).toMatch(/^\/q\/[\w-]{30,}$/);

    // the customer, signed out, on a phone: the sub-agency's logo and name, the total in AED, then Accept
    const customer = await context(375);
    const phone = await customer.newPage();
    phone.on('pageerror', (e) => errors.push(e.message));
    await phone.goto(`${url}${quoteUrl.pathname}`);
    await expect.poll(() => phone.getByTestId('quote-agency-name').textContent(), { timeout: 15_000 }).toBe(SUB.agencyName);
    const logo = phone.getByTestId('quote-brand').locator('img');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await phone.getByTestId('quote-total').textContent()).toMatch(/AED/);
    const totalPkr = amount(await phone.getByTestId('quote-total-pkr').textContent());
    expect(totalPkr).toBeGreaterThan(0);
    // no page wider than the phone
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.getByTestId('quote-accept').click();
    await expect.poll(() => phone.getByTestId('quote-accepted').isVisible(), { timeout: 15_000 }).toBe(true);

    // the booking: the sub-agency's (for its customer at the quoted price), paid from its wallet
    type Sale = { id: string; status: string; totalPriceInPkr: string; sellingPriceInPkr: string | null; markupInPkr: string | null; customer: { leadName: string } | null };
    const { bookings } = await gql<{ bookings: { items: Sale[] } }>(
      sub.request,
      url,
      '{ bookings(forCustomers: true) { items { id status totalPriceInPkr sellingPriceInPkr markupInPkr customer { leadName } } } }',
    );
    expect(bookings.items).toHaveLength(1);
    const sale = bookings.items[0];
    expect(sale).toMatchObject({ status: 'confirmed', customer: { leadName: 'Bilal Ahmed' } });
    expect(Number(sale.sellingPriceInPkr)).toBe(totalPkr);
    const cost = Number(sale.totalPriceInPkr);
    // cost = net × 1.05 and the customer's price = cost × 1.10 (each rounded to the paisa)
    const net = cost / (1 + MASTER_HOTEL_PERCENT / 100);
    expect(Number(sale.markupInPkr)).toBeCloseTo(cost * (SUB_HOTEL_PERCENT / 100), 1);

    // the sub-agency sees it among its bookings
    await subPage.goto(`${url}/dashboard/b2b-agent?tab=bookings`);
    await expect.poll(() => subPage.getByText('Bilal Ahmed').first().isVisible(), { timeout: 15_000 }).toBe(true);

    // the master sees it among its sub-agents' bookings, and its margin on the sub-agent's row
    await masterPage.goto(`${url}/dashboard/b2b-agent?tab=network`);
    const subBookings = masterPage.getByTestId('subagent-bookings');
    await expect.poll(() => subBookings.textContent(), { timeout: 15_000 }).toContain(sale.id.slice(0, 8).toUpperCase());
    const { agencyNetwork } = await gql<{ agencyNetwork: { subAgents: Array<{ name: string; marginInPkr: string; salesInPkr: string }> } }>(
      master.request,
      url,
      '{ agencyNetwork { subAgents { name marginInPkr salesInPkr } } }',
    );
    const margin = Number(agencyNetwork.subAgents[0].marginInPkr);
    expect(margin).toBeCloseTo(cost - net, 1);

    // the books: the master's earnings statement holds its margin; the sub-agency's wallet its cost
    const statement = (c: BrowserContext, account: string) =>
      gql<{ walletStatement: { closingBalanceInPkr: string } }>(c.request, url, `{ walletStatement(account: ${account}) { closingBalanceInPkr } }`);
    expect(Number((await statement(master, 'earnings')).walletStatement.closingBalanceInPkr)).toBe(margin);
    expect(Number((await statement(sub, 'wallet')).walletStatement.closingBalanceInPkr)).toBe(-cost);
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}
