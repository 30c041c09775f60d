import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { ServiceContext } from '../../core/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.js';
import { KINDS_MESSAGES } from '../../rules/amendment-kinds.js';
import { AMENDMENT_MESSAGES, type AmendmentInputValues } from '../../rules/amendments.js';
import { NO_SPOTS_LEFT, PACKAGE_WINDOW_MONTHS, TRANSPORT_WINDOW_MONTHS, TRAVEL_DATE_MESSAGES } from '../../rules/bookings.js';
import { nightsBetween, priceStay, stayDatesProblem } from '../../rules/catalogue.js';
import { addMonths, MARKET_ZONE, marketToday, parseIsoInstant } from '../../rules/dates.js';
import { multiply } from '../../rules/money.js';
import { DEFAULT_PACKAGE_REFUND_TIERS } from '../../rules/payments.js';
import { type Booking, BookingType } from '../bookings/booking.entity.js';
import { storedTiers } from '../bookings/reserve.js';
import {
  departureInstant,
  giveSpots,
  isoInstant,
  PACKAGE_NOT_OPEN,
  type PackageRow,
  packagePrice,
  packageRow,
  shortDate,
  startDayOf,
  takeSpots,
  TRANSPORT_NOT_OPEN,
} from './kinds-common.js';
import type { AmendmentHandler, AmendmentPlan } from './kinds.types.js';

// Changing the dates (issue 37). A package with a fixed start date moves to another departure (another active package
// of the same seller and type, its spots taken and the old ones given back); a package without one, or a transport
// booking, gets a new travel date in its window; a hotel stay new nights (all the nights involved locked in night
// order, the new ones taken and the old ones given back, overlapping nights netting out). Re-priced at today's prices.

/** A new travel date for a flexible package or a transport booking: a date, ahead, inside the window. */
function newTravelDate(input: AmendmentInputValues, now: Date, months: number, far: string): Date {
  if (!input.travelDate) throw new ValidationError(KINDS_MESSAGES.travelDateRequired, 'travelDate');
  const d = parseIsoInstant(input.travelDate);
  if (!d) throw new ValidationError(TRAVEL_DATE_MESSAGES.format, 'travelDate');
  if (d.getTime() <= now.getTime()) throw new ValidationError(TRAVEL_DATE_MESSAGES.past, 'travelDate');
  if (d.getTime() > addMonths(now, months).getTime()) throw new ValidationError(far, 'travelDate');
  return d;
}

const sameDay = (a: Date | null | undefined, b: Date) =>
  !!a && DateTime.fromJSDate(a, { zone: MARKET_ZONE }).toISODate() === DateTime.fromJSDate(b, { zone: MARKET_ZONE }).toISODate();

/** The departure a fixed-date package booking moves to, checked: same seller and type, open, ahead, with the spots. */
async function targetDeparture(tx: EntityManager, booking: Booking, current: PackageRow, input: AmendmentInputValues, now: Date): Promise<PackageRow & { day: string }> {
  if (!input.packageId) throw new ValidationError(input.travelDate ? KINDS_MESSAGES.fixedDeparture : KINDS_MESSAGES.packageIdRequired, 'packageId');
  if (input.packageId === booking.packageId) throw new ValidationError(AMENDMENT_MESSAGES.noChange, 'packageId');
  let target: PackageRow;
  try {
    target = await packageRow(tx, input.packageId);
  } catch (err) {
    if (err instanceof NotFoundError) throw new ValidationError(KINDS_MESSAGES.otherDeparture, 'packageId');
    throw err;
  }
  const day = startDayOf(target);
  if (target.owner_id !== current.owner_id || target.type !== current.type || !day) throw new ValidationError(KINDS_MESSAGES.otherDeparture, 'packageId');
  if (target.status !== 'active') throw new ValidationError(KINDS_MESSAGES.departureClosed, 'packageId');
  if (departureInstant(day).getTime() <= now.getTime()) throw new ValidationError(KINDS_MESSAGES.departureLeft, 'packageId');
  if (Number(target.available_spots) < booking.passengerCount) throw new ConflictError(NO_SPOTS_LEFT);
  return { ...target, day };
}

async function planPackage(tx: EntityManager, booking: Booking, input: AmendmentInputValues, now: Date): Promise<AmendmentPlan> {
  const current = await packageRow(tx, booking.packageId);
  if (startDayOf(current)) {
    const target = await targetDeparture(tx, booking, current, input, now);
    const travelDate = departureInstant(target.day);
    return {
      summary: `Departure ${shortDate(booking.travelDate)} → ${shortDate(travelDate)} (${target.name})`,
      before: { packageId: booking.packageId, itemName: booking.itemName, travelDate: isoInstant(booking.travelDate) },
      after: { packageId: target.id, itemName: target.name.slice(0, 300), travelDate: isoInstant(travelDate) },
      newTotalInPkr: packagePrice(target, booking.passengerCount, booking.rooms),
      feeInPkr: '0.00',
      reducesInventory: false,
    };
  }
  if (input.packageId && input.packageId !== booking.packageId) throw new ValidationError(KINDS_MESSAGES.flexibleDate, 'packageId');
  const travelDate = newTravelDate(input, now, PACKAGE_WINDOW_MONTHS, TRAVEL_DATE_MESSAGES.packageFar);
  if (sameDay(booking.travelDate, travelDate)) throw new ValidationError(AMENDMENT_MESSAGES.noChange, 'travelDate');
  if (current.status !== 'active') throw new ConflictError(PACKAGE_NOT_OPEN);
  return {
    summary: `Travel date ${shortDate(booking.travelDate)} → ${shortDate(travelDate)}`,
    before: { travelDate: isoInstant(booking.travelDate) },
    after: { travelDate: isoInstant(travelDate) },
    newTotalInPkr: packagePrice(current, booking.passengerCount, booking.rooms),
    feeInPkr: '0.00',
    reducesInventory: false,
  };
}

