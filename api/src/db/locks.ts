import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Serialises one user's count-then-insert limits across requests and server processes: a transaction-scoped
 * advisory lock on (scope, user). Call it first inside a transaction; it is released at commit or rollback.
 * The two-key form lives in its own lock space, so it never collides with the single-key locks the jobs take,
 * and a hashtext clash between two users only makes them wait for each other.
 */
export async function lockUserScope(tx: EntityManager, scope: string, userId: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(hashtext(?), hashtext(?))', [scope, userId]);
}
