import type { EntityManager } from '@mikro-orm/postgresql';
import Big from 'big.js';
import type { ServiceContext } from '../../core/context.js';
import { AMENDMENT_PAY_HOURS } from '../../rules/amendments.js';
import { add, compare, subtract } from '../../rules/money.js';
import { BookingStatus, type Booking } from '../bookings/booking.entity.js';
import { ensureHoldCovered } from '../bookings/credit-hold.js';
import { bumpStats } from '../bookings/stats.service.js';
import type { LowFundsAlert } from '../ledger/wallet.service.js';
import { PaymentPurpose, RefundReason } from '../payments/payment.entity.js';
import { refreshPaymentStatus, refundBooking } from '../payments/refunds.service.js';
import { payInstallmentFromWallet } from '../payments/wallet.js';
import type { BookingQuote } from './booking-quote.entity.js';
import { netPaidOf } from './quotes.shared.js';

// The money of a confirmed amendment (issue 37), inside the confirming transaction with the booking locked and the
// kind's change applied: the booking's new total (fee and penalty kept, and retained for later re-pricings), its customer price and advance, the
// platform totals, the difference collected or left due, and the refund.

/** What a booking asks first when pending: its advance rescaled to the new total (same share, rounded up). */
function rescaledAdvance(advance: string, oldTotal: string, newTotal: string): string {
  const old = new Big(oldTotal);
  if (old.lte(0)) return new Big(newTotal).toFixed(2);
  const scaled = new Big(advance).times(newTotal).div(old).round(0, Big.roundUp);
  return (scaled.gt(newTotal) ? new Big(newTotal) : scaled).toFixed(2);
}

export async function settleAmendment(ctx: ServiceContext, booking: Booking, quote: BookingQuote): Promise<{ refunded: boolean; alert: LowFundsAlert | null }> {
  const tx = ctx.em as EntityManager;
  const now = ctx.now();
  // what the payments held before this change (an open balance keeps its own date below)
  const paidBefore = (await netPaidOf(tx, booking)).paidInPkr;
  // the quote's new total already holds what earlier changes kept; this change's fee and penalty are kept from now on
  const kept = add(quote.newTotalInPkr, quote.feeInPkr, quote.penaltyInPkr);
  const difference = quote.differenceInPkr;
  booking.totalPriceInPkr = kept;
  booking.retainedInPkr = add(booking.retainedInPkr, quote.feeInPkr, quote.penaltyInPkr);
  if (booking.markupInPkr !== null && booking.markupInPkr !== undefined) booking.sellingPriceInPkr = add(kept, booking.markupInPkr);
  const advanceBefore = booking.advanceInPkr ?? quote.oldTotalInPkr;
  if (booking.advanceInPkr !== null && booking.advanceInPkr !== undefined) {
    if (booking.status === BookingStatus.pending) booking.advanceInPkr = rescaledAdvance(booking.advanceInPkr, quote.oldTotalInPkr, kept);
    else if (compare(booking.advanceInPkr, kept) > 0) booking.advanceInPkr = kept;
  }
  // a pending hold asking more: an agency on credit must still cover it (read before the new advance is written)
  const more = subtract(booking.advanceInPkr ?? kept, advanceBefore);
  if (booking.status === BookingStatus.pending && booking.inventoryHeld && compare(more, 0) > 0) await ensureHoldCovered(tx, booking.user.id, more);
  if (typeof quote.after.savedInPkr === 'string') booking.savedInPkr = quote.after.savedInPkr;
  await tx.flush();
  await bumpStats(tx, 0, difference);

  let alert: LowFundsAlert | null = null;
  if (compare(difference, 0) > 0 && booking.status === BookingStatus.confirmed) {
    if (ctx.viewer?.role === 'b2b_agent') {
      // an agency pays at once from its wallet (credit line included); short: InsufficientFundsError rolls it all back
      alert = (await payInstallmentFromWallet(ctx, booking, { purpose: PaymentPurpose.amendment, amount: difference })).alert;
    } else {
      // a traveller (or the super admin for one): a balance still open joins it, due by its own date (a change never
      // brings the whole balance forward); a booking that was paid in full owes the difference within a day
      const soon = new Date(now.getTime() + AMENDMENT_PAY_HOURS * 3_600_000);
      const openBalance = compare(paidBefore, quote.oldTotalInPkr) < 0 && booking.balanceDueAt && booking.balanceDueAt.getTime() > now.getTime();
      booking.balanceDueAt = openBalance ? booking.balanceDueAt : soon;
    }
  }
  // a pending booking keeps its hold and simply owes more (or less)
  const refunds = compare(quote.refundInPkr, 0) > 0 ? await refundBooking(ctx, booking, quote.refundInPkr, RefundReason.amendment) : [];
  await tx.flush();
  const { paidInPkr } = await netPaidOf(tx, booking);
  if (booking.status === BookingStatus.confirmed && compare(paidInPkr, booking.totalPriceInPkr) >= 0) booking.balanceDueAt = null;
  await refreshPaymentStatus(tx, booking);
  await tx.flush();
  return { refunded: refunds.length > 0, alert };
}
