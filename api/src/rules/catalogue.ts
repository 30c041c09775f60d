import * as v from 'valibot';
import { CURRENCY_CODES, type CurrencyCode } from './currencies.js';
import { type DecimalString, type Factor, factor, formatCents, fromCents, mulCents, mulToCents, toCents } from './money.js';
import { singleLine } from './text.js';

// The catalogue's domain rules (spec points 3, 5 and 9), shared by the API and the web forms.

export const PACKAGE_TYPES = ['umrah', 'hajj', 'holiday', 'international', 'domestic'] as const;
export type PackageTypeValue = (typeof PACKAGE_TYPES)[number];
export const PACKAGE_TYPE_LABELS: Record<PackageTypeValue, string> = { umrah: 'Umrah', hajj: 'Hajj', holiday: 'Holiday', international: 'International', domestic: 'Domestic' };

export const TRANSPORT_TYPES = ['car_rental', 'bus', 'train', 'airport_transfer'] as const;
export type TransportTypeValue = (typeof TRANSPORT_TYPES)[number];
export const TRANSPORT_TYPE_LABELS: Record<TransportTypeValue, string> = { car_rental: 'Car Rental', bus: 'Bus', train: 'Train', airport_transfer: 'Airport Transfer' };

export const ROOM_KINDS = ['Standard', 'Deluxe', 'Suite'] as const;
export type RoomKindValue = (typeof ROOM_KINDS)[number];

// Pakistan's standard rate of sales tax on services (16%, as levied by the provincial revenue authorities on hotel
// services); applied to a stay's subtotal. One constant: change it here and every price follows.
export const HOTEL_TAX_RATE = '0.16';

// Local hotel search limits (spec points 5 and 9). A stay is capped so one search never scans a year of nights.
export const HOTEL_MAX_ROOMS = 5;
export const HOTEL_MAX_GUESTS = 6;
export const HOTEL_MAX_NIGHTS = 30;

export const PackageTypeSchema = v.picklist(PACKAGE_TYPES, `Type must be one of ${PACKAGE_TYPES.join(', ')}`);
export const TransportTypeSchema = v.picklist(TRANSPORT_TYPES, `Type must be one of ${TRANSPORT_TYPES.join(', ')}`);
export const CurrencySchema = v.picklist(CURRENCY_CODES, `Currency must be one of ${CURRENCY_CODES.join(', ')}`);

// Common spellings travellers type for the same city; keys are what `cityKey` returns.
const CITY_ALIASES: Record<string, string[]> = {
  makkah: ['mecca', 'makka', 'mekka', 'mekkah', 'makkah al mukarramah', 'makkah al-mukarramah', 'mecca al mukarramah'],
  madinah: ['medina', 'madina', 'medinah', 'al madinah', 'madinah al munawwarah', 'madinah munawwarah', 'al-madinah'],
  jeddah: ['jiddah', 'jedda', 'jidda'],
  istanbul: ['istambul', 'constantinople'],
  hunza: ['karimabad', 'hunza valley'],
  swat: ['swat valley', 'mingora'],
  karachi: ['khi'],
  lahore: ['lhe'],
  islamabad: ['isb'],
  dubai: ['dxb'],
};
const ALIAS_TO_KEY = new Map<string, string>();
for (const [key, aliases] of Object.entries(CITY_ALIASES)) {
  ALIAS_TO_KEY.set(key, key);
  for (const alias of aliases) ALIAS_TO_KEY.set(alias, key);
}

/**
 * The key a city is stored and searched under: lower case, accents and punctuation folded, known aliases mapped
 * (Mecca → makkah, Medina → madinah). Any other city keys as its folded name.
 */
export function cityKey(city: string): string {
  const folded = city
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ALIAS_TO_KEY.get(folded) ?? ALIAS_TO_KEY.get(folded.replace(/ /g, '-')) ?? folded;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Whole nights between two yyyy-MM-dd dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

export const CITY_MAX = 100;
export const CitySchema = v.pipe(
  v.string('City is required'),
  v.trim(),
  v.minLength(1, 'City is required'),
  v.maxLength(CITY_MAX, `City must be at most ${CITY_MAX} characters`),
  singleLine('City'),
);
export const CheckInSchema = v.pipe(
  v.string('Check-in date is required'),
  v.minLength(1, 'Check-in date is required'),
  v.check(isIsoDate, 'Check-in date must be a date (yyyy-MM-dd)'),
);
export const CheckOutSchema = v.pipe(
  v.string('Check-out date is required'),
  v.minLength(1, 'Check-out date is required'),
  v.check(isIsoDate, 'Check-out date must be a date (yyyy-MM-dd)'),
);
export const ROOMS_RANGE_MESSAGE = `Rooms must be between 1 and ${HOTEL_MAX_ROOMS}`;
export const GUESTS_RANGE_MESSAGE = `Guests must be between 1 and ${HOTEL_MAX_GUESTS}`;
export const RoomsSchema = v.pipe(
  v.number(ROOMS_RANGE_MESSAGE),
  v.integer(ROOMS_RANGE_MESSAGE),
  v.minValue(1, ROOMS_RANGE_MESSAGE),
  v.maxValue(HOTEL_MAX_ROOMS, ROOMS_RANGE_MESSAGE),
);
export const GuestsSchema = v.pipe(
  v.number(GUESTS_RANGE_MESSAGE),
  v.integer(GUESTS_RANGE_MESSAGE),
  v.minValue(1, GUESTS_RANGE_MESSAGE),
  v.maxValue(HOTEL_MAX_GUESTS, GUESTS_RANGE_MESSAGE),
);

export const CHECK_IN_FUTURE = 'Check-in date must be in the future';
export const CHECK_OUT_AFTER = 'Check-out date must be after check-in date';
export const STAY_TOO_LONG = `A stay can be at most ${HOTEL_MAX_NIGHTS} nights`;

/** A stay's length rules, which need no clock: check-out after check-in, at most HOTEL_MAX_NIGHTS nights. */
export function stayLengthProblem(checkIn: string, checkOut: string): string | undefined {
  if (checkOut <= checkIn) return CHECK_OUT_AFTER;
  if (nightsBetween(checkIn, checkOut) > HOTEL_MAX_NIGHTS) return STAY_TOO_LONG;
  return undefined;
}

/**
 * The date rules checked on submit (spec point 5): check-in strictly after `today` (the searcher's calendar day),
 * then the stay's length rules. Returns the first broken rule's message.
 */
export function stayDatesProblem(checkIn: string, checkOut: string, today: string): string | undefined {
  if (checkIn <= today) return CHECK_IN_FUTURE;
  return stayLengthProblem(checkIn, checkOut);
}

type StayDates = { checkInDate: string; checkOutDate: string };

/** The first stay length rule `stay` breaks, as a valibot issue on its check-out date. */
export function stayLengthIssue(stay: StayDates): { message: string; path: [v.ObjectPathItem] } | undefined {
  const message = stayLengthProblem(stay.checkInDate, stay.checkOutDate);
  if (!message) return undefined;
  return { message, path: [{ type: 'object', origin: 'value', input: stay, key: 'checkOutDate', value: stay.checkOutDate }] };
}

/** The stay length rules as a valibot action, for an object with checkInDate and checkOutDate once its fields are right. */
export function stayLengthCheck<T extends StayDates>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const issue = dataset.typed ? stayLengthIssue(dataset.value) : undefined;
    if (issue) addIssue(issue);
  });
}

