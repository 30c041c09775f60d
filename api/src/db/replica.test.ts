import { raw } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { AppDeps } from '../deps.js';
import { SESSION_COOKIE } from '../modules/accounts/session.service.js';
import { seedCatalogue } from '../modules/catalogue/catalogue.seed.js';
import { Currency } from '../modules/currency/currency.entity.js';
import { buildApp } from '../server.js';
import { fixtureCatalogue } from '../test/catalogue-fixtures.js';
import { createTestDb, type TestDb } from '../test/db.js';
import { openOrm } from '../features.js';
import type { Orm } from './orm.js';
import { queryPrepared } from './prepared.js';

// DATABASE_READ_URL pointing at the test database itself: the replica's pool is told apart by its application_name,
// so each test sees which pool a statement went through.
let db: TestDb;
let orm: Orm;
let app: FastifyInstance;
const NOW = new Date('2026-11-22T10:00:00Z');
const APP_NAME = "select current_setting('application_name') as name";

beforeAll(async () => {
  db = await createTestDb();
  orm = await openOrm(db.url, { readUrl: db.url, poolMax: 4 });
  await seedCatalogue(orm, fixtureCatalogue, '2026-11-22');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: db.url, DATABASE_READ_URL: db.url });
  const deps: AppDeps = { config, orm, log: pino({ level: 'silent' }), now: () => NOW };
  app = await buildApp(deps);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
  await db?.close();
});

describe('a read replica (DATABASE_READ_URL)', () => {
  it('gets the prepared catalogue reads; ORM reads, raw statements and transactions stay on the primary', async () => {
    const em = orm.em.fork();
    expect((await queryPrepared<{ name: string }>(em, 'test_app_name', APP_NAME, []))[0].name).toBe('safarnama-replica');
    expect((await em.execute<{ name: string }[]>(APP_NAME))[0].name).toBe('safarnama');
    // a query builder read outside a transaction: MikroORM would send it to the replica by default
    const qb = await em.createQueryBuilder(Currency).select(raw(`current_setting('application_name') as name`)).limit(1).execute<{ name: string }[]>();
    expect(qb[0].name).toBe('safarnama');
    expect(await em.transactional(async (tx) => (await tx.execute<{ name: string }[]>(APP_NAME))[0].name)).toBe('safarnama');
  });

  it('answers hotel searches from the replica, and a booking still works on the primary', async () => {
    const search = await app.inject({ method: 'GET', url: '/api/hotels?city=Makkah&checkInDate=2026-12-10&checkOutDate=2026-12-13&rooms=1&guests=2&currency=USD' });
    expect(search.statusCode, search.body).toBe(200);
    const hotel = (search.json() as { id: string; slug?: string; name: string }[])[0];
    const replicaLastQuery = async () =>
      (
        await orm.em
          .fork()
          .execute<{ query: string }[]>(
            "select query from pg_stat_activity where datname = current_database() and application_name = 'safarnama-replica' order by query_start desc limit 1",
          )
      )[0]?.query;
    expect(await replicaLastQuery()).toMatch(/hotel/i);

    const reg = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'replicauser', email: 'replica@example.pk', password: 'secret123', firstName: 'Rep', lastName: 'Lica', role: 'end_user' },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const cookie = String([reg.headers['set-cookie']].flat().find((c) => String(c).startsWith(`${SESSION_COOKIE}=`))).split(';')[0];
    const booked = await app.inject({
      method: 'POST',
      url: `/api/hotels/${hotel.id}/book`,
      headers: { cookie },
      payload: { checkInDate: '2026-12-10', checkOutDate: '2026-12-13', roomCount: 1, guestCount: 2, roomType: 'Standard' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ type: 'hotel', status: 'pending' }) // holding its room until paid;
    // the session read right after sign-up, and the booking's reads and writes, went to the primary
    expect(await replicaLastQuery()).toMatch(/hotel/i);
    expect(await replicaLastQuery()).not.toMatch(/insert|update|session/i);
    const mine = await app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(booked.json().id as string);
  });
});
