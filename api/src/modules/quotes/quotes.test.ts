import { beforeAll, describe, expect, it } from 'vitest';
import { type Loose, agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { urduMessage } from '../../rules/messages-ur.js';
import { QUOTE_MESSAGES } from '../../rules/quotes.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';

// Issue 39, quotes for customers on the real PostgreSQL: an agency quotes every item type with its markups, lists
// them; bad input writes nothing; the customer's page by the link; accepting books for the agency's customer at the
// quoted price paid from its wallet; a price up is a 409 with the changes and nothing booked; a second accept 409;
// expired and unknown links the same 404.

const t = useTestApp();
const { signUp, gql, sql, countStatements } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;
const NOW = new Date('2026-11-22T10:00:00Z');
const ids: Record<string, string> = {};
let admin: User;
let agency: User;

const QUOTE = `id status shareUrl sharePath customerName customerPhone customerEmail note currency totalInPkr costInPkr expiresAt viewedAt acceptedAt createdAt createdBy
  items { position type itemName summary imageUrl costInPkr priceInPkr bookingId } whatsappUrl`;
const CREATE = `mutation($input: CreateQuoteInput!) { createCustomerQuote(input: $input) { ${QUOTE} } }`;
const PUBLIC = `query($token: String!) { publicQuote(token: $token) { status customerName note currency total totalInPkr expiresAt
  items { position type itemName summary imageUrl price } agency { tradingName logoUrl phone whatsapp address licenceNumber } askUrl needsPassports passengerCount } }`;
const ACCEPT = 'mutation($token: String!, $p: [QuotePassengerInput!]) { acceptPublicQuote(token: $token, passengers: $p) { bookingIds } }';

const packageItem = { type: 'package', packageId: '', passengerCount: 2 };
const items = () => [
  { ...packageItem, packageId: ids['umrah-ramadan-islamabad'] },
  // by rooms: a one-price package offers quad
  { type: 'package', packageId: ids['murree-weekend'], rooms: [{ occupancy: 'quad', adults: 2 }] },
  { type: 'hotel', hotelId: ids['makkah-clock-tower'], checkInDate: '2026-12-10', checkOutDate: '2026-12-12', roomType: 'Standard', roomCount: 1, guestCount: 2 },
  { type: 'transport', transportId: ids['lahore-islamabad-business'], passengerCount: 2 },
];
const input = (over: Record<string, unknown> = {}) => ({ customer: { name: 'Bilal Ahmed', phone: '0300 1234567', email: 'bilal@example.pk' }, items: items(), note: 'Prices include taxes.\nCall us.', currency: 'AED', ...over });
const passengers = [
  { name: 'Bilal Ahmed', passportNumber: 'AB1234567' },
  { name: 'Sana Bilal', passportNumber: 'CD7654321' },
];
const quoteCount = async () => Number((await sql<{ n: string }>('select count(*) as n from customer_quote'))[0].n);
const bookingsOf = (u: User) => sql<Loose>('select id, total_price_in_pkr::text as total, selling_price_in_pkr::text as selling, customer_name, customer_phone, customer_email, status, amount_paid_in_pkr::text as paid from booking where user_id = ? order by created_at, id', [u.id]);
const tokenOf = (q: Loose) => String(q.sharePath).slice(3);

async function create(u: User, over: Record<string, unknown> = {}): Promise<Loose> {
  const res = await gql(CREATE, { input: input(over) }, u.cookie);
  expect(res.errors).toBeUndefined();
  return res.data?.createCustomerQuote;
}

beforeAll(async () => {
  t.clock.now = NOW;
  await seedCatalogue(t.db.orm, fixtureCatalogue, '2026-11-22');
  for (const row of await sql<{ slug: string; id: string }>('select slug, id::text as id from package union all select slug, id::text from hotel union all select slug, id::text from transport_option')) ids[row.slug] = row.id;
  admin = await signUp('super_admin');
  agency = await signUp('b2b_agent', 'Karachi Travels');
  expect((await gql('mutation { setMarkup(productType: package, kind: percent, value: "10") { value } }', {}, agency.cookie)).errors).toBeUndefined();
  expect((await gql('mutation { setMarkup(productType: hotel, kind: fixed, value: "5000") { value } }', {}, agency.cookie)).errors).toBeUndefined();
  const credit = await gql('mutation($a: ID!) { setAgentCreditLimit(agentId: $a, amountInPkr: "3000000") { creditLimitInPkr } }', { a: agency.id }, admin.cookie);
  expect(credit.errors).toBeUndefined();
});

describe('quotes for customers', () => {
  it('quotes every item type with the agency’s markups: cost and price per item, the share and WhatsApp links', async () => {
    const q = await create(agency);
    expect(q).toMatchObject({ status: 'sent', customerName: 'Bilal Ahmed', customerPhone: '0300 1234567', currency: 'AED', note: 'Prices include taxes.\nCall us.', createdBy: agency.username });
    expect(q.sharePath).toMatch(/^\/q\/[A-Za-z0-9_-]{43}$/);
    expect(q.shareUrl.endsWith(q.sharePath)).toBe(true);
    expect(new Date(q.expiresAt).getTime() - NOW.getTime()).toBe(24 * 3_600_000);
    expect(q.items.map((i: Loose) => [i.type, i.costInPkr, i.priceInPkr])).toEqual([
      ['package', '640000.00', '704000.00'],
      ['package', '70000.00', '77000.00'],
      ['hotel', expect.any(String), expect.any(String)],
      ['transport', '7200.00', '7200.00'],
    ]);
    const hotel = q.items[2];
    expect(Number(hotel.priceInPkr) - Number(hotel.costInPkr)).toBe(5000);
    expect(q.items[2].itemName).toContain('Standard');
    expect(q.items[1].summary).toContain('1 room (quad)');
    expect(q.items[2].summary).toContain('2 nights');
    expect(q.items.every((i: Loose) => typeof i.imageUrl === 'string' && i.bookingId === null)).toBe(true);
    const sum = (k: string) => q.items.reduce((s: number, i: Loose) => s + Number(i[k]), 0).toFixed(2);
    expect(q.totalInPkr).toBe(sum('priceInPkr'));
    expect(q.costInPkr).toBe(sum('costInPkr'));
    // a Pakistani number written with its 0: 92 on wa.me
    expect(q.whatsappUrl).toMatch(/^https:\/\/wa\.me\/923001234567\?text=/);
    expect(decodeURIComponent(q.whatsappUrl.split('text=')[1])).toContain(q.shareUrl);
  });

  it('lists the agency’s quotes newest first over GraphQL and REST; another agency sees none of them (404)', async () => {
    // a moment later than the others: the newest
    t.clock.now = new Date(NOW.getTime() + 1000);
    const rest = await t.app.inject({ method: 'POST', url: '/api/quotes', headers: { cookie: agency.cookie }, payload: { ...input(), items: [items()[3]], validHours: 48 } });
    t.clock.now = NOW;
    expect(rest.statusCode).toBe(201);
    const made = rest.json();
    expect(Object.keys(made).sort()).toEqual(['expiresAt', 'id', 'shareUrl', 'totalInPkr']);
    expect(made.totalInPkr).toBe('7200.00');
    const list = await gql(`{ customerQuotes(limit: 5) { items { id status items { position } } hasMore limit offset } }`, {}, agency.cookie);
    expect(list.errors).toBeUndefined();
    expect(list.data?.customerQuotes.items[0].id).toBe(made.id);
    // the items of a page in one query, whatever its size
    const one = await countStatements(() => gql(`{ customerQuotes(limit: 1) { items { id items { position } } } }`, {}, agency.cookie));
    const three = await countStatements(() => gql(`{ customerQuotes(limit: 3) { items { id items { position } } } }`, {}, agency.cookie));
    expect(three.count).toBe(one.count);
    const get = await t.app.inject({ method: 'GET', url: '/api/quotes', headers: { cookie: agency.cookie } });
    expect(get.statusCode).toBe(200);
    expect(get.json()[0]).toMatchObject({ id: made.id, status: 'sent', totalInPkr: '7200.00' });
    const other = await signUp('b2b_agent');
    const res = await gql(`query($id: ID!) { customerQuote(id: $id) { id } }`, { id: made.id }, other.cookie);
    expect(res.errors?.[0]).toMatchObject({ message: QUOTE_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } });
    expect((await gql('{ customerQuotes { items { id } } }', {}, other.cookie)).data?.customerQuotes.items).toEqual([]);
    const traveller = await signUp('end_user');
    expect((await gql(CREATE, { input: input() }, traveller.cookie)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses bad input with the rule’s message and writes nothing', async () => {
    const before = await quoteCount();
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ items: [] }, QUOTE_MESSAGES.noItems, 'items'],
      [{ items: Array.from({ length: 11 }, () => items()[3]) }, QUOTE_MESSAGES.tooManyItems, 'items'],
      [{ validHours: 0 }, QUOTE_MESSAGES.validHours, 'validHours'],
      [{ validHours: 200 }, QUOTE_MESSAGES.validHours, 'validHours'],
      [{ customer: { name: 'Bilal', phone: 'call me' } }, 'Phone must be a phone number (7 to 15 digits, optionally starting with +)', 'customer.phone'],
      [{ customer: { name: ' ', phone: '03001234567' } }, QUOTE_MESSAGES.customerName, 'customer.name'],
      [{ note: 'x'.repeat(1001) }, QUOTE_MESSAGES.noteLong, 'note'],
      [{ items: [items()[0], { type: 'hotel', hotelId: ids['makkah-clock-tower'], checkInDate: '2026-12-10', checkOutDate: '2026-12-09', roomType: 'Standard' }] }, '', 'items.1.checkOutDate'],
      [{ items: [{ ...packageItem, packageId: 'nope' }] }, 'Package id must be a UUID', 'items.0.packageId'],
    ];
    for (const [over, message, field] of cases) {
      const res = await gql(CREATE, { input: input(over) }, agency.cookie);
      expect(res.errors?.[0].extensions.code, JSON.stringify(over).slice(0, 80)).toBe('BAD_USER_INPUT');
      if (message) expect(res.errors?.[0].message).toBe(message);
      if (field) expect(res.errors?.[0].extensions.field).toBe(field);
    }
    // an item the catalogue refuses: the booking's own answer
    const gone = await gql(CREATE, { input: input({ items: [{ ...packageItem, packageId: '00000000-0000-4000-8000-000000000000' }] }) }, agency.cookie);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Package not found', extensions: { code: 'NOT_FOUND' } });
    // its own package: accepting would be the agency buying it, which payments refuse
    await sql("update package set owner_id = ? where slug = 'dubai-city-break'", [agency.id]);
    const own = await gql(CREATE, { input: input({ items: [{ ...packageItem, packageId: ids['dubai-city-break'] }] }) }, agency.cookie);
    expect(own.errors?.[0]).toMatchObject({ message: 'This is your agency’s own package: an agency cannot buy its own packages', extensions: { code: 'FORBIDDEN' } });
    expect(await quoteCount()).toBe(before);
  });

  it('the customer’s page: prices in the quote’s currency, the agency’s name, the first view marks it viewed', async () => {
    const q = await create(agency);
    const res = await gql(PUBLIC, { token: tokenOf(q) });
    expect(res.errors).toBeUndefined();
    const page = res.data?.publicQuote;
    const [aed] = await sql<{ rate: string }>("select rate::text as rate from currency where code = 'AED'");
    expect(page).toMatchObject({ status: 'viewed', customerName: 'Bilal Ahmed', currency: 'AED', totalInPkr: q.totalInPkr, needsPassports: true, passengerCount: 2, askUrl: null });
    expect(page.agency).toEqual({ tradingName: 'Karachi Travels Tester', logoUrl: null, phone: null, whatsapp: null, address: null, licenceNumber: null });
    expect(Number(page.total)).toBeCloseTo(Number(q.totalInPkr) * Number(aed.rate), 1);
    expect(page.items.map((i: Loose) => i.type)).toEqual(['package', 'package', 'hotel', 'transport']);
    const viewed = await gql(`query($id: ID!) { customerQuote(id: $id) { status viewedAt } }`, { id: q.id }, agency.cookie);
    expect(viewed.data?.customerQuote.status).toBe('viewed');
    expect(viewed.data?.customerQuote.viewedAt).toBe(NOW.toISOString());
    const rest = await t.app.inject({ method: 'GET', url: `/api/public/quotes/${tokenOf(q)}` });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'viewed', totalInPkr: q.totalInPkr });
  });

  it('accepting books every item for the agency’s customer at the quoted price, paid from its wallet; a second accept is a 409', async () => {
    const q = await create(agency);
    const noPassports = await t.app.inject({ method: 'POST', url: `/api/public/quotes/${tokenOf(q)}/accept`, payload: {} });
    expect(noPassports.statusCode).toBe(400);
    expect(noPassports.json().message).toBe(QUOTE_MESSAGES.passengers(2));
    const res = await t.app.inject({ method: 'POST', url: `/api/public/quotes/${tokenOf(q)}/accept`, payload: { passengers } });
    expect(res.statusCode, res.body).toBe(201);
    const { bookingIds } = res.json();
    expect(bookingIds).toHaveLength(4);
    const all = await bookingsOf(agency);
    const booked = bookingIds.map((id: string) => all.find((b: Loose) => b.id === id));
    expect(booked.map((b: Loose) => [b.total, b.selling])).toEqual(q.items.map((i: Loose) => [i.costInPkr, i.priceInPkr]));
    for (const b of booked) {
      expect(b).toMatchObject({ customer_name: 'Bilal Ahmed', customer_phone: '0300 1234567', customer_email: 'bilal@example.pk' });
      expect(Number(b.paid)).toBeGreaterThan(0);
    }
    const after = await gql(`query($id: ID!) { customerQuote(id: $id) { status acceptedAt items { bookingId } } }`, { id: q.id }, agency.cookie);
    expect(after.data?.customerQuote).toEqual({ status: 'accepted', acceptedAt: NOW.toISOString(), items: bookingIds.map((bookingId: string) => ({ bookingId })) });
    const again = await gql(ACCEPT, { token: tokenOf(q), p: passengers });
    expect(again.errors?.[0]).toMatchObject({ message: QUOTE_MESSAGES.alreadyAccepted, extensions: { code: 'CONFLICT' } });
  });

  it('a price up since the quote: 409 with what changed, nothing booked, the quote changed and the agent told', async () => {
    const q = await create(agency, { items: [items()[0], items()[3]] });
    const before = (await bookingsOf(agency)).length;
    await sql("update package set price_in_pkr = price_in_pkr + 1000 where slug = 'umrah-ramadan-islamabad'");
    try {
      const res = await gql(ACCEPT, { token: tokenOf(q), p: passengers });
      expect(res.errors?.[0].message).toBe(QUOTE_MESSAGES.pricesChanged);
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', changes: [{ position: 1, itemName: 'Ramadan Umrah from Islamabad', quotedInPkr: '704000.00', nowInPkr: '706200.00' }] });
      const rest = await t.app.inject({ method: 'POST', url: `/api/public/quotes/${tokenOf(q)}/accept`, payload: { passengers } });
      expect(rest.statusCode).toBe(409);
      expect(rest.json()).toMatchObject({ message: QUOTE_MESSAGES.pricesChanged, code: 'CONFLICT', changes: [{ position: 1, nowInPkr: '706200.00' }] });
      expect((await bookingsOf(agency)).length).toBe(before);
      const seen = await gql(`query($id: ID!) { customerQuote(id: $id) { status } }`, { id: q.id }, agency.cookie);
      expect(seen.data?.customerQuote.status).toBe('changed');
      const bell = await sql<{ n: string }>("select count(*) as n from notification where user_id = ? and kind = 'quote_changed'", [agency.id]);
      expect(Number(bell[0].n)).toBe(1);
    } finally {
      await sql("update package set price_in_pkr = price_in_pkr - 1000 where slug = 'umrah-ramadan-islamabad'");
    }
  });

  it('a staff member’s quote is the agency’s: its list, its brand on the page, and accepted as the owner once the member is removed', async () => {
    const staff = await signUp('b2b_agent');
    await sql("insert into agency_member (user_id, agency_id, role, status, created_at) values (?, ?, 'staff', 'active', now())", [staff.id, agency.id]);
    await sql("insert into agency_brand (agency_id, trading_name, phone, whatsapp, logo_url, updated_at) values (?, 'Karachi Travels & Tours', '021 35871234', '0321 1112223', '/media/uploads/logo.png', now())", [agency.id]);
    try {
      const q = await create(staff, { items: [items()[3]], customer: { name: 'Hina Raza', phone: '+92 345 0001112' } });
      expect(q).toMatchObject({ createdBy: staff.username, customerEmail: null });
      const list = await gql('{ customerQuotes { items { id createdBy } } }', {}, agency.cookie);
      expect(list.data?.customerQuotes.items).toContainEqual({ id: q.id, createdBy: staff.username });
      const page = (await gql(PUBLIC, { token: tokenOf(q) })).data?.publicQuote;
      expect(page.agency).toEqual({ tradingName: 'Karachi Travels & Tours', logoUrl: '/media/uploads/logo.png', phone: '021 35871234', whatsapp: '0321 1112223', address: null, licenceNumber: null });
      expect(page).toMatchObject({ needsPassports: false, passengerCount: 2 });
      expect(page.askUrl).toBe(`https://wa.me/923211112223?text=${encodeURIComponent(`About your quote ${q.id.slice(0, 8).toUpperCase()}`)}`);
      await sql('update agency_member set removed_at = now() where user_id = ?', [staff.id]);
      const res = await gql(ACCEPT, { token: tokenOf(q) });
      expect(res.errors).toBeUndefined();
      const [booking] = await sql<Loose>('select user_id::text as user_id, customer_name, customer_email, selling_price_in_pkr::text as selling, amount_paid_in_pkr::text as paid from booking where id = ?', [res.data?.acceptPublicQuote.bookingIds[0]]);
      // no customer e-mail on the quote: the agency's own is the booking's contact
      expect(booking).toEqual({ user_id: agency.id, customer_name: 'Hina Raza', customer_email: `${agency.username}@example.pk`.toLowerCase(), selling: '7200.00', paid: '7200.00' });
    } finally {
      await sql('delete from agency_brand where agency_id = ?', [agency.id]);
    }
  });

  it('expired, unknown and malformed links: the same 404', async () => {
    const q = await create(agency, { validHours: 1, items: [items()[3]] });
    const answers = [];
    t.clock.now = new Date(NOW.getTime() + 3_600_000);
    try {
      for (const token of [tokenOf(q), 'A'.repeat(43), 'not-a-token', "x' or 1=1 --"]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/public/quotes/${encodeURIComponent(token)}` });
        answers.push([res.statusCode, res.json()]);
        const accept = await gql(ACCEPT, { token, p: [] });
        expect(accept.errors?.[0]).toMatchObject({ message: QUOTE_MESSAGES.notAvailable, extensions: { code: 'NOT_FOUND' } });
      }
    } finally {
      t.clock.now = NOW;
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([404, { message: QUOTE_MESSAGES.notAvailable, code: 'NOT_FOUND' }]);
  });

  it('two accepts at once book once; a wallet that cannot pay leaves nothing booked', async () => {
    const q = await create(agency, { items: [items()[3]] });
    const poor = await signUp('b2b_agent');
    const owed = await create(poor, { items: [items()[3]] });
    const before = (await bookingsOf(agency)).length;
    // an accept window of its own (the customer signs nothing in: the sessions' clock does not matter)
    t.clock.now = new Date(NOW.getTime() + 3 * 3_600_000);
    try {
      const both = await Promise.all([1, 2].map(() => t.app.inject({ method: 'POST', url: `/api/public/quotes/${tokenOf(q)}/accept`, payload: {} })));
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(both.find((r) => r.statusCode === 409)?.json().message).toBe(QUOTE_MESSAGES.alreadyAccepted);
      expect((await bookingsOf(agency)).length).toBe(before + 1);

      const res = await t.app.inject({ method: 'POST', url: `/api/public/quotes/${tokenOf(owed)}/accept`, payload: {} });
      expect(res.statusCode).toBe(402);
      // words for the customer (never the agency's wallet), and the agent told once however often it is tried
      expect(res.json().message).toBe(QUOTE_MESSAGES.agencyCannotPay);
      await t.app.inject({ method: 'POST', url: `/api/public/quotes/${tokenOf(owed)}/accept`, payload: {} });
      const bell = await sql<{ n: string }>("select count(*) as n from notification where user_id = ? and kind = 'quote_unpaid'", [poor.id]);
      expect(Number(bell[0].n)).toBe(1);
      expect(await bookingsOf(poor)).toEqual([]);
      const still = await sql<Loose>('select q.status, i.booking_id from customer_quote q join customer_quote_item i on i.quote_id = q.id where q.id = ?', [owed.id]);
      expect(still).toEqual([{ status: 'sent', booking_id: null }]);
    } finally {
      t.clock.now = NOW;
    }
  });

  it('the public page is rate limited per address: 30 a minute, then 429 with Retry-After', async () => {
    // a window of its own (the limiter counts by the app's clock)
    t.clock.now = new Date(NOW.getTime() + 2 * 3_600_000);
    try {
      const codes: number[] = [];
      for (let i = 0; i < 31; i++) codes.push((await t.app.inject({ method: 'GET', url: `/api/public/quotes/${'B'.repeat(43)}` })).statusCode);
      expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
      const limited = await t.app.inject({ method: 'GET', url: `/api/public/quotes/${'B'.repeat(43)}` });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    } finally {
      t.clock.now = NOW;
    }
  });

  it('every quote message has its Urdu', () => {
    const messages = Object.values(QUOTE_MESSAGES).map((m) => (typeof m === 'function' ? m(3 as never) : m));
    messages.push(QUOTE_MESSAGES.beyondGuarantee('23 Nov 2026, 3:00 pm (Pakistan time)'));
    expect(messages.filter((m) => urduMessage(m) === undefined)).toEqual([]);
  });
});
