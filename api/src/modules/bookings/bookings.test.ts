import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { payBooking } from '../../test/payments.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';

const t = useTestApp();
const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-22';

type Json = Record<string, unknown>;
const ids: Record<string, string> = {};
let n = 0;

async function signUp(role: 'end_user' | 'b2b_agent' = 'end_user'): Promise<string> {
  n++;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username: `booker${n}`, email: `booker${n}@example.pk`, password: 'secret123', firstName: 'Booker', lastName: `N${n}`, role },
  });
  const header = res.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return line.split(';')[0];
}

async function signIn(username: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const header = res.headers['set-cookie'];
  return ((Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '').split(';')[0];
}

const post = (url: string, cookie: string, payload: Json, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie, ...headers } });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function sql<T = Json>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
}

beforeAll(async () => {
  t.clock.now = NOW;
  await seedCatalogue(t.db.orm, fixtureCatalogue, TODAY);
  for (const row of await sql<{ slug: string; id: string }>('select slug, id::text as id from package union all select slug, id::text from hotel union all select slug, id::text from transport_option')) {
    ids[row.slug] = row.id;
  }
  await sql("update app_user set password_hash = '$argon2id$v=19$m=19456,t=2,p=1$placeholder$placeholder' where password_hash like '!%'");
});

describe('package bookings', () => {
  it('books with the spec body: the server prices it, holds a spot for the advance and records the currency shown', async () => {
    const cookie = await signUp();
    const before = (await sql<{ available_spots: number }>('select available_spots from package where id = ?', [ids['umrah-economy-karachi']]))[0];
    const res = await post('/api/bookings', cookie, {
      type: 'package',
      packageId: ids['umrah-economy-karachi'],
      passengerCount: 1,
      totalPriceInPkr: 185000,
      // the client's "now", its clock two minutes fast
      travelDate: new Date(NOW.getTime() + 2 * 60 * 1000).toISOString(),
      currency: 'SAR',
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    // pending until its advance (30 % of 185,000) is paid, the spot held for BOOKING_HOLD_MINUTES (20)
    expect(booking).toMatchObject({ type: 'package', status: 'pending', totalPriceInPkr: '185000.00', passengerCount: 1, currency: 'SAR', itemName: 'Economy Umrah from Karachi' });
    expect(booking).toMatchObject({ paymentStatus: 'unpaid', amountPaidInPkr: '0.00', amountDueNowInPkr: '55500.00', balanceDueInPkr: '129500.00', payable: true });
    expect(new Date(booking.holdExpiresAt).getTime() - NOW.getTime()).toBe(20 * 60 * 1000);
    expect(Number(booking.currencyRate)).toBeGreaterThan(0);
    // the spec's client sends "now" as the travel date: the trip is placed at the default departure, 7 days out
    expect(new Date(booking.travelDate).getTime() - NOW.getTime()).toBe(7 * 24 * 3600 * 1000);
    const after = (await sql<{ available_spots: number }>('select available_spots from package where id = ?', [ids['umrah-economy-karachi']]))[0];
    expect(after.available_spots).toBe(before.available_spots - 1);
  });

  it('refuses a tampered total with 400 and changes nothing', async () => {
    const cookie = await signUp();
    const spots = async () => (await sql<{ s: number }>('select available_spots as s from package where id = ?', [ids['umrah-premium-lahore']]))[0].s;
    const before = await spots();
    const res = await post('/api/bookings', cookie, { type: 'package', packageId: ids['umrah-premium-lahore'], totalPriceInPkr: '1.00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The price has changed: the total is now Rs 450,000. Please review and book again.');
    expect(await spots()).toBe(before);
    expect((await sql('select 1 from booking where package_id = ?', [ids['umrah-premium-lahore']])).length).toBe(0);
  });

  it('never oversells: 200 concurrent bookings for 25 spots → 25 holding them, 175 clean 409s, 0 spots left', async () => {
    const cookies = await Promise.all(Array.from({ length: 8 }, () => signUp()));
    await sql('update package set max_capacity = 25, available_spots = 25 where id = ?', [ids['dubai-city-break']]);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post('/api/bookings', cookies[i % cookies.length], { type: 'package', packageId: ids['dubai-city-break'] })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(25);
    expect(statuses.filter((s) => s === 409)).toHaveLength(175);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({ message: 'No spots left on this package', code: 'CONFLICT' });
    expect((await sql<{ s: number }>('select available_spots as s from package where id = ?', [ids['dubai-city-break']]))[0].s).toBe(0);
    expect((await sql<{ c: number }>("select count(*)::int as c from booking where package_id = ? and status = 'pending' and inventory_held", [ids['dubai-city-break']]))[0].c).toBe(25);
  });

  it('cancel + rebook returns the spot exactly once', async () => {
    const cookie = await signUp();
    await sql('update package set max_capacity = 1, available_spots = 1 where id = ?', [ids['murree-weekend']]);
    const first = (await post('/api/bookings', cookie, { type: 'package', packageId: ids['murree-weekend'] })).json();
    expect((await post('/api/bookings', cookie, { type: 'package', packageId: ids['murree-weekend'] })).statusCode).toBe(409);
    const cancels = await Promise.all([1, 2, 3].map(() => post(`/api/bookings/${first.id}/cancel`, cookie, {})));
    expect(cancels.map((c) => c.statusCode).sort(), JSON.stringify(cancels.map((c) => c.json()))).toEqual([200, 409, 409]);
    expect((await sql<{ s: number }>('select available_spots as s from package where id = ?', [ids['murree-weekend']]))[0].s).toBe(1);
    expect((await post('/api/bookings', cookie, { type: 'package', packageId: ids['murree-weekend'] })).statusCode).toBe(201);
    expect((await post('/api/bookings', cookie, { type: 'package', packageId: ids['murree-weekend'] })).statusCode).toBe(409);
  });

  it('answers an unknown package with 404 and a bad id with 400', async () => {
    const cookie = await signUp();
    expect((await post('/api/bookings', cookie, { type: 'package', packageId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const bad = await post('/api/bookings', cookie, { type: 'package', packageId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Package id must be a UUID');
  });
});

describe('transport bookings', () => {
  it('holds a seat when the service counts seats, else files a pending request the operator confirms', async () => {
    const cookie = await signUp();
    const seated = await post('/api/bookings', cookie, {
      type: 'transport',
      transportId: ids['lahore-islamabad-business'],
      passengerCount: 1,
      specialRequirements: 'Bus booking',
    });
    expect(seated.statusCode).toBe(201);
    expect(seated.json()).toMatchObject({ status: 'pending', specialRequirements: 'Bus booking', payable: true });
    expect(seated.json().holdExpiresAt).not.toBeNull();
    const car = await post('/api/bookings', cookie, { type: 'transport', transportId: ids['corolla-self-drive-lahore'] });
    expect(car.json()).toMatchObject({ status: 'pending', type: 'transport', payable: false, holdExpiresAt: null });
  });
});

describe('hotel bookings', () => {
  const body = (over: Json = {}) => ({ checkInDate: '2026-12-10', checkOutDate: '2026-12-13', roomCount: 1, guestCount: 2, roomType: 'Deluxe', ...over });

  it('prices the stay with taxes and takes the rooms on every night', async () => {
    const cookie = await signUp();
    const res = await post(`/api/hotels/${ids['makkah-clock-tower']}/book`, cookie, body({ specialRequirements: 'High floor' }));
    expect(res.statusCode).toBe(201);
    // 62,000 × 3 nights × 1 room = 186,000 + 16% = 215,760
    expect(res.json()).toMatchObject({ type: 'hotel', totalPriceInPkr: '215760.00', roomType: 'Deluxe', checkInDate: '2026-12-10', checkOutDate: '2026-12-13', status: 'pending' });
    // a stay is paid in full to confirm
    expect(res.json()).toMatchObject({ amountDueNowInPkr: '215760.00', balanceDueInPkr: '0.00', balanceDueAt: null });
    const nights = await sql<{ night: string; rooms_available: number }>(
      `select to_char(n.night, 'YYYY-MM-DD') as night, n.rooms_available from hotel_room_night n join hotel_room_type rt on rt.id = n.room_type_id
        where rt.hotel_id = ? and rt.kind = 'Deluxe' and n.night between '2026-12-09' and '2026-12-13' order by n.night`,
      [ids['makkah-clock-tower']],
    );
    expect(nights.map((r) => r.rooms_available)).toEqual([5, 4, 4, 4, 5]);
  });

  it('refuses a missing room type, past dates and too many rooms with the spec messages', async () => {
    const cookie = await signUp();
    const url = `/api/hotels/${ids['makkah-clock-tower']}/book`;
    expect((await post(url, cookie, body({ roomType: '' }))).json().message).toBe('Room type is required');
    expect((await post(url, cookie, body({ checkInDate: '2026-11-01', checkOutDate: '2026-11-03' }))).json().message).toBe('Check-in date must be in the future');
    expect((await post(url, cookie, body({ checkOutDate: '2026-12-10' }))).json().message).toBe('Check-out date must be after check-in date');
    expect((await post(url, cookie, body({ roomCount: 6 }))).json().message).toBe('Rooms must be between 1 and 5');
  });

  it('overlapping stays competing for the last rooms never exceed a night’s capacity; 409 names the date', async () => {
    const cookies = await Promise.all(Array.from({ length: 4 }, () => signUp()));
    const url = `/api/hotels/${ids['makkah-ajyad']}/book`; // 3 Standard rooms
    const stays = [
      ['2027-01-10', '2027-01-13'],
      ['2027-01-11', '2027-01-14'],
      ['2027-01-12', '2027-01-15'],
      ['2027-01-09', '2027-01-12'],
      ['2027-01-12', '2027-01-13'],
    ];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const [checkInDate, checkOutDate] = stays[i % stays.length];
        return post(url, cookies[i % cookies.length], body({ roomType: 'Standard', roomCount: 1, guestCount: 1, checkInDate, checkOutDate }));
      }),
    );
    const conflicts = results.filter((r) => r.statusCode === 409);
    expect(results.filter((r) => r.statusCode === 201).length + conflicts.length).toBe(20);
    expect(conflicts[0]?.json().message).toMatch(/^No Standard rooms left on 2027-01-1\d$/);
    const nights = await sql<{ rooms_available: number }>(
      `select n.rooms_available from hotel_room_night n join hotel_room_type rt on rt.id = n.room_type_id
        where rt.hotel_id = ? and rt.kind = 'Standard' and n.night between '2027-01-09' and '2027-01-14'`,
      [ids['makkah-ajyad']],
    );
    for (const night of nights) expect(night.rooms_available).toBeGreaterThanOrEqual(0);
    // what the bookings say was taken equals what the nights lost
    const taken = await sql<{ c: number }>(
      `select count(*)::int as c from booking b, generate_series(b.check_in_date, b.check_out_date - 1, interval '1 day') d
        where b.hotel_id = ? and b.inventory_held`,
      [ids['makkah-ajyad']],
    );
    const lost = nights.reduce((sum, r) => sum + (3 - r.rooms_available), 0);
    expect(taken[0].c).toBe(lost);
  });
});

describe('idempotency', () => {
  it('a retried request with the same key yields one booking, also when both arrive at once', async () => {
    const cookie = await signUp();
    const payload = { type: 'package', packageId: ids['umrah-ramadan-islamabad'] };
    const a = await post('/api/bookings', cookie, payload, { 'idempotency-key': 'retry-1' });
    const b = await post('/api/bookings', cookie, payload, { 'idempotency-key': 'retry-1' });
    expect(a.statusCode).toBe(201);
    expect(b.json().id).toBe(a.json().id);
    expect(b.headers['idempotent-replayed']).toBe('true');
    // at once: one runs; the others get the first answer again or 409 IDEMPOTENCY_KEY_IN_USE (retry shortly)
    const together = await Promise.all([1, 2, 3, 4].map(() => post('/api/bookings', cookie, payload, { 'idempotency-key': 'retry-2' })));
    const answered = together.filter((r) => r.statusCode === 201);
    expect(new Set(answered.map((r) => r.json().id)).size).toBe(1);
    for (const r of together) if (r.statusCode !== 201) expect([r.statusCode, r.json().code]).toEqual([409, 'IDEMPOTENCY_KEY_IN_USE']);
    const count = await sql<{ c: number }>("select count(*)::int as c from booking where package_id = ? and status = 'pending'", [ids['umrah-ramadan-islamabad']]);
    expect(count[0].c).toBe(2);
  });

  it('refuses the same key with a different body', async () => {
    const cookie = await signUp();
    await post('/api/bookings', cookie, { type: 'package', packageId: ids['hunza-valley-escape'] }, { 'idempotency-key': 'k-3' });
    const other = await post('/api/bookings', cookie, { type: 'package', packageId: ids['umrah-ramadan-islamabad'] }, { 'idempotency-key': 'k-3' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringMatching(/Idempotency-Key/) });
  });

  it('lets a key be used afresh after 24 hours', async () => {
    const cookie = await signUp();
    const payload = { type: 'package', packageId: ids['hunza-valley-escape'] };
    const first = (await post('/api/bookings', cookie, payload, { 'idempotency-key': 'daily' })).json();
    t.clock.now = new Date(NOW.getTime() + 25 * 3600 * 1000);
    try {
      const again = (await post('/api/bookings', cookie, payload, { 'idempotency-key': 'daily' })).json();
      expect(again.id).not.toBe(first.id);
    } finally {
      t.clock.now = NOW;
    }
  });
});

describe('who sees what', () => {
  it('a traveller never sees another’s bookings (REST and GraphQL); the super admin sees all', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const mine = (await post('/api/bookings', alice, { type: 'package', packageId: ids['hunza-valley-escape'] })).json();
    const aliceList = (await get('/api/bookings', alice)).json() as Array<{ id: string }>;
    const bobList = (await get('/api/bookings', bob)).json() as Array<{ id: string }>;
    expect(aliceList.map((b) => b.id)).toContain(mine.id);
    expect(bobList.map((b) => b.id)).not.toContain(mine.id);
    const gql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: bob, 'content-type': 'application/json' },
      payload: { query: '{ bookings { items { id } } }' },
    });
    expect(gql.json().data.bookings.items.map((b: { id: string }) => b.id)).not.toContain(mine.id);
    expect((await post(`/api/bookings/${mine.id}/cancel`, bob, {})).statusCode).toBe(403);

    await sql("update app_user set role = 'super_admin' where username = ?", [`booker${n - 1}`]);
  });

  it('answers a cancel of an id that is not a booking id with 404, on both transports', async () => {
    const cookie = await signUp();
    for (const id of ['not-a-uuid', '0', "' or 1=1 --"]) {
      const res = await post(`/api/bookings/${encodeURIComponent(id)}/cancel`, cookie, {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Booking not found', code: 'NOT_FOUND' });
    }
    const gql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { query: 'mutation { cancelBooking(id: "not-a-uuid") { id } }' },
    });
    expect(gql.json().errors[0]).toMatchObject({ message: 'Booking not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('an agent sees bookings of the packages it sells', async () => {
    const traveller = await signUp();
    const booked = (await post('/api/bookings', traveller, { type: 'package', packageId: ids['umrah-premium-lahore'] })).json();
    await sql("update app_user set password_hash = (select password_hash from app_user where username = 'booker1') where username = 'agent2'");
    const agent = await signIn('agent2', 'secret123');
    // the test clock stands still, so many bookings share one createdAt: read a page big enough to hold them all
    const list = (await get('/api/bookings?limit=100', agent)).json() as Array<{ id: string; bookedBy: string }>;
    expect(list.map((b) => b.id)).toContain(booked.id);
    expect(list.find((b) => b.id === booked.id)?.bookedBy).toMatch(/^booker/);
  });

  it('analytics overview: 403 for everyone but super_admin, 401 signed out; it adds up', async () => {
    const traveller = await signUp();
    expect((await get('/api/analytics/overview', traveller)).statusCode).toBe(403);
    expect((await get('/api/analytics/overview')).statusCode).toBe(401);
    await sql("update app_user set role = 'super_admin' where username = ?", [`booker${n}`]);
    const overview = (await get('/api/analytics/overview', traveller)).json();
    const truth = (
      await sql<{ c: number; r: string }>(
        "select count(*)::int as c, coalesce(sum(total_price_in_pkr), 0)::text as r from booking where status not in ('cancelled', 'expired')",
      )
    )[0];
    const agents = (await sql<{ c: number }>("select count(*)::int as c from app_user where role = 'b2b_agent'"))[0];
    expect(overview).toEqual({ totalBookings: truth.c, totalRevenue: Number(truth.r).toFixed(2), activeB2BAgents: agents.c });
  });

  it('user stats: totals, upcoming trips and what discounts saved', async () => {
    const cookie = await signUp();
    await post('/api/bookings', cookie, { type: 'package', packageId: ids['umrah-premium-lahore'] }); // saves 45,000
    await post(`/api/hotels/${ids['dubai-creek-hotel']}/book`, cookie, body({ roomType: 'Standard' }));
    const stats = (await get('/api/analytics/user-stats', cookie)).json();
    expect(stats).toMatchObject({ totalBookings: 2, upcomingTrips: 2, totalSaved: '45000.00', loyaltyTier: 'Bronze' });
    expect((await get('/api/analytics/user-stats')).statusCode).toBe(401);
  });

  it('signed out, booking is 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: { type: 'package', packageId: ids['murree-weekend'] } });
    expect(res.statusCode).toBe(401);
  });
});

function body(over: Json = {}) {
  return { checkInDate: '2026-12-10', checkOutDate: '2026-12-13', roomCount: 1, guestCount: 2, roomType: 'Deluxe', ...over };
}

describe('lifecycle', () => {
  it('marks a booking completed a day after its travel date, which feeds the loyalty tier', async () => {
    const { BookingLifecycle } = await import('./lifecycle.js');
    const pino = (await import('pino')).default;
    const cookie = await signUp();
    // paid bookings (their advance) are the ones that stand, and get travelled
    for (let i = 0; i < 2; i++) await payBooking(t, cookie, (await post('/api/bookings', cookie, { type: 'package', packageId: ids['hunza-valley-escape'] })).json().id);
    const job = new BookingLifecycle(t.db.orm, pino({ level: 'silent' }), () => new Date('2027-06-01T00:00:00Z'));
    expect(await job.runOnce()).toBeGreaterThanOrEqual(2);
    const stats = (await get('/api/analytics/user-stats', cookie)).json();
    expect(stats).toMatchObject({ completedBookings: 2, loyaltyTier: 'Silver', upcomingTrips: 0 });
  });
});
