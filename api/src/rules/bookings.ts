import * as v from 'valibot';
import { isIsoDate } from './catalogue.js';
import { text } from './common.js';
import { parseIsoInstant } from './dates.js';
import { multiLine, singleLine } from './text.js';

export const BOOKING_TYPES = ['flight', 'hotel', 'package', 'transport'] as const;
export type BookingTypeValue = (typeof BOOKING_TYPES)[number];
export const BOOKING_STATUSES = ['confirmed', 'pending', 'completed', 'cancelled'] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];
export const ROOM_TYPES = ['Standard', 'Deluxe', 'Suite'] as const;

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

const optionalLine = (max: number, label: string) =>
  v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max, `${label} must be at most ${max} characters`), singleLine(label))));
// empty counts as absent (the service then says which date is required)
const optionalDate = (format: string) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.check((s) => s === '' || isIsoDate(s), format))));
const specialRequirements = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(SPECIAL_REQUIREMENTS_MAX, `Special requirements must be at most ${SPECIAL_REQUIREMENTS_MAX} characters`),
  multiLine('Special requirements'),
);

/** What the server needs to book anything; it prices the booking itself. */
export const BookSchema = v.object({
  type: v.picklist(BOOKING_TYPES, 'Type must be one of flight, hotel, package, transport'),
  packageId: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Package id must be a UUID')))),
  transportId: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Transport id must be a UUID')))),
  hotelId: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Hotel id must be a UUID')))),
  roomType: optionalLine(20, 'Room type'),
  checkInDate: optionalDate('Check-in date must be a date (yyyy-MM-dd)'),
  checkOutDate: optionalDate('Check-out date must be a date (yyyy-MM-dd)'),
  roomCount: v.optional(v.nullable(v.number())),
  guestCount: v.optional(v.nullable(v.number())),
  passengerCount: v.optional(
    v.nullable(
      v.pipe(
        v.number('Passenger count must be a number'),
        v.integer('Passenger count must be a whole number'),
        v.minValue(1, `Passenger count must be between 1 and ${MAX_PASSENGERS}`),
        v.maxValue(MAX_PASSENGERS, `Passenger count must be between 1 and ${MAX_PASSENGERS}`),
      ),
    ),
  ),
  // a real instant with a four-digit year; whether it is inside the item's window is the service's question
  travelDate: v.optional(v.nullable(v.pipe(v.string(), v.check((s) => s.trim() === '' || parseIsoInstant(s) !== undefined, TRAVEL_DATE_MESSAGES.format)))),
  specialRequirements: v.optional(v.nullable(specialRequirements)),
  totalPriceInPkr: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/, 'Total price must be an amount in PKR')))),
  currency: optionalLine(10, 'Currency'),
});
export type BookValues = v.InferOutput<typeof BookSchema>;

/** The hotel booking dialog (spec: room type required, Standard by default). */
export const HotelBookingFormSchema = v.object({
  checkInDate: text(
    v.pipe(v.string('Check-in date is required'), v.minLength(1, 'Check-in date is required'), v.check(isIsoDate, 'Check-in date must be a date (yyyy-MM-dd)')),
  ),
  checkOutDate: text(
    v.pipe(v.string('Check-out date is required'), v.minLength(1, 'Check-out date is required'), v.check(isIsoDate, 'Check-out date must be a date (yyyy-MM-dd)')),
  ),
  roomCount: v.pipe(v.number('Rooms must be between 1 and 5'), v.integer(), v.minValue(1, 'Rooms must be between 1 and 5'), v.maxValue(5, 'Rooms must be between 1 and 5')),
  guestCount: v.pipe(v.number('Guests must be between 1 and 6'), v.integer(), v.minValue(1, 'Guests must be between 1 and 6'), v.maxValue(6, 'Guests must be between 1 and 6')),
  roomType: text(v.pipe(v.string(ROOM_TYPE_REQUIRED), v.picklist(ROOM_TYPES, ROOM_TYPE_REQUIRED))),
  specialRequirements: v.optional(specialRequirements),
});

/** Spec point 4: Gold at 5+ completed bookings, Silver at 2-4, else Bronze. */
export function loyaltyTier(completedBookings: number): 'Gold' | 'Silver' | 'Bronze' {
  if (completedBookings >= 5) return 'Gold';
  if (completedBookings >= 2) return 'Silver';
  return 'Bronze';
}

/** Spec point 4: an upcoming trip has a travel date later than now (and is not cancelled). */
export function isUpcoming(b: { travelDate?: string | Date | null; status: string }, now: Date): boolean {
  if (!b.travelDate || b.status === 'cancelled') return false;
  return new Date(b.travelDate).getTime() > now.getTime();
}

/** 'Booking ID: #' + the first 8 characters of the id in upper case (spec point 9). */
export function shortBookingId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
