import type { EntityManager } from '@mikro-orm/postgresql';
import { COST_BUDGET } from '../rules/api-limits.js';

// Each API key's query cost budget, a leaky bucket in PostgreSQL (api_cost_bucket, shared by every server process):
// `available` points as of `updated_at`, restored lazily at `restoreRate` points a second up to `maximumAvailable`.
// A request is one atomic upsert that restores, checks and charges under the row's lock, so parallel requests can
// never overdraw it; a refusal writes nothing. Points are whole numbers charged and refunded; restoration adds
// restoreRate × the milliseconds elapsed / 1000, exact in PostgreSQL's numeric before it is stored.

export type BudgetNumbers = { maximumAvailable: number; restoreRate: number };

export type Take = { ok: true; available: number } | { ok: false; available: number; retryAfter: number };

// elapsed seconds since the row was written, never negative; a clock that went back by more than a minute (a test's,
// a machine's) restarts the bucket's time from now instead of stalling its restoration until the clock catches up
const ELAPSED = `greatest(0, extract(epoch from (excluded.updated_at - b.updated_at)))`;
const LEVEL = `least(?::float8, b.available + (${ELAPSED} * ?::numeric)::float8)`;
const STAMP = `case when b.updated_at > excluded.updated_at + interval '1 minute' then excluded.updated_at
                    else greatest(b.updated_at, excluded.updated_at) end`;

/** The bucket's level at `now` from a stored row (a missing row is a full bucket). */
export function levelAt(row: { available: number; updated_at: Date | string } | undefined, now: Date, numbers: BudgetNumbers = COST_BUDGET): number {
  if (!row) return numbers.maximumAvailable;
  const elapsedMs = Math.max(0, now.getTime() - new Date(row.updated_at).getTime());
  return Math.min(numbers.maximumAvailable, Number(row.available) + (elapsedMs * numbers.restoreRate) / 1000);
}

/** Seconds until `requested` points are available again from `level` (at least 1). */
export function secondsUntil(requested: number, level: number, numbers: BudgetNumbers = COST_BUDGET): number {
  return Math.max(1, Math.ceil((requested - level) / numbers.restoreRate));
}

/**
 * Charges `requested` points to the key's bucket if it holds that many at `now` (restored first), in one statement.
 * Refused: nothing is written; the level and the seconds to wait are returned.
 */
export async function takeBudget(em: EntityManager, keyId: string, requested: number, now: Date, numbers: BudgetNumbers = COST_BUDGET): Promise<Take> {
  const { maximumAvailable: max, restoreRate: rate } = numbers;
  if (requested <= max) {
    const rows = await em.execute<{ available: number }[]>(
      `insert into api_cost_bucket as b (api_key_id, available, updated_at) values (?, ?::float8 - ?::float8, ?)
       on conflict (api_key_id) do update
          set available = ${LEVEL} - ?::float8, updated_at = ${STAMP}
        where ${LEVEL} >= ?::float8
       returning available`,
      [keyId, max, requested, now, max, rate, requested, max, rate, requested],
    );
    if (rows[0]) return { ok: true, available: Number(rows[0].available) };
  }
  const level = levelAt((await readBudgetRows(em, [keyId])).get(keyId), now, numbers);
  return { ok: false, available: level, retryAfter: secondsUntil(requested, level, numbers) };
}

/** Gives `points` back (what a request was charged beyond what it returned); the bucket's level at `now` after it. */
export async function refundBudget(em: EntityManager, keyId: string, points: number, now: Date, numbers: BudgetNumbers = COST_BUDGET): Promise<number> {
  const rows = await em.execute<{ available: number; updated_at: Date }[]>(
    'update api_cost_bucket set available = least(?::float8, available + ?::float8) where api_key_id = ? returning available, updated_at',
    [numbers.maximumAvailable, points, keyId],
  );
  return levelAt(rows[0], now, numbers);
}

export type BucketRow = { api_key_id: string; available: number; updated_at: Date };

/** The stored rows of several keys' buckets, in one query (a page of keys); a key without a row has a full bucket. */
export async function readBudgetRows(em: EntityManager, keyIds: string[]): Promise<Map<string, BucketRow>> {
  if (!keyIds.length) return new Map();
  // an array literal: knex would spread a JS array into a list of bindings
  const rows = await em.execute<BucketRow[]>('select api_key_id, available, updated_at from api_cost_bucket where api_key_id = any(?::uuid[])', [
    `{${keyIds.join(',')}}`,
  ]);
  return new Map(rows.map((r) => [r.api_key_id, r]));
}
