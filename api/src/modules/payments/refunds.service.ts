import type { EntityManager } from '@mikro-orm/postgresql';
import Big from 'big.js';
import type { ServiceContext } from '../../core/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { defineJob, enqueueInTransaction, queueRunning, wakeWorker } from '../../jobs/queue.js';
import { isUuid } from '../../rules/common.js';
import { add, compare, subtract } from '../../rules/money.js';
import { bookingPaymentStatus, PAYMENT_MESSAGES } from '../../rules/payments.js';
import { bookerIdOf } from '../agency/agency.service.js';
import type { Booking } from '../bookings/booking.entity.js';
import { lockBookingOrFail, lockBookingThenRefund } from '../bookings/locks.js';
import { gatewayNamed } from './gateways/index.js';
import { Payment, PaymentMethod, PaymentStatus, Refund, RefundReason, RefundStatus } from './payment.entity.js';
import { requireViewer, scopeWhere } from './scope.js';
import { settleRefundDecided, settleRefundSent } from './settlement.js';

// Money going back. A refund is decided in the transaction that decides it (a cancellation, a late or double payment)
// and goes back the way the money came: sandbox and JazzCash by their refund API, from a job (so a slow gateway never
// holds a booking's lock, and a crash retries it); a bank transfer waits for the super admin to send it and record
// the reference. Only refunds of counted money (not surplus) change the booking's amountRefunded.

export const REFUND_JOB = 'payments_refund';

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [REFUND_JOB]: { refundId: string };
  }
}

// refunds that still owe the payer money
const OPEN_REFUNDS: RefundStatus[] = [RefundStatus.pending, RefundStatus.awaiting_transfer, RefundStatus.failed];

/** The booking's paymentStatus from its amounts and the refunds it still owes (booking locked, changes flushed). */
export async function refreshPaymentStatus(tx: EntityManager, booking: Booking): Promise<void> {
  const open = await tx.count(Refund, { booking: booking.id, status: { $in: OPEN_REFUNDS } });
  booking.paymentStatus = bookingPaymentStatus({
    totalInPkr: booking.totalPriceInPkr,
    paidInPkr: booking.amountPaidInPkr,
    refundedInPkr: booking.amountRefundedInPkr,
    openRefunds: open,
  });
}

async function createRefund(ctx: ServiceContext, booking: Booking, payment: Payment, amount: string, reason: RefundReason): Promise<Refund> {
  const tx = ctx.em as EntityManager;
  const now = ctx.now();
  const byHand = payment.method === PaymentMethod.bank_transfer;
  const refund = tx.create(Refund, {
    booking: booking.id,
    payment: payment.id,
    userId: booking.user.id,
    sellerId: booking.sellerId ?? null,
    method: payment.method,
    amountInPkr: amount,
    reason,
    status: byHand ? RefundStatus.awaiting_transfer : RefundStatus.pending,
    createdAt: now,
    updatedAt: now,
  });
  await tx.flush();
  await settleRefundDecided({ ...ctx, em: tx }, refund);
  // without a queue here (seeds, most tests) the reconciliation sweep sends it
  if (!byHand && queueRunning()) await enqueueInTransaction(tx, REFUND_JOB, { refundId: refund.id });
  return refund;
}

// what each payment has left to give back: its amount less every refund already decided for it (failed ones included:
// that money is still owed, by hand)
async function refundedSoFar(tx: EntityManager, bookingId: string): Promise<Map<string, string>> {
  const rows = await tx.execute<{ payment_id: string; amount: string }[]>(
    'select payment_id, sum(amount_in_pkr)::text as amount from payment_refund where booking_id = ? group by payment_id',
    [bookingId],
  );
  return new Map(rows.map((r) => [r.payment_id, r.amount]));
}

/**
 * Gives `amount` of what a booking's counted payments brought back, newest payment first, each through its own way.
 * Runs in the transaction that locked the booking. Returns the refunds made.
 */
