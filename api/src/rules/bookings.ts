import * as v from 'valibot';
import { CustomerSchema } from './agent-sales.js';
import { CheckInSchema, CheckOutSchema, CurrencySchema, GuestsSchema, ROOM_KINDS, RoomsSchema, stayLengthCheck, stayLengthIssue } from './catalogue.js';
import { text } from './common.js';
import { parseIsoInstant } from './dates.js';
import { BookedRoomsSchema } from './package-rooms.js';
import { multiLine } from './text.js';

export const BOOKING_TYPES = ['flight', 'hotel', 'package', 'transport'] as const;
export type BookingTypeValue = (typeof BOOKING_TYPES)[number];
export const BOOKING_STATUSES = ['confirmed', 'pending', 'completed', 'cancelled', 'expired'] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

export const MAX_PASSENGERS = 10;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
// spec point 9: default package departure is 7 days out
export const PACKAGE_DEFAULT_DEPARTURE_DAYS = 7;

// Travel dates are the server's (issue 13): a client's date is at most a wish inside the item's window.
// A package departs on its start date when the admin set one, else within PACKAGE_WINDOW_MONTHS; transport within
// TRANSPORT_WINDOW_MONTHS; a hotel stay's date is its check-in.
export const PACKAGE_WINDOW_MONTHS = 18;
export const TRANSPORT_WINDOW_MONTHS = 12;
export const TRAVEL_DATE_MESSAGES = {
  format: 'Travel date must be a date (yyyy-MM-dd) or an ISO 8601 date-time',
  past: 'Travel date cannot be in the past',
  packageFar: `Travel date must be within the next ${PACKAGE_WINDOW_MONTHS} months`,
  transportFar: `Travel date must be within the next ${TRANSPORT_WINDOW_MONTHS} months`,
  packageStart: (startDate: string) => `This package departs on ${startDate}: send that date as the travel date, or none`,
} as const;
export const SPECIAL_REQUIREMENTS_MAX = 1000;

export const NO_SPOTS_LEFT = 'No spots left on this package';
export const NO_SEATS_LEFT = 'No seats left on this service';
export const ROOM_TYPE_REQUIRED = 'Room type is required';

export const FLIGHTS_NOT_BOOKABLE = "Flights are booked on the airline partner's site: search on /flights and press Book";

// ids are required for their own type: absent or null reads as '' so the rule's message answers
const itemId = (label: string) =>
  v.nullish(v.pipe(v.string(`${label} is required`), v.minLength(1, `${label} is required`), v.uuid(`${label} must be a UUID`)), '');
const specialRequirements = v.pipe(
  v.string(),
  v.maxLength(SPECIAL_REQUIREMENTS_MAX, `Special requirements must be at most ${SPECIAL_REQUIREMENTS_MAX} characters`),
  multiLine('Special requirements'),
);
const passengerCount = v.pipe(
  v.number('Passenger count must be a number'),
  v.integer('Passenger count must be a whole number'),
  v.minValue(1, `Passenger count must be between 1 and ${MAX_PASSENGERS}`),
  v.maxValue(MAX_PASSENGERS, `Passenger count must be between 1 and ${MAX_PASSENGERS}`),
);
// a real instant with a four-digit year (empty: no wish); whether it is inside the item's window is the service's
// question, as it depends on the clock
const travelDate = v.pipe(v.string(), v.check((s) => s.trim() === '' || parseIsoInstant(s) !== undefined, TRAVEL_DATE_MESSAGES.format));
const roomType = text(v.pipe(v.string(ROOM_TYPE_REQUIRED), v.picklist(ROOM_KINDS, ROOM_TYPE_REQUIRED)));

// what every booking may carry
const extras = {
  specialRequirements: v.nullish(specialRequirements),
  totalPriceInPkr: v.nullish(v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/, 'Total price must be an amount in PKR'))),
  currency: v.nullish(CurrencySchema),
  // an agent booking for a customer (issue 17): who travels, and this booking's markup
  customer: v.nullish(CustomerSchema),
};
const trip = { passengerCount: v.nullish(passengerCount), travelDate: v.nullish(travelDate) };

/**
 * What the server needs to book anything, one variant per type; it prices the booking itself. Every rule that does
 * not depend on the clock or the database is here (a stay's check-in being in the future, or a travel date inside
 * the item's window, are the booking service's).
 */
export const BookSchema = v.pipe(
  v.variant(
    'type',
    [
      // a package for passengerCount people at its list price, or by rooms (issue 36: per-bed prices)
      v.object({ type: v.literal('package'), packageId: itemId('Package id'), ...trip, rooms: v.nullish(BookedRoomsSchema), ...extras }),
      v.object({ type: v.literal('transport'), transportId: itemId('Transport id'), ...trip, ...extras }),
      v.object({
        type: v.literal('hotel'),
        hotelId: itemId('Hotel id'),
        checkInDate: text(CheckInSchema),
        checkOutDate: text(CheckOutSchema),
        roomCount: v.nullish(RoomsSchema),
        guestCount: v.nullish(GuestsSchema),
        roomType,
        ...extras,
      }),
      v.object({ type: v.literal('flight') }),
    ],
    `Type must be one of ${BOOKING_TYPES.join(', ')}`,
  ),
  // rules across fields, once each field is right
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const b = dataset.value;
    if (b.type === 'flight') addIssue({ message: FLIGHTS_NOT_BOOKABLE });
    const stay = b.type === 'hotel' ? stayLengthIssue(b) : undefined;
    if (stay) addIssue(stay);
  }),
);
/** A booking request the schema accepted (flights never are). */
export type BookValues = Exclude<v.InferOutput<typeof BookSchema>, { type: 'flight' }>;
export type PackageBookValues = Extract<BookValues, { type: 'package' }>;
export type TransportBookValues = Extract<BookValues, { type: 'transport' }>;
export type HotelBookValues = Extract<BookValues, { type: 'hotel' }>;

/** The hotel booking dialog (spec: room type required, Standard by default): the API's own stay rules. */
const hotelFormFields = v.object({
  checkInDate: text(CheckInSchema),
  checkOutDate: text(CheckOutSchema),
  roomCount: RoomsSchema,
  guestCount: GuestsSchema,
  roomType,
  specialRequirements: v.optional(specialRequirements),
});
export const HotelBookingFormSchema = v.pipe(
  hotelFormFields,
  stayLengthCheck(),
);

/** Spec point 4: Gold at 5+ completed bookings, Silver at 2-4, else Bronze. */
export function loyaltyTier(completedBookings: number): 'Gold' | 'Silver' | 'Bronze' {
  if (completedBookings >= 5) return 'Gold';
  if (completedBookings >= 2) return 'Silver';
  return 'Bronze';
}

/** Spec point 4: an upcoming trip has a travel date later than now (and is not cancelled, nor expired unpaid). */
export function isUpcoming(b: { travelDate?: string | Date | null; status: string }, now: Date): boolean {
  if (!b.travelDate || b.status === 'cancelled' || b.status === 'expired') return false;
  return new Date(b.travelDate).getTime() > now.getTime();
}

/** 'Booking ID: #' + the first 8 characters of the id in upper case (spec point 9). */
export function shortBookingId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
