import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { ConflictError, InsufficientFundsError, NotFoundError } from '../../core/errors.js';
import { AGENT_ACCOUNT_KINDS, type JournalEntryKind, type LedgerAccountKind, LEDGER_MESSAGES, NORMAL_SIGN } from '../../rules/ledger.js';
import { add, compare, type DecimalString, round2, subtract } from '../../rules/money.js';
import { JournalEntry, JournalLine, LedgerAccount } from './ledger.entity.js';

// Posting to the books. Every money move of the product goes through `post`: the lines of one entry sum to zero, the
// accounts they touch are locked (in id order, so two postings never deadlock), their balances move in the same
// transaction, and a wallet that would go below minus its credit limit refuses the whole entry.

/** Which account: a platform account by kind, or an agent's by kind and agent id. */
export type AccountRef = { kind: LedgerAccountKind; ownerId?: string | null };

export type PostLine = { account: AccountRef | LedgerAccount; amountInPkr: DecimalString };

export type PostInput = {
  kind: JournalEntryKind;
  description: string;
  lines: PostLine[];
  bookingId?: string | null;
  paymentId?: string | null;
  // who did it; defaults to the context's viewer (null for the system)
  actorId?: string | null;
  // one posting per event: posting the same key again returns the first entry and changes nothing
  key?: string | null;
  reverses?: JournalEntry | null;
};

export type Posted = { entry: JournalEntry; lines: JournalLine[]; replayed: boolean };

function requireTransaction(em: EntityManager, what: string): void {
  if (!em.isInTransaction()) throw new Error(`${what} runs inside the caller's transaction`);
}

function ownerOf(ref: AccountRef): string | null {
  const isAgents = AGENT_ACCOUNT_KINDS.has(ref.kind);
  if (isAgents && !ref.ownerId) throw new Error(`a ${ref.kind} account belongs to an agent: ownerId is required`);
  if (!isAgents && ref.ownerId) throw new Error(`${ref.kind} is a platform account: it has no owner`);
  return isAgents ? (ref.ownerId as string) : null;
}

/**
 * The account, made on first use (concurrent first uses make one: insert … on conflict do nothing, then read).
 * Not locked: `post` locks what it moves.
 */
export async function accountFor(em: EntityManager, ref: AccountRef, now = new Date()): Promise<LedgerAccount> {
  const ownerId = ownerOf(ref);
  const where = { kind: ref.kind, ownerId };
  const found = await em.findOne(LedgerAccount, where);
  if (found) return found;
  await em.execute(
    `insert into "ledger_account" ("kind", "owner_id", "created_at", "updated_at") values (?, ?, ?, ?) on conflict do nothing`,
    [ref.kind, ownerId, now, now],
  );
  return em.findOneOrFail(LedgerAccount, where);
}

/** An account's balance as a person reads it (a wallet holding Rs 5,000 shows 5000.00, not its lines' -5000.00). */
export function shownBalance(account: Pick<LedgerAccount, 'kind' | 'balanceInPkr'>): DecimalString {
  return NORMAL_SIGN[account.kind] === 1 ? round2(account.balanceInPkr) : round2(subtract(0, account.balanceInPkr));
}

/** A wallet's available funds: what it holds plus its credit limit. */
export function availableFunds(wallet: Pick<LedgerAccount, 'kind' | 'balanceInPkr' | 'creditLimitInPkr'>): DecimalString {
  return round2(add(shownBalance(wallet), wallet.creditLimitInPkr));
}

/**
 * Posts one entry in the caller's transaction. Throws InsufficientFundsError (and changes nothing) when a wallet line
 * would take the wallet below minus its credit limit; throws on lines that do not balance.
 */
