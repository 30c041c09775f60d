import { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '../modules/catalogue/catalogue.seed.js';
import { createKeyFor } from '../modules/partner/api-key.service.js';
import { COST_BUDGET } from '../rules/api-limits.js';
import { urduMessage } from '../rules/messages-ur.js';
import { buildApp } from '../server.js';
import { useTestApp } from '../test/app.js';
import { fixtureCatalogue } from '../test/catalogue-fixtures.js';
import { takeBudget } from './cost-bucket.js';
import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import { type CostExtension, returnedCost } from './cost-budget.js';
import { buildAppSchema } from '../features.js';
import { operationCost } from './limits.js';

// The budget in every answer (issue 38): each API key's operations draw on a leaky bucket (graphql/cost-bucket.ts),
// and every GraphQL answer to a key says what it cost and what is left (graphql/cost-budget.ts). The clock is the
// test's: the bucket restores only when it moves.
const t = useTestApp();
const T0 = new Date('2026-11-22T10:00:00Z');
const MAX = COST_BUDGET.maximumAvailable;
const RATE = COST_BUDGET.restoreRate;

beforeAll(async () => {
  t.clock.now = T0;
  await seedCatalogue(t.db.orm, fixtureCatalogue, '2026-11-22');
});

let n = 0;
async function newKey(): Promise<{ secret: string; id: string }> {
  n++;
  const [user] = await t.db.orm.em
    .fork()
    .execute<{ id: string }[]>(
      `insert into app_user (username, email, password_hash, first_name, last_name, role) values (?, ?, '!', 'B', 'K', 'b2b_agent') returning id`,
      [`budget${n}`, `budget${n}@example.pk`],
    );
  const { secret, key } = await createKeyFor(t.db.orm.em.fork(), user.id, `key ${n}`, T0);
  return { secret, id: key.id };
}

async function gql(query: string, headers: Record<string, string> = {}, app: FastifyInstance = t.app) {
  const res = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query } });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const costOf = (body: { extensions?: { cost?: CostExtension } }) => body.extensions?.cost;

async function bucket(id: string) {
  const rows = await t.db.orm.em.fork().execute<{ available: number; updated_at: Date }[]>('select available, updated_at from api_cost_bucket where api_key_id = ?', [id]);
  return rows[0];
}
async function setBucket(id: string, available: number, at: Date) {
  await t.db.orm.em
    .fork()
    .execute(
      'insert into api_cost_bucket (api_key_id, available, updated_at) values (?, ?, ?) on conflict (api_key_id) do update set available = excluded.available, updated_at = excluded.updated_at',
      [id, available, at],
    );
}

// 1 (me) + 2 fields
const ME = '{ me { id username } }';
// 1 (apiKeys) + 1 (items) + 100 × 2 + 1 (hasMore) = 203 requested; with one key, 1 + 1 + 2 + 1 = 5 returned
const KEYS = '{ apiKeys(pagination: { limit: 100 }) { items { id name } hasMore } }';