/** The whole local hotel search, as the API checks it; `today` is yyyy-MM-dd. */
export function hotelSearchSchema(today: string) {
  return withStayDates(
    v.object({
      city: CitySchema,
      checkInDate: CheckInSchema,
      checkOutDate: CheckOutSchema,
      rooms: RoomsSchema,
      guests: GuestsSchema,
      currency: CurrencySchema,
    }),
    today,
  );
}

/** One hotel's stay (its prices in every currency): the search's rules without the city and the currency. */
export function hotelStaySchema(today: string) {
  return withStayDates(v.object({ checkInDate: CheckInSchema, checkOutDate: CheckOutSchema, rooms: RoomsSchema, guests: GuestsSchema }), today);
}

function withStayDates<S extends v.GenericSchema<unknown, { checkInDate: string; checkOutDate: string }>>(schema: S, today: string) {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<S>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = stayDatesProblem(dataset.value.checkInDate, dataset.value.checkOutDate, today);
      if (problem) addIssue({ message: problem });
    }),
  );
}
export type HotelSearchInput = v.InferOutput<ReturnType<typeof hotelSearchSchema>>;

export type StayPrice = {
  currency: CurrencyCode;
  pricePerNight: DecimalString;
  subtotal: DecimalString;
  taxes: DecimalString;
  total: DecimalString;
  formatted: { pricePerNight: string; subtotal: string; taxes: string; total: string };
};

const TAX = factor(HOTEL_TAX_RATE);

/**
 * A stay priced in `currency`: the nightly PKR price converted once (rounded to 2 decimals), then
 * subtotal = price per night × nights × rooms, taxes = subtotal × HOTEL_TAX_RATE (rounded), total = subtotal + taxes,
 * so the breakdown adds up exactly as shown in every currency. In integer cents (money.ts); `rate` may come parsed.
 */
export function priceStay(
  pricePerNightPkr: DecimalString,
  nights: number,
  rooms: number,
  currency: CurrencyCode,
  rate: DecimalString | Factor,
): StayPrice {
  const pricePerNight = currency === 'PKR' ? toCents(pricePerNightPkr) : mulToCents(pricePerNightPkr, typeof rate === 'string' ? factor(rate) : rate);
  return priceStayFromNightly(pricePerNight, nights * rooms, currency);
}

/** A stay's subtotal, taxes and total in whole cents, from its nightly price in cents and nights × rooms (priceStay). */
export function stayCents(pricePerNight: number, roomNights: number): { subtotal: number; taxes: number; total: number } {
  const subtotal = pricePerNight * roomNights;
  const taxes = mulCents(subtotal, TAX);
  const total = subtotal + taxes;
  // past 2^53 cents (90 trillion) an integer would round: refused rather than wrong
  if (!Number.isSafeInteger(total)) throw new RangeError(`Amount out of range: ${fromCents(pricePerNight)} × ${roomNights}`);
  return { subtotal, taxes, total };
}

/** priceStay from the nightly price already converted to `currency`, in whole cents, for `roomNights` = nights × rooms. */
export function priceStayFromNightly(pricePerNight: number, roomNights: number, currency: CurrencyCode): StayPrice {
  const { subtotal, taxes, total } = stayCents(pricePerNight, roomNights);
  return {
    currency,
    pricePerNight: fromCents(pricePerNight),
    subtotal: fromCents(subtotal),
    taxes: fromCents(taxes),
    total: fromCents(total),
    formatted: {
      pricePerNight: formatCents(pricePerNight, currency),
      subtotal: formatCents(subtotal, currency),
      taxes: formatCents(taxes, currency),
      total: formatCents(total, currency),
    },
  };
}
