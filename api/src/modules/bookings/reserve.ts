import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import type { ServiceContext } from '../../core/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.js';
import {
  type BookValues,
  type HotelBookValues,
  NO_SEATS_LEFT,
  NO_SPOTS_LEFT,
  PACKAGE_DEFAULT_DEPARTURE_DAYS,
  PACKAGE_WINDOW_MONTHS,
  type PackageBookValues,
  TRANSPORT_WINDOW_MONTHS,
  type TransportBookValues,
  TRAVEL_DATE_MESSAGES,
} from '../../rules/bookings.js';
import { CHECK_IN_FUTURE, nightsBetween, priceStay } from '../../rules/catalogue.js';
import { addMonths, MARKET_ZONE, marketToday, parseIsoInstant } from '../../rules/dates.js';
import { compare, multiply, subtract } from '../../rules/money.js';
import { DEFAULT_PACKAGE_REFUND_TIERS, type RefundTier, RefundTiersSchema } from '../../rules/payments.js';
import { ROOM_MESSAGES, peopleIn, roomsOf } from '../../rules/package-rooms.js';
import type { Booking } from './booking.entity.js';
import { PACKAGE_PRICE_COLUMNS, type PackagePriceRow, pricePackageRooms } from './package-rooms.js';

// The inventory reservers: inside the booking's transaction, take a package's spots, a transport's seats or a hotel's
// room-nights (conditional updates or row locks, so nothing is oversold) and say what was reserved, at what price and
// for which travel date. book() records the booking; quoteBooking() prices with them and rolls back.

export type Reserved = {
  itemName: string;
  sellerId: string | null;
  totalPriceInPkr: string;
  savedInPkr: string;
  travelDate: Date;
  passengerCount: number;
  // seats, rooms or spots were taken (else: a transport request the operator confirms)
  heldInventory: boolean;
  // the share of the total that confirms the booking
  advancePercent: number;
  refundTiers: RefundTier[];
  fields: Partial<Booking>;
};

// tiers stored as JSON: read through the rule, so a row edited by hand cannot break a cancellation
export function storedTiers(value: unknown, fallback: readonly RefundTier[]): RefundTier[] {
  const parsed = v.safeParse(RefundTiersSchema, value);
  return parsed.success ? parsed.output : fallback.map((t) => ({ ...t }));
}

// The spec's client sends its own "now" as the travel date: a client clock a few minutes fast must not turn that into a
// trip starting in a few minutes, and one that is slow, or a date written without a time, must not read as the past.
// Dates in [now - CLIENT_PAST_ALLOWANCE_MS, now + CLIENT_CLOCK_SKEW_MS] count as "now": the server picks the date.
const CLIENT_CLOCK_SKEW_MS = 15 * 60 * 1000;
const CLIENT_PAST_ALLOWANCE_MS = 24 * 60 * 60 * 1000;

type TravelWindow = { fallback: Date; latest: Date; far: string; fixedDay?: string };

/**
 * The travel date a booking gets: the server's `fallback` when the client sent none (or its "now"), else the client's
 * date when it lies in the window; anything else is a 400. With `fixedDay` (a package's start date) the only date
 * that can be asked for is that day, and the booking gets the package's own departure.
 */
function travelDateIn(value: string | null | undefined, now: Date, w: TravelWindow): Date {
  if (!value?.trim()) return w.fallback;
  const d = parseIsoInstant(value);
  if (!d) throw new ValidationError(TRAVEL_DATE_MESSAGES.format, 'travelDate');
  if (d.getTime() < now.getTime() - CLIENT_PAST_ALLOWANCE_MS) throw new ValidationError(TRAVEL_DATE_MESSAGES.past, 'travelDate');
  if (d.getTime() <= now.getTime() + CLIENT_CLOCK_SKEW_MS) return w.fallback;
  if (w.fixedDay) {
    if (DateTime.fromJSDate(d, { zone: MARKET_ZONE }).toISODate() !== w.fixedDay) {
      throw new ValidationError(TRAVEL_DATE_MESSAGES.packageStart(w.fixedDay), 'travelDate');
    }
    return w.fallback;
  }
  if (d.getTime() > w.latest.getTime()) throw new ValidationError(w.far, 'travelDate');
  return d;
}