describe('returnedCost', () => {
  const costs = async (query: string, data: unknown) => {
    const doc = parse(query);
    const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
    const fragments = new Map(doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
    return { requested: operationCost(await buildAppSchema(), doc, op), returned: returnedCost(data, op.selectionSet, fragments) };
  };

  it('counts the fields present, a list per item returned, by response key (aliases, fragments), __typename free', async () => {
    const query = '{ a: apiKeys(pagination: { limit: 2 }) { items { id ...F } hasMore } me { id } } fragment F on ApiKey { name id __typename }';
    const item = { id: 'k', name: 'n', __typename: 'ApiKey' };
    // 1 (a) + 1 (items) + 2 × 2 (id and name: the fragment's id is the same field) + 1 (hasMore) + 1 (me, null); the
    // estimate counted the fragment's id apart (2 × 3) and me's id
    expect(await costs(query, { a: { items: [item, item], hasMore: false }, me: null })).toEqual({ requested: 11, returned: 8 });
    expect(await costs(query, { a: { items: [item, item], hasMore: true }, me: { id: 'u' } })).toEqual({ requested: 11, returned: 9 });
    expect(await costs(query, null)).toMatchObject({ returned: 0 });
  });
});

describe('extensions.cost', () => {
  it('is in every answer to an API key, and in none to a signed-in user or an anonymous caller', async () => {
    t.clock.now = T0;
    const key = await newKey();
    const me = await gql(ME, bearer(key.secret));
    expect(me.status).toBe(200);
    expect(me.body.data.me.username).toMatch(/^budget/);
    expect(costOf(me.body)).toEqual({
      requestedQueryCost: 3,
      actualQueryCost: 3,
      throttleStatus: { maximumAvailable: MAX, currentlyAvailable: MAX - 3, restoreRate: RATE },
    });

    // an error after the operation resolved carries it too (nothing returned: nothing paid)
    const bad = await gql('{ nope: booking(id: "00000000-0000-4000-8000-000000000000") { id } }', bearer(key.secret));
    expect(bad.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(bad.body.data).toBeNull();
    expect(costOf(bad.body)).toMatchObject({ requestedQueryCost: 2, actualQueryCost: 0, throttleStatus: { currentlyAvailable: MAX - 3 } });

    const anonymous = await gql('{ currencies { code } }');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.extensions).toBeUndefined();

    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'budget_session', email: 'budget_session@example.pk', password: 'secret123', firstName: 'S', lastName: 'U', role: 'b2b_agent' },
    });
    const cookie = ([] as string[]).concat(register.headers['set-cookie'] ?? [])[0].split(';')[0];
    const session = await gql(ME, { cookie });
    expect(session.body.data.me.username).toBe('budget_session');
    expect(session.body.extensions).toBeUndefined();
  });

  it('charges what was returned, not what could have been, and restores with the clock', async () => {
    t.clock.now = T0;
    const key = await newKey();
    const first = await gql(KEYS, bearer(key.secret));
    expect(first.body.data.apiKeys.items).toHaveLength(1);
    expect(costOf(first.body)).toMatchObject({ requestedQueryCost: 203, actualQueryCost: 5, throttleStatus: { currentlyAvailable: MAX - 5 } });
    const second = await gql(KEYS, bearer(key.secret));
    expect(costOf(second.body)?.throttleStatus.currentlyAvailable).toBe(MAX - 10);
    expect((await bucket(key.id)).available).toBe(MAX - 10);

    // drained to 1,000 at T0: 1.5 s later 3,000 points are back
    await setBucket(key.id, 1000, T0);
    t.clock.now = new Date(T0.getTime() + 1500);
    const later = await gql(KEYS, bearer(key.secret));
    expect(costOf(later.body)?.throttleStatus.currentlyAvailable).toBe(1000 + 1.5 * RATE - 5);
    // and never past the top
    t.clock.now = new Date(T0.getTime() + 3600_000);
    expect(costOf((await gql(KEYS, bearer(key.secret))).body)?.throttleStatus.currentlyAvailable).toBe(MAX - 5);
  });

  it('ApiKey.budget reads the bucket for a page of keys in one query', async () => {
    t.clock.now = T0;
    const key = await newKey();
    await setBucket(key.id, 12_345, T0);
    const page = await gql('{ apiKeys { items { id budget { maximumAvailable currentlyAvailable restoreRate requestLimit windowSeconds } } } }', bearer(key.secret));
    // read while this very query is charged its estimate (1 + 1 + 20 × (1 + 1 + 5) = 142)
    expect(page.body.data.apiKeys.items[0].budget).toEqual({
      maximumAvailable: MAX,
      currentlyAvailable: 12_345 - 142,
      restoreRate: RATE,
      requestLimit: t.deps.config.rateLimit.authenticated,
      windowSeconds: 60,
    });
  });
});

