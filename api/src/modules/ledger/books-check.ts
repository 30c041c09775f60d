import type { ServiceContext } from '../../core/context.js';
import { domainEvents } from '../../core/events.js';
import { defineSweep } from '../../jobs/queue.js';
import { type BooksProblem, checkBooks } from './ledger.service.js';

// The nightly books check (issue 17): every entry sums to zero, every kept balance equals the sum of its lines, no
// wallet past its credit, all balances together sum to zero. Each problem is logged at error level and announced
// (`ledger.books_mismatch`, for the notifications issue); healthy books log one info line.

export const BOOKS_CHECK_JOB = 'ledger_books_check';
const DAY_SECONDS = 24 * 3600;

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [BOOKS_CHECK_JOB]: Record<string, never>;
  }
}

export async function runBooksCheck(ctx: ServiceContext): Promise<BooksProblem[]> {
  const started = Date.now();
  const problems = await checkBooks(ctx.em);
  for (const problem of problems) ctx.log.error({ problem }, `books check: ${problem.kind}${problem.id ? ` ${problem.id}` : ''}: ${problem.detail}`);
  if (problems.length) domainEvents.emitEvent('ledger.books_mismatch', { problems, checkedAt: ctx.now() });
  else ctx.log.info({ ms: Date.now() - started }, 'books check: the books balance');
  return problems;
}

/** Once a day (at start, then every 24 h), one process at a time. */
export function booksCheckJob() {
  return defineSweep(BOOKS_CHECK_JOB, runBooksCheck, { everySeconds: DAY_SECONDS, retryLimit: 2, expireInSeconds: 60 * 60 });
}
