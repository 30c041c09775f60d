// The seven currencies the marketplace prices in (spec point 9). PKR is the base every amount is stored in.
export const CURRENCY_CODES = ['PKR', 'USD', 'AED', 'SAR', 'QAR', 'GBP', 'EUR'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const BASE_CURRENCY: CurrencyCode = 'PKR';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

// How each currency is written (spec point 9).
export const CURRENCY_STYLE: Record<CurrencyCode, { symbol: string; spaced: boolean; decimals: 'none' | 'fixed2' }> = {
  PKR: { symbol: 'Rs', spaced: true, decimals: 'none' },
  USD: { symbol: '$', spaced: false, decimals: 'fixed2' },
  GBP: { symbol: '£', spaced: false, decimals: 'fixed2' },
  EUR: { symbol: '€', spaced: false, decimals: 'fixed2' },
  AED: { symbol: 'AED', spaced: true, decimals: 'fixed2' },
  SAR: { symbol: 'SAR', spaced: true, decimals: 'fixed2' },
  QAR: { symbol: 'QAR', spaced: true, decimals: 'fixed2' },
};
