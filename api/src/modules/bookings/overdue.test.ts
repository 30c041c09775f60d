import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext, type Viewer } from '../../core/context.js';
import { appJobs } from '../../features.js';
import { useTestApp } from '../../test/app.js';
import { checkBooks } from '../ledger/ledger.service.js';
import { pay } from '../payments/checkout.service.js';
import { paymentGateways } from '../payments/gateways/index.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { receivePaymentEvent } from '../payments/payments.service.js';
import { book } from './bookings.service.js';
import { freeCancellationUntil } from './deadlines.resolver.js';
import { Booking } from './booking.entity.js';
import { cancelOverdueBalances, OVERDUE_SUMMARY, OVERDUE_SWEEP_JOB } from './overdue.js';

// An unpaid balance past its deadline cancels the booking by its policy (issue 37), on the real PostgreSQL, each
// sweep on its own clock (no sleeps): inventory back once, the policy's refund once, however many sweeps run at once;
// nothing for a booking paid in full, one still before its deadline, or one whose balance was due at booking.

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'overdue-test-secret-0123456789ab', BOOKING_HOLD_MINUTES: '20' } });
const DAY = 86_400_000;
const sql = <T>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute<T[]>(query, params);
let traveller: Viewer;

function ctxAt(now: Date, viewer: Viewer | null = traveller) {
  return systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => now }, viewer);
}

