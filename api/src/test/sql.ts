import pg from 'pg';
import { vi } from 'vitest';

// The shared rate limiter's counter upsert is per request, not per feature: leave it out of N+1 counts.
const INFRASTRUCTURE = /rate_limit_bucket/;

/** The SQL statements node-postgres sends (ORM queries and prepared statements alike) while `fn` runs. */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ count: number; sql: string[]; result: T }> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const result = await fn();
    const sql = spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text)).filter((q) => !INFRASTRUCTURE.test(q));
    return { count: sql.length, sql, result };
  } finally {
    spy.mockRestore();
  }
}