export async function refundBooking(ctx: ServiceContext, booking: Booking, amount: string, reason: RefundReason): Promise<Refund[]> {
  const tx = ctx.em as EntityManager;
  let left = new Big(amount);
  if (left.lte(0)) return [];
  const payments = await tx.find(Payment, { booking: booking.id, status: PaymentStatus.succeeded, surplus: false }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const done = await refundedSoFar(tx, booking.id);
  const refunds: Refund[] = [];
  for (const payment of payments) {
    if (left.lte(0)) break;
    const refundable = new Big(subtract(payment.amountInPkr, done.get(payment.id) ?? '0'));
    if (refundable.lte(0)) continue;
    const part = left.gt(refundable) ? refundable : left;
    refunds.push(await createRefund(ctx, booking, payment, part.toFixed(2), reason));
    left = left.minus(part);
  }
  if (left.gt(0)) ctx.log.error({ bookingId: booking.id, missing: left.toFixed(2) }, 'refund larger than what the payments can give back');
  return refunds;
}

/** Gives one payment's whole amount back (a late or a double payment), in the transaction that locked its booking. */
export async function refundPayment(ctx: ServiceContext, booking: Booking, payment: Payment, reason: RefundReason): Promise<Refund | null> {
  const tx = ctx.em as EntityManager;
  const done = (await refundedSoFar(tx, booking.id)).get(payment.id) ?? '0';
  const left = subtract(payment.amountInPkr, done);
  if (compare(left, 0) <= 0) return null;
  return createRefund(ctx, booking, payment, left, reason);
}

/**
 * What a booking's counted payments still hold: received less every refund decided for it, sent or not (surplus
 * refunds give back money never counted). What a cancellation's policy applies to once an amendment refunded part.
 */
export async function heldPaidOf(em: EntityManager, booking: Booking): Promise<string> {
  const [row] = await em.execute<{ refunded: string }[]>(
    `select coalesce(sum(amount_in_pkr), 0)::text as refunded from payment_refund where booking_id = ? and reason <> 'surplus'`,
    [booking.id],
  );
  return subtract(booking.amountPaidInPkr, row?.refunded ?? '0');
}

/** After the commit of refunds made by a request: the refund worker here takes them now rather than at its next poll. */
export function wakeRefunds(): void {
  wakeWorker(REFUND_JOB);
}

/** Counts a refund that went out on its booking (counted money only), with the booking locked. */
async function countRefund(tx: EntityManager, refund: Refund): Promise<void> {
  const booking = await lockBookingOrFail(tx, refund.booking.id);
  if (refund.reason !== RefundReason.surplus) booking.amountRefundedInPkr = add(booking.amountRefundedInPkr, refund.amountInPkr);
  await tx.flush();
  await refreshPaymentStatus(tx, booking);
  await tx.flush();
}

/**
 * Sends a pending refund through its gateway, once: the refund row is locked (`skip locked`: another worker has it),
 * the gateway is asked with the refund's id as its reference (the sandbox answers a repeat without refunding twice),
 * and the outcome is recorded with the booking's figures in the same transaction. A gateway that cannot be reached
 * throws: the job retries, and the reconciliation sweep picks up what the job never did.
 */
export async function processRefund(ctx: ServiceContext, refundId: string): Promise<Refund | null> {
  if (!isUuid(refundId)) return null;
  return ctx.em.transactional(async (tx) => {
    const locked = await tx.execute<{ id: string }[]>("select id from payment_refund where id = ? and status = 'pending' for update skip locked", [refundId]);
    if (!locked.length) return null;
    const refund = await tx.findOneOrFail(Refund, { id: refundId }, { refresh: true, populate: ['payment'] });
    const payment = refund.payment.getEntity();
    const now = ctx.now();
    const gateway = gatewayNamed(ctx.config, refund.method);
    if (!gateway || !payment.gatewayReference) {
      refund.status = RefundStatus.failed;
      refund.note = `${refund.method} refunds are not available on this server: pay it back by hand and record the reference`;
    } else {
      const result = await gateway.refund({ ...ctx, em: tx }, {
        reference: payment.gatewayReference,
        gatewayTransactionId: payment.gatewayTransactionId ?? null,
        amountInPkr: refund.amountInPkr,
        refundReference: refund.id,
      });
      if (result.outcome === 'failed') {
        refund.status = RefundStatus.failed;
        refund.note = result.message?.slice(0, 500) ?? 'Refused by the gateway';
        ctx.log.error({ refundId, message: result.message }, 'gateway refused a refund');
      } else {
        refund.status = RefundStatus.succeeded;
        refund.reference = result.gatewayRefundId?.slice(0, 100) ?? null;
        // JazzCash may accept a refund that it carries out later
        refund.note = result.outcome === 'pending' ? 'Accepted by the gateway: the money is on its way' : null;
        refund.settledAt = now;
      }
    }
    refund.updatedAt = now;
    await tx.flush();
    if (refund.status === RefundStatus.succeeded) await settleRefundSent({ ...ctx, em: tx }, refund);
    if (refund.status === RefundStatus.succeeded) await countRefund(tx, refund);
    else await refreshBookingOf(tx, refund);
    return refund;
  });
}

async function refreshBookingOf(tx: EntityManager, refund: Refund): Promise<void> {
  const booking = await lockBookingOrFail(tx, refund.booking.id);
  await refreshPaymentStatus(tx, booking);
  await tx.flush();
}

/**
 * The super admin records a refund made by hand (a bank transfer back, or one the gateway refused) with its reference.
 * The booking is locked first, then the refund: the order every booking-side change takes.
 */
export async function recordRefund(ctx: ServiceContext, refundId: string, reference: string): Promise<Refund> {
  const viewer = requireViewer(ctx);
  if (viewer.role !== 'super_admin') throw new NotFoundError(PAYMENT_MESSAGES.refundNotFound);
  const ref = reference.trim();
  if (ref.length < 3 || ref.length > 100) throw new ValidationError('Reference must be 3 to 100 characters', 'reference');
  if (!isUuid(refundId)) throw new NotFoundError(PAYMENT_MESSAGES.refundNotFound);
  const found = await ctx.em.findOne(Refund, { id: refundId });
  if (!found) throw new NotFoundError(PAYMENT_MESSAGES.refundNotFound);
  // a pending refund belongs to its job (which holds it locked while the gateway answers): never wait on it here
  if (found.status !== RefundStatus.awaiting_transfer && found.status !== RefundStatus.failed) throw new ConflictError(PAYMENT_MESSAGES.refundNotManual);
  return ctx.em.transactional(async (tx) => {
    const refund = await lockBookingThenRefund(tx, found.booking.id, refundId);
    if (refund.status !== RefundStatus.awaiting_transfer && refund.status !== RefundStatus.failed) throw new ConflictError(PAYMENT_MESSAGES.refundNotManual);
    const now = ctx.now();
    refund.status = RefundStatus.succeeded;
    refund.reference = ref;
    refund.recordedBy = viewer.id;
    refund.settledAt = now;
    refund.updatedAt = now;
    await tx.flush();
    await settleRefundSent({ ...ctx, em: tx }, refund);
    await countRefund(tx, refund);
    return refund;
  });
}

export type RefundFilter = { status?: RefundStatus | null; bookingId?: string | null };

/** Refunds newest first: the super admin's all, an agent's of what it sells and its own, a traveller's own. */
export async function listRefunds(ctx: ServiceContext, filter: RefundFilter, pagination: { limit?: number | null; offset?: number | null } | null | undefined): Promise<Page<Refund>> {
  const viewer = requireViewer(ctx);
  const page = readPagination(pagination);
  const where: Record<string, unknown> = { ...scopeWhere(viewer, 'userId', await bookerIdOf(ctx)) };
  if (filter.status) where.status = filter.status;
  if (filter.bookingId) {
    if (!isUuid(filter.bookingId)) return toPage([], page);
    where.booking = filter.bookingId;
  }
  const rows = await ctx.em.find(Refund, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit + 1, offset: page.offset });
  return toPage(rows, page);
}

// pending refunds older than this are taken by the sweep (their job was lost, or the queue was not running)
const STALE_REFUND_MS = 60_000;

/** Sends refunds that are still pending after a minute (oldest first, a batch per run). */
export async function sendStaleRefunds(ctx: ServiceContext, limit = 50): Promise<number> {
  const rows = await ctx.em.execute<{ id: string }[]>("select id from payment_refund where status = 'pending' and updated_at < ? order by updated_at limit ?", [
    new Date(ctx.now().getTime() - STALE_REFUND_MS),
    limit,
  ]);
  let sent = 0;
  for (const { id } of rows) {
    try {
      if (await processRefund({ ...ctx, em: ctx.em.fork() }, id)) sent++;
    } catch (err) {
      ctx.log.warn({ err, refundId: id }, 'refund not sent: will try again');
    }
  }
  return sent;
}

/** The job that sends one refund (retried with backoff while the gateway cannot be reached). */
export function refundJob() {
  return defineJob(REFUND_JOB, async (data, run) => void (await processRefund(run.ctx, data.refundId)), { retryLimit: 8, retryDelaySeconds: 10, retryBackoff: true });
}
