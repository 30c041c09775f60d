import Big from 'big.js';
import * as v from 'valibot';
import { requiredText, text } from './common.js';
import { add, compare, type DecimalString, multiply } from './money.js';

// Agents sell to their own customers (issue 17 points 3 and 4): a booking made for a customer carries the customer's
// contact and passengers, and the agent's selling price = the net price the agent pays + the agent's markup.

export const MARKUP_PRODUCT_TYPES = ['package', 'hotel', 'transport', 'flight'] as const;
export type MarkupProductType = (typeof MARKUP_PRODUCT_TYPES)[number];
export const MARKUP_KINDS = ['percent', 'fixed'] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];

// the largest fixed markup or override (a numeric(14,2) column holds far more; this is a typo guard)
export const MARKUP_FIXED_MAX = 10_000_000;
export const CUSTOMER_NAME_MAX = 100;
export const MAX_CUSTOMER_PASSENGERS = 10;

export const AGENT_SALES_MESSAGES = {
  leadName: 'Lead passenger name is required',
  leadNameLong: `Lead passenger name must be at most ${CUSTOMER_NAME_MAX} characters`,
  phone: 'Phone must be a phone number (7 to 15 digits, optionally starting with +)',
  phoneRequired: 'Phone is required',
  email: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  passengerName: 'Passenger name is required',
  passengerNameLong: `Passenger name must be at most ${CUSTOMER_NAME_MAX} characters`,
  passport: 'Passport number must be 6 to 9 letters or digits',
  passportRequired: 'Passport number is required',
  tooManyPassengers: `At most ${MAX_CUSTOMER_PASSENGERS} passengers`,
  passengerCount: (n: number) => `Enter the name and passport number of each of the ${n} passenger(s)`,
  passengersOver: (n: number) => `At most ${n} passenger(s) for this booking`,
  markupAmount: 'Markup must be an amount in PKR with at most 2 decimals, 0 or more',
  markupFixedMax: `Markup must be at most Rs ${MARKUP_FIXED_MAX.toLocaleString('en-US')}`,
  percent: 'Markup percent must be between 0 and 100, with at most 2 decimals',
  productType: `Product type must be one of ${MARKUP_PRODUCT_TYPES.join(', ')}`,
  kind: `Markup kind must be one of ${MARKUP_KINDS.join(', ')}`,
  agentsOnly: 'Only travel agents book for customers',
  markupOwner: 'Only the agency owner sets markups',
} as const;

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,22}$/;
export const PASSPORT = /^[A-Z0-9]{6,9}$/;

const phoneDigits = (s: string) => s.replace(/\D/g, '').length;

/** An amount of 0 or more with at most 2 decimals, as a decimal string; numbers welcome (forms). */
const amount = (message: string) =>
  v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.transform((x) => (typeof x === 'number' ? String(x) : x.trim())),
    v.regex(AMOUNT, message),
  );

export const PassengerSchema = v.object({
  name: requiredText(AGENT_SALES_MESSAGES.passengerName),
  passportNumber: text(
    v.pipe(
      v.string(AGENT_SALES_MESSAGES.passportRequired),
      v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
      v.minLength(1, AGENT_SALES_MESSAGES.passportRequired),
      v.regex(PASSPORT, AGENT_SALES_MESSAGES.passport),
    ),
  ),
});
// requiredText trims; the length bound comes after it
const passenger = v.pipe(
  PassengerSchema,
  v.check((p) => p.name.length <= CUSTOMER_NAME_MAX, AGENT_SALES_MESSAGES.passengerNameLong),
);
export type Passenger = v.InferOutput<typeof PassengerSchema>;

/** One booking's markup in PKR, instead of the agent's setting for the product type. */
export const MarkupOverrideSchema = v.pipe(
  amount(AGENT_SALES_MESSAGES.markupAmount),
  v.check((s) => compare(s, MARKUP_FIXED_MAX) <= 0, AGENT_SALES_MESSAGES.markupFixedMax),
);

