import * as v from 'valibot';
import { CURRENCY_CODES } from './currencies.js';
import { addDays, daysBetween, isIsoDate } from './dates.js';
import { singleLine } from './text.js';

// Flight and provider hotel search rules (spec points 5 and 9), shared by the API and the web forms.

export const TRIP_CLASSES = ['Y', 'C', 'F'] as const;
export type TripClass = (typeof TRIP_CLASSES)[number];
export const TRIP_CLASS_LABELS: Record<TripClass, string> = { Y: 'Economy', C: 'Business', F: 'First Class' };

export const TRIP_TYPES = ['roundtrip', 'oneway'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

// Provider flight party (spec point 9).
export const FLIGHT_PARTY = { adults: { min: 1, max: 6 }, children: { min: 0, max: 4 }, infants: { min: 0, max: 2 } } as const;

// Autocomplete: from 2 typed characters, at most 5 suggestions (spec point 5).
export const AUTOCOMPLETE = { minChars: 2, maxItems: 5, maxChars: 64 } as const;

// Provider hotel search: rooms up to 4 (spec point 9). Adults and children per search are ours: 4 rooms of 4.
export const PROVIDER_HOTEL = {
  rooms: { min: 1, max: 4 },
  adults: { min: 1, max: 16 },
  children: { min: 0, max: 8 },
  maxNights: 30,
} as const;

// Offers can be booked up to about a year ahead.
export const MAX_DAYS_AHEAD = 365;

// The affiliate marker the hand-off links carry while TRAVELPAYOUTS_MARKER is unset (the sandbox provider).
export const SANDBOX_MARKER = 'safarnama-sandbox';

export const PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

export const FLIGHT_MESSAGES = {
  origin: 'Origin airport is required',
  destination: 'Destination airport is required',
  tooLong: 'Airport or city is too long',
  sameAirports: 'Origin and destination must be different',
  departureDate: 'Departure date is required',
  departureFormat: 'Departure date must be a date (yyyy-MM-dd)',
  departurePast: 'Departure date cannot be in the past',
  departureFar: 'Departure date must be within a year',
  returnDate: 'Return date is required for a round trip',
  returnFormat: 'Return date must be a date (yyyy-MM-dd)',
  returnBeforeDeparture: 'Return date must be after departure date',
  adults: 'Adults must be between 1 and 6',
  children: 'Children must be between 0 and 4',
  infants: 'Infants must be between 0 and 2',
  infantLap: 'Each infant must travel with an adult',
  tripClass: 'Class must be Y (Economy), C (Business) or F (First Class)',
  tripType: 'Trip type must be oneway or roundtrip',
} as const;

export const HOTEL_MESSAGES = {
  location: 'Location is required',
  locationLong: 'Location is too long',
  checkIn: 'Check-in date is required',
  checkInFormat: 'Check-in date must be a date (yyyy-MM-dd)',
  checkInPast: 'Check-in date cannot be in the past',
  checkInFar: 'Check-in date must be within a year',
  checkOut: 'Check-out date is required',
  checkOutFormat: 'Check-out date must be a date (yyyy-MM-dd)',
  checkOutBeforeCheckIn: 'Check-out date must be after check-in date',
  tooManyNights: 'A stay can be at most 30 nights',
  adults: 'Adults must be between 1 and 16',
  children: 'Children must be between 0 and 8',
  rooms: 'Rooms must be between 1 and 4',
  adultPerRoom: 'Each room needs at least one adult',
  language: 'Language must be a two-letter code such as en',
} as const;

export const COMMON_MESSAGES = {
  currency: `Currency must be one of ${CURRENCY_CODES.join(', ')}`,
  limit: `Limit must be between 1 and ${PAGE.maxLimit}`,
  offset: 'Offset must be 0 or more',
  query: 'Search text is too long',
  suggestionLimit: `Limit must be between 1 and ${AUTOCOMPLETE.maxItems}`,
} as const;

const count = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

// A missing key counts as empty, so a form that drops cleared fields still gets the field's own message.
const place = (label: string, required: string, tooLong: string, min = 3) =>
  v.pipe(v.optional(v.string(required), ''), v.trim(), v.minLength(min, required), v.maxLength(100, tooLong), singleLine(label));

// A date field: required, a real yyyy-MM-dd date, and (when `today` is given) not in the past nor too far ahead.
function dateField(messages: { required: string; format: string; past?: string; far?: string }, today?: string) {
  return v.pipe(
    v.optional(v.string(messages.required), ''),
    v.trim(),
    v.nonEmpty(messages.required),
    v.check((d: string) => isIsoDate(d), messages.format),
    v.check((d) => !today || !messages.past || d >= today, messages.past ?? ''),
    v.check((d) => !today || !messages.far || d <= addDays(today, MAX_DAYS_AHEAD + 1), messages.far ?? ''),
  );
}

// Optional: absent or empty means none.
const optionalDate = (format: string) =>
  v.optional(
    v.pipe(
      v.string(format),
      v.trim(),
      v.check((s) => s === '' || isIsoDate(s), format),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

const pageFields = {
  limit: v.optional(count(1, PAGE.maxLimit, COMMON_MESSAGES.limit), PAGE.defaultLimit),
  offset: v.optional(v.pipe(v.number(COMMON_MESSAGES.offset), v.integer(COMMON_MESSAGES.offset), v.minValue(0, COMMON_MESSAGES.offset)), 0),
};

const currencyField = v.optional(v.picklist(CURRENCY_CODES, COMMON_MESSAGES.currency), 'PKR');

function flightFields(today?: string) {
  const m = FLIGHT_MESSAGES;
  return {
    origin: place('Origin', m.origin, m.tooLong),
    destination: place('Destination', m.destination, m.tooLong),
    departureDate: dateField({ required: m.departureDate, format: m.departureFormat, past: m.departurePast, far: m.departureFar }, today),
    returnDate: optionalDate(m.returnFormat),
    adults: count(FLIGHT_PARTY.adults.min, FLIGHT_PARTY.adults.max, m.adults),
    children: count(FLIGHT_PARTY.children.min, FLIGHT_PARTY.children.max, m.children),
    infants: count(FLIGHT_PARTY.infants.min, FLIGHT_PARTY.infants.max, m.infants),
  };
}

const differentPlaces = (i: { origin: string; destination: string }) => i.origin.toUpperCase() !== i.destination.toUpperCase();
const returnAfterDeparture = (i: { departureDate: string; returnDate?: string }) => !i.returnDate || i.returnDate > i.departureDate;
const infantOnLap = (i: { adults: number; infants: number }) => i.infants <= i.adults;

/** The provider flight search as the API receives it (GET /api/travelpayouts/flights/search, flightSearch). */
export function flightQuerySchema(today?: string) {
  return v.pipe(
    v.object({
      ...flightFields(today),
      tripClass: v.optional(v.picklist(TRIP_CLASSES, FLIGHT_MESSAGES.tripClass), 'Y'),
      currency: currencyField,
      ...pageFields,
    }),
    // checks across fields, each reported on the field a person would correct
    v.forward(v.partialCheck([['origin'], ['destination']], differentPlaces, FLIGHT_MESSAGES.sameAirports), ['destination']),
    v.forward(v.partialCheck([['departureDate'], ['returnDate']], returnAfterDeparture, FLIGHT_MESSAGES.returnBeforeDeparture), [
      'returnDate',
    ]),
    v.forward(v.partialCheck([['adults'], ['infants']], infantOnLap, FLIGHT_MESSAGES.infantLap), ['infants']),
  );
}
export type FlightQuery = v.InferOutput<ReturnType<typeof flightQuerySchema>>;

/** The /flights form: the same rules, plus the trip type; a round trip needs its return date. */
export function flightFormSchema(today?: string) {
  return v.pipe(
    v.object({
      ...flightFields(today),
      tripClass: v.picklist(TRIP_CLASSES, FLIGHT_MESSAGES.tripClass),
      tripType: v.picklist(TRIP_TYPES, FLIGHT_MESSAGES.tripType),
    }),
    v.forward(
      v.partialCheck([['tripType'], ['returnDate']], (i) => i.tripType === 'oneway' || Boolean(i.returnDate), FLIGHT_MESSAGES.returnDate),
      ['returnDate'],
    ),
    v.forward(v.partialCheck([['origin'], ['destination']], differentPlaces, FLIGHT_MESSAGES.sameAirports), ['destination']),
    v.forward(
      v.partialCheck(
        [['tripType'], ['departureDate'], ['returnDate']],
        (i) => i.tripType === 'oneway' || returnAfterDeparture(i),
        FLIGHT_MESSAGES.returnBeforeDeparture,
      ),
      ['returnDate'],
    ),
    v.forward(v.partialCheck([['adults'], ['infants']], infantOnLap, FLIGHT_MESSAGES.infantLap), ['infants']),
  );
}

function hotelFields(today?: string) {
  const m = HOTEL_MESSAGES;
  return {
    location: place('Location', m.location, m.locationLong, 2),
    checkIn: dateField({ required: m.checkIn, format: m.checkInFormat, past: m.checkInPast, far: m.checkInFar }, today),
    checkOut: dateField({ required: m.checkOut, format: m.checkOutFormat }),
    adults: count(PROVIDER_HOTEL.adults.min, PROVIDER_HOTEL.adults.max, m.adults),
    children: count(PROVIDER_HOTEL.children.min, PROVIDER_HOTEL.children.max, m.children),
    rooms: count(PROVIDER_HOTEL.rooms.min, PROVIDER_HOTEL.rooms.max, m.rooms),
  };
}

const checkOutAfterCheckIn = (i: { checkIn: string; checkOut: string }) => i.checkOut > i.checkIn;
const shortEnoughStay = (i: { checkIn: string; checkOut: string }) => daysBetween(i.checkIn, i.checkOut) <= PROVIDER_HOTEL.maxNights;
const adultPerRoom = (i: { adults: number; rooms: number }) => i.adults >= i.rooms;

/** The provider hotel search as the API receives it (GET /api/travelpayouts/hotels/search, providerHotelSearch). */
export function hotelQuerySchema(today?: string) {
  return v.pipe(
    v.object({
      ...hotelFields(today),
      currency: currencyField,
      language: v.optional(v.pipe(v.string(HOTEL_MESSAGES.language), v.regex(/^[a-z]{2}$/, HOTEL_MESSAGES.language)), 'en'),
      ...pageFields,
    }),
    v.forward(v.partialCheck([['checkIn'], ['checkOut']], checkOutAfterCheckIn, HOTEL_MESSAGES.checkOutBeforeCheckIn), ['checkOut']),
    v.forward(v.partialCheck([['checkIn'], ['checkOut']], shortEnoughStay, HOTEL_MESSAGES.tooManyNights), ['checkOut']),
    v.forward(v.partialCheck([['adults'], ['rooms']], adultPerRoom, HOTEL_MESSAGES.adultPerRoom), ['adults']),
  );
}
export type HotelQuery = v.InferOutput<ReturnType<typeof hotelQuerySchema>>;

/** The provider hotel search form on the hotels screen. */
export function hotelFormSchema(today?: string) {
  return v.pipe(
    v.object(hotelFields(today)),
    v.forward(v.partialCheck([['checkIn'], ['checkOut']], checkOutAfterCheckIn, HOTEL_MESSAGES.checkOutBeforeCheckIn), ['checkOut']),
    v.forward(v.partialCheck([['checkIn'], ['checkOut']], shortEnoughStay, HOTEL_MESSAGES.tooManyNights), ['checkOut']),
    v.forward(v.partialCheck([['adults'], ['rooms']], adultPerRoom, HOTEL_MESSAGES.adultPerRoom), ['adults']),
  );
}

/** Autocomplete input: shorter than 2 characters gives no suggestions (not an error); at most 5. */
export const suggestionQuerySchema = v.object({
  query: v.pipe(v.string(), v.trim(), v.maxLength(AUTOCOMPLETE.maxChars, COMMON_MESSAGES.query), singleLine('Search text')),
  limit: v.optional(count(1, AUTOCOMPLETE.maxItems, COMMON_MESSAGES.suggestionLimit), AUTOCOMPLETE.maxItems),
});

// Aviasales' trip_class: 0 economy, 1 business, 2 first.
const AVIASALES_CLASS: Record<TripClass, string> = { Y: '0', C: '1', F: '2' };

export type HandOffFlight = {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string | null;
  adults: number;
  children: number;
  infants: number;
  tripClass: TripClass;
  marker: string;
  bookingToken: string;
};

/** The metasearch search page a Book button opens (spec point 7): the route, dates, party, class, marker and token. */
export function flightHandOffUrl(f: HandOffFlight): string {
  const params = new URLSearchParams({
    origin_iata: f.origin.toUpperCase(),
    destination_iata: f.destination.toUpperCase(),
    depart_date: f.departureDate,
  });
  if (f.returnDate) params.set('return_date', f.returnDate);
  params.set('one_way', f.returnDate ? 'false' : 'true');
  params.set('adults', String(f.adults));
  params.set('children', String(f.children));
  params.set('infants', String(f.infants));
  params.set('trip_class', AVIASALES_CLASS[f.tripClass]);
  params.set('marker', f.marker);
  params.set('booking_token', f.bookingToken);
  params.set('with_request', 'true');
  return `https://www.aviasales.com/searches/new?${params.toString()}`;
}
