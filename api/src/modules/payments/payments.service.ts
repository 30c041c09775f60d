import type { ServiceContext } from '../../core/context.js';
import { NotFoundError } from '../../core/errors.js';
import { compare, subtract } from '../../rules/money.js';
import { lockBookingThenPayment } from '../bookings/locks.js';
import type { GatewayEvent } from './gateways/gateway.js';
import { gatewayNamed } from './gateways/index.js';
import { Booking } from '../bookings/booking.entity.js';
import { Payment, type PaymentMethod, PaymentPurpose, PaymentStatus } from './payment.entity.js';
import { type PaymentChange, settlePayment } from './settlement.js';

// What gateways tell us about payments: recorded once per event, applied to the payment in the same transaction.

// what runs when a payment changes (the booking, the books, the wallet, the announcements, the invoice): settlement.ts
export type { PaymentChange } from './settlement.js';

export type AppliedEvent = { paymentId: string | null; result: string; change: PaymentChange | null };

/**
 * Applies a verified gateway event to its payment. Runs in the caller's transaction (receivePaymentEvent's), under a
 * lock on the booking and then the payment, so two events for one booking never interleave. The moves:
 * initiated → succeeded | failed | cancelled; failed, cancelled or expired → succeeded (the gateway took the money
 * after all: it is recorded, and the booking side decides what to do with it); a success is final.
 */
export async function applyPaymentEvent(ctx: ServiceContext, event: GatewayEvent): Promise<AppliedEvent> {
  if (!ctx.em.isInTransaction()) throw new Error('applyPaymentEvent runs inside the transaction that records the event');
  const method = event.gateway as PaymentMethod;
  const found = await ctx.em.findOne(Payment, { method, gatewayReference: event.reference }, { fields: ['id', 'booking'] });
  if (!found) return { paymentId: null, result: 'ignored: no payment has this reference', change: null };
  // booking first, then payment: the order every payment change takes, so concurrent ones queue instead of deadlocking
  // (a wallet top-up has no booking: its payment alone is locked)
  const payment = await lockBookingThenPayment(ctx.em, found.booking?.id, found.id);
  const unchanged = (result: string): AppliedEvent => ({ paymentId: payment.id, result, change: null });
  const from = payment.status;
  const now = ctx.now();
  let surplus = false;

  switch (event.outcome) {
    case 'pending':
      return unchanged('noted: pending at the gateway');
    case 'succeeded': {
      if (from === PaymentStatus.succeeded) return unchanged('ignored: already succeeded');
      if (event.amountInPkr !== null && compare(event.amountInPkr, payment.amountInPkr) !== 0) {
        // money of another amount than asked for: never counted automatically, left for a person to look at
        ctx.log.error({ paymentId: payment.id, reported: event.amountInPkr, expected: payment.amountInPkr }, 'gateway reported a different amount');
        return unchanged(`held: the gateway reports ${event.amountInPkr}, the payment is for ${payment.amountInPkr}`);
      }
      // a top-up pays for nothing that could be paid twice; an amendment's payment is surplus once the total is paid
      const paidBefore = !payment.booking ? 0 : payment.purpose === PaymentPurpose.amendment ? await amendmentPaidBefore(ctx, payment.booking.id) : await ctx.em.count(Payment, {
        booking: payment.booking,
        purpose: payment.purpose,
        status: PaymentStatus.succeeded,
        surplus: false,
        id: { $ne: payment.id },
      });
      surplus = paidBefore > 0;
      payment.status = PaymentStatus.succeeded;
      payment.surplus = surplus;
      payment.failureReason = null;
      break;
    }
    case 'failed':
    case 'cancelled':
      if (from !== PaymentStatus.initiated) return unchanged(`ignored: already ${from}`);
      payment.status = event.outcome === 'failed' ? PaymentStatus.failed : PaymentStatus.cancelled;
      payment.failureReason = event.message?.slice(0, 500) ?? null;
      break;
  }
  payment.gatewayTransactionId = event.gatewayTransactionId ?? payment.gatewayTransactionId ?? null;
  payment.settledAt = now;
  payment.updatedAt = now;
  await ctx.em.flush();
  const change: PaymentChange = { payment, from, to: payment.status, surplus, event };
  await settlePayment(ctx, change);
  return { paymentId: payment.id, result: `applied: ${from} → ${payment.status}${surplus ? ' (surplus)' : ''}`, change };
}

