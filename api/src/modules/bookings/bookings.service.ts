import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import Big from 'big.js';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.js';
import { domainEvents } from '../../core/events.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { type BookValues, IDEMPOTENCY_TTL_MS } from '../../rules/bookings.js';
import { isUuid } from '../../rules/common.js';
import { compare, formatMoney } from '../../rules/money.js';
import {
  advanceAmount,
  balanceDueAt,
  cancellationSplit,
  daysBeforeTravel,
  PAYMENT_MESSAGES,
  refundPercentFor,
} from '../../rules/payments.js';
import { bookerIdOf, viewerAgencyId } from '../agency/agency.service.js';
import { withNetworkMargin } from '../network/pricing.js';
import type { PageArgs } from '../catalogue/packages.service.js';
import { Currency } from '../currency/currency.entity.js';
import { PaymentStatus, RefundReason } from '../payments/payment.entity.js';
import { heldPaidOf, refreshPaymentStatus, refundBooking, wakeRefunds } from '../payments/refunds.service.js';
import { bookingView, type BookingView } from '../payments/scope.js';
import { customerFor, quoteFigures, saleFields } from './agent-sales.service.js';
import { Booking, BookingStatus, BookingType } from './booking.entity.js';
import { closeOpenPayments, releaseInventory, scheduleHoldExpiry } from './holds.js';
import { lockBooking, lockBookingOrFail } from './locks.js';
import { reserve, storedTiers } from './reserve.js';
import { bumpStats } from './stats.service.js';
import { announceBookingMade, announceCancelled } from '../notifications/announce.js';
import { recordBookingEvent } from '../history/record.js';
import { ensureHoldCovered } from './credit-hold.js';
import { publishWebhookEvent } from '../webhooks/outbox.js';
import { bookingEvent, cancellationChange } from '../webhooks/payloads.js';

function requestHash(values: BookValues): string {
  return idempotencyHash(values);
}

/** A request's fingerprint for its idempotency key: the same values (absent and null alike) give the same hash. */
export function idempotencyHash(values: object): string {
  // absent and null are the same request
  const sorted = Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return crypto.createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/**
 * Claims `key` for this request inside the booking transaction. Returns the booking a previous request with the
 * same key made, or null when this request is the first (or the old claim expired). A second request racing the
 * first waits on the unique key until the first commits, then sees its booking.
 */
export async function claimIdempotencyKey(tx: EntityManager, userId: string, key: string, hash: string, now: Date): Promise<Booking | null> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const claimed = await tx.execute<{ user_id: string }[]>(
    `insert into idempotency_key (user_id, key, request_hash, booking_id, created_at) values (?, ?, ?, null, ?)
     on conflict (user_id, key) do update set request_hash = excluded.request_hash, booking_id = null, created_at = excluded.created_at
       where idempotency_key.created_at < ?
     returning user_id`,
    [userId, key, hash, now, expiredBefore],
  );
  if (claimed.length) return null;
  const [row] = await tx.execute<{ request_hash: string; booking_id: string | null }[]>(
    'select request_hash, booking_id from idempotency_key where user_id = ? and key = ?',
    [userId, key],
  );
  if (!row || row.request_hash !== hash) throw new ConflictError('This Idempotency-Key was already used for a different booking request');
  if (!row.booking_id) throw new ConflictError('A booking with this Idempotency-Key is still being processed');
  return tx.findOneOrFail(Booking, { id: row.booking_id });
}

/**
 * Books anything bookable, all or nothing: inventory is taken with conditional updates or row locks in the same
 * transaction that records the booking, so it is never oversold, and a failure leaves nothing behind. The booking is
 * `pending` with its inventory held until holdExpiresAt (BOOKING_HOLD_MINUTES) for its first payment, the amount due
 * now (a package's advance, else the total); a transport request without seat inventory waits for the operator.
 */
