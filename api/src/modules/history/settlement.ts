import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { formatMoney } from '../../rules/money.js';
import { PAYMENT_METHOD_LABELS, type PaymentPurposeValue, type RefundReasonValue } from '../../rules/payments.js';
import { Booking, BookingStatus } from '../bookings/booking.entity.js';
import { PaymentMethod, PaymentStatus, type Refund } from '../payments/payment.entity.js';
import type { PaymentChange, SettlementStep } from '../payments/settlement.js';
import { type BookingEventInput, recordBookingEvent, recordBookingEventOf, SYSTEM_ACTOR } from './record.js';

// The history's part in settling money (modules/settlement.ts, right after the booking's step): a payment that arrived
// or was declined, a refund decided and a refund sent, each recorded in the transaction that moved the money. A
// webhook has no viewer: a payment is then the payer's doing, a refund the system's.

const PURPOSE: Record<PaymentPurposeValue, string> = { advance: 'advance', balance: 'balance', full: 'full amount', top_up: 'wallet top-up', amendment: 'change' };
const REASON: Record<RefundReasonValue, string> = {
  cancellation: 'cancellation',
  late_payment: 'late payment',
  surplus: 'double payment',
  ticketing_failed: 'tickets not issued',
  amendment: 'change',
};

const money = (amount: string) => formatMoney(amount, 'PKR');
const method = (m: string) => PAYMENT_METHOD_LABELS[m as keyof typeof PAYMENT_METHOD_LABELS] ?? m;

async function byPayer(ctx: ServiceContext, event: BookingEventInput, payerId: string): Promise<void> {
  if (ctx.viewer) await recordBookingEvent(ctx, event);
  else await recordBookingEventOf(ctx, event, payerId);
}

async function paymentSettled(ctx: ServiceContext, change: PaymentChange): Promise<void> {
  const { payment } = change;
  const bookingId = payment.booking?.id;
  // a wallet top-up is no booking's
  if (!bookingId) return;
  const what = `${money(payment.amountInPkr)} by ${method(payment.method)} (${PURPOSE[payment.purpose as PaymentPurposeValue] ?? payment.purpose})`;
  if (change.to === PaymentStatus.succeeded) {
    // the booking step (before this one) confirmed the booking with this payment: its status changed, its voucher is out
    const booking = await (ctx.em as EntityManager).findOne(Booking, { id: bookingId });
    const settledAt = payment.settledAt?.getTime() ?? 0;
    const confirmed = booking?.status === BookingStatus.confirmed && !!booking.confirmedAt && booking.confirmedAt.getTime() >= settledAt;
    const surplus = change.surplus ? ': a second payment for what was already paid, to be refunded' : '';
    await byPayer(
      ctx,
      {
        bookingId,
        kind: 'paid',
        summary: `Paid ${what}${surplus}${confirmed ? ': booking confirmed' : ''}`,
        amountInPkr: payment.amountInPkr,
        ...(confirmed ? { before: { status: BookingStatus.pending }, after: { status: BookingStatus.confirmed } } : {}),
      },
      payment.payer.id,
    );
    if (confirmed) await recordBookingEvent(ctx, { bookingId, kind: 'documents_issued', summary: 'Voucher issued', actor: SYSTEM_ACTOR });
  } else if (change.to === PaymentStatus.failed) {
    const reason = payment.failureReason ? `: ${payment.failureReason}` : '';
    await byPayer(ctx, { bookingId, kind: 'payment_failed', summary: `Payment of ${what} declined${reason}`, amountInPkr: payment.amountInPkr }, payment.payer.id);
  }
}

function destination(refund: Refund): string {
  if (refund.method === PaymentMethod.wallet) return 'to the wallet';
  if (refund.method === PaymentMethod.bank_transfer) return 'by bank transfer';
  return `through ${method(refund.method)}`;
}

async function refundDecided(ctx: ServiceContext, refund: Refund): Promise<void> {
  await recordBookingEvent(ctx, {
    bookingId: refund.booking.id,
    kind: 'refunded',
    summary: `Refund of ${money(refund.amountInPkr)} (${REASON[refund.reason as RefundReasonValue] ?? refund.reason}) ${destination(refund)}`,
    amountInPkr: refund.amountInPkr,
  });
}

// the money went back (a gateway's answer, or the super admin's record of a transfer): the amount was counted when decided
async function refundSent(ctx: ServiceContext, refund: Refund): Promise<void> {
  const reference = refund.reference ? ` (reference ${refund.reference})` : '';
  await recordBookingEvent(ctx, {
    bookingId: refund.booking.id,
    kind: 'refunded',
    summary: `Refund of ${money(refund.amountInPkr)} sent back ${destination(refund)}${reference}`,
  });
}

/** The history's step: payments, declines and refunds recorded in the booking's history. */
export const historySettlement: SettlementStep = { name: 'history', paymentSettled, refundDecided, refundSent };
