import type { EntityManager } from '@mikro-orm/postgresql';
import Big from 'big.js';
import type { ServiceContext } from '../../core/context.js';
import { defineJob, defineSweep, enqueueInTransaction, queueRunning, wakeWorker } from '../../jobs/queue.js';
import { Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { closeOpenPayments } from '../bookings/holds.js';
import { lockBooking } from '../bookings/locks.js';
import { bumpStats } from '../bookings/stats.service.js';
import { announceBooking } from '../notifications/announce.js';
import { publishWebhookEvent } from '../webhooks/outbox.js';
import { bookingEvent, cancellationChange, flightOrderEvent } from '../webhooks/payloads.js';
import { PaymentStatus, RefundReason } from '../payments/payment.entity.js';
import { refreshPaymentStatus, refundBooking, wakeRefunds } from '../payments/refunds.service.js';
import type { PaymentChange, SettlementStep } from '../payments/settlement.js';
import { type AirOrder, AirlineProviderError, AirlineUnavailableError } from './airline.js';
import { airlineOf } from './airlines.js';
import { FlightOrder } from './flight-order.entity.js';
import { flightMessages } from './messages.js';
import { passengerName } from './orders.service.js';

// Tickets are issued once the money is in, never before: the settlement step marks a paid order `ticketing` in the
// payment's transaction and queues the ticketing job; the job pays the airline (a hold) or places the order (instant)
// under the booking's row lock, so however many payments or retries arrive, the airline is asked once per state. If
// the airline refuses, everything paid goes back at once (no money is ever kept without a ticket). A sweep picks up
// what a crash left half-way, and one more expires unpaid holds with the airline and here within a minute.

export const TICKETING_JOB = 'flights_ticketing';
export const TICKETING_SWEEP_JOB = 'flights_ticketing_sweep';
export const HOLD_SWEEP_JOB = 'flights_hold_sweep';
// an order the airline has not answered for this long (it stays `ticketing`, retried) is given up and refunded
const GIVE_UP_MS = 30 * 60_000;
const SWEEP_BATCH = 100;

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [TICKETING_JOB]: { orderId: string };
    [TICKETING_SWEEP_JOB]: Record<string, never>;
    [HOLD_SWEEP_JOB]: Record<string, never>;
  }
}

const orderOfBooking = (tx: EntityManager, bookingId: string) => tx.findOne(FlightOrder, { booking: bookingId }, { refresh: true });

/** The settlement's flight step: a flight booking that the payment confirmed goes to ticketing (in its transaction). */
async function paymentSettled(ctx: ServiceContext, change: PaymentChange): Promise<void> {
  if (change.to !== PaymentStatus.succeeded || change.surplus || !change.payment.booking) return;
  const tx = ctx.em as EntityManager;
  const booking = await tx.findOne(Booking, { id: change.payment.booking.id });
  if (!booking || booking.type !== BookingType.flight || booking.status !== BookingStatus.confirmed) return;
  const order = await orderOfBooking(tx, booking.id);
  if (!order || (order.status !== 'held' && order.status !== 'awaiting_payment')) return;
  order.status = 'ticketing';
  order.updatedAt = ctx.now();
  await tx.flush();
  if (queueRunning()) {
    await enqueueInTransaction(tx, TICKETING_JOB, { orderId: order.id });
    // the worker here takes it as soon as the payment's transaction has committed, not at its next poll (a wake
    // before the commit finds nothing; these run after it in all but a stalled commit, which the poll then covers)
    for (const ms of [30, 300]) setTimeout(() => wakeWorker(TICKETING_JOB), ms).unref();
  }
}

export const flightSettlement: SettlementStep = { name: 'flights', paymentSettled };

function applyAirlineOrder(order: FlightOrder, result: AirOrder, now: Date): void {
  order.providerOrderId = result.providerOrderId;
  order.bookingReference = result.bookingReference ?? order.bookingReference;
  order.slices = result.slices.length ? result.slices : order.slices;
  order.conditions = result.conditions;
  order.tickets = result.tickets.map((t) => ({ passengerIndex: t.passengerIndex, passengerName: passengerName(order.passengers[t.passengerIndex] ?? order.passengers[0]), number: t.number }));
  order.updatedAt = now;
}