export async function book(ctx: ServiceContext, values: BookValues, idempotencyKey?: string | null): Promise<Booking> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const key = idempotencyKey?.trim();
  if (key !== undefined && (key.length < 1 || key.length > 255)) throw new ValidationError('Idempotency-Key must be 1 to 255 characters');
  const currency = values.currency ?? 'PKR';
  const now = ctx.now();
  // an agent booking for a customer: checked before anything is taken
  const customer = customerFor(ctx, values);
  // an agency's staff book for the agency: its booking, its markups, paid from its wallet (403 when suspended)
  const bookerId = await bookerIdOf(ctx);

  const booked = await ctx.em.transactional(async (tx) => {
    if (key) {
      const earlier = await claimIdempotencyKey(tx, viewer.id, key, requestHash(values), now);
      if (earlier) return earlier;
    }
    // a sub-agency's total is its cost: the net plus its master's margin (issue 39)
    const reserved = await withNetworkMargin(tx, bookerId, values.type, await reserve(ctx, tx, values, now));
    // the server's total is the total; a client's different figure is refused, never used
    if (values.totalPriceInPkr && compare(values.totalPriceInPkr, reserved.totalPriceInPkr) !== 0) {
      throw new ValidationError(`The price has changed: the total is now ${formatMoney(reserved.totalPriceInPkr, 'PKR')}. Please review and book again.`, 'totalPriceInPkr');
    }
    // the total stays the net price the agent pays; the customer's price carries the agent's markup
    const sale = customer ? await saleFields(tx, bookerId, values.type, reserved.totalPriceInPkr, customer) : {};
    const rate = currency === 'PKR' ? '1' : (await tx.findOneOrFail(Currency, { code: currency })).rate;
    const advance = advanceAmount(reserved.totalPriceInPkr, reserved.advancePercent);
    // nothing due now (a package asking no advance): it stands at once, the whole amount due by balanceDueAt
    const status = reserved.heldInventory && compare(advance, 0) === 0 ? BookingStatus.confirmed : BookingStatus.pending;
    const holding = reserved.heldInventory && status === BookingStatus.pending;
    // an agency on credit can never hold more than its line covers (issue 37)
    if (holding) await ensureHoldCovered(tx, bookerId, advance);
    const booking = tx.create(Booking, {
      user: bookerId,
      sellerId: reserved.sellerId,
      type: values.type,
      itemName: reserved.itemName.slice(0, 300),
      passengerCount: reserved.passengerCount,
      totalPriceInPkr: reserved.totalPriceInPkr,
      savedInPkr: reserved.savedInPkr,
      currency,
      currencyRate: String(rate),
      status,
      travelDate: reserved.travelDate,
      specialRequirements: values.specialRequirements?.trim() || null,
      createdAt: now,
      inventoryHeld: reserved.heldInventory,
      advanceInPkr: advance,
      holdExpiresAt: holding ? new Date(now.getTime() + ctx.config.payments.holdMs) : null,
      balanceDueAt: compare(advance, reserved.totalPriceInPkr) < 0 ? balanceDueAt(now, reserved.travelDate) : null,
      confirmedAt: status === BookingStatus.confirmed ? now : null,
      refundTiers: reserved.refundTiers,
      ...reserved.fields,
      ...sale,
    });
    await tx.flush();
    // pending bookings count from the start; an expiry or a cancellation takes them out again
    await bumpStats(tx, 1, reserved.totalPriceInPkr);
    await scheduleHoldExpiry(tx, booking);
    // received with its payment link (or confirmed at once), announced with the booking or not at all
    await announceBookingMade({ ...ctx, em: tx }, booking);
    await recordBookingEvent({ ...ctx, em: tx }, {
      bookingId: booking.id,
      kind: 'made',
      summary: `Booked ${booking.itemName} for ${booking.passengerCount} traveller(s), ${formatMoney(booking.totalPriceInPkr, 'PKR')}`,
      amountInPkr: booking.totalPriceInPkr,
    });
    // partners hear of it with it (issue 38): made, and confirmed at once when nothing was due now
    await publishWebhookEvent(tx, bookingEvent('booking.created', booking, now));
    if (status === BookingStatus.confirmed) await publishWebhookEvent(tx, bookingEvent('booking.confirmed', booking, now));
    if (key) await tx.execute('update idempotency_key set booking_id = ? where user_id = ? and key = ?', [booking.id, viewer.id, key]);
    return booking;
  });
  // availability changed (after the commit): cached catalogue answers are stale
  domainEvents.emitEvent('catalogue.changed', { kind: 'inventory' });
  return booked;
}

