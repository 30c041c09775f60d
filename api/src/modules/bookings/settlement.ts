import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { add, compare } from '../../rules/money.js';
import { PaymentStatus, RefundReason } from '../payments/payment.entity.js';
import { refreshPaymentStatus, refundPayment } from '../payments/refunds.service.js';
import type { PaymentChange, SettlementStep } from '../payments/settlement.js';
import { publishWebhookEvent } from '../webhooks/outbox.js';
import { bookingEvent } from '../webhooks/payloads.js';
import { Booking, BookingStatus, BookingType } from './booking.entity.js';

// The booking side of a payment's success, the first step of the settlement (modules/settlement.ts), inside the
// transaction that applied it (the booking is locked first by applyPaymentEvent): counted money confirms a pending booking once its amount due now is paid; money for a booking
// that no longer takes it (expired, cancelled, a request the operator never accepted) and a second payment for what
// was already paid go back through the gateway they came from. A booking this payment confirms is announced to partners
// here, where it is decided (booking.confirmed, issue 38).

async function settle(ctx: ServiceContext, change: PaymentChange): Promise<void> {
  if (change.to !== PaymentStatus.succeeded) return;
  const tx = ctx.em as EntityManager;
  const { payment } = change;
  // a wallet top-up has no booking (ledger/wallet.settlement.ts credits the wallet)
  if (!payment.booking) return;
  const booking = await tx.findOne(Booking, { id: payment.booking.id }, { refresh: true });
  if (!booking) return;
  const log = ctx.log;
  let confirmed = false;
  if (change.surplus) {
    await refundPayment(ctx, booking, payment, RefundReason.surplus);
    log.warn({ bookingId: booking.id, paymentId: payment.id }, 'second payment for what was already paid: refunding it');
  } else {
    booking.amountPaidInPkr = add(booking.amountPaidInPkr, payment.amountInPkr);
    const unacceptedRequest = booking.status === BookingStatus.pending && booking.type === BookingType.transport && !booking.inventoryHeld && !booking.requestAcceptedAt;
    if (booking.status === BookingStatus.expired || booking.status === BookingStatus.cancelled || unacceptedRequest) {
      await tx.flush();
      await refundPayment(ctx, booking, payment, RefundReason.late_payment);
      log.warn({ bookingId: booking.id, paymentId: payment.id, status: booking.status }, 'payment for a booking that no longer takes it: refunding it');
    } else if (booking.status === BookingStatus.pending && compare(booking.amountPaidInPkr, booking.advanceInPkr ?? booking.totalPriceInPkr) >= 0) {
      booking.status = BookingStatus.confirmed;
      booking.confirmedAt = ctx.now();
      confirmed = true;
    }
  }
  await tx.flush();
  await refreshPaymentStatus(tx, booking);
  await tx.flush();
  if (confirmed) await publishWebhookEvent(tx, bookingEvent('booking.confirmed', booking, ctx.now(), { itemId: await flightOrderIdOf(tx, booking) }));
}

// a flight booking's item is its flight order (the booking row does not name it)
async function flightOrderIdOf(tx: EntityManager, booking: Booking): Promise<string | null> {
  if (booking.type !== BookingType.flight) return null;
  const [row] = await tx.execute<{ id: string }[]>('select id from flight_order where booking_id = ?', [booking.id]);
  return row?.id ?? null;
}

/** The booking's step: counts the money and confirms the booking, or refunds a surplus or late payment. */
export const bookingSettlement: SettlementStep = { name: 'booking', paymentSettled: settle };
