import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BufferPool } from './buffer-pool.js';

describe('BufferPool', () => {
  it('hands back the same buffers, keeps at most `keep` idle, and gives a longer answer a buffer of its own', () => {
    const pool = new BufferPool(1024, 2);
    const a = pool.take(10);
    const b = pool.take(1024);
    const c = pool.take(500);
    expect([a.pooled, b.pooled, c.pooled]).toEqual([true, true, true]);
    pool.give(a.buffer);
    pool.give(b.buffer);
    pool.give(c.buffer);
    expect(pool.idle).toBe(2);
    expect(pool.take(1).buffer).toBe(b.buffer);
    const big = pool.take(1025);
    expect(big.pooled).toBe(false);
    expect(big.buffer.length).toBe(1025);
    // not one of the pool's: never kept
    pool.give(big.buffer);
    expect(pool.idle).toBe(1);
  });

  it('writes a text answer into a pooled buffer when it surely fits, else into one of its own', async () => {
    const pool = new BufferPool(1024, 4);
    const app = Fastify();
    app.get('/t', (req, reply) => {
      const n = Number((req.query as { n: string }).n);
      return reply.type('text/plain').send(pool.utf8For(reply, '€'.repeat(n)));
    });
    // 300 units: at most 900 bytes, pooled (and back after the answer); 400: a buffer of its own
    for (const n of [300, 400]) expect((await app.inject({ url: `/t?n=${n}` })).body).toBe('€'.repeat(n));
    expect(pool.idle).toBe(1);
    await app.close();
  });

  it('takes a buffer back only once its response has been sent, and the bytes sent are the ones written', async () => {
    const pool = new BufferPool(64 * 1024, 4);
    const app = Fastify();
    const taken: number[] = [];
    app.get('/x', (req, reply) => {
      const text = `hello ${String((req.query as { n: string }).n)} `.repeat(2000);
      const { buffer } = pool.take(Buffer.byteLength(text));
      const length = buffer.write(text);
      pool.giveAfter(reply, buffer);
      // in use until the response has closed
      taken.push(pool.idle);
      return reply.type('text/plain').send(buffer.subarray(0, length));
    });
    // three at once: three buffers, each answer its own bytes, all given back
    const answers = await Promise.all([1, 2, 3].map((n) => app.inject({ url: `/x?n=${n}` })));
    answers.forEach((res, i) => expect(res.body).toBe(`hello ${i + 1} `.repeat(2000)));
    expect(pool.idle).toBe(3);
    // one after another: the same buffers serve again
    for (const n of [4, 5, 6]) expect((await app.inject({ url: `/x?n=${n}` })).body).toBe(`hello ${n} `.repeat(2000));
    expect(pool.idle).toBe(3);
    expect(taken).toEqual([0, 0, 0, 2, 2, 2]);
    await app.close();
  });
});
