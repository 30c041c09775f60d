import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { Booking } from '../bookings/booking.entity.js';
import { publishWebhookEvent } from '../webhooks/outbox.js';
import { paymentRefundedEvent, paymentSucceededEvent } from '../webhooks/payloads.js';
import { Payment, PaymentStatus, type Refund, RefundStatus } from './payment.entity.js';
import type { PaymentChange, SettlementStep } from './settlement.js';

// Partners' payment events (issue 38, docs/features/webhooks.md#events), a step of the settlement
// (modules/settlement.ts), so each is written in the transaction that moved the money: payment.succeeded when a
// payment's money arrived (a gateway's, the wallet's, a top-up); payment.refunded once a refund's money went back (a
// gateway's or the super admin's record of a transfer; a wallet refund as it is decided, which the wallet step, before
// this one, sends at once). A booking confirmed by the payment is published by the booking step, which decides it.

async function paymentSettled(ctx: ServiceContext, change: PaymentChange): Promise<void> {
  if (change.to !== PaymentStatus.succeeded) return;
  const em = ctx.em as EntityManager;
  const { payment } = change;
  // the booking step read it in this transaction: from the identity map, no query
  const booking = payment.booking ? await em.findOne(Booking, { id: payment.booking.id }) : null;
  await publishWebhookEvent(em, paymentSucceededEvent(payment, booking?.user.id ?? null, ctx.now()));
}

async function refunded(ctx: ServiceContext, refund: Refund): Promise<void> {
  const em = ctx.em as EntityManager;
  const payment = await em.findOneOrFail(Payment, { id: refund.payment.id });
  await publishWebhookEvent(em, paymentRefundedEvent(payment, refund, ctx.now()));
}

// a wallet refund is back in the wallet as soon as it is decided (the wallet step); any other is sent later
async function refundDecided(ctx: ServiceContext, refund: Refund): Promise<void> {
  if (refund.status === RefundStatus.succeeded) await refunded(ctx, refund);
}

/** The partners' step: payment.succeeded, and payment.refunded once the money is back. */
export const webhookSettlement: SettlementStep = { name: 'webhooks', paymentSettled, refundDecided, refundSent: refunded };
