import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.js';
import type { Pagination } from '../../core/pagination.js';
import { shortBookingId } from '../../rules/bookings.js';
import { isUuid } from '../../rules/common.js';
import { addDays, isIsoDate, marketToday } from '../../rules/dates.js';
import { type JournalEntryKind, type LedgerAccountKind, NORMAL_SIGN } from '../../rules/ledger.js';
import { marketDateTime, marketDayStart } from '../../rules/market-time.js';
import { add, compare, type DecimalString, round2, subtract } from '../../rules/money.js';
import { Role, User } from '../accounts/user.entity.js';
import { actingAgency } from '../agency/agency.service.js';
import { LedgerAccount } from './ledger.entity.js';

// Statements (issue 17, item 7): one account of an agent over a period of market-zone calendar days. The opening
// balance is the balance after the last line before the period, the lines follow in posting order ((posted_at, id), the
// order of the index journal_line_account_posted_idx), each with the account's balance after it, and the closing
// balance is the last one's. Everything is read in one repeatable-read snapshot, so a download that takes a while
// still adds up when postings land meanwhile.

export const STATEMENT_ACCOUNTS = ['wallet', 'earnings'] as const;
export type StatementAccount = (typeof STATEMENT_ACCOUNTS)[number];
export const STATEMENT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

const KIND_OF: Record<StatementAccount, LedgerAccountKind> = { wallet: 'agent_wallet', earnings: 'agent_earnings' };

// downloads read this many lines per query (keyset on (posted_at, id)), and refuse statements longer than the cap
export const STATEMENT_PAGE_LINES = 1000;
export const STATEMENT_MAX_LINES = 100_000;
export const STATEMENT_MAX_DAYS = 366;

export const STATEMENT_MESSAGES = {
  badFrom: 'From must be a date (yyyy-MM-dd)',
  badTo: 'To must be a date (yyyy-MM-dd)',
  order: 'From must be on or before To',
  tooLong: 'A statement covers at most one year',
  account: `Account must be one of ${STATEMENT_ACCOUNTS.join(', ')}`,
  format: `Format must be one of ${STATEMENT_FORMATS.join(', ')}`,
  chooseAgent: 'Choose the agent whose statement to see (agentId)',
  notFound: 'Statement not found',
  agentsOnly: 'Statements are for travel agents',
  tooManyLines: (n: number, max: number = STATEMENT_MAX_LINES) =>
    `This statement has ${n.toLocaleString('en-US')} lines; a download holds at most ${max.toLocaleString('en-US')}: choose a shorter period`,
} as const;

export type StatementRequest = {
  account?: StatementAccount | null;
  from?: string | null;
  to?: string | null;
  agentId?: string | null;
};

/** What a statement is about and its figures, before its lines. Balances as the holder reads them (a wallet holding Rs 5,000 shows 5000.00). */
export type StatementHead = {
  agentId: string;
  agencyName: string;
  username: string;
  account: StatementAccount;
  accountKind: LedgerAccountKind;
  // yyyy-MM-dd, market zone, both included
  from: string;
  to: string;
  openingBalanceInPkr: DecimalString;
  closingBalanceInPkr: DecimalString;
  totalDebitsInPkr: DecimalString;
  totalCreditsInPkr: DecimalString;
  lineCount: number;
};

/**
 * One line as the holder reads it: a debit takes money out of the account (a booking paid from the wallet, a payout
 * from earnings), a credit puts money in (a top-up, earnings from a sale). For these credit-normal accounts that is
 * also the books' own debit and credit.
 */
export type StatementLine = {
  id: string;
  postedAt: Date;
  // market-zone date and time, as printed on the statement
  date: string;
  time: string;
  kind: JournalEntryKind;
  description: string;
  bookingId: string | null;
  bookingReference: string | null;
  // who did it (the audit trail: an agency's staff member, the admin); null for the system
  actorUsername: string | null;
  debitInPkr: DecimalString | null;
  creditInPkr: DecimalString | null;
  balanceInPkr: DecimalString;
};

