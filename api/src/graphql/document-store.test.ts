import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { BoundedDocumentStore } from './document-store.js';

const doc = (i: number, fields = 1) =>
  parse(`{ a${i}: currencies { ${Array.from({ length: fields }, (_, f) => `c${f}: code`).join(' ')} } }`, { noLocation: true });

describe('BoundedDocumentStore', () => {
  it('holds at most its entry cap under thousands of distinct documents, least recently used out first', async () => {
    const store = new BoundedDocumentStore(100, 1024 * 1024);
    for (let i = 0; i < 5000; i++) {
      await store.set(`k${i}`, doc(i));
      // k0 is read all along: it stays
      if (i % 10 === 0) expect(await store.get('k0')).toBeDefined();
      expect(store.size().entries).toBeLessThanOrEqual(100);
    }
    expect(store.size().entries).toBe(100);
    expect(await store.get('k0')).toBeDefined();
    expect(await store.get('k4999')).toBeDefined();
    expect(await store.get('k1')).toBeUndefined();
  });

  it('holds its byte cap with large documents, and skips one too large to be worth keeping', async () => {
    const cap = 64 * 1024;
    const store = new BoundedDocumentStore(1000, cap);
    for (let i = 0; i < 500; i++) {
      await store.set(`k${i}`, doc(i, 40));
      expect(store.size().bytes).toBeLessThanOrEqual(cap);
    }
    expect(store.size().bytes).toBeGreaterThan(cap / 2);
    const before = store.size();
    // bigger than a quarter of the cap
    await store.set('huge', doc(9999, 600));
    expect(await store.get('huge')).toBeUndefined();
    expect(store.size()).toEqual(before);
    // replacing a key does not count it twice
    await store.set('k499', doc(499, 40));
    expect(store.size()).toEqual(before);
  });
});
