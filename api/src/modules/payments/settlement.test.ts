import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceContext, systemContext, type Viewer } from '../../core/context.js';
import { agentHelpers, type Loose } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { book, cancelBooking } from '../bookings/bookings.service.js';
import { topUpWallet } from '../ledger/wallet.topups.js';
import { SETTLEMENT_ORDER } from '../settlement.js';
import { pay, settleSandboxInProcess } from './checkout.service.js';
import { paymentGateways } from './gateways/index.js';
import { PaymentMethod } from './payment.entity.js';
import { receivePaymentEvent } from './payments.service.js';
import { processRefund } from './refunds.service.js';
import { type SettlementMoment, type SettlementStep, setSettlement, settlementSteps } from './settlement.js';

// The settlement pipeline as the app runs it: a sandbox payment of a booking, a payment from an agent's wallet, a
// refund (a paid booking cancelled: decided, then sent by its gateway), a wallet refund and a wallet top-up each call
// the steps in the order modules/settlement.ts lists them, every call inside the one transaction that moved the money
// (the transaction id each step sees is the one that wrote the payment, the refund or the journal entry).

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'settlement-test-secret-0123456789' } });
const { signUp, sql } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;

type Call = { moment: SettlementMoment; step: string; subject: string; inTransaction: boolean; xid: string };
const calls: Call[] = [];

// what a step sees: its transaction's id as a row's xmin shows it (the low 32 bits of txid_current)
async function seen(ctx: ServiceContext, moment: SettlementMoment, step: string, subject: string): Promise<void> {
  const [{ xid }] = await ctx.em.execute<{ xid: string }[]>('select (txid_current() % 4294967296)::text as xid');
  calls.push({ moment, step, subject, inTransaction: ctx.em.isInTransaction(), xid });
}

// the app's step, noting each call before it runs
function traced(step: SettlementStep): SettlementStep {
  const { paymentSettled, refundDecided, refundSent } = step;
  return {
    name: step.name,
    ...(paymentSettled && {
      paymentSettled: async (ctx, change) => {
        await seen(ctx, 'paymentSettled', step.name, change.payment.id);
        await paymentSettled.call(step, ctx, change);
      },
    }),
    ...(refundDecided && {
      refundDecided: async (ctx, refund) => {
        await seen(ctx, 'refundDecided', step.name, refund.id);
        await refundDecided.call(step, ctx, refund);
      },
    }),
    ...(refundSent && {
      refundSent: async (ctx, refund) => {
        await seen(ctx, 'refundSent', step.name, refund.id);
        await refundSent.call(step, ctx, refund);
      },
    }),
  };
}

let appSteps: readonly SettlementStep[];
beforeAll(() => {
  appSteps = settlementSteps();
  setSettlement(appSteps.map(traced));
});
afterAll(() => setSettlement(appSteps));

// the documented order (modules/settlement.ts), and which steps take part in each moment
const ORDER = ['booking', 'history', 'flights', 'ledger', 'wallet', 'webhooks', 'notifications', 'invoices'];
const PAYMENT_STEPS = ORDER;
const DECIDED_STEPS = ['history', 'ledger', 'wallet', 'webhooks', 'notifications', 'invoices'];
const SENT_STEPS = ['history', 'ledger', 'webhooks', 'notifications'];

const ctx = (viewer: Viewer | null) => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }, viewer);
const viewerOf = (u: User, role: Viewer['role']): Viewer => ({ id: u.id, username: u.username, role });
const xminOf = async (table: string, where: string, params: unknown[]) => (await sql<{ xmin: string }>(`select xmin::text as xmin from ${table} where ${where}`, params))[0]?.xmin;

/** The calls made since `from` for one subject: the steps' names in call order, and the one transaction they ran in. */
function callsFor(from: number, moment: SettlementMoment, subject: string): { steps: string[]; xid: string } {
  const mine = calls.slice(from).filter((c) => c.moment === moment && c.subject === subject);
  expect(mine.every((c) => c.inTransaction)).toBe(true);
  const xids = [...new Set(mine.map((c) => c.xid))];
  expect(xids).toHaveLength(1);
  return { steps: mine.map((c) => c.step), xid: xids[0] };
}

