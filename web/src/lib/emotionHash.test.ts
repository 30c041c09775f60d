import { describe, expect, it } from 'vitest';
import memoHash from './emotionHash';

describe('memoised emotion hash', () => {
  it("names styles as @emotion/hash does (the pre-rendered pages' class names must match)", () => {
    // the values @emotion/hash 0.9 gives for these strings
    expect(memoHash('')).toBe('0');
    expect(memoHash('color:red;')).toBe('tokvmb');
    expect(memoHash('display:flex;gap:var(--chakra-spacing-2);')).toBe('1ioibwk');
  });

  it('answers a repeat from memory and stays right past its bound', () => {
    const first = Array.from({ length: 5000 }, (_, i) => memoHash(`width:${i}px;`));
    expect(new Set(first).size).toBe(5000);
    // the memo started again after 4,096: early and late entries still hash as before
    expect(memoHash('width:0px;')).toBe(first[0]);
    expect(memoHash('width:4999px;')).toBe(first[4999]);
    expect(memoHash('color:red;')).toBe('tokvmb');
  });
});
