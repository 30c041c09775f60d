import crypto from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { prepareDatabase } from '../boot.js';
import { loadConfig } from '../config.js';
import { migrationsList } from '../db/migrations/index.js';
import type { Orm } from '../db/orm.js';
import { openOrm } from '../features.js';
import { DiskImageStore } from '../modules/agent/image-store.js';
import { UploadCleanup } from '../modules/agent/upload-cleanup.js';
import { BookingLifecycle } from '../modules/bookings/lifecycle.js';
import { RoomInventoryKeeper } from '../modules/catalogue/inventory.js';
import { RatesRefresher } from '../modules/currency/rates.js';
import { createTestDb, type TestDb } from '../test/db.js';

// What must happen once however many server processes (WEB_CONCURRENCY workers, machines) share the database:
// start-up preparation, and the periodic jobs, each under its PostgreSQL advisory lock.
const silent = pino({ level: 'silent' });

describe('periodic jobs: one process at a time', () => {
  let db: TestDb;
  let holder: pg.Client;
  beforeAll(async () => {
    db = await createTestDb({ poolMax: 4 });
    holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await db?.close();
  });

  // another process in the middle of the job: it holds the job's lock
  async function whileHeld<T>(key: string, fn: () => Promise<T>): Promise<T> {
    await holder.query('select pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await fn();
    } finally {
      await holder.query('select pg_advisory_unlock(hashtext($1))', [key]);
    }
  }

  it('skips the round while another process runs it, and runs once it is free', async () => {
    const orm = db.orm;
    const rates = new RatesRefresher(orm, 'http://rates.invalid/latest', silent, {
      fetchImpl: async () => Response.json({ base_code: 'PKR', rates: {} }),
    });
    const jobs: [string, () => Promise<unknown>][] = [
      ['safarnama:room-inventory', () => new RoomInventoryKeeper(orm, silent).runOnce()],
      ['safarnama:booking-lifecycle', () => new BookingLifecycle(orm, silent).runOnce()],
      ['safarnama:rates-refresh', () => rates.refreshOnce()],
      ['safarnama:upload-cleanup', () => new UploadCleanup(orm, new DiskImageStore('/nonexistent'), silent).runOnce()],
    ];
    for (const [key, run] of jobs) {
      expect(await whileHeld(key, run), key).toBe('locked');
      expect(await run(), key).not.toBe('locked');
    }
  });
});

describe('start-up preparation from several processes at once', () => {
  const name = `sf_prepare_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const serverUrl = inject('testDatabase').serverUrl;
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const orms: Orm[] = [];
  const admin = new pg.Client({ connectionString: serverUrl });
  beforeAll(async () => {
    await admin.connect();
    // an empty database, as a new deployment starts on
    await admin.query(`create database "${name}"`);
  });
  afterAll(async () => {
    await Promise.all(orms.map((o) => o.close(true)));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('migrates, ensures the admin and seeds the demo data exactly once when three start together', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, SEED_DEMO: 'true', ADMIN_USERNAME: 'ops_admin', ADMIN_PASSWORD: 'ops-admin-password' });
    for (let i = 0; i < 3; i++) orms.push(await openOrm(url, { poolMax: 3 }));
    await Promise.all(orms.map((orm) => prepareDatabase(orm, config, silent)));
    const em = orms[0].em.fork();
    const [{ n: migrations }] = await em.execute<{ n: number }[]>('select count(*)::int as n from mikro_orm_migrations');
    expect(migrations).toBe(migrationsList.length);
    const users = await em.execute<{ username: string; n: number }[]>(
      "select username, count(*)::int as n from app_user where username in ('ops_admin', 'traveller', 'agent') group by username order by username",
    );
    expect(users).toEqual([
      { username: 'agent', n: 1 },
      { username: 'ops_admin', n: 1 },
      { username: 'traveller', n: 1 },
    ]);
    // the demo traveller's bookings were made once
    const [{ n: bookings }] = await em.execute<{ n: number }[]>("select count(*)::int as n from booking b join app_user u on u.id = b.user_id where u.username = 'traveller'");
    const [{ n: again }] = await em.execute<{ n: number }[]>('select count(*)::int as n from booking');
    expect(bookings).toBeGreaterThan(0);
    expect(again).toBe(bookings);
  });
});
