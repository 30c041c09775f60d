import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../core/context.js';
import { seedCatalogue } from '../modules/catalogue/catalogue.seed.js';
import { ticketWaitingOrders } from '../modules/flights/ticketing.js';
import { addDays, marketToday } from '../rules/dates.js';
import { type Loose, agentHelpers } from './agent-helpers.js';
import { useTestApp } from './app.js';
import { fixtureCatalogue } from './catalogue-fixtures.js';
import { payBooking } from './payments.js';

// Stable IDs (issue 38): reading an offer, a booking or a quote again never changes an id inside it — partners key
// their records on them. Each thing is read twice (GraphQL and REST, a minute apart where a later read is the
// partner's case) and every id-like field (id, *Id, *Ids, *Token, *Reference, reference, a ticket's number) is
// compared by its path, so a list that reorders fails too.

const t = useTestApp();
const { signUp, gql, sql } = agentHelpers(t);
const NOW = new Date('2026-11-22T10:00:00Z');
const day = (n: number) => addDays(marketToday(NOW), n);
const MINUTE = 60_000;

type User = Awaited<ReturnType<typeof signUp>>;
let seller: User;
let traveller: User;
let agent: User;
let admin: User;

const ID_KEY = /^(ids?|\w+Ids?|\w+Token|reference|\w+Reference|number)$/;

/** Every id-like value in `value` by its path ($.booking.payments[0].id → '…'). */
function idsIn(value: unknown, path = '$', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) value.forEach((v, i) => idsIn(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const at = `${path}.${key}`;
      const scalar = v === null || typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
      if (ID_KEY.test(key) && scalar) out.set(at, v);
      else idsIn(v, at, out);
    }
  }
  return out;
}

/** Reads twice (the clock moved on by `later` ms in between); the ids must match, and there must be at least `atLeast`. */
async function readTwice(read: () => Promise<unknown>, atLeast: number, later = MINUTE): Promise<Map<string, unknown>> {
  const first = idsIn(await read());
  t.clock.now = new Date(t.clock.now.getTime() + later);
  const second = idsIn(await read());
  expect([...first.values()].filter((v) => v !== null).length).toBeGreaterThanOrEqual(atLeast);
  expect(Object.fromEntries(second)).toEqual(Object.fromEntries(first));
  return first;
}