describe('throttling', () => {
  it('refuses an operation the bucket cannot pay for: 429 THROTTLED with Retry-After, nothing charged or run', async () => {
    t.clock.now = T0;
    const key = await newKey();
    await setBucket(key.id, 10, T0);
    const before = await bucket(key.id);
    const refused = await gql(KEYS, bearer(key.secret));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors[0]).toEqual({
      message: 'Throttled: this query costs 203 points and your API key has 10 available (2000 restored a second). Try again in 1 second.',
      extensions: { code: 'THROTTLED', retryAfter: 1 },
    });
    expect(costOf(refused.body)).toEqual({
      requestedQueryCost: 203,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: MAX, currentlyAvailable: 10, restoreRate: RATE },
    });
    expect(await bucket(key.id)).toEqual(before);
    expect(urduMessage(refused.body.errors[0].message)).toMatch(/203/);

    // a mutation refused runs nothing
    const keysBefore = await t.db.orm.em.fork().execute('select count(*)::int as n from api_key');
    const create = await gql('mutation { createApiKey(name: "more") { secret key { id } } }', bearer(key.secret));
    expect(create.status).toBe(200);
    await setBucket(key.id, 1, T0);
    const blocked = await gql('mutation { createApiKey(name: "more") { secret key { id } } }', bearer(key.secret));
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors[0].extensions.code).toBe('THROTTLED');
    expect(await t.db.orm.em.fork().execute('select count(*)::int as n from api_key')).toEqual([{ n: keysBefore[0].n + 1 }]);

    // REST runs the same operations on the same budget: 429 with Retry-After and the rate limit headers
    await setBucket(key.id, 0, T0);
    const rest = await t.app.inject({ url: '/api/currencies', headers: bearer(key.secret) });
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toMatchObject({ code: 'THROTTLED' });
    expect(rest.headers['retry-after']).toBe('1');
    expect(rest.headers['ratelimit-limit']).toBe(String(t.deps.config.rateLimit.authenticated));

    // the wait it names is enough
    t.clock.now = new Date(T0.getTime() + 1000);
    expect((await t.app.inject({ url: '/api/currencies', headers: bearer(key.secret) })).statusCode).toBe(200);
  });

  it('never overdraws a bucket: 50 parallel charges of 1,000 on 40,000 points, exactly 40 pass', async () => {
    const key = await newKey();
    const results = await Promise.all(Array.from({ length: 50 }, () => takeBudget(t.db.orm.em.fork(), key.id, 1000, T0)));
    expect(results.filter((r) => r.ok)).toHaveLength(40);
    expect(results.filter((r) => !r.ok).every((r) => r.available === 0 && !r.ok && r.retryAfter === 1)).toBe(true);
    expect((await bucket(key.id)).available).toBe(0);
  });

  it('never overdraws under 50 parallel expensive requests: every answer says what is left, and the books balance', async () => {
    t.clock.now = T0;
    const key = await newKey();
    // 16 aliases × (1 + 1 + 100 × 6) = 9,632 points each: four at a time at most
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: apiKeys(pagination: { limit: 100 }) { items { id name prefix createdAt lastUsedAt revokedAt } }`);
    const query = `{ ${aliases.join(' ')} }`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => gql(query, bearer(key.secret))));
    const passed = answers.filter((a) => a.status === 200);
    const throttled = answers.filter((a) => a.status === 429);
    expect(passed.length + throttled.length).toBe(50);
    expect(throttled.every((a) => a.body.errors[0].extensions.code === 'THROTTLED')).toBe(true);
    for (const a of answers) {
      const cost = costOf(a.body) as CostExtension;
      expect(cost.requestedQueryCost).toBe(9632);
      expect(cost.throttleStatus.currentlyAvailable).toBeGreaterThanOrEqual(0);
    }
    // each passed request returned 16 × (1 + 1 + 6) = 128 points' worth: the bucket is down by exactly that
    expect(passed.every((a) => costOf(a.body)?.actualQueryCost === 128)).toBe(true);
    expect((await bucket(key.id)).available).toBe(MAX - 128 * passed.length);
  });
});

describe('the hotels lane and the catalogue cache', () => {
  const PAGE = `query Hotels($city: String!) { hotels(city: $city, checkInDate: "2026-12-01", checkOutDate: "2026-12-04", rooms: 1, guests: 2) { items { id name } hasMore } }`;
  const post = (headers: Record<string, string>, app = t.app) =>
    app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query: PAGE, variables: { city: 'Makkah' } } });
  // 1 (hotels) + 1 (items) + 20 × 2 + 1 (hasMore)
  const REQUESTED = 43;

  it('answers an API key through Apollo every time, with its cost, while anonymous repeats take the lane without one', async () => {
    t.clock.now = T0;
    const key = await newKey();
    const apollo = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');
    try {
      for (let i = 0; i < 3; i++) {
        const res = await post(bearer(key.secret));
        expect(res.statusCode).toBe(200);
        expect(res.json().data.hotels.items.length).toBeGreaterThan(0);
        expect(res.json().extensions.cost.requestedQueryCost).toBe(REQUESTED);
      }
      expect(apollo).toHaveBeenCalledTimes(3);
      apollo.mockClear();
      for (let i = 0; i < 3; i++) {
        const res = await post({});
        expect(res.statusCode).toBe(200);
        expect(res.json().extensions).toBeUndefined();
      }
      // the text is known: the lane answers the anonymous repeats
      expect(apollo).toHaveBeenCalledTimes(0);
    } finally {
      apollo.mockRestore();
    }
  });

  it("never leaves a key's cost in a cached answer another caller gets", async () => {
    const cached = await buildApp({ ...t.deps, config: { ...t.deps.config, catalogueCacheSeconds: 60 }, log: pino({ level: 'silent' }) });
    try {
      t.clock.now = T0;
      const key = await newKey();
      // a miss, then a hit (the answer then kept parsed), then the key's hit on that very object, then another hit
      expect((await post({}, cached)).json().extensions).toBeUndefined();
      expect((await post({}, cached)).json().extensions).toBeUndefined();
      expect((await post(bearer(key.secret), cached)).json().extensions.cost.requestedQueryCost).toBe(REQUESTED);
      expect((await post({}, cached)).json().extensions).toBeUndefined();
      expect((await post(bearer(key.secret), cached)).json().extensions.cost.throttleStatus.currentlyAvailable).toBeLessThan(MAX);
    } finally {
      await cached.close();
    }
  });
});

describe('request rate limit headers', () => {
  let small: FastifyInstance;
  beforeAll(async () => {
    const config = { ...t.deps.config, rateLimit: { ...t.deps.config.rateLimit, authenticated: 2 } };
    small = await buildApp({ ...t.deps, config, log: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('REST and /graphql answers carry RateLimit-Limit, -Remaining and -Reset; a 429 adds Retry-After', async () => {
    t.clock.now = new Date(T0.getTime() + 86_400_000);
    const key = await newKey();
    const ok = await small.inject({ url: '/api/currencies', headers: bearer(key.secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers).toMatchObject({ 'ratelimit-limit': '2', 'ratelimit-remaining': '1', 'ratelimit-reset': expect.stringMatching(/^\d+$/) });
    const graphql = await gql(ME, bearer(key.secret), small);
    expect(graphql.headers).toMatchObject({ 'ratelimit-limit': '2', 'ratelimit-remaining': '0' });
    for (const res of [await small.inject({ url: '/api/currencies', headers: bearer(key.secret) }), await small.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...bearer(key.secret) }, payload: { query: ME } })]) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['retry-after']).toBe(res.headers['ratelimit-reset']);
      expect(res.headers['ratelimit-remaining']).toBe('0');
    }
  });
});
