import zlib from 'node:zlib';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../graphql/context.js';
import { SESSION_COOKIE } from '../modules/accounts/session.service.js';
import { seedCatalogue } from '../modules/catalogue/catalogue.seed.js';
import { urduMessage } from '../rules/messages-ur.js';
import { CREATE, type Loose, umrahInput } from '../test/agent-helpers.js';
import { useTestApp } from '../test/app.js';
import { countStatements } from '../test/sql.js';
import { fixtureCatalogue } from '../test/catalogue-fixtures.js';
import { canonicalJson, IDEMPOTENCY_MESSAGES, sweepIdempotencyRecords } from './idempotency.js';
import { REQUEST_TIMEOUT_MS } from './slow-clients.js';

// Idempotency keys on every write (issue 38): Stripe's semantics over REST and GraphQL, per caller, under 50
// concurrent requests, on a real PostgreSQL. No sleeps: a request is held inside Apollo by a gate the test opens.

type Gate = { entered: () => void; open: Promise<void> };
let gate: Gate | null = null;
let failNext = false;
// holds the next operation once it runs (its key claimed), or fails it as an unexpected error would (a 500)
const testPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation() {
        if (failNext) {
          failNext = false;
          throw new GraphQLError('boom', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
        }
        const held = gate;
        if (held) {
          gate = null;
          held.entered();
          await held.open;
        }
      },
    };
  },
};
function holdNext(): { entered: Promise<void>; open: () => void } {
  let entered!: () => void;
  let open!: () => void;
  const enteredP = new Promise<void>((r) => (entered = r));
  gate = { entered, open: new Promise<void>((r) => (open = r)) };
  return { entered: enteredP, open };
}

const t = useTestApp({
  env: { RATE_LIMIT_AUTHENTICATED: '100000', RATE_LIMIT_ANONYMOUS: '100000' },
  hooks: { apolloPlugins: [testPlugin] },
});
const NOW = new Date('2026-12-16T10:00:00Z');
const TODAY = '2026-12-16';
const ids: Record<string, string> = {};
let n = 0;

async function sql<T = Record<string, Loose>>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
}

async function signUp(role: 'end_user' | 'b2b_agent' = 'end_user'): Promise<{ cookie: string; id: string }> {
  n++;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username: `idem${n}`, email: `idem${n}@example.pk`, password: 'secret123', firstName: 'Idem', lastName: `N${n}`, role },
  });
  expect(res.statusCode, res.body).toBe(201);
  const line = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return { cookie: line.split(';')[0], id: res.json().id };
}

type Headers = Record<string, string>;
const post = (url: string, payload: unknown, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload: payload as string, headers });
const gql = (query: string, variables: Record<string, unknown>, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });

const bookingsOf = async (userId: string) => (await sql<{ c: number }>('select count(*)::int as c from booking where user_id = ?', [userId]))[0].c;
const records = async (key: string) => (await sql<{ c: number }>('select count(*)::int as c from idempotency_record where key = ?', [key]))[0].c;
const pkg = (slug: string, extra: Record<string, unknown> = {}) => ({ type: 'package', packageId: ids[slug], ...extra });
const BOOK = 'mutation Book($input: BookInput!) { book(input: $input) { id status totalPriceInPkr specialRequirements } }';

beforeAll(async () => {
  t.clock.now = NOW;
  await seedCatalogue(t.db.orm, fixtureCatalogue, TODAY);
  for (const row of await sql<{ slug: string; id: string }>('select slug, id::text as id from package')) ids[row.slug] = row.id;
});

