// An agent's wallet (issue 17): amounts agents type (top-ups) and the super admin sets (credit limits), and when the
// agent is warned that funds run low. Shared with the web client.

// a top-up larger than this is a typo, or a transfer the admin books by hand
export const MAX_TOP_UP_IN_PKR = '10000000';
export const MAX_CREDIT_LIMIT_IN_PKR = '100000000';
// available funds falling under these shares of the credit limit warn the agent (each crossing once)
export const LOW_FUNDS_PERCENTS = [40, 20] as const;
export type LowFundsPercent = (typeof LOW_FUNDS_PERCENTS)[number];

export const WALLET_MESSAGES = {
  agentsOnly: 'Only B2B agents have a wallet',
  walletPayersOnly: 'Only B2B agents pay from a wallet',
  reservedForHolds: (reserved: string) => `Not enough funds in your wallet: Rs ${Number(reserved).toLocaleString('en-US', { minimumFractionDigits: 2 })} is reserved for your holds`,
  holdNotCovered: 'Not enough funds in your wallet to hold this fare: a hold reserves its amount until it is paid or released',
  // book(): an agency on credit holding a booking (issue 37)
  bookingHoldNotCovered:
    'Not enough funds in your wallet to hold this booking: your pending bookings and held flight orders reserve what they still need until paid, cancelled or expired',
  adminOnly: 'Only the super admin sets credit limits',
  agentNotFound: 'Agent not found',
  topUpMethod: 'Top up by sandbox, jazzcash or bank_transfer',
  amountNumber: 'Amount must be a number of rupees such as 10000 or 10000.50',
  amountPositive: 'Amount must be more than zero',
  amountNotNegative: 'Amount cannot be negative',
  amountDecimals: 'Amount can have at most 2 decimals',
  amountTooLarge: (max: string) => `Amount can be at most Rs ${max}`,
} as const;

const PLAIN = /^-?\d+(\.\d+)?$/;

/**
 * A PKR amount as typed (a string, or a JSON number): its canonical 2-decimal text, or the message saying what is
 * wrong. Zero is refused unless `allowZero` (a credit limit may be 0, a top-up may not).
 */
export function readAmount(value: unknown, opts: { allowZero?: boolean; max: string }): { amount: string } | { error: string } {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (!PLAIN.test(text)) return { error: WALLET_MESSAGES.amountNumber };
  if (text.startsWith('-') && /[1-9]/.test(text)) return { error: opts.allowZero ? WALLET_MESSAGES.amountNotNegative : WALLET_MESSAGES.amountPositive };
  const [whole, fraction = ''] = text.replace(/^-/, '').split('.');
  if (fraction.length > 2) return { error: WALLET_MESSAGES.amountDecimals };
  const digits = whole.replace(/^0+(?=\d)/, '');
  const amount = `${digits}.${fraction.padEnd(2, '0')}`;
  if (!opts.allowZero && /^0+\.00$/.test(amount)) return { error: WALLET_MESSAGES.amountPositive };
  const [maxWhole] = opts.max.split('.');
  if (digits.length > maxWhole.length || (digits.length === maxWhole.length && `${digits}.${fraction.padEnd(2, '0')}` > `${maxWhole}.00`)) {
    return { error: WALLET_MESSAGES.amountTooLarge(Number(opts.max).toLocaleString('en-PK')) };
  }
  return { amount };
}
