import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { agentHelpers, type Loose } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { payBooking } from '../../test/payments.js';
import { checkBooks } from '../ledger/ledger.service.js';
import { airlineOf } from './airlines.js';
import { expireUnpaidOrders, ticketWaitingOrders } from './ticketing.js';

// Flight orders through the API on the real PostgreSQL and the sandbox airline: pricing again, holds and instant
// orders, payment from the wallet and by card, tickets issued after the money, the airline refusing (everything paid
// back), cancellation through a quote, airline changes, bad passengers, ownership and the books after each step.

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'flights-test-secret-0123456789' } });
const { signUp, gql, sql } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;

const DAY = 86_400_000;
let agent: User;
let traveller: User;
let other: User;
let admin: User;

const ctx = () => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now });
const post = (url: string, cookie: string | undefined, payload: unknown = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const inDays = (n: number) => new Date(t.clock.now.getTime() + n * DAY).toISOString().slice(0, 10);

async function offers(origin: string, destination: string, party: { adults?: number; children?: number; infants?: number } = {}) {
  const result = await airlineOf(ctx()).search(
    { origin, destination, departureDate: inDays(30), adults: party.adults ?? 2, children: party.children ?? 0, infants: party.infants ?? 0, tripClass: 'Y' },
    t.clock.now,
  );
  return result.offers;
}

function passenger(over: Record<string, unknown> = {}, i = 0) {
  return {
    type: 'adult',
    title: i % 2 ? 'mrs' : 'mr',
    givenName: i % 2 ? 'Ayesha' : 'Imran',
    familyName: 'Qureshi',
    gender: i % 2 ? 'f' : 'm',
    bornOn: '1985-04-12',
    passportNumber: `AB12345${i}`,
    passportCountry: 'PK',
    passportExpiresOn: '2031-01-01',
    nationality: 'PK',
    ...over,
  };
}
const contact = { email: 'imran@example.pk', phone: '+923001234567' };

async function priced(offerId: string, cookie?: string): Promise<Loose> {
  const res = await post(`/api/flights/offers/${encodeURIComponent(offerId)}/price`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function order(user: User, offerId: string, type: 'hold' | 'instant', over: Record<string, unknown> = {}): Promise<Loose> {
  const p = await priced(offerId, user.cookie);
  const res = await post('/api/flights/orders', user.cookie, {
    offerId,
    type,
    expectedTotalInPkr: p.offer.totalInPkr,
    passengers: p.offer.passengerTypes.map((type: string, i: number) => passenger({ type, ...(type === 'infant' ? { bornOn: inDays(-200) } : type === 'child' ? { bornOn: '2019-05-05' } : {}) }, i)),
    contact,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const wallet = async (u: User) => (await get('/api/wallet', u.cookie)).json();
const orderOf = async (id: string, cookie: string): Promise<Loose> => (await get(`/api/flights/orders/${id}`, cookie)).json();
async function booksBalance() {
  expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
}
async function lines(bookingId: string): Promise<Record<string, string>> {
  const rows = await sql<{ kind: string; total: string }>(
    `select a.kind, sum(l.amount_in_pkr)::text as total from journal_line l join journal_entry e on e.id = l.entry_id join ledger_account a on a.id = l.account_id
      where e.booking_id = ? group by a.kind`,
    [bookingId],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.total).toFixed(2)]));
}

beforeAll(async () => {
  t.clock.now = new Date();
  [agent, traveller, other, admin] = await Promise.all([signUp('b2b_agent'), signUp('end_user', 'Hajra'), signUp('end_user'), signUp('super_admin')]);
  const res = await gql(
    'mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { availableInPkr } }',
    { a: agent.id, m: '5000000' },
    admin.cookie,
  );
  expect(res.errors).toBeUndefined();
});
afterAll(() => {
  t.clock.now = new Date();
});

describe('search and price', () => {
  it('the /flights search answers the sandbox airline’s bookable offers, with their terms', async () => {
    const res = await gql(
      'query($i: FlightSearchInput!) { flightSearch(input: $i) { flights { id pricePkr bookable holdable refundable checkedBags } searchParams { provider sandbox } } }',
      { i: { origin: 'LHE', destination: 'JED', departureDate: inDays(30), adults: 2, currency: 'PKR' } },
    );
    expect(res.errors).toBeUndefined();
    const { flights, searchParams } = res.data!.flightSearch;
    expect(searchParams).toEqual({ provider: 'sandbox', sandbox: true });
    expect(flights.length).toBeGreaterThan(0);
    for (const f of flights) expect(f).toMatchObject({ bookable: true, holdable: true });
    // the search's price is the checkout's
    const p = await priced(flights[0].id);
    expect(p.offer.totalInPkr).toBe(flights[0].pricePkr);
    expect(p.priceChanged).toBe(false);
  });

  it('KHI → IST: priced again 7 % dearer; ordering at the old total is 409 PRICE_CHANGED with the new one', async () => {
    const [o] = await offers('KHI', 'IST');
    const p = await priced(o.id, traveller.cookie);
    expect(p.priceChanged).toBe(true);
    expect(p.previousTotalInPkr).toBe(o.totalPkr);
    expect(Number(p.offer.totalInPkr)).toBe(Math.round(Number(o.totalPkr) * 1.07));
    const res = await post('/api/flights/orders', traveller.cookie, {
      offerId: o.id,
      type: 'instant',
      expectedTotalInPkr: o.totalPkr,
      passengers: [passenger({}, 0), passenger({}, 1)],
      contact,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PRICE_CHANGED', newTotalInPkr: p.offer.totalInPkr });
    expect(await order(traveller, o.id, 'instant')).toMatchObject({ status: 'awaiting_payment' });
  });

  it('an expired or tampered offer is 410 OFFER_EXPIRED; an offer of a hand-off provider is 409', async () => {
    const [o] = await offers('KHI', 'DXB');
    const tampered = `${o.id.slice(0, -3)}abc`;
    const gone = await post(`/api/flights/offers/${encodeURIComponent(tampered)}/price`, traveller.cookie);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ message: 'This offer is no longer available', code: 'OFFER_EXPIRED' });
    const handOff = await post('/api/flights/offers/tp-123456/price', traveller.cookie);
    expect(handOff.statusCode).toBe(409);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 31 * 60_000);
    try {
      // signed out: a session idle for 30 minutes ends
      expect((await post(`/api/flights/offers/${encodeURIComponent(o.id)}/price`, undefined)).statusCode).toBe(410);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('bad passengers: 400 naming the passenger and the field, nothing ordered', () => {
  const cases: Array<[string, Record<string, unknown>[], RegExp]> = [
    ['digits in a name', [passenger({ givenName: 'Imran2' }), passenger({}, 1)], /^Passenger 1: given name must be letters only/],
    ['a name over 50 characters', [passenger(), passenger({ familyName: 'Q'.repeat(51) }, 1)], /^Passenger 2: family name must be at most 50 characters/],
    ['a passport expiring before the trip ends', [passenger({ passportExpiresOn: '2026-01-01' }), passenger({}, 1)], /^Passenger 1: the passport expires before the end of the trip/],
    ['a birth date in the future', [passenger({ bornOn: '2099-01-01' }), passenger({}, 1)], /^Passenger 1: date of birth cannot be in the future/],
  ];
  for (const [what, list, message] of cases) {
    it(what, async () => {
      const [o] = await offers('LHE', 'JED');
      const before = await sql('select count(*)::int as n from flight_order');
      const res = await post('/api/flights/orders', traveller.cookie, { offerId: o.id, type: 'hold', expectedTotalInPkr: o.totalPkr, passengers: list, contact });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(await sql('select count(*)::int as n from flight_order')).toEqual(before);
    });
  }

  it('an infant of two on the travel date, and more infants than adults', async () => {
    const [o] = await offers('LHE', 'JED', { adults: 1, infants: 1 });
    const old = await post('/api/flights/orders', traveller.cookie, {
      offerId: o.id,
      type: 'hold',
      expectedTotalInPkr: o.totalPkr,
      passengers: [passenger(), passenger({ type: 'infant', bornOn: inDays(-800) }, 1)],
      contact,
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toMatch(/^Passenger 2: an infant must be under 2 years old on the travel date/);
    const mismatch = await post('/api/flights/orders', traveller.cookie, {
      offerId: o.id,
      type: 'hold',
      expectedTotalInPkr: o.totalPkr,
      passengers: [passenger({ type: 'infant', bornOn: inDays(-100) }), passenger({ type: 'infant', bornOn: inDays(-100) }, 1)],
      contact,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('This offer is for 1 adult, 1 infant: give one passenger form for each');
  });
});

describe('a held order paid from the wallet, ticketed, then cancelled with a quote', () => {
  it('holds LHE → JED, pays, tickets once, refunds the quote to the wallet to the paisa; the books balance after each step', async () => {
    const o = (await offers('LHE', 'JED')).find((x) => x.conditions.refundable)!;
    const before = await wallet(agent);
    const held = await order(agent, o.id, 'hold');
    expect(held).toMatchObject({ status: 'held', totalInPkr: o.totalPkr });
    expect(held.bookingReference).toMatch(/^[A-Z2-9]{6}$/);
    const deadline = new Date(held.paymentRequiredBy).getTime();
    expect(deadline).toBeLessThanOrEqual(t.clock.now.getTime() + DAY);
    expect(deadline).toBeGreaterThan(t.clock.now.getTime());

    const pay = await post(`/api/bookings/${held.bookingId}/payments`, agent.cookie, { method: 'wallet' });
    expect(pay.statusCode, pay.body).toBe(201);
    expect((await orderOf(held.id, agent.cookie)).status).toBe('ticketing');
    expect(await ticketWaitingOrders(ctx(), 0)).toBe(1);
    const ticketed = await orderOf(held.id, agent.cookie);
    expect(ticketed.status).toBe('ticketed');
    expect(ticketed.tickets).toHaveLength(2);
    for (const ticket of ticketed.tickets) expect(ticket.number).toMatch(/^\d{13}$/);
    expect(ticketed.tickets.map((x: Loose) => x.passengerName)).toEqual(['Imran Qureshi', 'Ayesha Qureshi']);
    expect(Number((await wallet(agent)).balanceInPkr)).toBeCloseTo(Number(before.balanceInPkr) - Number(o.totalPkr), 2);
    // the fare is owed to the airline
    expect(await lines(held.bookingId)).toMatchObject({ airline_payable: (-Number(o.totalPkr)).toFixed(2) });
    await booksBalance();
    // a second run issues nothing more
    expect(await ticketWaitingOrders(ctx(), 0)).toBe(0);

    // the e-ticket
    const pdf = await get(`/api/flights/orders/${held.id}/eticket.pdf`, agent.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await get(`/api/flights/orders/${held.id}/eticket.pdf`, other.cookie)).statusCode).toBe(404);

    const quote = await post(`/api/flights/orders/${held.id}/cancellation-quote`, agent.cookie);
    expect(quote.statusCode, quote.body).toBe(201);
    const q = quote.json();
    expect(q.refundTo).toBe('wallet');
    expect(Number(q.refundInPkr) + Number(q.penaltyInPkr)).toBeCloseTo(Number(o.totalPkr), 2);
    const paidBalance = Number((await wallet(agent)).balanceInPkr);
    const confirmed = await post(`/api/flights/orders/${held.id}/cancellation-quote/${q.id}/confirm`, agent.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('cancelled');
    expect(Number((await wallet(agent)).balanceInPkr)).toBeCloseTo(paidBalance + Number(q.refundInPkr), 2);
    // the airline keeps the penalty
    expect(await lines(held.bookingId)).toMatchObject({ airline_payable: (-Number(q.penaltyInPkr)).toFixed(2) });
    await booksBalance();
    // confirming again changes nothing
    const again = await post(`/api/flights/orders/${held.id}/cancellation-quote/${q.id}/confirm`, agent.cookie);
    expect(again.statusCode).toBe(200);
    expect(Number((await wallet(agent)).balanceInPkr)).toBeCloseTo(paidBalance + Number(q.refundInPkr), 2);
  });

  it('an expired quote is 409 and cancels nothing', async () => {
    const [o] = await offers('LHE', 'JED');
    const held = await order(agent, o.id, 'hold');
    const q = (await post(`/api/flights/orders/${held.id}/cancellation-quote`, agent.cookie)).json();
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 16 * 60_000);
    try {
      const res = await post(`/api/flights/orders/${held.id}/cancellation-quote/${q.id}/confirm`, agent.cookie);
      expect(res.statusCode).toBe(409);
      expect((await orderOf(held.id, agent.cookie)).status).toBe('held');
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('instant orders', () => {
  it('ISB → DXB cannot be held (409); bought instantly with the sandbox card, ticketed after the payment', async () => {
    const [o] = await offers('ISB', 'DXB');
    expect(o.holdable).toBe(false);
    const p = await priced(o.id, traveller.cookie);
    const hold = await post('/api/flights/orders', traveller.cookie, {
      offerId: o.id,
      type: 'hold',
      expectedTotalInPkr: p.offer.totalInPkr,
      passengers: [passenger(), passenger({}, 1)],
      contact,
    });
    expect(hold.statusCode).toBe(409);
    const created = await order(traveller, o.id, 'instant');
    expect(created).toMatchObject({ status: 'awaiting_payment', bookingReference: null });
    await payBooking(t, traveller.cookie, created.bookingId);
    await ticketWaitingOrders(ctx(), 0);
    const done = await orderOf(created.id, traveller.cookie);
    expect(done.status).toBe('ticketed');
    expect(done.bookingReference).toMatch(/^[A-Z2-9]{6}$/);
    expect(done.tickets).toHaveLength(2);
    await booksBalance();
  });

  it('PEW → RUH: a hold is 409 (sold out); an instant order paid is refused by the airline and refunded in full', async () => {
    const [o] = await offers('PEW', 'RUH');
    const p = await priced(o.id, traveller.cookie);
    const hold = await post('/api/flights/orders', traveller.cookie, {
      offerId: o.id,
      type: 'hold',
      expectedTotalInPkr: p.offer.totalInPkr,
      passengers: [passenger(), passenger({}, 1)],
      contact,
    });
    expect(hold.statusCode).toBe(409);
    expect(hold.json().message).toBe('This fare is no longer available');
    const created = await order(traveller, o.id, 'instant');
    await payBooking(t, traveller.cookie, created.bookingId);
    await ticketWaitingOrders(ctx(), 0);
    const failed = await orderOf(created.id, traveller.cookie);
    expect(failed.status).toBe('cancelled');
    expect(failed.failure).toBe('This fare is no longer available');
    const [refund] = await sql<{ amount_in_pkr: string; reason: string }>('select amount_in_pkr::text, reason from payment_refund where booking_id = ?', [created.bookingId]);
    expect(refund).toEqual({ amount_in_pkr: Number(o.totalPkr).toFixed(2), reason: 'ticketing_failed' });
    // owed to the airline, then not: nothing kept
    expect(await lines(created.bookingId)).toMatchObject({ airline_payable: '0.00' });
    await booksBalance();
  });
});

describe('holds that run out', () => {
  it('an unpaid hold past its deadline is expired here and with the airline; paying it afterwards is refused', async () => {
    const [o] = await offers('LHE', 'JED');
    const held = await order(traveller, o.id, 'hold');
    const saved = t.clock.now;
    // (no HTTP while the clock is ahead: a session idle that long ends)
    t.clock.now = new Date(new Date(held.paymentRequiredBy).getTime() + 1000);
    try {
      expect(await expireUnpaidOrders(ctx())).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.now = saved;
    }
    expect((await orderOf(held.id, traveller.cookie)).status).toBe('expired');
    const [airline] = await sql<{ status: string }>('select status from sandbox_airline_order where reference = ?', [held.id]);
    expect(airline.status).toBe('cancelled');
    const pay = await post(`/api/bookings/${held.bookingId}/payments`, traveller.cookie, { method: 'sandbox' });
    expect(pay.statusCode).toBe(409);
  });
});

describe('who sees an order', () => {
  it('its buyer and the super admin; someone else 404; signed out 401', async () => {
    const [o] = await offers('LHE', 'JED');
    const held = await order(traveller, o.id, 'hold');
    expect((await get(`/api/flights/orders/${held.id}`, traveller.cookie)).statusCode).toBe(200);
    expect((await get(`/api/flights/orders/${held.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await get(`/api/flights/orders/${held.id}`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/flights/orders/${held.id}`, agent.cookie)).statusCode).toBe(404);
    expect((await get(`/api/flights/orders/${held.id}`)).statusCode).toBe(401);
    expect((await post(`/api/flights/orders/${held.id}/cancellation-quote`, other.cookie)).statusCode).toBe(404);
    const mine = (await get('/api/flights/orders', traveller.cookie)).json();
    expect(mine.map((x: Loose) => x.id)).toContain(held.id);
    expect((await get('/api/flights/orders', other.cookie)).json()).toEqual([]);
  });
});

describe('retries and airline changes', () => {
  it('the same Idempotency-Key twice makes one order', async () => {
    const [o] = await offers('LHE', 'JED');
    const p = await priced(o.id, traveller.cookie);
    const body = { offerId: o.id, type: 'hold', expectedTotalInPkr: p.offer.totalInPkr, passengers: [passenger(), passenger({}, 1)], contact };
    // at once: one runs, the other gets its answer again or 409 IDEMPOTENCY_KEY_IN_USE; a retry after it, the answer
    const both = await Promise.all([
      post('/api/flights/orders', traveller.cookie, body, { 'idempotency-key': 'flight-key-1' }),
      post('/api/flights/orders', traveller.cookie, body, { 'idempotency-key': 'flight-key-1' }),
    ]);
    const [a] = both.filter((r) => r.statusCode === 201 && r.headers['idempotent-replayed'] === undefined);
    expect(a.statusCode).toBe(201);
    for (const r of both) if (r !== a) expect([201, 409]).toContain(r.statusCode);
    const b = await post('/api/flights/orders', traveller.cookie, body, { 'idempotency-key': 'flight-key-1' });
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(a.json().id).toBe(b.json().id);
  });

  it('a schedule change is announced, shown old and new, accepted; the quote after it is free', async () => {
    const [o] = await offers('LHE', 'JED');
    const held = await order(traveller, o.id, 'hold');
    await payBooking(t, traveller.cookie, held.bookingId);
    await ticketWaitingOrders(ctx(), 0);
    const changed = await post(`/api/flights/sandbox/orders/${held.id}/airline-change`, traveller.cookie);
    expect(changed.statusCode, changed.body).toBe(200);
    const [change] = changed.json().changes;
    expect(change.status).toBe('pending');
    const was = new Date(change.before[0].segments[0].departingAt).getTime();
    const now = new Date(change.after[0].segments[0].departingAt).getTime();
    expect(now - was).toBe((3 * 60 + 40) * 60_000);
    const [note] = await sql<{ kind: string }>("select kind from notification where user_id = ? and kind = 'flight_airline_change'", [traveller.id]);
    expect(note).toBeDefined();
    const quote = (await post(`/api/flights/orders/${held.id}/cancellation-quote`, traveller.cookie)).json();
    expect(quote.penaltyInPkr).toBe('0.00');
    const accepted = await post(`/api/flights/orders/${held.id}/changes/${change.id}/accept`, traveller.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().changes[0].status).toBe('accepted');
    expect(accepted.json().slices[0].segments[0].departingAt).toBe(change.after[0].segments[0].departingAt);
  });
});

describe('the order’s states: what each refuses', () => {
  it('a cancelled order cannot be quoted again, its change not accepted; a flight is not cancelled as a plain booking', async () => {
    const [o] = await offers('LHE', 'JED');
    const held = await order(traveller, o.id, 'hold');
    // a flight goes through its own quote, not the booking's cancellation
    const plain = await post(`/api/bookings/${held.bookingId}/cancel`, traveller.cookie);
    expect(plain.statusCode).toBe(409);
    // a held order is not ticketed: no airline change can be simulated on it, no e-ticket yet
    expect((await post(`/api/flights/sandbox/orders/${held.id}/airline-change`, traveller.cookie)).statusCode).toBe(409);
    expect((await get(`/api/flights/orders/${held.id}/eticket.pdf`, traveller.cookie)).statusCode).toBe(404);
    // cancelling an unpaid hold: nothing to refund
    const q = (await post(`/api/flights/orders/${held.id}/cancellation-quote`, traveller.cookie)).json();
    expect(q).toMatchObject({ refundInPkr: '0.00', penaltyInPkr: '0.00', refundTo: 'none' });
    expect((await post(`/api/flights/orders/${held.id}/cancellation-quote/${q.id}/confirm`, traveller.cookie)).json().status).toBe('cancelled');
    // a cancelled order: no new quote, no payment, a stale quote id refused
    expect((await post(`/api/flights/orders/${held.id}/cancellation-quote`, traveller.cookie)).statusCode).toBe(409);
    expect((await post(`/api/bookings/${held.bookingId}/payments`, traveller.cookie, { method: 'sandbox' })).statusCode).toBe(409);
    expect((await post(`/api/flights/orders/${held.id}/cancellation-quote/not-the-quote/confirm`, traveller.cookie)).statusCode).toBe(409);
    expect((await post(`/api/flights/orders/${held.id}/changes/no-such-change/accept`, traveller.cookie)).statusCode).toBe(404);
    const [airline] = await sql<{ status: string }>('select status from sandbox_airline_order where reference = ?', [held.id]);
    expect(airline.status).toBe('cancelled');
  });
});

describe('holds reserve an agency’s funds', () => {
  it('a hold counts against the wallet until paid: a second one the wallet cannot cover is 402; paying the first uses its own reservation', async () => {
    const small = await signUp('b2b_agent');
    const [o] = await offers('LHE', 'JED');
    const p = await priced(o.id);
    const total = Number(p.offer.totalInPkr);
    const credit = (total * 1.5).toFixed(2);
    const res = await gql('mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { availableInPkr } }', { a: small.id, m: credit }, admin.cookie);
    expect(res.errors).toBeUndefined();
    const held = await order(small, o.id, 'hold');
    const funds = async () => (await gql('{ wallet { availableInPkr reservedInPkr } }', {}, small.cookie)).data!.wallet;
    expect(await funds()).toEqual({ availableInPkr: (Number(credit) - total).toFixed(2), reservedInPkr: total.toFixed(2) });
    // a second hold of the same fare: the wallet covers only half of it once the first is reserved
    const second = await post('/api/flights/orders', small.cookie, {
      offerId: o.id,
      type: 'hold',
      expectedTotalInPkr: p.offer.totalInPkr,
      passengers: [passenger(), passenger({}, 1)],
      contact,
    });
    expect(second.statusCode).toBe(402);
    expect(second.json().message).toBe('Not enough funds in your wallet to hold this fare: a hold reserves its amount until it is paid or released');
    // paying the held order spends its own reservation
    expect((await post(`/api/bookings/${held.bookingId}/payments`, small.cookie, { method: 'wallet' })).statusCode).toBe(201);
    expect(await funds()).toEqual({ availableInPkr: (Number(credit) - total).toFixed(2), reservedInPkr: '0.00' });
  });
});