export type ReceivedEvent = { eventId: string; replayed: boolean; paymentId: string | null; result: string | null };

// jsonb refuses NUL characters and lone surrogates: a payload is stored as received but for those
// an amendment's payment (the booking locked by the caller) counts unless the booking is already paid in full (what was
// given back no longer paid): 1 then
async function amendmentPaidBefore(ctx: ServiceContext, bookingId: string): Promise<number> {
  const booking = await ctx.em.findOne(Booking, { id: bookingId }, { fields: ['totalPriceInPkr', 'amountPaidInPkr', 'amountRefundedInPkr'] });
  return booking && compare(subtract(booking.amountPaidInPkr, booking.amountRefundedInPkr), booking.totalPriceInPkr) >= 0 ? 1 : 0;
}

function storable(payload: Record<string, unknown>): string {
  return JSON.stringify(payload, (_key, value: unknown) => (typeof value === 'string' ? value.replace(/\p{Cs}/gu, '\uFFFD').replace(/\0/g, '') : value));
}

/**
 * Records a verified gateway event once (by gateway and event id) and applies it, in one transaction. The same event
 * again (a retried webhook, the return post and the IPN for one result, ten deliveries at once) waits for the first
 * to commit, then changes nothing: `replayed`.
 */
export async function receivePaymentEvent(ctx: ServiceContext, event: GatewayEvent): Promise<ReceivedEvent> {
  return ctx.em.transactional(async (em) => {
    const tx: ServiceContext = { ...ctx, em };
    const inserted = await em.execute<{ id: string }[]>(
      `insert into "payment_event" ("gateway", "event_id", "reference", "outcome", "payload", "received_at")
       values (?, ?, ?, ?, ?::jsonb, ?)
       on conflict ("gateway", "event_id") do nothing
       returning "id"`,
      [event.gateway, event.eventId, event.reference.slice(0, 100), event.outcome, storable(event.payload), ctx.now()],
    );
    if (inserted.length === 0) {
      const [earlier] = await em.execute<{ payment_id: string | null; result: string | null }[]>(
        'select "payment_id", "result" from "payment_event" where "gateway" = ? and "event_id" = ?',
        [event.gateway, event.eventId],
      );
      return { eventId: event.eventId, replayed: true, paymentId: earlier?.payment_id ?? null, result: earlier?.result ?? null };
    }
    const applied = await applyPaymentEvent(tx, event);
    await em.execute('update "payment_event" set "payment_id" = ?, "processed_at" = ?, "result" = ? where "id" = ?', [
      applied.paymentId,
      ctx.now(),
      applied.result,
      inserted[0].id,
    ]);
    return { eventId: event.eventId, replayed: false, paymentId: applied.paymentId, result: applied.result };
  });
}

/**
 * Asks the payment's gateway what became of it and applies a definite answer as an event of its own (a timeout or a
 * lost webhook is settled this way; an answer already applied changes nothing). Pending or unknown: nothing changes.
 */
export async function reconcilePayment(ctx: ServiceContext, paymentId: string): Promise<ReceivedEvent | null> {
  const payment = await ctx.em.findOne(Payment, { id: paymentId });
  if (!payment) throw new NotFoundError('Payment not found');
  const gateway = gatewayNamed(ctx.config, payment.method);
  if (!gateway || !payment.gatewayReference) return null;
  const inquiry = await gateway.inquire(ctx, payment.gatewayReference);
  if (inquiry.outcome === 'pending' || inquiry.outcome === 'unknown') return null;
  return receivePaymentEvent(ctx, {
    gateway: gateway.name,
    eventId: `inquiry:${inquiry.reference}:${inquiry.outcome}`,
    reference: inquiry.reference,
    outcome: inquiry.outcome,
    amountInPkr: inquiry.amountInPkr,
    gatewayTransactionId: inquiry.gatewayTransactionId,
    message: inquiry.message,
    payload: inquiry.payload,
  });
}
