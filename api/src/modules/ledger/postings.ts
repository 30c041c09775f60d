import type { EntityManager } from '@mikro-orm/postgresql';
import Big from 'big.js';
import type { ServiceContext } from '../../core/context.js';
import { defineSweep } from '../../jobs/queue.js';
import type { LedgerAccountKind } from '../../rules/ledger.js';
import { compare, round2, subtract } from '../../rules/money.js';
import { Booking } from '../bookings/booking.entity.js';
import { lockBooking } from '../bookings/locks.js';
import { Payment, PaymentStatus, type Refund } from '../payments/payment.entity.js';
import type { PaymentChange, SettlementStep } from '../payments/settlement.js';
import { JournalEntry, JournalLine } from './ledger.entity.js';
import { type AccountRef, accountFor, post, type PostLine, type Posted } from './ledger.service.js';
import { CommissionDue } from './payout.entity.js';

// Gateway money in the books (issue 17), posted in the transaction of the change that moved it:
// - a booking's payment succeeds: Dr gateway_clearing, Cr platform_revenue (the platform's own catalogue) or
//   Cr customer_deposits (an agent's package: held until the trip starts);
// - a refund is decided: Dr the account the money was credited to, Cr refunds_payable;
// - the refund is sent: Dr refunds_payable, Cr gateway_clearing;
// - the trip of an agent's package starts: what customer_deposits holds for the booking splits into the platform's
//   commission and the agent's earnings. After that, money still arriving for the booking splits at once, and a refund
//   claws back from both in the split's proportion.
// Each posting has a key (payment:<id>:succeeded, refund:<id>:decided, refund:<id>:sent, commission:<bookingId>), so
// it happens once however often its event is replayed. Wallet payments and top-ups are the wallet's own postings.

export const COMMISSION_JOB = 'ledger_commission_sweep';
const SWEEP_BATCH = 100;

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [COMMISSION_JOB]: Record<string, never>;
  }
}

const paymentKey = (paymentId: string) => `payment:${paymentId}:succeeded`;
export const commissionKey = (bookingId: string) => `commission:${bookingId}`;

/** Payments the wallet posts itself (paid from a wallet, or a top-up of one). */
export function isWalletMoney(payment: Pick<Payment, 'method' | 'purpose'>): boolean {
  return (payment.method as string) === 'wallet' || (payment.purpose as string) === 'top_up';
}

/** The agent whose package a booking is (its money goes through customer_deposits), or null: the platform's own. */
export async function sellingAgentOf(em: EntityManager, booking: Pick<Booking, 'type' | 'sellerId'>): Promise<string | null> {
  if (booking.type !== 'package' || !booking.sellerId) return null;
  const [row] = await em.execute<{ role: string }[]>('select role from app_user where id = ?', [booking.sellerId]);
  return row?.role === 'b2b_agent' ? booking.sellerId : null;
}

/** Whether a booking is its seller's own purchase: an agency (owner or staff, both booking as the agency) buying its own package. */
export async function isOwnPurchase(em: EntityManager, booking: Pick<Booking, 'type' | 'sellerId' | 'user'>): Promise<boolean> {
  const agentId = await sellingAgentOf(em, booking);
  return agentId !== null && agentId === booking.user.id;
}

/** The commission percent for an agent: the admin's override on its earnings account, else PLATFORM_COMMISSION_PERCENT. */
export async function commissionPercentFor(ctx: ServiceContext, agentId: string): Promise<string> {
  const earnings = await accountFor(ctx.em, { kind: 'agent_earnings', ownerId: agentId }, ctx.now());
  return earnings.commissionPercent != null ? String(earnings.commissionPercent) : String(ctx.config.payments.commissionPercent);
}

type Split = { commission: string; earnings: string };

