import { beforeAll, describe, expect, it } from 'vitest';
import { agentHelpers, CREATE, umrahInput } from './agent-helpers.js';
import { useTestApp } from './app.js';
import { fixtureCatalogue } from './catalogue-fixtures.js';
import { seedCatalogue } from '../modules/catalogue/catalogue.seed.js';

// Issue 13: hostile text and dates that used to answer 500. Each is a 400 with a clear message and changes nothing.
const t = useTestApp({ env: { RATE_LIMIT_ANONYMOUS: '1000000', RATE_LIMIT_AUTHENTICATED: '1000000' } });
const h = agentHelpers(t);
const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-22';
const ids: Record<string, string> = {};
let traveller: { cookie: string };
let agent: { cookie: string };

type Json = Record<string, unknown>;
const post = (url: string, payload: Json, cookie?: string) => t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t.clock.now = NOW;
  await seedCatalogue(t.db.orm, fixtureCatalogue, TODAY);
  for (const row of await h.sql<{ slug: string; id: string }>('select slug, id::text as id from package union all select slug, id::text from hotel union all select slug, id::text from transport_option')) {
    ids[row.slug] = row.id;
  }
  traveller = await h.signUp('end_user');
  agent = await h.signUp('b2b_agent');
});

const bookingCount = async () => (await h.sql<{ n: number }>('select count(*)::int as n from booking'))[0].n;

describe('travel dates the client cannot choose', () => {
  const book = (payload: Json) => post('/api/bookings', payload, traveller.cookie);
  const murree = () => ({ type: 'package', packageId: ids['murree-weekend'] });

  it.each([
    ['9999-12-31', 'Travel date must be within the next 18 months'],
    ['9999-12-31T00:00:00Z', 'Travel date must be within the next 18 months'],
    ['2028-06-01', 'Travel date must be within the next 18 months'],
    ['+275760-09-13T00:00:00.000Z', 'Travel date must be a date (yyyy-MM-dd) or an ISO 8601 date-time'],
    ['20000-01-01', 'Travel date must be a date (yyyy-MM-dd) or an ISO 8601 date-time'],
    ['2027-02-30', 'Travel date must be a date (yyyy-MM-dd) or an ISO 8601 date-time'],
    ['2027-01-05T24:00:00Z', 'Travel date must be a date (yyyy-MM-dd) or an ISO 8601 date-time'],
    ['tomorrow', 'Travel date must be a date (yyyy-MM-dd) or an ISO 8601 date-time'],
    ['2026-10-01', 'Travel date cannot be in the past'],
  ])('package travelDate %s → 400 %s, nothing booked', async (travelDate, message) => {
    const before = await bookingCount();
    const res = await book({ ...murree(), travelDate });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message, code: 'BAD_USER_INPUT' });
    expect(await bookingCount()).toBe(before);
  });

  it("keeps a traveller's date inside the window, and reads the spec client's 'now' as no wish", async () => {
    const inWindow = await book({ ...murree(), travelDate: '2027-03-10T08:00:00Z' });
    expect(inWindow.statusCode, inWindow.body).toBe(201);
    expect(inWindow.json().travelDate).toBe('2027-03-10T08:00:00.000Z');
    // 18 months ahead is the last day that can be asked for
    expect((await book({ ...murree(), travelDate: '2028-05-22T09:00:00Z' })).statusCode).toBe(201);
    for (const now of [NOW.toISOString(), new Date(NOW.getTime() - 3 * 3600_000).toISOString(), TODAY]) {
      const res = await book({ ...murree(), travelDate: now });
      expect(res.statusCode, res.body).toBe(201);
      expect(new Date(res.json().travelDate).getTime() - NOW.getTime()).toBe(7 * 24 * 3600_000);
    }
  });

  it("a package with a start date departs on it: another day is refused, that day or none gets the start", async () => {
    // hunza-valley-escape starts on 2027-04-01 (Pakistan time)
    const hunza = { type: 'package', packageId: ids['hunza-valley-escape'] };
    const refused = await book({ ...hunza, travelDate: '2027-03-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This package departs on 2027-04-01: send that date as the travel date, or none');
    for (const travelDate of [undefined, '2027-04-01', '2027-04-01T10:00:00+05:00']) {
      const res = await book({ ...hunza, travelDate });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().travelDate).toBe('2027-03-31T19:00:00.000Z');
    }
  });

  it('transport within the next 12 months', async () => {
    const car = { type: 'transport', transportId: ids['corolla-self-drive-lahore'] };
    const far = await book({ ...car, travelDate: '2027-12-01' });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('Travel date must be within the next 12 months');
    const near = await book({ ...car, travelDate: '2027-06-01T09:00:00Z' });
    expect(near.statusCode, near.body).toBe(201);
    expect(near.json().travelDate).toBe('2027-06-01T09:00:00.000Z');
  });

  it('a hotel stay with a check-in or check-out that is no real date → 400, nothing booked', async () => {
    const before = await bookingCount();
    for (const [dates, message] of [
      [{ checkInDate: '2027-02-25', checkOutDate: '2027-02-30' }, 'Check-out date must be a date (yyyy-MM-dd)'],
      [{ checkInDate: '2027-02-29', checkOutDate: '2027-03-02' }, 'Check-in date must be a date (yyyy-MM-dd)'],
      [{ checkInDate: '+27500-01-01', checkOutDate: '+27500-01-03' }, 'Check-in date must be a date (yyyy-MM-dd)'],
      [{ checkInDate: '2027-01-05', checkOutDate: '10000-01-01' }, 'Check-out date must be a date (yyyy-MM-dd)'],
    ] as const) {
      const res = await post(`/api/hotels/${ids['makkah-clock-tower']}/book`, { ...dates, roomCount: 1, guestCount: 1, roomType: 'Standard' }, traveller.cookie);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await bookingCount()).toBe(before);
  });
});

