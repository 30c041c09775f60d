import {
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema, restRoutes } from '../features.js';
import { seedCatalogue } from '../modules/catalogue/catalogue.seed.js';
import { createKeyFor } from '../modules/partner/api-key.service.js';
import { IDEMPOTENCY_EXEMPT_ROUTES } from '../security/idempotency.js';
import { agentHelpers, umrahInput } from './agent-helpers.js';
import { useTestApp } from './app.js';
import { fixtureCatalogue } from './catalogue-fixtures.js';
import { makePng } from './png.js';
import { registeredRoutes } from './routes.js';

// Issue 38's "Done when": every REST write route (from Fastify's route table: the facade's and the features' own) and
// every GraphQL mutation (from the built schema), sent twice with one Idempotency-Key by an agent (with an API key):
// the replay gets the first status and body again and changes nothing in the database. Most requests carry dummy
// values and are refused with a 4xx, which is answered and replayed like any other; a few carry real ones and write.
//
// The database's fingerprint: every table of the public schema, except what every request touches by design:
// rate_limit_bucket (the caller's window), api_cost_bucket (the key's GraphQL cost budget), idempotency_record (the
// keys themselves) and api_key's last_used_at (the key calling: the rest of api_key counts).
const PER_REQUEST_TABLES = new Set(['rate_limit_bucket', 'api_cost_bucket', 'idempotency_record']);
const PER_REQUEST_COLUMNS: Record<string, string> = { api_key: 'last_used_at' };

const t = useTestApp({ env: { RATE_LIMIT_AUTHENTICATED: '100000', RATE_LIMIT_ANONYMOUS: '100000' } });
const h = agentHelpers(t);
const NOW = new Date('2026-12-16T10:00:00Z');
const SOME_ID = '7b0c5f3e-2f5d-4c1e-9a57-3f1d2c4b5a69';
let auth: Record<string, string> = {};
let packageId = '';
let tables: string[] = [];

async function fingerprint(): Promise<Record<string, string>> {
  const row = (name: string) => (PER_REQUEST_COLUMNS[name] ? `(to_jsonb(x) - '${PER_REQUEST_COLUMNS[name]}')::text` : 'x::text');
  const sql = tables
    .map((name) => `select '${name}' as t, md5(coalesce(string_agg(${row(name)}, ',' order by ${row(name)}), '')) as h from "${name}" x`)
    .join(' union all ');
  const rows = await h.sql<{ t: string; h: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

type Sent = { statusCode: number; body: string; headers: Record<string, unknown> };
type Outcome = { name: string; changed: boolean };
/** Sends one request twice with one key: the replay must be the first answer again, and change nothing. */
async function twice(name: string, send: (key: string) => Promise<Sent>): Promise<Outcome> {
  const before = await fingerprint();
  const key = `every-write:${name}`;
  const first = await send(key);
  expect(first.statusCode, `${name}: ${first.body}`).toBeLessThan(500);
  const after = await fingerprint();
  const replay = await send(key);
  expect(replay.headers['idempotent-replayed'], `${name} was not replayed: ${replay.statusCode} ${replay.body}`).toBe('true');
  expect({ status: replay.statusCode, type: replay.headers['content-type'], body: replay.body }, name).toEqual({
    status: first.statusCode,
    type: first.headers['content-type'],
    body: first.body,
  });
  expect(await fingerprint(), `${name}: the replay changed the database`).toEqual(after);
  return { name, changed: JSON.stringify(after) !== JSON.stringify(before) };
}

beforeAll(async () => {
  t.clock.now = NOW;
  await seedCatalogue(t.db.orm, fixtureCatalogue, '2026-12-16');
  packageId = (await h.sql<{ id: string }>("select id::text as id from package where slug = 'hunza-valley-escape'"))[0].id;
  const agent = await h.signUp('b2b_agent');
  const { secret } = await createKeyFor(t.db.orm.em.fork(), agent.id, 'every write', NOW);
  auth = { authorization: `Bearer ${secret}` };
  const rows = await h.sql<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1");
  tables = rows.map((r) => r.name).filter((name) => !PER_REQUEST_TABLES.has(name));
});

// ---- REST ----

const REST_BODIES: Record<string, () => unknown> = {
  'POST /api/bookings': () => ({ type: 'package', packageId }),
  'POST /api/wallet/top-ups': () => ({ method: 'sandbox', amountInPkr: '5000' }),
  'POST /api/register': () => ({ username: 'everywrite1', email: 'everywrite1@example.pk', password: 'secret123', firstName: 'Every', lastName: 'Write', role: 'end_user' }),
};
const isWrite = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

describe('every REST write route', () => {
  it('a replay returns the first answer and changes nothing', async () => {
    const routes = registeredRoutes(t.app).filter((r) => isWrite(r.method) && r.url.startsWith('/api/'));
    // the table holds the facade's routes and the features' own
    const listed = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const r of restRoutes.filter((x) => isWrite(x.method))) expect(listed, `${r.method} ${r.url}`).toContain(`${r.method} ${r.url}`);
    for (const exempt of IDEMPOTENCY_EXEMPT_ROUTES) expect(listed).toContain(`POST ${exempt}`);
    expect(routes.length).toBeGreaterThan(40);
    // log-out last: it ends nothing for a key, but nothing should depend on that
    const ordered = [...routes.filter((r) => r.url !== '/api/logout'), ...routes.filter((r) => r.url === '/api/logout')];
    const outcomes: Outcome[] = [];
    for (const route of ordered) {
      const name = `${route.method} ${route.url}`;
      if (IDEMPOTENCY_EXEMPT_ROUTES.has(route.url)) continue;
      const url = route.url.replace(/:[A-Za-z]+/g, SOME_ID);
      const upload = route.url.startsWith('/api/objects/upload/');
      outcomes.push(
        await twice(name, (key) =>
          t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { ...auth, 'idempotency-key': key, 'content-type': upload ? 'image/png' : 'application/json' },
            payload: upload ? makePng(8, 8) : JSON.stringify(REST_BODIES[name]?.() ?? {}),
          }),
        ),
      );
    }
    expect(outcomes.length).toBe(routes.length - IDEMPOTENCY_EXEMPT_ROUTES.size);
    // not only refusals: some first requests wrote (a booking, a top-up, an account, an upload ticket...)
    expect(outcomes.filter((o) => o.changed).length, JSON.stringify(outcomes.filter((o) => o.changed))).toBeGreaterThanOrEqual(4);
  }, 120_000);

  it('a gateway webhook ignores the header: each post is its own', async () => {
    const post = () => t.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers: { 'idempotency-key': 'hook', 'content-type': 'application/json' }, payload: '{}' });
    const [a, b] = [await post(), await post()];
    expect(a.headers['idempotent-replayed']).toBeUndefined();
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(await h.sql("select 1 from idempotency_record where key = 'hook'")).toHaveLength(0);
  });
});