// the commission entry of a booking's split: its share of commission (C of S), or null before the split
async function splitOf(em: EntityManager, bookingId: string): Promise<{ ratio: Big } | null> {
  const entry = await em.findOne(JournalEntry, { key: commissionKey(bookingId) });
  if (!entry) return null;
  const lines = await em.find(JournalLine, { entry }, { populate: ['account'] });
  let total = new Big(0);
  let commission = new Big(0);
  for (const l of lines) {
    const kind = l.account.getEntity().kind;
    if (kind === 'customer_deposits') total = total.plus(l.amountInPkr);
    if (kind === 'commission_income') commission = commission.minus(l.amountInPkr);
  }
  return { ratio: total.eq(0) ? new Big(0) : commission.div(total) };
}

/** `amount` split by a commission share (rounded to the paisa; the agent gets the rest). */
export function splitAmount(amount: string, commissionShare: Big): Split {
  const commission = round2(new Big(amount).times(commissionShare).toFixed(10));
  return { commission, earnings: round2(subtract(amount, commission)) };
}

const neg = (amount: string) => round2(subtract(0, amount));

// the credit side of money for a booking (a payment) or, negated, its debit side (a refund of it): a sub-agency's
// booking (issue 39) gives its master its margin's share of the amount first (networkShare), the rest as any booking
async function bookingSide(ctx: ServiceContext, booking: Booking, amount: string, direction: 1 | -1): Promise<PostLine[]> {
  const share = networkShare(booking, amount);
  if (!share) return platformSide(ctx, booking, amount, direction);
  const rest = round2(subtract(amount, share.part));
  const master: PostLine = { account: { kind: 'agent_earnings', ownerId: share.masterId }, amountInPkr: direction === 1 ? neg(share.part) : share.part };
  return [master, ...(compare(rest, 0) !== 0 ? await platformSide(ctx, booking, rest, direction) : [])];
}

/** A sub-agency's booking: its master and the master's part of `amount` (round_half_up(amount × margin / total)); else null. */
export function networkShare(booking: Pick<Booking, 'networkMaster' | 'networkMarginInPkr' | 'totalPriceInPkr'>, amount: string): { masterId: string; part: string } | null {
  const margin = booking.networkMarginInPkr;
  if (!booking.networkMaster || !margin || compare(margin, 0) <= 0 || compare(booking.totalPriceInPkr, 0) <= 0) return null;
  const part = new Big(amount).times(margin).div(booking.totalPriceInPkr).round(2, Big.roundHalfUp).toFixed(2);
  return compare(part, 0) === 0 ? null : { masterId: booking.networkMaster.id, part };
}

/** The master's earnings account a sub-agency's booking's money may touch (to lock with the rest), or none. */
export function networkAccounts(booking: Pick<Booking, 'networkMaster'>): AccountRef[] {
  return booking.networkMaster ? [{ kind: 'agent_earnings', ownerId: booking.networkMaster.id }] : [];
}

async function platformSide(ctx: ServiceContext, booking: Booking, amount: string, direction: 1 | -1): Promise<PostLine[]> {
  const sign = (a: string) => (direction === 1 ? neg(a) : a);
  if (booking.type === 'flight') return flightSide(ctx.em as EntityManager, booking, amount, direction, sign);
  const agentId = await sellingAgentOf(ctx.em, booking);
  if (!agentId) return [{ account: { kind: 'platform_revenue' }, amountInPkr: sign(amount) }];
  const split = await splitOf(ctx.em, booking.id);
  if (!split) return [{ account: { kind: 'customer_deposits' }, amountInPkr: sign(amount) }];
  const { commission, earnings } = splitAmount(amount, split.ratio);
  const lines: PostLine[] = [];
  if (compare(commission, 0) !== 0) lines.push({ account: { kind: 'commission_income' }, amountInPkr: sign(commission) });
  if (compare(earnings, 0) !== 0) lines.push({ account: { kind: 'agent_earnings', ownerId: agentId }, amountInPkr: sign(earnings) });
  return lines;
}

/**
 * A flight (issue 35): the airline's fare is owed to the airline provider (airline_payable), the service fee is the
 * platform's revenue. A payment splits in the order's proportion; a refund comes out of what is owed to the airline
 * first (the airline refunds its part), out of the fee only beyond it (a full refund when the airline would not ticket).
 */
