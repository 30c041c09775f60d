import crypto from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import Big from 'big.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ServiceContext, systemContext, type Viewer } from '../../core/context.js';
import { ConflictError, InsufficientFundsError, ValidationError } from '../../core/errors.js';
import { useTestApp } from '../../test/app.js';
import { Booking } from '../bookings/booking.entity.js';
import { makeReference } from '../payments/gateways/gateway.js';
import { Payment, PaymentMethod, PaymentPurpose, Refund, RefundReason, RefundStatus } from '../payments/payment.entity.js';
import { receivePaymentEvent } from '../payments/payments.service.js';
import { recordRefund, refundBooking } from '../payments/refunds.service.js';
import { payInstallmentFromWallet } from '../payments/wallet.js';
import { checkBooks } from './ledger.service.js';
import { approvePayout, markPayoutPaid, rejectPayout, requestPayout } from './payouts.service.js';
import { splitAmount, splitCommission } from './postings.js';

// THE property test of the books (issue 17), against the real PostgreSQL: random sequences of top-ups, wallet bookings
// and their refunds (through the wallet's own settlement and service), gateway payments for an agent's package (and surplus ones), cancellations with refunds decided and
// sent, trips starting (the commission split), payout requests, approvals, transfers and rejections. Each sequence has
// its own agent (so all share one database); the platform's accounts are shared, so the model follows their moves from
// the balances they had when the sequence began. After every operation: checkBooks() finds nothing (every entry sums
// to zero, every kept balance is the sum of its lines, no wallet past its credit, all balances sum to zero), no wallet
// is below minus its credit limit, and a model in plain integers of paisa agrees with every balance.

// 300 per suite run (a new seed each run, so runs add up to new ground; the suite's 15-minute budget, issue 34);
// LEDGER_PROPERTY_RUNS=1000 or more for a deep run
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 300);
// sequences run this many at a time (each its own agent): the platform's shared accounts are then checked against the
// model once all have run (with 1, after every operation too)
const WORKERS = Math.max(1, Number(process.env.LEDGER_PROPERTY_WORKERS ?? 4));
const t = useTestApp();

type Op =
  | { t: 'topUp'; cents: number }
  | { t: 'walletBook'; cents: number }
  | { t: 'walletRefund'; i: number }
  | { t: 'pay'; cents: number }
  | { t: 'payAgain'; b: number }
  | { t: 'cancel'; b: number; percent: number }
  | { t: 'sendRefunds' }
  | { t: 'tripStarts'; b: number }
  | { t: 'requestPayout'; percent: number }
  | { t: 'approve'; p: number }
  | { t: 'markPaid'; p: number }
  | { t: 'reject'; p: number };

const cents = (max: number) => fc.integer({ min: 1, max });
const index = fc.nat({ max: 7 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('topUp' as const), cents: cents(5_000_000) }),
  fc.record({ t: fc.constant('walletBook' as const), cents: cents(6_000_000) }),
  { arbitrary: fc.record({ t: fc.constant('walletRefund' as const), i: index }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('pay' as const), cents: cents(10_000_000) }), weight: 3 },
  fc.record({ t: fc.constant('payAgain' as const), b: index }),
  fc.record({ t: fc.constant('cancel' as const), b: index, percent: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ t: fc.constant('sendRefunds' as const) }),
  { arbitrary: fc.record({ t: fc.constant('tripStarts' as const), b: index }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant('requestPayout' as const), percent: fc.integer({ min: 1, max: 130 }) }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('approve' as const), p: index }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant('markPaid' as const), p: index }), weight: 2 },
  fc.record({ t: fc.constant('reject' as const), p: index }),
);
const scenarioArb = fc.record({
  creditCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })),
  // the admin's commission override for this agent (null: PLATFORM_COMMISSION_PERCENT, 10)
  override: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
  // most sequences start from money to work with (a top-up; a trip sold and started, earnings asked for), so the
  // operations after it act rather than find nothing to do; then 3-8 operations in all
  ops: fc
    .tuple(
      fc.option(fc.record({ topUp: cents(5_000_000), spend: cents(6_000_000) }), { nil: null }),
      fc.option(fc.record({ cents: cents(10_000_000), percent: fc.integer({ min: 1, max: 100 }) }), { nil: null }),
      fc.array(opArb, { minLength: 1, maxLength: 4 }),
    )
    .map(([wallet, sale, rest]): Op[] => {
      const prelude: Op[] = [
        ...(wallet ? [{ t: 'topUp' as const, cents: wallet.topUp }, { t: 'walletBook' as const, cents: wallet.spend }] : []),
        ...(sale ? [{ t: 'pay' as const, cents: sale.cents }, { t: 'tripStarts' as const, b: 0 }, { t: 'requestPayout' as const, percent: sale.percent }] : []),
      ];
      const ops = [...prelude, ...rest].slice(0, 8);
      return ops.length >= 3 ? ops : [...ops, { t: 'sendRefunds' as const }, { t: 'sendRefunds' as const }].slice(0, 3);
    }),
});