/** Gives everything paid for a flight order back, cancels its booking: the airline would not ticket it. */
async function failTicketing(ctx: ServiceContext, booking: Booking, order: FlightOrder, reason: string): Promise<void> {
  const tx = ctx.em as EntityManager;
  const now = ctx.now();
  order.status = 'cancelled';
  order.failure = reason.slice(0, 500);
  order.cancelledAt = now;
  order.updatedAt = now;
  booking.status = BookingStatus.cancelled;
  booking.cancelledAt = now;
  await tx.flush();
  await closeOpenPayments(tx, booking.id, PaymentStatus.cancelled, now);
  const refund = new Big(booking.amountPaidInPkr).minus(booking.amountRefundedInPkr).toFixed(2);
  await refundBooking(ctx, booking, refund, RefundReason.ticketing_failed);
  await refreshPaymentStatus(tx, booking);
  await tx.flush();
  await bumpStats(tx, -1, new Big(booking.totalPriceInPkr).times(-1).toFixed(2));
  await publishWebhookEvent(tx, bookingEvent('booking.cancelled', booking, now, { itemId: order.id, change: cancellationChange('ticketing_failed', refund, reason) }));
  await announceBooking(ctx, booking.id, {
    key: `booking:${booking.id}:ticketing-failed`,
    build: (site, name, b, link, lang) => flightMessages.ticketingFailed(site, name, b, refund, reason, link, lang),
  });
}

// how long one attempt may keep the airline call to itself (a request's time-out, with room)
export const CLAIM_MS = 2 * 60_000;

/**
 * Claims an order for one call to the airline, in a short transaction under the booking's row lock: true when this
 * caller may call (the order is in `status` and nobody else's claim is running). No transaction of ours stays open
 * while the airline answers, so a slow airline holds no connection and no lock.
 */
export async function claimOrder(ctx: ServiceContext, orderId: string, status: FlightOrder['status']): Promise<FlightOrder | null> {
  return ctx.em.transactional(async (tx) => {
    const found = await tx.findOne(FlightOrder, { id: orderId });
    if (!found) return null;
    await lockBooking(tx, found.booking.id);
    const order = await tx.findOneOrFail(FlightOrder, { id: orderId }, { refresh: true });
    const now = ctx.now();
    if (order.status !== status || (order.claimedUntil && order.claimedUntil.getTime() > now.getTime())) return null;
    order.claimedUntil = new Date(now.getTime() + CLAIM_MS);
    await tx.flush();
    return order;
  });
}

export async function releaseClaim(ctx: ServiceContext, orderId: string): Promise<void> {
  await ctx.em.execute('update flight_order set claimed_until = null where id = ?', [orderId]);
}

/**
 * Issues the tickets of a paid order (`ticketing`), once: a claim, then the airline paid (a hold) or the order placed
 * (instant, keyed by our order id so a retry finds the first) outside any transaction of ours, then the answer applied
 * under the booking's row lock. True when it ended (ticketed or refunded); false when it is still waiting (someone
 * else's attempt is running, the airline is down, or it accepted the order without confirming it yet).
 */
export async function issueTickets(ctx: ServiceContext, orderId: string): Promise<boolean> {
  const claimed = await claimOrder(ctx, orderId, 'ticketing');
  if (!claimed) {
    const [row] = await ctx.em.execute<{ status: string }[]>('select status from flight_order where id = ?', [orderId]);
    return !row || row.status !== 'ticketing';
  }
  const now = ctx.now();
  const airline = airlineOf(ctx);
  let result: AirOrder | null = null;
  let refusal: string | null = null;
  try {
    if (claimed.type === 'hold' && claimed.providerOrderId) result = await airline.payOrder(claimed.providerOrderId, claimed.airlineTotalInPkr, now);
    else if (claimed.providerOrderId) result = await airline.getOrder(claimed.providerOrderId, now);
    else {
      result = await airline.createOrder(
        { offerId: claimed.offerId, type: 'instant', totalPkr: claimed.airlineTotalInPkr, passengers: claimed.passengers, contact: claimed.contact, reference: claimed.id },
        now,
      );
    }
  } catch (err) {
    if (!(err instanceof AirlineProviderError)) {
      await releaseClaim(ctx, orderId);
      throw err;
    }
    if (err instanceof AirlineUnavailableError && now.getTime() - claimed.updatedAt.getTime() < GIVE_UP_MS) {
      ctx.log.warn({ orderId, err: err.message }, 'the airline is not answering: ticketing retried later');
      await releaseClaim(ctx, orderId);
      return false;
    }
    ctx.log.warn({ orderId, code: err.code, err: err.message }, 'the airline refused to ticket a paid order: refunding it');
    refusal = err.message;
  }
  let refunded = false;
  const ended = await ctx.em.transactional(async (tx) => {
    const t = { ...ctx, em: tx };
    const booking = await lockBooking(tx, claimed.booking.id);
    const order = await tx.findOneOrFail(FlightOrder, { id: orderId }, { refresh: true });
    order.claimedUntil = null;
    if (!booking || order.status !== 'ticketing') return true;
    if (result) applyAirlineOrder(order, result, now);
    if (refusal !== null || result?.status === 'cancelled') {
      await failTicketing(t, booking, order, refusal ?? 'the airline cancelled the order');
      refunded = true;
      return true;
    }
    if (result?.status !== 'ticketed') {
      // accepted, not confirmed yet (Duffel's 202): the airline's event or the sweep finishes it
      await tx.flush();
      return false;
    }
    order.status = 'ticketed';
    order.ticketedAt = now;
    await tx.flush();
    await publishWebhookEvent(tx, flightOrderEvent('flight_order.ticketed', order, booking, now));
    await announceBooking(t, booking.id, {
      key: `booking:${booking.id}:ticketed`,
      build: (site, name, b, link, lang) => flightMessages.ticketed(site, name, b, order.bookingReference ?? '', link, lang),
      attachments: [{ kind: 'eticket', id: order.id }],
    });
    return true;
  });
  if (refunded) wakeRefunds();
  return ended;
}

