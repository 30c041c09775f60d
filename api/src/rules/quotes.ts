import { DateTime } from 'luxon';
import * as v from 'valibot';
import { AGENT_SALES_MESSAGES, CUSTOMER_NAME_MAX, CustomerSchema } from './agent-sales.js';
import { CurrencySchema } from './catalogue.js';
import { MARKET_ZONE } from './dates.js';
import { multiLine } from './text.js';

// Quotes for customers (issue 39): an agency prices up to ten bookable items for a customer, shares them by a link
// (/q/<token>) and WhatsApp, and the customer accepts them at the quoted price. The rules of the quote itself live here
// (each item is a booking request: rules/bookings.ts BookSchema is its rule).

export const QUOTE_ITEM_TYPES = ['package', 'hotel', 'transport'] as const;
export type QuoteItemTypeValue = (typeof QUOTE_ITEM_TYPES)[number];
// what is stored; 'expired' is read from expires_at for anything not accepted
export const QUOTE_STATUSES = ['sent', 'viewed', 'accepted', 'changed'] as const;
export type QuoteStatusValue = (typeof QUOTE_STATUSES)[number];
export type QuoteShownStatus = QuoteStatusValue | 'expired';

export const QUOTE_LIMITS = {
  itemsMax: 10,
  noteMax: 1000,
  validHoursMin: 1,
  validHoursMax: 168,
  validHoursDefault: 24,
  // 32 random bytes, base64url
  tokenBytes: 32,
  summaryMax: 300,
  itemNameMax: 300,
  // the public routes, per address and minute
  viewsPerMinute: 30,
  acceptsPerMinute: 10,
} as const;

export const QUOTE_MESSAGES = {
  noItems: 'A quote needs at least one item',
  tooManyItems: `A quote has at most ${QUOTE_LIMITS.itemsMax} items`,
  customerName: 'Customer name is required',
  customerNameLong: `Customer name must be at most ${CUSTOMER_NAME_MAX} characters`,
  validHours: `Validity must be a whole number of hours from ${QUOTE_LIMITS.validHoursMin} to ${QUOTE_LIMITS.validHoursMax}`,
  noteLong: `Note must be at most ${QUOTE_LIMITS.noteMax} characters`,
  itemType: `Item type must be one of ${QUOTE_ITEM_TYPES.join(', ')}`,
  notFound: 'Quote not found',
  notAvailable: 'This quote is not available',
  alreadyAccepted: 'This quote was already accepted',
  pricesChanged: 'Prices have changed since this quote was made',
  agencyCannotPay: 'Your agency cannot confirm this quote right now: it has been told, please contact it',
  passengers: (n: number) => `Enter the name and passport number of each of the ${n} traveller(s)`,
  beyondGuarantee: (time: string) => `The quote cannot be valid beyond ${time}, when a supplier's price ends`,
} as const;

const validHours = v.pipe(
  v.number(QUOTE_MESSAGES.validHours),
  v.integer(QUOTE_MESSAGES.validHours),
  v.minValue(QUOTE_LIMITS.validHoursMin, QUOTE_MESSAGES.validHours),
  v.maxValue(QUOTE_LIMITS.validHoursMax, QUOTE_MESSAGES.validHours),
);

const isEmail = (s: string) => v.safeParse(v.pipe(v.string(), v.email()), s).success;
// optional: empty is none; else the bookings' own e-mail rule
const optionalEmail = v.pipe(
  v.nullish(v.string(AGENT_SALES_MESSAGES.email), ''),
  v.trim(),
  v.check((s) => s === '' || (s.length <= 254 && isEmail(s)), AGENT_SALES_MESSAGES.email),
  v.transform((s) => (s === '' ? null : s.toLowerCase())),
);

