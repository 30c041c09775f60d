import { CURRENCY_STYLE, type CurrencyCode } from './currencies.js';

// Money is carried as decimal strings ("125000.00") and computed exactly on integers, so no PKR amount ever passes
// through binary floating point. A decimal is an integer mantissa and a scale (digits after the point): sums and
// products are exact on BigInt, then rounded half away from zero to cents. The hot paths (a hotel search prices
// hundreds of stays) work on integer cents with a pre-parsed Factor: safe-integer arithmetic while the product stays
// below 2^53, BigInt beyond. No operation here divides, so none needs an arbitrary-precision decimal library; the
// results are exactly big.js's (rules/money.test.ts compares them over 100,000 random cases). Shared by the API and
// the web client.
export type DecimalString = string;

const DECIMAL = /^-?\d+(\.\d+)?$/;
const NUMBER_TEXT = /^(-?\d+(?:\.\d+)?)e([+-]\d+)$/;

export function isDecimal(value: unknown): value is DecimalString {
  return typeof value === 'string' && DECIMAL.test(value);
}

// value = m / 10^s
type Dec = { m: bigint; s: number };

const POW10: bigint[] = [1n];
function pow10(n: number): bigint {
  for (let i = POW10.length; i <= n; i++) POW10[i] = POW10[i - 1] * 10n;
  return POW10[n];
}

function fromText(text: string): Dec {
  const dot = text.indexOf('.');
  return dot < 0 ? { m: BigInt(text), s: 0 } : { m: BigInt(text.slice(0, dot) + text.slice(dot + 1)), s: text.length - dot - 1 };
}

function dec(value: DecimalString | number): Dec {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
    // String() writes very large and very small numbers with an exponent (1e+21, 1e-7)
    const text = String(value);
    const exp = NUMBER_TEXT.exec(text);
    if (!exp) return fromText(text);
    const d = fromText(exp[1]);
    const s = d.s - Number(exp[2]);
    return s >= 0 ? { m: d.m, s } : { m: d.m * pow10(-s), s: 0 };
  }
  if (!isDecimal(value)) throw new RangeError(`Not a decimal amount: ${value}`);
  return fromText(value);
}

/** Rounded half away from zero to hundredths. */
function centsOf(d: Dec): bigint {
  if (d.s <= 2) return d.m * pow10(2 - d.s);
  const div = pow10(d.s - 2);
  const a = d.m < 0n ? -d.m : d.m;
  const q = a / div + ((a % div) * 2n >= div ? 1n : 0n);
  return d.m < 0n ? -q : q;
}

