import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

// The database a benchmark runs on: a scratch database on the server BENCH_DATABASE_URL names (dropped at the end), or a
// throw-away embedded PostgreSQL (the built API's, `npm run build -w api` first). `close` removes either.
export type BenchDatabase = { url: string; embedded: boolean; close: () => Promise<void> };

export async function benchDatabase(name: string): Promise<BenchDatabase> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) {
    const dist = path.resolve(import.meta.dirname, '../../api/dist');
    const { embeddedTempDir, startEmbeddedPostgres } = (await import(path.join(dist, 'db/embedded.js'))) as typeof import('../../api/src/db/embedded.js');
    const embedded = await startEmbeddedPostgres(embeddedTempDir(`safarnama-bench-${name}-`));
    return { url: embedded.url, embedded: true, close: () => embedded.stop() };
  }
  const database = `safarnama_bench_${name}_${crypto.randomBytes(3).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${database}"`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  return { url: url.toString(), embedded: false, close: () => run(`drop database if exists "${database}" with (force)`) };
}
