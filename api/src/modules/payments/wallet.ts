import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { round2 } from '../../rules/money.js';
import { WALLET_MESSAGES } from '../../rules/wallet.js';
import { actingAgency } from '../agency/agency.service.js';
import type { Booking } from '../bookings/booking.entity.js';
import { type LowFundsAlert, postWalletPayment } from '../ledger/wallet.service.js';
import { Payment, PaymentMethod, type PaymentPurpose } from './payment.entity.js';
import { applyPaymentEvent } from './payments.service.js';

// The wallet as a payment method: like a gateway whose answer is known at once. The payment is made and settled here
// (the same applyPaymentEvent and settlement steps as a gateway's success); the books only post the debit
// (ledger/wallet.service.ts postWalletPayment). Payments call the ledger, never the other way round.

export type WalletPayment = { payment: Payment; alert: LowFundsAlert | null };

/**
 * Pays a booking's installment from the caller's agency's wallet (credit line included), in the caller's transaction
 * (the booking locked by it): the payment, its settlement (the booking confirmed once its amount due now is paid) and
 * the wallet_payment entry commit together. Not enough funds: InsufficientFundsError, and the caller's transaction
 * leaves nothing behind.
 */
export async function payInstallmentFromWallet(
  ctx: ServiceContext,
  booking: Booking,
  installment: { purpose: PaymentPurpose; amount: string },
): Promise<WalletPayment> {
  // the agency pays (its wallet, its payment); the entry's actor is the person (post() reads ctx.viewer)
  const { agencyId } = await actingAgency(ctx, 'book', WALLET_MESSAGES.walletPayersOnly);
  const payer = { id: agencyId };
  const tx = ctx.em as EntityManager;
  if (!tx.isInTransaction()) throw new Error('payInstallmentFromWallet runs inside the transaction that locked the booking');
  const now = ctx.now();
  const amount = round2(installment.amount);
  const id = crypto.randomUUID();
  const payment = tx.create(Payment, {
    id,
    booking: booking.id,
    payer: payer.id,
    sellerId: booking.sellerId ?? null,
    method: PaymentMethod.wallet,
    purpose: installment.purpose,
    amountInPkr: amount,
    // unique per method like a gateway's reference (no clock-based collisions under a burst)
    gatewayReference: `W${id.replace(/-/g, '')}`,
    expiresAt: null,
    createdAt: now,
    updatedAt: now,
  });
  await tx.flush();
  const applied = await applyPaymentEvent(ctx, {
    gateway: 'wallet',
    eventId: `wallet:${id}`,
    reference: payment.gatewayReference ?? '',
    outcome: 'succeeded',
    amountInPkr: amount,
    gatewayTransactionId: null,
    message: 'Paid from the wallet',
    payload: { wallet: payer.id },
  });
  // the debit after the settlement: the wallet's row lock is the last taken, held only until the commit
  const alert = await postWalletPayment(ctx, booking, { paymentId: id, payerId: payer.id, purpose: installment.purpose, amountInPkr: amount });
  if (applied.change?.to !== 'succeeded') throw new Error(`wallet payment ${id} did not settle: ${applied.result}`);
  return { payment: applied.change.payment, alert };
}