function digits(cents: bigint): string {
  const text = String(cents < 0n ? -cents : cents).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

// the whole units and the cents of |cents| (a safe integer): a/100 is within half an ulp of the quotient, so floor
// is exact, and so is the remainder
function split(cents: number): [units: number, rest: number] {
  const a = cents < 0 ? -cents : cents;
  const units = Math.floor(a / 100);
  return [units, a - units * 100];
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

// big.js's toFixed(2) writes the sign of the value it rounds: a product rounded first (round(2) then toFixed) to
// zero has none, a sum formatted directly ("-0.001" → "-0.00") keeps it. Each function below does what it did.
function fixed2(cents: bigint, negative: boolean): DecimalString {
  return `${negative ? '-' : ''}${digits(cents)}`;
}

function rounded(d: Dec): DecimalString {
  const c = centsOf(d);
  return fixed2(c, c < 0n);
}

function aligned(values: Dec[]): Dec[] {
  const s = Math.max(...values.map((d) => d.s));
  return values.map((d) => ({ m: d.m * pow10(s - d.s), s }));
}

/** Rounds half away from zero to 2 decimals, the way the spec's conversion rounds. */
export function round2(value: DecimalString | number): DecimalString {
  return rounded(dec(value));
}

/** amount in currency = PKR amount × rate, rounded to 2 decimals (spec point 9). */
export function convertFromPkr(amountPkr: DecimalString | number, rate: DecimalString | number): DecimalString {
  return multiply(amountPkr, rate);
}

export function add(...values: Array<DecimalString | number>): DecimalString {
  if (!values.length) return '0.00';
  const terms = aligned(values.map(dec));
  const sum = { m: terms.reduce((acc, d) => acc + d.m, 0n), s: terms[0].s };
  return fixed2(centsOf(sum), sum.m < 0n);
}

export function multiply(value: DecimalString | number, factor: DecimalString | number): DecimalString {
  const a = dec(value);
  const b = dec(factor);
  return rounded({ m: a.m * b.m, s: a.s + b.s });
}

export function subtract(a: DecimalString | number, b: DecimalString | number): DecimalString {
  const [x, y] = aligned([dec(a), dec(b)]);
  const diff = { m: x.m - y.m, s: x.s };
  return fixed2(centsOf(diff), diff.m < 0n);
}

export function compare(a: DecimalString | number, b: DecimalString | number): -1 | 0 | 1 {
  const [x, y] = aligned([dec(a), dec(b)]);
  return x.m < y.m ? -1 : x.m > y.m ? 1 : 0;
}

// ---- integer cents: the hot paths -------------------------------------------------------------------------------

/** A decimal factor (an exchange rate, a tax rate) parsed once, for mulCents. */
export type Factor = { m: number; div: number; big: bigint; s: number; bigDiv: bigint; safe: boolean };

export function factor(value: DecimalString | number): Factor {
  const d = dec(value);
  // "0.0035650000" → 3565 / 10^6: trailing zeros only make the products bigger
  let { m, s } = d;
  while (s > 0 && m % 10n === 0n) {
    m /= 10n;
    s--;
  }
  const abs = m < 0n ? -m : m;
  const safe = abs <= BigInt(Number.MAX_SAFE_INTEGER) && s <= 15;
  return { m: Number(m), div: 10 ** s, big: m, s, bigDiv: pow10(s), safe };
}

function safeCents(c: bigint): number {
  if (c > BigInt(Number.MAX_SAFE_INTEGER) || c < -BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount out of range: ${c} cents`);
  return Number(c);
}

// what a numeric(…, 2) column reads as: whole cents without a detour through BigInt
const CENTS_TEXT = /^-?\d{1,13}\.\d\d$/;

/** An amount in whole cents (hundredths), rounded half away from zero like round2. */
export function toCents(value: DecimalString | number): number {
  if (typeof value === 'string' && CENTS_TEXT.test(value)) return Number(value.slice(0, -3) + value.slice(-2)) + 0;
  return safeCents(centsOf(dec(value)));
}

/** cents × f, rounded half away from zero to cents: exactly multiply()'s result, as cents. */
export function mulCents(cents: number, f: Factor): number {
  const a = cents < 0 ? -cents : cents;
  const m = f.m < 0 ? -f.m : f.m;
  if (f.safe && (m === 0 || a <= Number.MAX_SAFE_INTEGER / m)) {
    // a × m is below 2^53: exact as a double, and so are the quotient and remainder below
    const p = a * m;
    let q = Math.floor(p / f.div);
    let r = p - q * f.div;
    if (r < 0) {
      q--;
      r += f.div;
    } else if (r >= f.div) {
      q++;
      r -= f.div;
    }
    if (r * 2 >= f.div) q++;
    return q === 0 ? 0 : (cents < 0) !== (f.m < 0) ? -q : q;
  }
  const p = BigInt(cents) * f.big;
  const abs = p < 0n ? -p : p;
  const q = abs / f.bigDiv + ((abs % f.bigDiv) * 2n >= f.bigDiv ? 1n : 0n);
  return safeCents(p < 0n ? -q : q);
}

/** value × f in cents, rounded half away from zero: exactly multiply(value, f)'s result, as cents. */
export function mulToCents(value: DecimalString | number, f: Factor): number {
  if (typeof value === 'string' && CENTS_TEXT.test(value)) return mulCents(toCents(value), f);
  const d = dec(value);
  if (d.s <= 2) return mulCents(safeCents(centsOf(d)), f);
  return safeCents(centsOf({ m: d.m * f.big, s: d.s + f.s }));
}

/** 44563 → "445.63" (the DecimalString of an amount in cents). */
export function fromCents(cents: number): DecimalString {
  const [units, rest] = split(cents);
  return `${cents < 0 ? '-' : ''}${units}.${twoDigits(rest)}`;
}

// ---- formatting --------------------------------------------------------------------------------------------------

// en-US grouping, what Intl.NumberFormat wrote: "1,234,567"
function groupedText(int: string): string {
  let out = int.slice(0, int.length % 3 || 3);
  for (let i = out.length; i < int.length; i += 3) out += `,${int.slice(i, i + 3)}`;
  return out;
}

function groupedUnits(units: number): string {
  if (units < 1000) return `${units}`;
  return units < 1_000_000 ? `${Math.floor(units / 1000)},${String(units % 1000).padStart(3, '0')}` : groupedText(`${units}`);
}

// ".50" for fixed2 currencies; PKR drops zero decimals (".5", or nothing)
function decimals(rest: number, code: CurrencyCode): string {
  if (CURRENCY_STYLE[code].decimals === 'fixed2') return `.${twoDigits(rest)}`;
  return rest === 0 ? '' : rest % 10 === 0 ? `.${rest / 10}` : `.${twoDigits(rest)}`;
}

const PREFIX = Object.fromEntries(
  Object.entries(CURRENCY_STYLE).map(([code, style]) => [code, `${style.symbol}${style.spaced ? ' ' : ''}`]),
) as Record<CurrencyCode, string>;

/**
 * Formats an amount already in `code` (spec point 9): PKR "Rs 125,000" (no forced decimals);
 * USD/GBP/EUR "$1,234.50"; AED/SAR/QAR "AED 1,234.50".
 */
export function formatMoney(amount: DecimalString | number, code: CurrencyCode): string {
  const d = dec(amount);
  const fixed = digits(centsOf(d));
  const dot = fixed.length - 3;
  return `${d.m < 0n ? '-' : ''}${PREFIX[code]}${groupedText(fixed.slice(0, dot))}${decimals(Number(fixed.slice(dot + 1)), code)}`;
}

/** formatMoney of an amount in cents. */
export function formatCents(cents: number, code: CurrencyCode): string {
  const [units, rest] = split(cents);
  return `${cents < 0 ? '-' : ''}${PREFIX[code]}${groupedUnits(units)}${decimals(rest, code)}`;
}

/** Converts a PKR amount and formats it in `code`. */
export function formatFromPkr(amountPkr: DecimalString | number, code: CurrencyCode, rate: DecimalString | number): string {
  return formatMoney(convertFromPkr(amountPkr, rate), code);
}
