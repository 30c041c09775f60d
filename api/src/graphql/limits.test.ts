import type { ApolloServerPlugin } from '@apollo/server';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createKeyFor } from '../modules/partner/api-key.service.js';
import { buildApp } from '../server.js';
import { useTestApp } from '../test/app.js';
import type { Context } from './context.js';
import { COMPACT_FROM_CHARS, DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES, QUERY_LIMITS } from './limits.js';

// Counts what actually executes: if a refused operation never starts executing, no resolver can have run.
const counter = { executions: 0, fields: 0 };
const countingPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async executionDidStart() {
        counter.executions++;
        return {
          willResolveField() {
            counter.fields++;
          },
        };
      },
    };
  },
};

// Counts what Apollo parses: a document refused for its size must never get this far.
const parsed = { n: 0 };
const parsingPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async parsingDidStart() {
        parsed.n++;
      },
    };
  },
};

// The document text Apollo was handed, last request.
const seen = { query: '' };
const seeingPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart({ request }) {
    seen.query = request.query ?? '';
  },
};

const t = useTestApp({ hooks: { apolloPlugins: [countingPlugin, parsingPlugin, seeingPlugin] } });
let key = '';

beforeEach(async () => {
  counter.executions = 0;
  counter.fields = 0;
  if (!key) {
    const rows = await t.db.orm.em
      .fork()
      .execute<{ id: string }[]>(
        "insert into app_user (username, email, password_hash, first_name, last_name, role) values ('limits_agent', 'limits@example.pk', '!', 'L', 'A', 'b2b_agent') returning id",
      );
    key = (await createKeyFor(t.db.orm.em.fork(), rows[0].id, 'limits', new Date())).secret;
  }
});

async function gql(body: unknown, opts: { key?: boolean } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(opts.key ? { authorization: `Bearer ${key}` } : {}) },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

function expectRefused(
  res: { status: number; body: { errors?: { message: string; extensions: Record<string, unknown> }[]; data?: unknown } },
  limit: string,
  message: RegExp,
) {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit });
  expect(res.body.errors?.[0].extensions.http).toBeUndefined();
  expect(res.body.errors?.[0].message).toMatch(message);
  expect(counter).toEqual({ executions: 0, fields: 0 });
}

