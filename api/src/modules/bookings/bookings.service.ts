import crypto from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import Big from 'big.js';
import { DateTime } from 'luxon';
import type { Context } from '../../graphql/context.js';
import { AuthError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../graphql/errors.js';
import { check } from '../../graphql/validation.js';
import {
  BookSchema,
  type BookValues,
  IDEMPOTENCY_TTL_MS,
  loyaltyTier,
  NO_SEATS_LEFT,
  NO_SPOTS_LEFT,
  PACKAGE_DEFAULT_DEPARTURE_DAYS,
  PACKAGE_WINDOW_MONTHS,
  ROOM_TYPE_REQUIRED,
  ROOM_TYPES,
  TRANSPORT_WINDOW_MONTHS,
  TRAVEL_DATE_MESSAGES,
} from '../../rules/bookings.js';
import { HOTEL_MAX_GUESTS, HOTEL_MAX_ROOMS, nightsBetween, priceStay, stayDatesProblem } from '../../rules/catalogue.js';
import { isUuid } from '../../rules/common.js';
import { isCurrencyCode } from '../../rules/currencies.js';
import { addMonths, parseIsoInstant } from '../../rules/dates.js';
import { compare, formatMoney, multiply, subtract } from '../../rules/money.js';
import type { Pagination } from '../../rules/pagination.js';
import { MARKET_ZONE, marketToday } from '../catalogue/hotels.service.js';
import { clearCatalogueCache } from '../catalogue/response-cache.js';
import { Currency } from '../currency/currency.entity.js';
import { STATS_SHARDS } from '../../db/migrations/Migration20261122050000Bookings.js';
import { Booking, BookingStatus, BookingType } from './booking.entity.js';

type Reserved = {
  itemName: string;
  sellerId: string | null;
  totalPriceInPkr: string;
  savedInPkr: string;
  status: BookingStatus;
  travelDate: Date;
  passengerCount: number;
  fields: Partial<Booking>;
};

function requestHash(values: BookValues): string {
  const sorted = Object.fromEntries(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
  return crypto.createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
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

/**
 * Claims `key` for this request inside the booking transaction. Returns the booking a previous request with the
 * same key made, or null when this request is the first (or the old claim expired). A second request racing the
 * first waits on the unique key until the first commits, then sees its booking.
 */
async function claimIdempotencyKey(tx: EntityManager, userId: string, key: string, hash: string, now: Date): Promise<Booking | null> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const claimed = await tx.execute<{ user_id: string }[]>(
    `insert into idempotency_key (user_id, key, request_hash, booking_id, created_at) values (?, ?, ?, null, ?)
     on conflict (user_id, key) do update set request_hash = excluded.request_hash, booking_id = null, created_at = excluded.created_at
       where idempotency_key.created_at < ?
     returning user_id`,
    [userId, key, hash, now, expiredBefore],
  );
  if (claimed.length) return null;
  const [row] = await tx.execute<{ request_hash: string; booking_id: string | null }[]>(
    'select request_hash, booking_id from idempotency_key where user_id = ? and key = ?',
    [userId, key],
  );
  if (!row || row.request_hash !== hash) throw new ConflictError('This Idempotency-Key was already used for a different booking request');
  if (!row.booking_id) throw new ConflictError('A booking with this Idempotency-Key is still being processed');
  return tx.findOneOrFail(Booking, { id: row.booking_id });
}

async function reservePackage(tx: EntityManager, v: BookValues, now: Date): Promise<Reserved> {
  if (!v.packageId) throw new ValidationError('Package id is required', 'packageId');
  const passengers = v.passengerCount ?? 1;
  const rows = await tx.execute<
    { name: string; price_in_pkr: string; original_price_in_pkr: string | null; owner_id: string | null; start_date: string | null }[]
  >(
    `update package set available_spots = available_spots - ?, bookings_count = bookings_count + 1
      where id = ? and status = 'active' and available_spots >= ?
      returning name, price_in_pkr, original_price_in_pkr, owner_id, start_date`,
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
  const saved = original && compare(original, price) > 0 ? multiply(subtract(original, price), passengers) : '0.00';
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
    totalPriceInPkr: multiply(price, passengers),
    savedInPkr: saved,
    status: BookingStatus.confirmed,
    travelDate,
    passengerCount: passengers,
    fields: { packageId: v.packageId },
  };
}

async function reserveTransport(tx: EntityManager, v: BookValues, now: Date): Promise<Reserved> {
  if (!v.transportId) throw new ValidationError('Transport id is required', 'transportId');
  const passengers = v.passengerCount ?? 1;
  const [option] = await tx.execute<
    { name: string; type: string; price_in_pkr: string; owner_id: string | null; seats_available: number | null; active: boolean }[]
  >('select name, type, price_in_pkr, owner_id, seats_available, active from transport_option where id = ?', [v.transportId]);
  if (!option) throw new NotFoundError('Transport option not found');
  if (!option.active) throw new ConflictError('This transport option is not open for booking');
  let status = BookingStatus.pending; // a request the operator confirms
  if (option.seats_available !== null) {
    const taken = await tx.execute<{ id: string }[]>(
      `update transport_option set seats_available = seats_available - ?
        where id = ? and seats_available >= ? returning id`,
      [passengers, v.transportId, passengers],
    );
    if (!taken.length) throw new ConflictError(NO_SEATS_LEFT);
    status = BookingStatus.confirmed;
  }
  // coaches and trains are priced per seat; a rental car or a transfer per vehicle
  const perSeat = option.type === 'bus' || option.type === 'train';
  return {
    itemName: option.name,
    sellerId: option.owner_id,
    totalPriceInPkr: multiply(String(option.price_in_pkr), perSeat ? passengers : 1),
    savedInPkr: '0.00',
    status,
    travelDate: travelDateIn(v.travelDate, now, {
      fallback: DateTime.fromJSDate(now).plus({ days: 1 }).toJSDate(),
      latest: addMonths(now, TRANSPORT_WINDOW_MONTHS),
      far: TRAVEL_DATE_MESSAGES.transportFar,
    }),
    passengerCount: passengers,
    fields: { transportId: v.transportId },
  };
}

async function reserveHotel(tx: EntityManager, v: BookValues, now: Date): Promise<Reserved> {
  if (!v.hotelId) throw new ValidationError('Hotel id is required', 'hotelId');
  const roomType = v.roomType?.trim();
  if (!roomType || !(ROOM_TYPES as readonly string[]).includes(roomType)) throw new ValidationError(ROOM_TYPE_REQUIRED, 'roomType');
  const checkIn = v.checkInDate ?? '';
  const checkOut = v.checkOutDate ?? '';
  if (!checkIn) throw new ValidationError('Check-in date is required', 'checkInDate');
  if (!checkOut) throw new ValidationError('Check-out date is required', 'checkOutDate');
  const problem = stayDatesProblem(checkIn, checkOut, marketToday(now));
  if (problem) throw new ValidationError(problem);
  const rooms = v.roomCount ?? 1;
  const guests = v.guestCount ?? 1;
  if (!Number.isInteger(rooms) || rooms < 1 || rooms > HOTEL_MAX_ROOMS) throw new ValidationError(`Rooms must be between 1 and ${HOTEL_MAX_ROOMS}`, 'roomCount');
  if (!Number.isInteger(guests) || guests < 1 || guests > HOTEL_MAX_GUESTS) throw new ValidationError(`Guests must be between 1 and ${HOTEL_MAX_GUESTS}`, 'guestCount');

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
    status: BookingStatus.confirmed,
    travelDate: DateTime.fromISO(checkIn, { zone: MARKET_ZONE }).set({ hour: 14 }).toJSDate(),
    passengerCount: guests,
    fields: { hotelId: v.hotelId, roomTypeId: rt.id, roomType, checkInDate: checkIn, checkOutDate: checkOut, roomCount: rooms, guestCount: guests },
  };
}

async function bumpStats(tx: EntityManager, bookings: number, revenue: string): Promise<void> {
  const shard = crypto.randomInt(STATS_SHARDS);
  await tx.execute('update booking_stats_shard set bookings = bookings + ?, revenue = revenue + ? where shard = ?', [bookings, revenue, shard]);
}

/**
 * Books anything bookable, all or nothing: inventory is taken with conditional updates or row locks in the same
 * transaction that records the booking, so it is never oversold, and a failure leaves nothing behind.
 */
export async function book(ctx: Context, input: unknown, idempotencyKey?: string | null): Promise<Booking> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const values = check(BookSchema, input);
  if (values.type === 'flight') throw new ValidationError("Flights are booked on the airline partner's site: search on /flights and press Book");
  const key = idempotencyKey?.trim();
  if (key !== undefined && (key.length < 1 || key.length > 255)) throw new ValidationError('Idempotency-Key must be 1 to 255 characters');
  const currency = values.currency ?? 'PKR';
  if (!isCurrencyCode(currency)) throw new ValidationError(`Unknown currency ${currency}`, 'currency');
  const now = ctx.deps.now();

  const booked = await ctx.em.transactional(async (tx) => {
    if (key) {
      const earlier = await claimIdempotencyKey(tx, viewer.id, key, requestHash(values), now);
      if (earlier) return earlier;
    }
    const reserved =
      values.type === 'package' ? await reservePackage(tx, values, now) : values.type === 'transport' ? await reserveTransport(tx, values, now) : await reserveHotel(tx, values, now);
    // the server's total is the total; a client's different figure is refused, never used
    if (values.totalPriceInPkr && compare(values.totalPriceInPkr, reserved.totalPriceInPkr) !== 0) {
      throw new ValidationError(`The price has changed: the total is now ${formatMoney(reserved.totalPriceInPkr, 'PKR')}. Please review and book again.`, 'totalPriceInPkr');
    }
    const rate = currency === 'PKR' ? '1' : (await tx.findOneOrFail(Currency, { code: currency })).rate;
    const booking = tx.create(Booking, {
      user: viewer.id,
      sellerId: reserved.sellerId,
      type: values.type as BookingType,
      itemName: reserved.itemName.slice(0, 300),
      passengerCount: reserved.passengerCount,
      totalPriceInPkr: reserved.totalPriceInPkr,
      savedInPkr: reserved.savedInPkr,
      currency,
      currencyRate: String(rate),
      status: reserved.status,
      travelDate: reserved.travelDate,
      specialRequirements: values.specialRequirements || null,
      createdAt: now,
      ...reserved.fields,
    });
    await tx.flush();
    await bumpStats(tx, 1, reserved.status === BookingStatus.cancelled ? '0' : reserved.totalPriceInPkr);
    if (key) await tx.execute('update idempotency_key set booking_id = ? where user_id = ? and key = ?', [booking.id, viewer.id, key]);
    return booking;
  });
  // availability changed: this process stops answering from its few-seconds catalogue cache
  clearCatalogueCache();
  return booked;
}