/** Orders left `ticketing` (a crash, an airline that was down, a 202 not yet confirmed): tried again. */
export async function ticketWaitingOrders(ctx: ServiceContext, olderThanMs = 60_000, limit = SWEEP_BATCH): Promise<number> {
  const before = new Date(ctx.now().getTime() - olderThanMs);
  const rows = await ctx.em.execute<{ id: string }[]>(
    `select id from flight_order where status = 'ticketing' and updated_at <= ? order by updated_at limit ?`,
    [before, limit],
  );
  let done = 0;
  for (const { id } of rows) if (await issueTickets(ctx, id)) done++;
  return done;
}

/**
 * Ends unpaid orders past their deadline: a held order past the airline's payment deadline (cancelled with the
 * airline too, best effort: the airline releases it anyway), an instant order whose offer expired. Their bookings
 * expire; a payment that arrives later is refunded by the booking's settlement. Returns how many ended.
 */
export async function expireUnpaidOrders(ctx: ServiceContext, limit = SWEEP_BATCH): Promise<number> {
  const now = ctx.now();
  const rows = await ctx.em.execute<{ id: string; booking_id: string }[]>(
    `select o.id, o.booking_id from flight_order o join booking b on b.id = o.booking_id
      where o.status in ('held', 'awaiting_payment') and b.status = 'pending' and b.hold_expires_at <= ?
      order by b.hold_expires_at limit ?`,
    [now, limit],
  );
  let ended = 0;
  for (const row of rows) {
    const expired = await ctx.em.transactional(async (tx) => {
      const booking = await lockBooking(tx, row.booking_id);
      const order = await orderOfBooking(tx, row.booking_id);
      if (!booking || !order || booking.status !== BookingStatus.pending) return null;
      if (order.status !== 'held' && order.status !== 'awaiting_payment') return null;
      if (!booking.holdExpiresAt || booking.holdExpiresAt.getTime() > now.getTime()) return null;
      const held = order.status === 'held' ? order.providerOrderId : null;
      order.status = 'expired';
      order.updatedAt = now;
      booking.status = BookingStatus.expired;
      await tx.flush();
      await closeOpenPayments(tx, booking.id, PaymentStatus.expired, now);
      await bumpStats(tx, -1, new Big(booking.totalPriceInPkr).times(-1).toFixed(2));
      await publishWebhookEvent(tx, bookingEvent('booking.cancelled', booking, now, { itemId: order.id, change: cancellationChange('expired', '0') }));
      return { held };
    });
    if (!expired) continue;
    ended++;
    // the hold cancelled with the airline too (after our commit, best effort: the airline releases it at its deadline)
    if (expired.held) {
      try {
        const quote = await airlineOf(ctx).quoteCancellation(expired.held, now);
        await airlineOf(ctx).confirmCancellation(quote.id, now);
      } catch (err) {
        ctx.log.info({ orderId: row.id, err: (err as Error).message }, 'an expired hold could not be cancelled with the airline');
      }
    }
  }
  return ended;
}

export function flightJobs() {
  return [
    defineJob(TICKETING_JOB, async ({ orderId }, run) => void (await issueTickets(run.ctx, orderId)), { retryLimit: 10, retryDelaySeconds: 10, concurrency: 5 }),
    defineSweep(TICKETING_SWEEP_JOB, (ctx) => ticketWaitingOrders(ctx), { everySeconds: 60, retryLimit: 0, expireInSeconds: 300 }),
    // within a minute of a deadline: every 20 seconds
    defineSweep(HOLD_SWEEP_JOB, (ctx) => expireUnpaidOrders(ctx), { everySeconds: 20, retryLimit: 0, expireInSeconds: 120 }),
  ];
}
