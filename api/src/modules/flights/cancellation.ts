import crypto from 'node:crypto';
import Big from 'big.js';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, ConflictError } from '../../core/errors.js';
import { FLIGHT_ORDER_MESSAGES } from '../../rules/flights.js';
import { compare } from '../../rules/money.js';
import { BookingStatus } from '../bookings/booking.entity.js';
import { closeOpenPayments } from '../bookings/holds.js';
import { lockBooking } from '../bookings/locks.js';
import { bumpStats } from '../bookings/stats.service.js';
import { announceCancelled } from '../notifications/announce.js';
import { Payment, PaymentStatus, RefundReason } from '../payments/payment.entity.js';
import { refreshPaymentStatus, refundBooking, wakeRefunds } from '../payments/refunds.service.js';
import { publishWebhookEvent } from '../webhooks/outbox.js';
import { bookingEvent, cancellationChange } from '../webhooks/payloads.js';
import { airlineOf } from './airlines.js';
import { asDomainError } from './errors.js';
import { type FlightCancellationQuote, FlightOrder } from './flight-order.entity.js';
import { ensureActor, findOrder } from './orders.service.js';
import { CLAIM_MS, releaseClaim } from './ticketing.js';

// Cancelling a flight order: the airline quotes what it refunds (and what it keeps) with an expiry; confirmed before
// then, the order is cancelled with the airline and here, and the refund goes back the way the money came (the wallet
// for an agent who paid from it). Only the latest quote confirms, once: a second confirmation of it returns the
// cancelled order and refunds nothing more.

const CANCELLABLE = new Set(['held', 'awaiting_payment', 'ticketed']);

/** A fresh cancellation quote for the order (its booker or the super admin). */
export async function quoteFlightCancellation(ctx: ServiceContext, orderId: string): Promise<FlightCancellationQuote> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const seen = await findOrder(ctx, orderId);
  await ensureActor(ctx, viewer, seen.booking.getEntity());
  if (!CANCELLABLE.has(seen.status)) throw new ConflictError(FLIGHT_ORDER_MESSAGES.notCancellable);
  const now = ctx.now();
  let quote: FlightCancellationQuote;
  if (seen.providerOrderId && seen.status !== 'awaiting_payment') {
    let airline;
    try {
      airline = await airlineOf(ctx).quoteCancellation(seen.providerOrderId, now);
    } catch (err) {
      throw asDomainError(err);
    }
    quote = {
      id: crypto.randomUUID(),
      providerQuoteId: airline.id,
      refundInPkr: airline.refundPkr,
      penaltyInPkr: airline.penaltyPkr,
      refundTo: 'none',
      expiresAt: airline.expiresAt,
      createdAt: now.toISOString(),
    };
  } else {
    // nothing placed with the airline yet (an instant order not paid): nothing to refund, nothing kept
    quote = { id: crypto.randomUUID(), providerQuoteId: '', refundInPkr: '0.00', penaltyInPkr: '0.00', refundTo: 'none', expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(), createdAt: now.toISOString() };
  }
  return ctx.em.transactional(async (tx) => {
    const booking = await lockBooking(tx, seen.booking.id);
    const order = await tx.findOneOrFail(FlightOrder, { id: seen.id }, { refresh: true });
    if (!booking || !CANCELLABLE.has(order.status)) throw new ConflictError(FLIGHT_ORDER_MESSAGES.notCancellable);
    const paid = new Big(booking.amountPaidInPkr).minus(booking.amountRefundedInPkr);
    // never more back than was paid here (the service fee stays with the platform unless the airline refunds all)
    const cap = paid.gt(0) ? paid : new Big(0);
    const refund = new Big(quote.refundInPkr).gt(cap) ? cap : new Big(quote.refundInPkr);
    quote.refundInPkr = refund.toFixed(2);
    if (refund.gt(0)) {
      const byWallet = await tx.count(Payment, { booking: booking.id, status: PaymentStatus.succeeded, method: 'wallet' as Payment['method'] });
      quote.refundTo = byWallet > 0 ? 'wallet' : 'original_method';
    }
    order.cancellationQuote = quote;
    order.updatedAt = now;
    await tx.flush();
    return quote;
  });
}

/**
 * Confirms the latest quote before it expires: claimed under the booking's lock (a second confirmation meanwhile is a
 * 409, one after it the cancelled order), confirmed with the airline outside any transaction of ours, then the order
 * and its booking cancelled and the quote's refund made, in one transaction.
 */
export async function confirmFlightCancellation(ctx: ServiceContext, orderId: string, quoteId: string): Promise<FlightOrder> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const seen = await findOrder(ctx, orderId);
  await ensureActor(ctx, viewer, seen.booking.getEntity());
  const now = ctx.now();
  const claim = await ctx.em.transactional(async (tx) => {
    await lockBooking(tx, seen.booking.id);
    const order = await tx.findOneOrFail(FlightOrder, { id: seen.id }, { refresh: true });
    const quote = order.cancellationQuote;
    if (!quote || quote.id !== quoteId) throw new ConflictError(FLIGHT_ORDER_MESSAGES.quoteExpired);
    // this very quote was confirmed already: the same answer, nothing more
    if (order.status === 'cancelled' && order.cancelledAt) return { done: order, quote: null };
    if (!CANCELLABLE.has(order.status)) throw new ConflictError(FLIGHT_ORDER_MESSAGES.notCancellable);
    if (new Date(quote.expiresAt).getTime() <= now.getTime()) throw new ConflictError(FLIGHT_ORDER_MESSAGES.quoteExpired);
    if (order.claimedUntil && order.claimedUntil.getTime() > now.getTime()) throw new ConflictError(FLIGHT_ORDER_MESSAGES.busy);
    order.claimedUntil = new Date(now.getTime() + CLAIM_MS);
    await tx.flush();
    return { done: null, quote };
  });
  if (claim.done) return claim.done;
  const quote = claim.quote;
  if (quote.providerQuoteId) {
    try {
      await airlineOf(ctx).confirmCancellation(quote.providerQuoteId, now);
    } catch (err) {
      await releaseClaim(ctx, seen.id);
      throw asDomainError(err);
    }
  }
  let refunded = false;
  const order = await ctx.em.transactional(async (tx) => {
    const booking = await lockBooking(tx, seen.booking.id);
    const order = await tx.findOneOrFail(FlightOrder, { id: seen.id }, { refresh: true });
    order.claimedUntil = null;
    if (!booking || order.status === 'cancelled') {
      await tx.flush();
      return order;
    }
    order.status = 'cancelled';
    order.cancelledAt = now;
    order.updatedAt = now;
    booking.status = BookingStatus.cancelled;
    booking.cancelledAt = now;
    await tx.flush();
    await closeOpenPayments(tx, booking.id, PaymentStatus.cancelled, now);
    const refunds = compare(quote.refundInPkr, 0) > 0 ? await refundBooking({ ...ctx, em: tx }, booking, quote.refundInPkr, RefundReason.cancellation) : [];
    refunded = refunds.length > 0;
    await refreshPaymentStatus(tx, booking);
    await tx.flush();
    await publishWebhookEvent(tx, bookingEvent('booking.cancelled', booking, now, { itemId: order.id, change: cancellationChange('cancelled', quote.refundInPkr) }));
    await announceCancelled({ ...ctx, em: tx }, booking.id, quote.refundInPkr);
    await bumpStats(tx, -1, new Big(booking.totalPriceInPkr).times(-1).toFixed(2));
    return order;
  });
  if (refunded) wakeRefunds();
  return order;
}
