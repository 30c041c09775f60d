import v8 from 'node:v8';
import vm from 'node:vm';
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

  it('does not keep the source text alive: a 60 KB comment with a long alias costs its document, not 60 KB', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const store = new BoundedDocumentStore(1000, 4 * 1024 * 1024);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 200; i++) {
      // a name of 13+ characters is a slice of the source: kept as it is, it would keep all 60 KB
      const source = `# ${i} ${'x'.repeat(60_000)}\n{ a_long_alias_name_${i}: currencies { code } }`;
      await store.set(`k${i}`, parse(source, { noLocation: true }));
    }
    gc();
    const perDocument = (process.memoryUsage().heapUsed - before) / 200;
    expect(store.size().entries).toBe(200);
    expect(perDocument).toBeLessThan(10 * 1024);
    const kept = await store.get('k7');
    expect(kept).toEqual(parse('{ a_long_alias_name_7: currencies { code } }', { noLocation: true }));
  });
});