const PLATFORM = ['gateway_clearing', 'platform_revenue', 'customer_deposits', 'refunds_payable', 'commission_income', 'payouts_payable'] as const;
type PlatformKind = (typeof PLATFORM)[number];
// shown balances: assets (clearing) debit-positive, the rest credit-positive
const SIGN: Record<string, 1 | -1> = { gateway_clearing: 1, agent_wallet: -1, agent_earnings: -1 };

const toCents = (amount: string | number) => Number(new Big(amount).times(100).toFixed(0));
const toPkr = (c: number) => new Big(c).div(100).toFixed(2);

type ModelBooking = { id: string; paid: number; refunded: number; held: number; ratio: Big | null };
type ModelPayout = { id: string; cents: number; status: 'requested' | 'approved' | 'paid' | 'rejected' };
type Model = {
  wallet: number;
  credit: number;
  earnings: number;
  platform: Record<PlatformKind, number>;
  bookings: ModelBooking[];
  walletBookings: Array<{ id: string; cents: number; refunded: boolean }>;
  pendingRefunds: string[];
  payouts: ModelPayout[];
};

let traveller = '';
let admin: Viewer;
beforeAll(async () => {
  const rows = await t.db.orm.em.fork().execute<{ id: string; role: string }[]>(
    `insert into app_user (username, email, password_hash, first_name, last_name, role)
     values ('prop_traveller', 'prop_traveller@example.pk', '!', 'Prop', 'Traveller', 'end_user'), ('prop_admin', 'prop_admin@example.pk', '!', 'Prop', 'Admin', 'super_admin')
     returning id, role`,
  );
  traveller = rows.find((r) => r.role === 'end_user')!.id;
  admin = { id: rows.find((r) => r.role === 'super_admin')!.id, username: 'prop_admin', role: 'super_admin' };
});

const ctxAs = (viewer: Viewer | null): ServiceContext => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log }, viewer);
const inTx = <T>(fn: (c: ServiceContext) => Promise<T>, viewer: Viewer | null = null) => {
  const c = ctxAs(viewer);
  return c.em.transactional((em) => fn({ ...c, em }));
};

async function balances(agentId: string): Promise<{ wallet: number; earnings: number; platform: Record<PlatformKind, number> }> {
  const rows = await t.db.orm.em
    .fork()
    .execute<{ kind: string; balance: string }[]>(`select kind, balance_in_pkr::text as balance from ledger_account where owner_id = ? or owner_id is null`, [agentId]);
  const shown = (kind: string) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? toCents(row.balance) * (SIGN[kind] ?? -1) + 0 : 0;
  };
  return {
    wallet: shown('agent_wallet'),
    earnings: shown('agent_earnings'),
    platform: Object.fromEntries(PLATFORM.map((k) => [k, shown(k)])) as Record<PlatformKind, number>,
  };
}

async function expectThrows(promise: Promise<unknown>, type: new (...args: never[]) => Error): Promise<void> {
  let error: unknown;
  try {
    await promise;
  } catch (err) {
    error = err;
  }
  expect(error, `expected ${type.name}`).toBeInstanceOf(type);
}

let sequences = 0;
let operations = 0;
// what all sequences together moved on the platform's accounts, by the model
const platformMoved = Object.fromEntries(PLATFORM.map((k) => [k, 0])) as Record<PlatformKind, number>;
const opCounts: Record<string, number> = {};
// milliseconds spent in each kind of operation, and in the checks after them
const opMs: Record<string, number> = {};
const addMs = (what: string, since: number) => void (opMs[what] = (opMs[what] ?? 0) + performance.now() - since);