// a quotation never keeps what it priced
class QuoteRollback extends Error {}

export type BookingQuote = { itemName: string; passengerCount: number; netPriceInPkr: string; markupInPkr: string; sellingPriceInPkr: string };

/**
 * What booking `values` would cost now, without booking: the net price (the booking's total), the agent's markup
 * (their setting for the product type, or this booking's override) and the customer's price. Priced by the booking's
 * own reservation inside a transaction that is rolled back, so it answers exactly what book() would, sold-out and
 * date rules included.
 */
export async function quoteBooking(ctx: ServiceContext, values: BookValues, markupOverride?: string | null): Promise<BookingQuote> {
  if (!ctx.viewer) throw new AuthError();
  const customer = customerFor(ctx, values);
  const override = customer?.markupInPkr ?? markupOverride;
  const now = ctx.now();
  let quote: BookingQuote | undefined;
  try {
    await ctx.em.transactional(async (tx) => {
      const reserved = await withNetworkMargin(tx, await viewerAgencyId(ctx), values.type, await reserve(ctx, tx, values, now));
      const figures = await quoteFigures(ctx, tx, values.type, reserved.totalPriceInPkr, override);
      quote = { itemName: reserved.itemName, passengerCount: reserved.passengerCount, ...figures };
      throw new QuoteRollback();
    });
  } catch (err) {
    if (!(err instanceof QuoteRollback)) throw err;
  }
  if (!quote) throw new Error('quote: nothing priced');
  return quote;
}

/** A booking its booker, its seller or the super admin may see; anyone else (and any id that is not one) gets 404. */
export async function getBooking(ctx: ServiceContext, id: string): Promise<Booking> {
  return (await viewBooking(ctx, id)).booking;
}

/** getBooking with what of it the viewer may see (payments/scope.ts bookingView): 'all', or the seller's 'operator'. */
export async function viewBooking(ctx: ServiceContext, id: string): Promise<{ booking: Booking; view: BookingView }> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const booking = isUuid(id) ? await ctx.em.findOne(Booking, { id }) : null;
  if (!booking) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
  const view = await bookingView(ctx, viewer, booking.user.id, booking.sellerId);
  if (!view) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
  return { booking, view };
}

// 409s for a booking that can no longer be cancelled
function ensureCancellable(booking: Booking, now: Date): void {
  // the airline decides what a flight's cancellation gives back: its own quote (modules/flights/cancellation.ts)
  if (booking.type === BookingType.flight) throw new ConflictError('A flight is cancelled through its flight order’s cancellation quote');
  if (booking.status === BookingStatus.cancelled) throw new ConflictError('This booking is already cancelled');
  if (booking.status === BookingStatus.expired) throw new ConflictError('This booking has expired: there is nothing to cancel');
  if (booking.status !== BookingStatus.confirmed && booking.status !== BookingStatus.pending) throw new ConflictError('A completed booking cannot be cancelled');
  if (booking.travelDate && booking.travelDate.getTime() <= now.getTime()) throw new ConflictError('This trip has already started');
}

/**
 * What cancelling now gives back: the booking's tier (by calendar days before travel) of what was paid, the rest kept.
 * `paidInPkr`: what its payments still hold (heldPaidOf: less what an amendment already refunded).
 */
