import Big from 'big.js';
import { DateTime } from 'luxon';
import { MARKET_ZONE } from './dates.js';
import type { RefundTier } from './payments.js';

// A booking's deadlines (issue 37), shared with the web client: when the next payment is due (payBy) and until when a
// cancellation gives everything back (freeCancellationUntil); and the payment reminders' windows before payBy.

type Moment = Date | string;
const at = (m: Moment | null | undefined): Date | null => (m == null ? null : m instanceof Date ? m : new Date(m));

/** What payByOf reads of a booking (the entity, or the GraphQL fields in the web). */
export type PayByFacts = {
  status: string;
  inventoryHeld?: boolean | null;
  holdExpiresAt?: Moment | null;
  balanceDueAt?: Moment | null;
  amountPaidInPkr: string;
  totalPriceInPkr: string;
};

/**
 * When the next payment is due: the hold's end while a pending booking holds its inventory (its first payment), the
 * balance's deadline while a confirmed booking is not paid in full, else null (paid, cancelled, expired, completed, or a
 * transport request waiting for its operator — it has no deadline of its own).
 */
export function payByOf(b: PayByFacts): Date | null {
  if (b.status === 'pending') return b.inventoryHeld ? at(b.holdExpiresAt) : null;
  if (b.status === 'confirmed' && new Big(b.amountPaidInPkr).lt(b.totalPriceInPkr)) return at(b.balanceDueAt);
  return null;
}

/**
 * The end of the last Pakistan calendar day on which cancelling gives 100 % back (rules/payments.ts refundPercentFor
 * over daysBeforeTravel): the start, in Asia/Karachi, of day (travel day − minDaysBefore + 1) for the least notice that
 * still refunds 100 % — never after the trip starts. Null without a travel date, when no tier gives 100 %, or when
 * that moment is not after `now` (given).
 */
export function freeCancellationUntilOf(travelDate: Moment | null | undefined, tiers: readonly RefundTier[], now?: Date): Date | null {
  const travel = at(travelDate);
  if (!travel || Number.isNaN(travel.getTime())) return null;
  const full = tiers.filter((t) => t.refundPercent >= 100).map((t) => t.minDaysBefore);
  if (!full.length) return null;
  const minDays = Math.min(...full);
  const travelDay = DateTime.fromJSDate(travel, { zone: MARKET_ZONE }).startOf('day');
  const end = travelDay.minus({ days: minDays - 1 }).toJSDate();
  const until = end.getTime() < travel.getTime() ? end : travel;
  if (now && until.getTime() <= now.getTime()) return null;
  return until;
}

// ---- payment reminders (api/src/modules/bookings/reminders.ts) ----

export const PAYMENT_REMINDER_KINDS = ['pay_7d', 'pay_3d', 'pay_1d', 'pay_2h'] as const;
export type PaymentReminderKind = (typeof PAYMENT_REMINDER_KINDS)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The reminders before payBy, each sent once: `kind` goes out while payBy is in (now + after, now + lead] — the windows
 * do not overlap, so a booking first seen 2 days before its deadline gets the 3-day reminder only — and only to a
 * booking that already existed when its window opened (a 20-minute hold is not told "2 hours left" at once).
 */
export const PAYMENT_REMINDER_WINDOWS: readonly { kind: PaymentReminderKind; leadMs: number; afterMs: number; label: string }[] = [
  { kind: 'pay_7d', leadMs: 7 * DAY, afterMs: 3 * DAY, label: '7 days' },
  { kind: 'pay_3d', leadMs: 3 * DAY, afterMs: 1 * DAY, label: '3 days' },
  { kind: 'pay_1d', leadMs: 1 * DAY, afterMs: 2 * HOUR, label: '1 day' },
  { kind: 'pay_2h', leadMs: 2 * HOUR, afterMs: 0, label: '2 hours' },
];

/** The reminder due now for a deadline `payBy` (null: none), by the windows above; `since` is when the booking was made. */
export function paymentReminderFor(payBy: Date | null, now: Date, since?: Date): PaymentReminderKind | null {
  if (!payBy) return null;
  const left = payBy.getTime() - now.getTime();
  const w = PAYMENT_REMINDER_WINDOWS.find((x) => left > x.afterMs && left <= x.leadMs);
  if (!w) return null;
  if (since && since.getTime() > payBy.getTime() - w.leadMs) return null;
  return w.kind;
}
