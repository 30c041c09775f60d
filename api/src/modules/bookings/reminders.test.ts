import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext, type Viewer } from '../../core/context.js';
import { domainEvents } from '../../core/events.js';
import { appJobs } from '../../features.js';
import { useTestApp } from '../../test/app.js';
import { pay } from '../payments/checkout.service.js';
import { paymentGateways } from '../payments/gateways/index.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { receivePaymentEvent } from '../payments/payments.service.js';
import { book, cancelBooking } from './bookings.service.js';
import { expireOverdueHolds } from './holds.js';
import { REMINDERS_JOB, sendReminders } from './reminders.js';

// Reminder events on the real PostgreSQL: booking.balance_due_soon for a confirmed package whose balance is due within
// 3 days, booking.hold_expiring for a pending booking whose hold ends within 5 minutes; each once per booking, even
// from sweeps running at the same moment; never for bookings paid in full, cancelled or expired.

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'reminders-test-secret-0123456789', BOOKING_HOLD_MINUTES: '20' } });
const DAY = 86_400_000;
const MIN = 60_000;

const sql = <T>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute<T[]>(query, params);
let traveller: Viewer;

function ctxAt(now: Date, viewer: Viewer | null = traveller) {
  return systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => now }, viewer);
}

async function newPackage(spots: number): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent)
     values ('reminders-' || gen_random_uuid(), 'Reminder Test Umrah', 'A package for the reminder tests.', 'umrah', '10 days', 100000, ?, ?, 30) returning id`,
    [spots, spots],
  );
  return row.id;
}

// every reminder event heard in this file, as "kind:bookingId"
const heard: string[] = [];
const payloads = new Map<string, unknown>();
const stops: Array<() => void> = [];

beforeAll(async () => {
  const [user] = await sql<{ id: string }>(
    `insert into app_user (username, email, password_hash, first_name, last_name, role)
     values ('reminded', 'reminded@example.pk', 'x', 'Remind', 'Ed', 'end_user') returning id`,
  );
  traveller = { id: user.id, username: 'reminded', role: 'end_user' };
  stops.push(
    domainEvents.onEvent('booking.balance_due_soon', (e) => {
      heard.push(`balance:${e.bookingId}`);
      payloads.set(`balance:${e.bookingId}`, e);
    }),
    domainEvents.onEvent('booking.hold_expiring', (e) => {
      heard.push(`hold:${e.bookingId}`);
      payloads.set(`hold:${e.bookingId}`, e);
    }),
  );
});
afterAll(() => stops.forEach((stop) => stop()));

const count = (key: string) => heard.filter((h) => h === key).length;

/** Books a package at `at` for travel on `travel`, pays its advance through the sandbox: confirmed, balance due. */
async function confirmedWithBalance(packageId: string, at: Date, travel: Date): Promise<string> {
  const booking = await book(ctxAt(at), { type: 'package', packageId, passengerCount: 1, travelDate: travel.toISOString() });
  const started = await pay(ctxAt(at), { bookingId: booking.id, method: PaymentMethod.sandbox });
  const sandbox = paymentGateways(t.deps.config).sandbox;
  const decided = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctxAt(at), em }, started.payment.gatewayReference ?? '', 'success'));
  await receivePaymentEvent(ctxAt(at, null), sandbox.eventOf(decided.body ?? ''));
  const [row] = await sql<{ status: string; payment_status: string }>('select status, payment_status from booking where id = ?', [booking.id]);
  expect(row).toEqual({ status: 'confirmed', payment_status: 'partially_paid' });
  return booking.id;
}

/** Several sweeps at the same moment, each with its own connection. */
const sweeps = (at: Date, n: number) => Promise.all(Array.from({ length: n }, () => sendReminders(ctxAt(at, null))));

describe('booking.balance_due_soon', () => {
  it('goes out once for a confirmed package whose balance is due within 3 days; never when paid in full or cancelled', async () => {
    const packageId = await newPackage(50);
    const T = new Date();
    // travel in 20 days: the balance is due in 6 days
    const travel = new Date(T.getTime() + 20 * DAY);
    const due = await confirmedWithBalance(packageId, T, travel);
    const paidInFull = await confirmedWithBalance(packageId, T, travel);
    await sql("update booking set amount_paid_in_pkr = total_price_in_pkr, payment_status = 'paid' where id = ?", [paidInFull]);
    const cancelled = await confirmedWithBalance(packageId, T, travel);
    await cancelBooking(ctxAt(T), cancelled);
    // many more due at the same time, so parallel sweeps really compete for the same rows
    const crowd = await Promise.all(Array.from({ length: 12 }, () => confirmedWithBalance(packageId, T, travel)));

    // 6 days ahead: too early
    await sweeps(T, 2);
    expect(heard.filter((h) => h.startsWith('balance:'))).toEqual([]);

    // 2.5 days before the balance is due: four sweeps at once remind each booking once
    const soon = new Date(T.getTime() + 3.5 * DAY);
    const runs = await sweeps(soon, 4);
    expect(runs.reduce((n, r) => n + r.balanceDueSoon, 0)).toBe(13);
    for (const id of [due, ...crowd]) expect(count(`balance:${id}`)).toBe(1);
    expect(count(`balance:${paidInFull}`)).toBe(0);
    expect(count(`balance:${cancelled}`)).toBe(0);
    const [{ balance_due_at }] = await sql<{ balance_due_at: string }>('select balance_due_at from booking where id = ?', [due]);
    expect(payloads.get(`balance:${due}`)).toEqual({ bookingId: due, userId: traveller.id, balanceInPkr: '70000.00', balanceDueAt: new Date(balance_due_at) });

    // later sweeps (the due date passing too) remind no one again
    await sweeps(new Date(T.getTime() + 7 * DAY), 2);
    expect(heard.filter((h) => h.startsWith('balance:'))).toHaveLength(13);
    const rows = await sql<{ n: number }>("select count(*)::int as n from booking_reminder where kind = 'balance_due_soon'");
    expect(rows[0].n).toBe(13);
  }, 60_000);

  it('a balance due at booking (travel within 14 days) is reminded at once; after travel, never', async () => {
    const packageId = await newPackage(5);
    const T = new Date(Date.now() + 40 * DAY);
    const near = await confirmedWithBalance(packageId, T, new Date(T.getTime() + 10 * DAY));
    const [{ balance_due_at }] = await sql<{ balance_due_at: string }>('select balance_due_at from booking where id = ?', [near]);
    expect(new Date(balance_due_at).getTime()).toBe(T.getTime());
    const travelled = await confirmedWithBalance(packageId, T, new Date(T.getTime() + 2 * DAY));
    // the first sweep comes three days later: `near` is overdue and still ahead of its trip, `travelled` has left
    await sweeps(new Date(T.getTime() + 3 * DAY), 2);
    expect(count(`balance:${near}`)).toBe(1);
    expect(count(`balance:${travelled}`)).toBe(0);
  }, 60_000);
});

describe('booking.hold_expiring', () => {
  it('goes out once for a pending booking whose hold ends within 5 minutes; never once cancelled or expired', async () => {
    const packageId = await newPackage(40);
    const T = new Date(Date.now() + 100 * DAY);
    const pending = await Promise.all(Array.from({ length: 20 }, () => book(ctxAt(T), { type: 'package', packageId, passengerCount: 1 })));
    const ids = pending.map((b) => b.id);
    const cancelled = await book(ctxAt(T), { type: 'package', packageId, passengerCount: 1 });
    await cancelBooking(ctxAt(T), cancelled.id);
    // booked ten minutes earlier: its hold is over when the others' is about to end
    const expired = await book(ctxAt(new Date(T.getTime() - 10 * MIN)), { type: 'package', packageId, passengerCount: 1 });

    // 20-minute holds: at 14 minutes nothing is close to its end
    await sweeps(new Date(T.getTime() + 14 * MIN), 2);
    expect(heard.filter((h) => h.startsWith('hold:'))).toEqual([]);

    // the early one has run out (and is expired by its sweep), the others end within 5 minutes
    const at = new Date(T.getTime() + 16 * MIN);
    expect(await expireOverdueHolds(ctxAt(at, null))).toBe(1);
    const runs = await sweeps(at, 4);
    expect(runs.reduce((n, r) => n + r.holdExpiring, 0)).toBe(20);
    for (const id of ids) expect(count(`hold:${id}`)).toBe(1);
    expect(count(`hold:${cancelled.id}`)).toBe(0);
    expect(count(`hold:${expired.id}`)).toBe(0);
    const [{ hold_expires_at }] = await sql<{ hold_expires_at: string }>('select hold_expires_at from booking where id = ?', [ids[0]]);
    expect(payloads.get(`hold:${ids[0]}`)).toEqual({ bookingId: ids[0], userId: traveller.id, amountDueNowInPkr: '30000.00', holdExpiresAt: new Date(hold_expires_at) });

    await sweeps(new Date(T.getTime() + 19 * MIN), 3);
    expect(heard.filter((h) => h.startsWith('hold:'))).toHaveLength(20);
  }, 60_000);
});

describe('the reminders job', () => {
  it('is one of the app’s jobs, a periodic sweep run by one process at a time', () => {
    const job = appJobs().find((j) => j.name === REMINDERS_JOB);
    expect(job?.options).toMatchObject({ policy: 'stately', everySeconds: 60, concurrency: 1 });
  });
});
