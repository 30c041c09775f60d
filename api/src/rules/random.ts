// Deterministic randomness: the catalogue's artwork, the sandbox's flights and hotels, and the benchmarks' search
// mixes are drawn from these, so the same input always gives the same output (tests pin the sequences).

/** mulberry32: a small seeded PRNG returning numbers in [0, 1). Only the seed's low 32 bits count. */
export function prng(seed: number): () => number {
  // >>> 0 first: a 53-bit seed (cyrb53's) plus the increment would lose its low bits in a double
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** cyrb53: a small, well-mixed string hash (53 bits) for seeds, ids and tokens. */
export function cyrb53(str: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * FNV-1a, 32 bits: the artwork's seed. Kept beside cyrb53 because each picture's shapes and element ids come from
 * it; another hash would redraw every picture in the catalogue.
 */
export function fnv1a(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