// ---- the period (market-zone days: rules/market-time.ts) ---------------------------------------------------------

/** The period asked for, checked; absent ends default to this month so far (market zone). */
export function statementPeriod(from: string | null | undefined, to: string | null | undefined, now: Date): { from: string; to: string } {
  const today = marketToday(now);
  const givenTo = to?.trim() || '';
  const f = from?.trim() || `${(isIsoDate(givenTo) ? givenTo : today).slice(0, 7)}-01`;
  const t = givenTo || (isIsoDate(f) && f > today ? f : today);
  if (!isIsoDate(f)) throw new ValidationError(STATEMENT_MESSAGES.badFrom, 'from');
  if (!isIsoDate(t)) throw new ValidationError(STATEMENT_MESSAGES.badTo, 'to');
  if (f > t) throw new ValidationError(STATEMENT_MESSAGES.order, 'to');
  // at most a year: 2026-01-01 to 2026-12-31, or 2024-03-01 to 2025-02-28
  const [y, m, d] = f.split('-').map(Number);
  const sameDayNextYear = isIsoDate(`${y + 1}-${f.slice(5)}`) ? `${y + 1}-${f.slice(5)}` : `${y + 1}-${String(m).padStart(2, '0')}-${String(d - 1).padStart(2, '0')}`;
  if (t >= sameDayNextYear) throw new ValidationError(STATEMENT_MESSAGES.tooLong, 'to');
  return { from: f, to: t };
}

// ---- whose statement ---------------------------------------------------------------------------------------------

/**
 * The agent whose statement the caller may read: an agent their own (another agent's id is a 404, as if it did not
 * exist); the super admin any agent's, named by agentId. Travellers have no statements (403).
 */
async function statementOwner(ctx: ServiceContext, agentId: string | null | undefined): Promise<User> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const asked = agentId?.trim() || null;
  let agencyId: string | null = null;
  if (viewer.role === 'super_admin') {
    if (!asked) throw new ValidationError(STATEMENT_MESSAGES.chooseAgent, 'agentId');
  } else if (viewer.role === 'b2b_agent') {
    // the agency's statements: its owner's and managers' (agency/agency.service.ts)
    agencyId = (await actingAgency(ctx, 'manage')).agencyId;
    if (asked && asked !== agencyId) throw new NotFoundError(STATEMENT_MESSAGES.notFound);
  } else {
    throw new ForbiddenError(STATEMENT_MESSAGES.agentsOnly);
  }
  const id = asked ?? agencyId ?? viewer.id;
  if (!isUuid(id)) throw new NotFoundError(STATEMENT_MESSAGES.notFound);
  const user = await ctx.em.findOne(User, { id, role: Role.b2b_agent });
  if (!user) throw new NotFoundError(STATEMENT_MESSAGES.notFound);
  return user;
}

function accountOf(value: string | null | undefined): StatementAccount {
  const v = value?.trim() || 'wallet';
  if (!(STATEMENT_ACCOUNTS as readonly string[]).includes(v)) throw new ValidationError(STATEMENT_MESSAGES.account, 'account');
  return v as StatementAccount;
}

// ---- reading -----------------------------------------------------------------------------------------------------

type LineRow = {
  id: string;
  posted_at: Date;
  amount_in_pkr: string;
  balance_after_in_pkr: string;
  kind: JournalEntryKind;
  description: string;
  booking_id: string | null;
  actor_username: string | null;
};

type Scope = { head: StatementHead; accountId: string | null; sign: 1 | -1; start: Date; end: Date };

const shown = (sign: 1 | -1, balance: string | number) => (sign === 1 ? round2(String(balance)) : round2(subtract(0, String(balance))));

async function balanceBefore(em: EntityManager, accountId: string, at: Date): Promise<string> {
  const rows = await em.execute<Array<{ b: string }>>(
    `select "balance_after_in_pkr" as "b" from "journal_line" where "account_id" = ? and "posted_at" < ? order by "posted_at" desc, "id" desc limit 1`,
    [accountId, at],
  );
  return rows.length ? String(rows[0].b) : '0.00';
}

