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

// Reminder events on the real PostgreSQL: booking.payment_due 7 days, 3 days, 1 day and 2 hours before payBy (a
// confirmed balance or a pending hold), booking.balance_due_soon for a package whose balance was due at booking,
// booking.hold_expiring for a pending booking whose hold ends within 5 minutes; each once per booking (and deadline),
// even from sweeps running at the same moment; never for bookings paid in full, cancelled or expired. The clock is each
// sweep's own `now`: no sleeps.

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
    domainEvents.onEvent('booking.payment_due', (e) => {
      heard.push(`${e.kind}:${e.bookingId}`);
      payloads.set(`${e.kind}:${e.bookingId}`, e);
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

describe('booking.payment_due (7 days, 3 days, 1 day, 2 hours before payBy)', () => {
  const H = 3_600_000;
  it('a confirmed balance: each window once, from parallel sweeps; a skipped window is not sent late; never when paid in full or cancelled', async () => {
    const packageId = await newPackage(50);
    const T = new Date(Date.now() + 200 * DAY);
    // travel in 30 days: the balance is due in 16 days
    const travel = new Date(T.getTime() + 30 * DAY);
    const due = await confirmedWithBalance(packageId, T, travel);
    const paidInFull = await confirmedWithBalance(packageId, T, travel);
    await sql("update booking set amount_paid_in_pkr = total_price_in_pkr, payment_status = 'paid' where id = ?", [paidInFull]);
    const cancelled = await confirmedWithBalance(packageId, T, travel);
    await cancelBooking(ctxAt(T), cancelled);
    // many more due at the same time, so parallel sweeps really compete for the same rows
    const crowd = await Promise.all(Array.from({ length: 12 }, () => confirmedWithBalance(packageId, T, travel)));
    const all = [due, ...crowd];
    const [{ balance_due_at }] = await sql<{ balance_due_at: string }>('select balance_due_at from booking where id = ?', [due]);
    const payBy = new Date(balance_due_at);
    expect(payBy.getTime()).toBe(T.getTime() + 16 * DAY);
    const before = (ms: number) => new Date(payBy.getTime() - ms);
    const kinds = (id: string) => heard.filter((h) => h.endsWith(`:${id}`) && h.startsWith('pay_')).map((h) => h.split(':')[0]);

    // 7.5 days ahead: too early
    await sweeps(before(7.5 * DAY), 2);
    expect(all.flatMap(kinds)).toEqual([]);

    // 6.5 days: four sweeps at once remind each booking once
    const runs = await sweeps(before(6.5 * DAY), 4);
    expect(runs.reduce((n, r) => n + r.paymentDue, 0)).toBe(13);
    for (const id of all) expect(kinds(id)).toEqual(['pay_7d']);
    expect(payloads.get(`pay_7d:${due}`)).toEqual({ bookingId: due, userId: traveller.id, kind: 'pay_7d', amountInPkr: '70000.00', payBy, balance: true });
    await sweeps(before(4 * DAY), 2);
    expect(kinds(due)).toEqual(['pay_7d']);

    // no sweep between 3 days and 1 day before: the 3-day reminder is not sent late, the 1-day one is
    await sweeps(before(20 * H), 3);
    for (const id of all) expect(kinds(id)).toEqual(['pay_7d', 'pay_1d']);
    await sweeps(before(1.5 * H), 3);
    await sweeps(before(60_000), 2);
    for (const id of all) expect(kinds(id)).toEqual(['pay_7d', 'pay_1d', 'pay_2h']);
    expect(kinds(paidInFull)).toEqual([]);
    expect(kinds(cancelled)).toEqual([]);
    const rows = await sql<{ kind: string; n: number }>(
      `select kind, count(*)::int as n from booking_reminder where booking_id in (${all.map(() => '?').join(', ')}) group by kind order by kind`,
      all,
    );
    expect(rows).toEqual([{ kind: 'pay_1d', n: 13 }, { kind: 'pay_2h', n: 13 }, { kind: 'pay_7d', n: 13 }]);

    // the bell and the e-mail say it, keyed by the deadline
    const [bell] = await sql<{ title: string; body: string; link: string }>('select title, body, link from notification where user_id = ? and key = ?', [
      traveller.id,
      `booking:${due}:pay_2h:${payBy.toISOString()}`,
    ]);
    expect(bell).toEqual({ title: expect.stringContaining('Rs 70,000 due in 2 hours'), body: expect.stringContaining('is due by'), link: `/checkout/${due}` });
  }, 60_000);

  it('a booking first seen 2 days before its deadline gets the 3-day reminder only; a moved deadline is reminded again', async () => {
    const packageId = await newPackage(5);
    const T = new Date(Date.now() + 300 * DAY);
    const id = await confirmedWithBalance(packageId, T, new Date(T.getTime() + 30 * DAY));
    const payBy = new Date(T.getTime() + 16 * DAY);
    await sweeps(new Date(payBy.getTime() - 2 * DAY), 2);
    expect(heard.filter((h) => h.endsWith(`:${id}`))).toEqual([`pay_3d:${id}`]);
    // the deadline moves a week later (an amendment): 2 days before the new one, reminded again
    const later = new Date(payBy.getTime() + 7 * DAY);
    await sql('update booking set balance_due_at = ? where id = ?', [later, id]);
    await sweeps(new Date(later.getTime() - 2 * DAY), 2);
    expect(heard.filter((h) => h.endsWith(`:${id}`))).toEqual([`pay_3d:${id}`, `pay_3d:${id}`]);
  }, 60_000);

  it('a pending hold: its first payment, by holdExpiresAt; a short hold (made inside the window) gets none', async () => {
    const packageId = await newPackage(10);
    const T = new Date(Date.now() + 400 * DAY);
    const long = await book(ctxAt(T), { type: 'package', packageId, passengerCount: 1 });
    const short = await book(ctxAt(T), { type: 'package', packageId, passengerCount: 1 });
    // a day-and-a-bit hold (BOOKING_HOLD_MINUTES allows up to a day; set here by hand)
    const ends = new Date(T.getTime() + 26 * H);
    await sql('update booking set hold_expires_at = ? where id = ?', [ends, long.id]);
    await sweeps(new Date(T.getTime() + 60_000), 2);
    expect(heard.filter((h) => h.endsWith(`:${long.id}`) || h.endsWith(`:${short.id}`))).toEqual([]);
    await sweeps(new Date(ends.getTime() - 23 * H), 2);
    await sweeps(new Date(ends.getTime() - 90 * 60_000), 2);
    expect(heard.filter((h) => h.endsWith(`:${long.id}`))).toEqual([`pay_1d:${long.id}`, `pay_2h:${long.id}`]);
    expect(payloads.get(`pay_2h:${long.id}`)).toEqual({ bookingId: long.id, userId: traveller.id, kind: 'pay_2h', amountInPkr: '30000.00', payBy: ends, balance: false });
    // the 20-minute hold: only its 5-minute warning
    await sweeps(new Date(T.getTime() + 17 * MIN), 2);
    expect(heard.filter((h) => h.endsWith(`:${short.id}`))).toEqual([`hold:${short.id}`]);
  }, 60_000);
});

describe('booking.balance_due_soon (a balance due from the moment of booking)', () => {
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
    // this test's hold warnings (the payment_due tests' holds are others')
    const holdsHere = () => heard.filter((h) => h.startsWith('hold:') && [...ids, cancelled.id, expired.id].some((id) => h.endsWith(id)));
    const cancelled = await book(ctxAt(T), { type: 'package', packageId, passengerCount: 1 });
    await cancelBooking(ctxAt(T), cancelled.id);
    // booked ten minutes earlier: its hold is over when the others' is about to end
    const expired = await book(ctxAt(new Date(T.getTime() - 10 * MIN)), { type: 'package', packageId, passengerCount: 1 });

    // 20-minute holds: at 14 minutes nothing is close to its end
    await sweeps(new Date(T.getTime() + 14 * MIN), 2);
    expect(holdsHere()).toEqual([]);

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
    expect(holdsHere()).toHaveLength(20);
  }, 60_000);
});

describe('the reminders job', () => {
  it('is one of the app’s jobs, a periodic sweep run by one process at a time', () => {
    const job = appJobs().find((j) => j.name === REMINDERS_JOB);
    expect(job?.options).toMatchObject({ policy: 'stately', everySeconds: 60, concurrency: 1 });
  });
});
