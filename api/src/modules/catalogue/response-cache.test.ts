import { ApolloServer } from '@apollo/server';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { agentHelpers, CREATE, DELETE, UPDATE, umrahInput } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { countStatements } from '../../test/sql.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { seedCatalogue } from './catalogue.seed.js';
import type { Context } from '../../graphql/context.js';
import { domainEvents } from '../../core/events.js';
import { AnswerCache, catalogueCacheSize, catalogueResponseCache } from '../../graphql/answer-cache.js';

// what every catalogue write says; the caches listen
const clearCatalogueCache = () => domainEvents.emitEvent('catalogue.changed', { kind: 'inventory' });

// five minutes (the most allowed): on a loaded machine a few seconds can pass between two requests of one test;
// expiry is tested on a moved clock
const t = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '300' } });

beforeAll(async () => {
  t.clock.now = new Date('2026-11-22T10:00:00Z');
  await seedCatalogue(t.db.orm, fixtureCatalogue, '2026-11-22');
});

// the catalogue's statements (hotels, rooms, packages, currencies): the spy sees the whole process, and on a loaded CI
// machine a background statement landed inside a request twice ('expected 2 to be 1')
const CATALOGUE = /hotel|room|package|currenc/i;

async function counted(url: string, payload?: unknown) {
  const { sql, result: res } = await countStatements(() =>
    t.app.inject(payload ? { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload } : { method: 'GET', url }),
  );
  return { statements: sql.filter((q) => CATALOGUE.test(q)).length, status: res.statusCode, body: res.json() };
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
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 301_000);
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
    const { sql, result } = await countStatements(() => Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: together }))));
    expect(sql.filter((q) => CATALOGUE.test(q)), sql.join('\n---\n')).toHaveLength(1);
    expect(new Set(result.map((r) => r.body)).size).toBe(1);
    expect(result.every((r) => r.statusCode === 200)).toBe(true);
  });

  it("hands requests that waited a copy (the codec's share), never the computing request's own buffer", async () => {
    const share = vi.fn((b: Buffer) => Buffer.from(b));
    const cache = new AnswerCache<Buffer>(5, { encode: (b) => b.toString('utf8'), decode: (json) => Buffer.from(json), share });
    const lead = await cache.lookup('k');
    const waiters = [cache.lookup('k'), cache.lookup('k')];
    const own = Buffer.from('the answer');
    if (!('settle' in lead)) throw new Error('expected the duty to compute');
    lead.settle(own);
    const got = await Promise.all(waiters);
    // the computing request reuses its buffer once sent (rest/buffer-pool.ts): what the waiters hold must not change
    own.fill(0);
    for (const g of got) expect('hit' in g && g.hit.toString()).toBe('the answer');
    expect(share).toHaveBeenCalledTimes(1);
    // nobody waiting: no copy
    const alone = await cache.lookup('other');
    if ('settle' in alone) alone.settle(Buffer.from('x'));
    expect(share).toHaveBeenCalledTimes(1);
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

describe('catalogue writes drop cached answers', () => {
  it("an agent's createPackage, updatePackage and deletePackage each invalidate a cached packages answer", async () => {
    const h = agentHelpers(t);
    const agent = await h.signUp('b2b_agent');
    const list = { query: '{ packages(type: umrah, pagination: { limit: 100 }) { items { id name } } }' };
    const names = async () => {
      const res = await counted('/graphql', list);
      return { statements: res.statements, names: (res.body.data.packages.items as Array<{ name: string }>).map((p) => p.name) };
    };
    await names();
    expect((await names()).statements).toBe(0);

    const created = await h.gql(CREATE, { input: umrahInput({ name: 'Cache Test Umrah' }) }, agent.cookie);
    expect(created.errors, JSON.stringify(created)).toBeUndefined();
    const afterCreate = await names();
    expect(afterCreate.statements).toBe(1);
    expect(afterCreate.names).toContain('Cache Test Umrah');
    expect((await names()).statements).toBe(0);

    const id = created.data?.createPackage.id as string;
    const updated = await h.gql(UPDATE, { id, input: umrahInput({ name: 'Cache Test Umrah, renamed' }) }, agent.cookie);
    expect(updated.errors, JSON.stringify(updated)).toBeUndefined();
    const afterUpdate = await names();
    expect(afterUpdate.statements).toBe(1);
    expect(afterUpdate.names).toContain('Cache Test Umrah, renamed');

    const deleted = await h.gql(DELETE, { id }, agent.cookie);
    expect(deleted.errors, JSON.stringify(deleted)).toBeUndefined();
    const afterDelete = await names();
    expect(afterDelete.statements).toBe(1);
    expect(afterDelete.names).not.toContain('Cache Test Umrah, renamed');
  });
});

describe('catalogue response cache memory', () => {
  it('keys on a hash, never the query text: a 60 KB query costs its answer only', async () => {
    clearCatalogueCache();
    const query = `#${'x'.repeat(60 * 1024)}\n{ currencies { code } }`;
    await counted('/graphql', { query });
    expect((await counted('/graphql', { query })).statements).toBe(0);
    const size = catalogueCacheSize();
    expect(size.entries).toBe(1);
    expect(size.bytes).toBeLessThan(1024);
  });

  it('holds its byte cap under thousands of distinct answers, evicting the least recently used', async () => {
    clearCatalogueCache();
    const cap = 64 * 1024;
    let calls = 0;
    const apollo = new ApolloServer<Context>({
      typeDefs: 'type Query { packages(n: Int!, size: Int): String }',
      resolvers: {
        Query: {
          packages: (_: unknown, { n, size }: { n: number; size?: number }) => {
            calls++;
            return `${n}:${'x'.repeat(size ?? 1000)}`;
          },
        },
      },
      plugins: [catalogueResponseCache(60, () => Date.now(), cap)],
    });
    await apollo.start();
    const contextValue = { now: () => new Date('2026-11-22T10:00:00Z') } as unknown as Context;
    const ask = async (n: number, size?: number) => {
      const res = await apollo.executeOperation(
        { query: 'query($n: Int!, $size: Int) { packages(n: $n, size: $size) }', variables: { n, size } },
        { contextValue },
      );
      expect(res.body.kind === 'single' && res.body.singleResult.data?.packages).toMatch(new RegExp(`^${n}:`));
    };
    try {
      for (let n = 0; n < 3000; n++) {
        await ask(n);
        // n = 0 is asked again all along: the most recently used survives the evictions
        if (n % 20 === 0) await ask(0);
        expect(catalogueCacheSize().bytes).toBeLessThanOrEqual(cap);
      }
      const { entries, bytes } = catalogueCacheSize();
      // ~1.1 KB each: about 58 fit, and the cap is nearly used
      expect(entries).toBeGreaterThan(40);
      expect(entries).toBeLessThan(64);
      expect(bytes).toBeGreaterThan(cap - 2048);
      const before = calls;
      await ask(0);
      await ask(2999);
      expect(calls).toBe(before);
      await ask(1);
      expect(calls).toBe(before + 1);
      // an answer bigger than an eighth of the cache is not kept
      await ask(5000, 20 * 1024);
      await ask(5000, 20 * 1024);
      expect(calls).toBe(before + 3);
      expect(catalogueCacheSize().bytes).toBeLessThanOrEqual(cap);
    } finally {
      await apollo.stop();
      clearCatalogueCache();
    }
  });
});

describe('catalogue response cache admission', () => {
  it('stores one answer in 16 while nothing is asked twice, and every answer again once answers are reused', async () => {
    clearCatalogueCache();
    const calls = new Map<number, number>();
    const apollo = new ApolloServer<Context>({
      typeDefs: 'type Query { packages(n: Int!): String }',
      resolvers: {
        Query: {
          packages: (_: unknown, { n }: { n: number }) => {
            calls.set(n, (calls.get(n) ?? 0) + 1);
            return `${n}`;
          },
        },
      },
      plugins: [catalogueResponseCache(60)],
    });
    await apollo.start();
    const contextValue = { now: () => new Date('2026-11-22T10:00:00Z') } as unknown as Context;
    const ask = (n: number) => apollo.executeOperation({ query: 'query($n: Int!) { packages(n: $n) }', variables: { n } }, { contextValue });
    try {
      // a window of 512 lookups whose answers are never asked for again: the answer that closes it is the first not kept
      for (let n = 0; n < 512; n++) await ask(n);
      expect(catalogueCacheSize().entries).toBe(511);
      // from now on one new answer in 16 is kept
      for (let n = 1000; n < 1160; n++) await ask(n);
      expect(catalogueCacheSize().entries).toBe(511 + 10);
      // a search that comes back is kept within 16 asks, then answered from memory
      for (let i = 0; i < 22; i++) await ask(7000);
      expect(calls.get(7000)).toBeLessThanOrEqual(16);
      // 7 hits in the 512 lookups of this window lift the ratio over 1 %: every new answer is stored again
      for (let n = 2000; n < 2330; n++) await ask(n);
      const before = catalogueCacheSize().entries;
      for (let n = 3000; n < 3010; n++) await ask(n);
      expect(catalogueCacheSize().entries).toBe(before + 10);
    } finally {
      await apollo.stop();
      clearCatalogueCache();
    }
  });
});
