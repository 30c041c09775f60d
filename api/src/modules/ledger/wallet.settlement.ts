import type { ServiceContext } from '../../core/context.js';
import { PAYMENT_METHOD_LABELS } from '../../rules/payments.js';
import { round2, subtract } from '../../rules/money.js';
import { PaymentPurpose, PaymentStatus } from '../payments/payment.entity.js';
import type { PaymentChange, SettlementStep } from '../payments/settlement.js';
import { post } from './ledger.service.js';
import { refundToWallet, walletAccount } from './wallet.service.js';

// The wallet's side of payments, inside the transactions that settle them: a top-up's success credits the agent's
// wallet (Dr gateway_clearing, Cr the wallet; key payment:<id>:succeeded, so a replayed event posts nothing), and a
// refund of a wallet payment goes back to the wallet as it is decided.

async function creditTopUp(ctx: ServiceContext, change: PaymentChange): Promise<void> {
  const { payment } = change;
  if (change.to !== PaymentStatus.succeeded || payment.purpose !== PaymentPurpose.top_up) return;
  const amount = round2(payment.amountInPkr);
  await post(ctx, {
    kind: 'top_up',
    description: `Wallet top-up by ${PAYMENT_METHOD_LABELS[payment.method]} (${payment.gatewayReference ?? payment.id})`,
    paymentId: payment.id,
    key: `payment:${payment.id}:succeeded`,
    lines: [
      { account: { kind: 'gateway_clearing' }, amountInPkr: amount },
      { account: walletAccount(payment.payer.id), amountInPkr: round2(subtract(0, amount)) },
    ],
  });
}

/** The wallet's step: a top-up credited; a wallet payment's refund back in the wallet as it is decided. */
export const walletSettlement: SettlementStep = { name: 'wallet', paymentSettled: creditTopUp, refundDecided: refundToWallet };
