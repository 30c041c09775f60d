// The books (issue 17): which accounts exist, which side each one normally sits on, the messages of money moves.
// Amounts are PKR with 2 decimals (DecimalString). A journal line's amount is signed: positive is a debit, negative a
// credit; an entry's lines sum to zero.

export const LEDGER_ACCOUNT_KINDS = [
  // one per agent: money the platform holds for the agent (a liability: credit normal); spent on bookings, down to
  // minus the agent's credit limit
  'agent_wallet',
  // one per agent: the agent's share of what travellers paid for the agent's packages, owed until paid out (liability)
  'agent_earnings',
  // the platform's: money at the payment gateways and the bank (an asset: debit normal)
  'gateway_clearing',
  // the platform's: money received for bookings of the platform's own catalogue (income: credit normal)
  'platform_revenue',
  // the platform's: its commission on agents' package sales (income)
  'commission_income',
  // the platform's: refunds owed to payers, until the money has gone back (liability)
  'refunds_payable',
  // the platform's: money received for agents' packages, until the trip starts and it splits into commission and
  // earnings (liability)
  'customer_deposits',
  // the platform's: payouts approved and not yet transferred (liability)
  'payouts_payable',
  // the platform's: what it owes airline providers for the tickets it sold (issue 35), until settled with them
  // (liability)
  'airline_payable',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

// the kinds that belong to one agent (owner_id set); the rest are the platform's, one of each
export const AGENT_ACCOUNT_KINDS: ReadonlySet<LedgerAccountKind> = new Set(['agent_wallet', 'agent_earnings']);

// +1: debit normal (assets), -1: credit normal (liabilities, income). A balance shown to a person is sign × the sum of
// the lines, so an agent's wallet with Rs 5,000 in it shows 5,000 (its lines sum to -5,000).
export const NORMAL_SIGN: Record<LedgerAccountKind, 1 | -1> = {
  agent_wallet: -1,
  agent_earnings: -1,
  gateway_clearing: 1,
  platform_revenue: -1,
  commission_income: -1,
  refunds_payable: -1,
  customer_deposits: -1,
  payouts_payable: -1,
  airline_payable: -1,
};

export const JOURNAL_ENTRY_KINDS = [
  'payment',
  'refund',
  'top_up',
  'wallet_payment',
  'wallet_refund',
  'commission',
  'payout',
  'reversal',
  'adjustment',
] as const;
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];
// how a statement names each kind (the CSV and XLSX downloads; the web client's English)
export const JOURNAL_ENTRY_KIND_LABELS: Record<JournalEntryKind, string> = {
  payment: 'Payment',
  refund: 'Refund',
  top_up: 'Top-up',
  wallet_payment: 'Booking',
  wallet_refund: 'Booking refund',
  commission: 'Earnings',
  payout: 'Payout',
  reversal: 'Reversal',
  adjustment: 'Adjustment',
};

// PLATFORM_COMMISSION_PERCENT's default: the platform keeps this share of a traveller's payment for an agent's package
export const DEFAULT_COMMISSION_PERCENT = 10;

export const LEDGER_MESSAGES = {
  insufficientFunds: 'Not enough funds in your wallet',
  unbalanced: 'A journal entry must balance: its lines sum to zero',
  alreadyReversed: 'This entry is already reversed',
  creditBelowUse: 'The credit limit cannot be lower than what the agent already uses of it',
} as const;

// payouts of agents' earnings (issue 17): requested → approved → paid, or rejected (before being paid)
export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type PayoutStatusValue = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_MESSAGES = {
  notFound: 'Payout not found',
  moreThanAvailable: (available: string) => `You can request at most Rs ${available} (your earnings less payouts already requested)`,
  bankAccount: 'Bank account must be 5 to 200 characters',
  reference: 'Transfer reference must be 3 to 100 characters',
  reason: 'Reason must be 3 to 500 characters',
  notRequested: 'Only a requested payout can be approved',
  notApproved: 'Only an approved payout can be marked paid',
  notOpen: 'Only a requested or approved payout can be rejected',
  commissionPercent: 'Commission must be a percentage from 0 to 100 with at most 2 decimals',
  agentNotFound: 'Agent not found',
} as const;