async function readHead(ctx: ServiceContext, request: StatementRequest): Promise<Scope> {
  const account = accountOf(request.account);
  const period = statementPeriod(request.from, request.to, ctx.now());
  const owner = await statementOwner(ctx, request.agentId);
  const kind = KIND_OF[account];
  const sign = NORMAL_SIGN[kind];
  const start = marketDayStart(period.from);
  const end = marketDayStart(addDays(period.to, 1));
  // read, never made: a statement of an account that has never moved is all zeros
  const found = await ctx.em.findOne(LedgerAccount, { kind, ownerId: owner.id });
  const head: StatementHead = {
    agentId: owner.id,
    agencyName: `${owner.firstName} ${owner.lastName}`.trim() || owner.username,
    username: owner.username,
    account,
    accountKind: kind,
    from: period.from,
    to: period.to,
    openingBalanceInPkr: '0.00',
    closingBalanceInPkr: '0.00',
    totalDebitsInPkr: '0.00',
    totalCreditsInPkr: '0.00',
    lineCount: 0,
  };
  if (found) {
    const em = ctx.em;
    const opening = await balanceBefore(em, found.id, start);
    const [totals] = await em.execute<Array<{ n: string; debits: string; credits: string }>>(
      `select count(*) as "n",
              coalesce(sum("amount_in_pkr") filter (where "amount_in_pkr" > 0), 0) as "debits",
              coalesce(-sum("amount_in_pkr") filter (where "amount_in_pkr" < 0), 0) as "credits"
         from "journal_line" where "account_id" = ? and "posted_at" >= ? and "posted_at" < ?`,
      [found.id, start, end],
    );
    const lineCount = Number(totals.n);
    const closing = lineCount ? await balanceBefore(em, found.id, end) : opening;
    // the holder's debits are the books' debits for credit-normal accounts, their credits for debit-normal ones
    const [debits, credits] = sign === -1 ? [totals.debits, totals.credits] : [totals.credits, totals.debits];
    Object.assign(head, {
      openingBalanceInPkr: shown(sign, opening),
      closingBalanceInPkr: shown(sign, closing),
      totalDebitsInPkr: round2(String(debits)),
      totalCreditsInPkr: round2(String(credits)),
      lineCount,
    });
  }
  return { head, accountId: found?.id ?? null, sign, start, end };
}

function toLine(row: LineRow, sign: 1 | -1): StatementLine {
  const amount = String(row.amount_in_pkr);
  const moved = sign === -1 ? amount : subtract(0, amount); // > 0: money out of the holder's account
  const out = compare(moved, 0) > 0;
  const postedAt = new Date(row.posted_at);
  return {
    id: String(row.id),
    postedAt,
    ...marketDateTime(postedAt),
    kind: row.kind,
    description: row.description,
    bookingId: row.booking_id,
    bookingReference: row.booking_id ? shortBookingId(row.booking_id) : null,
    actorUsername: row.actor_username ?? null,
    debitInPkr: out ? round2(moved) : null,
    creditInPkr: out ? null : round2(subtract(0, moved)),
    balanceInPkr: shown(sign, row.balance_after_in_pkr),
  };
}

const LINE_SELECT = `select l."id", l."posted_at", l."amount_in_pkr", l."balance_after_in_pkr", e."kind", e."description", e."booking_id",
    a."username" as "actor_username"
  from "journal_line" l join "journal_entry" e on e."id" = l."entry_id" left join "app_user" a on a."id" = e."actor_id"`;