/** The customer an agent books for: no account needed. */
export const CustomerSchema = v.object({
  leadName: v.pipe(requiredText(AGENT_SALES_MESSAGES.leadName), v.maxLength(CUSTOMER_NAME_MAX, AGENT_SALES_MESSAGES.leadNameLong)),
  phone: v.pipe(
    requiredText(AGENT_SALES_MESSAGES.phoneRequired),
    v.regex(PHONE, AGENT_SALES_MESSAGES.phone),
    v.check((s) => phoneDigits(s) >= 7 && phoneDigits(s) <= 15, AGENT_SALES_MESSAGES.phone),
  ),
  email: v.pipe(
    requiredText(AGENT_SALES_MESSAGES.emailRequired),
    v.email(AGENT_SALES_MESSAGES.email),
    v.maxLength(254, AGENT_SALES_MESSAGES.email),
    v.toLowerCase(),
  ),
  passengers: v.nullish(v.pipe(v.array(passenger), v.maxLength(MAX_CUSTOMER_PASSENGERS, AGENT_SALES_MESSAGES.tooManyPassengers)), []),
  // this booking's markup in PKR, instead of the agent's markup for the product type
  markupInPkr: v.nullish(MarkupOverrideSchema),
});
export type CustomerValues = v.InferOutput<typeof CustomerSchema>;

/**
 * The passengers a booking for a customer must list: a package's every traveller (names and passports for the
 * operator and the visa), at most the travellers for a stay or a ride. Returns the message and the field, or undefined.
 */
export function passengersIssue(
  type: string,
  travellers: number,
  passengers: readonly unknown[],
): { message: string; path: string } | undefined {
  if (type === 'package' && passengers.length !== travellers) return { message: AGENT_SALES_MESSAGES.passengerCount(travellers), path: 'customer.passengers' };
  if (passengers.length > travellers) return { message: AGENT_SALES_MESSAGES.passengersOver(travellers), path: 'customer.passengers' };
  return undefined;
}

/** A markup setting: percent 0–100 or a fixed PKR amount, 2 decimals at most. */
export const MarkupSchema = v.pipe(
  v.object({
    productType: v.picklist(MARKUP_PRODUCT_TYPES, AGENT_SALES_MESSAGES.productType),
    kind: v.picklist(MARKUP_KINDS, AGENT_SALES_MESSAGES.kind),
    value: amount(AGENT_SALES_MESSAGES.markupAmount),
  }),
  v.forward(
    v.check((m) => m.kind !== 'percent' || compare(m.value, 100) <= 0, AGENT_SALES_MESSAGES.percent),
    ['value'],
  ),
  v.forward(
    v.check((m) => m.kind !== 'fixed' || compare(m.value, MARKUP_FIXED_MAX) <= 0, AGENT_SALES_MESSAGES.markupFixedMax),
    ['value'],
  ),
);
export type MarkupValues = v.InferOutput<typeof MarkupSchema>;

export type Markup = { kind: MarkupKind; value: DecimalString };

/**
 * The markup on a net price: a percent of it (rounded half away from zero to the paisa) or a fixed amount; an
 * override (this booking's markup in PKR) wins over the setting; no setting, no markup.
 */
export function markupAmount(net: DecimalString, setting: Markup | null | undefined, override?: DecimalString | null): DecimalString {
  if (override !== undefined && override !== null) return multiply(override, 1);
  if (!setting) return '0.00';
  // dividing by 100 is exact in decimal
  if (setting.kind === 'percent') return multiply(net, new Big(setting.value).div(100).toFixed());
  return multiply(setting.value, 1);
}

/** Net, markup and the customer's price. */
export function sellingPrice(net: DecimalString, setting: Markup | null | undefined, override?: DecimalString | null) {
  const markup = markupAmount(net, setting, override);
  return { netPriceInPkr: multiply(net, 1), markupInPkr: markup, sellingPriceInPkr: add(net, markup) };
}
