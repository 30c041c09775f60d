import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';

// A gateway's webhooks are authorised by their signature, not counted against the anonymous rate limit: retries from
// one gateway address (or the app's own job delivering sandbox webhooks) are never refused with 429, while anonymous
// API calls from that address still are.
const t = useTestApp({ env: { RATE_LIMIT_ANONYMOUS: '3', PAYMENTS_SANDBOX_SECRET: 'limits-test-secret-0123456789' } });

describe('webhooks and the rate limit', () => {
  it('never answers a webhook post 429; other anonymous calls from the same address are limited', async () => {
    const webhook = () =>
      t.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers: { 'content-type': 'application/json' }, payload: '{}', remoteAddress: '203.0.113.7' });
    const answers = await Promise.all(Array.from({ length: 8 }, webhook));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(401));
    const reads = [];
    for (let i = 0; i < 5; i++) reads.push((await t.app.inject({ url: '/api/currencies', remoteAddress: '203.0.113.7' })).statusCode);
    expect(reads.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await webhook()).statusCode).toBe(401);
  });
});
