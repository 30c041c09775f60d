import type { EntityManager } from '@mikro-orm/postgresql';
import { systemContext, type ServiceContext } from '../../core/context.js';
import { domainEvents, type DomainEvents } from '../../core/events.js';
import type { AppDeps } from '../../deps.js';
import { Booking, BookingStatus } from '../bookings/booking.entity.js';
import { PaymentMethod, PaymentPurpose, PaymentStatus, type Refund, RefundStatus } from '../payments/payment.entity.js';
import type { PaymentChange, SettlementStep } from '../payments/settlement.js';
import { announceConfirmed, announcePaymentReceipt, announceRefundSent, announceToUser, checkoutOf, methodLabel } from './announce.js';
import { messagesIn } from './messages.js';

// The announcements of money moving, from the settlement step payments and refunds run inside their transactions (so a replayed
// webhook's second run finds the notification there and adds nothing), and the one alert emitted after a commit
// (an agent's low funds), announced in a transaction of its own.

/** After the booking side settled the payment (its step comes after the booking's, so the booking is up to date). */
async function paymentSettled(ctx: ServiceContext, change: PaymentChange): Promise<void> {
  const { payment } = change;
  if (change.to === PaymentStatus.succeeded) {
    if (payment.purpose === PaymentPurpose.top_up) {
      await announceToUser(ctx, payment.payer.id, `payment:${payment.id}:succeeded`, (site, name, lang) =>
        messagesIn(lang).topUpReceived(site, name, payment.amountInPkr, methodLabel(payment.method, lang)), [
        { kind: 'invoice', id: payment.id },
      ]);
      return;
    }
    if (!payment.booking) return;
    await announcePaymentReceipt(ctx, payment.booking.id, { id: payment.id, amountInPkr: payment.amountInPkr, method: payment.method });
    const booking = await (ctx.em as EntityManager).findOne(Booking, { id: payment.booking.id }, { fields: ['status'] });
    // once per booking (its key): the advance confirms it, the balance later finds it announced
    if (booking?.status === BookingStatus.confirmed) await announceConfirmed(ctx, payment.booking.id);
    return;
  }
  // the administrator refused a bank transfer (with a reason)
  if (change.to === PaymentStatus.failed && payment.method === PaymentMethod.bank_transfer) {
    const link = payment.booking ? checkoutOf(payment.booking.id) : '/dashboard/b2b-agent?tab=wallet';
    const reason = change.event.message?.trim();
    await announceToUser(ctx, payment.payer.id, `payment:${payment.id}:rejected`, (site, name, lang) =>
      messagesIn(lang).transferRejected(site, name, payment.amountInPkr, reason || (lang === 'ur' ? 'کوئی وجہ نہیں بتائی گئی' : 'no reason given'), link),
    );
  }
}

/** A refund that went back: gateway and hand refunds when sent; a wallet refund is succeeded as soon as it is decided. */
async function refundMoved(ctx: ServiceContext, refund: Refund): Promise<void> {
  if (refund.status !== RefundStatus.succeeded) return;
  await announceRefundSent(ctx, { id: refund.id, bookingId: refund.booking.id, amountInPkr: refund.amountInPkr, method: refund.method });
}

/** The announcements' step (after the booking, the books and the wallet, so what it tells is what they left). */
export const notificationSettlement: SettlementStep = { name: 'notifications', paymentSettled, refundDecided: refundMoved, refundSent: refundMoved };

/** This app's listener for alerts emitted after a commit; returns the way to stop (the app's onClose). */
export function listenForAlerts(deps: Pick<AppDeps, 'orm' | 'config' | 'log' | 'now'>): () => void {
  const lowFunds = (alert: DomainEvents['wallet.low_funds'][0]) => {
    const ctx = systemContext({ em: deps.orm.em.fork(), config: deps.config, log: deps.log, now: deps.now });
    // once per crossing (the wallet emits it once): the key tells crossings apart by when they happened
    const key = `wallet:low_funds:${alert.thresholdPercent}:${ctx.now().toISOString()}`;
    announceToUser(ctx, alert.agentId, key, (site, name, lang) => messagesIn(lang).lowFunds(site, name, alert.thresholdPercent, alert.availableInPkr, alert.creditLimitInPkr)).catch((err: unknown) =>
      deps.log.warn({ err, agentId: alert.agentId }, 'low funds not announced'),
    );
  };
  return domainEvents.onEvent('wallet.low_funds', lowFunds);
}