function quoteFor(booking: Booking, now: Date, paidInPkr: string) {
  const days = booking.travelDate ? daysBeforeTravel(now, booking.travelDate) : 0;
  const tiers = storedTiers(booking.refundTiers, []);
  // nothing was paid: nothing to keep back either
  const percent = compare(paidInPkr, 0) > 0 ? refundPercentFor(tiers, days) : 0;
  // what earlier changes kept (fees, penalties: booking.retainedInPkr) stays kept; the policy applies to the rest
  const kept = new Big(booking.retainedInPkr ?? '0');
  const refundable = new Big(paidInPkr).minus(kept);
  const base = cancellationSplit(refundable.gt(0) ? refundable.toFixed(2) : '0.00', percent);
  const split = { refundInPkr: base.refundInPkr, penaltyInPkr: new Big(paidInPkr).minus(base.refundInPkr).toFixed(2) };
  return { bookingId: booking.id, paidInPkr: new Big(paidInPkr).toFixed(2), ...split, refundPercent: percent, daysBeforeTravel: days, tiers };
}

/** The refund and the penalty if the booking were cancelled now (its booker or the super admin; 409 when it cannot be). */
export async function cancellationQuote(ctx: ServiceContext, id: string): Promise<ReturnType<typeof quoteFor>> {
  const booking = await getBooking(ctx, id);
  const viewer = ctx.viewer;
  if (viewer?.role !== 'super_admin' && booking.user.id !== (await bookerIdOf(ctx))) throw new ForbiddenError('You can only cancel your own bookings');
  const now = ctx.now();
  ensureCancellable(booking, now);
  return quoteFor(booking, now, await heldPaidOf(ctx.em, booking));
}

/**
 * Cancels an upcoming booking (its booker or the super admin): its inventory goes back exactly once (under the row
 * lock, while `inventoryHeld` says it still has it), open payment attempts end, and what the cancellation policy
 * gives back is refunded through the gateways the money came from, in the same transaction (sent by jobs).
 */
export async function cancelBooking(ctx: ServiceContext, id: string): Promise<Booking> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const now = ctx.now();
  if (!isUuid(id)) throw new NotFoundError('Booking not found');
  const own = viewer.role === 'super_admin' ? viewer.id : await bookerIdOf(ctx);
  let refunded = false;
  const cancelled = await ctx.em.transactional(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) throw new NotFoundError('Booking not found');
    if (booking.user.id !== own && viewer.role !== 'super_admin') throw new ForbiddenError('You can only cancel your own bookings');
    ensureCancellable(booking, now);
    refunded = await cancelLocked({ ...ctx, em: tx }, booking, quoteFor(booking, now, await heldPaidOf(tx, booking)).refundInPkr, 'Cancelled');
    return booking;
  });
  if (refunded) wakeRefunds();
  domainEvents.emitEvent('catalogue.changed', { kind: 'inventory' });
  return cancelled;
}

/**
 * Cancels a booking already locked and checked by the caller's transaction (ctx.em): status, inventory back once,
 * open attempts closed, `refundInPkr` refunded the way the money came, the announcement, the totals, the history and
 * the partners' booking.cancelled.
 * True when refunds were made (the caller wakes the refund sender after its commit). Used by cancelBooking, the
 * binding cancellation quote and the overdue-balance sweep (issue 37).
 */
export async function cancelLocked(ctx: ServiceContext, booking: Booking, refundInPkr: string, summary: string): Promise<boolean> {
  const tx = ctx.em as EntityManager;
  const now = ctx.now();
  const was = booking.status;
  booking.status = BookingStatus.cancelled;
  booking.cancelledAt = now;
  await releaseInventory(tx, booking);
  await tx.flush();
  await closeOpenPayments(tx, booking.id, PaymentStatus.cancelled, now);
  // the cancellation first, then the refunds it makes (their own events, from the settlement)
  await recordBookingEvent(ctx, {
    bookingId: booking.id,
    kind: 'cancelled',
    summary: `${summary}: ${formatMoney(refundInPkr, 'PKR')} to be refunded`,
    before: { status: was },
    after: { status: 'cancelled' },
    amountInPkr: refundInPkr,
  });
  const refunds = await refundBooking(ctx, booking, refundInPkr, RefundReason.cancellation);
  await refreshPaymentStatus(tx, booking);
  await tx.flush();
  // partners: the booking with its refunds decided (each refund its own payment.refunded once the money is back)
  await publishWebhookEvent(tx, bookingEvent('booking.cancelled', booking, now, { change: cancellationChange('cancelled', refundInPkr, summary) }));
  await announceCancelled(ctx, booking.id, refundInPkr);
  await bumpStats(tx, -1, new Big(booking.totalPriceInPkr).times(-1).toFixed(2));
  return refunds.length > 0;
}

