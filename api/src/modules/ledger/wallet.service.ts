import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { AuthError, ConflictError, ForbiddenError, InsufficientFundsError, NotFoundError, ValidationError } from '../../core/errors.js';
import { domainEvents } from '../../core/events.js';
import { shortBookingId } from '../../rules/bookings.js';
import { isUuid } from '../../rules/common.js';
import { LEDGER_MESSAGES } from '../../rules/ledger.js';
import { add, compare, multiply, round2, subtract } from '../../rules/money.js';
import { NETWORK_MESSAGES } from '../../rules/network.js';
import { LOW_FUNDS_PERCENTS, type LowFundsPercent, MAX_CREDIT_LIMIT_IN_PKR, readAmount, WALLET_MESSAGES } from '../../rules/wallet.js';
import { actingAgency } from '../agency/agency.service.js';
import { Booking } from '../bookings/booking.entity.js';
import { Payment, PaymentMethod, type PaymentPurpose, type Refund, RefundReason, RefundStatus } from '../payments/payment.entity.js';
import { publishWebhookEvent } from '../webhooks/outbox.js';
import { walletLowFundsEvent } from '../webhooks/payloads.js';
import { LedgerAccount } from './ledger.entity.js';
import { type AccountRef, accountFor, availableFunds, post, type PostLine, shownBalance } from './ledger.service.js';
import { bookingMoneyLines, lockAccounts, markCommissionDue, networkAccounts, sellingAgentOf } from './postings.js';
import { lineInUse, networkFree } from '../network/credit.js';
import { lockNetworkPayment, networkPaymentCovered } from '../network/wallet-guard.js';
import { reservedForHolds } from './reserved.js';

// An agent's wallet and credit line (issue 17): what it holds, its credit limit (the super admin's), and the funds
// available to spend (both together, never below zero: post() refuses under the wallet's row lock, and a database
// check backs it). Bookings are paid from it in the transaction that confirms them; their refunds go straight back.

export type WalletView = { agentId: string; balanceInPkr: string; creditLimitInPkr: string; availableInPkr: string; reservedInPkr: string };

// what an agency's holds reserve (held flight orders; pending bookings when on credit): ./reserved.ts
export { reservedForHolds };

export const walletAccount = (agentId: string): AccountRef => ({ kind: 'agent_wallet', ownerId: agentId });

/**
 * Where a booking paid from a wallet puts its money (direction 1: the credit lines of the payment) or takes it back
 * from (-1: the debit lines of a refund): the one place that decides, as for gateway money (ledger/postings.ts) —
 * platform revenue for the platform's own catalogue; customer deposits for an agent's package until its trip starts,
 * commission and the selling agent's earnings after.
 */
export function bookingIncomeLines(ctx: ServiceContext, booking: Booking, amountInPkr: string, direction: 1 | -1): Promise<PostLine[]> {
  return bookingMoneyLines(ctx, booking, amountInPkr, direction);
}

// money held in customer deposits (with a sub-agency's master margin beside it, issue 39)
const isDepositOnly = (lines: PostLine[]) => lines.some((l) => !(l.account instanceof LedgerAccount) && l.account.kind === 'customer_deposits');

function viewOf(agentId: string, account: Pick<LedgerAccount, 'kind' | 'balanceInPkr' | 'creditLimitInPkr'> | null, reserved = '0.00'): WalletView {
  if (!account) return { agentId, balanceInPkr: '0.00', creditLimitInPkr: '0.00', availableInPkr: '0.00', reservedInPkr: reserved };
  const free = subtract(availableFunds(account), reserved);
  return {
    agentId,
    balanceInPkr: shownBalance(account),
    creditLimitInPkr: round2(account.creditLimitInPkr),
    availableInPkr: compare(free, 0) > 0 ? round2(free) : '0.00',
    reservedInPkr: reserved,
  };
}

/** The signed-in B2B agent (partners with an agent's API key are that agent): 401 signed out, 403 anyone else. */
export function requireAgent(ctx: ServiceContext, message: string = WALLET_MESSAGES.agentsOnly): Viewer {
  if (!ctx.viewer) throw new AuthError();
  if (ctx.viewer.role !== 'b2b_agent') throw new ForbiddenError(message);
  return ctx.viewer;
}

/** The caller's agency's wallet (its staff see it too): balance, credit limit, available funds (zeros before its first use). */
export async function walletOf(ctx: ServiceContext): Promise<WalletView> {
  const { agencyId } = await actingAgency(ctx, 'book', WALLET_MESSAGES.agentsOnly);
  const account = await ctx.em.findOne(LedgerAccount, { kind: 'agent_wallet', ownerId: agencyId }, { refresh: true });
  const view = viewOf(agencyId, account, await reservedForHolds(ctx.em as EntityManager, agencyId));
  // a master's available less what it gave its sub-agents; a sub-agency's no more than its master's line still covers
  return { ...view, availableInPkr: await networkFree(ctx.em as EntityManager, agencyId, view.availableInPkr) };
}

