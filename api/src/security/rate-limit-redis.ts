import type { EntityManager } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import type { Log } from '../core/context.js';
import type { Decision } from './rate-limit.js';

// The per-request limits in Redis (REDIS_URL): one atomic script per request counts it in its key's fixed window,
// shared exactly by every process of every machine, and PostgreSQL is not written at all. Redis keeps the window's
// expiry itself (PEXPIRE when the window's first request creates the key), so a skewed clock on an app machine cannot
// stretch a window. While Redis does not answer (within COMMAND_TIMEOUT_MS), requests are counted by the fallback
// (the PostgreSQL leases of rate-limit.ts): limits hold through an outage, with counts that start afresh.

const KEY_PREFIX = 'safarnama:rate:';
const COMMAND_TIMEOUT_MS = 250;

// INCR, and on the window's first request its expiry; returns the count and the milliseconds left in the window
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

type HitClient = Redis & { rateHit: (key: string, windowMs: number) => Promise<[number, number]> };

export type Fallback = { take: (em: EntityManager | (() => EntityManager), key: string, limit: number, windowMs: number, now: Date) => Promise<Decision> };

export class RedisRateLimiter {
  private readonly redis: HitClient;
  private down = false;
  // a fresh process's first requests wait (at most COMMAND_TIMEOUT_MS) for the first connection instead of being
  // counted in PostgreSQL while it is made: counts split between two stores let a caller past the limit
  private readonly firstReady: Promise<void>;
  private ready = false;

  constructor(
    url: string,
    private readonly fallback: Fallback,
    private readonly log: Log,
    private readonly prefix = KEY_PREFIX,
  ) {
    // a request never queues behind a Redis that is away: it fails at once (then the fallback counts it)
    this.redis = new Redis(url, {
      connectionName: 'safarnama-rate-limit',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt: number) => Math.min(5_000, 100 * 2 ** attempt),
    }) as HitClient;
    this.redis.defineCommand('rateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.firstReady = new Promise((resolve) => this.redis.once('ready', () => resolve()));
    // ioredis reports every failed reconnect: one line per outage (and one when it is over, in take)
    this.redis.on('error', (err: Error) => this.outage(err));
  }

  private outage(err: Error) {
    if (this.down) return;
    this.down = true;
    this.log.error({ err: err.message }, 'Redis (REDIS_URL) is not answering: rate limits are counted in PostgreSQL meanwhile');
  }

  async take(em: EntityManager | (() => EntityManager), key: string, limit: number, windowMs: number, now: Date): Promise<Decision> {
    let hit: [number, number];
    if (!this.ready) await this.untilFirstConnection();
    try {
      hit = await this.redis.rateHit(this.prefix + key, windowMs);
    } catch (err) {
      this.outage(err as Error);
      return this.fallback.take(em, key, limit, windowMs, now);
    }
    if (this.down) {
      this.down = false;
      this.log.info('Redis (REDIS_URL) answers again: rate limits are counted there');
    }
    const [count, ttl] = hit;
    return { allowed: count <= limit, remaining: Math.max(0, limit - count), resetAt: new Date(now.getTime() + Math.max(1, Number(ttl))) };
  }

  private async untilFirstConnection(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.firstReady, new Promise<void>((resolve) => (timer = setTimeout(resolve, COMMAND_TIMEOUT_MS)))]);
    clearTimeout(timer);
    // after the first connection, or once it has taken longer than a command may: from then on a request never waits
    this.ready = true;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
