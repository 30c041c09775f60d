import * as v from 'valibot';
import { isIsoDate, PACKAGE_TYPES } from './catalogue.js';
import { requiredText } from './common.js';
import { compare, isDecimal, round2 } from './money.js';
import { forbiddenCharsMessage, hasForbiddenChars, multiLine, singleLine } from './text.js';
import { OCCUPANCIES } from './umrah.js';

// The package form's rules (spec points 3, 5, 8 and 9): one schema for the API (create and update) and the
// agent / admin dialogs alike.

export const PACKAGE_TRANSPORT_CLASSES = ['economy', 'business', 'first'] as const;
export const PACKAGE_TRANSPORT_LABELS: Record<(typeof PACKAGE_TRANSPORT_CLASSES)[number], string> = {
  economy: 'Economy',
  business: 'Business',
  first: 'First Class',
};
export const PACKAGE_STATUSES = ['active', 'inactive', 'draft'] as const;

// spec point 9: at most 5 images of at most 5 MB each
export const MAX_PACKAGE_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5_242_880;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

export const DEFAULT_ADVANCE_PAYMENT_PERCENT = 30;
export const MAX_CAPACITY_LIMIT = 10_000;
export const MAX_NIGHTS = 60;
const MAX_LIST_ITEMS = 30;
const MAX_PRICE = '1000000000000'; // numeric(14,2)

export const PACKAGE_MESSAGES = {
  name: 'Package name is required',
  description: 'Description must be at least 10 characters',
  duration: 'Duration is required',
  price: 'Price must be greater than 0',
  maxCapacity: 'Max capacity must be greater than 0',
  inclusions: 'At least one inclusion is required',
  type: 'Package type must be one of umrah, hajj, holiday, international, domestic',
  transportType: 'Flight class must be economy, business or first',
  rating: 'Hotel rating must be between 1 and 5',
  nights: 'Nights must be 0 or more',
  advancePayment: 'Advance payment must be between 0 and 100',
  tooManyImages: `A package can have at most ${MAX_PACKAGE_IMAGES} images`,
  imageUrl: 'Images must be uploaded with the image uploader',
  imageTooLarge: 'Each image must be at most 5 MB',
  notAnImage: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  originalPrice: 'Original price must be greater than 0',
  startDate: 'Start date must be a date (yyyy-MM-dd)',
  endDate: 'End date must be a date (yyyy-MM-dd)',
  dateOrder: 'End date must be on or after the start date',
  bedPrice: 'Each price per bed must be greater than 0',
  childPrice: 'Child and infant prices must be greater than 0',
  occupancyPrices: 'Prices per bed must be a list of an occupancy and its price',
  occupancy: `Occupancy must be one of ${OCCUPANCIES.join(', ')}`,
  occupancyTwice: 'Each occupancy can have one price only',
  nameChangeFee: 'Name change fee must be an amount in PKR, 0 or more, with at most 2 decimals',
  bedPricesPilgrimageOnly: 'Only Umrah and Hajj packages have prices per bed, child or infant prices',
  capacityBelowBooked: (booked: number) =>
    `Max capacity cannot be less than the ${booked} ${booked === 1 ? 'spot' : 'spots'} already booked`,
} as const;

// what an uploaded image's URL looks like (served by this app: /media/uploads/<id>.<ext>)
export const UPLOADED_IMAGE_URL = /^\/media\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;

export const ADMIN_ONLY_FIELDS = ['destinations', 'countries', 'startDate', 'endDate'] as const;

/** True for the types whose form shows the Makkah / Madinah details. */
export function isPilgrimage(type: string | null | undefined): boolean {
  return type === 'umrah' || type === 'hajj';
}

// money typed in a number input (a number) or sent over GraphQL (a Decimal string) → "125000.00"
const amount = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((x) => (typeof x === 'number' ? (Number.isFinite(x) ? String(x) : '') : x.trim())),
    // later checks run even when an earlier one failed (forms collect every issue): each guards itself
    v.check((s: string) => isDecimal(s) && !s.startsWith('-') && compare(s, '1') >= 0, message),
    v.check((s) => !isDecimal(s) || s.startsWith('-') || /^\d+(\.\d{1,2})?$/.test(s), 'Prices have at most 2 decimals'),
    v.check((s) => !isDecimal(s) || compare(s, MAX_PRICE) < 0, 'Price is too large'),
    v.transform((s) => round2(s)),
  );

const wholeNumber = (message: string, min: number, max: number, maxMessage = message) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, maxMessage));

const optionalText = (max: number, label: string, lines: 'single' | 'multi' = 'single') =>
  v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
      lines === 'multi' ? multiLine(label) : singleLine(label),
      v.transform((s) => (s === '' ? null : s)),
    ),
    null,
  );

