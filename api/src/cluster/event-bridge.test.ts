import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainEventBus, domainEvents } from '../core/events.js';
import { useTestApp } from '../test/app.js';
import { reachableRedis } from '../test/redis.js';
import { countStatements } from '../test/sql.js';
import { fixtureCatalogue } from '../test/catalogue-fixtures.js';
import { seedCatalogue } from '../modules/catalogue/catalogue.seed.js';
import { type EventBridge, relayBetweenWorkers, startRedisEventBridge } from './event-bridge.js';

const redisUrl = await reachableRedis();
const silent = pino({ level: 'silent' });

function recorder(bus: DomainEventBus) {
  const seen: string[] = [];
  bus.onEvent('catalogue.changed', ({ kind }) => seen.push(kind));
  return seen;
}

// generous: on a machine busy with the rest of the suite, a Redis round trip can take seconds
const until = async (check: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe.skipIf(!redisUrl)('shared events through Redis (two processes, two bridges)', () => {
  const url = redisUrl ?? '';
  // a channel of this run's own, so parallel runs on one Redis never hear each other
  const channel = `safarnama:test-events:${crypto.randomUUID()}`;
  const busA = new DomainEventBus();
  const busB = new DomainEventBus();
  const seenA = recorder(busA);
  const seenB = recorder(busB);
  const bridges: EventBridge[] = [];

  beforeAll(async () => {
    bridges.push(await startRedisEventBridge(url, silent, { bus: busA, channel }));
    bridges.push(await startRedisEventBridge(url, silent, { bus: busB, channel }));
  });
  afterAll(() => Promise.all(bridges.map((b) => b.stop())));

  it('re-emits an event of one process in the other, and never twice in its own', async () => {
    busA.emitEvent('catalogue.changed', { kind: 'package' });
    expect(seenA).toEqual(['package']);
    await until(() => seenB.length === 1);
    expect(seenB).toEqual(['package']);
    busB.emitEvent('catalogue.changed', { kind: 'inventory' });
    await until(() => seenA.length === 2);
    // A's own event did not come back to it from Redis, nor B's own to B
    await new Promise((r) => setTimeout(r, 100));
    expect(seenA).toEqual(['package', 'inventory']);
    expect(seenB).toEqual(['package', 'inventory']);
  });

  it('ignores what is not a shared event', async () => {
    const raw = new Redis(url);
    try {
      const before = seenB.length;
      await raw.publish(channel, 'not json');
      await raw.publish(channel, JSON.stringify({ from: 'elsewhere', name: 'accounts.deleted', args: [{}] }));
      await raw.publish(channel, JSON.stringify({ from: 'elsewhere', name: 'catalogue.changed', args: [{ kind: 'hotel' }] }));
      await until(() => seenB.length === before + 1);
      expect(seenB.at(-1)).toBe('hotel');
    } finally {
      raw.disconnect();
    }
  });
});

describe.skipIf(!redisUrl)('the catalogue response cache across machines', () => {
  const t = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '60' } });
  let bridge: EventBridge;
  const channel = `safarnama:test-events:${crypto.randomUUID()}`;
  beforeAll(async () => {
    t.clock.now = new Date('2026-11-22T10:00:00Z');
    await seedCatalogue(t.db.orm, fixtureCatalogue, '2026-11-22');
    // this app's process, as in boot.ts
    bridge = await startRedisEventBridge(redisUrl ?? '', silent, { channel });
  });
  afterAll(() => bridge?.stop());

  it('drops its cached answers when another machine writes to the catalogue', async () => {
    const search = '/api/hotels?city=Makkah&checkInDate=2026-12-01&checkOutDate=2026-12-04&rooms=1&guests=2&currency=USD';
    // the hotel search's own statements: a background job's poll (pg-boss, the hold sweep) may land in the same moment
    const statements = async () => (await countStatements(() => t.app.inject({ method: 'GET', url: search }))).sql.filter((q) => /hotel/i.test(q)).length;
    expect(await statements()).toBe(1);
    expect(await statements()).toBe(0);
    // another machine's bridge: its own bus, the same Redis channel
    const otherBus = new DomainEventBus();
    const other = await startRedisEventBridge(redisUrl ?? '', silent, { bus: otherBus, channel });
    try {
      const heard: string[] = [];
      const off = domainEvents.onEvent('catalogue.changed', ({ kind }) => heard.push(kind));
      otherBus.emitEvent('catalogue.changed', { kind: 'inventory' });
      await until(() => heard.length === 1);
      off();
      expect(await statements()).toBe(1);
    } finally {
      await other.stop();
    }
  });
});

describe('shared events without Redis', () => {
  it('serves on when Redis is down at start: publishing fails quietly, stop works', async () => {
    const bus = new DomainEventBus();
    const errors: string[] = [];
    const log = { ...silent, error: (_obj: object, msg: string) => errors.push(msg), warn: () => {} } as unknown as typeof silent;
    const bridge = await startRedisEventBridge('redis://127.0.0.1:1', log, { bus, readyMs: 300 });
    expect(() => bus.emitEvent('catalogue.changed', { kind: 'package' })).not.toThrow();
    expect(errors.some((m) => /did not answer at start/.test(m))).toBe(true);
    await bridge.stop();
  });

  it('the primary hands a worker event to every other connected worker (cluster without Redis)', () => {
    const got: number[] = [];
    const worker = (id: number, connected = true) => ({ id, isConnected: () => connected, send: () => got.push(id) > 0 });
    const msg = { safarnama: 'domain-event', from: 2, name: 'catalogue.changed', args: [{ kind: 'package' }] };
    expect(relayBetweenWorkers(msg, [worker(1), worker(2), worker(3), worker(4, false)])).toBe(true);
    expect(got).toEqual([1, 3]);
    expect(relayBetweenWorkers({ cmd: 'something else' }, [worker(1)])).toBe(false);
  });
});