/**
 * The super admin sets an agent's credit limit (0 removes the credit line). Lowering it below what the agent already
 * spends on credit is refused (409), under the wallet's row lock so a payment cannot slip in between. Audited by a log
 * line naming the admin.
 */
export async function setCreditLimit(ctx: ServiceContext, agentId: string, amountInPkr: unknown): Promise<WalletView> {
  if (!ctx.viewer) throw new AuthError();
  if (ctx.viewer.role !== 'super_admin') throw new ForbiddenError(WALLET_MESSAGES.adminOnly);
  const actor = ctx.viewer;
  const read = readAmount(amountInPkr, { allowZero: true, max: MAX_CREDIT_LIMIT_IN_PKR });
  if ('error' in read) throw new ValidationError(read.error, 'amountInPkr');
  if (!isUuid(agentId)) throw new NotFoundError(WALLET_MESSAGES.agentNotFound);
  const [agent] = await ctx.em.execute<{ role: string }[]>('select "role" from "app_user" where "id" = ?', [agentId]);
  if (agent?.role !== 'b2b_agent') throw new NotFoundError(WALLET_MESSAGES.agentNotFound);
  // a sub-agency's limit is its master's to give (issue 39: agency_network holds it; the two would drift apart)
  const [sub] = await ctx.em.execute<{ id: string }[]>('select id from agency_network where sub_agency_id = ?', [agentId]);
  if (sub) throw new ConflictError(NETWORK_MESSAGES.limitByMaster);
  const now = ctx.now();
  return ctx.em.transactional(async (tx) => {
    const account = await accountFor(tx, walletAccount(agentId), now);
    const [locked] = await tx.execute<{ balance_in_pkr: string; credit_limit_in_pkr: string }[]>(
      'select "balance_in_pkr", "credit_limit_in_pkr" from "ledger_account" where "id" = ? for update',
      [account.id],
    );
    // a wallet's lines sum to minus what it holds: a positive sum is what the agent owes on credit
    // a master's line also carries what its sub-agents owe (issue 39; their payments wait for this row's lock)
    const used = await lineInUse(tx, agentId, compare(locked.balance_in_pkr, 0) > 0 ? round2(locked.balance_in_pkr) : '0.00');
    if (compare(read.amount, used) < 0) throw new ConflictError(LEDGER_MESSAGES.creditBelowUse);
    await tx.execute('update "ledger_account" set "credit_limit_in_pkr" = ?, "updated_at" = ? where "id" = ?', [read.amount, now, account.id]);
    ctx.log.info(
      { actorId: actor.id, actor: actor.username, agentId, fromInPkr: round2(locked.credit_limit_in_pkr), toInPkr: read.amount },
      'agent credit limit set',
    );
    return viewOf(agentId, { kind: 'agent_wallet', balanceInPkr: String(locked.balance_in_pkr), creditLimitInPkr: read.amount });
  });
}

export type LowFundsAlert = { agentId: string; thresholdPercent: LowFundsPercent; availableInPkr: string; creditLimitInPkr: string };

/** The lowest warning threshold a debit crossed (available funds from at or above it to under it), if any. */
export function lowFundsCrossed(agentId: string, creditLimit: string, availableBefore: string, availableAfter: string): LowFundsAlert | null {
  if (compare(creditLimit, 0) <= 0) return null;
  let crossed: LowFundsPercent | null = null;
  for (const percent of LOW_FUNDS_PERCENTS) {
    const line = multiply(creditLimit, percent / 100);
    if (compare(availableBefore, line) >= 0 && compare(availableAfter, line) < 0) crossed = crossed === null || percent < crossed ? percent : crossed;
  }
  return crossed === null ? null : { agentId, thresholdPercent: crossed, availableInPkr: availableAfter, creditLimitInPkr: round2(creditLimit) };
}

/** A wallet payment as the books see it: its id, who paid (the agency), for what, how much (rounded to the paisa). */
export type WalletDebit = { paymentId: string; payerId: string; purpose: PaymentPurpose; amountInPkr: string };

/**
 * Posts a booking's installment paid from the payer's wallet, in the transaction that made and settled the payment
 * (payments/wallet.ts; the booking locked by it): the wallet_payment entry (Dr the wallet, Cr bookingIncomeLines),
 * once (key payment:<id>:succeeded). Not enough funds: InsufficientFundsError from post(), and the caller's
 * transaction leaves nothing behind. Answers the low-funds alert the debit crossed, to announce after the commit (its
 * partner webhook, wallet.low_funds, is written here, with the debit).
 */
