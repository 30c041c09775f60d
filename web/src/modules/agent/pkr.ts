import { formatMoney } from '@rules/money.js';

/** Rupees with both decimals, as statements print them (Rs 3,500.10, not the catalogue's Rs 3,500.1). */
export function pkr2(amount: string): string {
  const text = formatMoney(amount, 'PKR');
  const dot = text.indexOf('.');
  return dot < 0 ? `${text}.00` : text.length - dot === 2 ? `${text}0` : text;
}