function nest(levels: number, inner: string): string {
  return levels === 0 ? inner : `ofType { ${nest(levels - 1, inner)} }`;
}
const deep = (levels: number) => `{ __type(name: "Currency") { fields { type { ${nest(levels, 'name')} } } } }`;
const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `c${i}: currencies { code }`).join(' ')} }`;
const directives = (n: number) => `{ currencies { ${Array.from({ length: n }, () => 'code @include(if: true)').join(' ')} } }`;
const keyFields = 'id name prefix createdAt lastUsedAt revokedAt user { id username email firstName lastName role createdAt }';

describe('query limits, before any resolver runs', () => {
  it('runs an ordinary query (and the counter sees it)', async () => {
    const res = await gql({ query: '{ currencies { code } }' });
    expect(res.body.data.currencies).toHaveLength(7);
    expect(counter.executions).toBe(1);
    expect(counter.fields).toBeGreaterThan(0);
  });

  it('refuses a query deeper than the anonymous limit; an API key gets more room', async () => {
    // depth = 3 (__type, fields, type) + the ofType levels + 1 (name)
    const tooDeep = deep(QUERY_LIMITS.anonymous.depth - 3);
    expectRefused(await gql({ query: tooDeep }), 'depth', /depth limit of 8 exceeded, found 9\..*API key/);
    const ok = await gql({ query: tooDeep }, { key: true });
    expect(ok.status).toBe(200);
    expect(ok.body.data.__type.fields.length).toBeGreaterThan(0);
    counter.executions = 0;
    counter.fields = 0;
    expectRefused(await gql({ query: deep(QUERY_LIMITS.authenticated.depth) }, { key: true }), 'depth', /depth limit of 12 exceeded/);
  });

  it('counts nested inline fragments as depth', async () => {
    const fragments = (n: number): string => (n === 0 ? 'code' : `... on Currency { ${fragments(n - 1)} }`);
    expectRefused(await gql({ query: `{ currencies { ${fragments(9)} } }` }), 'depth', /depth limit/);
  });

  it('refuses too many aliases', async () => {
    expectRefused(await gql({ query: aliased(QUERY_LIMITS.anonymous.aliases + 1) }), 'aliases', /Aliases limit of 10 exceeded, found 11/);
    expect((await gql({ query: aliased(QUERY_LIMITS.anonymous.aliases) })).status).toBe(200);
    counter.executions = 0;
    counter.fields = 0;
    expectRefused(await gql({ query: aliased(QUERY_LIMITS.authenticated.aliases + 1) }, { key: true }), 'aliases', /Aliases limit of 30/);
  });

  it('refuses too many directives', async () => {
    expectRefused(await gql({ query: directives(QUERY_LIMITS.anonymous.directives + 1) }), 'directives', /Directives limit of 10/);
  });

  it('refuses a costly query, counting list fields by their limit argument (literal or variable)', async () => {
    // 6 × (1 + 1 + 100 × 14) = 8412 > 8000 for anonymous callers (the page, its items, 100 keys)
    const more = ['b', 'c', 'd', 'e', 'f'].map((a) => `${a}: apiKeys(pagination: { limit: 100 }) { items { ${keyFields} } }`).join(' ');
    const query = `query($n: Int!) { a: apiKeys(pagination: { limit: $n }) { items { ${keyFields} } } ${more} }`;
    expectRefused(await gql({ query, variables: { n: 100 } }), 'cost', /Query cost limit of 8000 exceeded, found 8412\./);
    // the same document with small pages is cheap enough (and then fails on auth, in the resolver)
    const small = await gql({ query: query.replaceAll('limit: 100', 'limit: 5'), variables: { n: 5 } });
    expect(small.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    counter.executions = 0;
    counter.fields = 0;
    // 30 aliases × 1402 breaks the authenticated limit too
    const flood = `{ ${Array.from({ length: 30 }, (_, i) => `k${i}: apiKeys(pagination: { limit: 100 }) { items { ${keyFields} } }`).join(' ')} }`;
    expectRefused(await gql({ query: flood }, { key: true }), 'cost', /Query cost limit of 40000 exceeded, found 42060\./);
  });

  it('refuses documents with too many tokens (anonymous at the plugin, everyone at the parser)', async () => {
    // distinct names round-robin: graphql-js itself aborts on thousands of copies of one field
    const names = ['id', 'username', 'email', 'firstName', 'lastName', 'role', 'createdAt'];
    const fields = (n: number) => `{ me { ${Array.from({ length: n }, (_, i) => names[i % names.length]).join(' ')} } }`;
    expectRefused(await gql({ query: fields(QUERY_LIMITS.anonymous.tokens) }), 'tokens', /Token limit of 1500 exceeded/);
    expect((await gql({ query: fields(QUERY_LIMITS.anonymous.tokens) }, { key: true })).status).toBe(200);
    counter.executions = 0;
    counter.fields = 0;
    const huge = await gql({ query: fields(QUERY_LIMITS.authenticated.tokens) }, { key: true });
    expect(huge.status).toBe(400);
    expect(huge.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(counter).toEqual({ executions: 0, fields: 0 });
  });

  it('refuses batched requests', async () => {
    const res = await gql([{ query: '{ currencies { code } }' }, { query: '{ currencies { name } }' }]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/batching/i);
    expect(counter).toEqual({ executions: 0, fields: 0 });
  });

  it('applies the limits to REST routes too, as 400 JSON', async () => {
    // REST runs fixed small operations, so it never trips them; checked here through the same path
    const res = await t.app.inject({ url: '/api/currencies' });
    expect(res.statusCode).toBe(200);
  });

  it('leaves introspection to GRAPHQL_INTROSPECTION and does not count __schema against depth', async () => {
    const introspection =
      '{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name ofType { name } } } } } } } } }';
    expect((await gql({ query: introspection })).status).toBe(200);
    const closed = await buildApp({
      ...t.deps,
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', GRAPHQL_INTROSPECTION: 'false' }),
      log: pino({ level: 'silent' }),
    });
    try {
      const res = await closed.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ __schema { types { name } } }' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toMatch(/introspection/i);
    } finally {
      await closed.close();
    }
  });

  it('GRAPHQL_LIMITS=off (benchmarks only) lifts the query limits and the rate limit', async () => {
    const open = await buildApp({
      ...t.deps,
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', GRAPHQL_LIMITS: 'off' }),
      log: pino({ level: 'silent' }),
    });
    try {
      const res = await open.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: aliased(40) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});

describe('document size, before anything parses it', () => {
  // a valid query after a comment of `bytes` bytes: comments are not tokens, so only the size check can stop it
  const padded = (bytes: number, query = '{ currencies { code } }') => `#${'x'.repeat(bytes)}\n${query}`;
  const tooLargeBody = { errors: [{ message: DOCUMENT_TOO_LARGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] };

  it('refuses a 200 KB document with 413 and never parses it', async () => {
    const before = parsed.n;
    const res = await gql({ query: padded(200 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(tooLargeBody);
    expect(res.body.errors[0].message).toBe('GraphQL document is too large (max 64 KB)');
    expect(parsed.n).toBe(before);
    expect(counter).toEqual({ executions: 0, fields: 0 });
    // a key gets no more room: the cap is for everyone
    expect((await gql({ query: padded(200 * 1024) }, { key: true })).status).toBe(413);
    expect(parsed.n).toBe(before);
  });

  it('takes a document of exactly 64 KB and refuses one byte more, counting UTF-8 bytes', async () => {
    const query = '{ currencies { code } }';
    const exact = padded(MAX_DOCUMENT_BYTES - query.length - 2, query);
    expect(Buffer.byteLength(exact)).toBe(MAX_DOCUMENT_BYTES);
    const ok = await gql({ query: exact });
    expect(ok.status).toBe(200);
    expect(ok.body.data.currencies).toHaveLength(7);
    expect((await gql({ query: `${exact} ` })).status).toBe(413);
    // 22,000 characters, 66,000 bytes
    const before = parsed.n;
    const wide = await gql({ query: `#${'€'.repeat(22_000)}\n${query}` });
    expect(wide.status).toBe(413);
    expect(parsed.n).toBe(before);
  });

  it('hands Apollo a large document without its comments, same meaning, strings untouched', async () => {
    const query = '{ cities(query: "Kar   # not a comment") { code } currencies { code } }';
    const small = await gql({ query });
    expect(small.status).toBe(200);
    expect(seen.query).toBe(query); // small documents are left as sent
    const large = await gql({ query: padded(40 * 1024, query) });
    expect(large.status).toBe(200);
    expect(large.body).toEqual(small.body);
    expect(seen.query.length).toBeLessThan(COMPACT_FROM_CHARS);
    expect(seen.query).toContain('"Kar   # not a comment"');
    expect(seen.query).not.toContain('xxxx');
  });

  it('leaves a large persisted query and a large document with a syntax error as sent', async () => {
    const apq = padded(40 * 1024);
    await gql({ query: apq, extensions: { persistedQuery: { version: 1, sha256Hash: 'not-the-hash' } } });
    expect(seen.query).toBe(apq);
    const broken = await gql({ query: padded(40 * 1024, '{ currencies { code }') });
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('checks the query string of a GET too', async () => {
    const before = parsed.n;
    const res = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(padded(100 * 1024))}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooLargeBody);
    expect(parsed.n).toBe(before);
    const small = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ currencies { code } }')}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(small.statusCode).toBe(200);
  });

  it('answers more than 50 bad variable values as BAD_USER_INPUT, not an internal error (fuzz seed 184885264)', async () => {
    const query = 'mutation M($input: PackageInput!) { createPackage(input: $input) { id } }';
    const res = await gql({ query, variables: { input: { countries: Array.from({ length: 60 }, (_, i) => i) } } });
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThan(50);
    expect(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(res.body.errors.map(() => 'BAD_USER_INPUT'));
    expect(res.body.errors.at(-1).message).toBe('Too many errors processing variables, error limit reached. Execution aborted.');
    expect(counter.fields).toBe(0); // no resolver ran
  });

  it('still explains errors clearly without source locations', async () => {
    const unknown = await gql({ query: '{ currencies { code nope } }' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].message).toBe('Cannot query field "nope" on type "Currency".');
    expect(unknown.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // the price of parsing without locations: validation errors name the field but carry no line and column
    expect(unknown.body.errors[0].locations).toBeUndefined();
    // a syntax error still says where it is: the lexer reports it before any document exists
    const broken = await gql({ query: '{ currencies { code }' });
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0]).toMatchObject({ message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{ line: 1, column: 22 }] });
  });
});
