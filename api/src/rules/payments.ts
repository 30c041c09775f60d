import Big from 'big.js';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { MARKET_ZONE } from './dates.js';

// Money in for bookings (issue 16): what is due when, what a cancellation gives back. Shared with the web client.

// wallet: an agent's own wallet and credit line (issue 17), for agents only
export const PAYMENT_METHODS = ['sandbox', 'jazzcash', 'bank_transfer', 'wallet'] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodValue, string> = {
  sandbox: 'Sandbox (test payments)',
  jazzcash: 'JazzCash',
  bank_transfer: 'Bank transfer',
  wallet: 'Wallet',
};

// initiated → succeeded | failed | cancelled | expired (a success may still arrive for the last three)
export const PAYMENT_STATUSES = ['initiated', 'succeeded', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];
// a package's advance, its balance, or the whole amount at once (hotels, transport, 100 % advances); top_up: money
// into an agent's wallet (the one purpose without a booking); amendment: what a confirmed change added once the
// balance was already paid (issue 37: the one booking purpose paid more than once)
export const PAYMENT_PURPOSES = ['advance', 'balance', 'full', 'top_up', 'amendment'] as const;
export type PaymentPurposeValue = (typeof PAYMENT_PURPOSES)[number];

export const BOOKING_PAYMENT_STATUSES = ['unpaid', 'partially_paid', 'paid', 'refund_pending', 'refunded', 'partially_refunded'] as const;
export type BookingPaymentStatusValue = (typeof BOOKING_PAYMENT_STATUSES)[number];

// pending: the gateway will be asked (a job); awaiting_transfer: a bank transfer the super admin sends and records;
// succeeded: the money went back; failed: the gateway refused (the admin pays it back another way and records it)
export const REFUND_STATUSES = ['pending', 'awaiting_transfer', 'succeeded', 'failed'] as const;
export type RefundStatusValue = (typeof REFUND_STATUSES)[number];
// cancellation: by the refund tiers; late_payment: money that arrived after the booking expired or was cancelled;
// surplus: a second payment for what was already paid; amendment: a change that made the booking cheaper (issue 37)
export const REFUND_REASONS = ['cancellation', 'late_payment', 'surplus', 'ticketing_failed', 'amendment'] as const;
export type RefundReasonValue = (typeof REFUND_REASONS)[number];

export const SANDBOX_OUTCOMES = ['success', 'failure', 'abandon'] as const;
export type SandboxOutcomeValue = (typeof SANDBOX_OUTCOMES)[number];
export const SANDBOX_MAX_DELAY_SECONDS = 60;

// payments initiated longer ago than this are asked about at their gateway
export const RECONCILE_AFTER_MINUTES = 15;
// a balance checkout (no hold to follow) stays open this long
export const BALANCE_CHECKOUT_MINUTES = 30;
// the rest of a package is due this many days before travel
export const BALANCE_DUE_DAYS_BEFORE = 14;

export const PAYMENT_MESSAGES = {
  bookingNotFound: 'Booking not found',
  paymentNotFound: 'Payment not found',
  refundNotFound: 'Refund not found',
  expired: 'This booking has expired: its hold ran out before it was paid. Please book again.',
  holdOver: 'The hold on this booking has run out: please book again',
  cancelled: 'This booking is cancelled',
  completed: 'This trip has already been completed',
  paidInFull: 'This booking is already paid in full',
  awaitingOperator: 'The operator has not confirmed this request yet: you can pay once they do',
  methodUnavailable: (label: string) => `${label} is not available`,
  notARequest: 'Only a pending transport request without seat inventory waits for the operator',
  alreadyAccepted: 'This request is already confirmed',
  notBankTransfer: 'This payment is not a bank transfer',
  proofClosed: 'A proof can be added only while the transfer waits for confirmation',
  proofFile: 'Upload the proof first: this file is not one of your uploads',
  proofUsed: 'This upload is already attached elsewhere',
  reviewClosed: (status: string) => `This transfer is already ${status}`,
  refundNotManual: 'Only a refund waiting for a bank transfer (or one the gateway refused) is recorded by hand',
  notSandbox: 'Checkout not found',
  attemptClosed: (status: string) => `This payment is ${status}: start a new one from the booking`,
  ownPackage: 'This is your agency’s own package: an agency cannot buy its own packages',
} as const;

