import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Payment, Refund } from '../payments/payment.entity.js';
import { Booking } from './booking.entity.js';

// The one place that takes a booking's row lock, and its payment's or refund's after it. Every change to a booking's
// money locks the booking first, then the payment or refund: one order everywhere, so concurrent changes of one
// booking queue instead of deadlocking (a webhook, the wallet, a cancellation, a refund sent, a hold running out).
// Each call runs inside the caller's transaction: the locks are held until it commits.

/** The booking locked (`for update`) and read afresh from its row; null when there is no such booking. */
export function lockBooking(em: EntityManager, bookingId: string): Promise<Booking | null> {
  return em.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/** As lockBooking, for a booking known to exist (the ORM's not-found error otherwise). */
export function lockBookingOrFail(em: EntityManager, bookingId: string): Promise<Booking> {
  return em.findOneOrFail(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/** Only the booking's row lock, nothing read: for a change of its payment or refund that does not read the booking. */
export async function lockBookingRow(em: EntityManager, bookingId: string): Promise<void> {
  await em.execute('select 1 from "booking" where "id" = ? for update', [bookingId]);
}

/**
 * The booking's row (when the payment has one: a wallet top-up has none, its payment alone is locked), then the
 * payment, locked and read afresh.
 */
export async function lockBookingThenPayment(em: EntityManager, bookingId: string | null | undefined, paymentId: string): Promise<Payment> {
  if (bookingId) await lockBookingRow(em, bookingId);
  return em.findOneOrFail(Payment, { id: paymentId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/** The booking's row, then the refund, locked and read afresh. */
export async function lockBookingThenRefund(em: EntityManager, bookingId: string, refundId: string): Promise<Refund> {
  await lockBookingRow(em, bookingId);
  return em.findOneOrFail(Refund, { id: refundId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}
