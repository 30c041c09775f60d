import type { ServiceContext } from '../../core/context.js';
import { ConflictError, NotFoundError } from '../../core/errors.js';
import { domainEvents } from '../../core/events.js';
import { check } from '../../core/validation.js';
import { AMENDMENT_MESSAGES, AmendmentInputSchema, type RefundDestinationValue } from '../../rules/amendments.js';
import { isUuid } from '../../rules/common.js';
import { add, compare, formatMoney, subtract } from '../../rules/money.js';
import { daysBeforeTravel, PAYMENT_MESSAGES, refundPercentFor } from '../../rules/payments.js';
import type { Booking } from '../bookings/booking.entity.js';
import { lockBooking } from '../bookings/locks.js';
import { storedTiers } from '../bookings/reserve.js';
import { recordBookingEvent } from '../history/record.js';
import { type LowFundsAlert, announceLowFunds } from '../ledger/wallet.service.js';
import { wakeRefunds } from '../payments/refunds.service.js';
import { publishWebhookEvent } from '../webhooks/outbox.js';
import { amendmentChange, bookingEvent } from '../webhooks/payloads.js';
import { settleAmendment } from './amendments.settle.js';
import { BookingQuote } from './booking-quote.entity.js';
import { AMENDMENT_HANDLERS, type AmendmentPlan } from './kinds.js';
import { amendmentMoney } from './money.js';
import {
  bookingRevision,
  changerOf,
  claimQuote,
  ensureAmendable,
  ensureOwn,
  netPaidOf,
  quoteExpiry,
  readOwnBooking,
  refundDestination,
  statusAt,
  supersedeOpenQuotes,
} from './quotes.shared.js';

export { confirmCancellation, quoteCancellation } from './cancellation-quotes.service.js';

// Amendments through a quote (issue 37): a kind's handler says what changes and what the booking will cost; the quote
// fixes that and the money (difference, penalty, refund) for QUOTE_MINUTES; its confirmation applies the change and
// the money in one transaction, or nothing at all.

export type AmendmentQuoteView = {
  id: string;
  bookingId: string;
  kind: BookingQuote['kind'];
  summary: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  oldTotalInPkr: string;
  // what the booking will cost once confirmed: re-priced, fee and penalty included (old total + difference)
  newTotalInPkr: string;
  differenceInPkr: string;
  feeInPkr: string;
  penaltyInPkr: string;
  refundInPkr: string;
  refundTo: RefundDestinationValue | null;
  expiresAt: Date;
  status: BookingQuote['status'];
};

/** A stored quote as its reader sees it. */
export function amendmentQuoteView(q: BookingQuote, now: Date): AmendmentQuoteView {
  return {
    id: q.id,
    bookingId: q.booking.id,
    kind: q.kind,
    summary: q.summary,
    before: q.before,
    after: q.after,
    oldTotalInPkr: q.oldTotalInPkr,
    newTotalInPkr: add(q.newTotalInPkr, q.feeInPkr, q.penaltyInPkr),
    differenceInPkr: q.differenceInPkr,
    feeInPkr: q.feeInPkr,
    penaltyInPkr: q.penaltyInPkr,
    refundInPkr: q.refundInPkr,
    refundTo: q.refundTo ?? null,
    expiresAt: q.expiresAt,
    status: statusAt(q, now),
  };
}

const signed = (amount: string) => (compare(amount, 0) > 0 ? `${formatMoney(amount, 'PKR')} to pay` : compare(amount, 0) < 0 ? `${formatMoney(amount.replace('-', ''), 'PKR')} less` : 'no difference');

/**
 * Quotes an amendment of the viewer's booking (its booker, an agency's staff for the agency, or the super admin;
 * anyone else's: 404): the kind's plan, priced, with the policy's penalty on a reduction and what would be refunded
 * and where. Stored for QUOTE_MINUTES; the booking's older open quotes are superseded. Nothing else changes.
 */
