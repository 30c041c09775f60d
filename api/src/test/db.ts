import crypto from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { migrate, type Orm, openOrm } from '../db/orm.js';

export type TestDb = { url: string; orm: Orm; close: () => Promise<void> };

/**
 * A fresh, migrated database for one test file: a new database on TEST_DATABASE_URL's server when set,
 * otherwise an in-memory embedded PostgreSQL. Files never share a database, so they run in parallel.
 */
export async function createTestDb(opts: { poolMax?: number } = {}): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `sf_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const orm = await openOrm(url.toString(), { poolMax: opts.poolMax ?? 10 });
    await migrate(orm);
    return {
      url: url.toString(),
      orm,
      close: async () => {
        await orm.close();
        const drop = new pg.Client({ connectionString: serverUrl });
        await drop.connect();
        await drop.query(`drop database if exists "${name}" with (force)`);
        await drop.end();
      },
    };
  }
  const embedded = await startEmbeddedPostgres();
  const orm = await openOrm(embedded.url, { poolMax: 1 });
  await migrate(orm);
  return {
    url: embedded.url,
    orm,
    close: async () => {
      await orm.close();
      await embedded.stop();
    },
  };
}
