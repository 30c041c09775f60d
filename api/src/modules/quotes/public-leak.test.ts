import { beforeAll, describe, expect, it } from 'vitest';
import { type Loose, agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';

// Issue 39 "Done when": the customer's view of a quote — REST GET /api/public/quotes/{token} and Query.publicQuote with
// every field — for a quote with every item type, carries no cost, net, markup or margin (neither as a key nor as a
// figure) and nothing of another customer of the same agency.

const t = useTestApp();
const { signUp, gql, sql } = agentHelpers(t);
const NOW = new Date('2026-11-22T10:00:00Z');
const ids: Record<string, string> = {};

const CREATE = `mutation($input: CreateQuoteInput!) { createCustomerQuote(input: $input) { id sharePath totalInPkr costInPkr items { costInPkr priceInPkr } } }`;
const PUBLIC = `query($token: String!) { publicQuote(token: $token) { status customerName note currency total totalInPkr expiresAt
  items { position type itemName summary imageUrl price } agency { tradingName logoUrl phone whatsapp address licenceNumber } askUrl needsPassports passengerCount } }`;

const everyType = () => [
  { type: 'package', packageId: ids['umrah-ramadan-islamabad'], passengerCount: 2 },
  { type: 'package', packageId: ids['murree-weekend'], rooms: [{ occupancy: 'quad', adults: 3 }] },
  { type: 'hotel', hotelId: ids['makkah-ajyad'], checkInDate: '2026-12-10', checkOutDate: '2026-12-13', roomType: 'Deluxe', roomCount: 1, guestCount: 2 },
  { type: 'transport', transportId: ids['karachi-hyderabad-coach'], passengerCount: 3 },
  { type: 'transport', transportId: ids['prado-with-driver-islamabad'] },
];

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

/** The ways a PKR figure could be written in a JSON body: "7200.00", "7200", 7200, "7,200". */
function spellings(amount: string): string[] {
  const whole = amount.replace(/\.00$/, '');
  const grouped = Number(whole).toLocaleString('en-US');
  // a bare number under 1,000 would match any digits (a token's): its quoted and JSON forms stand for it
  return [amount, `"${whole}"`, `:${whole},`, `:${whole}}`, ...(grouped.includes(',') ? [grouped] : [])];
}

beforeAll(async () => {
  t.clock.now = NOW;
  await seedCatalogue(t.db.orm, fixtureCatalogue, '2026-11-22');
  for (const row of await sql<{ slug: string; id: string }>('select slug, id::text as id from package union all select slug, id::text from hotel union all select slug, id::text from transport_option')) ids[row.slug] = row.id;
});

describe('the customer’s view of a quote', () => {
  it('has no net, cost, markup or margin anywhere, and no other customer of the agency', async () => {
    const agency = await signUp('b2b_agent', 'Lahore Tours');
    for (const [type, kind, value] of [['package', 'percent', '12.5'], ['hotel', 'fixed', '4321'], ['transport', 'percent', '7']]) {
      const set = await gql(`mutation($p: MarkupProductType!, $k: MarkupKind!, $v: Decimal!) { setMarkup(productType: $p, kind: $k, value: $v) { value } }`, { p: type, k: kind, v: value }, agency.cookie);
      expect(set.errors).toBeUndefined();
    }
    const made = await gql(CREATE, { input: { customer: { name: 'Ayesha Siddiqui', phone: '+92 321 7654321', email: 'ayesha@example.pk' }, items: everyType(), currency: 'SAR', note: 'Valid for one day.' } }, agency.cookie);
    expect(made.errors).toBeUndefined();
    const quote = made.data?.createCustomerQuote;
    const other = await gql(CREATE, { input: { customer: { name: 'Imran Qureshi', phone: '0333 9988776', email: 'imran@example.pk' }, items: [everyType()[3]] } }, agency.cookie);
    expect(other.errors).toBeUndefined();

    // what must never show: each item's cost, the quote's cost, and every markup (price − cost)
    const secrets = [quote.costInPkr, ...quote.items.map((i: Loose) => i.costInPkr)];
    for (const i of quote.items as Loose[]) secrets.push((Number(i.priceInPkr) - Number(i.costInPkr)).toFixed(2));
    expect(secrets.every((s) => Number(s) > 0)).toBe(true);
    const token = String(quote.sharePath).slice(3);

    const rest = await t.app.inject({ method: 'GET', url: `/api/public/quotes/${token}` });
    expect(rest.statusCode).toBe(200);
    const graph = await gql(PUBLIC, { token });
    expect(graph.errors).toBeUndefined();
    expect(graph.data?.publicQuote.items).toHaveLength(5);
    expect(graph.data?.publicQuote.customerName).toBe('Ayesha Siddiqui');

    for (const [label, body] of [['REST', rest.body], ['GraphQL', JSON.stringify(graph)]] as const) {
      const json = JSON.parse(body);
      expect(keysOf(json).filter((k) => /net|cost|markup|margin|wallet|balance|credit/i.test(k)), label).toEqual([]);
      for (const secret of secrets) for (const spelled of spellings(secret)) expect(body.includes(spelled), `${label}: ${spelled}`).toBe(false);
      for (const foreign of ['Imran', 'Qureshi', '9988776', 'imran@example.pk', 'ayesha@example.pk', '7654321']) expect(body.includes(foreign), `${label}: ${foreign}`).toBe(false);
    }
  });

  it('a sub-agency’s quote: its cost is its master’s price; its customer sees neither the platform’s net, the master’s margin nor the sub’s cost', async () => {
    const [admin, master] = [await signUp('super_admin'), await signUp('b2b_agent', 'Master Travels')];
    expect((await gql('mutation($a: ID!) { setAgentCreditLimit(agentId: $a, amountInPkr: "1000000") { creditLimitInPkr } }', { a: master.id }, admin.cookie)).errors).toBeUndefined();
    expect((await gql('mutation { setDefaultNetworkMarkup(input: { productType: transport, kind: percent, value: "10" }) { value } }', {}, master.cookie)).errors).toBeUndefined();
    const invited = await t.app.inject({ method: 'POST', url: '/api/agency/sub-agents', headers: { cookie: master.cookie }, payload: { email: 'sub-quotes@example.pk', agencyName: 'Multan Tours', creditLimitInPkr: '200000' } });
    expect(invited.statusCode, invited.body).toBe(201);
    const joinToken = String(invited.json().invitationUrl).split('/join/')[1];
    const joined = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'mutation($i: AcceptAgencyInvitationInput!) { acceptAgencyInvitation(input: $i) { id } }', variables: { i: { token: joinToken, username: 'multantours', password: 'secret123', firstName: 'Multan', lastName: 'Tours' } } },
    });
    expect(joined.json().errors).toBeUndefined();
    const header = joined.headers['set-cookie'];
    const cookie = ((Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '').split(';')[0];
    const sub = { cookie, id: joined.json().data.acceptAgencyInvitation.id as string };
    expect((await gql('mutation { setMarkup(productType: transport, kind: percent, value: "5") { value } }', {}, sub.cookie)).errors).toBeUndefined();

    // platform net 7,200 (2 seats of 3,600) → the master's 10 % (720) → the sub's cost 7,920 → its 5 % (396) → 8,316
    const made = await gql(CREATE, { input: { customer: { name: 'Zainab Malik', phone: '0301 2223334' }, items: [{ type: 'transport', transportId: ids['lahore-islamabad-business'], passengerCount: 2 }] } }, sub.cookie);
    expect(made.errors).toBeUndefined();
    const quote = made.data?.createCustomerQuote;
    expect(quote.items[0]).toEqual({ costInPkr: '7920.00', priceInPkr: '8316.00' });
    const token = String(quote.sharePath).slice(3);
    const rest = await t.app.inject({ method: 'GET', url: `/api/public/quotes/${token}` });
    const graph = JSON.stringify(await gql(PUBLIC, { token }));
    for (const body of [rest.body, graph]) {
      expect(body).toContain('8316');
      expect(keysOf(JSON.parse(body)).filter((k) => /net|cost|markup|margin/i.test(k))).toEqual([]);
      for (const secret of ['7200.00', '720.00', '7920.00', '396.00']) for (const spelled of spellings(secret)) expect(body.includes(spelled), spelled).toBe(false);
    }
    const accepted = await t.app.inject({ method: 'POST', url: `/api/public/quotes/${token}/accept`, payload: {} });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [booking] = await sql<Loose>('select user_id::text as user_id, total_price_in_pkr::text as total, selling_price_in_pkr::text as selling from booking where id = ?', [accepted.json().bookingIds[0]]);
    expect(booking).toEqual({ user_id: sub.id, total: '7920.00', selling: '8316.00' });
  });
});