async function flightSide(em: EntityManager, booking: Booking, amount: string, direction: 1 | -1, sign: (a: string) => string): Promise<PostLine[]> {
  const [order] = await em.execute<{ airline_total_in_pkr: string; service_fee_in_pkr: string }[]>(
    'select airline_total_in_pkr, service_fee_in_pkr from flight_order where booking_id = ?',
    [booking.id],
  );
  const fee = new Big(order?.service_fee_in_pkr ?? 0);
  const total = new Big(order ? order.airline_total_in_pkr : amount).plus(fee);
  let feePart: Big;
  if (direction === 1) feePart = total.gt(0) ? new Big(amount).times(fee).div(total).round(2, Big.roundHalfUp) : new Big(0);
  else {
    const beyond = new Big(amount).minus(new Big(order?.airline_total_in_pkr ?? amount));
    feePart = beyond.gt(0) ? beyond : new Big(0);
  }
  const airlinePart = new Big(amount).minus(feePart);
  const lines: PostLine[] = [];
  if (!airlinePart.eq(0)) lines.push({ account: { kind: 'airline_payable' }, amountInPkr: sign(airlinePart.toFixed(2)) });
  if (!feePart.eq(0)) lines.push({ account: { kind: 'platform_revenue' }, amountInPkr: sign(feePart.toFixed(2)) });
  return lines;
}

/**
 * The lines that take money for a booking in (direction 1: credits, as for a payment) or give it back (-1: debits, as
 * for a refund), wherever it sits: platform revenue, customer deposits before the trip, commission and earnings after.
 * For the wallet's postings of bookings paid from a wallet, so an agent's package bought from a wallet is split too.
 */
export function bookingMoneyLines(ctx: ServiceContext, booking: Booking, amountInPkr: string, direction: 1 | -1): Promise<PostLine[]> {
  return bookingSide(ctx, booking, amountInPkr, direction);
}

/** Marks an agent's booking due for its split when its trip starts (after money reached customer deposits for it). */
export async function markCommissionDue(em: EntityManager, booking: Pick<Booking, 'id' | 'sellerId' | 'travelDate'>, now: Date): Promise<void> {
  if (!booking.sellerId) return;
  await em.execute('insert into "commission_due" ("booking_id", "agent_id", "due_at") values (?, ?, ?) on conflict ("booking_id") do nothing', [
    booking.id,
    booking.sellerId,
    booking.travelDate ?? now,
  ]);
}

/** Posts a succeeded booking payment once (in the caller's transaction). Null for the wallet's own money. */
export async function postPaymentSucceeded(ctx: ServiceContext, payment: Payment): Promise<Posted | null> {
  if (isWalletMoney(payment) || payment.status !== PaymentStatus.succeeded) return null;
  const em = ctx.em;
  const existing = await em.findOne(JournalEntry, { key: paymentKey(payment.id) });
  if (existing) return { entry: existing, lines: [], replayed: true };
  // a payment without a booking is a wallet top-up: the wallet's own posting
  const bookingId = payment.booking?.id;
  if (!bookingId) return null;
  const booking = await em.findOneOrFail(Booking, { id: bookingId });
  const credit = await bookingSide(ctx, booking, payment.amountInPkr, 1);
  const posted = await post(ctx, {
    kind: 'payment',
    description: `Payment for ${booking.itemName}`,
    bookingId: booking.id,
    paymentId: payment.id,
    actorId: null,
    key: paymentKey(payment.id),
    lines: [{ account: { kind: 'gateway_clearing' }, amountInPkr: round2(payment.amountInPkr) }, ...credit],
  });
  // money held for an agent's trip: due to split when the trip starts
  // (a sub-agency's booking also credits its master's margin: the deposits line is then one of two)
  if (!posted.replayed && credit.some((l) => (l.account as { kind: LedgerAccountKind }).kind === 'customer_deposits')) {
    await markCommissionDue(em, booking, ctx.now());
  }
  return posted;
}