/** Cancels an upcoming booking (its booker or the super admin) and gives its inventory back, exactly once. */
export async function cancelBooking(ctx: Context, id: string): Promise<Booking> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const now = ctx.deps.now();
  if (!isUuid(id)) throw new NotFoundError('Booking not found');
  const cancelled = await ctx.em.transactional(async (tx) => {
    const booking = await tx.findOne(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!booking) throw new NotFoundError('Booking not found');
    if (booking.user.id !== viewer.id && viewer.role !== 'super_admin') throw new ForbiddenError('You can only cancel your own bookings');
    if (booking.status !== BookingStatus.confirmed && booking.status !== BookingStatus.pending) {
      throw new ConflictError(booking.status === BookingStatus.cancelled ? 'This booking is already cancelled' : 'A completed booking cannot be cancelled');
    }
    if (booking.travelDate && booking.travelDate.getTime() <= now.getTime()) throw new ConflictError('This trip has already started');
    const tookInventory = booking.status === BookingStatus.confirmed;
    booking.status = BookingStatus.cancelled;
    booking.cancelledAt = now;
    await tx.flush();
    if (tookInventory) {
      if (booking.type === BookingType.package && booking.packageId) {
        await tx.execute(
          'update package set available_spots = least(max_capacity, available_spots + ?), bookings_count = greatest(0, bookings_count - 1) where id = ?',
          [booking.passengerCount, booking.packageId],
        );
      } else if (booking.type === BookingType.transport && booking.transportId) {
        await tx.execute('update transport_option set seats_available = least(seats_total, seats_available + ?) where id = ? and seats_available is not null', [
          booking.passengerCount,
          booking.transportId,
        ]);
      } else if (booking.type === BookingType.hotel && booking.roomTypeId) {
        await tx.execute(
          'update hotel_room_night set rooms_available = least(rooms_total, rooms_available + ?) where room_type_id = ? and night >= ? and night < ?',
          [booking.roomCount ?? 1, booking.roomTypeId, booking.checkInDate, booking.checkOutDate],
        );
      }
    }
    await bumpStats(tx, -1, new Big(booking.totalPriceInPkr).times(-1).toFixed(2));
    return booking;
  });
  clearCatalogueCache();
  return cancelled;
}

