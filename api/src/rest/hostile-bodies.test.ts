import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging.js';
import { uploadRestRoutes } from '../modules/agent/workspace.routes.js';
import { createSession, SESSION_COOKIE } from '../modules/accounts/session.service.js';
import { buildApp } from '../server.js';
import { agentHelpers } from '../test/agent-helpers.js';
import { useTestApp } from '../test/app.js';
import { registeredRoutes } from '../test/routes.js';
import type { RestRoute } from './facade.js';
import { restRoutes } from '../features.js';

// Security finding (LOW): an object with its own `toString` or `valueOf` in a JSON body made the REST converters'
// String()/Number() throw, a 500 for anyone. Every registered /api route that takes a body is sent hostile values in
// every field its converter reads (found by running the converter on a body that records what it reads), and a body
// where every such field is hostile at once: never a 5xx, nor a line logged at error level, nor a stack trace.

const t = useTestApp({ env: { RATE_LIMIT_ANONYMOUS: '1000000000', RATE_LIMIT_AUTHENTICATED: '1000000000' } });
const h = agentHelpers(t);

const HOSTILE: Array<[string, unknown]> = [
  ['{"toString":"x"}', { toString: 'x' }],
  ['{"valueOf":1}', { valueOf: 1 }],
  ['{"toString":"x","valueOf":"y"}', { toString: 'x', valueOf: 'y' }],
  ['[1]', [1]],
  ['nested object', { a: { b: { c: [{ d: 1 }] } } }],
];
// huge numbers and text that spells no number: in every field at once (a number field refuses them, a text field may
// take them as text)
const HOSTILE_SCALARS: Array<[string, unknown]> = [
  ['1e308', 1e308],
  ['2^53', 2 ** 53],
  ['"1e309"', '1e309'],
  ['"NaN"', 'NaN'],
  ['"-Infinity"', '-Infinity'],
];
const ID = '00000000-0000-4000-8000-000000000000';
const LIST = '[]';

type Path = string[];
type Persona = 'anonymous' | 'traveller' | 'agent' | 'admin';
const accounts = {} as Record<Exclude<Persona, 'anonymous'>, { id: string; cookie: string }>;

/** `leaf` at `path` in an otherwise empty body ('[]' steps into a list of one). */
function bodyWith(path: Path, leaf: unknown): unknown {
  return path.reduceRight<unknown>((inner, step) => (step === LIST ? [inner] : { [step]: inner }), leaf);
}

/** Deep merge of bodies built by bodyWith (lists of one item merge item-wise). */
function merge(a: unknown, b: unknown): unknown {
  if (Array.isArray(a) && Array.isArray(b)) return [merge(a[0], b[0])];
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
    for (const [k, v] of Object.entries(b)) out[k] = k in out ? merge(out[k], v) : v;
    return out;
  }
  return b;
}

/**
 * The fields a route's converter reads, as paths: its `variables` is run on a body that records every field read (each
 * reading as absent), then with each field read holding such a body, alone and as a list of one, to find the fields
 * read inside (a booking's customer and its passengers, a visa application's applicants). A refusal (a 400 thrown by a
 * rule) ends a run; the fields read before it count.
 */
function fieldsRead(route: RestRoute): Path[] {
  const variables = route.variables;
  if (!variables) return [];
  const found = new Map<string, Path>();
  const params = new Proxy({}, { get: () => ID });
  const explore = (prefix: Path, depth: number) => {
    const reads = new Set<string>();
    const recorder = new Proxy(
      {},
      {
        get: (_target, key) => {
          if (typeof key === 'string') reads.add(key);
          return undefined;
        },
        has: (_target, key) => {
          if (typeof key === 'string') reads.add(key);
          return false;
        },
      },
    );
    try {
      variables({ body: prefix.length ? bodyWith(prefix, recorder) : recorder, params, query: {}, headers: {} } as unknown as FastifyRequest);
    } catch {
      // a rule refused the body: what was read before counts
    }
    for (const name of reads) {
      const path = [...prefix, name];
      const key = path.join('.');
      if (found.has(key)) continue;
      found.set(key, path);
      if (depth < 3) {
        explore(path, depth + 1);
        explore([...path, LIST], depth + 1);
      }
    }
  };
  explore([], 0);
  return [...found.values()];
}