/** The quote's customer: a name, a phone (the bookings' phone rule), an e-mail when known. */
export const QuoteCustomerSchema = v.object({
  name: v.pipe(
    v.nullish(v.string(QUOTE_MESSAGES.customerName), ''),
    v.trim(),
    v.minLength(1, QUOTE_MESSAGES.customerName),
    v.maxLength(CUSTOMER_NAME_MAX, QUOTE_MESSAGES.customerNameLong),
  ),
  phone: CustomerSchema.entries.phone,
  email: optionalEmail,
});

/** A quote without its items' own rules (each item is checked by BookSchema, its errors under items.<i>.). */
export const QuoteSchema = v.object({
  customer: v.pipe(v.nullish(v.unknown(), {}), v.transform((c) => c ?? {}), QuoteCustomerSchema),
  items: v.pipe(
    v.array(v.unknown(), QUOTE_MESSAGES.noItems),
    v.minLength(1, QUOTE_MESSAGES.noItems),
    v.maxLength(QUOTE_LIMITS.itemsMax, QUOTE_MESSAGES.tooManyItems),
  ),
  validHours: v.nullish(validHours, QUOTE_LIMITS.validHoursDefault),
  note: v.pipe(
    v.nullish(v.string(), ''),
    v.trim(),
    v.maxLength(QUOTE_LIMITS.noteMax, QUOTE_MESSAGES.noteLong),
    multiLine('Note'),
    v.transform((s) => (s === '' ? null : s)),
  ),
  currency: v.nullish(CurrencySchema, 'PKR'),
});
export type QuoteValues = v.InferOutput<typeof QuoteSchema>;

/**
 * The earliest moment a supplier's price for these items ends (a quote cannot promise a price beyond it), or null
 * when none limits it. Packages, hotel stays and transport are priced by the catalogue with no supplier guarantee
 * today: null. Flight offers and Umrah groups (when quotable) will bring their offers' expiry here.
 */
export function guaranteeUntil(items: ReadonlyArray<{ type: string; priceGuaranteedUntil?: Date | null }>): Date | null {
  let earliest: Date | null = null;
  for (const item of items) {
    const until = item.priceGuaranteedUntil ?? null;
    if (until && (!earliest || until.getTime() < earliest.getTime())) earliest = until;
  }
  return earliest;
}

/** A moment as the guarantee message writes it (Pakistan time). */
export function quoteTime(at: Date): string {
  return `${DateTime.fromJSDate(at, { zone: MARKET_ZONE }).setLocale('en-GB').toFormat('d LLL yyyy, h:mm a')} (Pakistan time)`;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A share token's shape (base64url of 32 bytes): anything else never reaches SQL. */
export function isQuoteToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN.test(token);
}

/**
 * The digits wa.me wants for a phone: no +, spaces or dashes; an international 00 prefix dropped; a Pakistani number
 * written nationally (a leading 0, 03xx…) gets its country code 92. Null when too few digits are left.
 */
export function whatsappDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const plus = phone.trim().startsWith('+');
  let digits = phone.replace(/\D/g, '');
  if (!plus && digits.startsWith('00')) digits = digits.slice(2);
  else if (!plus && digits.startsWith('0')) digits = `92${digits.slice(1)}`;
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
}

/** A wa.me link to `phone` with `text` (null when the phone has no usable digits). */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const digits = whatsappDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

/** The short reference of a quote people can say on the phone: the first 8 characters of its id, upper-cased. */
export function shortQuoteRef(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** The agent's message to the customer with the link, in the agent's language. */
export function shareText(lang: string, customerName: string, agencyName: string, link: string): string {
  if (lang === 'ur') return `السلام علیکم ${customerName}، ${agencyName} کی طرف سے آپ کی کوٹیشن یہ ہے: ${link}`;
  return `Hello ${customerName}, here is your quote from ${agencyName}: ${link}`;
}

/** The customer's question to the agency (in English: the agency reads it). */
export function askText(id: string): string {
  return `About your quote ${shortQuoteRef(id)}`;
}