async function reservePackage(tx: EntityManager, v: PackageBookValues, now: Date): Promise<Reserved> {
  // by rooms (issue 36): everyone in them takes a spot, infants too
  // (the schema has checked them; GraphQL hands them over as sent, counts left out included)
  const rooms = v.rooms ? roomsOf(v.rooms) : null;
  const passengers = rooms ? peopleIn(rooms) : (v.passengerCount ?? 1);
  if (rooms && v.passengerCount != null && v.passengerCount !== passengers) {
    throw new ValidationError(ROOM_MESSAGES.passengerCount(passengers), 'passengerCount');
  }
  const rows = await tx.execute<
    ({
      name: string;
      price_in_pkr: string;
      original_price_in_pkr: string | null;
      owner_id: string | null;
      start_date: string | null;
      advance_payment_percent: number;
      refund_tiers: unknown;
    } & PackagePriceRow)[]
  >(
    `update package set available_spots = available_spots - ?, bookings_count = bookings_count + 1
      where id = ? and status = 'active' and available_spots >= ?
      returning name, price_in_pkr, original_price_in_pkr, owner_id, start_date, advance_payment_percent, refund_tiers, ${PACKAGE_PRICE_COLUMNS}`,
    [passengers, v.packageId, passengers],
  );
  const row = rows[0];
  if (!row) {
    const [pkg] = await tx.execute<{ status: string }[]>('select status from package where id = ?', [v.packageId]);
    if (!pkg) throw new NotFoundError('Package not found');
    if (pkg.status !== 'active') throw new ConflictError('This package is not open for booking');
    throw new ConflictError(NO_SPOTS_LEFT);
  }
  const price = String(row.price_in_pkr);
  const original = row.original_price_in_pkr ? String(row.original_price_in_pkr) : null;
  // by rooms: per-bed, child and infant prices (a rule broken rolls the spots back with the transaction)
  const byRooms = rooms ? pricePackageRooms(row, rooms) : null;
  const saved = byRooms ? byRooms.savedInPkr : original && compare(original, price) > 0 ? multiply(subtract(original, price), passengers) : '0.00';
  // the package's start date when the admin set one (and it is ahead), else the traveller's date within the window,
  // else the spec's default departure
  // (a failure below rolls the spot taken above back with the transaction)
  const startDay = row.start_date ? String(row.start_date).slice(0, 10) : undefined;
  const start = startDay ? DateTime.fromISO(startDay, { zone: MARKET_ZONE }).toJSDate() : undefined;
  const upcomingStart = start && start.getTime() > now.getTime() ? start : undefined;
  const travelDate = travelDateIn(v.travelDate, now, {
    fallback: upcomingStart ?? DateTime.fromJSDate(now).plus({ days: PACKAGE_DEFAULT_DEPARTURE_DAYS }).toJSDate(),
    latest: addMonths(now, PACKAGE_WINDOW_MONTHS),
    far: TRAVEL_DATE_MESSAGES.packageFar,
    fixedDay: upcomingStart ? startDay : undefined,
  });
  return {
    itemName: row.name,
    sellerId: row.owner_id,
    totalPriceInPkr: byRooms ? byRooms.totalInPkr : multiply(price, passengers),
    savedInPkr: saved,
    travelDate,
    passengerCount: passengers,
    heldInventory: true,
    advancePercent: Number(row.advance_payment_percent),
    refundTiers: storedTiers(row.refund_tiers, DEFAULT_PACKAGE_REFUND_TIERS),
    fields: { packageId: v.packageId, rooms },
  };
}

async function reserveTransport(tx: EntityManager, v: TransportBookValues, now: Date, tiers: RefundTier[]): Promise<Reserved> {
  const passengers = v.passengerCount ?? 1;
  const [option] = await tx.execute<
    { name: string; type: string; price_in_pkr: string; owner_id: string | null; seats_available: number | null; active: boolean }[]
  >('select name, type, price_in_pkr, owner_id, seats_available, active from transport_option where id = ?', [v.transportId]);
  if (!option) throw new NotFoundError('Transport option not found');
  if (!option.active) throw new ConflictError('This transport option is not open for booking');
  // without seat inventory it is a request the operator confirms
  const counted = option.seats_available !== null;
  if (counted) {
    const taken = await tx.execute<{ id: string }[]>(
      `update transport_option set seats_available = seats_available - ?
        where id = ? and seats_available >= ? returning id`,
      [passengers, v.transportId, passengers],
    );
    if (!taken.length) throw new ConflictError(NO_SEATS_LEFT);
  }
  // coaches and trains are priced per seat; a rental car or a transfer per vehicle
  const perSeat = option.type === 'bus' || option.type === 'train';
  return {
    itemName: option.name,
    sellerId: option.owner_id,
    totalPriceInPkr: multiply(String(option.price_in_pkr), perSeat ? passengers : 1),
    savedInPkr: '0.00',
    heldInventory: counted,
    advancePercent: 100,
    refundTiers: tiers,
    travelDate: travelDateIn(v.travelDate, now, {
      fallback: DateTime.fromJSDate(now).plus({ days: 1 }).toJSDate(),
      latest: addMonths(now, TRANSPORT_WINDOW_MONTHS),
      far: TRAVEL_DATE_MESSAGES.transportFar,
    }),
    passengerCount: passengers,
    fields: { transportId: v.transportId },
  };
}

