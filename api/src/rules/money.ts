import Big from 'big.js';
import { CURRENCY_STYLE, type CurrencyCode } from './currencies.js';

// Money is carried as decimal strings ("125000.00") and computed with big.js, so no PKR amount ever
// passes through binary floating point. Shared by the API and the web client.
export type DecimalString = string;

const DECIMAL = /^-?\d+(\.\d+)?$/;

export function isDecimal(value: unknown): value is DecimalString {
  return typeof value === 'string' && DECIMAL.test(value);
}

function big(value: DecimalString | number): Big {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
    return new Big(String(value));
  }
  if (!isDecimal(value)) throw new RangeError(`Not a decimal amount: ${value}`);
  return new Big(value);
}

/** Rounds half away from zero to 2 decimals, the way the spec's conversion rounds. */
export function round2(value: DecimalString | number): DecimalString {
  return big(value).round(2, Big.roundHalfUp).toFixed(2);
}

/** amount in currency = PKR amount × rate, rounded to 2 decimals (spec point 9). */
export function convertFromPkr(amountPkr: DecimalString | number, rate: DecimalString | number): DecimalString {
  return big(amountPkr).times(big(rate)).round(2, Big.roundHalfUp).toFixed(2);
}

export function add(...values: Array<DecimalString | number>): DecimalString {
  return values.reduce<Big>((sum, v) => sum.plus(big(v)), new Big(0)).toFixed(2);
}

export function multiply(value: DecimalString | number, factor: DecimalString | number): DecimalString {
  return big(value).times(big(factor)).round(2, Big.roundHalfUp).toFixed(2);
}

export function subtract(a: DecimalString | number, b: DecimalString | number): DecimalString {
  return big(a).minus(big(b)).toFixed(2);
}

export function compare(a: DecimalString | number, b: DecimalString | number): -1 | 0 | 1 {
  return big(a).cmp(big(b));
}

const grouped = new Map<string, Intl.NumberFormat>();
function groupFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let f = grouped.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      roundingMode: 'halfExpand',
    } as Intl.NumberFormatOptions);
    grouped.set(key, f);
  }
  return f;
}

// Intl formats a numeric string exactly (ES2023), so the grouping never goes through a double.
function group(value: Big, min: number, max: number): string {
  return groupFormat(min, max).format(value.toFixed(2) as unknown as number);
}

/**
 * Formats an amount already in `code` (spec point 9): PKR "Rs 125,000" (no forced decimals);
 * USD/GBP/EUR "$1,234.50"; AED/SAR/QAR "AED 1,234.50".
 */
export function formatMoney(amount: DecimalString | number, code: CurrencyCode): string {
  const style = CURRENCY_STYLE[code];
  const value = big(amount);
  const negative = value.lt(0);
  const digits = style.decimals === 'none' ? group(value.abs(), 0, 2) : group(value.abs(), 2, 2);
  return `${negative ? '-' : ''}${style.symbol}${style.spaced ? ' ' : ''}${digits}`;
}

/** Converts a PKR amount and formats it in `code`. */
export function formatFromPkr(amountPkr: DecimalString | number, code: CurrencyCode, rate: DecimalString | number): string {
  return formatMoney(convertFromPkr(amountPkr, rate), code);
}