/** A refund tier: cancelled at least `minDaysBefore` calendar days (Pakistan time) before travel → `refundPercent` of what was paid. */
export type RefundTier = { minDaysBefore: number; refundPercent: number };

// the defaults for packages: more than 30 days before travel 100 %, 15-30 days 50 %, less than 15 days 0 %
export const DEFAULT_PACKAGE_REFUND_TIERS: readonly RefundTier[] = [
  { minDaysBefore: 31, refundPercent: 100 },
  { minDaysBefore: 15, refundPercent: 50 },
  { minDaysBefore: 0, refundPercent: 0 },
];
// REFUND_TIERS_HOTEL / REFUND_TIERS_TRANSPORT when unset: a week's notice for stays, a day's for transport
export const DEFAULT_HOTEL_REFUND_TIERS_TEXT = '7:100,2:50,0:0';
export const DEFAULT_TRANSPORT_REFUND_TIERS_TEXT = '1:100,0:0';
export const MAX_REFUND_TIERS = 6;

export const REFUND_TIER_MESSAGES = {
  count: `Refund tiers: at most ${MAX_REFUND_TIERS}`,
  days: 'Refund tier days must be a whole number from 0 to 365',
  percent: 'Refund tier percent must be a whole number from 0 to 100',
  distinct: 'Refund tiers must each have different days',
  order: 'Refund tiers: more notice must never refund less',
} as const;

const tierSchema = v.object({
  minDaysBefore: v.pipe(v.number(REFUND_TIER_MESSAGES.days), v.integer(REFUND_TIER_MESSAGES.days), v.minValue(0, REFUND_TIER_MESSAGES.days), v.maxValue(365, REFUND_TIER_MESSAGES.days)),
  refundPercent: v.pipe(
    v.number(REFUND_TIER_MESSAGES.percent),
    v.integer(REFUND_TIER_MESSAGES.percent),
    v.minValue(0, REFUND_TIER_MESSAGES.percent),
    v.maxValue(100, REFUND_TIER_MESSAGES.percent),
  ),
});

/** Refund tiers as agents edit them (Policies tab): sorted most notice first on the way out. */
export const RefundTiersSchema = v.pipe(
  v.array(tierSchema, 'Refund tiers must be a list'),
  v.maxLength(MAX_REFUND_TIERS, REFUND_TIER_MESSAGES.count),
  v.check((tiers) => new Set(tiers.map((t) => t.minDaysBefore)).size === tiers.length, REFUND_TIER_MESSAGES.distinct),
  v.transform((tiers) => [...tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore)),
  v.check((tiers) => tiers.every((t, i) => i === 0 || t.refundPercent <= tiers[i - 1].refundPercent), REFUND_TIER_MESSAGES.order),
);

// the super admin's reason for rejecting a bank transfer (shown to the payer): the reject dialog's rule; the service
// checks the same bounds
export const TRANSFER_REJECTION_MESSAGES = {
  required: 'Please give the reason (the payer sees it)',
  length: 'Reason must be 3 to 500 characters',
} as const;
export const TransferRejectionSchema = v.object({
  reason: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(TRANSFER_REJECTION_MESSAGES.required),
    v.minLength(3, TRANSFER_REJECTION_MESSAGES.length),
    v.maxLength(500, TRANSFER_REJECTION_MESSAGES.length),
  ),
});

/** "31:100,15:50,0:0" (config) → tiers; undefined when it is not that shape or breaks a tier rule. */
export function parseRefundTiers(text: string): RefundTier[] | undefined {
  const parts = text.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,3}:\d{1,3}$/.test(p))) return undefined;
  const tiers = parts.map((p) => {
    const [days, percent] = p.split(':').map(Number);
    return { minDaysBefore: days, refundPercent: percent };
  });
  const result = v.safeParse(RefundTiersSchema, tiers);
  return result.success ? result.output : undefined;
}