async function runScenario({ creditCents, override, ops }: { creditCents: number; override: number | null; ops: Op[] }): Promise<void> {
  sequences++;
  const em0 = t.db.orm.em.fork();
  const name = `prop_${crypto.randomUUID().slice(0, 12)}`;
  const [row] = await em0.execute<{ id: string }[]>(
    `insert into app_user (username, email, password_hash, first_name, last_name, role) values (?, ?, '!', 'Prop', 'Agent', 'b2b_agent') returning id`,
    [name, `${name}@example.pk`],
  );
  const agentId = row.id;
  const agent: Viewer = { id: agentId, username: name, role: 'b2b_agent' };
  const now = new Date();
  // the agent's accounts with the admin's settings: a credit limit, maybe a commission override
  await em0.execute(
    `insert into ledger_account (kind, owner_id, credit_limit_in_pkr, commission_percent, created_at, updated_at) values ('agent_wallet', ?, ?, null, ?, ?), ('agent_earnings', ?, 0, ?, ?, ?)`,
    [agentId, toPkr(creditCents), now, now, agentId, override === null ? null : toPkr(override), now, now],
  );
  const percent = override === null ? String(t.deps.config.payments.commissionPercent) : toPkr(override);
  const start = await balances(agentId);
  const model: Model = {
    wallet: 0,
    credit: creditCents,
    earnings: 0,
    platform: Object.fromEntries(PLATFORM.map((k) => [k, 0])) as Record<PlatformKind, number>,
    bookings: [],
    walletBookings: [],
    pendingRefunds: [],
    payouts: [],
  };
  const P = model.platform;

  async function newPayment(bookingId: string | null, amountCents: number): Promise<Payment> {
    const em = t.db.orm.em.fork();
    const at = new Date();
    const payment = em.create(Payment, {
      booking: bookingId,
      // a booking's payment is the traveller's; a wallet top-up (no booking) the agent's
      payer: bookingId ? traveller : agentId,
      method: PaymentMethod.bank_transfer,
      purpose: bookingId ? PaymentPurpose.full : PaymentPurpose.top_up,
      amountInPkr: toPkr(amountCents),
      gatewayReference: makeReference(at),
      createdAt: at,
      updatedAt: at,
    });
    await em.flush();
    const received = await receivePaymentEvent(ctxAs(null), {
      gateway: PaymentMethod.bank_transfer,
      eventId: `prop_${payment.id}`,
      reference: payment.gatewayReference as string,
      outcome: 'succeeded',
      amountInPkr: payment.amountInPkr,
      gatewayTransactionId: null,
      message: null,
      payload: {},
    });
    expect(received.result).toMatch(/^applied/);
    return payment;
  }

  // money back for a booking (refund decided): from where it sits
  function modelRefundDecided(b: ModelBooking, c: number) {
    if (b.ratio) {
      const split = splitAmount(toPkr(c), b.ratio);
      P.commission_income -= toCents(split.commission);
      model.earnings -= toCents(split.earnings);
    } else {
      P.customer_deposits -= c;
      b.held -= c;
    }
    P.refunds_payable += c;
  }

  async function insertBooking(user: string, seller: string | null, amountCents: number): Promise<string> {
    const [b] = await t.db.orm.em.fork().execute<{ id: string }[]>(
      `insert into booking (user_id, seller_id, type, item_name, passenger_count, total_price_in_pkr, status, travel_date, created_at)
       values (?, ?, 'package', 'Property Tour', 1, ?, 'pending', ?, now()) returning id`,
      [user, seller, toPkr(amountCents), new Date(Date.now() + 60 * 86_400_000)],
    );
    return b.id;
  }

  async function openRefundsOf(bookingId: string): Promise<string[]> {
    const refunds = await t.db.orm.em.fork().find(Refund, { booking: bookingId, status: RefundStatus.awaiting_transfer });
    return refunds.map((r) => r.id);
  }

  for (const op of ops) {
    operations++;
    opCounts[op.t] = (opCounts[op.t] ?? 0) + 1;
    const booking = 'b' in op && model.bookings.length ? model.bookings[op.b % model.bookings.length] : undefined;
    const payout = 'p' in op && model.payouts.length ? model.payouts[op.p % model.payouts.length] : undefined;
    const opStarted = performance.now();
    switch (op.t) {
      case 'topUp': {
        // a top-up payment (no booking) succeeding at its gateway: the wallet's settlement credits the wallet
        await newPayment(null, op.cents);
        model.wallet += op.cents;
        P.gateway_clearing += op.cents;
        break;
      }
      case 'walletBook': {
        // the agent books one of the platform's packages and pays it from the wallet (the wallet's own service)
        const bookingId = await insertBooking(agentId, null, op.cents);
        const spend = inTx(async (c) => {
          const locked = await c.em.findOneOrFail(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          return payInstallmentFromWallet(c, locked, { purpose: PaymentPurpose.full, amount: toPkr(op.cents) });
        }, agent);
        if (model.wallet + model.credit >= op.cents) {
          await spend;
          model.wallet -= op.cents;
          P.platform_revenue += op.cents;
          model.walletBookings.push({ id: bookingId, cents: op.cents, refunded: false });
        } else {
          await expectThrows(spend, InsufficientFundsError);
        }
        break;
      }
      case 'walletRefund': {
        const wb = model.walletBookings.length ? model.walletBookings[op.i % model.walletBookings.length] : undefined;
        if (!wb || wb.refunded) break;
        // cancelled: the refund of a wallet payment goes back to the wallet as it is decided
        const made = await inTx(async (c) => {
          const locked = await c.em.findOneOrFail(Booking, { id: wb.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
          locked.status = 'cancelled';
          return refundBooking(c, locked, toPkr(wb.cents), RefundReason.cancellation);
        });
        expect(made.map((r) => [r.amountInPkr, r.status])).toEqual([[toPkr(wb.cents), RefundStatus.succeeded]]);
        wb.refunded = true;
        model.wallet += wb.cents;
        P.platform_revenue -= wb.cents;
        break;
      }
      case 'pay': {
        // a traveller books the agent's package and pays it at a gateway
        const bookingId = await insertBooking(traveller, agentId, op.cents);
        await newPayment(bookingId, op.cents);
        model.bookings.push({ id: bookingId, paid: op.cents, refunded: 0, held: op.cents, ratio: null });
        P.gateway_clearing += op.cents;
        P.customer_deposits += op.cents;
        break;
      }
      case 'payAgain': {
        if (!booking) break;
        // the same purpose paid twice: surplus, its refund decided in the same transaction
        await newPayment(booking.id, booking.paid);
        P.gateway_clearing += booking.paid;
        if (booking.ratio) {
          // after the split, money for the booking splits at once (and its refund claws back the same way)
          const split = splitAmount(toPkr(booking.paid), booking.ratio);
          P.commission_income += toCents(split.commission);
          model.earnings += toCents(split.earnings);
        } else {
          P.customer_deposits += booking.paid;
          booking.held += booking.paid;
        }
        modelRefundDecided(booking, booking.paid);
        model.pendingRefunds.push(...(await openRefundsOf(booking.id)).filter((id) => !model.pendingRefunds.includes(id)));
        break;
      }
      case 'cancel': {
        if (!booking) break;
        const amount = Math.floor(((booking.paid - booking.refunded) * op.percent) / 100);
        const made = await inTx(async (c) => {
          const locked = await c.em.findOneOrFail(Booking, { id: booking.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
          locked.status = 'cancelled';
          return refundBooking(c, locked, toPkr(amount), RefundReason.cancellation);
        });
        if (amount === 0) {
          expect(made).toEqual([]);
          break;
        }
        expect(made.map((r) => toCents(r.amountInPkr))).toEqual([amount]);
        booking.refunded += amount;
        modelRefundDecided(booking, amount);
        model.pendingRefunds.push(made[0].id);
        break;
      }
      case 'sendRefunds': {
        for (const id of model.pendingRefunds) {
          const sent = await recordRefund(ctxAs(admin), id, `IBFT-${id.slice(0, 8)}`);
          const c = toCents(sent.amountInPkr);
          P.refunds_payable -= c;
          P.gateway_clearing -= c;
        }
        model.pendingRefunds = [];
        break;
      }
      case 'tripStarts': {
        if (!booking) break;
        const posted = await splitCommission(ctxAs(null), booking.id);
        if (booking.ratio || booking.held === 0) {
          expect(posted).toBeNull();
          break;
        }
        const held = booking.held;
        const split = splitAmount(toPkr(held), new Big(percent).div(100));
        P.customer_deposits -= held;
        P.commission_income += toCents(split.commission);
        model.earnings += toCents(split.earnings);
        booking.held = 0;
        booking.ratio = new Big(split.commission).div(toPkr(held));
        break;
      }
      case 'requestPayout': {
        const pending = model.payouts.filter((p) => p.status === 'requested').reduce((s, p) => s + p.cents, 0);
        const available = Math.max(0, model.earnings - pending);
        const amount = Math.max(1, Math.round((available * op.percent) / 100));
        const request = requestPayout(ctxAs(agent), { amountInPkr: toPkr(amount), bankAccount: 'PK36SCBL0000001123456702' });
        if (amount <= available) model.payouts.push({ id: (await request).id, cents: amount, status: 'requested' });
        else await expectThrows(request, ValidationError);
        break;
      }
      case 'approve': {
        if (!payout) break;
        const done = approvePayout(ctxAs(admin), payout.id);
        if (payout.status === 'requested' && model.earnings >= payout.cents) {
          await done;
          payout.status = 'approved';
          model.earnings -= payout.cents;
          P.payouts_payable += payout.cents;
        } else {
          await expectThrows(done, ConflictError);
        }
        break;
      }
      case 'markPaid': {
        if (!payout) break;
        const done = markPayoutPaid(ctxAs(admin), payout.id, 'IBFT-PAYOUT');
        if (payout.status === 'approved') {
          await done;
          payout.status = 'paid';
          P.payouts_payable -= payout.cents;
          P.gateway_clearing -= payout.cents;
        } else {
          await expectThrows(done, ConflictError);
        }
        break;
      }
      case 'reject': {
        if (!payout) break;
        const done = rejectPayout(ctxAs(admin), payout.id, 'Rejected by the property test');
        if (payout.status === 'requested' || payout.status === 'approved') {
          await done;
          if (payout.status === 'approved') {
            P.payouts_payable -= payout.cents;
            model.earnings += payout.cents;
          }
          payout.status = 'rejected';
        } else {
          await expectThrows(done, ConflictError);
        }
        break;
      }
    }

    addMs(op.t, opStarted);
    // the invariants, after every operation
    const checkStarted = performance.now();
    const [problems, now] = await Promise.all([checkBooks(t.db.orm.em.fork()), balances(agentId)]);
    expect(problems).toEqual([]);
    expect(now.wallet, `wallet after ${op.t}`).toBe(model.wallet);
    expect(now.wallet).toBeGreaterThanOrEqual(-model.credit);
    expect(now.earnings, `earnings after ${op.t}`).toBe(model.earnings);
    if (WORKERS === 1) for (const kind of PLATFORM) expect(now.platform[kind] - start.platform[kind], `${kind} after ${op.t}`).toBe(model.platform[kind]);
    addMs('checks', checkStarted);
  }
  for (const kind of PLATFORM) platformMoved[kind] += model.platform[kind];
}

describe('the books under random sequences of money events', () => {
  it(
    `${RUNS} random sequences of 3-8 operations keep every entry balanced, every balance the sum of its lines, every wallet within its credit, and agree with a model`,
    async () => {
      const started = Date.now();
      const before = (await balances(crypto.randomUUID())).platform;
      const seed = Number(process.env.LEDGER_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
      await Promise.all(
        Array.from({ length: WORKERS }, (_, i) =>
          fc.assert(fc.asyncProperty(scenarioArb, (scenario) => runScenario(scenario)), {
            numRuns: Math.floor(RUNS / WORKERS) + (i < RUNS % WORKERS ? 1 : 0),
            seed: seed + i,
            verbose: 1,
          }),
        ),
      );
      const seconds = (Date.now() - started) / 1000;
      const after = (await balances(crypto.randomUUID())).platform;
      for (const kind of PLATFORM) expect(after[kind] - before[kind], kind).toBe(platformMoved[kind]);
      const [lines] = await t.db.orm.em.fork().execute<{ entries: number; lines: number; kinds: Record<string, number> }[]>(
        `select (select count(*)::int from journal_entry) as entries, (select count(*)::int from journal_line) as lines,
                (select json_object_agg(kind, n) from (select kind, count(*)::int as n from journal_entry group by kind) k) as kinds`,
      );
      console.log(
        `ledger property (seed ${seed}, ${WORKERS} at a time): ${sequences} sequences, ${operations} operations (${JSON.stringify(opCounts)}), ${lines.entries} entries ${JSON.stringify(lines.kinds)}, ${lines.lines} lines, ${seconds.toFixed(1)} s; ms by step ${JSON.stringify(Object.fromEntries(Object.entries(opMs).map(([k, v]) => [k, Math.round(v)])))}`,
      );
      expect(sequences).toBeGreaterThanOrEqual(RUNS);
      expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
    },
    600_000,
  );
});
