import type { EntityManager } from '@mikro-orm/postgresql';
import Big from 'big.js';
import type { ServiceContext } from '../../core/context.js';
import { domainEvents } from '../../core/events.js';
import { defineJob, defineSweep, enqueueInTransaction, queueRunning } from '../../jobs/queue.js';
import { isUuid } from '../../rules/common.js';
import { Payment, PaymentStatus } from '../payments/payment.entity.js';
import { Booking, BookingStatus, BookingType } from './booking.entity.js';
import { lockBooking } from './locks.js';
import { bumpStats } from './stats.service.js';
import { recordBookingEvent, SYSTEM_ACTOR } from '../history/record.js';
import { publishWebhookEvent } from '../webhooks/outbox.js';
import { bookingEvent, cancellationChange } from '../webhooks/payloads.js';

// A pending booking holds its seats, rooms or spots until holdExpiresAt; unpaid by then it expires and gives them back
// exactly once: the release happens under the booking's row lock, in the transaction that changes its status, and only
// while `inventoryHeld` says the booking still has them. A payment that succeeds in between takes the same lock first
// (applyPaymentEvent), so a booking ends either confirmed and paid or expired (and the late money refunded), never both.

export const HOLD_EXPIRY_JOB = 'bookings_hold_expiry';
export const HOLD_SWEEP_JOB = 'bookings_hold_sweep';
// how many overdue holds one sweep expires (the next sweep takes the rest)
const SWEEP_BATCH = 200;

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [HOLD_EXPIRY_JOB]: { bookingId: string };
    [HOLD_SWEEP_JOB]: Record<string, never>;
  }
}

/** Gives a booking's inventory back (inside the transaction that holds its row lock), once: it stops holding it. */
export async function releaseInventory(tx: EntityManager, booking: Booking): Promise<void> {
  if (!booking.inventoryHeld) return;
  if (booking.type === BookingType.package && booking.packageId) {
    await tx.execute(
      'update package set available_spots = least(max_capacity, available_spots + ?), bookings_count = greatest(0, bookings_count - 1) where id = ?',
      [booking.passengerCount, booking.packageId],
    );
  } else if (booking.type === BookingType.transport && booking.transportId) {
    await tx.execute('update transport_option set seats_available = least(seats_total, seats_available + ?) where id = ? and seats_available is not null', [
      booking.passengerCount,
      booking.transportId,
    ]);
  } else if (booking.type === BookingType.hotel && booking.roomTypeId) {
    await tx.execute('update hotel_room_night set rooms_available = least(rooms_total, rooms_available + ?) where room_type_id = ? and night >= ? and night < ?', [
      booking.roomCount ?? 1,
      booking.roomTypeId,
      booking.checkInDate,
      booking.checkOutDate,
    ]);
  }
  booking.inventoryHeld = false;
}

/** Attempts still open for a booking that no longer takes money end (`to`); one that succeeds later is refunded. */
export async function closeOpenPayments(tx: EntityManager, bookingId: string, to: PaymentStatus, now: Date): Promise<void> {
  await tx.nativeUpdate(Payment, { booking: bookingId, status: PaymentStatus.initiated }, { status: to, settledAt: now, updatedAt: now });
}

/**
 * Schedules the hold's end as a job in the caller's transaction (it exists only if the booking commits). Without a
 * queue in this process (seeds, most tests) the periodic sweep expires the hold instead.
 */
export async function scheduleHoldExpiry(tx: EntityManager, booking: Booking): Promise<void> {
  if (!booking.holdExpiresAt || !queueRunning()) return;
  await enqueueInTransaction(tx, HOLD_EXPIRY_JOB, { bookingId: booking.id }, { startAfter: booking.holdExpiresAt });
}

/**
 * Ends a hold that ran out: a pending booking still holding inventory past holdExpiresAt becomes `expired`, gives its
 * inventory back and stops counting in the totals; its open payment attempts expire. Anything else (paid meanwhile,
 * cancelled, already expired, hold extended) changes nothing, so it may run any number of times. True when it expired.
 */
export async function expireHold(ctx: ServiceContext, bookingId: string): Promise<boolean> {
  if (!isUuid(bookingId)) return false;
  const now = ctx.now();
  const expired = await ctx.em.transactional(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.status !== BookingStatus.pending || !booking.inventoryHeld) return false;
    if (!booking.holdExpiresAt || booking.holdExpiresAt.getTime() > now.getTime()) return false;
    await releaseInventory(tx, booking);
    booking.status = BookingStatus.expired;
    await tx.flush();
    await closeOpenPayments(tx, booking.id, PaymentStatus.expired, now);
    // an expired booking counts like a cancelled one: never booked
    await bumpStats(tx, -1, new Big(booking.totalPriceInPkr).times(-1).toFixed(2));
    await recordBookingEvent({ ...ctx, em: tx }, {
      bookingId: booking.id,
      kind: 'expired',
      summary: 'Not paid in time: the hold ended and what it held was given back',
      before: { status: BookingStatus.pending },
      after: { status: BookingStatus.expired },
      actor: SYSTEM_ACTOR,
    });
    // partners: a booking that ended unpaid is cancelled for them, its reason `expired` (issue 38)
    await publishWebhookEvent(tx, bookingEvent('booking.cancelled', booking, now, { change: cancellationChange('expired', '0') }));
    return true;
  });
  if (expired) domainEvents.emitEvent('catalogue.changed', { kind: 'inventory' });
  return expired;
}

/** The safety net behind the scheduled jobs: expires every hold that is over (oldest first, a batch per run). */
export async function expireOverdueHolds(ctx: ServiceContext): Promise<number> {
  const rows = await ctx.em.execute<{ id: string }[]>(
    `select id from booking where status = 'pending' and inventory_held and hold_expires_at <= ? order by hold_expires_at limit ?`,
    [ctx.now(), SWEEP_BATCH],
  );
  let n = 0;
  for (const { id } of rows) if (await expireHold({ ...ctx, em: ctx.em.fork() }, id)) n++;
  if (n) ctx.log.info({ expired: n }, 'booking holds expired');
  return n;
}

/** The job at a booking's hold end. */
export function holdExpiryJob() {
  return defineJob(HOLD_EXPIRY_JOB, async (data, run) => void (await expireHold(run.ctx, data.bookingId)), { retryLimit: 10, retryDelaySeconds: 5 });
}

/** Every minute, one process at a time: holds whose job was lost (or never scheduled) expire anyway. */
export function holdSweepJob() {
  return defineSweep(HOLD_SWEEP_JOB, expireOverdueHolds, { everySeconds: 60, retryLimit: 1, expireInSeconds: 5 * 60 });
}