export async function quoteAmendment(ctx: ServiceContext, bookingId: string, rawInput: unknown): Promise<AmendmentQuoteView> {
  const owner = await changerOf(ctx);
  const viewer = ctx.viewer as NonNullable<ServiceContext['viewer']>;
  const now = ctx.now();
  const quote = await ctx.em.transactional(async (tx) => {
    const booking = await readOwnBooking(tx, bookingId, owner);
    ensureAmendable(booking, now);
    const input = check(AmendmentInputSchema, rawInput);
    const plan = await AMENDMENT_HANDLERS[input.kind].plan({ ...ctx, em: tx }, tx, booking, input, now);
    const { paidInPkr, methods } = await netPaidOf(tx, booking);
    const days = booking.travelDate ? daysBeforeTravel(now, booking.travelDate) : 0;
    const percent = compare(paidInPkr, 0) > 0 ? refundPercentFor(storedTiers(booking.refundTiers, []), days) : 0;
    const money = amendmentMoney({
      oldTotalInPkr: booking.totalPriceInPkr,
      newTotalInPkr: plan.newTotalInPkr,
      retainedInPkr: booking.retainedInPkr,
      feeInPkr: plan.feeInPkr,
      paidInPkr,
      refundPercent: percent,
      reduces: plan.reducesInventory,
    });
    await supersedeOpenQuotes(tx, booking.id);
    const stored = tx.create(BookingQuote, {
      booking: booking.id,
      kind: input.kind,
      createdBy: viewer.id,
      createdAt: now,
      expiresAt: quoteExpiry(now),
      input: input as Record<string, unknown>,
      before: plan.before,
      after: plan.after,
      summary: plan.summary,
      oldTotalInPkr: booking.totalPriceInPkr,
      // the re-priced total with what earlier changes kept (fee and penalty apart)
      newTotalInPkr: add(plan.newTotalInPkr, booking.retainedInPkr),
      feeInPkr: plan.feeInPkr,
      penaltyInPkr: money.penaltyInPkr,
      differenceInPkr: money.differenceInPkr,
      refundInPkr: money.refundInPkr,
      refundTo: refundDestination(methods, money.refundInPkr),
      reducesInventory: plan.reducesInventory,
      bookingRevision: bookingRevision(booking),
    });
    await tx.flush();
    await recordBookingEvent({ ...ctx, em: tx }, {
      bookingId: booking.id,
      kind: 'quoted',
      summary: `Quoted: ${plan.summary} (${signed(money.differenceInPkr)})`,
      before: plan.before,
      after: plan.after,
      amountInPkr: money.differenceInPkr,
    });
    return stored;
  });
  return amendmentQuoteView(quote, now);
}

/**
 * Confirms an open quote of the viewer's booking, once: the booking locked first, the quote claimed by one conditional
 * update, the booking checked unchanged since the quote, then the kind's change (the new inventory taken first) and
 * the money (the new total, the difference collected from an agency's wallet or left due, the refund) in the same
 * transaction. Expired, already confirmed, superseded, the booking changed, the inventory gone, the wallet short: a
 * 409 (402) and nothing changed.
 */
export async function confirmAmendment(ctx: ServiceContext, bookingId: string, quoteId: string): Promise<Booking> {
  const owner = await changerOf(ctx);
  if (!isUuid(bookingId)) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
  const now = ctx.now();
  let refunded = false;
  let alert: LowFundsAlert | null = null;
  const amended = await ctx.em.transactional(async (tx) => {
    const txCtx: ServiceContext = { ...ctx, em: tx };
    const booking = ensureOwn(await lockBooking(tx, bookingId), owner);
    const quote = await claimQuote(tx, booking.id, quoteId, now, false);
    if (bookingRevision(booking) !== quote.bookingRevision) throw new ConflictError(AMENDMENT_MESSAGES.bookingChanged);
    ensureAmendable(booking, now);
    const input = check(AmendmentInputSchema, quote.input);
    const plan: AmendmentPlan = {
      summary: quote.summary,
      before: quote.before,
      after: quote.after,
      // the handler's price (the revision check above: the booking kept what it kept when quoted)
      newTotalInPkr: subtract(quote.newTotalInPkr, booking.retainedInPkr),
      feeInPkr: quote.feeInPkr,
      reducesInventory: quote.reducesInventory,
    };
    await AMENDMENT_HANDLERS[input.kind].apply(txCtx, tx, booking, input, plan, now);
    // the change first in the history, then the money it moves (a wallet payment, refunds)
    const before = { ...quote.before, totalPriceInPkr: quote.oldTotalInPkr };
    const after = { ...quote.after, totalPriceInPkr: add(quote.oldTotalInPkr, quote.differenceInPkr) };
    await recordBookingEvent(txCtx, { bookingId: booking.id, kind: 'amended', summary: `${quote.summary} (${signed(quote.differenceInPkr)})`, before, after, amountInPkr: quote.differenceInPkr });
    const settled = await settleAmendment(txCtx, booking, quote);
    refunded = settled.refunded;
    alert = settled.alert;
    // partners: the booking as the change and its money left it (issue 38)
    await publishWebhookEvent(tx, bookingEvent('booking.amended', booking, now, { change: amendmentChange(quote.summary, before, after, quote.differenceInPkr) }));
    return booking;
  });
  if (refunded) wakeRefunds();
  if (alert) announceLowFunds(alert);
  // availability changed (after the commit): cached catalogue answers are stale
  domainEvents.emitEvent('catalogue.changed', { kind: 'inventory' });
  return amended;
}
