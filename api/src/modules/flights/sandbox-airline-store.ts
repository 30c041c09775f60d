import crypto from 'node:crypto';
import { DateTime } from 'luxon';
import type { AirlineChange, AirOffer, AirOrder, AirOrderStatus, AirSlice, AirTicket, CancellationQuote, OrderPassengerInput } from './airline.js';
import { sliceOf } from './sandbox-airline-offers.js';

// The sandbox airline's own books (sandbox-airline.ts): the rows of `sandbox_airline_order` and what the airline
// issues (order ids, booking references, ticket numbers, the slices after a schedule change).

export const ORDERS = 'sandbox_airline_order';

export interface StoredQuote extends CancellationQuote {
  // the order's state the quote was made for: a quote for another state (paid since, changed since) is stale
  basis: string;
  confirmedAt: string | null;
}

export interface OrderRow {
  id: string;
  reference: string;
  offer: AirOffer; // as ordered; its slices follow accepted airline changes
  passengers: (OrderPassengerInput & { id: string })[];
  status: AirOrderStatus;
  booking_reference: string;
  total_pkr: string;
  payment_required_by: Date | null;
  tickets: AirTicket[];
  changes: AirlineChange[];
  quotes: StoredQuote[];
  created_at: Date;
  updated_at: Date;
}

// The first three digits of a ticket number: the airline's accounting code (plausible, not authoritative for all)
export const TICKET_PREFIX: Record<string, string> = {
  PK: '214', PA: '785', ER: '492', '9P': '587', PF: '649', EK: '176', FZ: '141', QR: '157',
  EY: '607', TK: '235', SV: '065', XY: '593', G9: '514', GF: '072', WY: '910',
};
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newId = (prefix: 'sbxo' | 'sbxq' | 'sbxc') => `${prefix}_${crypto.randomBytes(10).toString('hex')}`;

export function newBookingReference(): string {
  return Array.from({ length: 6 }, () => REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)]).join('');
}

/** One 13-digit ticket per passenger, in the order's passenger order. */
export function issueTickets(offer: AirOffer): AirTicket[] {
  const prefix = TICKET_PREFIX[offer.owner.code] ?? '999';
  return offer.passengers.map((_, passengerIndex) => ({
    passengerIndex,
    number: `${prefix}${crypto.randomInt(10_000_000_000).toString().padStart(10, '0')}`,
  }));
}

export function toAirOrder(row: OrderRow): AirOrder {
  return {
    providerOrderId: row.id,
    bookingReference: row.booking_reference,
    status: row.status,
    totalPkr: Number(row.total_pkr).toFixed(2),
    paymentRequiredBy: row.payment_required_by ? new Date(row.payment_required_by).toISOString() : null,
    conditions: row.offer.conditions,
    slices: row.offer.slices,
    tickets: row.tickets,
    changes: row.changes,
  };
}

/** What a cancellation quote depends on: the order's status and its airline changes. */
export const quoteBasis = (row: OrderRow) => `${row.status}|${row.changes.map((c) => c.status).join(',')}`;

/** The public form of a stored quote. */
export function publicQuote(q: StoredQuote): CancellationQuote {
  return { id: q.id, refundPkr: q.refundPkr, penaltyPkr: q.penaltyPkr, refundTo: q.refundTo, expiresAt: q.expiresAt };
}

function later(at: string, minutes: number): string {
  // the same UTC offset as written
  return DateTime.fromISO(at, { setZone: true }).plus({ minutes }).toISO({ suppressMilliseconds: true }) ?? at;
}

/** The slices with the first segment's departure and arrival `minutes` later (an airline schedule change). */
export function delayFirstSegment(slices: AirSlice[], minutes: number): AirSlice[] {
  return slices.map((slice, i) => {
    if (i > 0) return slice;
    const [first, ...rest] = slice.segments;
    const moved = { ...first, departingAt: later(first.departingAt, minutes), arrivingAt: later(first.arrivingAt, minutes) };
    return sliceOf([moved, ...rest]);
  });
}

export const paisa = (v: string) => Math.round(Number(v) * 100);
export const fromPaisa = (p: number) => (p / 100).toFixed(2);
const isMoney = (v: string) => /^\d{1,12}(\.\d{1,2})?$/.test(v);

/** Whether a buyer's amount is this total (decimal strings, compared in paisa). */
export function sameAmount(amount: string, total: string): boolean {
  return isMoney(amount.trim()) && paisa(amount) === paisa(total);
}