/**
 * The checks and the policy's figures for cancelling `booking` now (the binding cancellation quote reads them);
 * `paidInPkr`: what its payments still hold (heldPaidOf), the whole amount paid when left out.
 */
export function cancellationFigures(booking: Booking, now: Date, paidInPkr: string = booking.amountPaidInPkr): ReturnType<typeof quoteFor> {
  ensureCancellable(booking, now);
  return quoteFor(booking, now, paidInPkr);
}

/**
 * The seller (or the super admin) accepts a transport request (a service without seat inventory): the traveller can
 * then pay it, which confirms it.
 */
export async function acceptBookingRequest(ctx: ServiceContext, id: string): Promise<Booking> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const seen = await getBooking(ctx, id);
  if (viewer.role !== 'super_admin' && seen.sellerId !== viewer.id) throw new ForbiddenError('Only the operator selling this service confirms its requests');
  return ctx.em.transactional(async (tx) => {
    const booking = await lockBookingOrFail(tx, seen.id);
    if (booking.requestAcceptedAt && booking.status === BookingStatus.pending) throw new ConflictError(PAYMENT_MESSAGES.alreadyAccepted);
    if (booking.status !== BookingStatus.pending || booking.type !== BookingType.transport || booking.inventoryHeld) {
      throw new ConflictError(PAYMENT_MESSAGES.notARequest);
    }
    booking.requestAcceptedAt = ctx.now();
    await tx.flush();
    return booking;
  });
}

/** Own bookings for travellers; agents also see bookings of what they sell; the super admin sees all. Newest first. */
export async function listBookings(ctx: ServiceContext, pagination: PageArgs, opts: { sold?: boolean; forCustomers?: boolean } = {}): Promise<Page<Booking>> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const page = readPagination(pagination);
  // an agency's staff see the agency's bookings
  const own = viewer.role === 'super_admin' ? viewer.id : await bookerIdOf(ctx);
  // an agent's sales to customers (booking_customer_sales_idx)
  const where = opts.forCustomers
    ? { user: own, customerName: { $ne: null } }
    : opts.sold
    ? { sellerId: own }
    : viewer.role === 'super_admin' ? {} : viewer.role === 'b2b_agent' ? { $or: [{ user: own }, { sellerId: own }] } : { user: own };
  const rows = await ctx.em.find(Booking, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: page.limit + 1,
    offset: page.offset,
    populate: ['user'],
    strategy: 'joined',
  });
  return toPage(rows, page);
}

/** Travelled bookings become completed a day after their travel date (one process per run). */
export async function completeTravelledBookings(ctx: Pick<ServiceContext, 'em' | 'now'>): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000);
  // each one's history says so, in the same statement (the system's doing)
  const rows = await ctx.em.execute<{ id: string }[]>(
    `with done as (update booking set status = 'completed' where status = 'confirmed' and travel_date < ? returning id),
     noted as (
       insert into booking_event (booking_id, at, actor_role, actor_name, kind, summary, before, after)
       select done.id, greatest(?::timestamptz, (select max(e.at) + interval '1 microsecond' from booking_event e where e.booking_id = done.id)),
              'system', 'Safarnama', 'completed', 'Travelled: the booking is completed', '{"status":"confirmed"}', '{"status":"completed"}'
         from done
     )
     select id from done`,
    [cutoff, ctx.now()],
  );
  return rows.length;
}