describe('REST writes', () => {
  it('a retry gets the first status and body again, marked Idempotent-Replayed, and changes nothing', async () => {
    const { cookie, id } = await signUp();
    const first = await post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'book-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const spots = await sql('select available_spots from package where id = ?', [ids['hunza-valley-escape']]);
    const again = await post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'book-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(await bookingsOf(id)).toBe(1);
    expect(await sql('select available_spots from package where id = ?', [ids['hunza-valley-escape']])).toEqual(spots);
    // the same JSON with its keys in another order is the same request
    const reordered = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie, 'idempotency-key': 'book-1', 'content-type': 'application/json' },
      payload: JSON.stringify({ packageId: ids['hunza-valley-escape'], type: 'package' }),
    });
    expect(reordered.body).toBe(first.body);
    // a write without the header is served as ever
    expect((await post('/api/bookings', pkg('hunza-valley-escape'), { cookie })).statusCode).toBe(201);
    expect(await bookingsOf(id)).toBe(2);
  });

  it('the same key with another body → 422 IDEMPOTENCY_KEY_REUSED (in Urdu too), nothing done', async () => {
    const { cookie, id } = await signUp();
    await post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'k-2' });
    const other = await post('/api/bookings', pkg('murree-weekend'), { cookie, 'idempotency-key': 'k-2' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.reused, code: 'IDEMPOTENCY_KEY_REUSED' });
    // the query string is part of the request
    const withQuery = await post('/api/bookings?x=1', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'k-2' });
    expect(withQuery.statusCode).toBe(422);
    const ur = await post('/api/bookings', pkg('murree-weekend'), { cookie, 'idempotency-key': 'k-2', 'accept-language': 'ur' });
    expect(ur.json().message).toBe(urduMessage(IDEMPOTENCY_MESSAGES.reused));
    expect(await bookingsOf(id)).toBe(1);
  });

  it('keys are per caller: another user, or another address when signed out, runs with the same key', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const a = await post('/api/bookings', pkg('hunza-valley-escape'), { cookie: alice.cookie, 'idempotency-key': 'shared' });
    const b = await post('/api/bookings', pkg('hunza-valley-escape'), { cookie: bob.cookie, 'idempotency-key': 'shared' });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().id).not.toBe(a.json().id);
    expect([await bookingsOf(alice.id), await bookingsOf(bob.id)]).toEqual([1, 1]);

    // signed out: the client's address is the caller
    const register = (from: string, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: from,
        headers: { 'idempotency-key': 'signup' },
        payload: { username: name, email: `${name}@example.pk`, password: 'secret123', firstName: 'Anon', lastName: 'Ymous', role: 'end_user' },
      });
    const one = await register('10.1.0.1', 'anonone');
    const two = await register('10.1.0.2', 'anontwo');
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    // the replay carries the body, never the first answer's session cookie
    expect(one.headers['set-cookie']).toBeDefined();
    const replay = await register('10.1.0.1', 'anonone');
    expect([replay.statusCode, replay.headers['idempotent-replayed'], replay.headers['set-cookie']]).toEqual([201, 'true', undefined]);
    expect(replay.body).toBe(one.body);
    expect((await register('10.1.0.1', 'anonthree')).statusCode).toBe(422);
  });

  it('a 5xx answer releases the key: the retry runs', async () => {
    const { cookie, id } = await signUp();
    failNext = true;
    const failed = await post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'flaky' });
    expect(failed.statusCode).toBe(500);
    expect(await records('flaky')).toBe(0);
    const retry = await post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'flaky' });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await bookingsOf(id)).toBe(1);
  });

  it('a malformed key → 400 before anything runs; reads ignore the header', async () => {
    const { cookie, id } = await signUp();
    const malformed = { '': IDEMPOTENCY_MESSAGES.malformed, ['x'.repeat(256)]: IDEMPOTENCY_MESSAGES.malformed, 'caf\u00e9': IDEMPOTENCY_MESSAGES.malformed };
    for (const [key, message] of Object.entries({ ...malformed, 'tab\there': 'Idempotency-Key must not contain control characters' })) {
      const res = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: pkg('hunza-valley-escape'), headers: { cookie, 'idempotency-key': key } });
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual({ message, code: 'BAD_USER_INPUT' });
      expect(urduMessage(message)).toBeDefined();
    }
    expect(await bookingsOf(id)).toBe(0);
    expect((await post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'x'.repeat(255) })).statusCode).toBe(201);
    expect((await post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': ' ~!"#$%&()*+,-./:;<=>?@[]^_`{|}' })).statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie, 'idempotency-key': '' } });
    expect(list.statusCode).toBe(200);
  });

  it('while the first runs: the same request → 409 IDEMPOTENCY_KEY_IN_USE with Retry-After: 1, another → 422; once done, the replay', async () => {
    const { cookie, id } = await signUp();
    const held = holdNext();
    const first = post('/api/bookings', pkg('murree-weekend'), { cookie, 'idempotency-key': 'slow' });
    await held.entered;
    const busy = await post('/api/bookings', pkg('murree-weekend'), { cookie, 'idempotency-key': 'slow' });
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.inUse, code: 'IDEMPOTENCY_KEY_IN_USE' });
    expect((await post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'slow' })).statusCode).toBe(422);
    held.open();
    const done = await first;
    expect(done.statusCode).toBe(201);
    const replay = await post('/api/bookings', pkg('murree-weekend'), { cookie, 'idempotency-key': 'slow' });
    expect([replay.statusCode, replay.body]).toEqual([201, done.body]);
    expect(await bookingsOf(id)).toBe(1);
  });

  it('shutdown: a request the drain cut off records its answer (the retry gets it); one still running past the wait frees its key', async () => {
    const { cookie, id } = await signUp();
    let held = holdNext();
    const first = post('/api/bookings', pkg('murree-weekend'), { cookie, 'idempotency-key': 'cut' });
    await held.entered;
    const releasing = t.app.releaseHeldIdempotencyKeys(30_000);
    held.open();
    expect(await releasing).toBe(0);
    const done = await first;
    expect(done.statusCode).toBe(201);
    const retry = await post('/api/bookings', pkg('murree-weekend'), { cookie, 'idempotency-key': 'cut' });
    expect([retry.statusCode, retry.headers['idempotent-replayed'], retry.body]).toEqual([201, 'true', done.body]);
    expect(await bookingsOf(id)).toBe(1);

    // past the wait: the key is freed (the closing pool rolls such a request's transaction back), its late answer not kept
    held = holdNext();
    const stuck = post('/api/bookings', pkg('murree-weekend'), { cookie, 'idempotency-key': 'stuck' });
    await held.entered;
    expect(await records('stuck')).toBe(1);
    expect(await t.app.releaseHeldIdempotencyKeys(0)).toBe(1);
    expect(await records('stuck')).toBe(0);
    held.open();
    expect((await stuck).statusCode).toBe(201);
    expect(await records('stuck')).toBe(0);
  });

  it('a claim still running after the request timeout is abandoned and taken over; a key is free again after 24 h', async () => {
    const { cookie, id } = await signUp();
    // the fingerprint of this request (the key is not part of it), from a first run
    await post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'probe' });
    const [{ request_hash: hash }] = await sql("select request_hash from idempotency_record where key = 'probe'");
    const put = (key: string, state: string, ageMs: number) =>
      sql(`insert into idempotency_record (subject, key, request_hash, state, token, status_code, body, created_at) values (?, ?, ?, ?, gen_random_uuid(), 201, '\\x7b7d', ?)`, [
        `user:${id}`,
        key,
        hash,
        state,
        new Date(NOW.getTime() - ageMs),
      ]);
    await put('recent', 'running', REQUEST_TIMEOUT_MS - 1000);
    await put('abandoned', 'running', REQUEST_TIMEOUT_MS + 1000);
    await put('old', 'completed', 24 * 3600 * 1000 + 1000);
    expect((await post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'recent' })).statusCode).toBe(409);
    expect((await post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'abandoned' })).statusCode).toBe(201);
    expect((await post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'old' })).statusCode).toBe(201);
    expect(await bookingsOf(id)).toBe(3);
    // the sweep drops expired rows only
    await put('older', 'completed', 25 * 3600 * 1000);
    await sweepIdempotencyRecords(t.db.orm.em.fork(), NOW);
    expect(await records('older')).toBe(0);
    expect(await records('recent')).toBe(1);
  });
});