/**
 * Locks accounts in id order (the order `post` takes), for a transaction that posts more than one entry: taking the
 * union up front means two such transactions never hold one account each while waiting for the other's.
 */
export async function lockAccounts(em: EntityManager, refs: AccountRef[], now = new Date()): Promise<void> {
  const accounts = await Promise.all(refs.map((ref) => accountFor(em, ref, now)));
  const ids = [...new Set(accounts.map((a) => a.id))].sort();
  await em.execute(`select 1 from "ledger_account" where "id" in (${ids.map(() => '?').join(', ')}) order by "id" for update`, ids);
}

// every account a booking's payment and its refunds may touch
function bookingAccounts(agentId: string | null): AccountRef[] {
  const refs: AccountRef[] = [
    { kind: 'gateway_clearing' },
    { kind: 'refunds_payable' },
    { kind: 'platform_revenue' },
    { kind: 'customer_deposits' },
    { kind: 'commission_income' },
    // a flight's fare, owed to the airline
    { kind: 'airline_payable' },
  ];
  return agentId ? [...refs, { kind: 'agent_earnings', ownerId: agentId }] : refs;
}

/** Posts a refund decided (Dr where its payment's money sits, Cr refunds_payable), once, after the payment's own posting. */
export async function postRefundDecided(ctx: ServiceContext, refund: Refund): Promise<Posted | null> {
  const em = ctx.em;
  const payment = await em.findOneOrFail(Payment, { id: refund.payment.id });
  if (isWalletMoney(payment)) return null;
  if (await em.findOne(JournalEntry, { key: `refund:${refund.id}:decided` })) return null;
  // the payment's posting and this one may both happen here: lock what both touch, in order, first
  const refunded = await em.findOneOrFail(Booking, { id: refund.booking.id });
  await lockAccounts(em, [...bookingAccounts(await sellingAgentOf(em, refunded)), ...networkAccounts(refunded)], ctx.now());
  // the payment's own posting first (the booking step may decide a refund before the books saw the payment)
  await postPaymentSucceeded(ctx, payment);
  const booking = await em.findOneOrFail(Booking, { id: refund.booking.id });
  const debit = await bookingSide(ctx, booking, refund.amountInPkr, -1);
  return post(ctx, {
    kind: 'refund',
    description: `Refund (${refund.reason}) for ${booking.itemName}`,
    bookingId: booking.id,
    paymentId: payment.id,
    actorId: ctx.viewer?.id ?? null,
    key: `refund:${refund.id}:decided`,
    lines: [...debit, { account: { kind: 'refunds_payable' }, amountInPkr: neg(refund.amountInPkr) }],
  });
}

/** Posts a refund sent back to its payer (Dr refunds_payable, Cr gateway_clearing), once. */
export async function postRefundSent(ctx: ServiceContext, refund: Refund): Promise<Posted | null> {
  const payment = await ctx.em.findOneOrFail(Payment, { id: refund.payment.id });
  if (isWalletMoney(payment)) return null;
  await lockAccounts(ctx.em, [{ kind: 'gateway_clearing' }, { kind: 'refunds_payable' }], ctx.now());
  await postRefundDecided(ctx, refund);
  return post(ctx, {
    kind: 'refund',
    description: 'Refund sent back to the payer',
    bookingId: refund.booking.id,
    paymentId: payment.id,
    actorId: ctx.viewer?.id ?? null,
    key: `refund:${refund.id}:sent`,
    lines: [
      { account: { kind: 'refunds_payable' }, amountInPkr: round2(refund.amountInPkr) },
      { account: { kind: 'gateway_clearing' }, amountInPkr: neg(refund.amountInPkr) },
    ],
  });
}