async function newPackage(price: number): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, refund_tiers)
     values ('settlement-' || gen_random_uuid(), 'Settlement Test Tour', 'A package for the settlement tests.', 'domestic', '3 days', ?, 20, 20, 100,
             '[{"minDaysBefore":0,"refundPercent":100}]') returning id`,
    [price],
  );
  return row.id;
}

let traveller: User;
let agent: User;
let packageId: string;
beforeAll(async () => {
  [traveller, agent] = await Promise.all([signUp('end_user', 'Hajra'), signUp('b2b_agent')]);
  packageId = await newPackage(6000);
});

describe('the settlement pipeline', () => {
  it('is the documented order', () => {
    expect(SETTLEMENT_ORDER).toEqual(ORDER);
    expect(appSteps.map((s) => s.name)).toEqual(ORDER);
  });

  it('a sandbox payment of a booking, then its refund (decided on cancelling, then sent): each moment’s steps in order, in its own transaction', async () => {
    const asTraveller = viewerOf(traveller, 'end_user');
    const booking = await book(ctx(asTraveller), { type: 'package', packageId, passengerCount: 1 });
    const started = await pay(ctx(asTraveller), { bookingId: booking.id, method: PaymentMethod.sandbox });
    let from = calls.length;
    const received = await settleSandboxInProcess(ctx(asTraveller), started.payment.id);
    expect(received?.result).toBe('applied: initiated → succeeded');
    const paid = callsFor(from, 'paymentSettled', started.payment.id);
    expect(paid.steps).toEqual(PAYMENT_STEPS);
    // the transaction that succeeded the payment, posted it and confirmed the booking
    expect(await xminOf('payment', 'id = ?', [started.payment.id])).toBe(paid.xid);
    expect(await xminOf('journal_entry', 'key = ?', [`payment:${started.payment.id}:succeeded`])).toBe(paid.xid);
    expect(await xminOf('booking', "id = ? and status = 'confirmed'", [booking.id])).toBe(paid.xid);

    from = calls.length;
    await cancelBooking(ctx(asTraveller), booking.id);
    const [refund] = await sql<Loose>('select id, status from payment_refund where booking_id = ?', [booking.id]);
    expect(refund.status).toBe('pending');
    const decided = callsFor(from, 'refundDecided', refund.id);
    expect(decided.steps).toEqual(DECIDED_STEPS);
    expect(calls.slice(from).map((c) => c.moment)).toEqual(DECIDED_STEPS.map(() => 'refundDecided'));
    // the cancelling transaction made the refund and posted it
    expect(await xminOf('payment_refund', 'id = ?', [refund.id])).toBe(decided.xid);
    expect(await xminOf('journal_entry', 'key = ?', [`refund:${refund.id}:decided`])).toBe(decided.xid);
    expect(await xminOf('booking', "id = ? and status = 'cancelled'", [booking.id])).toBe(decided.xid);

    from = calls.length;
    expect((await processRefund(ctx(null), refund.id))?.status).toBe('succeeded');
    const sent = callsFor(from, 'refundSent', refund.id);
    expect(sent.steps).toEqual(SENT_STEPS);
    expect(calls.slice(from)).toHaveLength(SENT_STEPS.length);
    expect(sent.xid).not.toBe(decided.xid);
    expect(await xminOf('payment_refund', "id = ? and status = 'succeeded'", [refund.id])).toBe(sent.xid);
    expect(await xminOf('journal_entry', 'key = ?', [`refund:${refund.id}:sent`])).toBe(sent.xid);
  });

  it('a wallet top-up, then a payment from the wallet, then its refund back to the wallet: each in order, in its transaction', async () => {
    const asAgent = viewerOf(agent, 'b2b_agent');
    const topUp = await topUpWallet(ctx(asAgent), { method: PaymentMethod.sandbox, amountInPkr: '10000' });
    const sandbox = paymentGateways(t.deps.config).sandbox;
    const decision = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(null), em }, topUp.payment.gatewayReference ?? '', 'success'));
    let from = calls.length;
    expect((await receivePaymentEvent(ctx(null), sandbox.eventOf(decision.body ?? ''))).result).toBe('applied: initiated → succeeded');
    const credited = callsFor(from, 'paymentSettled', topUp.payment.id);
    expect(credited.steps).toEqual(PAYMENT_STEPS);
    expect(await xminOf('payment', 'id = ?', [topUp.payment.id])).toBe(credited.xid);
    // the wallet step's credit, in the same transaction
    expect(await xminOf('journal_entry', "key = ? and kind = 'top_up'", [`payment:${topUp.payment.id}:succeeded`])).toBe(credited.xid);

    const booking = await book(ctx(asAgent), { type: 'package', packageId, passengerCount: 1 });
    from = calls.length;
    const paid = await pay(ctx(asAgent), { bookingId: booking.id, method: PaymentMethod.wallet });
    expect(paid.payment.status).toBe('succeeded');
    const fromWallet = callsFor(from, 'paymentSettled', paid.payment.id);
    expect(fromWallet.steps).toEqual(PAYMENT_STEPS);
    expect(calls.slice(from)).toHaveLength(PAYMENT_STEPS.length);
    // the payment, the wallet's debit and the booking's confirmation: one transaction, the steps' own
    expect(await xminOf('payment', 'id = ?', [paid.payment.id])).toBe(fromWallet.xid);
    expect(await xminOf('journal_entry', "key = ? and kind = 'wallet_payment'", [`payment:${paid.payment.id}:succeeded`])).toBe(fromWallet.xid);
    expect(await xminOf('booking', "id = ? and status = 'confirmed'", [booking.id])).toBe(fromWallet.xid);

    from = calls.length;
    await cancelBooking(ctx(asAgent), booking.id);
    const [refund] = await sql<Loose>('select id, status from payment_refund where booking_id = ?', [booking.id]);
    // a wallet refund is back in the wallet as it is decided: nothing is sent later
    expect(refund.status).toBe('succeeded');
    const back = callsFor(from, 'refundDecided', refund.id);
    expect(back.steps).toEqual(DECIDED_STEPS);
    expect(calls.slice(from)).toHaveLength(DECIDED_STEPS.length);
    expect(await xminOf('payment_refund', 'id = ?', [refund.id])).toBe(back.xid);
    expect(await xminOf('journal_entry', "key = ? and kind = 'wallet_refund'", [`refund:${refund.id}:wallet`])).toBe(back.xid);
  });
});
