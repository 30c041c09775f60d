import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/app.js';

const t = useTestApp();

describe('HTTP server', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ url: '/api/currencies', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown /api paths with 404 JSON, never the web app', async () => {
    for (const url of ['/api/nope', '/api/currencies/extra', '/api']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/whatever', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('refuses an oversized body with 413 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `{ currencies { code } }`, padding: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .+\.(js|ts):\d+/);
  });

  it('hides "Did you mean" and stack traces outside development', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ currencie { code } }' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(body)).not.toContain('Did you mean');
    expect(JSON.stringify(body)).not.toContain('stacktrace');
  });

  it('applies Apollo CSRF prevention to simple GET requests', async () => {
    const blocked = await t.app.inject({ method: 'GET', url: '/graphql?query=%7Bcurrencies%7Bcode%7D%7D' });
    expect(blocked.statusCode).toBe(400);
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/graphql?query=%7Bcurrencies%7Bcode%7D%7D',
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.currencies).toHaveLength(7);
  });
});