const textList = (label: string, maxItem = 200) =>
  v.pipe(
    v.array(v.string(`${label} must be text`), `${label} must be a list`),
    v.transform((list) => list.map((s) => s.trim()).filter((s) => s !== '')),
    v.maxLength(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} ${label.toLowerCase()}`),
    v.check((list) => list.every((s) => s.length <= maxItem), `Each of the ${label.toLowerCase()} must be at most ${maxItem} characters`),
    v.check((list) => !list.some((s) => hasForbiddenChars(s)), forbiddenCharsMessage(label)),
  );

const isoDate = (message: string) =>
  v.nullish(
    v.pipe(
      v.string(message),
      v.trim(),
      v.transform((s) => (s === '' ? null : s)),
      v.check((s) => s === null || isIsoDate(s), message),
    ),
    null,
  );

const optionalWhole = (message: string, min: number, max: number) => v.nullish(wholeNumber(message, min, max), null);

// an optional price: empty means none (not offered)
const optionalAmount = (message: string) =>
  v.pipe(
    v.nullish(v.union([v.number(), v.string()], message)),
    v.transform((x) => (x === undefined || x === null || (typeof x === 'string' && x.trim() === '') ? null : x)),
    v.union([v.null(), amount(message)], message),
  );

// per-bed prices (issue 36): each occupancy at most once, stored in OCCUPANCIES order
const occupancyPrices = v.nullish(
  v.pipe(
    v.array(v.object({ occupancy: v.picklist(OCCUPANCIES, PACKAGE_MESSAGES.occupancy), priceInPkr: amount(PACKAGE_MESSAGES.bedPrice) }), PACKAGE_MESSAGES.occupancyPrices),
    v.check((list) => new Set(list.map((p) => p.occupancy)).size === list.length, PACKAGE_MESSAGES.occupancyTwice),
    v.transform((list) => [...list].sort((a, b) => OCCUPANCIES.indexOf(a.occupancy) - OCCUPANCIES.indexOf(b.occupancy))),
  ),
  [],
);

// a table sent without a list price: the list price is its cheapest bed (set again once the table is checked)
function listPriceFromTable(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const raw = input as Record<string, unknown>;
  const table = Array.isArray(raw.occupancyPrices) ? raw.occupancyPrices : [];
  if (!table.length) return input;
  const prices = table.map((p) => String((p as { priceInPkr?: unknown } | null)?.priceInPkr ?? '').trim()).filter((p) => /^\d+(\.\d{1,2})?$/.test(p) && compare(p, '1') >= 0);
  // no good price in the table: its own message says why (the list price stands in, never stored)
  return { ...raw, priceInPkr: prices.length ? prices.reduce((a, b) => (compare(b, a) < 0 ? b : a)) : '1' };
}

// what the seller charges to correct a traveller's name after booking (issue 37): 0 or more; null or empty = free;
// left out, it stays as it is (a form without the field never resets it)
const fee = v.optional(
  v.pipe(
    v.union([v.number(), v.string(), v.null()], PACKAGE_MESSAGES.nameChangeFee),
    v.transform((x) => (x === null ? '0' : typeof x === 'number' ? (Number.isFinite(x) ? String(x) : '') : x.trim() || '0')),
    v.check((s) => /^\d+(\.\d{1,2})?$/.test(s) && compare(s, MAX_PRICE) < 0, PACKAGE_MESSAGES.nameChangeFee),
    v.transform((s) => round2(s)),
  ),
);

const BED_PRICE_FIELDS = ['childWithBedPriceInPkr', 'childWithoutBedPriceInPkr', 'infantPriceInPkr'] as const;

export const PackageInputSchema = v.pipe(
  v.unknown(),
  v.transform(listPriceFromTable),
  v.object({
    name: v.pipe(requiredText(PACKAGE_MESSAGES.name), v.maxLength(200, 'Package name must be at most 200 characters'), singleLine('Package name')),
    type: v.nullish(v.picklist(PACKAGE_TYPES, PACKAGE_MESSAGES.type), '' as never),
    description: v.optional(
      v.pipe(
        v.string(PACKAGE_MESSAGES.description),
        v.trim(),
        v.minLength(10, PACKAGE_MESSAGES.description),
        v.maxLength(5000, 'Description must be at most 5000 characters'),
        multiLine('Description'),
      ),
      '',
    ),
    duration: v.pipe(requiredText(PACKAGE_MESSAGES.duration), v.maxLength(100, 'Duration must be at most 100 characters'), singleLine('Duration')),
    priceInPkr: v.nullish(amount(PACKAGE_MESSAGES.price), ''),
    // optional: empty means none
    occupancyPrices,
    childWithBedPriceInPkr: optionalAmount(PACKAGE_MESSAGES.childPrice),
    childWithoutBedPriceInPkr: optionalAmount(PACKAGE_MESSAGES.childPrice),
    infantPriceInPkr: optionalAmount(PACKAGE_MESSAGES.childPrice),
    nameChangeFeeInPkr: fee,
    originalPriceInPkr: v.pipe(
      v.nullish(v.union([v.number(), v.string()], PACKAGE_MESSAGES.originalPrice)),
      v.transform((x) => (x === undefined || x === null || (typeof x === 'string' && x.trim() === '') ? null : x)),
      v.union([v.null(), amount(PACKAGE_MESSAGES.originalPrice)], PACKAGE_MESSAGES.originalPrice),
    ),
    maxCapacity: v.optional(
      wholeNumber(PACKAGE_MESSAGES.maxCapacity, 1, MAX_CAPACITY_LIMIT, `Max capacity must be at most ${MAX_CAPACITY_LIMIT}`),
      Number.NaN,
    ),
    inclusions: v.nullish(v.pipe(textList('Inclusions'), v.minLength(1, PACKAGE_MESSAGES.inclusions)), []),
    exclusions: v.nullish(textList('Exclusions'), []),
    departureCity: optionalText(100, 'Departure city'),
    transportType: v.nullish(v.picklist(PACKAGE_TRANSPORT_CLASSES, PACKAGE_MESSAGES.transportType), 'economy'),
    makkahHotel: optionalText(200, 'Makkah hotel'),
    madinahHotel: optionalText(200, 'Madinah hotel'),
    makkahNights: optionalWhole(PACKAGE_MESSAGES.nights, 0, MAX_NIGHTS),
    madinahNights: optionalWhole(PACKAGE_MESSAGES.nights, 0, MAX_NIGHTS),
    makkahHotelRating: optionalWhole(PACKAGE_MESSAGES.rating, 1, 5),
    madinahHotelRating: optionalWhole(PACKAGE_MESSAGES.rating, 1, 5),
    visaIncluded: v.nullish(v.boolean('Visa included must be true or false'), false),
    advancePaymentPercent: v.nullish(wholeNumber(PACKAGE_MESSAGES.advancePayment, 0, 100), DEFAULT_ADVANCE_PAYMENT_PERCENT),
    cancellationPolicy: optionalText(5000, 'Cancellation policy', 'multi'),
    termsAndConditions: optionalText(5000, 'Terms and conditions', 'multi'),
    featured: v.nullish(v.boolean('Featured must be true or false'), false),
    images: v.nullish(
      v.pipe(
        v.array(v.string(PACKAGE_MESSAGES.imageUrl), PACKAGE_MESSAGES.imageUrl),
        v.maxLength(MAX_PACKAGE_IMAGES, PACKAGE_MESSAGES.tooManyImages),
        v.check((list) => list.every((url) => UPLOADED_IMAGE_URL.test(url)), PACKAGE_MESSAGES.imageUrl),
        v.check((list) => new Set(list).size === list.length, 'The same image is listed twice'),
      ),
      [],
    ),
    status: v.nullish(v.picklist(PACKAGE_STATUSES, 'Status must be active, inactive or draft')),
    // the admin form's extra fields (agents cannot set them)
    destinations: v.nullish(textList('Destinations', 100), []),
    countries: v.nullish(textList('Countries', 100), []),
    startDate: isoDate(PACKAGE_MESSAGES.startDate),
    endDate: isoDate(PACKAGE_MESSAGES.endDate),
  }),
  v.forward(
    v.check((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, PACKAGE_MESSAGES.dateOrder),
    ['endDate'],
  ),
  v.forward(
    v.check((p) => isPilgrimage(p.type) || (p.occupancyPrices.length === 0 && BED_PRICE_FIELDS.every((f) => p[f] == null)), PACKAGE_MESSAGES.bedPricesPilgrimageOnly),
    ['occupancyPrices'],
  ),
  // the list price ("from") is the cheapest bed, so lists and search stay right
  v.transform((p) => (p.occupancyPrices.length ? { ...p, priceInPkr: p.occupancyPrices.reduce((a, b) => (compare(b.priceInPkr, a.priceInPkr) < 0 ? b : a)).priceInPkr } : p)),
);

export type PackageValues = v.InferOutput<typeof PackageInputSchema>;

/** The dialog's starting values (spec: type umrah, economy, advance payment 30, not featured, no visa). */
export function emptyPackageForm(): Record<string, unknown> {
  return {
    type: 'umrah',
    transportType: 'economy',
    advancePaymentPercent: DEFAULT_ADVANCE_PAYMENT_PERCENT,
    featured: false,
    visaIncluded: false,
    inclusions: [],
    exclusions: [],
    images: [],
    destinations: [],
    countries: [],
  };
}