describe('text that used to answer 500', () => {
  const bad = (res: { statusCode: number; body: string; json: () => Json }, message: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'BAD_USER_INPUT' });
  };

  it('NUL in a first name → 400, no account', async () => {
    const res = await post('/api/register', { username: 'nulname', email: 'nul@example.pk', password: 'secret123', firstName: 'A\u0000b', lastName: 'C' });
    bad(res, 'First name must not contain control characters');
    expect(await h.sql("select 1 from app_user where username = 'nulname'")).toHaveLength(0);
  });

  it('NUL in special requirements → 400; tab and newline are fine there', async () => {
    const bus = { type: 'transport', transportId: ids['lahore-islamabad-business'] };
    bad(await post('/api/bookings', { ...bus, specialRequirements: 'Window\u0000seat' }, traveller.cookie), 'Special requirements must not contain control characters');
    bad(await post('/api/bookings', { ...bus, specialRequirements: 'Window\u001bseat' }, traveller.cookie), 'Special requirements must not contain control characters');
    const ok = await post('/api/bookings', { ...bus, specialRequirements: 'Window seat\n\tand a wheelchair' }, traveller.cookie);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().specialRequirements).toBe('Window seat\n\tand a wheelchair');
  });

  it('NUL in a package name, a list item or a literal argument → 400, no package', async () => {
    const count = async () => (await h.sql<{ n: number }>('select count(*)::int as n from package'))[0].n;
    const before = await count();
    for (const input of [umrahInput({ name: 'Umrah\u0000' }), umrahInput({ inclusions: ['Visa', 'Hotel\u0000'] }), umrahInput({ name: 'Umrah\nExtra' })]) {
      const res = await h.gql(CREATE, { input }, agent.cookie);
      expect(res.errors?.[0].extensions.code, JSON.stringify(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toMatch(/must not contain control characters$/);
    }
    const literal = await h.gql(`mutation { createPackage(input: { name: "Umrah\\u0000", description: "Fourteen nights near the Haram." }) { id } }`, {}, agent.cookie);
    expect(literal.errors?.[0], JSON.stringify(literal)).toMatchObject({ message: 'Name must not contain control characters', extensions: { code: 'BAD_USER_INPUT', field: 'input.name' } });
    // multi-line fields keep their line breaks
    const ok = await h.gql(CREATE, { input: umrahInput({ description: 'Fourteen nights.\r\n\tZiyarat tours included.' }) }, agent.cookie);
    expect(ok.errors, JSON.stringify(ok)).toBeUndefined();
    expect(await count()).toBe(before + 1);
  });

  it('NUL in an API key name → 400, no key', async () => {
    const res = await h.gql('mutation K($name: String!) { createApiKey(name: $name) { secret } }', { name: 'key\u0000' }, agent.cookie);
    expect(res.errors?.[0], JSON.stringify(res)).toMatchObject({ message: 'Name must not contain control characters', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await h.sql('select 1 from api_key')).toHaveLength(0);
  });

  it('NUL in an Idempotency-Key header → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { type: 'package', packageId: ids['murree-weekend'] },
      headers: { cookie: traveller.cookie, 'idempotency-key': 'abc\u0000' },
    });
    bad(res, 'Idempotency-Key must not contain control characters');
  });

  it.each([65, 300, 5000])('a %i-character login username → 400 with the rule', async (length) => {
    bad(await post('/api/login', { username: 'u'.repeat(length), password: 'whatever1' }), 'Username must be at most 64 characters');
  });

  it('every string argument is bounded: its rule speaks first, a backstop catches the rest', async () => {
    const search = (n: number) => t.app.inject({ method: 'GET', url: `/api/packages?search=${'a'.repeat(n)}` });
    bad(await search(600), 'Search must be at most 100 characters');
    bad(await search(2000), 'Search is too long');
    const res = await h.gql(CREATE, { input: umrahInput({ description: 'd'.repeat(6000) }) }, agent.cookie);
    expect(res.errors?.[0].message).toBe('Description must be at most 5000 characters');
    const huge = await h.gql(CREATE, { input: umrahInput({ description: 'd'.repeat(20_000) }) }, agent.cookie);
    expect(huge.errors?.[0].message).toBe('Description is too long');
    const id = await h.gql('query P($id: ID!) { package(id: $id) { id } }', { id: 'x'.repeat(2000) });
    expect(id.errors?.[0]).toMatchObject({ message: 'Id is too long', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('found by the fuzzer (api/src/test/fuzz.test.ts)', () => {
  it('GET and HEAD /api/user signed out → 401, not 500 (the route answers itself while compression runs)', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/api/user', headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, `${method} ${res.body}`).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).json()).toEqual({ message: 'Not signed in', code: 'UNAUTHENTICATED' });
  });

  it('an automatic persisted query whose hash does not match → 400 BAD_REQUEST, not INTERNAL_SERVER_ERROR', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ currencies { code } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } });
  });
});
