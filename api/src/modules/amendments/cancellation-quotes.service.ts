import type { ServiceContext } from '../../core/context.js';
import { ConflictError, NotFoundError } from '../../core/errors.js';
import { domainEvents } from '../../core/events.js';
import { AMENDMENT_MESSAGES, type RefundDestinationValue } from '../../rules/amendments.js';
import { isUuid } from '../../rules/common.js';
import { formatMoney, subtract } from '../../rules/money.js';
import { PAYMENT_MESSAGES } from '../../rules/payments.js';
import type { Booking } from '../bookings/booking.entity.js';
import { cancellationFigures, cancelLocked } from '../bookings/bookings.service.js';
import { lockBooking } from '../bookings/locks.js';
import { recordBookingEvent } from '../history/record.js';
import { wakeRefunds } from '../payments/refunds.service.js';
import { BookingQuote } from './booking-quote.entity.js';
import { bookingRevision, changerOf, claimQuote, ensureOwn, netPaidOf, quoteExpiry, readOwnBooking, refundDestination, statusAt, supersedeOpenQuotes } from './quotes.shared.js';

// Binding cancellation quotes (issue 37): the policy's refund and penalty for cancelling now, fixed for QUOTE_MINUTES;
// confirmed, the booking is cancelled with exactly that refund. GET …/cancellation-quote (a preview) and POST …/cancel
// (at today's figures) are unchanged (bookings.service.ts).

export type CancellationOfferView = {
  id: string;
  bookingId: string;
  refundInPkr: string;
  penaltyInPkr: string;
  refundTo: RefundDestinationValue | null;
  expiresAt: Date;
  status: BookingQuote['status'];
};

export function cancellationOfferView(q: BookingQuote, now: Date): CancellationOfferView {
  return { id: q.id, bookingId: q.booking.id, refundInPkr: q.refundInPkr, penaltyInPkr: q.penaltyInPkr, refundTo: q.refundTo ?? null, expiresAt: q.expiresAt, status: statusAt(q, now) };
}

/** A binding quote for cancelling the viewer's booking now (its booker or the super admin; anyone else's: 404). */
export async function quoteCancellation(ctx: ServiceContext, bookingId: string): Promise<CancellationOfferView> {
  const owner = await changerOf(ctx);
  const viewer = ctx.viewer as NonNullable<ServiceContext['viewer']>;
  const now = ctx.now();
  const quote = await ctx.em.transactional(async (tx) => {
    const booking = await readOwnBooking(tx, bookingId, owner);
    const { paidInPkr, methods } = await netPaidOf(tx, booking);
    const figures = cancellationFigures(booking, now, paidInPkr);
    await supersedeOpenQuotes(tx, booking.id);
    const stored = tx.create(BookingQuote, {
      booking: booking.id,
      kind: 'cancel',
      createdBy: viewer.id,
      createdAt: now,
      expiresAt: quoteExpiry(now),
      input: null,
      before: { status: booking.status },
      after: { status: 'cancelled' },
      summary: `Cancellation: ${formatMoney(figures.refundInPkr, 'PKR')} refunded, ${formatMoney(figures.penaltyInPkr, 'PKR')} kept (${figures.refundPercent} % per the policy)`,
      oldTotalInPkr: booking.totalPriceInPkr,
      newTotalInPkr: figures.penaltyInPkr,
      feeInPkr: '0.00',
      penaltyInPkr: figures.penaltyInPkr,
      differenceInPkr: subtract(figures.penaltyInPkr, booking.totalPriceInPkr),
      refundInPkr: figures.refundInPkr,
      refundTo: refundDestination(methods, figures.refundInPkr),
      bookingRevision: bookingRevision(booking),
    });
    await tx.flush();
    await recordBookingEvent({ ...ctx, em: tx }, { bookingId: booking.id, kind: 'quoted', summary: stored.summary, amountInPkr: figures.refundInPkr });
    return stored;
  });
  return cancellationOfferView(quote, now);
}

/**
 * Confirms a cancellation quote, once: the booking locked first, the quote claimed by one conditional update, the
 * booking unchanged since the quote and still cancellable, then cancelled with the quoted refund (inventory back,
 * open attempts closed, the refund the way the money came). Anything else: 404 / 409 and nothing changed.
 */
export async function confirmCancellation(ctx: ServiceContext, bookingId: string, quoteId: string): Promise<Booking> {
  const owner = await changerOf(ctx);
  if (!isUuid(bookingId)) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
  const now = ctx.now();
  let refunded = false;
  const cancelled = await ctx.em.transactional(async (tx) => {
    const booking = ensureOwn(await lockBooking(tx, bookingId), owner);
    const quote = await claimQuote(tx, booking.id, quoteId, now, true);
    if (bookingRevision(booking) !== quote.bookingRevision) throw new ConflictError(AMENDMENT_MESSAGES.bookingChanged);
    cancellationFigures(booking, now);
    refunded = await cancelLocked({ ...ctx, em: tx }, booking, quote.refundInPkr, 'Cancelled with a quote');
    return booking;
  });
  if (refunded) wakeRefunds();
  domainEvents.emitEvent('catalogue.changed', { kind: 'inventory' });
  return cancelled;
}
