import type { ServiceContext } from '../../core/context.js';
import type { GatewayEvent } from './gateways/gateway.js';
import type { Payment, PaymentStatus, Refund } from './payment.entity.js';

// The settlement pipeline: what happens when money arrives or leaves, run by payments (applyPaymentEvent) and refunds
// (a refund decided, a refund sent) inside the transaction that moved the money. Payments only run it; the steps live
// in their features (the booking, the books, the wallet, the announcements, the invoice) and import this file, never
// the other way round. Which steps, in which order, is set in one place: api/src/modules/settlement.ts.

/** A payment's status changed because of a gateway event (or the wallet, or the administrator's decision). */
export type PaymentChange = {
  payment: Payment;
  from: PaymentStatus;
  to: PaymentStatus;
  // a success for a purpose another payment had already paid: not counted, to be refunded
  surplus: boolean;
  event: GatewayEvent;
};

/** One feature's part in settling money: each moment it takes part in, run inside the transaction that moved it. */
export type SettlementStep = {
  readonly name: string;
  /** A payment changed status (applyPaymentEvent, after the payment is flushed). */
  paymentSettled?(ctx: ServiceContext, change: PaymentChange): Promise<void>;
  /** A refund was made (flushed, still to be sent; a wallet refund may be sent by a step here). */
  refundDecided?(ctx: ServiceContext, refund: Refund): Promise<void>;
  /** A refund went out: its gateway accepted it, or the super admin recorded it by hand. */
  refundSent?(ctx: ServiceContext, refund: Refund): Promise<void>;
};

export type SettlementMoment = 'paymentSettled' | 'refundDecided' | 'refundSent';

// One value for the process, set once from modules/settlement.ts (buildApp) or, when nothing set it yet, by the demo
// seeder (its booking step alone). Handing the pipeline to each ServiceContext would be purer, but contexts are built
// by hand in many places (jobs, seeds, tests) and each would have to remember it; a single value set in one place is
// the trade. Unset, nothing runs: a process that never built the app settles nothing beyond the payment itself.
let pipeline: readonly SettlementStep[] | undefined;

/** Sets the steps money settles through, in order (modules/settlement.ts; tests that add or observe a step). */
export function setSettlement(steps: readonly SettlementStep[]): void {
  pipeline = Object.freeze([...steps]);
}

/** Sets the steps only when nothing set them yet (the seeder, which may run before or after the app is built). */
export function setSettlementIfUnset(steps: readonly SettlementStep[]): void {
  if (!pipeline) setSettlement(steps);
}

/** The steps money settles through now, in order (empty when none were set). */
export function settlementSteps(): readonly SettlementStep[] {
  return pipeline ?? [];
}

async function run<A>(moment: SettlementMoment, ctx: ServiceContext, arg: A, call: (step: SettlementStep) => ((ctx: ServiceContext, arg: A) => Promise<void>) | undefined): Promise<void> {
  // a step's writes commit with the money's or not at all
  if (!ctx.em.isInTransaction()) throw new Error(`settlement (${moment}) runs inside the transaction that moved the money`);
  for (const step of settlementSteps()) {
    const fn = call(step);
    if (fn) await fn.call(step, ctx, arg);
  }
}

/** Runs every step's paymentSettled, in order (applyPaymentEvent's transaction). */
export function settlePayment(ctx: ServiceContext, change: PaymentChange): Promise<void> {
  return run('paymentSettled', ctx, change, (s) => s.paymentSettled);
}

/** Runs every step's refundDecided, in order (the transaction that makes the refund). */
export function settleRefundDecided(ctx: ServiceContext, refund: Refund): Promise<void> {
  return run('refundDecided', ctx, refund, (s) => s.refundDecided);
}

/** Runs every step's refundSent, in order (the transaction that records the refund as succeeded). */
export function settleRefundSent(ctx: ServiceContext, refund: Refund): Promise<void> {
  return run('refundSent', ctx, refund, (s) => s.refundSent);
}
