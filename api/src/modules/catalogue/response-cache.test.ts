import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { countStatements } from '../../test/sql.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { seedCatalogue } from './catalogue.seed.js';
import { clearCatalogueCache } from './response-cache.js';

const t = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '5' } });

beforeAll(async () => {
  t.clock.now = new Date('2026-11-22T10:00:00Z');
  await seedCatalogue(t.db.orm, fixtureCatalogue, '2026-11-22');
});

async function counted(url: string, payload?: unknown) {
  const { count, result: res } = await countStatements(() =>
    t.app.inject(payload ? { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload } : { method: 'GET', url }),
  );
  return { statements: count, status: res.statusCode, body: res.json() };
}

const search = '/api/hotels?city=Makkah&checkInDate=2026-12-01&checkOutDate=2026-12-04&rooms=1&guests=2&currency=USD';

describe('catalogue response cache', () => {
  it('answers a repeated public search from memory until it expires or is cleared', async () => {
    const first = await counted(search);
    expect(first.statements).toBe(1);
    const again = await counted(search);
    expect(again).toEqual({ ...first, statements: 0 });

    // availability changes; the cached answer stands for a few seconds...
    await t.db.orm.em.getConnection().execute(`update hotel_room_night set rooms_available = 0`);
    expect((await counted(search)).body[0].isAvailable).toBe(true);
    // ...and is gone once cleared
    clearCatalogueCache();
    const fresh = await counted(search);
    expect(fresh.statements).toBe(1);
    expect(fresh.body[0].isAvailable).toBe(false);

    await t.db.orm.em.getConnection().execute(`update hotel_room_night set rooms_available = rooms_total`);
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 6_000);
    try {
      const expired = await counted(search);
      expect(expired.statements).toBe(1);
      expect(expired.body[0].isAvailable).toBe(true);
    } finally {
      later.mockRestore();
    }
  });

  it('keys on the variables, and never caches errors', async () => {
    await counted(search);
    expect((await counted(search.replace('USD', 'SAR'))).statements).toBe(1);
    const bad = search.replace('2026-12-01', '2026-11-01');
    expect((await counted(bad)).status).toBe(400);
    expect(await counted(bad)).toMatchObject({ status: 400, body: { message: 'Check-in date must be in the future' } });
  });

  it('caches public catalogue and currency queries only', async () => {
    const currencies = { query: '{ currencies { code rate } }' };
    await counted('/graphql', currencies);
    expect((await counted('/graphql', currencies)).statements).toBe(0);
    const mixed = { query: '{ packages { items { id } } me { id } }' };
    await counted('/graphql', mixed);
    expect((await counted('/graphql', mixed)).statements).toBe(1);
    const packages = { query: '{ packages(type: umrah) { items { id name } } }' };
    await counted('/graphql', packages);
    expect((await counted('/graphql', packages)).statements).toBe(0);
  });

  it('answers an operationName that names no operation of the document with a 400, not a crash', async () => {
    // what GraphiQL sends when Run is pressed while the operation name still lags behind the editor
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'query SearchPackages { packages { items { id } } }', operationName: 'Currencies' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toContain('Unknown operation named "Currencies"');
  });

  it('computes an answer once for identical requests that arrive together', async () => {
    clearCatalogueCache();
    const together = search.replace('rooms=1', 'rooms=2');
    const { count, result } = await countStatements(() => Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: together }))));
    expect(count).toBe(1);
    expect(new Set(result.map((r) => r.body)).size).toBe(1);
    expect(result.every((r) => r.statusCode === 200)).toBe(true);
  });

  it('does not keep an answer read before a clear', async () => {
    clearCatalogueCache();
    const slow = search.replace('guests=2', 'guests=1');
    // a booking lands (and clears the cache) while the search is reading the database
    const original = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      clearCatalogueCache();
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    try {
      expect((await t.app.inject({ method: 'GET', url: slow })).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect((await counted(slow)).statements).toBe(1);
  });
});
