import { describe, expect, it } from 'vitest';
import { createKeyFor } from '../modules/partner/api-key.service.js';
import { useTestApp } from '../test/app.js';
import { agentHelpers } from '../test/agent-helpers.js';
import { normalisePath } from './request-path.js';

// Issue 33, finding 1: the router decoded `/%61pi/...` into an /api route while the guards read the raw text, so
// a cross-site text/plain POST cancelled a booking, and encoded paths escaped the rate limiter and the key check.

describe('normalisePath', () => {
  it.each([
    ['/api/currencies', '/api/currencies'],
    ['/%61pi/currencies', '/api/currencies'],
    ['/ap%69/objects/upload', '/api/objects/upload'],
    ['/%61%70%69/currencies?x=%61', '/api/currencies?x=%61'],
    ['/%67raphql', '/graphql'],
    ['/graphq%6c', '/graphql'],
    ['/graphq%6C', '/graphql'],
    ['/hotels/%d9%85', '/hotels/%D9%85'],
    ['/a%20b', '/a%20b'],
    ['/a%7Eb%2Dc', '/a~b-c'],
  ])('%s is %s', (raw, normal) => {
    expect(normalisePath(raw)).toBe(normal);
  });

  it.each(['/%2561pi/currencies', '/api%2Fcurrencies', '/api%2fcurrencies', '/api%5Ccurrencies', '/api/%', '/api/%6', '/api/%zz', '/api/%00', '/api/../graphql', '/api/%2E%2E/x', '/api/./x', '/api\\x'])(
    '%s is refused',
    (raw) => {
      expect(normalisePath(raw)).toBeUndefined();
    },
  );
});

const t = useTestApp({ env: { RATE_LIMIT_ANONYMOUS: '6', RATE_LIMIT_AUTHENTICATED: '50', RATE_LIMIT_WINDOW_SECONDS: '60' } });
const h = agentHelpers(t);

let clock = Date.parse('2031-03-01T10:00:00Z');
function freshWindow() {
  clock += 10 * 60_000;
  t.clock.now = new Date(clock);
}

const API_SPELLINGS = (rest: string) => [`/api/${rest}`, `/%61pi/${rest}`, `/ap%69/${rest}`, `/%61%70%69/${rest}`, `/a%70i/${rest}`];

describe('one path for every guard', () => {
  it('refuses a cross-site text/plain write on every spelling of an /api path, and 400s the ambiguous ones', async () => {
    const { cookie } = await h.signUp('end_user');
    const id = '00000000-0000-4000-8000-000000000001';
    for (const path of [...API_SPELLINGS(`bookings/${id}/cancel`), ...API_SPELLINGS('notifications/read-all')]) {
      const res = await t.app.inject({ method: 'POST', url: path, headers: { cookie, 'content-type': 'text/plain' }, payload: '{}' });
      expect([path, res.statusCode, res.json().code]).toEqual([path, 403, 'FORBIDDEN']);
    }
    for (const path of [`/%2561pi/bookings/${id}/cancel`, `/api%2Fbookings/${id}/cancel`]) {
      const res = await t.app.inject({ method: 'POST', url: path, headers: { cookie, 'content-type': 'text/plain' }, payload: '{}' });
      expect([path, res.statusCode, res.json().code]).toEqual([path, 400, 'BAD_REQUEST']);
    }
  });

  it('counts every spelling of /api and /graphql in the same rate-limit window, with its headers', async () => {
    freshWindow();
    const ip = '198.51.100.33';
    const paths = ['/api/currencies', '/%61pi/currencies', '/ap%69/currencies', '/%61%70%69/currencies'];
    const remaining: string[] = [];
    for (const url of paths) {
      const res = await t.app.inject({ url, headers: { 'x-forwarded-for': ip } });
      expect(res.statusCode).toBe(200);
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    for (const url of ['/%67raphql', '/graphq%6C']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' }, payload: { query: '{ currencies { code } }' } });
      expect(res.statusCode).toBe(200);
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['5', '4', '3', '2', '1', '0']);
    // the window is used up, whichever way the path is written
    for (const url of [...paths, '/%67raphql']) {
      const res = await t.app.inject({ method: url.includes('raphql') ? 'POST' : 'GET', url, headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' }, payload: url.includes('raphql') ? { query: '{ currencies { code } }' } : undefined });
      expect([url, res.statusCode]).toEqual([url, 429]);
      expect(res.headers['ratelimit-limit']).toBe('6');
    }
  });

  it('checks the API key on every spelling: an unknown key is 401, a good one identifies the caller', async () => {
    freshWindow();
    for (const url of ['/api/currencies', '/%61pi/currencies', '/ap%69/currencies']) {
      const res = await t.app.inject({ url, headers: { authorization: 'Bearer sk_not_a_key' } });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 'UNAUTHENTICATED']);
    }
    const gql = await t.app.inject({ method: 'POST', url: '/%67raphql', headers: { authorization: 'Bearer sk_not_a_key', 'content-type': 'application/json' }, payload: { query: '{ currencies { code } }' } });
    expect(gql.statusCode).toBe(401);
    expect(gql.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const { id } = await h.signUp('b2b_agent');
    const { secret } = await createKeyFor(t.db.orm.em.fork(), id, 'paths', t.clock.now);
    const me = await t.app.inject({ method: 'POST', url: '/%67raphql', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, payload: { query: '{ me { id } }' } });
    expect(me.json().data.me.id).toBe(id);
    // counted against the key's own limit, not the address's
    expect(me.headers['ratelimit-limit']).toBe('50');
  });

  // (dot segments are refused too, see above; inject resolves them itself before the server sees the request)
  it('answers a malformed path with 400 JSON before any route, on GET and on GraphQL too', async () => {
    for (const url of ['/%2567raphql', '/api/%zz', '/%2561pi/currencies']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toEqual({ message: expect.stringContaining('malformed'), code: 'BAD_REQUEST' });
    }
  });
});
