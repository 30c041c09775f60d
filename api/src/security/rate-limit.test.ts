import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyFor } from '../modules/partner/api-key.service.js';
import { buildApp } from '../server.js';
import { useTestApp } from '../test/app.js';
import { leaseSize, SharedRateLimiter } from './rate-limit.js';

const t = useTestApp({ env: { RATE_LIMIT_ANONYMOUS: '5', RATE_LIMIT_AUTHENTICATED: '8', RATE_LIMIT_WINDOW_SECONDS: '60' } });
// a second server process on the same database
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildApp({ ...t.deps, log: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await other?.close();
});

let clock = Date.parse('2030-06-01T10:00:00Z');
function freshWindow() {
  clock += 10 * 60_000;
  t.clock.now = new Date(clock);
}

async function newKey(username: string) {
  const rows = await t.db.orm.em
    .fork()
    .execute<{ id: string }[]>(
      `insert into app_user (username, email, password_hash, first_name, last_name, role) values (?, ?, '!', 'R', 'L', 'b2b_agent') returning id`,
      [username, `${username}@example.pk`],
    );
  return (await createKeyFor(t.db.orm.em.fork(), rows[0].id, 'rate', new Date())).secret;
}

const gqlFrom = (app: FastifyInstance, ip: string, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(key ? { authorization: `Bearer ${key}` } : {}) },
    payload: { query: '{ currencies { code } }' },
  });