const rest = async (method: 'GET' | 'POST', url: string, cookie: string, payload?: Record<string, unknown>): Promise<Loose> => {
  const res = await t.app.inject({ method, url, headers: { cookie }, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
async function query(document: string, variables: Record<string, unknown>, cookie?: string): Promise<Loose> {
  const res = await gql(document, variables, cookie);
  expect(res.errors).toBeUndefined();
  return res.data;
}

beforeAll(async () => {
  t.clock.now = NOW;
  await seedCatalogue(t.db.orm, fixtureCatalogue, day(0));
  [seller, traveller, agent, admin] = await Promise.all([signUp('b2b_agent'), signUp('end_user'), signUp('b2b_agent'), signUp('super_admin')]);
  const credit = await gql('mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { availableInPkr } }', { a: agent.id, m: '5000000' }, admin.cookie);
  expect(credit.errors).toBeUndefined();
});

describe('offers', () => {
  it('a flight search repeated, and its offer priced again a minute later: the same ids', async () => {
    t.clock.now = NOW;
    const search = () =>
      query(
        'query($i: FlightSearchInput!) { flightSearch(input: $i) { flights { id bookingToken segments { flightNumber } } } }',
        { i: { origin: 'LHE', destination: 'JED', departureDate: day(30), adults: 2, children: 1, currency: 'PKR' } },
      );
    const ids = await readTwice(search, 4, 0);
    const offerId = ids.get('$.flightSearch.flights[0].id') as string;
    await readTwice(() => rest('POST', `/api/flights/offers/${encodeURIComponent(offerId)}/price`, agent.cookie), 1);
    await readTwice(
      () => query('mutation($o: String!) { priceFlightOffer(offerId: $o) { offer { id passengerTypes slices { segments { flightNumber } } } } }', { o: offerId }, agent.cookie),
      1,
    );
  });

  it('a hotel search and a provider hotel search read again: the same ids in the same order', async () => {
    t.clock.now = NOW;
    await readTwice(
      () =>
        query(
          'query($c: String!, $in: String!, $out: String!) { hotels(city: $c, checkInDate: $in, checkOutDate: $out, rooms: 1, guests: 2) { items { id roomTypes { kind } } } }',
          { c: 'Makkah', in: day(10), out: day(13) },
        ),
      1,
    );
    await readTwice(
      () =>
        query('query($i: ProviderHotelSearchInput!) { providerHotelSearch(input: $i) { hotels { id } } }', { i: { location: 'Dubai', checkIn: day(20), checkOut: day(23) } }),
      1,
    );
  });
});

describe('bookings', () => {
  let pkgN = 0;
  async function newPackage(start: string): Promise<string> {
    pkgN++;
    const [row] = await sql<{ id: string }>(
      `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, owner_id, start_date, status, refund_tiers)
       values (?, ?, 'A package for the stable id tests.', 'umrah', '10 days', 100000, 20, 20, 30, ?, ?, 'active', ?) returning id`,
      [`stable-${pkgN}-${Math.random().toString(36).slice(2, 8)}`, `Umrah ${pkgN}`, seller.id, start, JSON.stringify([{ minDaysBefore: 30, refundPercent: 50 }, { minDaysBefore: 0, refundPercent: 0 }])],
    );
    return row.id;
  }

  const BOOKING = `query($id: ID!) { booking(id: $id) {
    id packageId hotelId transportId flightOrderId
    payments { id bookingId reference gatewayTransactionId }
    refunds { id bookingId paymentId reference }
    customer { leadName passengers { name passportNumber } }
  } }`;

  it('a paid, part-refunded package booking read again (GraphQL, REST, lists, history): the same ids', async () => {
    t.clock.now = NOW;
    const pkg = await newPackage(day(60));
    const booked = await rest('POST', '/api/bookings', traveller.cookie, { type: 'package', packageId: pkg, passengerCount: 2 });
    await payBooking(t, traveller.cookie, booked.id);
    await payBooking(t, traveller.cookie, booked.id);
    // a cancellation quote confirmed: the booking carries a refund too
    const quote = await rest('POST', `/api/bookings/${booked.id}/cancellation-quote`, traveller.cookie);
    await rest('POST', `/api/bookings/${booked.id}/cancellation-quote/${quote.id}/confirm`, traveller.cookie);

    const ids = await readTwice(() => query(BOOKING, { id: booked.id }, traveller.cookie), 6);
    expect(ids.get('$.booking.payments[1].id')).toEqual(expect.any(String));
    expect(ids.get('$.booking.refunds[0].paymentId')).toEqual(expect.any(String));
    await readTwice(() => rest('GET', `/api/bookings/${booked.id}`, traveller.cookie), 6);
    await readTwice(() => rest('GET', '/api/bookings', traveller.cookie), 1);
    await readTwice(() => query('{ bookings { items { id payments { id } refunds { id } } } }', {}, traveller.cookie), 4);
    await readTwice(() => query('query($id: ID!) { bookingHistory(bookingId: $id) { id bookingId } }', { id: booked.id }, traveller.cookie), 4);
    // REST's history names no ids: the events come back the same, in the same order
    const history = await rest('GET', `/api/bookings/${booked.id}/history`, traveller.cookie);
    expect(history.length).toBeGreaterThanOrEqual(4);
    expect(await rest('GET', `/api/bookings/${booked.id}/history`, traveller.cookie)).toEqual(history);
  });

  it('an agent’s booking for a customer, with its travellers, read again: the same ids', async () => {
    t.clock.now = NOW;
    const pkg = await newPackage(day(45));
    const booked = await query(
      'mutation($i: BookInput!) { book(input: $i) { id } }',
      {
        i: {
          type: 'package',
          packageId: pkg,
          passengerCount: 2,
          customer: { leadName: 'Imran Qureshi', phone: '+923001234567', email: 'imran@example.pk', passengers: [{ name: 'Imran Qureshi', passportNumber: 'AB1234567' }, { name: 'Ayesha Qureshi', passportNumber: 'AB7654321' }] },
        },
      },
      agent.cookie,
    );
    await readTwice(() => query(BOOKING, { id: booked.book.id }, agent.cookie), 2);
    await readTwice(() => rest('GET', `/api/bookings/${booked.book.id}`, agent.cookie), 2);
  });

  it('a flight order (ticketed, changed by the airline, quoted for cancellation) read again: the same ids', async () => {
    t.clock.now = NOW;
    const [offer] = (
      await query('query($i: FlightSearchInput!) { flightSearch(input: $i) { flights { id refundable } } }', {
        i: { origin: 'LHE', destination: 'JED', departureDate: day(30), adults: 1, currency: 'PKR' },
      })
    ).flightSearch.flights.filter((f: Loose) => f.refundable);
    const priced = await rest('POST', `/api/flights/offers/${encodeURIComponent(offer.id)}/price`, agent.cookie);
    const passenger = { type: 'adult', title: 'mr', givenName: 'Imran', familyName: 'Qureshi', gender: 'm', bornOn: '1985-04-12', passportNumber: 'AB1234560', passportCountry: 'PK', passportExpiresOn: '2031-01-01', nationality: 'PK' };
    const order = await rest('POST', '/api/flights/orders', agent.cookie, {
      offerId: offer.id,
      type: 'hold',
      expectedTotalInPkr: priced.offer.totalInPkr,
      passengers: [passenger],
      contact: { email: 'imran@example.pk', phone: '+923001234567' },
    });
    await rest('POST', `/api/bookings/${order.bookingId}/payments`, agent.cookie, { method: 'wallet' });
    expect(await ticketWaitingOrders(systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }), 0)).toBe(1);
    await rest('POST', `/api/flights/sandbox/orders/${order.id}/airline-change`, agent.cookie);
    await rest('POST', `/api/flights/orders/${order.id}/cancellation-quote`, agent.cookie);

    const ORDER = `query($id: ID!) { flightOrder(id: $id) { id bookingId bookingReference tickets { number passengerName } changes { id } cancellationQuote { id } } }`;
    const ids = await readTwice(() => query(ORDER, { id: order.id }, agent.cookie), 5);
    expect(ids.get('$.flightOrder.changes[0].id')).toEqual(expect.any(String));
    expect(ids.get('$.flightOrder.cancellationQuote.id')).toEqual(expect.any(String));
    expect(ids.get('$.flightOrder.tickets[0].number')).toMatch(/^\d{13}$/);
    await readTwice(() => rest('GET', `/api/flights/orders/${order.id}`, agent.cookie), 5);
    await readTwice(() => query(BOOKING, { id: order.bookingId }, agent.cookie), 3);
    await readTwice(() => query('{ flightOrders { items { id bookingId changes { id } } } }', {}, agent.cookie), 3);
  });
});

describe('quotes', () => {
  it('a booking’s cancellation quote and its amendment options read again: the same ids', async () => {
    t.clock.now = NOW;
    const [row] = await sql<{ id: string }>(
      `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, owner_id, start_date, status)
       values (?, 'Umrah quotes', 'A package for the stable id tests.', 'umrah', '10 days', 90000, 20, 20, 30, ?, ?, 'active') returning id`,
      [`stable-q-${Math.random().toString(36).slice(2, 8)}`, seller.id, day(70)],
    );
    const booked = await rest('POST', '/api/bookings', traveller.cookie, { type: 'package', packageId: row.id, passengerCount: 1 });
    await payBooking(t, traveller.cookie, booked.id);
    await readTwice(() => query('query($id: ID!) { cancellationQuote(bookingId: $id) { bookingId refundInPkr tiers { refundPercent } } }', { id: booked.id }, traveller.cookie), 1);
    await readTwice(() => rest('GET', `/api/bookings/${booked.id}/cancellation-quote`, traveller.cookie), 1);
    await readTwice(() => query('query($id: ID!) { amendmentOptions(bookingId: $id) { departures { packageId } } }', { id: booked.id }, traveller.cookie), 0);

    // a binding quote names itself and its booking; it is read back through the booking's history, which keeps both
    const quoted = await rest('POST', `/api/bookings/${booked.id}/cancellation-quote`, traveller.cookie);
    expect(quoted).toMatchObject({ id: expect.any(String), bookingId: booked.id });
    const [stored] = await sql<{ id: string; booking_id: string }>('select id, booking_id from booking_quote where id = ?', [quoted.id]);
    expect(stored).toEqual({ id: quoted.id, booking_id: booked.id });
    await readTwice(() => query('query($id: ID!) { bookingHistory(bookingId: $id) { id bookingId } }', { id: booked.id }, traveller.cookie), 2);
  });
});
