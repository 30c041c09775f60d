import * as v from 'valibot';
import { PassengerSchema } from './agent-sales.js';
import { BookedRoomsSchema } from './package-rooms.js';

// Changes after the sale (issue 37): what an amendment may change, how long its quote holds, what the framework says.
// Shared with the web client. Each kind's own rules and messages are in its handler (api/src/modules/amendments).

export const AMENDMENT_KINDS = ['dates', 'travellers', 'name', 'rooms'] as const;
export type AmendmentKindValue = (typeof AMENDMENT_KINDS)[number];
/** A stored quote: an amendment of one kind, or a binding cancellation. */
export const QUOTE_KINDS = [...AMENDMENT_KINDS, 'cancel'] as const;
export type QuoteKindValue = (typeof QUOTE_KINDS)[number];
export const QUOTE_STATUSES = ['open', 'confirmed', 'expired', 'superseded'] as const;
export type QuoteStatusValue = (typeof QUOTE_STATUSES)[number];
export const REFUND_DESTINATIONS = ['wallet', 'original_method'] as const;
export type RefundDestinationValue = (typeof REFUND_DESTINATIONS)[number];

/** A quote holds this long; confirmed later, it is refused (409) and nothing changes. */
export const QUOTE_MINUTES = 30;
/** A traveller's amended booking owes its difference within this many hours (or by its balance's due date, if sooner). */
export const AMENDMENT_PAY_HOURS = 24;
export const MAX_AMENDMENT_PASSENGERS = 10;
export const AMENDMENT_NAME_MAX = 100;

export const AMENDMENT_MESSAGES = {
  kind: `Kind must be one of ${AMENDMENT_KINDS.join(', ')}`,
  quoteNotFound: 'Quote not found',
  quoteExpired: 'This quote has expired: ask for a new one',
  quoteConfirmed: 'This quote is already confirmed',
  quoteSuperseded: 'A newer quote replaced this one: confirm the newer quote or ask for a new one',
  bookingChanged: 'The booking changed since this quote: ask for a new one',
  notAmendable: (status: string) => `${/^[aeiou]/i.test(status) ? 'An' : 'A'} ${status} booking cannot be changed`,
  tripStarted: 'The trip has started: the booking can no longer be changed',
  flights: 'Flights change through their flight order: open the order to change or cancel it',
  noChange: 'This changes nothing on the booking',
  travelDate: 'Travel date must be a date (yyyy-MM-dd) or an ISO 8601 date-time',
  packageId: 'Package id must be a UUID',
  date: 'Dates must be yyyy-MM-dd',
  passengerCount: `Passenger count must be a whole number between 1 and ${MAX_AMENDMENT_PASSENGERS}`,
  passengers: `At most ${MAX_AMENDMENT_PASSENGERS} passengers`,
  travellerIndex: 'Traveller index must be a whole number from 0',
  name: `Name must be at most ${AMENDMENT_NAME_MAX} characters`,
} as const;

const optionalString = (message: string) => v.nullish(v.pipe(v.string(message), v.trim()));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An amendment as sent: its kind and the fields that kind reads. Every field is optional here; whether the kind got
 * what it needs, and whether it fits the booking and the catalogue, is its handler's question.
 */
export const AmendmentInputSchema = v.object({
  kind: v.picklist(AMENDMENT_KINDS, AMENDMENT_MESSAGES.kind),
  travelDate: optionalString(AMENDMENT_MESSAGES.travelDate),
  packageId: v.nullish(v.pipe(v.string(AMENDMENT_MESSAGES.packageId), v.trim(), v.regex(UUID, AMENDMENT_MESSAGES.packageId))),
  checkInDate: v.nullish(v.pipe(v.string(AMENDMENT_MESSAGES.date), v.trim(), v.regex(DAY, AMENDMENT_MESSAGES.date))),
  checkOutDate: v.nullish(v.pipe(v.string(AMENDMENT_MESSAGES.date), v.trim(), v.regex(DAY, AMENDMENT_MESSAGES.date))),
  passengerCount: v.nullish(
    v.pipe(
      v.number(AMENDMENT_MESSAGES.passengerCount),
      v.integer(AMENDMENT_MESSAGES.passengerCount),
      v.minValue(1, AMENDMENT_MESSAGES.passengerCount),
      v.maxValue(MAX_AMENDMENT_PASSENGERS, AMENDMENT_MESSAGES.passengerCount),
    ),
  ),
  passengers: v.nullish(v.pipe(v.array(PassengerSchema, AMENDMENT_MESSAGES.passengers), v.maxLength(MAX_AMENDMENT_PASSENGERS, AMENDMENT_MESSAGES.passengers))),
  travellerIndex: v.nullish(v.pipe(v.number(AMENDMENT_MESSAGES.travellerIndex), v.integer(AMENDMENT_MESSAGES.travellerIndex), v.minValue(0, AMENDMENT_MESSAGES.travellerIndex))),
  name: v.nullish(v.pipe(v.string(AMENDMENT_MESSAGES.name), v.trim(), v.maxLength(AMENDMENT_NAME_MAX, AMENDMENT_MESSAGES.name))),
  rooms: v.nullish(BookedRoomsSchema),
});
export type AmendmentInputValues = v.InferOutput<typeof AmendmentInputSchema>;
