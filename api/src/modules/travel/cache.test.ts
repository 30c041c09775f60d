import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache.js';

describe('TtlCache', () => {
  it('keeps a value for its TTL, then loads again', async () => {
    const clock = { t: 0 };
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock.t });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock.t = 999;
    expect(await cache.get('a', load)).toBe(1);
    expect(cache.peek('a')).toBe(1);
    clock.t = 1000;
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.get('a', load)).toBe(2);
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new TtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('a', async () => 'A2'); // a is now the most recent
    await cache.get('c', async () => 'C');
    expect(cache.size).toBe(2);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe('A');
    expect(cache.peek('c')).toBe('C');
  });

  it('shares one load between concurrent callers, failures included, and does not keep failures', async () => {
    const cache = new TtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let release: (v: string) => void = () => {};
    let loads = 0;
    const slow = () => {
      loads++;
      return new Promise<string>((r) => {
        release = r;
      });
    };
    const all = Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    release('v');
    expect(await all).toEqual(['v', 'v', 'v']);
    expect(loads).toBe(1);

    const failing = async () => {
      loads++;
      throw new Error('down');
    };
    const settled = await Promise.allSettled([cache.get('x', failing), cache.get('x', failing)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(2);
    expect(cache.peek('x')).toBeUndefined();
    expect(await cache.get('x', async () => 'back')).toBe('back');
  });
});