describe('rate limits shared by every server process', () => {
  it('gives an address 5 requests a minute across two processes, then 429 with Retry-After and RateLimit headers', async () => {
    freshWindow();
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await gqlFrom(i % 2 ? other : t.app, ip);
      statuses.push(res.statusCode);
      remaining.push(String(res.headers['ratelimit-remaining']));
      expect(res.headers['ratelimit-limit']).toBe('5');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);

    for (const app of [t.app, other]) {
      const blocked = await gqlFrom(app, ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(blocked.headers['ratelimit-remaining']).toBe('0');
      expect(Number(blocked.headers['ratelimit-reset'])).toBe(Number(blocked.headers['retry-after']));
      expect(blocked.headers['ratelimit-policy']).toBe('5;w=60');
      expect(blocked.json().errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    }
    // REST shares the budget and answers with the JSON envelope
    const rest = await other.inject({ url: '/api/currencies', headers: { 'x-forwarded-for': ip } });
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(rest.json().message).toMatch(/Too many requests/);

    // another address is unaffected; health checks are never limited
    expect((await gqlFrom(t.app, '198.51.100.8')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-for': ip } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz', headers: { 'x-forwarded-for': ip } })).statusCode).toBe(200);

    // the next window lets the address in again
    t.clock.now = new Date(clock + 61_000);
    expect((await gqlFrom(other, ip)).statusCode).toBe(200);
  });

  it('counts an API key on its own budget, whatever address it comes from', async () => {
    freshWindow();
    const key = await newKey('rate_agent');
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await gqlFrom(i % 2 ? other : t.app, `203.0.113.${i}`, key)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    // a second key of the same agent, and anonymous callers from those addresses, still get through
    expect((await gqlFrom(t.app, '203.0.113.1', await newKey('rate_agent2'))).statusCode).toBe(200);
    expect((await gqlFrom(t.app, '203.0.113.1')).statusCode).toBe(200);
  });

  it('counts unknown keys against the address, so guessing keys is rate limited too', async () => {
    freshWindow();
    const ip = '192.0.2.44';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await gqlFrom(t.app, ip, `sk_live_guess000${'A'.repeat(43)}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('recovers when the clock goes back (a bucket never blocks for more than one window)', async () => {
    freshWindow();
    const ip = '192.0.2.99';
    for (let i = 0; i < 6; i++) await gqlFrom(t.app, ip);
    expect((await gqlFrom(t.app, ip)).statusCode).toBe(429);
    t.clock.now = new Date(clock - 24 * 3600_000);
    expect((await gqlFrom(t.app, ip)).statusCode).toBe(200);
  });
});

describe('leases: fewer database round trips, never over the limit', () => {
  it('serves at most the limit across two processes, with about one upsert per lease', async () => {
    const limit = 250;
    expect(leaseSize(limit)).toBe(2);
    const processes = [new SharedRateLimiter(), new SharedRateLimiter()];
    const now = new Date('2031-03-01T00:00:00Z');
    const knex = t.db.orm.em.getConnection().getKnex();
    let queries = 0;
    const listener = () => queries++;
    knex.on('query', listener);
    let allowed = 0;
    try {
      for (let i = 0; i < 300; i++) {
        // an irregular interleaving, so both processes end holding leases
        const limiter = processes[(i * 7) % 3 === 0 ? 0 : 1];
        const decision = await limiter.take(t.db.orm.em.fork(), 'lease:test', limit, 60_000, now);
        if (decision.allowed) allowed++;
        expect(decision.remaining).toBeGreaterThanOrEqual(0);
      }
    } finally {
      knex.removeListener('query', listener);
    }
    expect(allowed).toBeLessThanOrEqual(limit);
    expect(allowed).toBeGreaterThanOrEqual(limit - processes.length * (leaseSize(limit) - 1));
    // leases of 2 halve the upserts while tokens last; a used-up window is then answered from memory
    expect(queries).toBeLessThan(160);
  });

  it('shares one refill among concurrent requests when a lease runs dry', async () => {
    const limiter = new SharedRateLimiter();
    const now = new Date('2031-04-01T00:00:00Z');
    const knex = t.db.orm.em.getConnection().getKnex();
    let queries = 0;
    const listener = () => queries++;
    knex.on('query', listener);
    let decisions;
    try {
      decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.take(t.db.orm.em.fork(), 'lease:burst', 1e9, 60_000, now)));
    } finally {
      knex.removeListener('query', listener);
    }
    expect(decisions.every((d) => d.allowed)).toBe(true);
    // 50 requests, leases of 20: three upserts, not fifty
    expect(queries).toBe(3);
    const [row] = await t.db.orm.em.fork().execute<{ count: number }[]>("select count from rate_limit_bucket where key = 'lease:burst'");
    expect(Number(row.count)).toBe(60);
  });

  it('with prefetch, tops leases up in the background: still never over the limit, about one upsert per lease', async () => {
    const limit = 1000;
    const size = leaseSize(limit);
    const processes = [new SharedRateLimiter(10_000, true), new SharedRateLimiter(10_000, true)];
    const now = new Date('2031-05-01T00:00:00Z');
    const knex = t.db.orm.em.getConnection().getKnex();
    let queries = 0;
    const listener = () => queries++;
    knex.on('query', listener);
    let allowed = 0;
    try {
      // bursts of concurrent requests on both processes, as a busy caller's would arrive
      for (let burst = 0; burst < 60; burst++) {
        const decisions = await Promise.all(
          Array.from({ length: 20 }, (_, i) => processes[(i + burst) % 2].take(t.db.orm.em.fork(), 'lease:prefetch', limit, 60_000, now)),
        );
        allowed += decisions.filter((d) => d.allowed).length;
      }
    } finally {
      knex.removeListener('query', listener);
    }
    expect(allowed).toBeLessThanOrEqual(limit);
    // each process holds at most its lease and one top-up unused when the window is used up
    expect(allowed).toBeGreaterThanOrEqual(limit - processes.length * 2 * size);
    expect(queries).toBeLessThan((limit / size) * 1.5);
    const [row] = await t.db.orm.em.fork().execute<{ count: number }[]>("select count from rate_limit_bucket where key = 'lease:prefetch'");
    expect(Number(row.count)).toBeGreaterThanOrEqual(limit);
  });

  it('sizes leases from 1 (exact, small limits) to 20', () => {
    expect([5, 99, 300, 1200, 5000, 1e9].map(leaseSize)).toEqual([1, 1, 3, 12, 20, 20]);
  });
});
