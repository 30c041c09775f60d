import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, ConflictError, NotFoundError } from '../../core/errors.js';
import { AMENDMENT_MESSAGES, QUOTE_MINUTES, type QuoteKindValue } from '../../rules/amendments.js';
import { isUuid } from '../../rules/common.js';
import { subtract } from '../../rules/money.js';
import { PAYMENT_MESSAGES } from '../../rules/payments.js';
import { bookerIdOf } from '../agency/agency.service.js';
import { Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { BookingQuote } from './booking-quote.entity.js';
import { refundDestinationOf } from './money.js';

// What amendment and cancellation quotes share (issue 37): whose booking it is, whether it may change, its revision,
// the money it holds, and the one conditional update that confirms a quote at most once.

/** Whose bookings the viewer may change: its agency's (staff included) or its own; null: the super admin, any. */
export async function changerOf(ctx: ServiceContext): Promise<string | null> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  return viewer.role === 'super_admin' ? null : bookerIdOf(ctx);
}

/** The booking when the viewer may change it; anyone else's (and any id that is not one) is not there: 404. */
export function ensureOwn(booking: Booking | null, owner: string | null): Booking {
  if (!booking || (owner !== null && booking.user.id !== owner)) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
  return booking;
}

export async function readOwnBooking(em: EntityManager, bookingId: string, owner: string | null): Promise<Booking> {
  return ensureOwn(isUuid(bookingId) ? await em.findOne(Booking, { id: bookingId }, { refresh: true }) : null, owner);
}

/** 409s for a booking no amendment may touch: flights (their flight order's own changes), not upcoming, trip started. */
export function ensureAmendable(booking: Booking, now: Date): void {
  if (booking.type === BookingType.flight) throw new ConflictError(AMENDMENT_MESSAGES.flights);
  if (booking.status !== BookingStatus.pending && booking.status !== BookingStatus.confirmed) throw new ConflictError(AMENDMENT_MESSAGES.notAmendable(booking.status));
  if (booking.travelDate && booking.travelDate.getTime() <= now.getTime()) throw new ConflictError(AMENDMENT_MESSAGES.tripStarted);
  // a hold that ran out (its sweep not yet there) has nothing left to change
  if (booking.status === BookingStatus.pending && booking.inventoryHeld && booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime()) {
    throw new ConflictError(PAYMENT_MESSAGES.holdOver);
  }
}

/**
 * The booking as a quote read it: its status, its money and every field a change reads or writes. A quote is
 * confirmed only while the booking's revision is still the one it was quoted on (a payment, a refund, another
 * change in between: 409, ask again).
 */
export function bookingRevision(b: Booking): string {
  const fields = [
    b.status, b.totalPriceInPkr, b.amountPaidInPkr, b.amountRefundedInPkr, b.advanceInPkr, b.passengerCount, b.travelDate?.toISOString(),
    b.packageId, b.transportId, b.hotelId, b.roomType, b.checkInDate, b.checkOutDate, b.roomCount, b.guestCount, b.rooms, b.passengers,
    b.markupInPkr, b.inventoryHeld, b.refundTiers, b.retainedInPkr,
  ];
  return crypto.createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Counted money of the booking still held: received less every refund decided (surplus ones are not counted money). */
export async function netPaidOf(em: EntityManager, booking: Booking): Promise<{ paidInPkr: string; methods: string[] }> {
  const [row] = await em.execute<{ refunded: string; methods: string[] | null }[]>(
    `select coalesce((select sum(amount_in_pkr) from payment_refund where booking_id = ? and reason <> 'surplus'), 0)::text as refunded,
            (select array_agg(distinct method) from payment where booking_id = ? and status = 'succeeded' and not surplus) as methods`,
    [booking.id, booking.id],
  );
  return { paidInPkr: subtract(booking.amountPaidInPkr, row?.refunded ?? '0'), methods: row?.methods ?? [] };
}

export function refundDestination(methods: readonly string[], refundInPkr: string) {
  return refundDestinationOf(methods, refundInPkr);
}

export const quoteExpiry = (now: Date) => new Date(now.getTime() + QUOTE_MINUTES * 60_000);

/** A booking's open quotes give way to a newer one (in the transaction that stores it). */
export async function supersedeOpenQuotes(tx: EntityManager, bookingId: string): Promise<void> {
  await tx.execute(`update booking_quote set status = 'superseded' where booking_id = ? and status = 'open'`, [bookingId]);
}

/**
 * Claims an open, unexpired quote of the booking for confirmation, in the transaction that locked the booking: one
 * conditional update, so a quote confirmed twice at once is confirmed once. Nothing claimed: 404 (no such quote of
 * this booking, or of that kind) or 409 saying why (expired, already confirmed, superseded).
 */
export async function claimQuote(tx: EntityManager, bookingId: string, quoteId: string, now: Date, cancel: boolean): Promise<BookingQuote> {
  if (!isUuid(quoteId)) throw new NotFoundError(AMENDMENT_MESSAGES.quoteNotFound);
  const kindClause = cancel ? `kind = 'cancel'` : `kind <> 'cancel'`;
  const claimed = await tx.execute<{ id: string }[]>(
    `update booking_quote set status = 'confirmed', confirmed_at = ? where id = ? and booking_id = ? and ${kindClause} and status = 'open' and expires_at > ? returning id`,
    [now, quoteId, bookingId, now],
  );
  const quote = await tx.findOne(BookingQuote, { id: quoteId, booking: bookingId }, { refresh: true });
  if (!quote || (quote.kind === 'cancel') !== cancel) throw new NotFoundError(AMENDMENT_MESSAGES.quoteNotFound);
  if (claimed.length) return quote;
  throw new ConflictError(whyNotOpen(quote, now));
}

function whyNotOpen(quote: BookingQuote, now: Date): string {
  if (quote.status === 'confirmed') return AMENDMENT_MESSAGES.quoteConfirmed;
  if (quote.status === 'superseded') return AMENDMENT_MESSAGES.quoteSuperseded;
  if (quote.status === 'expired' || quote.expiresAt.getTime() <= now.getTime()) return AMENDMENT_MESSAGES.quoteExpired;
  return AMENDMENT_MESSAGES.quoteNotFound;
}

/** A quote's status as its reader sees it: an open one past its expiry is expired. */
export function statusAt(quote: BookingQuote, now: Date): BookingQuote['status'] {
  return quote.status === 'open' && quote.expiresAt.getTime() <= now.getTime() ? 'expired' : quote.status;
}

export type QuoteKind = QuoteKindValue;
