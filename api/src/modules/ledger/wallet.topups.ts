import type { ServiceContext } from '../../core/context.js';
import { ValidationError } from '../../core/errors.js';
import { BALANCE_CHECKOUT_MINUTES, PAYMENT_MESSAGES, PAYMENT_METHOD_LABELS } from '../../rules/payments.js';
import { MAX_TOP_UP_IN_PKR, readAmount, WALLET_MESSAGES } from '../../rules/wallet.js';
import { methodAvailable, type PaymentStartValues, startCheckout } from '../payments/checkout.service.js';
import { makeReference } from '../payments/gateways/gateway.js';
import { Payment, PaymentMethod, PaymentPurpose, PaymentStatus } from '../payments/payment.entity.js';
import { actingAgency } from '../agency/agency.service.js';

// Topping up a wallet (issue 17): a payment with no booking (purpose top_up, the agent its payer) through a gateway
// (sandbox, JazzCash) or a bank transfer the super admin confirms from its proof. Its success credits the wallet in the
// transaction that applies it (wallet.settlement.ts), whichever way it arrives (webhook, return post, reconciliation,
// the admin's decision).

const TOP_UP_METHODS: readonly PaymentMethod[] = [PaymentMethod.sandbox, PaymentMethod.jazzcash, PaymentMethod.bank_transfer];

/**
 * Starts a top-up of the caller's wallet: 403 for anyone but a B2B agent, 400 for a method that is not a gateway or
 * the bank (or not configured here) and for an amount that is not a positive number of rupees with at most 2 decimals.
 * A double click (same method and amount while the first attempt is open) gets the same attempt back.
 */
export async function topUpWallet(ctx: ServiceContext, input: { method: PaymentMethod; amountInPkr: unknown; origin?: string }): Promise<PaymentStartValues> {
  // the agency's wallet (owner or manager)
  const agent = { id: (await actingAgency(ctx, 'manage', WALLET_MESSAGES.agentsOnly)).agencyId };
  const { method, origin } = input;
  if (!TOP_UP_METHODS.includes(method)) throw new ValidationError(WALLET_MESSAGES.topUpMethod, 'method');
  if (!methodAvailable(ctx.config, method)) throw new ValidationError(PAYMENT_MESSAGES.methodUnavailable(PAYMENT_METHOD_LABELS[method]), 'method');
  const read = readAmount(input.amountInPkr, { max: MAX_TOP_UP_IN_PKR });
  if ('error' in read) throw new ValidationError(read.error, 'amountInPkr');
  const amount = read.amount;
  const now = ctx.now();
  return ctx.em.transactional(async (tx) => {
    const txCtx: ServiceContext = { ...ctx, em: tx };
    // one agent's top-ups start one at a time, so two clicks at once make one attempt
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`wallet-top-up:${agent.id}`]);
    const label = (p: Payment) => ({ description: 'Safarnama wallet top-up', billReference: `TOPUP${(p.gatewayReference ?? '').slice(-8)}` });
    const open = await tx.findOne(
      Payment,
      { booking: null, purpose: PaymentPurpose.top_up, method, payer: agent.id, status: PaymentStatus.initiated, amountInPkr: amount, expiresAt: { $gt: now } },
      { orderBy: { createdAt: 'desc' } },
    );
    if (open) return startCheckout(txCtx, open, label(open), origin, true);
    const bank = ctx.config.payments.bankTransfer;
    const expiresAt = new Date(now.getTime() + (method === PaymentMethod.bank_transfer && bank ? bank.holdMs : BALANCE_CHECKOUT_MINUTES * 60_000));
    const payment = tx.create(Payment, {
      booking: null,
      payer: agent.id,
      sellerId: null,
      method,
      purpose: PaymentPurpose.top_up,
      amountInPkr: amount,
      gatewayReference: makeReference(now),
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    await tx.flush();
    // the sandbox writes its own books in this transaction: the checkout exists exactly when the attempt does
    return startCheckout(txCtx, payment, label(payment), origin);
  });
}