/** What customer_deposits holds for one booking (its payments less the refunds decided, before the split). */
export async function depositHeld(em: EntityManager, bookingId: string): Promise<string> {
  const deposits = await accountFor(em, { kind: 'customer_deposits' });
  const [row] = await em.execute<{ total: string | null }[]>(
    `select sum(l."amount_in_pkr")::text as "total" from "journal_entry" e join "journal_line" l on l."entry_id" = e."id"
      where e."booking_id" = ? and l."account_id" = ?`,
    [bookingId, deposits.id],
  );
  return round2(subtract(0, row?.total ?? '0'));
}

/**
 * Splits what customer_deposits holds for an agent's booking into the platform's commission and the agent's earnings,
 * once (key commission:<bookingId>), locking the booking first like every booking-side money change. Null when there
 * is nothing to split (the booking's due row goes either way; money arriving later makes it due again).
 */
export async function splitCommission(ctx: ServiceContext, bookingId: string): Promise<Posted | null> {
  return ctx.em.transactional(async (em) => {
    const tx: ServiceContext = { ...ctx, em };
    const booking = await lockBooking(em, bookingId);
    await em.execute('delete from "commission_due" where "booking_id" = ?', [bookingId]);
    if (!booking) return null;
    const agentId = await sellingAgentOf(em, booking);
    if (!agentId) return null;
    // earnings never come from an agency's own purchase (checkout refuses it; this holds for one paid before that rule
    // or through an attempt opened before it): its money stays in customer deposits, refundable, never payout-able
    if (booking.user.id === agentId) {
      ctx.log.warn({ bookingId, agentId }, 'commission split skipped: the agency bought its own package');
      return null;
    }
    if (await em.findOne(JournalEntry, { key: commissionKey(bookingId) })) return null;
    const held = await depositHeld(em, bookingId);
    if (compare(held, 0) <= 0) return null;
    const percent = await commissionPercentFor(tx, agentId);
    const { commission, earnings } = splitAmount(held, new Big(percent).div(100));
    const lines: PostLine[] = [{ account: { kind: 'customer_deposits' }, amountInPkr: held }];
    if (compare(commission, 0) !== 0) lines.push({ account: { kind: 'commission_income' }, amountInPkr: neg(commission) });
    if (compare(earnings, 0) !== 0) lines.push({ account: { kind: 'agent_earnings', ownerId: agentId }, amountInPkr: neg(earnings) });
    return post(tx, {
      kind: 'commission',
      description: `Trip started: ${booking.itemName} (commission ${percent} %)`,
      bookingId,
      actorId: null,
      key: commissionKey(bookingId),
      lines,
    });
  });
}

/** The sweep: splits every booking whose trip has started (oldest first, a batch per run). Returns how many split. */
export async function splitDueCommissions(ctx: ServiceContext, limit = SWEEP_BATCH): Promise<number> {
  const due = await ctx.em.find(CommissionDue, { dueAt: { $lte: ctx.now() } }, { orderBy: { dueAt: 'asc' }, limit });
  let n = 0;
  for (const row of due) {
    try {
      if (await splitCommission({ ...ctx, em: ctx.em.fork() }, row.bookingId)) n++;
    } catch (err) {
      ctx.log.error({ err, bookingId: row.bookingId }, 'commission split failed: will try again');
    }
  }
  if (n) ctx.log.info({ split: n }, 'commissions split');
  return n;
}

/** Every 10 minutes (COMMISSION_SWEEP_SECONDS), one process at a time. */
export function commissionJob(everySeconds = 600) {
  return defineSweep(COMMISSION_JOB, splitDueCommissions, { everySeconds, retryLimit: 1, expireInSeconds: 10 * 60 });
}

async function onSettled(ctx: ServiceContext, change: PaymentChange): Promise<void> {
  if (change.to === PaymentStatus.succeeded) await postPaymentSucceeded(ctx, change.payment);
}

/** The books' step: gateway money posted as it succeeds, a refund as it is decided and as it is sent. */
export const ledgerSettlement: SettlementStep = {
  name: 'ledger',
  paymentSettled: onSettled,
  refundDecided: async (ctx, refund) => void (await postRefundDecided(ctx, refund)),
  refundSent: async (ctx, refund) => void (await postRefundSent(ctx, refund)),
};
