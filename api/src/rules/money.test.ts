import { describe, expect, it } from 'vitest';
import { add, convertFromPkr, formatFromPkr, formatMoney, multiply, round2 } from './money.js';

describe('convertFromPkr', () => {
  it.each([
    // amount, rate, expected — includes cases where a double would drift
    ['125000.00', '0.003565', '445.63'],
    ['100', '0.0133700000', '1.34'],
    ['0.10', '3', '0.30'],
    ['1.005', '1', '1.01'], // half rounds up; as a double 1.005 is 1.00499…
    ['285000', '0.002712', '772.92'],
    ['999999999999.99', '1', '999999999999.99'], // beyond 32-bit, exact
    ['0', '0.003082', '0.00'],
  ])('%s PKR × %s = %s', (amount, rate, expected) => {
    expect(convertFromPkr(amount, rate)).toBe(expected);
  });

  it('adds and multiplies without float drift', () => {
    expect(add('0.10', '0.20')).toBe('0.30');
    expect(multiply('19.99', 3)).toBe('59.97');
    expect(round2('2.675')).toBe('2.68');
  });

  it('refuses values that are not decimals', () => {
    expect(() => convertFromPkr('12abc', '1')).toThrow(RangeError);
    expect(() => convertFromPkr(Number.NaN, '1')).toThrow(RangeError);
  });
});

describe('formatMoney (spec point 9)', () => {
  it.each([
    ['PKR', '125000.00', 'Rs 125,000'],
    ['PKR', '1234.50', 'Rs 1,234.5'],
    ['PKR', '0', 'Rs 0'],
    ['USD', '445.6', '$445.60'],
    ['USD', '1234567.891', '$1,234,567.89'],
    ['GBP', '772.92', '£772.92'],
    ['EUR', '3', '€3.00'],
    ['AED', '1636.5', 'AED 1,636.50'],
    ['SAR', '1671.25', 'SAR 1,671.25'],
    ['QAR', '1622.13', 'QAR 1,622.13'],
  ] as const)('%s %s → %s', (code, amount, expected) => {
    expect(formatMoney(amount, code)).toBe(expected);
  });

  it('formats negatives with the sign first', () => {
    expect(formatMoney('-5', 'USD')).toBe('-$5.00');
  });

  it('converts then formats', () => {
    expect(formatFromPkr('125000', 'AED', '0.013092')).toBe('AED 1,636.50');
    expect(formatFromPkr('125000', 'PKR', '1')).toBe('Rs 125,000');
  });
});