async function planTransport(tx: EntityManager, booking: Booking, input: AmendmentInputValues, now: Date): Promise<AmendmentPlan> {
  const travelDate = newTravelDate(input, now, TRANSPORT_WINDOW_MONTHS, TRAVEL_DATE_MESSAGES.transportFar);
  if (sameDay(booking.travelDate, travelDate)) throw new ValidationError(AMENDMENT_MESSAGES.noChange, 'travelDate');
  const [option] = await tx.execute<{ type: string; price_in_pkr: string; active: boolean }[]>(
    'select type, price_in_pkr, active from transport_option where id = ?',
    [booking.transportId],
  );
  if (!option) throw new NotFoundError('Transport option not found');
  if (!option.active) throw new ConflictError(TRANSPORT_NOT_OPEN);
  // coaches and trains per seat, a car or a transfer per vehicle (as booked)
  const perSeat = option.type === 'bus' || option.type === 'train';
  return {
    summary: `Travel date ${shortDate(booking.travelDate)} → ${shortDate(travelDate)}`,
    before: { travelDate: isoInstant(booking.travelDate) },
    after: { travelDate: isoInstant(travelDate) },
    newTotalInPkr: multiply(String(option.price_in_pkr), perSeat ? booking.passengerCount : 1),
    feeInPkr: '0.00',
    reducesInventory: false,
  };
}

type Night = { night: string | Date; rooms_available: number };
const isoNight = (n: string | Date) => (n instanceof Date ? (DateTime.fromJSDate(n, { zone: 'utc' }).toISODate() as string) : String(n).slice(0, 10));

/** The first new night short of the booking's rooms (its own rooms on nights it keeps count as available), else null. */
function shortNight(rows: Night[], booking: Booking, checkIn: string, checkOut: string): string | null {
  const rooms = booking.roomCount ?? 1;
  const have = new Map(rows.map((r) => [isoNight(r.night), Number(r.rooms_available)]));
  const kept = (day: string) => booking.inventoryHeld && !!booking.checkInDate && !!booking.checkOutDate && day >= booking.checkInDate && day < booking.checkOutDate;
  for (let d = DateTime.fromISO(checkIn, { zone: 'utc' }); (d.toISODate() as string) < checkOut; d = d.plus({ days: 1 })) {
    const day = d.toISODate() as string;
    const available = have.get(day);
    if (available === undefined) return day;
    if (available + (kept(day) ? rooms : 0) < rooms) return day;
  }
  return null;
}

function stayOf(booking: Booking, input: AmendmentInputValues, now: Date): { checkIn: string; checkOut: string } {
  const checkIn = input.checkInDate;
  const checkOut = input.checkOutDate;
  if (!checkIn || !checkOut) throw new ValidationError(KINDS_MESSAGES.stayDatesRequired, checkIn ? 'checkOutDate' : 'checkInDate');
  const problem = stayDatesProblem(checkIn, checkOut, marketToday(now));
  if (problem) throw new ValidationError(problem, problem.startsWith('Check-in') ? 'checkInDate' : 'checkOutDate');
  if (checkIn === booking.checkInDate && checkOut === booking.checkOutDate) throw new ValidationError(AMENDMENT_MESSAGES.noChange, 'checkInDate');
  return { checkIn, checkOut };
}

