import { beforeAll, describe, expect, it } from 'vitest';
import { type ServiceContext, systemContext, type Viewer } from '../../core/context.js';
import { AMENDMENT_MESSAGES } from '../../rules/amendments.js';
import { addDays, marketToday } from '../../rules/dates.js';
import { type Loose, agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { payBooking } from '../../test/payments.js';
import { checkBooks } from '../ledger/ledger.service.js';
import { processRefund } from '../payments/refunds.service.js';
import { confirmAmendment, confirmCancellation } from './amendments.service.js';

// Amendment and cancellation quotes (issue 37) on PostgreSQL, through REST and GraphQL: quote → confirm, expiry (the
// clock moved on), confirmed twice, superseded, the booking changed in between, someone else's (404), one quote
// confirmed 20 times at once (one change, one payment or refund), and 100 date changes racing for 5 spots.

const t = useTestApp();
const { signUp, gql, sql } = agentHelpers(t);
const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = marketToday(NOW);
const day = (n: number) => addDays(TODAY, n);
// 90+ days before travel: everything back; 30+: half; less: nothing
const TIERS = [{ minDaysBefore: 90, refundPercent: 100 }, { minDaysBefore: 30, refundPercent: 50 }, { minDaysBefore: 0, refundPercent: 0 }];

type User = { cookie: string; id: string; username: string };
let seller: User;
let traveller: User;
let agent: User;
let other: User;
let admin: User;

let pkgN = 0;
async function newPackage(over: { start: string; spots?: number; price?: string } = { start: day(60) }): Promise<string> {
  pkgN++;
  const spots = over.spots ?? 10;
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, owner_id, start_date, status, refund_tiers)
     values (?, ?, 'A package for the amendment tests.', 'umrah', '10 days', ?, ?, ?, 30, ?, ?, 'active', ?) returning id`,
    [`amend-${pkgN}-${Math.random().toString(36).slice(2, 8)}`, `Umrah departure ${pkgN}`, over.price ?? '100000', spots, spots, seller.id, over.start, JSON.stringify(TIERS)],
  );
  return row.id;
}

const post = (url: string, cookie: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function book(cookie: string, packageId: string, passengerCount: number): Promise<Loose> {
  const res = await post('/api/bookings', cookie, { type: 'package', packageId, passengerCount });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  return res.json();
}

const spots = async (id: string) => Number((await sql<{ s: number }>('select available_spots as s from package where id = ?', [id]))[0].s);
const bookingRow = async (id: string) => (await sql<Loose>('select * from booking where id = ?', [id]))[0];
const refundsOf = async (id: string) => sql<Loose>('select amount_in_pkr::text as amount, reason, method from payment_refund where booking_id = ? order by created_at', [id]);
const paymentsOf = async (id: string) =>
  sql<Loose>("select amount_in_pkr::text as amount, purpose, method, surplus from payment where booking_id = ? and status = 'succeeded' order by created_at", [id]);
const books = async () => checkBooks(t.db.orm.em.fork());

const viewerOf = (u: User, role: Viewer['role']): Viewer => ({ id: u.id, username: u.username, role });
const ctxAs = (viewer: Viewer): ServiceContext => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => t.clock.now }, viewer);

async function fails(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (err) {
    const e = err as { code?: string; message: string };
    return { code: e.code ?? 'ERROR', message: e.message };
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  t.clock.now = NOW;
  [seller, traveller, agent, other, admin] = await Promise.all([signUp('b2b_agent'), signUp('end_user'), signUp('b2b_agent'), signUp('end_user'), signUp('super_admin')]);
  await sql(
    `insert into ledger_account (kind, owner_id, credit_limit_in_pkr, created_at, updated_at) values ('agent_wallet', ?, 50000000, ?, ?)
     on conflict (kind, owner_id) do update set credit_limit_in_pkr = excluded.credit_limit_in_pkr`,
    [agent.id, NOW, NOW],
  );
});

describe('binding cancellation quotes', () => {
  it('quotes the policy’s refund (201), and confirming it cancels with exactly that refund; the preview and cancel are unchanged', async () => {
    t.clock.now = NOW;
    const pkg = await newPackage({ start: day(60) });
    const b = await book(traveller.cookie, pkg, 2);
    await payBooking(t, traveller.cookie, b.id);
    const preview = await t.app.inject({ method: 'GET', url: `/api/bookings/${b.id}/cancellation-quote`, headers: { cookie: traveller.cookie } });
    expect(preview.json()).toMatchObject({ paidInPkr: '60000.00', refundInPkr: '30000.00', penaltyInPkr: '30000.00', refundPercent: 50 });

    const res = await post(`/api/bookings/${b.id}/cancellation-quote`, traveller.cookie);
    expect(res.statusCode).toBe(201);
    const quote = res.json();
    expect(quote).toMatchObject({ bookingId: b.id, refundInPkr: '30000.00', penaltyInPkr: '30000.00', refundTo: 'original_method', status: 'open' });
    expect(new Date(quote.expiresAt).getTime() - NOW.getTime()).toBe(30 * 60_000);
    expect(await spots(pkg)).toBe(8);

    const done = await post(`/api/bookings/${b.id}/cancellation-quote/${quote.id}/confirm`, traveller.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: b.id, status: 'cancelled', paymentStatus: 'refund_pending' });
    expect(await spots(pkg)).toBe(10);
    expect(await refundsOf(b.id)).toEqual([{ amount: '30000.00', reason: 'cancellation', method: 'sandbox' }]);
    expect(await books()).toEqual([]);
  });

  it('an expired quote, a quote confirmed twice, a superseded one, a booking changed since: 409 and nothing changed', async () => {
    t.clock.now = NOW;
    const pkg = await newPackage({ start: day(60) });
    const b = await book(traveller.cookie, pkg, 1);
    await payBooking(t, traveller.cookie, b.id);
    const quote = async () => (await post(`/api/bookings/${b.id}/cancellation-quote`, traveller.cookie)).json();
    const confirm = (id: string) => post(`/api/bookings/${b.id}/cancellation-quote/${id}/confirm`, traveller.cookie);

    const old = await quote();
    // the clock moved on (the service directly: a session idle that long would be signed out)
    t.clock.now = new Date(NOW.getTime() + 31 * 60_000);
    const late = await fails(confirmCancellation(ctxAs(viewerOf(traveller, 'end_user')), b.id, old.id));
    t.clock.now = NOW;
    expect(late).toEqual({ code: 'CONFLICT', message: AMENDMENT_MESSAGES.quoteExpired });
    expect((await bookingRow(b.id)).status).toBe('confirmed');
    expect(await refundsOf(b.id)).toEqual([]);

    const first = await quote();
    const second = await quote();
    const superseded = await confirm(first.id);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().message).toBe(AMENDMENT_MESSAGES.quoteSuperseded);

    // a cancellation quote is not an amendment's (and the other way round): not found
    expect((await post(`/api/bookings/${b.id}/amendments/${second.id}/confirm`, traveller.cookie)).statusCode).toBe(404);
    expect((await confirm(second.id)).statusCode).toBe(200);
    const twice = await confirm(second.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(AMENDMENT_MESSAGES.quoteConfirmed);
    expect(await refundsOf(b.id)).toHaveLength(1);

    // paid after the quote: its figures no longer hold
    t.clock.now = NOW;
    const unpaid = await book(traveller.cookie, pkg, 1);
    const offer = (await post(`/api/bookings/${unpaid.id}/cancellation-quote`, traveller.cookie)).json();
    expect(offer).toMatchObject({ refundInPkr: '0.00', refundTo: null });
    await payBooking(t, traveller.cookie, unpaid.id);
    const changed = await post(`/api/bookings/${unpaid.id}/cancellation-quote/${offer.id}/confirm`, traveller.cookie);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(AMENDMENT_MESSAGES.bookingChanged);
    expect((await bookingRow(unpaid.id)).status).toBe('confirmed');
  });

  it('someone else’s booking or quote is not there (404); the super admin may quote and confirm', async () => {
    t.clock.now = NOW;
    const pkg = await newPackage({ start: day(60) });
    const b = await book(traveller.cookie, pkg, 1);
    expect((await post(`/api/bookings/${b.id}/cancellation-quote`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/bookings/${b.id}/amendments/quote`, other.cookie, { kind: 'travellers', passengerCount: 2 })).statusCode).toBe(404);
    const quote = (await post(`/api/bookings/${b.id}/cancellation-quote`, traveller.cookie)).json();
    expect((await post(`/api/bookings/${b.id}/cancellation-quote/${quote.id}/confirm`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/bookings/${b.id}/cancellation-quote/00000000-0000-4000-8000-000000000000/confirm`, traveller.cookie)).statusCode).toBe(404);
    expect((await bookingRow(b.id)).status).toBe('pending');
    const byAdmin = (await post(`/api/bookings/${b.id}/cancellation-quote`, admin.cookie)).json();
    expect((await post(`/api/bookings/${b.id}/cancellation-quote/${byAdmin.id}/confirm`, admin.cookie)).json()).toMatchObject({ status: 'cancelled' });
  });

  it('one quote confirmed 20 times at once: one cancellation, one refund, the books balanced', async () => {
    t.clock.now = NOW;
    const pkg = await newPackage({ start: day(60) });
    const b = await book(traveller.cookie, pkg, 2);
    await payBooking(t, traveller.cookie, b.id);
    const quote = (await post(`/api/bookings/${b.id}/cancellation-quote`, traveller.cookie)).json();
    const viewer = viewerOf(traveller, 'end_user');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => confirmCancellation(ctxAs(viewer), b.id, quote.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as Error).message)).toEqual(Array(19).fill(AMENDMENT_MESSAGES.quoteConfirmed));
    expect(await refundsOf(b.id)).toEqual([{ amount: '30000.00', reason: 'cancellation', method: 'sandbox' }]);
    expect(await spots(pkg)).toBe(10);
    expect(await books()).toEqual([]);
  });
});

describe('amendments through a quote', () => {
  it('a traveller moves to a dearer departure: the quote (before/after, difference), then the change: the difference joins the open balance, due by the balance’s own date', async () => {
    t.clock.now = NOW;
    const a = await newPackage({ start: day(60) });
    const b = await newPackage({ start: day(70), price: '120000' });
    const booked = await book(traveller.cookie, a, 2);
    await payBooking(t, traveller.cookie, booked.id);
    const res = await post(`/api/bookings/${booked.id}/amendments/quote`, traveller.cookie, { kind: 'dates', packageId: b });
    expect(res.statusCode).toBe(201);
    const quote = res.json();
    expect(quote).toMatchObject({ kind: 'dates', differenceInPkr: '40000.00', newTotalInPkr: '240000.00', feeInPkr: '0.00', penaltyInPkr: '0.00', refundInPkr: '0.00', refundTo: null });
    expect(quote.before).toMatchObject({ packageId: a });
    expect(quote.after).toMatchObject({ packageId: b });
    expect(await spots(b)).toBe(10);
    const dueBefore = (await bookingRow(booked.id)).balance_due_at;
    expect(dueBefore).toBeTruthy();

    const done = await post(`/api/bookings/${booked.id}/amendments/${quote.id}/confirm`, traveller.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ packageId: b, totalPriceInPkr: '240000.00', amountPaidInPkr: '60000.00', status: 'confirmed', paymentStatus: 'partially_paid' });
    // a change never brings the whole balance forward
    expect(new Date(done.json().balanceDueAt).getTime()).toBe(new Date(String(dueBefore)).getTime());
    expect([await spots(a), await spots(b)]).toEqual([10, 8]);
    expect((await post(`/api/bookings/${booked.id}/amendments/${quote.id}/confirm`, traveller.cookie)).statusCode).toBe(409);
    // the rest is paid like any balance
    await payBooking(t, traveller.cookie, booked.id);
    expect(await bookingRow(booked.id)).toMatchObject({ amount_paid_in_pkr: '240000.00', payment_status: 'paid' });
    expect(await books()).toEqual([]);
  });

  it('a traveller drops a traveller (refund on its way, then sent), then adds one back: the difference is due and paid as an amendment payment', async () => {
    t.clock.now = NOW;
    const pkg = await newPackage({ start: day(120) });
    const booked = await book(traveller.cookie, pkg, 2);
    await payBooking(t, traveller.cookie, booked.id);
    await payBooking(t, traveller.cookie, booked.id);
    expect(await bookingRow(booked.id)).toMatchObject({ amount_paid_in_pkr: '200000.00', payment_status: 'paid' });

    const dropped = (await post(`/api/bookings/${booked.id}/amendments/quote`, traveller.cookie, { kind: 'travellers', passengerCount: 1 })).json();
    expect(dropped).toMatchObject({ newTotalInPkr: '100000.00', differenceInPkr: '-100000.00', refundInPkr: '100000.00', refundTo: 'original_method' });
    expect((await post(`/api/bookings/${booked.id}/amendments/${dropped.id}/confirm`, traveller.cookie)).json()).toMatchObject({ totalPriceInPkr: '100000.00', paymentStatus: 'refund_pending' });
    // the cancellation preview counts only what the payments still hold
    const preview = (await t.app.inject({ method: 'GET', url: `/api/bookings/${booked.id}/cancellation-quote`, headers: { cookie: traveller.cookie } })).json();
    expect(preview).toMatchObject({ paidInPkr: '100000.00', refundInPkr: '100000.00' });
    // one refund per payment it goes back to (the advance's, then the balance's): every one sent
    for (const refund of await sql<{ id: string }>('select id from payment_refund where booking_id = ? order by created_at, id', [booked.id])) {
      await processRefund(ctxAs(viewerOf(admin, 'super_admin')), refund.id);
    }
    expect(await bookingRow(booked.id)).toMatchObject({ amount_refunded_in_pkr: '100000.00', payment_status: 'partially_refunded' });

    const added = (await post(`/api/bookings/${booked.id}/amendments/quote`, traveller.cookie, { kind: 'travellers', passengerCount: 2 })).json();
    expect(added).toMatchObject({ newTotalInPkr: '200000.00', differenceInPkr: '100000.00', refundInPkr: '0.00' });
    const done = (await post(`/api/bookings/${booked.id}/amendments/${added.id}/confirm`, traveller.cookie)).json();
    expect(done).toMatchObject({ totalPriceInPkr: '200000.00', balanceDueInPkr: '100000.00', amountDueNowInPkr: '0.00', payable: true });
    await payBooking(t, traveller.cookie, booked.id);
    expect((await paymentsOf(booked.id)).map((p) => [p.purpose, p.amount, p.surplus])).toEqual([
      ['advance', '60000.00', false],
      ['balance', '140000.00', false],
      ['amendment', '100000.00', false],
    ]);
    expect(await bookingRow(booked.id)).toMatchObject({ amount_paid_in_pkr: '300000.00', amount_refunded_in_pkr: '100000.00' });
    expect(await books()).toEqual([]);
  });

  it('a penalty kept by dropping a traveller stays kept through a later date change (no refund of it)', async () => {
    t.clock.now = NOW;
    // 60 days out: the policy gives half back
    const a = await newPackage({ start: day(60), price: '40000' });
    const b = await newPackage({ start: day(70), price: '40000' });
    const booked = await book(traveller.cookie, a, 2);
    await payBooking(t, traveller.cookie, booked.id);
    await payBooking(t, traveller.cookie, booked.id);
    expect(await bookingRow(booked.id)).toMatchObject({ amount_paid_in_pkr: '80000.00', payment_status: 'paid' });

    const dropped = (await post(`/api/bookings/${booked.id}/amendments/quote`, traveller.cookie, { kind: 'travellers', passengerCount: 1 })).json();
    expect(dropped).toMatchObject({ newTotalInPkr: '60000.00', penaltyInPkr: '20000.00', refundInPkr: '20000.00', differenceInPkr: '-20000.00' });
    expect((await post(`/api/bookings/${booked.id}/amendments/${dropped.id}/confirm`, traveller.cookie)).json()).toMatchObject({ totalPriceInPkr: '60000.00' });
    expect(await bookingRow(booked.id)).toMatchObject({ total_price_in_pkr: '60000.00', retained_in_pkr: '20000.00' });

    const moved = (await post(`/api/bookings/${booked.id}/amendments/quote`, traveller.cookie, { kind: 'dates', packageId: b })).json();
    expect(moved).toMatchObject({ newTotalInPkr: '60000.00', differenceInPkr: '0.00', penaltyInPkr: '0.00', refundInPkr: '0.00', refundTo: null });
    expect((await post(`/api/bookings/${booked.id}/amendments/${moved.id}/confirm`, traveller.cookie)).json()).toMatchObject({ packageId: b, totalPriceInPkr: '60000.00' });
    expect(await bookingRow(booked.id)).toMatchObject({ total_price_in_pkr: '60000.00', retained_in_pkr: '20000.00' });
    expect(await refundsOf(booked.id)).toEqual([{ amount: '20000.00', reason: 'amendment', method: expect.any(String) }]);
    // a cancellation works from what the payments hold; the penalty kept earlier stays kept, the tier applies to the rest
    const preview = (await t.app.inject({ method: 'GET', url: `/api/bookings/${booked.id}/cancellation-quote`, headers: { cookie: traveller.cookie } })).json();
    expect(preview).toMatchObject({ paidInPkr: '60000.00', refundPercent: 50, refundInPkr: '20000.00', penaltyInPkr: '40000.00' });
    expect(await books()).toEqual([]);
  });

  it('bad input is 400 with the rule’s message; an expired quote 409 with nothing changed; a cancelled booking 409', async () => {
    t.clock.now = NOW;
    const a = await newPackage({ start: day(60) });
    const b = await newPackage({ start: day(70), spots: 5 });
    const booked = await book(traveller.cookie, a, 1);
    const bad = await post(`/api/bookings/${booked.id}/amendments/quote`, traveller.cookie, { kind: 'colour' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, AMENDMENT_MESSAGES.kind]);
    const count = await post(`/api/bookings/${booked.id}/amendments/quote`, traveller.cookie, { kind: 'travellers', passengerCount: 0 });
    expect([count.statusCode, count.json().message]).toEqual([400, AMENDMENT_MESSAGES.passengerCount]);

    const quote = (await post(`/api/bookings/${booked.id}/amendments/quote`, traveller.cookie, { kind: 'dates', packageId: b })).json();
    t.clock.now = new Date(NOW.getTime() + 30 * 60_000);
    const late = await fails(confirmAmendment(ctxAs(viewerOf(traveller, 'end_user')), booked.id, quote.id));
    t.clock.now = NOW;
    expect(late).toEqual({ code: 'CONFLICT', message: AMENDMENT_MESSAGES.quoteExpired });
    expect([await spots(a), await spots(b)]).toEqual([9, 5]);
    expect((await bookingRow(booked.id)).package_id).toBe(a);

    t.clock.now = NOW;
    await post(`/api/bookings/${booked.id}/cancel`, traveller.cookie);
    const cancelled = await post(`/api/bookings/${booked.id}/amendments/quote`, traveller.cookie, { kind: 'dates', packageId: b });
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([409, AMENDMENT_MESSAGES.notAmendable('cancelled')]);
    expect([AMENDMENT_MESSAGES.notAmendable('cancelled'), AMENDMENT_MESSAGES.notAmendable('expired')]).toEqual([
      'A cancelled booking cannot be changed',
      'An expired booking cannot be changed',
    ]);
  });

  it('an agent adds a traveller from the wallet at once, then drops two with the refund to the wallet; GraphQL gives the same quote', async () => {
    t.clock.now = NOW;
    const pkg = await newPackage({ start: day(120) });
    const booked = await book(agent.cookie, pkg, 2);
    expect((await post(`/api/bookings/${booked.id}/payments`, agent.cookie, { method: 'wallet' })).statusCode).toBe(201);

    const QUOTE = 'mutation($id: ID!, $input: AmendmentInput!) { quoteAmendment(bookingId: $id, input: $input) { id kind summary changes { field before after } newTotalInPkr differenceInPkr refundInPkr refundTo status } }';
    const added = await gql(QUOTE, { id: booked.id, input: { kind: 'travellers', passengerCount: 3 } }, agent.cookie);
    expect(added.errors).toBeUndefined();
    expect(added.data?.quoteAmendment).toMatchObject({ kind: 'travellers', newTotalInPkr: '300000.00', differenceInPkr: '100000.00', refundInPkr: '0.00', refundTo: null, status: 'open' });
    expect(added.data?.quoteAmendment.changes).toContainEqual({ field: 'passengerCount', before: '2', after: '3' });
    const CONFIRM = 'mutation($id: ID!, $q: ID!) { confirmAmendment(bookingId: $id, quoteId: $q) { id passengerCount totalPriceInPkr amountPaidInPkr paymentStatus } }';
    const confirmed = await gql(CONFIRM, { id: booked.id, q: added.data?.quoteAmendment.id }, agent.cookie);
    expect(confirmed.data?.confirmAmendment).toMatchObject({ passengerCount: 3, totalPriceInPkr: '300000.00', amountPaidInPkr: '160000.00' });
    expect(await paymentsOf(booked.id)).toEqual([
      { amount: '60000.00', purpose: 'advance', method: 'wallet', surplus: false },
      { amount: '100000.00', purpose: 'amendment', method: 'wallet', surplus: false },
    ]);
    expect(await spots(pkg)).toBe(7);

    // 120 days out: the policy gives everything back, so the reduction costs nothing: paid beyond the new total returns
    const dropped = (await post(`/api/bookings/${booked.id}/amendments/quote`, agent.cookie, { kind: 'travellers', passengerCount: 1 })).json();
    expect(dropped).toMatchObject({ newTotalInPkr: '100000.00', differenceInPkr: '-200000.00', penaltyInPkr: '0.00', refundInPkr: '60000.00', refundTo: 'wallet' });
    const done = await post(`/api/bookings/${booked.id}/amendments/${dropped.id}/confirm`, agent.cookie);
    expect(done.json()).toMatchObject({ passengerCount: 1, totalPriceInPkr: '100000.00' });
    expect(await refundsOf(booked.id)).toEqual([{ amount: '60000.00', reason: 'amendment', method: 'wallet' }]);
    expect(await spots(pkg)).toBe(9);
    expect(await books()).toEqual([]);
  });

  it('an agent’s amendment quote confirmed 20 times at once: one change, one wallet payment', async () => {
    t.clock.now = NOW;
    const pkg = await newPackage({ start: day(120) });
    const booked = await book(agent.cookie, pkg, 1);
    await post(`/api/bookings/${booked.id}/payments`, agent.cookie, { method: 'wallet' });
    const quote = (await post(`/api/bookings/${booked.id}/amendments/quote`, agent.cookie, { kind: 'travellers', passengerCount: 2 })).json();
    const viewer = viewerOf(agent, 'b2b_agent');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => confirmAmendment(ctxAs(viewer), booked.id, quote.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as Error).message)).toEqual(
      Array(19).fill(AMENDMENT_MESSAGES.quoteConfirmed),
    );
    expect((await paymentsOf(booked.id)).filter((p) => p.purpose === 'amendment')).toEqual([{ amount: '100000.00', purpose: 'amendment', method: 'wallet', surplus: false }]);
    expect(await bookingRow(booked.id)).toMatchObject({ passenger_count: 2, total_price_in_pkr: '200000.00', amount_paid_in_pkr: '130000.00' });
    expect(await spots(pkg)).toBe(8);
    expect(await books()).toEqual([]);
  });
});

describe('100 date changes at once onto a departure with 5 spots left', () => {
  it('exactly 5 succeed, 95 are refused with 409, spots exact on both departures, the books balanced', { timeout: 120_000 }, async () => {
    t.clock.now = NOW;
    const a = await newPackage({ start: day(60), spots: 100 });
    const b = await newPackage({ start: day(70), spots: 5, price: '110000' });
    const viewer = viewerOf(traveller, 'end_user');
    const bookingIds: string[] = [];
    for (let i = 0; i < 100; i++) bookingIds.push((await book(traveller.cookie, a, 1)).id);
    const quotes: string[] = [];
    for (const id of bookingIds) {
      const res = await post(`/api/bookings/${id}/amendments/quote`, traveller.cookie, { kind: 'dates', packageId: b });
      expect(res.statusCode).toBe(201);
      quotes.push(res.json().id);
    }
    expect([await spots(a), await spots(b)]).toEqual([0, 5]);
    const results = await Promise.allSettled(bookingIds.map((id, i) => confirmAmendment(ctxAs(viewer), id, quotes[i])));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(95);
    expect(new Set(refused.map((r) => (r.reason as { code?: string }).code))).toEqual(new Set(['CONFLICT']));
    expect([await spots(a), await spots(b)]).toEqual([5, 0]);
    const moved = await sql<{ n: number }>('select count(*)::int as n from booking where package_id = ?', [b]);
    expect(moved[0].n).toBe(5);
    // the refused quotes are still open, their bookings unchanged
    const open = await sql<{ n: number }>(
      "select count(*)::int as n from booking_quote q join booking b on b.id = q.booking_id where b.package_id = ? and q.status = 'open'",
      [a],
    );
    expect(open[0].n).toBe(95);
    expect(await books()).toEqual([]);
  });
});