// 30 % advance; 50 % back with 14 days' notice or more, 100 % with 20, nothing after
const TIERS = JSON.stringify([{ minDaysBefore: 20, refundPercent: 100 }, { minDaysBefore: 14, refundPercent: 50 }, { minDaysBefore: 0, refundPercent: 0 }]);
async function newPackage(spots: number): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, refund_tiers)
     values ('overdue-' || gen_random_uuid(), 'Overdue Test Umrah', 'A package for the overdue tests.', 'umrah', '10 days', 100000, ?, ?, 30, ?::jsonb) returning id`,
    [spots, spots, TIERS],
  );
  return row.id;
}

beforeAll(async () => {
  const [user] = await sql<{ id: string }>(
    `insert into app_user (username, email, password_hash, first_name, last_name, role)
     values ('overdue', 'overdue@example.pk', 'x', 'Over', 'Due', 'end_user') returning id`,
  );
  traveller = { id: user.id, username: 'overdue', role: 'end_user' };
});

/** Books a package at `at` for travel on `travel`, pays its advance through the sandbox: confirmed, balance due. */
async function confirmedWithBalance(packageId: string, at: Date, travel: Date): Promise<string> {
  const booking = await book(ctxAt(at), { type: 'package', packageId, passengerCount: 1, travelDate: travel.toISOString() });
  const started = await pay(ctxAt(at), { bookingId: booking.id, method: PaymentMethod.sandbox });
  const sandbox = paymentGateways(t.deps.config).sandbox;
  const decided = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctxAt(at), em }, started.payment.gatewayReference ?? '', 'success'));
  await receivePaymentEvent(ctxAt(at, null), sandbox.eventOf(decided.body ?? ''));
  return booking.id;
}

const statusOf = async (id: string) => (await sql<{ status: string }>('select status from booking where id = ?', [id]))[0].status;
const spotsOf = async (id: string) => (await sql<{ available_spots: number }>('select available_spots from package where id = ?', [id]))[0].available_spots;

describe('overdue balances', () => {
  it('are cancelled by their policy once their deadline passes: spots back, the policy’s refund, once, from parallel sweeps', async () => {
    const packageId = await newPackage(20);
    const T = new Date(Date.now() + 500 * DAY);
    // travel in 40 days: the balance is due in 26 days (14 before travel)
    const travel = new Date(T.getTime() + 40 * DAY);
    const overdue = await Promise.all(Array.from({ length: 6 }, () => confirmedWithBalance(packageId, T, travel)));
    const paidInFull = await confirmedWithBalance(packageId, T, travel);
    await sql("update booking set amount_paid_in_pkr = total_price_in_pkr, payment_status = 'paid' where id = ?", [paidInFull]);
    // its balance was due at booking (travel 10 days later): it stood on its advance and is left alone
    const shortNotice = await confirmedWithBalance(packageId, new Date(T.getTime() + 20 * DAY), new Date(T.getTime() + 30 * DAY));
    const later = await confirmedWithBalance(packageId, T, new Date(T.getTime() + 60 * DAY));
    expect(await spotsOf(packageId)).toBe(11);
    const payBy = new Date(T.getTime() + 26 * DAY);

    // a second before the deadline: nothing
    expect(await cancelOverdueBalances(ctxAt(new Date(payBy.getTime() - 1000), null))).toBe(0);
    // a minute after: three sweeps at once cancel each overdue booking once
    const at = new Date(payBy.getTime() + 60_000);
    const runs = await Promise.all([1, 2, 3].map(() => cancelOverdueBalances(ctxAt(at, null))));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(6);
    for (const id of overdue) expect(await statusOf(id)).toBe('cancelled');
    for (const id of [paidInFull, shortNotice, later]) expect(await statusOf(id)).toBe('confirmed');
    expect(await spotsOf(packageId)).toBe(17);
    // 14 days before travel: the 50 % tier of the 30,000 advance, one refund each
    const refunds = await sql<{ booking_id: string; amount_in_pkr: string; reason: string }>(
      `select booking_id, amount_in_pkr, reason from payment_refund where booking_id in (${overdue.map(() => '?').join(', ')})`,
      overdue,
    );
    expect(refunds).toHaveLength(6);
    for (const r of refunds) expect(r).toMatchObject({ amount_in_pkr: '15000.00', reason: 'cancellation' });
    const [bell] = await sql<{ body: string }>('select body from notification where user_id = ? and key = ?', [traveller.id, `booking:${overdue[0]}:cancelled`]);
    expect(bell.body).toContain('Rs 15,000 will be refunded');
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);

    // later sweeps change nothing more
    expect(await cancelOverdueBalances(ctxAt(new Date(at.getTime() + 5 * 60_000), null))).toBe(0);
    expect(OVERDUE_SUMMARY).toMatch(/deadline/);
  }, 90_000);

  it('a balance paid just before its sweep takes the lock is not cancelled', async () => {
    const packageId = await newPackage(3);
    const T = new Date(Date.now() + 600 * DAY);
    const id = await confirmedWithBalance(packageId, T, new Date(T.getTime() + 40 * DAY));
    await sql("update booking set amount_paid_in_pkr = total_price_in_pkr, payment_status = 'paid' where id = ?", [id]);
    expect(await cancelOverdueBalances(ctxAt(new Date(T.getTime() + 27 * DAY), null))).toBe(0);
    expect(await statusOf(id)).toBe('confirmed');
  }, 30_000);
});

describe('freeCancellationUntil of a booking', () => {
  it('follows its refund tiers, and is gone once passed or once cancelled', async () => {
    const packageId = await newPackage(3);
    const T = new Date(Date.now() + 700 * DAY);
    const id = await confirmedWithBalance(packageId, T, new Date(T.getTime() + 40 * DAY));
    const booking = await t.db.orm.em.fork().findOneOrFail(Booking, { id });
    const until = freeCancellationUntil(booking, T);
    // 20 days' notice: the end of the Pakistan day 20 days before travel, at most 24 h after 20 days before it
    expect(until).not.toBeNull();
    const travel = booking.travelDate?.getTime() ?? 0;
    expect(travel - (until?.getTime() ?? 0)).toBeGreaterThan(19 * DAY - 1);
    expect(travel - (until?.getTime() ?? 0)).toBeLessThanOrEqual(20 * DAY);
    expect(freeCancellationUntil(booking, new Date(until?.getTime() ?? 0))).toBeNull();
    booking.status = 'cancelled' as Booking['status'];
    expect(freeCancellationUntil(booking, T)).toBeNull();
  }, 30_000);
});

describe('the overdue-balance job', () => {
  it('is one of the app’s jobs, a sweep every minute, one process at a time', () => {
    const job = appJobs().find((j) => j.name === OVERDUE_SWEEP_JOB);
    expect(job?.options).toMatchObject({ policy: 'stately', everySeconds: 60, concurrency: 1 });
  });
});
