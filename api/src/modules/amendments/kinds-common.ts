import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.js';
import { type Passenger, passengersIssue } from '../../rules/agent-sales.js';
import { KINDS_MESSAGES, isPersonName } from '../../rules/amendment-kinds.js';
import type { AmendmentInputValues } from '../../rules/amendments.js';
import { NO_SEATS_LEFT, NO_SPOTS_LEFT } from '../../rules/bookings.js';
import { MARKET_ZONE } from '../../rules/dates.js';
import { multiply } from '../../rules/money.js';
import type { BookedRoom } from '../../rules/package-rooms.js';
import type { Booking } from '../bookings/booking.entity.js';
import { PACKAGE_PRICE_COLUMNS, type PackagePriceRow, pricePackageRooms } from '../bookings/package-rooms.js';

// What the kinds of amendment share (issue 37): a package's row as an amendment reads it, its price for a booking
// (per passenger or per bed), and the conditional updates that take and give back spots and seats.

export const PACKAGE_NOT_OPEN = 'This package is not open for booking';
export const TRANSPORT_NOT_OPEN = 'This transport option is not open for booking';

export type PackageRow = PackagePriceRow & {
  id: string;
  name: string;
  type: string;
  status: string;
  owner_id: string | null;
  start_date: string | Date | null;
  available_spots: number;
  refund_tiers: unknown;
  name_change_fee_in_pkr: string;
};

/** A package as the kinds read it (no lock: the confirming transaction's conditional updates decide). */
export async function packageRow(tx: EntityManager, id: string | null | undefined): Promise<PackageRow> {
  const [row] = id
    ? await tx.execute<PackageRow[]>(
        `select id, name, type, status, owner_id, start_date, available_spots, refund_tiers, name_change_fee_in_pkr, price_in_pkr,
                original_price_in_pkr, ${PACKAGE_PRICE_COLUMNS}
           from package where id = ?`,
        [id],
      )
    : [];
  if (!row) throw new NotFoundError('Package not found');
  return row;
}

/** A package's start date as yyyy-MM-dd, or null when it departs on a date of the traveller's choosing. */
export function startDayOf(row: { start_date: string | Date | null }): string | null {
  const d = row.start_date;
  if (!d) return null;
  return d instanceof Date ? DateTime.fromJSDate(d, { zone: 'utc' }).toISODate() : String(d).slice(0, 10);
}

/** The instant a package's start day begins in Pakistan (a booking's travel date on a fixed departure). */
export function departureInstant(day: string): Date {
  return DateTime.fromISO(day, { zone: MARKET_ZONE }).toJSDate();
}

/** A booking's price on this package today: per bed when booked by rooms, else per passenger. */
export function packagePrice(row: PackageRow, passengers: number, rooms: readonly BookedRoom[] | null | undefined): string {
  return rooms ? pricePackageRooms(row, rooms).totalInPkr : multiply(String(row.price_in_pkr), passengers);
}

/** More travellers need an open package with the spots (checked again, conditionally, when confirmed). */
export function ensureSpots(row: PackageRow, more: number): void {
  if (more <= 0) return;
  if (row.status !== 'active') throw new ConflictError(PACKAGE_NOT_OPEN);
  if (Number(row.available_spots) < more) throw new ConflictError(NO_SPOTS_LEFT);
}

/** Takes `n` spots of an open package, or 409 (nothing taken). `booked`: the package gains a booking. */
export async function takeSpots(tx: EntityManager, packageId: string, n: number, booked = false): Promise<void> {
  if (n <= 0 && !booked) return;
  const rows = await tx.execute<{ id: string }[]>(
    `update package set available_spots = available_spots - ?, bookings_count = bookings_count + ?
      where id = ? and status = 'active' and available_spots >= ? returning id`,
    [Math.max(n, 0), booked ? 1 : 0, packageId, Math.max(n, 0)],
  );
  if (rows.length) return;
  const [pkg] = await tx.execute<{ status: string }[]>('select status from package where id = ?', [packageId]);
  throw new ConflictError(pkg && pkg.status !== 'active' ? PACKAGE_NOT_OPEN : NO_SPOTS_LEFT);
}

/** Gives `n` spots back (never above the capacity). `unbooked`: the package loses the booking. */
export async function giveSpots(tx: EntityManager, packageId: string, n: number, unbooked = false): Promise<void> {
  if (n <= 0 && !unbooked) return;
  await tx.execute(
    `update package set available_spots = least(max_capacity, available_spots + ?), bookings_count = greatest(0, bookings_count - ?)
      where id = ?`,
    [Math.max(n, 0), unbooked ? 1 : 0, packageId],
  );
}

/** Takes (n > 0) or gives back (n < 0) seats of a transport option with seat inventory; 409 when they are gone. */
export async function moveSeats(tx: EntityManager, transportId: string, n: number): Promise<void> {
  if (n > 0) {
    const rows = await tx.execute<{ id: string }[]>(
      'update transport_option set seats_available = seats_available - ? where id = ? and seats_available >= ? returning id',
      [n, transportId, n],
    );
    if (!rows.length) throw new ConflictError(NO_SEATS_LEFT);
  } else if (n < 0) {
    await tx.execute('update transport_option set seats_available = least(seats_total, seats_available + ?) where id = ? and seats_available is not null', [
      -n,
      transportId,
    ]);
  }
}

/**
 * The passengers list of an agent's sale after a change to `travellers` people. A list sent is checked by the booking's
 * own rules (a package lists every traveller, a stay or a ride at most the travellers; names as on a passport). None
 * sent: the stored list stays, cut to the first `travellers` when there are fewer (the quote's changes show who goes);
 * the names of travellers added can follow in a later change. Null for a booking without a list.
 */
export function passengersAfter(booking: Booking, input: AmendmentInputValues, travellers: number): Passenger[] | null {
  const sent = input.passengers;
  const stored = booking.passengers ?? null;
  if (!sent) return stored && stored.length > travellers ? stored.slice(0, travellers).map((p) => ({ ...p })) : stored;
  if (!stored && !booking.customerName) throw new ValidationError(KINDS_MESSAGES.noPassengerList, 'passengers');
  const list = sent.map((p) => ({ name: p.name.trim().replace(/\s+/g, ' '), passportNumber: p.passportNumber }));
  for (const [i, p] of list.entries()) if (!isPersonName(p.name)) throw new ValidationError(KINDS_MESSAGES.passengerNameChars(i + 1), 'passengers');
  const issue = passengersIssue(booking.type, travellers, list);
  if (issue) throw new ValidationError(issue.message, 'passengers');
  return list;
}

/** "12 Mar 2027": a date in a summary line (Pakistan's calendar). */
export function shortDate(value: Date | string | null | undefined): string {
  if (!value) return '—';
  const d = typeof value === 'string' ? DateTime.fromISO(value, { zone: MARKET_ZONE }) : DateTime.fromJSDate(value, { zone: MARKET_ZONE });
  return d.toFormat('d LLL yyyy');
}

/** A travel date as an amendment's before/after shows it. */
export const isoInstant = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
