import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Orm } from '../db/orm.js';
import { openOrm } from '../features.js';

export type TestDb = { url: string; orm: Orm; close: () => Promise<void> };

// the server and migrated template made once per run by global-setup.ts
function serverUrlWith(database: string): string {
  const url = new URL(inject('testDatabase').serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('testDatabase').serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database for one test file, cloned from the run's template on the run's server
 * (TEST_DATABASE_URL when set, else the embedded PostgreSQL). Files never share a database, so they run in parallel.
 */
export async function createTestDb(opts: { poolMax?: number } = {}): Promise<TestDb> {
  const { template } = inject('testDatabase');
  const name = `sf_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  // CREATE DATABASE ... TEMPLATE needs the template to itself; parallel files copying it at once are retried
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer((c) => c.query(`create database "${name}" template "${template}"`));
      break;
    } catch (err) {
      if (!/being accessed by other users/.test(String(err)) || attempt > 50) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    }
  }
  const url = serverUrlWith(name);
  const orm = await openOrm(url, { poolMax: opts.poolMax ?? 10 });
  return {
    url,
    orm,
    close: async () => {
      await orm.close();
      await onServer((c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
