import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { agentHelpers, type Loose } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { checkBooks } from '../ledger/ledger.service.js';
import { airlineOf } from './airlines.js';
import { issueTickets } from './ticketing.js';

// Money and tickets under concurrency on the real PostgreSQL: 100 parallel wallet payments of one held flight order
// make one payment and one ticketing (the wallet charged once, to the paisa); 50 parallel confirmations of one
// cancellation quote make one refund.

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'flights-concurrency-secret-0123456789' } });
const { signUp, gql, sql } = agentHelpers(t);
const DAY = 86_400_000;
let agent: Awaited<ReturnType<typeof signUp>>;
const ctx = () => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now });
const post = (url: string, cookie: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
const balance = async () => Number((await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: agent.cookie } })).json().balanceInPkr);

const passenger = (i: number) => ({
  type: 'adult',
  title: 'mr',
  givenName: ['Imran', 'Bilal'][i],
  familyName: 'Qureshi',
  gender: 'm',
  bornOn: '1980-01-01',
  passportNumber: `CC98765${i}`,
  passportCountry: 'PK',
  passportExpiresOn: '2032-01-01',
  nationality: 'PK',
});

async function heldOrder(): Promise<Loose> {
  const departureDate = new Date(t.clock.now.getTime() + 40 * DAY).toISOString().slice(0, 10);
  const { offers } = await airlineOf(ctx()).search({ origin: 'LHE', destination: 'JED', departureDate, adults: 2, children: 0, infants: 0, tripClass: 'Y' }, t.clock.now);
  const offer = offers.find((o) => o.conditions.refundable)!;
  const res = await post('/api/flights/orders', agent.cookie, {
    offerId: offer.id,
    type: 'hold',
    expectedTotalInPkr: offer.totalPkr,
    passengers: [passenger(0), passenger(1)],
    contact: { email: 'ops@example.pk', phone: '+923001112233' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json(), total: offer.totalPkr };
}

beforeAll(async () => {
  t.clock.now = new Date();
  const admin = await signUp('super_admin');
  agent = await signUp('b2b_agent');
  const res = await gql('mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { availableInPkr } }', { a: agent.id, m: '9000000' }, admin.cookie);
  expect(res.errors).toBeUndefined();
});

describe('flight orders under concurrency', () => {
  it('100 parallel wallet payments of one held order: one payment, one ticketing, the wallet charged once', async () => {
    const order = await heldOrder();
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(`/api/bookings/${order.bookingId}/payments`, agent.cookie, { method: 'wallet' })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from payment where booking_id = ? and status = 'succeeded'", [order.bookingId]);
    expect(n).toBe(1);
    // the ticketing job, delivered many times at once (a retry, a sweep, a redelivery)
    const airline = airlineOf(ctx());
    const pay = airline.payOrder.bind(airline);
    let calls = 0;
    airline.payOrder = (...args) => {
      calls++;
      return pay(...args);
    };
    try {
      await Promise.all(Array.from({ length: 20 }, () => issueTickets(ctx(), order.id)));
      // and once more after they all ended: nothing left to do
      expect(await issueTickets(ctx(), order.id)).toBe(true);
    } finally {
      airline.payOrder = pay;
    }
    expect(calls).toBe(1);
    const [atAirline] = await sql<{ status: string; tickets: unknown[] }>('select status, tickets from sandbox_airline_order where reference = ?', [order.id]);
    expect(atAirline.status).toBe('ticketed');
    expect(atAirline.tickets).toHaveLength(2);
    const [ours] = await sql<{ status: string; tickets: Array<{ number: string }> }>('select status, tickets from flight_order where id = ?', [order.id]);
    expect(ours.status).toBe('ticketed');
    expect(ours.tickets.map((x) => x.number)).toEqual((atAirline.tickets as Array<{ number: string }>).map((x) => x.number));
    expect(await balance()).toBeCloseTo(before - Number(order.total), 2);
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });

  it('50 parallel confirmations of one cancellation quote: one cancellation with the airline, one refund', async () => {
    const order = await heldOrder();
    expect((await post(`/api/bookings/${order.bookingId}/payments`, agent.cookie, { method: 'wallet' })).statusCode).toBe(201);
    await issueTickets(ctx(), order.id);
    const quote = (await post(`/api/flights/orders/${order.id}/cancellation-quote`, agent.cookie)).json();
    expect(Number(quote.refundInPkr)).toBeGreaterThan(0);
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(`/api/flights/orders/${order.id}/cancellation-quote/${quote.id}/confirm`, agent.cookie)));
    // the first confirms; one meanwhile is told the airline is on it (409), one after gets the cancelled order (200)
    expect(answers.map((a) => a.statusCode).filter((c) => c !== 200 && c !== 409)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe('The airline is already working on this order; look again in a moment');
    expect((await t.app.inject({ method: 'GET', url: `/api/flights/orders/${order.id}`, headers: { cookie: agent.cookie } })).json().status).toBe('cancelled');
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from payment_refund where booking_id = ?', [order.bookingId]);
    expect(n).toBe(1);
    expect(await balance()).toBeCloseTo(before + Number(quote.refundInPkr), 2);
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });
});
