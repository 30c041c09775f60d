import { describe, expect, it } from 'vitest';
import { cyrb53, fnv1a, prng } from './random.js';

// The artwork, the sandbox's offers and the benchmarks' mixes are drawn from these: their sequences are pinned.
describe('deterministic randomness', () => {
  it('prng (mulberry32): one sequence per seed, of which only the low 32 bits count', () => {
    const r = prng(19);
    expect([r(), r(), r()]).toEqual([0.05854421923868358, 0.32688822830095887, 0.4525164095684886]);
    const big = prng(cyrb53('KHI|JED|2026-04-10|'));
    const low = prng(cyrb53('KHI|JED|2026-04-10|') % 2 ** 32);
    expect(Array.from({ length: 5 }, big)).toEqual(Array.from({ length: 5 }, low));
  });

  it('cyrb53 and fnv1a', () => {
    expect(cyrb53('abc')).toBe(5059922895146125);
    expect(cyrb53('abc', 3)).toBe(4672205269964084);
    expect(fnv1a('abc')).toBe(0x1a47e90b);
  });
});