/** Whole calendar days in Pakistan from `now`'s day to the travel day (0 on the day itself, negative after). */
export function daysBeforeTravel(now: Date, travelDate: Date): number {
  const today = DateTime.fromJSDate(now, { zone: MARKET_ZONE }).startOf('day');
  const travel = DateTime.fromJSDate(travelDate, { zone: MARKET_ZONE }).startOf('day');
  return Math.round(travel.diff(today, 'days').days);
}

/** The percent of what was paid that comes back when cancelling `days` before travel (no tier reaches: 0). */
export function refundPercentFor(tiers: readonly RefundTier[], days: number): number {
  const sorted = [...tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  return sorted.find((t) => days >= t.minDaysBefore)?.refundPercent ?? 0;
}

/** Refund and penalty for cancelling after paying `paidInPkr`: the refund is the tier's share rounded half-up to the paisa. */
export function cancellationSplit(paidInPkr: string, percent: number): { refundInPkr: string; penaltyInPkr: string } {
  const paid = new Big(paidInPkr);
  const refund = paid.times(percent).div(100).round(2, Big.roundHalfUp);
  return { refundInPkr: refund.toFixed(2), penaltyInPkr: paid.minus(refund).toFixed(2) };
}

/** What confirms a booking: `percent` of the total rounded up to the whole rupee (never above the total). */
export function advanceAmount(totalInPkr: string, percent: number): string {
  const total = new Big(totalInPkr);
  if (percent >= 100) return total.toFixed(2);
  const advance = total.times(percent).div(100).round(0, Big.roundUp);
  return (advance.gt(total) ? total : advance).toFixed(2);
}

/** When the rest of a package is due: 14 days before travel, or now when travel is sooner. */
export function balanceDueAt(now: Date, travelDate: Date): Date {
  const due = DateTime.fromJSDate(travelDate).minus({ days: BALANCE_DUE_DAYS_BEFORE }).toJSDate();
  return due.getTime() > now.getTime() ? due : now;
}

/** A booking's money in one word, from its amounts (refunds not yet settled make it refund_pending). */
export function bookingPaymentStatus(m: { totalInPkr: string; paidInPkr: string; refundedInPkr: string; openRefunds: number }): BookingPaymentStatusValue {
  const paid = new Big(m.paidInPkr);
  const refunded = new Big(m.refundedInPkr);
  if (m.openRefunds > 0) return 'refund_pending';
  if (refunded.gt(0)) return refunded.gte(paid) ? 'refunded' : 'partially_refunded';
  if (paid.lte(0)) return 'unpaid';
  return paid.gte(m.totalInPkr) ? 'paid' : 'partially_paid';
}

/**
 * What a booking still asks for: `dueNow` confirms a pending booking (its advance, or the total), `balance` is the rest
 * of the total, due by balanceDueAt. Nothing is due on a cancelled or expired booking. dueNow + balance + paid = total.
 */
export function amountsDue(b: { status: string; totalPriceInPkr: string; amountPaidInPkr: string; amountRefundedInPkr?: string | null; advanceInPkr?: string | null }): {
  dueNowInPkr: string;
  balanceInPkr: string;
} {
  const zero = { dueNowInPkr: '0.00', balanceInPkr: '0.00' };
  if (b.status === 'cancelled' || b.status === 'expired') return zero;
  const total = new Big(b.totalPriceInPkr);
  // what was given back of a standing booking (an amendment made it cheaper, issue 37) is no longer paid
  const paid = new Big(b.amountPaidInPkr).minus(b.amountRefundedInPkr ?? 0);
  const advance = new Big(b.advanceInPkr ?? b.totalPriceInPkr);
  const dueNow = b.status === 'pending' && advance.gt(paid) ? advance.minus(paid) : new Big(0);
  const balance = total.minus(paid).minus(dueNow);
  return { dueNowInPkr: dueNow.toFixed(2), balanceInPkr: (balance.gt(0) ? balance : new Big(0)).toFixed(2) };
}