export async function postWalletPayment(ctx: ServiceContext, booking: Booking, debit: WalletDebit): Promise<LowFundsAlert | null> {
  const tx = ctx.em as EntityManager;
  const { paymentId, payerId, amountInPkr: amount } = debit;
  // the wallet last: its row lock (every payment of this agent waits for it) is held only until the commit
  const credit = await bookingIncomeLines(ctx, booking, amount, 1);
  // a sub-agency's payment also takes its master's wallet lock, with the rest in id order (issue 39)
  const network = await lockNetworkPayment(tx, payerId, [walletAccount(payerId), ...credit.map((l) => l.account as AccountRef)], ctx.now());
  const posted = await post(ctx, {
    kind: 'wallet_payment',
    description: `${booking.itemName} (${debit.purpose}), booking ${shortBookingId(booking.id)}`,
    bookingId: booking.id,
    paymentId,
    key: `payment:${paymentId}:succeeded`,
    lines: [{ account: walletAccount(payerId), amountInPkr: amount }, ...credit],
  });
  // an agent's package: held until its trip starts, then split into commission and the seller's earnings
  if (isDepositOnly(credit)) await markCommissionDue(tx, booking, ctx.now());

  const walletLine = posted.lines[0];
  const [limit] = await tx.execute<{ credit_limit_in_pkr: string }[]>('select "credit_limit_in_pkr" from "ledger_account" where "id" = ?', [walletLine.account.id]);
  const creditLimit = String(limit?.credit_limit_in_pkr ?? '0');
  const availableAfter = round2(subtract(creditLimit, walletLine.balanceAfterInPkr));
  // holds keep their share (read under the wallet's row lock, which post() took): a payment may not use it
  const reserved = await reservedForHolds(tx, payerId, booking.id);
  if (compare(availableAfter, reserved) < 0) throw new InsufficientFundsError(WALLET_MESSAGES.reservedForHolds(reserved));
  await networkPaymentCovered(tx, network, payerId, availableAfter, reserved);
  const alert = lowFundsCrossed(payerId, creditLimit, round2(add(availableAfter, amount)), availableAfter);
  // partners hear of it with the debit (issue 38); the bell and the e-mail after the commit (announceLowFunds)
  if (alert) await publishWebhookEvent(tx, walletLowFundsEvent(alert, ctx.now()));
  return alert;
}

/** After the commit: tell whoever listens (notifications) that an agent's funds ran low. */
export function announceLowFunds(alert: LowFundsAlert | null): void {
  if (alert) domainEvents.emitEvent('wallet.low_funds', alert);
}

/** After a wallet payment was refused for lack of funds (nothing changed): tell whoever listens. */
export async function announceRefusal(ctx: ServiceContext, agentId: string, bookingId: string, amountInPkr: string | null): Promise<void> {
  try {
    const account = await ctx.em.fork().findOne(LedgerAccount, { kind: 'agent_wallet', ownerId: agentId });
    domainEvents.emitEvent('wallet.payment_refused', { agentId, bookingId, amountInPkr, availableInPkr: viewOf(agentId, account).availableInPkr });
  } catch (err) {
    ctx.log.warn({ err, agentId }, 'wallet refusal not announced');
  }
}

/**
 * A refund of a wallet payment goes back to the wallet at once, in the transaction that decides it (a cancellation):
 * Dr bookingIncomeLines, Cr the payer's wallet; the refund is then succeeded and counted on the booking (locked by
 * that transaction). Other methods' refunds are not the wallet's.
 */
export async function refundToWallet(ctx: ServiceContext, refund: Refund): Promise<void> {
  if (refund.method !== PaymentMethod.wallet || refund.status === RefundStatus.succeeded) return;
  const tx = ctx.em as EntityManager;
  const payment = await tx.findOneOrFail(Payment, { id: refund.payment.id });
  const booking = await tx.findOneOrFail(Booking, { id: refund.booking.id });
  // a cancellation may refund a gateway payment of the same booking next (ledger/postings.ts): lock what both touch,
  // in id order, before holding any of it, so two such transactions never wait on each other
  const seller = await sellingAgentOf(tx, booking);
  await lockAccounts(
    tx,
    [
      ...(seller ? [{ kind: 'agent_earnings' as const, ownerId: seller }] : []),
      ...networkAccounts(booking),
      walletAccount(payment.payer.id),
      { kind: 'gateway_clearing' },
      { kind: 'refunds_payable' },
      { kind: 'platform_revenue' },
      { kind: 'customer_deposits' },
      { kind: 'commission_income' },
      { kind: 'airline_payable' },
    ],
    ctx.now(),
  );
  await post(ctx, {
    kind: 'wallet_refund',
    description: `Refund (${refund.reason}) of ${booking.itemName}, booking ${shortBookingId(booking.id)}`,
    bookingId: booking.id,
    paymentId: payment.id,
    key: `refund:${refund.id}:wallet`,
    lines: [
      ...(await bookingIncomeLines(ctx, booking, round2(refund.amountInPkr), -1)),
      { account: walletAccount(payment.payer.id), amountInPkr: round2(subtract(0, refund.amountInPkr)) },
    ],
  });
  const now = ctx.now();
  refund.status = RefundStatus.succeeded;
  refund.note = 'Back in the wallet';
  refund.settledAt = now;
  refund.updatedAt = now;
  if (refund.reason !== RefundReason.surplus) booking.amountRefundedInPkr = add(booking.amountRefundedInPkr, refund.amountInPkr);
  await tx.flush();
}