async function reserveHotel(tx: EntityManager, v: HotelBookValues, now: Date, tiers: RefundTier[]): Promise<Reserved> {
  const { roomType, checkInDate: checkIn, checkOutDate: checkOut } = v;
  // the schema checked the stay's own rules; "in the future" needs the clock
  if (checkIn <= marketToday(now)) throw new ValidationError(CHECK_IN_FUTURE, 'checkInDate');
  const rooms = v.roomCount ?? 1;
  const guests = v.guestCount ?? 1;

  const [rt] = await tx.execute<{ id: number; price_per_night_pkr: string; max_occupancy: number; name: string; active: boolean }[]>(
    `select rt.id, rt.price_per_night_pkr, rt.max_occupancy, h.name, h.active
       from hotel h join hotel_room_type rt on rt.hotel_id = h.id and rt.kind = ?
      where h.id = ?`,
    [roomType, v.hotelId],
  );
  if (!rt) {
    const [hotel] = await tx.execute<{ id: string }[]>('select id from hotel where id = ?', [v.hotelId]);
    if (!hotel) throw new NotFoundError('Hotel not found');
    throw new ConflictError(`This hotel has no ${roomType} rooms`);
  }
  if (!rt.active) throw new ConflictError('This hotel is not open for booking');
  if (guests > rooms * rt.max_occupancy) throw new ValidationError(`${rooms} ${roomType} room(s) sleep at most ${rooms * rt.max_occupancy} guests`, 'guestCount');
  const nights = nightsBetween(checkIn, checkOut);

  // lock the stay's nights in date order (no deadlocks between overlapping stays), then take the rooms
  const rows = await tx.execute<{ night: string | Date; rooms_available: number }[]>(
    `select night, rooms_available from hotel_room_night
      where room_type_id = ? and night >= ? and night < ? order by night for update`,
    [rt.id, checkIn, checkOut],
  );
  const isoNight = (n: string | Date) => (n instanceof Date ? DateTime.fromJSDate(n, { zone: 'utc' }).toISODate() : String(n).slice(0, 10));
  if (rows.length < nights) {
    const have = new Set(rows.map((r) => isoNight(r.night)));
    let d = DateTime.fromISO(checkIn, { zone: 'utc' });
    while (have.has(d.toISODate() as string)) d = d.plus({ days: 1 });
    throw new ConflictError(`${roomType} rooms for ${d.toISODate()} are not on sale yet`);
  }
  const short = rows.find((r) => Number(r.rooms_available) < rooms);
  if (short) throw new ConflictError(`No ${roomType} rooms left on ${isoNight(short.night)}`);
  await tx.execute('update hotel_room_night set rooms_available = rooms_available - ? where room_type_id = ? and night >= ? and night < ?', [
    rooms,
    rt.id,
    checkIn,
    checkOut,
  ]);
  const price = priceStay(String(rt.price_per_night_pkr), nights, rooms, 'PKR', '1');
  return {
    itemName: `${rt.name} · ${roomType}`,
    sellerId: null,
    totalPriceInPkr: price.total,
    savedInPkr: '0.00',
    heldInventory: true,
    advancePercent: 100,
    refundTiers: tiers,
    travelDate: DateTime.fromISO(checkIn, { zone: MARKET_ZONE }).set({ hour: 14 }).toJSDate(),
    passengerCount: guests,
    fields: { hotelId: v.hotelId, roomTypeId: rt.id, roomType, checkInDate: checkIn, checkOutDate: checkOut, roomCount: rooms, guestCount: guests },
  };
}

/** Takes what `values` books, priced, with the refund tiers the configuration sets for transport and hotels. */
export function reserve(ctx: ServiceContext, tx: EntityManager, values: BookValues, now: Date): Promise<Reserved> {
  const tiers = ctx.config.payments.refundTiers;
  if (values.type === 'package') return reservePackage(tx, values, now);
  if (values.type === 'transport') return reserveTransport(tx, values, now, tiers.transport);
  return reserveHotel(tx, values, now, tiers.hotel);
}
