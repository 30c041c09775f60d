import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { ConflictError, ForbiddenError, InsufficientFundsError, NotFoundError, ValidationError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { queueRunning } from '../../jobs/queue.js';
import { shortBookingId } from '../../rules/bookings.js';
import { isUuid } from '../../rules/common.js';
import { compare, subtract } from '../../rules/money.js';
import { WALLET_MESSAGES } from '../../rules/wallet.js';
import {
  BALANCE_CHECKOUT_MINUTES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  SANDBOX_MAX_DELAY_SECONDS,
  type SandboxOutcomeValue,
} from '../../rules/payments.js';
import { Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { scheduleHoldExpiry } from '../bookings/holds.js';
import { lockBooking } from '../bookings/locks.js';
import { actingAgency, bookerIdOf } from '../agency/agency.service.js';
import { isOwnPurchase } from '../ledger/postings.js';
import { announceLowFunds, announceRefusal } from '../ledger/wallet.service.js';
import { type Checkout, makeReference } from './gateways/gateway.js';
import { paymentGateways } from './gateways/index.js';
import { Payment, PaymentMethod, PaymentPurpose, PaymentStatus } from './payment.entity.js';
import { receivePaymentEvent } from './payments.service.js';
import { requireViewer, scopeWhere, sees } from './scope.js';
import { payInstallmentFromWallet } from './wallet.js';

// Starting payments: what the next payment of a booking is (its advance, the balance, or the whole amount), one open
// attempt per purpose and method at a time (a double click gets the same checkout back), the way to the gateway (the
// sandbox's page, JazzCash's signed form, or bank details with our reference); the sandbox page's buttons; bank
// transfer proofs and the super admin's decision on them.

export type FormPost = { url: string; fields: { name: string; value: string }[] };
export type BankInstructions = { accountTitle: string; bankName: string; iban: string; reference: string; amountInPkr: string; payBy: Date | null };
export type PaymentStartValues = { payment: Payment; redirectUrl: string | null; formPost: FormPost | null; instructions: BankInstructions | null };

// the gateways and the bank this server is configured for (the wallet is not a gateway: it depends on the payer)
export function methodAvailable(config: Config, method: PaymentMethod): boolean {
  if (method === PaymentMethod.jazzcash) return config.payments.jazzcash !== undefined;
  if (method === PaymentMethod.bank_transfer) return config.payments.bankTransfer !== undefined;
  return method === PaymentMethod.sandbox;
}

/** The payment methods, and whether this server offers each to this caller (the wallet: to B2B agents). */
export function paymentMethods(config: Config, viewer: Viewer | null = null): { method: PaymentMethod; label: string; available: boolean }[] {
  return PAYMENT_METHODS.map((method) => ({
    method,
    label: PAYMENT_METHOD_LABELS[method],
    available: method === PaymentMethod.wallet ? viewer?.role === 'b2b_agent' : methodAvailable(config, method),
  }));
}

type Installment = { purpose: PaymentPurpose; amount: string };

/**
 * An agency paying for its own package (its owner or staff: bookings and packages are both keyed by the agency) is
 * refused, whatever the method: 403 before anything is written. Not "wallet funds only": on credit the platform's money
 * would come back to the agency as payout-able earnings once the trip starts, and with its own funds (a top-up, a card)
 * the purchase would still turn wallet money into earnings and inflate its sales. A marketplace's seller does not buy
 * its own listing; an agency sells its own seats to its customers itself.
 */
async function refuseOwnPackage(em: EntityManager, booking: Booking): Promise<void> {
  if (await isOwnPurchase(em, booking)) throw new ForbiddenError(PAYMENT_MESSAGES.ownPackage);
}

const isOpenRequest = (b: Booking) => b.status === BookingStatus.pending && b.type === BookingType.transport && !b.inventoryHeld && !b.requestAcceptedAt;

/** Whether a booking's balance (or its whole amount) was already paid: what an amendment adds is then its own purpose. */
export async function balancePaidOf(em: EntityManager, booking: Booking): Promise<boolean> {
  const paid = await em.count(Payment, { booking: booking.id, purpose: { $in: [PaymentPurpose.balance, PaymentPurpose.full] }, status: PaymentStatus.succeeded, surplus: false });
  return paid > 0;
}

/**
 * What a booking's next payment is for and how much it is, or a 409 saying why it cannot be paid now. `balancePaid`:
 * its balance (or the whole amount) was already paid, so what a confirmed amendment added is an amendment payment.
 */
export function nextInstallment(booking: Booking, now: Date, balancePaid = false): Installment {
  if (booking.status === BookingStatus.cancelled) throw new ConflictError(PAYMENT_MESSAGES.cancelled);
  if (booking.status === BookingStatus.expired) throw new ConflictError(PAYMENT_MESSAGES.expired);
  const total = booking.totalPriceInPkr;
  // what was given back of a standing booking (an amendment made it cheaper, issue 37) is no longer paid
  const paid = subtract(booking.amountPaidInPkr, booking.amountRefundedInPkr);
  if (compare(paid, total) >= 0) throw new ConflictError(PAYMENT_MESSAGES.paidInFull);
  const advance = booking.advanceInPkr ?? total;
  const wholeAtOnce = compare(advance, total) >= 0;
  if (booking.status === BookingStatus.pending) {
    if (isOpenRequest(booking)) throw new ConflictError(PAYMENT_MESSAGES.awaitingOperator);
    if (booking.inventoryHeld && booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime()) throw new ConflictError(PAYMENT_MESSAGES.holdOver);
    return { purpose: wholeAtOnce ? PaymentPurpose.full : PaymentPurpose.advance, amount: subtract(advance, paid) };
  }
  // confirmed (or travelled) with something left: the balance (what an amendment added after it: an amendment payment)
  if (balancePaid) return { purpose: PaymentPurpose.amendment, amount: subtract(total, paid) };
  return { purpose: wholeAtOnce && compare(paid, 0) === 0 ? PaymentPurpose.full : PaymentPurpose.balance, amount: subtract(total, paid) };
}

function absolute(origin: string | undefined, path: string): string {
  return origin ? `${origin}${path}` : path;
}

function startOf(ctx: ServiceContext, payment: Payment, checkout: Checkout | null, origin: string | undefined): PaymentStartValues {
  const base = { payment, redirectUrl: null, formPost: null, instructions: null };
  if (payment.method === PaymentMethod.bank_transfer) {
    const bank = ctx.config.payments.bankTransfer;
    if (!bank) return base;
    return {
      ...base,
      instructions: {
        accountTitle: bank.accountTitle,
        bankName: bank.bankName,
        iban: bank.iban,
        reference: payment.gatewayReference ?? '',
        amountInPkr: payment.amountInPkr,
        payBy: payment.expiresAt ?? null,
      },
    };
  }
  if (checkout?.kind === 'form_post') return { ...base, formPost: { url: checkout.url, fields: Object.entries(checkout.fields).map(([name, value]) => ({ name, value })) } };
  // the sandbox's own checkout page (a web route)
  return { ...base, redirectUrl: absolute(origin, `/pay/${payment.id}`) };
}

// what the payer reads at the gateway
type CheckoutLabel = { description: string; billReference: string };
const bookingLabel = (booking: Booking, payment: Payment): CheckoutLabel => ({
  description: `${booking.itemName} (${payment.purpose})`,
  billReference: shortBookingId(booking.id),
});

async function gatewayCheckout(ctx: ServiceContext, payment: Payment, label: CheckoutLabel, origin: string | undefined): Promise<Checkout | null> {
  if (payment.method === PaymentMethod.bank_transfer || payment.method === PaymentMethod.wallet) return null;
  const gateways = paymentGateways(ctx.config);
  const gateway = payment.method === PaymentMethod.jazzcash ? gateways.jazzcash : gateways.sandbox;
  if (!gateway) throw new ValidationError(PAYMENT_MESSAGES.methodUnavailable(PAYMENT_METHOD_LABELS[payment.method]), 'method');
  return gateway.initiate(ctx, {
    paymentId: payment.id,
    reference: payment.gatewayReference ?? '',
    amountInPkr: payment.amountInPkr,
    description: label.description,
    billReference: label.billReference,
    // JazzCash posts the result back through the payer's browser: the webhook route answers it with a redirect
    returnUrl: absolute(origin ?? ctx.config.publicUrl, `/api/payments/webhooks/${payment.method}`),
    expiresAt: payment.expiresAt ?? new Date(ctx.now().getTime() + BALANCE_CHECKOUT_MINUTES * 60_000),
  });
}

/**
 * Starts (or, for a double click, returns again) the next payment of the caller's own booking. The booking is locked
 * while deciding, so two clicks at once make one attempt. A bank transfer for the first payment holds the booking
 * longer (BANK_TRANSFER_HOLD_HOURS from booking): a transfer takes longer than a checkout.
 */
export async function pay(ctx: ServiceContext, input: { bookingId: string; method: PaymentMethod; origin?: string }): Promise<PaymentStartValues> {
  requireViewer(ctx);
  const { method, origin } = input;
  if (!PAYMENT_METHODS.includes(method)) throw new ValidationError(`Method must be one of ${PAYMENT_METHODS.join(', ')}`, 'method');
  if (method === PaymentMethod.wallet) return payFromWallet(ctx, input.bookingId);
  // an agency's bookings are its own whoever of its staff pays
  const viewer = { id: await bookerIdOf(ctx) };
  if (!methodAvailable(ctx.config, method)) throw new ValidationError(PAYMENT_MESSAGES.methodUnavailable(PAYMENT_METHOD_LABELS[method]), 'method');
  if (!isUuid(input.bookingId)) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
  const now = ctx.now();
  return ctx.em.transactional(async (tx) => {
    const txCtx: ServiceContext = { ...ctx, em: tx };
    const booking = await lockBooking(tx, input.bookingId);
    // someone else's booking is not there at all
    if (!booking || booking.user.id !== viewer.id) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
    await refuseOwnPackage(tx, booking);
    const next = nextInstallment(booking, now, await balancePaidOf(tx, booking));
    const open = await tx.findOne(
      Payment,
      { booking: booking.id, purpose: next.purpose, method, payer: viewer.id, status: PaymentStatus.initiated, amountInPkr: next.amount, expiresAt: { $gt: now } },
      { orderBy: { createdAt: 'desc' } },
    );
    if (open) return startOf(txCtx, open, method === PaymentMethod.jazzcash ? await gatewayCheckout(txCtx, open, bookingLabel(booking, open), origin) : null, origin);

    const holding = booking.status === BookingStatus.pending && booking.inventoryHeld && booking.holdExpiresAt;
    let expiresAt = new Date(now.getTime() + BALANCE_CHECKOUT_MINUTES * 60_000);
    const bank = ctx.config.payments.bankTransfer;
    if (method === PaymentMethod.bank_transfer && bank) {
      expiresAt = new Date(now.getTime() + bank.holdMs);
      if (holding) {
        const extended = new Date(booking.createdAt.getTime() + bank.holdMs);
        if (booking.holdExpiresAt && extended.getTime() > booking.holdExpiresAt.getTime()) {
          booking.holdExpiresAt = extended;
          await tx.flush();
          await scheduleHoldExpiry(tx, booking);
        }
        expiresAt = booking.holdExpiresAt ?? expiresAt;
      }
    } else if (holding && booking.holdExpiresAt) {
      // the checkout closes with the hold
      expiresAt = booking.holdExpiresAt;
    }
    const payment = tx.create(Payment, {
      booking: booking.id,
      payer: viewer.id,
      sellerId: booking.sellerId ?? null,
      method,
      purpose: next.purpose,
      amountInPkr: next.amount,
      gatewayReference: makeReference(now),
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    await tx.flush();
    // the sandbox writes its own books in this transaction: the checkout exists exactly when the attempt does
    return startOf(txCtx, payment, await gatewayCheckout(txCtx, payment, bookingLabel(booking, payment), origin), origin);
  });
}

/**
 * Starts the checkout of a payment made for no booking (a wallet top-up, created by the caller's transaction): the
 * same ways to the gateway as pay() gives, or the same attempt's again for a double click.
 */
export async function startCheckout(ctx: ServiceContext, payment: Payment, label: CheckoutLabel, origin: string | undefined, reopened = false): Promise<PaymentStartValues> {
  const checkout = reopened && payment.method !== PaymentMethod.jazzcash ? null : await gatewayCheckout(ctx, payment, label, origin);
  return startOf(ctx, payment, checkout, origin);
}

/**
 * An agent pays its booking's next installment from its wallet (credit line included): the debit, the payment and the
 * booking's confirmation commit together, under the booking's lock and then the wallet's. Not enough funds: 402, and
 * nothing changes. Announces low funds after the commit, and a refusal.
 */
async function payFromWallet(ctx: ServiceContext, bookingId: string): Promise<PaymentStartValues> {
  // the agency's booking, from the agency's wallet (its staff included)
  const viewer = { id: (await actingAgency(ctx, 'book', WALLET_MESSAGES.walletPayersOnly)).agencyId };
  if (!isUuid(bookingId)) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
  const now = ctx.now();
  let asked: string | null = null;
  try {
    const { payment, alert } = await ctx.em.transactional(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      if (!booking || booking.user.id !== viewer.id) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
      await refuseOwnPackage(tx, booking);
      const next = nextInstallment(booking, now, await balancePaidOf(tx, booking));
      asked = next.amount;
      return payInstallmentFromWallet({ ...ctx, em: tx }, booking, next);
    });
    announceLowFunds(alert);
    return { payment, redirectUrl: null, formPost: null, instructions: null };
  } catch (err) {
    if (err instanceof InsufficientFundsError) await announceRefusal(ctx, viewer.id, bookingId, asked);
    throw err;
  }
}

/** A payment its payer, its seller or the super admin may see; anyone else gets 404. */
export async function visiblePayment(ctx: ServiceContext, id: string): Promise<Payment> {
  const viewer = requireViewer(ctx);
  const payment = isUuid(id) ? await ctx.em.findOne(Payment, { id }) : null;
  if (!payment) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
  if (!(await sees(ctx, viewer, payment.payer.id, payment.sellerId))) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
  return payment;
}

// the payer's own attempt (or the super admin's view of it): the sandbox page's buttons and proofs are the payer's
async function payersPayment(ctx: ServiceContext, id: string): Promise<Payment> {
  const payment = await visiblePayment(ctx, id);
  const viewer = requireViewer(ctx);
  if (viewer.role !== 'super_admin' && payment.payer.id !== (await bookerIdOf(ctx))) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
  return payment;
}

/**
 * The sandbox checkout page's buttons (Pay, Decline, Abandon): the sandbox gateway decides the attempt once, before it
 * expires, and delivers its signed webhook through the job queue (after `delaySeconds`, to test a slow gateway).
 */
export async function completeSandboxCheckout(
  ctx: ServiceContext,
  input: { paymentId: string; outcome: SandboxOutcomeValue; delaySeconds?: number | null },
): Promise<{ payment: Payment; outcome: SandboxOutcomeValue }> {
  const payment = await payersPayment(ctx, input.paymentId);
  if (payment.method !== PaymentMethod.sandbox || !payment.gatewayReference) throw new NotFoundError(PAYMENT_MESSAGES.notSandbox);
  // our own checkout page knows what a real gateway would not: the booking stopped taking this attempt
  if (payment.status === PaymentStatus.cancelled || payment.status === PaymentStatus.expired) throw new ConflictError(PAYMENT_MESSAGES.attemptClosed(payment.status));
  const delay = input.delaySeconds ?? 0;
  if (!Number.isInteger(delay) || delay < 0 || delay > SANDBOX_MAX_DELAY_SECONDS) {
    throw new ValidationError(`Delay must be a whole number of seconds from 0 to ${SANDBOX_MAX_DELAY_SECONDS}`, 'delaySeconds');
  }
  if (queueRunning()) await paymentGateways(ctx.config).sandbox.complete(ctx, payment.gatewayReference, input.outcome, { delaySeconds: delay });
  // a process without a job queue (tests) applies the sandbox's message itself
  else await settleSandboxInProcess(ctx, payment.id, input.outcome);
  return { payment: await ctx.em.findOneOrFail(Payment, { id: payment.id }, { refresh: true }), outcome: input.outcome };
}

export type PaymentFilter = { status?: PaymentStatus | null; method?: PaymentMethod | null; bookingId?: string | null; awaitingReview?: boolean | null };

/** Payments newest first: the super admin's all, an agent's own and those of what it sells, a traveller's own. */
export async function listPayments(ctx: ServiceContext, filter: PaymentFilter, pagination: { limit?: number | null; offset?: number | null } | null | undefined): Promise<Page<Payment>> {
  const viewer = requireViewer(ctx);
  const page = readPagination(pagination);
  const where: Record<string, unknown> = { ...scopeWhere(viewer, 'payer', await bookerIdOf(ctx)) };
  if (filter.status) where.status = filter.status;
  if (filter.method) where.method = filter.method;
  if (filter.awaitingReview) Object.assign(where, { method: PaymentMethod.bank_transfer, status: PaymentStatus.initiated, proofSubmittedAt: { $ne: null } });
  if (filter.bookingId) {
    if (!isUuid(filter.bookingId)) return toPage([], page);
    where.booking = filter.bookingId;
  }
  const rows = await ctx.em.find(Payment, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit + 1, offset: page.offset });
  return toPage(rows, page);
}

const PROOF_FILE = /^d-[0-9a-f-]{36}\.(pdf|jpg|png|webp|gif)$/;
const PROOF_OPEN: PaymentStatus[] = [PaymentStatus.initiated, PaymentStatus.expired];

/**
 * The payer attaches the proof of a bank transfer: a document upload of their own (PDF or image, through
 * createPaymentProofUploadUrl), not attached anywhere else. Its ticket is locked (`for update`) so the unused-upload
 * cleanup cannot delete it meanwhile. A newer proof replaces the older.
 */
export async function submitTransferProof(ctx: ServiceContext, input: { paymentId: string; file: string }): Promise<Payment> {
  const viewer = requireViewer(ctx);
  const found = await payersPayment(ctx, input.paymentId);
  if (found.payer.id !== viewer.id) throw new ForbiddenError('Only the payer adds the proof');
  if (found.method !== PaymentMethod.bank_transfer) throw new ConflictError(PAYMENT_MESSAGES.notBankTransfer);
  if (!PROOF_FILE.test(input.file)) throw new ValidationError(PAYMENT_MESSAGES.proofFile, 'file');
  return ctx.em.transactional(async (tx) => {
    const payment = await tx.findOneOrFail(Payment, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!PROOF_OPEN.includes(payment.status)) throw new ConflictError(PAYMENT_MESSAGES.proofClosed);
    const [ticket] = await tx.execute<{ user_id: string; purpose: string; content_type: string }[]>(
      'select user_id, purpose, content_type from upload_ticket where file_name = ? for update',
      [input.file],
    );
    if (!ticket || ticket.user_id !== viewer.id || ticket.purpose !== 'document') throw new ValidationError(PAYMENT_MESSAGES.proofFile, 'file');
    const [used] = await tx.execute<{ n: number }[]>(
      'select (select count(*) from visa_document where file_name = ?) + (select count(*) from payment where proof_file_name = ? and id <> ?) as n',
      [input.file, input.file, payment.id],
    );
    if (Number(used?.n ?? 0) > 0) throw new ConflictError(PAYMENT_MESSAGES.proofUsed);
    const now = ctx.now();
    payment.proofFileName = input.file;
    payment.proofContentType = ticket.content_type;
    payment.proofSubmittedAt = now;
    payment.updatedAt = now;
    await tx.flush();
    return payment;
  });
}

/**
 * The super admin decides a bank transfer: confirming counts it as the payment (the same path as a gateway's success,
 * so the booking is confirmed, or a transfer that arrived too late is refunded by hand); rejecting fails it. One decision
 * per transfer: the decision is recorded as the transfer's one event, so a second is a no-op.
 */
export async function reviewTransfer(ctx: ServiceContext, input: { paymentId: string; confirm: boolean; reason?: string | null }): Promise<Payment> {
  const viewer = requireViewer(ctx);
  if (viewer.role !== 'super_admin') throw new ForbiddenError('Only the super admin confirms bank transfers');
  const payment = await visiblePayment(ctx, input.paymentId);
  if (payment.method !== PaymentMethod.bank_transfer || !payment.gatewayReference) throw new ConflictError(PAYMENT_MESSAGES.notBankTransfer);
  const reason = input.reason?.trim() ?? '';
  if (!input.confirm && (reason.length < 3 || reason.length > 500)) throw new ValidationError('Reason must be 3 to 500 characters', 'reason');
  if (payment.status === PaymentStatus.succeeded) throw new ConflictError(PAYMENT_MESSAGES.reviewClosed('confirmed'));
  if (payment.status === PaymentStatus.failed) throw new ConflictError(PAYMENT_MESSAGES.reviewClosed('rejected'));
  if (!input.confirm && payment.status !== PaymentStatus.initiated) throw new ConflictError(PAYMENT_MESSAGES.reviewClosed(payment.status));
  const received = await receivePaymentEvent(ctx, {
    gateway: 'bank_transfer',
    eventId: `review:${payment.id}`,
    reference: payment.gatewayReference,
    outcome: input.confirm ? 'succeeded' : 'failed',
    amountInPkr: payment.amountInPkr,
    gatewayTransactionId: null,
    message: input.confirm ? 'Confirmed by the administrator' : reason,
    payload: { decision: input.confirm ? 'confirmed' : 'rejected', by: viewer.username, reason: reason || null },
  });
  if (received.replayed) throw new ConflictError(PAYMENT_MESSAGES.reviewClosed('decided'));
  await ctx.em.nativeUpdate(Payment, { id: payment.id }, { reviewedBy: viewer.id });
  return ctx.em.findOneOrFail(Payment, { id: payment.id }, { refresh: true });
}

/** A bank transfer's proof for download: its payer, the booking's seller or the super admin. */
export async function proofForDownload(ctx: ServiceContext, id: string): Promise<{ payment: Payment; fileName: string; contentType: string }> {
  const payment = await visiblePayment(ctx, id);
  if (!payment.proofFileName) throw new NotFoundError('No proof was uploaded for this payment');
  return { payment, fileName: payment.proofFileName, contentType: payment.proofContentType ?? 'application/octet-stream' };
}

/**
 * The sandbox decides a checkout and its webhook's event is applied right here, in this process, as the delivery job
 * would apply it: for the demo seed (which runs before the job queue starts) and tests that need a paid booking
 * without the queue. The HTTP path (complete → job → signed webhook) is the one the app itself takes.
 */
export async function settleSandboxInProcess(ctx: ServiceContext, paymentId: string, outcome: SandboxOutcomeValue = 'success') {
  const payment = await ctx.em.findOneOrFail(Payment, { id: paymentId });
  if (payment.method !== PaymentMethod.sandbox || !payment.gatewayReference) throw new NotFoundError(PAYMENT_MESSAGES.notSandbox);
  const sandbox = paymentGateways(ctx.config).sandbox;
  const reference = payment.gatewayReference;
  const { body } = await ctx.em.transactional((em) => sandbox.decide({ ...ctx, em }, reference, outcome));
  return body ? receivePaymentEvent(ctx, sandbox.eventOf(body)) : null;
}
