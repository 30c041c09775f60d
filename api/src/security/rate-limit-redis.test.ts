import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../server.js';
import { useTestApp } from '../test/app.js';
import { reachableRedis } from '../test/redis.js';
import { SharedRateLimiter } from './rate-limit.js';
import { RedisRateLimiter } from './rate-limit-redis.js';

const redisUrl = await reachableRedis();
const silent = pino({ level: 'silent' });
// keys of this run's own, so parallel runs on one Redis never count each other's requests
const run = crypto.randomUUID();

describe.skipIf(!redisUrl)('rate limits in Redis (REDIS_URL)', () => {
  const url = redisUrl ?? '';
  const t = useTestApp({ env: { REDIS_URL: url, RATE_LIMIT_ANONYMOUS: '5', RATE_LIMIT_AUTHENTICATED: '8', RATE_LIMIT_WINDOW_SECONDS: '60' } });
  // a second server process on the same Redis and database
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ ...t.deps, log: silent });
  });
  afterAll(async () => {
    await other?.close();
  });

  const gqlFrom = (app: FastifyInstance, ip: string) =>
    app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, payload: { query: '{ currencies { code } }' } });

  it('gives an address its 5 requests across two processes, then 429, without writing to PostgreSQL', async () => {
    // an address of this run's own (the key lives a minute in Redis)
    const ip = `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`;
    const statuses: number[] = [];
    const remaining: string[] = [];
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      for (let i = 0; i < 5; i++) {
        const res = await gqlFrom(i % 2 ? other : t.app, ip);
        statuses.push(res.statusCode);
        remaining.push(String(res.headers['ratelimit-remaining']));
      }
      const sql = spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
      expect(sql.filter((q) => q.includes('rate_limit_bucket'))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    for (const app of [t.app, other]) {
      const blocked = await gqlFrom(app, ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(blocked.headers['ratelimit-policy']).toBe('5;w=60');
    }
    // another address (not one made by changing the last digit, which was the same one whenever it ended in 9)
    expect((await gqlFrom(other, ip.replace(/^10\./, '11.'))).statusCode).toBe(200);
  });

  it('counts exactly under concurrency, and a window that ends lets the key in again', async () => {
    const a = new RedisRateLimiter(url, new SharedRateLimiter(), silent, `safarnama:test-rate:${run}:`);
    const b = new RedisRateLimiter(url, new SharedRateLimiter(), silent, `safarnama:test-rate:${run}:`);
    try {
      const em = t.db.orm.em.fork();
      const now = new Date();
      const decisions = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).take(em, 'burst', 50, 400, now)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(50);
      expect(Math.min(...decisions.map((d) => d.remaining))).toBe(0);
      expect(decisions.every((d) => d.resetAt.getTime() > now.getTime() && d.resetAt.getTime() <= now.getTime() + 400)).toBe(true);
      await new Promise((r) => setTimeout(r, 500));
      expect((await a.take(em, 'burst', 50, 400, new Date())).allowed).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('rate limits while Redis does not answer', () => {
  const t = useTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_ANONYMOUS: '3', RATE_LIMIT_WINDOW_SECONDS: '60' } });

  it('are counted in PostgreSQL meanwhile: still enforced', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ url: '/api/currencies', headers: { 'x-forwarded-for': ip } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
