import type { EntityManager } from '@mikro-orm/postgresql';

type PgConnection = { query: (q: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }> };
type PoolClient = { acquireConnection: () => Promise<PgConnection>; releaseConnection: (c: PgConnection) => Promise<void> };

/**
 * Runs a hot read as a named prepared statement on a pooled connection, so PostgreSQL parses and plans it once per
 * connection instead of on every request. Reads only, outside any transaction (it takes its own pool connection): on
 * the read replica when DATABASE_READ_URL is set (a replica may lag the primary by a moment), else the primary.
 * Values come back as node-postgres parses them (numeric as string, date as Date).
 */
export async function queryPrepared<T>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = em.getConnection('read').getKnex().client as unknown as PoolClient;
  const conn = await client.acquireConnection();
  try {
    return (await conn.query({ name, text, values })).rows as T[];
  } finally {
    await client.releaseConnection(conn);
  }
}
