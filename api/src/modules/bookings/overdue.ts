import type { ServiceContext } from '../../core/context.js';
import { ConflictError } from '../../core/errors.js';
import { domainEvents } from '../../core/events.js';
import { defineSweep } from '../../jobs/queue.js';
import { compare, subtract } from '../../rules/money.js';
import { heldPaidOf, wakeRefunds } from '../payments/refunds.service.js';
import { BookingStatus } from './booking.entity.js';
import { cancellationFigures, cancelLocked } from './bookings.service.js';
import { lockBooking } from './locks.js';

// Overdue balances (issue 37): a confirmed booking whose balance is still unpaid when its balanceDueAt passes is
// cancelled by its policy within a minute or two (seats and rooms back, the policy's refund of what was paid, the
// ledger's reversal — cancelLocked, as any cancellation), as an unpaid first payment's hold already expires.
// A balance due from the moment of booking (balanceDueAt = createdAt: travel within 14 days of booking) is not: the
// booking stood on its advance, and cancelling it a minute later would forfeit that advance; it is reminded instead
// (reminders.ts balance_due_soon). A trip already under way is left alone (cancellationFigures refuses it).

export const OVERDUE_SWEEP_JOB = 'bookings_overdue_balances';
export const OVERDUE_SUMMARY = 'Cancelled: balance not paid by its deadline';
// bookings one sweep reads at a time (oldest deadline first), and at most this many batches a run
const BATCH = 200;
const MAX_BATCHES = 5;

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [OVERDUE_SWEEP_JOB]: Record<string, never>;
  }
}

// the candidates, through booking_balance_due_idx
const CANDIDATES = `select id from booking
  where status = 'confirmed' and amount_paid_in_pkr < total_price_in_pkr and balance_due_at <= ?
    and balance_due_at > created_at and (travel_date is null or travel_date > ?)
  order by balance_due_at, id limit ?`;

/**
 * Cancels one overdue booking in its own transaction: locked, checked again (paid meanwhile, cancelled, deadline
 * moved, trip started: nothing changes), then cancelled by the policy, the system its actor. True when cancelled.
 */
export async function cancelOverdueBalance(ctx: ServiceContext, bookingId: string): Promise<boolean> {
  const now = ctx.now();
  let refunded = false;
  const cancelled = await ctx.em.fork().transactional(async (em) => {
    const booking = await lockBooking(em, bookingId);
    if (!booking || booking.status !== BookingStatus.confirmed) return false;
    if (compare(subtract(booking.amountPaidInPkr, booking.amountRefundedInPkr), booking.totalPriceInPkr) >= 0) return false;
    const due = booking.balanceDueAt;
    if (!due || due.getTime() > now.getTime() || due.getTime() <= booking.createdAt.getTime()) return false;
    let refundInPkr: string;
    try {
      refundInPkr = cancellationFigures(booking, now, await heldPaidOf(em, booking)).refundInPkr;
    } catch (err) {
      if (err instanceof ConflictError) return false;
      throw err;
    }
    refunded = await cancelLocked({ ...ctx, em, viewer: null }, booking, refundInPkr, OVERDUE_SUMMARY);
    return true;
  });
  if (refunded) wakeRefunds();
  return cancelled;
}

/** Cancels every booking whose balance is overdue (oldest deadline first, a batch at a time). Returns how many. */
export async function cancelOverdueBalances(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  let n = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const rows = await ctx.em.fork().execute<{ id: string }[]>(CANDIDATES, [now, now, BATCH]);
    let done = 0;
    for (const { id } of rows) if (await cancelOverdueBalance(ctx, id)) done++;
    n += done;
    // a short batch was the last; a full one where nothing could be cancelled would come back the same
    if (rows.length < BATCH || done === 0) break;
  }
  if (n) {
    domainEvents.emitEvent('catalogue.changed', { kind: 'inventory' });
    ctx.log.info({ cancelled: n }, 'overdue balances cancelled');
  }
  return n;
}

/** Every minute, one process at a time: an overdue balance is cancelled within a couple of minutes. */
export function overdueBalancesJob() {
  return defineSweep(OVERDUE_SWEEP_JOB, cancelOverdueBalances, { everySeconds: 60, retryLimit: 1, expireInSeconds: 5 * 60 });
}