export async function post(ctx: ServiceContext, input: PostInput): Promise<Posted> {
  const em = ctx.em;
  requireTransaction(em, 'post');
  if (input.lines.length < 2) throw new Error(LEDGER_MESSAGES.unbalanced);
  for (const line of input.lines) {
    if (compare(line.amountInPkr, 0) === 0) throw new Error('a journal line moves money: its amount is not zero');
    if (compare(round2(line.amountInPkr), line.amountInPkr) !== 0) throw new Error('amounts have at most 2 decimals');
  }
  if (compare(add(...input.lines.map((l) => l.amountInPkr)), 0) !== 0) throw new Error(LEDGER_MESSAGES.unbalanced);
  const asked = ctx.now();

  if (input.key) {
    const earlier = await em.findOne(JournalEntry, { key: input.key });
    if (earlier) return { entry: earlier, lines: await em.find(JournalLine, { entry: earlier }, { orderBy: { id: 'asc' } }), replayed: true };
  }

  // the accounts, made if new, then locked in id order
  const accounts = await Promise.all(
    input.lines.map((l) => (l.account instanceof LedgerAccount ? l.account : accountFor(em, l.account as AccountRef, asked))),
  );
  const ids = [...new Set(accounts.map((a) => a.id))].sort();
  const locked = await em.execute<Array<{ id: string; kind: LedgerAccountKind; balance_in_pkr: string; credit_limit_in_pkr: string }>>(
    `select "id", "kind", "balance_in_pkr", "credit_limit_in_pkr" from "ledger_account" where "id" in (${ids.map(() => '?').join(', ')}) order by "id" for update`,
    ids,
  );
  const balances = new Map(locked.map((r) => [r.id, { kind: r.kind, balance: String(r.balance_in_pkr), credit: String(r.credit_limit_in_pkr) }]));
  // the entry's time is read under the accounts' locks: a posting that waited for another one is dated after it, so an
  // account's lines in (posted_at, id) order (statements) are its posting order and each balance_after follows the last
  const now = ctx.now();

  // a key seen by a transaction that committed while this one waited for the locks
  if (input.key) {
    const earlier = await em.findOne(JournalEntry, { key: input.key }, { refresh: true });
    if (earlier) return { entry: earlier, lines: await em.find(JournalLine, { entry: earlier }, { orderBy: { id: 'asc' } }), replayed: true };
  }

  const entry = em.create(JournalEntry, {
    kind: input.kind,
    description: input.description.slice(0, 500),
    bookingId: input.bookingId ?? null,
    paymentId: input.paymentId ?? null,
    actor: input.actorId !== undefined ? input.actorId : (ctx.viewer?.id ?? null),
    reverses: input.reverses ?? null,
    key: input.key ?? null,
    postedAt: now,
  });
  const lines: JournalLine[] = [];
  for (const [i, line] of input.lines.entries()) {
    const account = accounts[i];
    const state = balances.get(account.id);
    if (!state) throw new Error(`ledger account ${account.id} vanished`);
    const after = round2(add(state.balance, line.amountInPkr));
    // a wallet's lines sum to minus what it holds: spending raises the sum, up to the credit limit
    if (state.kind === 'agent_wallet' && compare(line.amountInPkr, 0) > 0 && compare(after, state.credit) > 0) {
      throw new InsufficientFundsError(LEDGER_MESSAGES.insufficientFunds);
    }
    state.balance = after;
    lines.push(em.create(JournalLine, { entry, account: account.id, amountInPkr: round2(line.amountInPkr), balanceAfterInPkr: after, postedAt: now }));
  }
  await em.flush();
  for (const [id, state] of balances) {
    await em.execute(`update "ledger_account" set "balance_in_pkr" = ?, "updated_at" = ? where "id" = ?`, [state.balance, now, id]);
  }
  for (const account of accounts) {
    const state = balances.get(account.id);
    if (state) account.balanceInPkr = state.balance;
  }
  return { entry, lines, replayed: false };
}

/** Posts the mirror image of an entry (every line's sign turned), once: a second reversal is refused. */
export async function reverse(ctx: ServiceContext, entryId: string, description: string): Promise<Posted> {
  requireTransaction(ctx.em, 'reverse');
  const entry = await ctx.em.findOne(JournalEntry, { id: entryId });
  if (!entry) throw new NotFoundError('Journal entry not found');
  if (await ctx.em.count(JournalEntry, { reverses: entry })) throw new ConflictError(LEDGER_MESSAGES.alreadyReversed);
  const lines = await ctx.em.find(JournalLine, { entry }, { orderBy: { id: 'asc' }, populate: ['account'] });
  return post(ctx, {
    kind: 'reversal',
    description,
    bookingId: entry.bookingId,
    paymentId: entry.paymentId,
    reverses: entry,
    key: `reversal:${entry.id}`,
    lines: lines.map((l) => ({ account: l.account.getEntity(), amountInPkr: subtract(0, l.amountInPkr) })),
  });
}

export type BooksProblem = { kind: 'unbalanced_entry' | 'balance_mismatch' | 'wallet_over_credit' | 'platform_unbalanced'; id: string | null; detail: string };

/**
 * The nightly books check: every entry sums to zero, every account's kept balance equals the sum of its lines, no
 * wallet beyond its credit, and all balances together sum to zero. Returns what differs (nothing on healthy books).
 */
export async function checkBooks(em: EntityManager): Promise<BooksProblem[]> {
  const problems: BooksProblem[] = [];
  const unbalanced = await em.execute<Array<{ entry_id: string; total: string }>>(
    'select "entry_id", sum("amount_in_pkr") as "total" from "journal_line" group by "entry_id" having sum("amount_in_pkr") <> 0',
  );
  for (const r of unbalanced) problems.push({ kind: 'unbalanced_entry', id: r.entry_id, detail: `lines sum to ${r.total}` });
  const mismatched = await em.execute<Array<{ id: string; kept: string; summed: string }>>(
    `select a."id", a."balance_in_pkr" as "kept", coalesce(s."total", 0) as "summed"
       from "ledger_account" a
       left join (select "account_id", sum("amount_in_pkr") as "total" from "journal_line" group by "account_id") s on s."account_id" = a."id"
      where a."balance_in_pkr" <> coalesce(s."total", 0)`,
  );
  for (const r of mismatched) problems.push({ kind: 'balance_mismatch', id: r.id, detail: `kept ${r.kept}, lines sum to ${r.summed}` });
  const over = await em.execute<Array<{ id: string; balance: string; credit: string }>>(
    `select "id", "balance_in_pkr" as "balance", "credit_limit_in_pkr" as "credit" from "ledger_account" where "kind" = 'agent_wallet' and "balance_in_pkr" > "credit_limit_in_pkr"`,
  );
  for (const r of over) problems.push({ kind: 'wallet_over_credit', id: r.id, detail: `owes ${r.balance} with a credit limit of ${r.credit}` });
  const [total] = await em.execute<Array<{ total: string | null }>>('select sum("balance_in_pkr") as "total" from "ledger_account"');
  if (total && total.total !== null && compare(String(total.total), 0) !== 0) {
    problems.push({ kind: 'platform_unbalanced', id: null, detail: `all balances sum to ${total.total}` });
  }
  return problems;
}