// ---- GraphQL ----

// a value of `type` its rules may well refuse, but that GraphQL accepts: the request reaches the resolver
function valueOf(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, depth);
  if (isListType(type)) return depth > 4 ? [] : [valueOf(type.ofType, depth + 1)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) out[field.name] = valueOf(field.type, depth + 1);
    }
    return out;
  }
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = { ID: SOME_ID, String: 'x', Int: 1, Float: 1, Boolean: false, DateTimeISO: '2027-01-10T00:00:00.000Z', Decimal: '1000' };
    return samples[type.name] ?? 'x';
  }
  return null;
}

const MUTATION_VARIABLES: Record<string, () => Record<string, unknown>> = {
  book: () => ({ input: { type: 'package', packageId } }),
  createPackage: () => ({ input: umrahInput() }),
  createApiKey: () => ({ name: 'replayed key' }),
  register: () => ({ input: { username: 'everywrite2', email: 'everywrite2@example.pk', password: 'secret123', firstName: 'Every', lastName: 'Write', role: 'end_user' } }),
};

function mutationDocument(field: GraphQLField<unknown, unknown>): { query: string; variables: Record<string, unknown> } {
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const defs = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `mutation Every${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  const variables = MUTATION_VARIABLES[field.name]?.() ?? Object.fromEntries(required.map((a) => [a.name, valueOf(a.type)]));
  return { query, variables };
}

describe('every GraphQL mutation', () => {
  it('a replay returns the first answer and changes nothing', async () => {
    const fields = Object.values((await buildAppSchema()).getMutationType()?.getFields() ?? {});
    expect(fields.length).toBeGreaterThan(60);
    const ordered = [...fields.filter((f) => f.name !== 'logout'), ...fields.filter((f) => f.name === 'logout')];
    const outcomes: Outcome[] = [];
    for (const field of ordered) {
      const { query, variables } = mutationDocument(field);
      outcomes.push(
        await twice(`mutation ${field.name}`, (key) =>
          t.app.inject({ method: 'POST', url: '/graphql', headers: { ...auth, 'idempotency-key': key, 'content-type': 'application/json' }, payload: { query, variables } }),
        ),
      );
    }
    expect(outcomes.length).toBe(fields.length);
    const wrote = outcomes.filter((o) => o.changed).map((o) => o.name);
    expect(wrote).toEqual(expect.arrayContaining(['mutation book', 'mutation createPackage', 'mutation createApiKey', 'mutation topUpWallet', 'mutation register']));
  }, 120_000);
});
