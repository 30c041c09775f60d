import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { ServiceContext } from '../../core/context.js';
import { NotFoundError } from '../../core/errors.js';
import { isUuid } from '../../rules/common.js';
import { HOTEL_TAX_RATE, nightsBetween, stayCents } from '../../rules/catalogue.js';
import { MARKET_ZONE } from '../../rules/dates.js';
import { compare, convertFromPkr, formatMoney, fromCents, round2, toCents } from '../../rules/money.js';
import { PAYMENT_MESSAGES, PAYMENT_METHOD_LABELS } from '../../rules/payments.js';
import { shortBookingId } from '../../rules/bookings.js';
import { User } from '../accounts/user.entity.js';
import { Booking, BookingType } from '../bookings/booking.entity.js';
import { lockBookingThenPayment, lockBookingThenRefund } from '../bookings/locks.js';
import { Payment, PaymentStatus, Refund, RefundReason } from '../payments/payment.entity.js';
import { bookingView, type BookingView, requireViewer } from '../payments/scope.js';
import type { PaymentChange, SettlementStep } from '../payments/settlement.js';
import { recordBookingEvent, SYSTEM_ACTOR } from '../history/record.js';
import { Invoice, type InvoiceLine, type InvoiceParty, type InvoiceSeries } from './invoice.entity.js';
import { pkr, renderInvoicePdf } from './invoice.pdf.js';

// Invoices (receipts) for succeeded payments and credit notes for refunds (issue 18 point 2). A document is issued in
// the transaction that settles the payment or decides the refund; its number is taken from its series' counter row by
// a deferred trigger when that transaction commits (the migration), so the counter is the last lock any transaction
// takes (never one held while waiting for a ledger account), a rollback takes no number, and the numbers of a year
// come out 1, 2, 3… without gaps or repeats however many payments settle at once. What it says is frozen then (buyer,
// seller, lines, amounts); the PDF is drawn from that snapshot whenever it is asked for.

export const INVOICE_MESSAGES = {
  invoiceNotFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
} as const;

const SELLER_NAME = 'Safarnama';