async function planHotel(tx: EntityManager, booking: Booking, input: AmendmentInputValues, now: Date): Promise<AmendmentPlan> {
  const { checkIn, checkOut } = stayOf(booking, input, now);
  const [rt] = await tx.execute<{ price_per_night_pkr: string; active: boolean }[]>(
    'select rt.price_per_night_pkr, h.active from hotel_room_type rt join hotel h on h.id = rt.hotel_id where rt.id = ?',
    [booking.roomTypeId],
  );
  if (!rt) throw new NotFoundError('Hotel not found');
  if (!rt.active) throw new ConflictError('This hotel is not open for booking');
  const rows = await tx.execute<Night[]>('select night, rooms_available from hotel_room_night where room_type_id = ? and night >= ? and night < ?', [
    booking.roomTypeId,
    checkIn,
    checkOut,
  ]);
  const short = shortNight(rows, booking, checkIn, checkOut);
  if (short) throw new ConflictError(noRoomsOn(booking, short, rows));
  const rooms = booking.roomCount ?? 1;
  const nights = nightsBetween(checkIn, checkOut);
  const travelDate = DateTime.fromISO(checkIn, { zone: MARKET_ZONE }).set({ hour: 14 }).toJSDate();
  return {
    summary: `Stay ${shortDate(booking.checkInDate)} – ${shortDate(booking.checkOutDate)} → ${shortDate(checkIn)} – ${shortDate(checkOut)}`,
    before: { checkInDate: booking.checkInDate, checkOutDate: booking.checkOutDate, travelDate: isoInstant(booking.travelDate) },
    after: { checkInDate: checkIn, checkOutDate: checkOut, travelDate: isoInstant(travelDate) },
    newTotalInPkr: priceStay(String(rt.price_per_night_pkr), nights, rooms, 'PKR', '1').total,
    feeInPkr: '0.00',
    reducesInventory: booking.checkInDate && booking.checkOutDate ? nights < nightsBetween(booking.checkInDate, booking.checkOutDate) : false,
  };
}

function noRoomsOn(booking: Booking, day: string, rows: Night[]): string {
  return rows.some((r) => isoNight(r.night) === day) ? `No ${booking.roomType} rooms left on ${day}` : `${booking.roomType} rooms for ${day} are not on sale yet`;
}

async function applyHotel(tx: EntityManager, booking: Booking, input: AmendmentInputValues, now: Date): Promise<void> {
  const { checkIn, checkOut } = stayOf(booking, input, now);
  const rooms = booking.roomCount ?? 1;
  const held = booking.inventoryHeld && booking.checkInDate && booking.checkOutDate;
  const oldIn = held ? booking.checkInDate : checkIn;
  const oldOut = held ? booking.checkOutDate : checkIn;
  // every night involved, old and new, locked in night order (stays overlapping in any way never deadlock)
  const rows = await tx.execute<Night[]>(
    `select night, rooms_available from hotel_room_night
      where room_type_id = ? and ((night >= ? and night < ?) or (night >= ? and night < ?)) order by night for update`,
    [booking.roomTypeId, oldIn, oldOut, checkIn, checkOut],
  );
  const newRows = rows.filter((r) => isoNight(r.night) >= checkIn && isoNight(r.night) < checkOut);
  const short = shortNight(newRows, booking, checkIn, checkOut);
  if (short) throw new ConflictError(noRoomsOn(booking, short, newRows));
  // one statement per night range: the new nights take the rooms, the old give them back, a night in both nets out
  await tx.execute(
    `update hotel_room_night set rooms_available = least(rooms_total, rooms_available
        - case when night >= ? and night < ? then ? else 0 end
        + case when night >= ? and night < ? then ? else 0 end)
      where room_type_id = ? and ((night >= ? and night < ?) or (night >= ? and night < ?))`,
    [checkIn, checkOut, rooms, oldIn, oldOut, held ? rooms : 0, booking.roomTypeId, oldIn, oldOut, checkIn, checkOut],
  );
  booking.checkInDate = checkIn;
  booking.checkOutDate = checkOut;
  booking.travelDate = DateTime.fromISO(checkIn, { zone: MARKET_ZONE }).set({ hour: 14 }).toJSDate();
  booking.inventoryHeld = true;
}

async function applyPackage(tx: EntityManager, booking: Booking, plan: AmendmentPlan): Promise<void> {
  const after = plan.after;
  if (after.packageId && after.packageId !== booking.packageId) {
    const target = String(after.packageId);
    // the new departure's spots first (409 when gone: the transaction rolls back), then the old ones back
    await takeSpots(tx, target, booking.passengerCount, true);
    if (booking.inventoryHeld && booking.packageId) await giveSpots(tx, booking.packageId, booking.passengerCount, true);
    const row = await packageRow(tx, target);
    booking.packageId = target;
    booking.itemName = row.name.slice(0, 300);
    booking.refundTiers = storedTiers(row.refund_tiers, DEFAULT_PACKAGE_REFUND_TIERS);
    booking.inventoryHeld = true;
  }
  booking.travelDate = new Date(String(after.travelDate));
}

export const datesHandler: AmendmentHandler = {
  plan(_ctx: ServiceContext, tx: EntityManager, booking: Booking, input: AmendmentInputValues, now: Date) {
    if (booking.type === BookingType.package) return planPackage(tx, booking, input, now);
    if (booking.type === BookingType.transport) return planTransport(tx, booking, input, now);
    if (booking.type === BookingType.hotel) return planHotel(tx, booking, input, now);
    return Promise.reject(new ValidationError(AMENDMENT_MESSAGES.flights));
  },
  async apply(_ctx: ServiceContext, tx: EntityManager, booking: Booking, input: AmendmentInputValues, plan: AmendmentPlan, now: Date) {
    if (booking.type === BookingType.hotel) return applyHotel(tx, booking, input, now);
    if (booking.type === BookingType.package) return applyPackage(tx, booking, plan);
    booking.travelDate = new Date(String(plan.after.travelDate));
  },
};