/** Own bookings for travellers; agents also see bookings of what they sell; the super admin sees all. Newest first. */
export async function listBookings(ctx: Context, page: Pagination, opts: { sold?: boolean } = {}): Promise<Booking[]> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const where = opts.sold
    ? { sellerId: viewer.id }
    : viewer.role === 'super_admin' ? {} : viewer.role === 'b2b_agent' ? { $or: [{ user: viewer.id }, { sellerId: viewer.id }] } : { user: viewer.id };
  return ctx.em.find(Booking, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: page.limit + 1,
    offset: page.offset,
    populate: ['user'],
    strategy: 'joined',
  });
}

export async function overview(em: EntityManager) {
  const [stats] = await em.execute<{ bookings: string; revenue: string }[]>(
    'select coalesce(sum(bookings), 0)::text as bookings, coalesce(sum(revenue), 0)::text as revenue from booking_stats_shard',
  );
  const [agents] = await em.execute<{ n: number }[]>("select count(*)::int as n from app_user where role = 'b2b_agent'");
  return { totalBookings: Number(stats.bookings), activeB2BAgents: Number(agents.n), totalRevenue: new Big(stats.revenue).toFixed(2) };
}

export async function userStats(em: EntityManager, userId: string, now: Date) {
  const [row] = await em.execute<{ total: number; upcoming: number; completed: number; saved: string }[]>(
    `select count(*) filter (where status <> 'cancelled')::int as total,
            count(*) filter (where status in ('confirmed', 'pending') and travel_date > ?)::int as upcoming,
            count(*) filter (where status = 'completed')::int as completed,
            coalesce(sum(saved_in_pkr) filter (where status <> 'cancelled'), 0)::text as saved
       from booking where user_id = ?`,
    [now, userId],
  );
  return {
    totalBookings: row.total,
    upcomingTrips: row.upcoming,
    completedBookings: row.completed,
    totalSaved: new Big(row.saved).toFixed(2),
    loyaltyTier: loyaltyTier(row.completed),
  };
}

/** Travelled bookings become completed a day after their travel date (one process per run). */
export async function completeTravelledBookings(em: EntityManager, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const rows = await em.execute<{ id: string }[]>(
    "update booking set status = 'completed' where status = 'confirmed' and travel_date < ? returning id",
    [cutoff],
  );
  return rows.length;
}