/** INV-2026-000123: the series, the year and the number in it, six digits (more once a year passes 999,999). */
export function invoiceNumber(series: InvoiceSeries, year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year of an instant in Pakistan: a payment at 23:30 on 31 December UTC is in the next year's series. */
export function invoiceYear(at: Date): number {
  return DateTime.fromJSDate(at, { zone: MARKET_ZONE }).year;
}

const fullName = (u: User): string => `${u.firstName} ${u.lastName}`.trim() || u.username;

function sellerParty(ctx: ServiceContext, supplier: User | null): InvoiceParty {
  return {
    name: SELLER_NAME,
    website: ctx.config.publicUrl ?? null,
    // an agent's package, stay or transport: the platform takes the money for the agent that supplies it
    supplier: supplier && supplier.role === 'b2b_agent' ? fullName(supplier) : null,
  };
}

function buyerParty(payer: User, booking: Booking | null): InvoiceParty {
  // an agent paying for its customer's booking is the buyer; the customer is named as whom it is for
  const forCustomer = booking?.customerName && booking.user.id === payer.id;
  return {
    name: fullName(payer),
    username: payer.username,
    email: payer.email,
    onBehalfOf: forCustomer ? { name: booking.customerName as string, phone: booking.customerPhone ?? null, email: booking.customerEmail ?? null } : null,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What was booked, in one line: the item and its quantities. */
function bookingDescription(booking: Booking): string {
  const ref = `booking #${shortBookingId(booking.id)}`;
  if (booking.type === BookingType.hotel && booking.checkInDate && booking.checkOutDate) {
    const nights = nightsBetween(booking.checkInDate, booking.checkOutDate);
    const rooms = booking.roomCount ?? 1;
    return `${booking.itemName}: ${booking.roomType ?? ''} ${plural(rooms, 'room')} × ${plural(nights, 'night')}, ${booking.checkInDate} to ${booking.checkOutDate} (${ref})`.replace('  ', ' ');
  }
  const who = booking.type === BookingType.package ? plural(booking.passengerCount, 'traveller') : plural(booking.passengerCount, 'passenger');
  return `${booking.itemName}, ${who} (${ref})`;
}

/**
 * A stay's total (subtotal + HOTEL_TAX_RATE of it, rounded: rules/catalogue.ts stayCents) split back into the two
 * parts it was built from, or null when no subtotal gives exactly this total (then no tax line is claimed).
 */
export function splitStayTotal(totalInPkr: string): { subtotal: string; tax: string } | null {
  const total = toCents(totalInPkr);
  const guess = Math.round(total / (1 + Number(HOTEL_TAX_RATE)));
  for (let s = guess - 2; s <= guess + 2; s++) {
    if (s <= 0) continue;
    const parts = stayCents(s, 1);
    if (parts.total === total) return { subtotal: fromCents(parts.subtotal), tax: fromCents(parts.taxes) };
  }
  return null;
}

const PURPOSE_TEXT: Record<string, string> = {
  advance: 'Advance payment',
  balance: 'Balance payment',
  full: 'Payment in full',
  amendment: 'Payment for a change to the booking',
};

/** The lines of a payment's invoice: what it paid for, and the sales tax included in a stay paid in full. */
export function paymentLines(payment: Payment, booking: Booking | null): InvoiceLine[] {
  const amount = round2(payment.amountInPkr);
  if (!booking) {
    const ref = payment.gatewayReference ? `, reference ${payment.gatewayReference}` : '';
    return [{ kind: 'item', description: `Wallet top-up by ${PAYMENT_METHOD_LABELS[payment.method]}${ref}`, quantity: 1, unitPriceInPkr: amount, amountInPkr: amount }];
  }
  const what = `${PURPOSE_TEXT[payment.purpose] ?? 'Payment'}: ${bookingDescription(booking)}`;
  const note = payment.surplus ? ' (a second payment for what was already paid: refunded, see the credit note)' : '';
  // the stay's price is subtotal + 16 % sales tax (the search's breakdown, stored as the booking's total): a payment
  // of that whole total shows both parts; anything else would need the tax apportioned, which the rules do not say
  if (booking.type === BookingType.hotel && compare(amount, booking.totalPriceInPkr) === 0) {
    const split = splitStayTotal(amount);
    if (split) {
      const percent = `${Number(HOTEL_TAX_RATE) * 100} %`;
      return [
        { kind: 'item', description: `${what}${note}`, quantity: 1, unitPriceInPkr: split.subtotal, amountInPkr: split.subtotal },
        { kind: 'tax', description: `Sales tax on hotel services, ${percent} of ${pkr(split.subtotal)}`, quantity: 1, unitPriceInPkr: split.tax, amountInPkr: split.tax, taxRate: HOTEL_TAX_RATE },
      ];
    }
  }
  return [{ kind: 'item', description: `${what}${note}`, quantity: 1, unitPriceInPkr: amount, amountInPkr: amount }];
}

function sums(lines: InvoiceLine[]): { subtotal: string; tax: string; total: string } {
  let items = 0;
  let tax = 0;
  for (const l of lines) {
    if (l.kind === 'tax') tax += toCents(l.amountInPkr);
    else items += toCents(l.amountInPkr);
  }
  return { subtotal: fromCents(items), tax: fromCents(tax), total: fromCents(items + tax) };
}

async function bookingOf(em: EntityManager, bookingId: string | null | undefined): Promise<Booking | null> {
  return bookingId ? em.findOne(Booking, { id: bookingId }) : null;
}

/**
 * The invoice of a succeeded payment, issued now if it has none (in the caller's transaction, the payment locked by
 * it: applyPaymentEvent's, or invoiceForPayment's). Anything but a success gets none.
 */
export async function issueInvoice(ctx: ServiceContext, payment: Payment): Promise<Invoice | null> {
  const em = ctx.em as EntityManager;
  if (payment.status !== PaymentStatus.succeeded) return null;
  const existing = await em.findOne(Invoice, { paymentId: payment.id });
  if (existing) return existing;
  const booking = await bookingOf(em, payment.booking?.id);
  const payer = await em.findOneOrFail(User, { id: payment.payer.id });
  const supplier = booking?.sellerId ? await em.findOne(User, { id: booking.sellerId }) : null;
  const lines = paymentLines(payment, booking);
  const totals = sums(lines);
  const issuedAt = payment.settledAt ?? ctx.now();
  const rate = booking ? String(booking.currencyRate) : '1';
  const currency = booking?.currency ?? 'PKR';
  const invoice = await issue(em, 'INV', invoiceYear(issuedAt), {
    kind: 'invoice',
    paymentId: payment.id,
    bookingId: booking?.id ?? null,
    buyerId: payer.id,
    buyer: buyerParty(payer, booking),
    seller: sellerParty(ctx, supplier),
    lines,
    subtotalInPkr: totals.subtotal,
    taxInPkr: totals.tax,
    totalInPkr: totals.total,
    currency,
    currencyRate: rate,
    totalInCurrency: currency === 'PKR' ? totals.total : round2(convertFromPkr(totals.total, rate)),
    issuedAt,
  });
  if (booking) await issued(ctx, booking.id, `Invoice issued for ${formatMoney(totals.total, 'PKR')} (${PAYMENT_METHOD_LABELS[payment.method]} payment)`);
  return invoice;
}

// the booking's history notes each document (its number is given at the commit: the summary names the amount)
const issued = (ctx: ServiceContext, bookingId: string, summary: string) => recordBookingEvent(ctx, { bookingId, kind: 'documents_issued', summary, actor: SYSTEM_ACTOR });

const REASON_TEXT: Record<string, string> = {
  [RefundReason.cancellation]: 'Refund on cancellation (per the cancellation policy)',
  [RefundReason.late_payment]: 'Refund of a payment that arrived after the booking had expired or been cancelled',
  [RefundReason.surplus]: 'Refund of a second payment for what was already paid',
  [RefundReason.amendment]: 'Refund on a change to the booking (what was paid beyond its new total)',
};

/** The credit note of a refund, issued now if it has none (in the transaction that decides it). */
export async function issueCreditNote(ctx: ServiceContext, refund: Refund): Promise<Invoice> {
  const em = ctx.em as EntityManager;
  const existing = await em.findOne(Invoice, { refundId: refund.id });
  if (existing) return existing;
  const payment = await em.findOneOrFail(Payment, { id: refund.payment.id });
  // the invoice it credits first (a late payment is refunded in the same transaction that settles it)
  const original = await issueInvoice(ctx, payment);
  if (!original) throw new Error(`refund ${refund.id} of payment ${payment.id}, which has not succeeded`);
  const amount = round2(refund.amountInPkr);
  // the invoice it credits is named on the PDF (its number may be given only at this transaction's commit)
  const what = REASON_TEXT[refund.reason] ?? 'Refund';
  // the whole invoice given back gives its tax back too; part of it is one line (no apportioned tax is invented)
  const lines: InvoiceLine[] =
    compare(amount, original.totalInPkr) === 0
      ? original.lines.map((l) => (l.kind === 'item' ? { ...l, description: `${what}. ${l.description}` } : { ...l }))
      : [{ kind: 'item', description: what, quantity: 1, unitPriceInPkr: amount, amountInPkr: amount }];
  const totals = sums(lines);
  const issuedAt = refund.createdAt ?? ctx.now();
  const note = await issue(em, 'CRN', invoiceYear(issuedAt), {
    kind: 'credit_note',
    refundId: refund.id,
    bookingId: refund.booking.id,
    buyerId: original.buyerId,
    buyer: original.buyer,
    seller: original.seller,
    lines,
    subtotalInPkr: totals.subtotal,
    taxInPkr: totals.tax,
    totalInPkr: totals.total,
    currency: original.currency,
    currencyRate: original.currencyRate,
    totalInCurrency: original.currency === 'PKR' ? totals.total : round2(convertFromPkr(totals.total, original.currencyRate)),
    issuedAt,
  });
  await issued(ctx, refund.booking.id, `Credit note issued for ${formatMoney(totals.total, 'PKR')} (${what.toLowerCase()})`);
  return note;
}

type Draft = Omit<Invoice, 'id' | 'number' | 'series' | 'year' | 'sequence'>;

// unnumbered until the commit (the deferred trigger numbers it then); not kept in this unit of work, so a later read
// in the same context loads it with its number
async function issue(em: EntityManager, series: InvoiceSeries, year: number, draft: Draft): Promise<Invoice> {
  if (!em.isInTransaction()) throw new Error('an invoice is issued inside the transaction that settles its payment or refund');
  const invoice = em.create(Invoice, { ...draft, series, year, sequence: null, number: null });
  await em.flush();
  em.getUnitOfWork().unsetIdentity(invoice);
  return invoice;
}

async function onSettled(ctx: ServiceContext, change: PaymentChange): Promise<void> {
  if (change.to === PaymentStatus.succeeded) await issueInvoice(ctx, change.payment);
}

/**
 * The invoices' step: the invoice of a success, the credit note of a refund decided (the last step, so the number is
 * the last thing each settling transaction takes).
 */
export const invoiceSettlement: SettlementStep = {
  name: 'invoices',
  paymentSettled: onSettled,
  refundDecided: async (ctx, refund) => void (await issueCreditNote(ctx, refund)),
};

/**
 * A payment's invoice for whoever may see the payment (payments/scope.ts bookingView: its payer — the booking's
 * traveller or booking agent — and the super admin all of it, the selling agent the operator's copy; anyone else 404).
 * A success from before invoices existed gets its invoice now.
 */
export async function invoiceForPayment(ctx: ServiceContext, paymentId: string): Promise<{ invoice: Invoice; payment: Payment; view: BookingView }> {
  const viewer = requireViewer(ctx);
  const payment = isUuid(paymentId) ? await ctx.em.findOne(Payment, { id: paymentId }) : null;
  const view = payment ? await bookingView(ctx, viewer, payment.payer.id, payment.sellerId) : null;
  if (!payment || !view) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
  const invoice = await invoiceOf(ctx, payment);
  if (!invoice) throw new NotFoundError(INVOICE_MESSAGES.invoiceNotFound);
  return { invoice, payment, view };
}

/**
 * The document as `view` reads it (a copy; the stored snapshot is never changed): the operator's names its buyer by
 * name and account only, without their contacts or the customer an agent bought for. Its amounts are what the payer
 * paid the platform (the seller's net), never an agency's selling price or markup, so they stay.
 */
export function documentAsSeen(invoice: Invoice, view: BookingView): Invoice {
  if (view === 'all') return invoice;
  return { ...invoice, buyer: { name: invoice.buyer.name, username: invoice.buyer.username ?? null } };
}

// the payment's invoice, issued now for a success from before invoices existed; null for anything but a success
async function invoiceOf(ctx: ServiceContext, payment: Payment): Promise<Invoice | null> {
  if (payment.status !== PaymentStatus.succeeded) return null;
  const found = await ctx.em.findOne(Invoice, { paymentId: payment.id }, { refresh: true });
  if (found) return found;
  await ctx.em.transactional(async (tx) => {
    // the booking then the payment, the order every payment change locks them in
    const locked = await lockBookingThenPayment(tx, payment.booking?.id, payment.id);
    await issueInvoice({ ...ctx, em: tx }, locked);
  });
  // numbered now that it committed
  return ctx.em.findOne(Invoice, { paymentId: payment.id }, { refresh: true });
}

/**
 * A refund's credit note for whoever may see the refund (bookingView, as the refunds list: its traveller and the super
 * admin all of it, the selling agent the operator's copy, each as its agency for an agency's staff; anyone else 404).
 */
export async function creditNoteForRefund(ctx: ServiceContext, refundId: string): Promise<{ invoice: Invoice; refund: Refund; view: BookingView }> {
  const viewer = requireViewer(ctx);
  const refund = isUuid(refundId) ? await ctx.em.findOne(Refund, { id: refundId }) : null;
  const view = refund ? await bookingView(ctx, viewer, refund.userId, refund.sellerId) : null;
  if (!refund || !view) throw new NotFoundError(PAYMENT_MESSAGES.refundNotFound);
  const found = await ctx.em.findOne(Invoice, { refundId: refund.id }, { refresh: true });
  if (found) return { invoice: found, refund, view };
  await ctx.em.transactional(async (tx) => {
    const locked = await lockBookingThenRefund(tx, refund.booking.id, refund.id);
    await issueCreditNote({ ...ctx, em: tx }, locked);
  });
  return { invoice: await ctx.em.findOneOrFail(Invoice, { refundId: refund.id }, { refresh: true }), refund, view };
}

/** The numbers of the invoices of these payments (one query), for the GraphQL lists. */
export async function invoiceNumbersOfPayments(em: EntityManager, paymentIds: string[]): Promise<Map<string, string>> {
  const rows = await em.find(Invoice, { paymentId: { $in: paymentIds }, number: { $ne: null } }, { fields: ['paymentId', 'number'], refresh: true });
  return new Map(rows.map((r) => [r.paymentId as string, r.number as string]));
}

export async function creditNoteNumbersOfRefunds(em: EntityManager, refundIds: string[]): Promise<Map<string, string>> {
  const rows = await em.find(Invoice, { refundId: { $in: refundIds }, number: { $ne: null } }, { fields: ['refundId', 'number'], refresh: true });
  return new Map(rows.map((r) => [r.refundId as string, r.number as string]));
}

export const invoiceUrlOf = (paymentId: string) => `/api/payments/${paymentId}/invoice.pdf`;
export const creditNoteUrlOf = (refundId: string) => `/api/refunds/${refundId}/credit-note.pdf`;

/** A payment's invoice as a PDF, for whoever may see it, as they may see it (invoiceForPayment's rules). */
export async function invoicePdf(ctx: ServiceContext, paymentId: string): Promise<{ fileName: string; bytes: Buffer }> {
  const { invoice, payment, view } = await invoiceForPayment(ctx, paymentId);
  return paymentInvoicePdf(ctx, documentAsSeen(invoice, view), payment);
}

/**
 * For the system (a mail's attachment): a succeeded payment's invoice as a PDF, whoever asks; null for any other. All
 * of it: notifications/announce.ts mails it to whom the booking is for (the payer, or an agent's customer).
 */
export async function systemInvoicePdf(ctx: ServiceContext, paymentId: string): Promise<{ fileName: string; bytes: Buffer } | null> {
  const payment = isUuid(paymentId) ? await ctx.em.findOne(Payment, { id: paymentId }) : null;
  const invoice = payment ? await invoiceOf(ctx, payment) : null;
  return payment && invoice ? paymentInvoicePdf(ctx, invoice, payment) : null;
}

async function paymentInvoicePdf(ctx: ServiceContext, invoice: Invoice, payment: Payment): Promise<{ fileName: string; bytes: Buffer }> {
  const bytes = await renderInvoicePdf(invoice, {
    method: PAYMENT_METHOD_LABELS[payment.method],
    reference: payment.gatewayReference ?? null,
    bookingReference: payment.booking ? shortBookingId(payment.booking.id) : null,
  }, ctx.now());
  return { fileName: `${invoice.number}.pdf`, bytes };
}

/** A refund's credit note as a PDF, for whoever may see the refund. */
export async function creditNotePdf(ctx: ServiceContext, refundId: string): Promise<{ fileName: string; bytes: Buffer }> {
  const { invoice, refund, view } = await creditNoteForRefund(ctx, refundId);
  const credited = await ctx.em.findOne(Invoice, { paymentId: refund.payment.id }, { fields: ['number'], refresh: true });
  const bytes = await renderInvoicePdf(documentAsSeen(invoice, view), {
    method: PAYMENT_METHOD_LABELS[refund.method],
    reference: refund.reference ?? null,
    bookingReference: shortBookingId(refund.booking.id),
    credits: credited?.number ?? null,
  }, ctx.now());
  return { fileName: `${invoice.number}.pdf`, bytes };
}
