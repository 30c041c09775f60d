import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { MAX_DEPARTURE_OPTIONS } from '../../rules/amendment-kinds.js';
import { AMENDMENT_MESSAGES, type AmendmentKindValue } from '../../rules/amendments.js';
import { marketToday } from '../../rules/dates.js';
import { type Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { getBooking } from '../bookings/bookings.service.js';
import { PACKAGE_PRICE_COLUMNS } from '../bookings/package-rooms.js';
import { type PackageRow, packagePrice, packageRow, startDayOf } from './kinds-common.js';
import { nameChangeFee } from './kinds-name.js';

// What can be changed on a booking (issue 37), for the amendment dialog: the kinds that apply, the departures a
// fixed-date package can move to, a name correction's fee, and why nothing applies when nothing does.

export type DepartureOption = { packageId: string; name: string; startDate: string | null; availableSpots: number; priceInPkr: string };
export type AmendmentOptions = { kinds: AmendmentKindValue[]; departures: DepartureOption[]; nameChangeFeeInPkr: string; reason: string | null };

/**
 * The seller's other open departures of the same type a booking on `current` can move to: ahead, with spots for the
 * booking, soonest first (at most MAX_DEPARTURE_OPTIONS), each priced for this booking (per bed for a booking by rooms;
 * a departure without the booking's occupancies is left out). One statement (package_departures_idx).
 */
export async function departuresFor(tx: EntityManager, booking: Booking, current: PackageRow, now: Date): Promise<DepartureOption[]> {
  const rows = await tx.execute<PackageRow[]>(
    `select id, name, type, status, owner_id, start_date, available_spots, refund_tiers, name_change_fee_in_pkr, price_in_pkr,
            original_price_in_pkr, ${PACKAGE_PRICE_COLUMNS}
       from package
      where status = 'active' and owner_id is not distinct from ? and type = ? and start_date > ? and id <> ? and available_spots >= ?
      order by start_date, id limit ?`,
    [current.owner_id, current.type, marketToday(now), current.id, booking.passengerCount, MAX_DEPARTURE_OPTIONS],
  );
  return rows.flatMap((row) => {
    try {
      const priceInPkr = packagePrice(row, booking.passengerCount, booking.rooms);
      return [{ packageId: row.id, name: row.name, startDate: startDayOf(row), availableSpots: Number(row.available_spots), priceInPkr }];
    } catch {
      return [];
    }
  });
}

/** Why nothing about this booking can change, or undefined when something can. */
function closedReason(booking: Booking, now: Date): string | undefined {
  if (booking.type === BookingType.flight) return AMENDMENT_MESSAGES.flights;
  if (booking.status !== BookingStatus.pending && booking.status !== BookingStatus.confirmed) return AMENDMENT_MESSAGES.notAmendable(booking.status);
  if (booking.travelDate && booking.travelDate.getTime() <= now.getTime()) return AMENDMENT_MESSAGES.tripStarted;
  return undefined;
}

/** The booking's amendment options; someone else's booking is a 404 (as getBooking). */
export async function amendmentOptions(ctx: ServiceContext, bookingId: string): Promise<AmendmentOptions> {
  const booking = await getBooking(ctx, bookingId);
  const now = ctx.now();
  const closed = closedReason(booking, now);
  if (closed) return { kinds: [], departures: [], nameChangeFeeInPkr: '0.00', reason: closed };
  const em = ctx.em;
  const kinds: AmendmentKindValue[] = [];
  let departures: DepartureOption[] = [];
  if (booking.type === BookingType.package) {
    const current = await packageRow(em, booking.packageId);
    if (startDayOf(current)) {
      departures = await departuresFor(em, booking, current, now);
      if (departures.length) kinds.push('dates');
    } else if (current.status === 'active') kinds.push('dates');
  } else kinds.push('dates');
  kinds.push(booking.rooms ? 'rooms' : 'travellers');
  if (booking.passengers?.length) kinds.push('name');
  const order = ['dates', 'travellers', 'name', 'rooms'] as const;
  return {
    kinds: order.filter((k) => kinds.includes(k)),
    departures,
    nameChangeFeeInPkr: await nameChangeFee(em, booking),
    reason: null,
  };
}
