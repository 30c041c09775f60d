import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext, type Viewer } from '../../core/context.js';
import { JobQueue } from '../../jobs/queue.js';
import { useTestApp } from '../../test/app.js';
import { pay } from '../payments/checkout.service.js';
import { paymentGateways } from '../payments/gateways/index.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { receivePaymentEvent } from '../payments/payments.service.js';
import { processRefund, refundJob } from '../payments/refunds.service.js';
import { book } from './bookings.service.js';
import { expireHold, expireOverdueHolds, holdExpiryJob } from './holds.js';

// Holds on the real PostgreSQL: a payment succeeding while its hold runs out ends, every time, either confirmed and
// paid or expired and refunded (never paid and expired), with the package's seats exact; an abandoned checkout gives
// its seats back exactly once however many expiries run at once; the scheduled pg-boss job expires a hold on time.

// 3 s holds: the job test waits for one in real time
const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'holds-test-secret-0123456789', BOOKING_HOLD_MINUTES: '0.05' } });
const HOLD_MS = 3000;

const sql = <T>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute<T[]>(query, params);
let traveller: Viewer;

function ctxAt(now: Date, viewer: Viewer | null = traveller) {
  return systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => now }, viewer);
}

async function newPackage(spots: number): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent)
     values ('holds-' || gen_random_uuid(), 'Hold Test Umrah', 'A package for the hold tests.', 'umrah', '10 days', 100000, ?, ?, 30) returning id`,
    [spots, spots],
  );
  return row.id;
}

const spotsOf = async (packageId: string) => (await sql<{ s: number }>('select available_spots as s from package where id = ?', [packageId]))[0].s;

beforeAll(async () => {
  const [user] = await sql<{ id: string }>(
    `insert into app_user (username, email, password_hash, first_name, last_name, role)
     values ('holder', 'holder@example.pk', 'x', 'Hold', 'Er', 'end_user') returning id`,
  );
  traveller = { id: user.id, username: 'holder', role: 'end_user' };
});

/** A pending booking with a sandbox checkout the payer has already decided (Pay pressed in time): the event to deliver. */
async function paidAtTheGateway(packageId: string, at: Date) {
  const booking = await book(ctxAt(at), { type: 'package', packageId, passengerCount: 1 });
  const started = await pay(ctxAt(at), { bookingId: booking.id, method: PaymentMethod.sandbox });
  const sandbox = paymentGateways(t.deps.config).sandbox;
  const decided = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctxAt(at), em }, started.payment.gatewayReference ?? '', 'success'));
  return { bookingId: booking.id, paymentId: started.payment.id, event: sandbox.eventOf(decided.body ?? '') };
}

describe('a payment succeeding while its hold runs out', () => {
  it('200 races end confirmed-and-paid or expired-and-refunded, never both, with the seats exact', async () => {
    // four packages, so bookings set up side by side do not all queue on one row
    const packages = [await newPackage(250), await newPackage(250), await newPackage(250), await newPackage(250)];
    const start = new Date();
    const outcomes = { confirmed: 0, expired: 0 };
    // set up in small parallel batches (each booking at its own time), then race each booking's two ends
    const prepared: Array<Awaited<ReturnType<typeof paidAtTheGateway>> & { at: Date }> = [];
    for (let i = 0; i < 200; i += 8) {
      prepared.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, async (_, k) => {
            const at = new Date(start.getTime() + (i + k) * 1000);
            return { ...(await paidAtTheGateway(packages[(i + k) % 4], at)), at };
          }),
        )),
      );
    }
    const race = async ({ bookingId, event, at }: (typeof prepared)[number], i: number) => {
      // the webhook and the hold's end arrive after the hold's time: one in four bookings gets the webhook fully
      // first, one in four the expiry fully first (so both endings are certainly exercised, whatever the machine's
      // load), the other half race them at once, who starts first alternating
      const after = new Date(at.getTime() + HOLD_MS + 1);
      const deliver = () => receivePaymentEvent(ctxAt(after, null), event);
      const expire = () => expireHold(ctxAt(after, null), bookingId);
      if (i % 4 === 0) {
        await deliver();
        await expire();
      } else if (i % 4 === 1) {
        await expire();
        await deliver();
      } else await Promise.all(i % 2 ? [deliver(), expire()] : [expire(), deliver()]);

      const [b] = await sql<{ status: string; amount_paid_in_pkr: string; inventory_held: boolean; payment_status: string }>(
        'select status, amount_paid_in_pkr, inventory_held, payment_status from booking where id = ?',
        [bookingId],
      );
      const refunds = await sql<{ amount_in_pkr: string; reason: string }>('select amount_in_pkr, reason from payment_refund where booking_id = ?', [bookingId]);
      if (b.status === 'confirmed') {
        outcomes.confirmed++;
        expect({ ...b, refunds }).toEqual({ status: 'confirmed', amount_paid_in_pkr: '30000.00', inventory_held: true, payment_status: 'partially_paid', refunds: [] });
      } else {
        outcomes.expired++;
        expect({ ...b, refunds }).toEqual({
          status: 'expired',
          amount_paid_in_pkr: '30000.00',
          inventory_held: false,
          payment_status: 'refund_pending',
          refunds: [{ amount_in_pkr: '30000.00', reason: 'late_payment' }],
        });
      }
    };
    for (let i = 0; i < prepared.length; i += 5) await Promise.all(prepared.slice(i, i + 5).map((p, k) => race(p, i + k)));
    // every race ended one way or the other, and the seats taken are exactly the confirmed bookings'. Which way a
    // true race goes depends on timing (on a loaded machine the expiry can win them all), so only the ordered quarters
    // are certain: 50 webhooks first, 50 expiries first
    console.log(`200 races: ${outcomes.confirmed} confirmed and paid, ${outcomes.expired} expired and refunded`);
    expect(outcomes.confirmed + outcomes.expired).toBe(200);
    expect(outcomes.confirmed).toBeGreaterThanOrEqual(50);
    expect(outcomes.expired).toBeGreaterThanOrEqual(50);
    const spots = await sql<{ s: number }>('select coalesce(sum(available_spots), 0)::int as s from package where id = any(?::uuid[])', [`{${packages.join(',')}}`]);
    expect(spots[0].s).toBe(1000 - outcomes.confirmed);

    // the late money goes back through the sandbox, once each, even when sent twice at once
    const ours = `{${packages.join(',')}}`;
    const pending = await sql<{ id: string }>(
      "select r.id from payment_refund r join booking b on b.id = r.booking_id where b.package_id = any(?::uuid[]) and r.status = 'pending'",
      [ours],
    );
    expect(pending).toHaveLength(outcomes.expired);
    const twice = (id: string) => Promise.all([processRefund(ctxAt(new Date(), null), id), processRefund(ctxAt(new Date(), null), id)]);
    for (let i = 0; i < pending.length; i += 4) await Promise.all(pending.slice(i, i + 4).map((r) => twice(r.id)));
    const [money] = await sql<{ refunded: string; expired: string; statuses: string[] }>(
      `select (select coalesce(sum(s.refunded_in_pkr), 0)::text from payment_sandbox_txn s join payment p on p.gateway_reference = s.reference
                 join booking b on b.id = p.booking_id where b.package_id = any(?::uuid[])) as refunded,
              (select coalesce(sum(amount_refunded_in_pkr), 0)::text from booking where package_id = any(?::uuid[]) and status = 'expired') as expired,
              (select array_agg(distinct payment_status) from booking where package_id = any(?::uuid[]) and status = 'expired') as statuses`,
      [ours, ours, ours],
    );
    expect(money.refunded).toBe((outcomes.expired * 30000).toFixed(2));
    expect(money.expired).toBe(money.refunded);
    expect(money.statuses).toEqual(['refunded']);
  }, 120_000);
});

describe('abandoned checkouts', () => {
  it('give their seats back exactly once after the hold, however many expiries run at once', async () => {
    const packageId = await newPackage(30);
    const at = new Date();
    const sandbox = paymentGateways(t.deps.config).sandbox;
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const booking = await book(ctxAt(at), { type: 'package', packageId, passengerCount: 1 });
      const started = await pay(ctxAt(at), { bookingId: booking.id, method: PaymentMethod.sandbox });
      await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctxAt(at), em }, started.payment.gatewayReference ?? '', 'abandon'));
      ids.push(booking.id);
    }
    expect(await spotsOf(packageId)).toBe(10);
    const [statsBefore] = await sql<{ n: string }>('select sum(bookings)::text as n from booking_stats_shard');

    // before the hold's end nothing expires
    expect(await expireOverdueHolds(ctxAt(new Date(at.getTime() + HOLD_MS - 1), null))).toBe(0);
    expect(await spotsOf(packageId)).toBe(10);

    const after = new Date(at.getTime() + HOLD_MS + 1);
    const runs = await Promise.all([
      ...Array.from({ length: 4 }, () => expireOverdueHolds(ctxAt(after, null))),
      ...ids.flatMap((id) => [expireHold(ctxAt(after, null), id), expireHold(ctxAt(after, null), id)]),
    ]);
    const expired = runs.reduce<number>((sum, r) => sum + Number(r), 0);
    expect(expired).toBe(20);
    expect(await spotsOf(packageId)).toBe(30);
    const [statsAfter] = await sql<{ n: string }>('select sum(bookings)::text as n from booking_stats_shard');
    expect(Number(statsAfter.n)).toBe(Number(statsBefore.n) - 20);
    const rows = await sql<{ status: string; payments: string[] }>(
      `select b.status, array_agg(p.status) as payments from booking b join payment p on p.booking_id = b.id where b.package_id = ? group by b.id`,
      [packageId],
    );
    expect(new Set(rows.map((r) => `${r.status}:${r.payments.join(',')}`))).toEqual(new Set(['expired:expired']));
    // and again later: nothing more comes back
    expect(await expireOverdueHolds(ctxAt(new Date(after.getTime() + 60_000), null))).toBe(0);
    expect(await spotsOf(packageId)).toBe(30);
  });
});

describe('the hold-expiry job', () => {
  it('is scheduled in the booking’s transaction and expires the hold on time; a paid booking is left alone', async () => {
    const queue = await JobQueue.start({
      connectionString: t.db.url,
      orm: t.db.orm,
      config: t.deps.config,
      log: t.deps.log,
      jobs: [holdExpiryJob(), refundJob()],
      pollingIntervalSeconds: 0.5,
      poolMax: 2,
    });
    try {
      const packageId = await newPackage(5);
      // the app's clock is the real one here: pg-boss starts the job at the hold's end in real time
      t.clock.now = new Date();
      const abandoned = await book(ctxAt(t.clock.now), { type: 'package', packageId, passengerCount: 2 });
      const { bookingId: paid, event } = await paidAtTheGateway(packageId, t.clock.now);
      await receivePaymentEvent(ctxAt(new Date(), null), event);
      expect(await spotsOf(packageId)).toBe(2);
      const status = async (id: string) => (await sql<{ status: string }>('select status from booking where id = ?', [id]))[0].status;
      const deadline = Date.now() + 15_000;
      while ((await status(abandoned.id)) === 'pending' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await status(abandoned.id)).toBe('expired');
      expect(await status(paid)).toBe('confirmed');
      expect(await spotsOf(packageId)).toBe(4);
      const [jobs] = await sql<{ n: number }>("select count(*)::int as n from pgboss.job where name = 'bookings_hold_expiry' and state = 'completed'");
      expect(jobs.n).toBeGreaterThanOrEqual(1);
    } finally {
      await queue.stop(1000);
    }
  }, 30_000);
});