describe('GraphQL mutations', () => {
  it('a mutation is replayed; another with the same key → 422 in GraphQL’s shape', async () => {
    const { cookie, id } = await signUp();
    const variables = { input: pkg('hunza-valley-escape', { specialRequirements: 'Window seat' }) };
    const first = await gql(BOOK, variables, { cookie, 'idempotency-key': 'gql-1' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.book.id).toBeDefined();
    // the same document spaced otherwise, the same variables in another order
    const respaced = `mutation Book($input: BookInput!) {\n  book(input: $input) {\n    id status totalPriceInPkr specialRequirements\n  }\n}`;
    const again = await gql(respaced, { input: { specialRequirements: 'Window seat', packageId: ids['hunza-valley-escape'], type: 'package' } }, { cookie, 'idempotency-key': 'gql-1' });
    expect([again.statusCode, again.headers['idempotent-replayed'], again.body]).toEqual([200, 'true', first.body]);
    expect(await bookingsOf(id)).toBe(1);
    const other = await gql(BOOK, { input: pkg('hunza-valley-escape', { specialRequirements: 'Aisle seat' }) }, { cookie, 'idempotency-key': 'gql-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ errors: [{ message: IDEMPOTENCY_MESSAGES.reused, extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } }] });
    expect(await bookingsOf(id)).toBe(1);
  });

  it('a query with the header is served as ever (no key kept), even with a malformed key', async () => {
    const { cookie } = await signUp();
    const read = '{ bookings { items { id } } }';
    for (const key of ['read-1', '']) {
      const res = await gql(read, {}, { cookie, 'idempotency-key': key });
      expect(res.statusCode).toBe(200);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await records('read-1')).toBe(0);
    // a mutation with a malformed key is refused in GraphQL's shape
    const bad = await gql(BOOK, { input: pkg('hunza-valley-escape') }, { cookie, 'idempotency-key': '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('a large answer is kept whole and uncompressed, and replayed compressed to a client that accepts it', async () => {
    const agent = await signUp('b2b_agent');
    const input = umrahInput({ description: 'ہر روز زیارت اور حرم کے قریب قیام۔ '.repeat(130).trim() });
    const first = await gql(CREATE, { input }, { cookie: agent.cookie, 'idempotency-key': 'big' });
    expect(first.json().errors).toBeUndefined();
    expect(first.body.length).toBeGreaterThan(4096);
    const [row] = await sql<{ body: Buffer }>("select body from idempotency_record where key = 'big'");
    expect(row.body.toString('utf8')).toBe(first.body);
    const again = await gql(CREATE, { input }, { cookie: agent.cookie, 'idempotency-key': 'big', 'accept-encoding': 'gzip' });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(again.rawPayload).toString('utf8')).toBe(first.body);
    expect((await sql("select count(*)::int as c from package where owner_id = ?", [agent.id]))[0].c).toBe(1);
  });
});

describe('50 at once', () => {
  it('50 identical requests with one key: one runs; the others get 409 or the replay, never a second booking', async () => {
    const { cookie, id } = await signUp();
    const all = await Promise.all(Array.from({ length: 50 }, () => post('/api/bookings', pkg('umrah-economy-karachi'), { cookie, 'idempotency-key': 'storm' })));
    const ran = all.filter((r) => r.statusCode === 201 && r.headers['idempotent-replayed'] === undefined);
    expect(ran).toHaveLength(1);
    for (const r of all) {
      if (r.statusCode === 201) expect(r.body).toBe(ran[0].body);
      else expect([r.statusCode, r.json().code]).toEqual([409, 'IDEMPOTENCY_KEY_IN_USE']);
    }
    expect(await bookingsOf(id)).toBe(1);
    expect(await records('storm')).toBe(1);
  });

  it('50 different requests with one key: one runs, the rest get 409 or 422, nothing else changes', async () => {
    const { cookie, id } = await signUp();
    const spots = async () => (await sql<{ s: number }>('select sum(available_spots)::int as s from package'))[0].s;
    const before = await spots();
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post('/api/bookings', pkg('umrah-economy-karachi', { specialRequirements: `Request ${i}` }), { cookie, 'idempotency-key': 'mixed' })),
    );
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of all.filter((x) => x.statusCode !== 201)) {
      expect([[409, 'IDEMPOTENCY_KEY_IN_USE'], [422, 'IDEMPOTENCY_KEY_REUSED']]).toContainEqual([r.statusCode, r.json().code]);
    }
    expect(await bookingsOf(id)).toBe(1);
    expect(await spots()).toBe(before - 1);
  });
});

describe('cost', () => {
  it('a write without the header, and a query with it, never reach the keys’ table', async () => {
    const { cookie } = await signUp();
    const plain = await countStatements(() => post('/api/bookings', pkg('hunza-valley-escape'), { cookie }));
    expect(plain.result.statusCode).toBe(201);
    const read = await countStatements(() => gql('{ bookings { items { id } } }', {}, { cookie, 'idempotency-key': 'just-reading' }));
    expect(read.result.statusCode).toBe(200);
    expect([...plain.sql, ...read.sql].filter((q) => /idempotency_record/.test(q))).toEqual([]);
    const keyed = await countStatements(() => post('/api/bookings', pkg('hunza-valley-escape'), { cookie, 'idempotency-key': 'counted' }));
    // the claim, and the answer stored
    expect(keyed.sql.filter((q) => /idempotency_record/.test(q)), keyed.sql.join("\n")).toHaveLength(2);
  });
});

it('fingerprints are canonical JSON: keys in order, nothing else changed', () => {
  expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }], u: undefined })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
  expect(canonicalJson(Buffer.from('x'))).toMatch(/^\{"sha256":"[0-9a-f]{64}"\}$/);
  expect(canonicalJson(undefined)).toBe('null');
  for (const message of Object.values(IDEMPOTENCY_MESSAGES)) expect(urduMessage(message), message).toBeDefined();
});
