import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { JOURNAL_ENTRY_KINDS, type JournalEntryKind, LEDGER_ACCOUNT_KINDS, type LedgerAccountKind } from '../../rules/ledger.js';
import { User } from '../accounts/user.entity.js';

// The double-entry books (issue 17). Journal entries and their lines are never changed once posted (a trigger refuses
// updates and deletes; a correction is a reversing entry), and a deferred trigger refuses a transaction that leaves an
// entry whose lines do not sum to zero. An account's balance is kept next to it, updated in the posting transaction
// under a lock on the account row, and checked against its lines by the nightly books check.

/** An account of the books: an agent's wallet or earnings, or one of the platform's own. */
@Entity({ tableName: 'ledger_account' })
@Unique({ name: 'ledger_account_kind_owner_uniq', properties: ['kind', 'ownerId'] })
// the platform's accounts have no owner: one of each kind (a unique index over kind where owner_id is null)
@Index({
  name: 'ledger_account_platform_uniq',
  expression: 'create unique index "ledger_account_platform_uniq" on "ledger_account" ("kind") where "owner_id" is null',
})
// a wallet never goes below minus its credit limit, whatever the concurrency: the database refuses it
@Check({ name: 'ledger_account_wallet_funds', expression: `kind <> 'agent_wallet' or balance_in_pkr <= credit_limit_in_pkr` })
@Check({ name: 'ledger_account_credit_positive', expression: 'credit_limit_in_pkr >= 0' })
export class LedgerAccount {
  [OptionalProps]?: 'balanceInPkr' | 'creditLimitInPkr' | 'commissionPercent' | 'ownerId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Enum({ items: () => [...LEDGER_ACCOUNT_KINDS], nativeEnumName: undefined })
  kind!: LedgerAccountKind;

  // the agent an agent account belongs to; null for the platform's accounts
  @Property({ type: 'uuid', nullable: true })
  ownerId?: string | null;

  // the sum of the account's lines (debits positive); shown to people as NORMAL_SIGN[kind] × this
  @Property({ type: 'decimal', precision: 16, scale: 2, default: '0' })
  balanceInPkr: string = '0.00';

  // wallets only: how far below zero the agent may spend (set by the super admin)
  @Property({ type: 'decimal', precision: 14, scale: 2, default: '0' })
  creditLimitInPkr: string = '0.00';

  // earnings only: the platform's commission on this agent's package sales when the admin overrides the default
  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  commissionPercent?: string | null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}

/** One posting: lines that move money between accounts and sum to zero. Immutable. */
@Entity({ tableName: 'journal_entry' })
@Index({ name: 'journal_entry_posted_idx', properties: ['postedAt'] })
@Index({ name: 'journal_entry_booking_idx', expression: 'create index "journal_entry_booking_idx" on "journal_entry" ("booking_id") where "booking_id" is not null' })
@Index({ name: 'journal_entry_payment_idx', expression: 'create index "journal_entry_payment_idx" on "journal_entry" ("payment_id") where "payment_id" is not null' })
@Unique({ name: 'journal_entry_key_uniq', properties: ['key'] })
@Unique({ name: 'journal_entry_reverses_uniq', properties: ['reverses'] })
export class JournalEntry {
  [OptionalProps]?: 'bookingId' | 'paymentId' | 'actor' | 'reverses' | 'key';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Enum({ items: () => [...JOURNAL_ENTRY_KINDS], nativeEnumName: undefined })
  kind!: JournalEntryKind;

  @Property({ type: 'text' })
  description!: string;

  // what the money was for, when it was for a booking or a payment (no foreign keys: the books outlive both)
  @Property({ type: 'uuid', nullable: true })
  bookingId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  paymentId?: string | null;

  // who did it (the audit trail of money actions); null for the system (a gateway event, a job)
  @ManyToOne({ entity: () => User, ref: true, nullable: true, fieldName: 'actor_id', updateRule: 'cascade', deleteRule: 'set null' })
  actor?: Ref<User> | null;

  // the entry this one reverses
  @ManyToOne({ entity: () => JournalEntry, ref: true, nullable: true, fieldName: 'reverses_id' })
  reverses?: Ref<JournalEntry> | null;

  // one posting per event (e.g. 'payment:<id>:succeeded'): posting the same key again changes nothing
  @Property({ type: 'string', length: 200, nullable: true })
  key?: string | null;

  @Property({ type: 'datetime' })
  postedAt!: Date;
}

/** One side of an entry: a signed amount on one account (debit positive), and that account's balance after it. */
@Entity({ tableName: 'journal_line' })
// statements: an account's lines in posting order, by date range
@Index({ name: 'journal_line_account_posted_idx', properties: ['account', 'postedAt', 'id'] })
@Index({ name: 'journal_line_entry_idx', properties: ['entry'] })
@Check({ name: 'journal_line_amount_nonzero', expression: 'amount_in_pkr <> 0' })
export class JournalLine {
  // an identity: under the account's lock, line ids of one account grow in posting order
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne({ entity: () => JournalEntry, ref: true, fieldName: 'entry_id' })
  entry!: Ref<JournalEntry>;

  @ManyToOne({ entity: () => LedgerAccount, ref: true, fieldName: 'account_id' })
  account!: Ref<LedgerAccount>;

  @Property({ type: 'decimal', precision: 16, scale: 2 })
  amountInPkr!: string;

  // the account's balance (sum of lines) right after this line: a statement's running balance without a window sum
  @Property({ type: 'decimal', precision: 16, scale: 2 })
  balanceAfterInPkr!: string;

  // the entry's date, kept on the line so a statement reads one index
  @Property({ type: 'datetime' })
  postedAt!: Date;
}
