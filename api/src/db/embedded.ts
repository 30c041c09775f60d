import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

/**
 * PGlite (PostgreSQL compiled to WASM) served on a loopback port, so the app talks to it through the same
 * `pg` driver as to a real server. `dataDir` undefined keeps it in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  let db: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pg');
    await fs.mkdir(dir, { recursive: true });
    db = await PGlite.create(dir);
  } else {
    db = await PGlite.create();
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const conn = server.getServerConn(); // "127.0.0.1:PORT"
  return {
    url: `postgres://postgres@${conn}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