let app: FastifyInstance;
const errorLines: string[] = [];

beforeAll(async () => {
  // the app under test logs to this sink: every line at error level or above is a failure
  const sink = new Writable({
    write(chunk, _enc, done) {
      errorLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ ...t.deps, log: createLogger('error', sink) });
  await app.ready();
  for (const [who, role] of [['traveller', 'end_user'], ['agent', 'b2b_agent'], ['admin', 'super_admin']] as const) {
    const { id, cookie } = await h.signUp(role);
    accounts[who] = { id, cookie };
  }
});

afterAll(async () => {
  await app?.close();
});

/** Rows in each table of the app's schema. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await h.sql<{ name: string }>("select tablename as name from pg_tables where schemaname = current_schema() order by 1");
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await h.sql<{ n: number }>(`select count(*)::int as n from "${name}"`))[0].n;
  return counts;
}

type Case = { persona: Persona; method: string; url: string; label: string; body: unknown; readsField: boolean };

async function send(c: Case) {
  const cookie = c.persona === 'anonymous' ? undefined : accounts[c.persona].cookie;
  const res = await app.inject({
    method: c.method as 'POST',
    url: c.url,
    payload: JSON.stringify(c.body),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });
  // POST /api/logout ended this caller's session: a fresh one for the next case
  if (c.persona !== 'anonymous' && String(res.headers['set-cookie'] ?? '').includes(`${SESSION_COOKIE}=`)) {
    accounts[c.persona].cookie = `${SESSION_COOKIE}=${await createSession(t.db.orm.em.fork(), accounts[c.persona].id, t.clock.now)}`;
  }
  return res;
}

describe('hostile JSON in every field of every /api route that takes a body', () => {
  it('is a 4xx (400 where validation comes first), never a 5xx, an error log line or a stack trace', { timeout: 240_000 }, async () => {
    const tables = new Map([...restRoutes, ...uploadRestRoutes].map((r) => [`${r.method} ${r.url}`, r]));
    const routes = registeredRoutes(app).filter((r) => r.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    const reads = new Map(routes.map((r) => [`${r.method} ${r.url}`, fieldsRead(tables.get(`${r.method} ${r.url}`) ?? ({} as RestRoute))]));
    // the derivation sees into the bodies the finding named (not a list of routes: a check that the recorder works)
    const names = (key: string) => (reads.get(key) ?? []).map((p) => p.join('.'));
    expect(names('POST /api/bookings')).toEqual(expect.arrayContaining(['guestCount', 'customer.leadName', 'customer.passengers.[].name']));
    expect(names('POST /api/bookings/quote')).toEqual(expect.arrayContaining(['guestCount', 'markupInPkr']));
    expect(names('POST /api/hotels/:hotelId/book')).toContain('guestCount');
    expect(names('POST /api/visa/applications')).toEqual(expect.arrayContaining(['processing', 'travelDate', 'applicants.[].fullName']));

    // every field any route reads: a route that reads none of its body still gets them all, hostile
    const everyField = [...new Map([...reads.values()].flat().map((p) => [p.join('.'), p])).values()];
    // every field alone as a signed-in caller (traveller, agent and admin in turn, so most routes reach validation),
    // all of them at once as every caller; the scalars all at once, one caller each
    const signedIn = ['traveller', 'agent', 'admin'] as const;
    const cases: Case[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, ID);
      const paths = reads.get(`${route.method} ${route.url}`) ?? [];
      const everyFieldAs = (value: unknown) => (paths.length ? paths : everyField).reduce<unknown>((body, p) => merge(body, bodyWith(p, value)), {});
      for (const [label, value] of HOSTILE_SCALARS) {
        const persona = (['anonymous', ...signedIn] as const)[cases.length % 4];
        cases.push({ persona, method: route.method, url, label: `${route.method} ${route.url} every field ${label}`, body: everyFieldAs(value), readsField: paths.length > 0 });
      }
      for (const [label, value] of HOSTILE) {
        for (const persona of ['anonymous', ...signedIn] as const) {
          cases.push({ persona, method: route.method, url, label: `${route.method} ${route.url} every field ${label}`, body: everyFieldAs(value), readsField: paths.length > 0 });
        }
        for (const p of paths) {
          const persona = signedIn[cases.length % signedIn.length];
          cases.push({ persona, method: route.method, url, label: `${route.method} ${route.url} ${p.join('.')}=${label}`, body: bodyWith(p, value), readsField: true });
        }
      }
    }

    const before = await rowCounts();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < cases.length) {
          const c = cases[next++];
          const res = await send(c);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const allowed = c.readsField ? [400, 401, 403, 404].includes(res.statusCode) : res.statusCode < 500;
          if (!allowed || /\n\s+at /.test(res.body)) failures.push(`${c.persona} ${c.label} → ${res.statusCode} ${res.body.slice(0, 300)}`);
        }
      }),
    );
    const fields = [...reads.values()].reduce((n, p) => n + p.length, 0);
    console.log(
      `hostile bodies: ${routes.length} routes with a body, ${[...reads.values()].filter((p) => p.length).length} of them reading ${fields} fields; ` +
        `${cases.length} requests: ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s} ×${n}`).join(', ')}\n` +
        [...reads].map(([route, paths]) => `  ${route}: ${paths.map((p) => p.join('.')).join(' ') || '(reads no field)'}`).join('\n'),
    );
    expect(failures).toEqual([]);
    expect(errorLines).toEqual([]);
    // nothing was stored but the callers' own traces: sessions (a sign-out, then a fresh one), failed sign-ins counted,
    // rate-limit buckets, and the upload URLs POST /api/objects/upload hands out whatever its body
    const after = await rowCounts();
    const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
    expect(changed.filter((k) => !['app_session', 'login_throttle', 'rate_limit_bucket', 'upload_ticket'].includes(k))).toEqual([]);
  });

  it.each(['/api/bookings', '/api/bookings/quote', `/api/hotels/${ID}/book`])(
    '%s: {"guestCount": {"toString": "x"}} is a 400 naming the field, and books nothing',
    async (url) => {
      const before = await h.sql<{ n: number }>('select count(*)::int as n from booking');
      const res = await app.inject({ method: 'POST', url, payload: { type: 'hotel', hotelId: ID, guestCount: { toString: 'x' } }, headers: { cookie: accounts.agent.cookie } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringContaining('input.guestCount'), code: 'BAD_USER_INPUT' });
      expect(await h.sql<{ n: number }>('select count(*)::int as n from booking')).toEqual(before);
    },
  );

  it('a visa application with a hostile field is a 400 and stores nothing', async () => {
    const count = async () => (await h.sql<{ n: number }>('select count(*)::int as n from visa_application'))[0].n;
    const before = await count();
    for (const payload of [{ processing: { toString: 'x' } }, { offerId: ID, travelDate: { toString: 'x' } }, { offerId: ID, applicants: [{ fullName: { valueOf: 1 } }] }]) {
      const res = await app.inject({ method: 'POST', url: '/api/visa/applications', payload, headers: { cookie: accounts.traveller.cookie } });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await count()).toBe(before);
    expect(errorLines).toEqual([]);
  });

  it('a __proto__ key anywhere in the body is a 400 from the JSON parser', async () => {
    for (const payload of ['{"__proto__": {"x": 1}}', '{"guestCount": {"__proto__": {"toString": "x"}}}', '{"customer": {"constructor": {"prototype": {"x": 1}}}}']) {
      const res = await app.inject({ method: 'POST', url: '/api/bookings', payload, headers: { 'content-type': 'application/json', cookie: accounts.traveller.cookie } });
      expect(res.statusCode, payload).toBe(400);
    }
  });
});