async function readLines(em: EntityManager, scope: Scope, after: { id: string } | null, limit: number, offset = 0): Promise<StatementLine[]> {
  if (!scope.accountId) return [];
  // keyset on the stored instant itself (microseconds), not on a JavaScript Date's milliseconds
  const keyset = after ? 'and (l."posted_at", l."id") > ((select "posted_at" from "journal_line" where "id" = ?), ?)' : '';
  const rows = await em.execute<LineRow[]>(
    `${LINE_SELECT} where l."account_id" = ? and l."posted_at" >= ? and l."posted_at" < ? ${keyset}
      order by l."posted_at", l."id" limit ? offset ?`,
    [scope.accountId, scope.start, scope.end, ...(after ? [after.id, after.id] : []), limit, offset],
  );
  return rows.map((r) => toLine(r, scope.sign));
}

const SNAPSHOT = { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true } as const;

/** A statement on screen: its head and one page of its lines (offset pagination), read in one snapshot. */
export async function statementPage(
  ctx: ServiceContext,
  request: StatementRequest,
  page: Pagination,
): Promise<{ head: StatementHead; lines: StatementLine[]; hasMore: boolean }> {
  return ctx.em.transactional(async (em) => {
    const scope = await readHead({ ...ctx, em }, request);
    const lines = await readLines(em, scope, null, page.limit + 1, page.offset);
    return { head: scope.head, lines: lines.slice(0, page.limit), hasMore: lines.length > page.limit };
  }, SNAPSHOT);
}

/** A statement to download: its head now (or the error), then its lines page by page in the same snapshot. */
export type StatementCursor = {
  head: StatementHead;
  /** Every line, STATEMENT_PAGE_LINES at a time; ends the snapshot when done, failed or abandoned (return()). */
  pages: () => AsyncGenerator<StatementLine[]>;
  /** Ends the snapshot unless `pages` is being iterated (whose end ends it): call it when the download is over, however it ended. */
  close: () => Promise<void>;
};

/**
 * Opens a statement for a download: 400 for a bad period or account, or more than STATEMENT_MAX_LINES lines; 404 for
 * an agent that is not the caller's to see. The caller must iterate `pages()` to its end (or return() it) or call close().
 */
export async function openStatement(
  ctx: ServiceContext,
  request: StatementRequest,
  limits: { maxLines?: number; pageLines?: number } = {},
): Promise<StatementCursor> {
  const maxLines = limits.maxLines ?? STATEMENT_MAX_LINES;
  const pageLines = limits.pageLines ?? STATEMENT_PAGE_LINES;
  const em = ctx.em.fork();
  await em.begin(SNAPSHOT);
  let open = true;
  let iterating = false;
  const end = async () => {
    if (!open) return;
    open = false;
    await em.rollback();
  };
  const close = async () => {
    if (!iterating) await end();
  };
  try {
    const scope = await readHead({ ...ctx, em }, request);
    if (scope.head.lineCount > maxLines) throw new ValidationError(STATEMENT_MESSAGES.tooManyLines(scope.head.lineCount, maxLines), 'to');
    async function* pages(): AsyncGenerator<StatementLine[]> {
      iterating = true;
      try {
        let after: { id: string } | null = null;
        for (;;) {
          const lines = await readLines(em, scope, after, pageLines);
          if (lines.length) yield lines;
          if (lines.length < pageLines) return;
          const last = lines[lines.length - 1];
          after = { id: last.id };
        }
      } finally {
        iterating = false;
        await end();
      }
    }
    return { head: scope.head, pages, close };
  } catch (err) {
    await end();
    throw err;
  }
}

/** Reads the request's account and format names (REST query strings), with the rule's message for a bad one. */
export function statementFormat(value: string | null | undefined): StatementFormat {
  const v = value?.trim() || 'json';
  if (!(STATEMENT_FORMATS as readonly string[]).includes(v)) throw new ValidationError(STATEMENT_MESSAGES.format, 'format');
  return v as StatementFormat;
}

/** Sums a statement's movements the way its totals do (for checks: closing = opening - debits + credits). */
export function expectedClosing(head: Pick<StatementHead, 'openingBalanceInPkr' | 'totalDebitsInPkr' | 'totalCreditsInPkr'>): DecimalString {
  return round2(add(subtract(head.openingBalanceInPkr, head.totalDebitsInPkr), head.totalCreditsInPkr));
}
