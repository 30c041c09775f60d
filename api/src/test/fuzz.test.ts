import fc, { type Arbitrary } from 'fast-check';
import {
  getNamedType,
  getNullableType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../features.js';
import { createSession, SESSION_COOKIE } from '../modules/accounts/session.service.js';
import { seedCatalogue } from '../modules/catalogue/catalogue.seed.js';
import { agentHelpers, CREATE, umrahInput } from './agent-helpers.js';
import { useTestApp } from './app.js';
import { fixtureCatalogue } from './catalogue-fixtures.js';
import { registeredRoutes, type Route } from './routes.js';

// Issue 13: random and hostile input at every route and every GraphQL argument, as every kind of caller; not one
// answer may be a 5xx or an INTERNAL_SERVER_ERROR. Routes come from the live route table (app.printRoutes) and fields
// from the built schema, so a new route or field is fuzzed without touching this file.
// FUZZ_RUNS and FUZZ_SEED repeat or widen a run.

const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const CONCURRENCY = 4;
const BUDGET = '1000000000';

const t = useTestApp({ env: { RATE_LIMIT_ANONYMOUS: BUDGET, RATE_LIMIT_AUTHENTICATED: BUDGET } });
const h = agentHelpers(t);
const NOW = new Date('2026-11-22T10:00:00Z');

type Persona = 'anonymous' | 'traveller' | 'agent' | 'admin';
const PERSONAS: Persona[] = ['anonymous', 'traveller', 'agent', 'admin'];
type Account = { cookie: string; id: string };
const accounts = {} as Record<Exclude<Persona, 'anonymous'>, Account>;
const known = { ids: [] as string[], uploadTokens: [] as string[], files: [] as string[] };
type Json = Record<string, unknown>;
// Requests that succeed, by GraphQL root field and by REST route: the fuzzer spoils one value of one of them at a time,
// so hostile values reach the code behind the first checks (a booking's dates, a package's lists...).
const examples = { fields: {} as Record<string, Json[]>, routes: {} as Record<string, Array<{ query?: Json; body?: Json }>> };

// ---- values --------------------------------------------------------------------------------------------------------

const HOSTILE = [
  '', ' ', '   ', '\u0000', 'a\u0000b', '\u0001\u0002\u0003', '\u001b[31mred', '\u007f', '\u0085', '\u009b', '\t', '\n', '\r\n',
  'line one\nline two', 'tab\there', '\ud800', '\udfff', 'x\ud83d', '\u2028\u2029', '\u202eevil', '\ufeffbom', '\u200b',
  'مکہ مکرمہ', 'Zürich', '東京', '😀👍🏽', 'ﷺ', '<script>alert(1)</script>', '"quoted"', "O'Brien", "' OR 1=1 --",
  "'; drop table booking; --", 'Robert"); DROP TABLE app_user;--', '%00', '%', '_', '%_%', '\\', '\\0', '$1', '${7*7}',
  '{{7*7}}', '../../etc/passwd', '/api/../graphql', 'javascript:alert(1)', 'http://evil.example/x.jpg',
  '0', '1', '-1', '2', '10', '11', '100', '101', '1e309', '-1e309', 'NaN', 'Infinity', '-0', '0x10', '1.5', '0.001',
  '99999999999999999999', '1,000', '１２３', 'true', 'false', 'null', 'undefined', '[]', '{}', '__proto__', 'constructor',
  '9999-12-31', '9999-12-31T23:59:59Z', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '20000-01-01',
  '2027-02-30', '2027-02-29', '2028-02-29', '0000-00-00', '0001-01-01', '1970-01-01', '2026-11-21', '2026-11-22',
  '2026-11-23', '2026-12-10', '2026-12-13', '2027-01-05', '2027-04-01', '2028-05-22', '2027-01-05T10:00:00Z',
  '2026-11-22T10:00:00.000Z', '2027-01-05T24:00:00Z', '2027-01-05T10:00:00+15:00', '05/01/2027', '2027-1-5',
  '00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000000', 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '00000000-0000-4000-8000-00000000000g', '00000000000040008000000000000000', 'not-a-uuid',
  'PKR', 'USD', 'SAR', 'pkr', 'XXX', 'Y', 'C', 'F', 'y', 'KHI', 'DXB', 'JED', 'LHE', 'Makkah', 'Mecca', 'Madinah', 'Lahore',
  'Karachi', 'Dubai', 'umrah', 'hajj', 'package', 'hotel', 'transport', 'flight', 'bus', 'car_rental', 'Standard', 'Deluxe',
  'Suite', 'en', 'ur', 'roundtrip', 'oneway', 'end_user', 'b2b_agent', 'super_admin', 'active', 'inactive', 'draft',
  'economy', 'first', '/media/uploads/00000000-0000-4000-8000-000000000000.jpg', 'fuzzer', 'fuzz@example.pk', 'secret123',
  'x'.repeat(65), 'x'.repeat(101), 'x'.repeat(201), 'x'.repeat(300), 'x'.repeat(1001), 'x'.repeat(1025), 'x'.repeat(5000),
  'x'.repeat(5001), 'x'.repeat(10_001), 'é'.repeat(2000), '😀'.repeat(600), 'a\u0000'.repeat(500),
];

const DECIMALS = ['0', '1', '1.00', '185000', '185000.00', '0.001', '-1', '-0.01', '1e5', '1E-7', '99999999999999999999.99', '1000000000000', ' 5 ', '.5', '5.'];
const INTS = [0, 1, 2, 3, 5, 6, 10, 11, 20, 24, 25, 30, 31, 50, 51, 60, 100, 101, 10_000, 10_001, -1, -2_147_483_648, 2_147_483_647];
const NUMBERS = [...INTS, 2_147_483_648, 2 ** 53, -(2 ** 53), 1.5, -0.5, 0.1, 1e308, -1e308, 5e-324];

const utf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 30 });
const isoDay = fc
  .tuple(fc.integer({ min: 2025, max: 2029 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

// a benign value with a control character (C0, DEL, C1) or half a surrogate pair slipped in
const controlled = fc
  .tuple(
    fc.constantFrom('Ali', 'Makkah', 'umrah karachi', 'fuzz-key', '2027-01-05', 'Window seat', 'KHI', 'PKR', 'Standard', ''),
    fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.constantFrom(0xd800, 0xdbff, 0xdc00, 0xdfff)).map((c) => String.fromCharCode(c)),
    fc.nat(),
  )
  .map(([base, c, at]) => base.slice(0, at % (base.length + 1)) + c + base.slice(at % (base.length + 1)));
const long = fc.tuple(fc.constantFrom(64, 65, 100, 101, 200, 201, 255, 256, 1000, 1001, 1024, 1025, 5000, 5001, 10_001, 20_000), fc.constantFrom('x', 'é', '😀', ' ', '%')).map(([n, c]) => c.repeat(n));

function text(): Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...HOSTILE) },
    { weight: 3, arbitrary: controlled },
    { weight: 1, arbitrary: long },
    { weight: 3, arbitrary: fc.constantFrom(...known.ids) },
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: utf16 },
    { weight: 2, arbitrary: isoDay },
  );
}

const number = () => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...NUMBERS) }, { weight: 1, arbitrary: fc.integer() }, { weight: 1, arbitrary: fc.double() });

// objects whose own toString or valueOf is not a function: String() and Number() throw on them (a 500 from the REST
// converters once); in a list, nested, and as the whole value
const HOSTILE_OBJECTS: unknown[] = [
  { toString: 'x' },
  { valueOf: 1 },
  { toString: 'x', valueOf: 'y' },
  { toString: {}, valueOf: [] },
  { toJSON: 'x', constructor: 'x', hasOwnProperty: 1 },
  [{ toString: 'x' }],
  { a: { toString: 'x' } },
];

/** Anything JSON can carry, nested: the wrong type for whatever field it lands in. */
function junk(): Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: text() },
    { weight: 2, arbitrary: number() },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.array(text(), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.constantFrom([], {}, [[[]]], { a: { b: { c: {} } } }, Array.from({ length: 200 }, (_, i) => i)) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_OBJECTS) },
  );
}

/** `example` with one value, at the top or one level down, replaced by a hostile one or left out. */
function spoilOne(example: Json): Arbitrary<Json> {
  const paths: string[][] = [];
  for (const [k, v] of Object.entries(example)) {
    paths.push([k]);
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const k2 of Object.keys(v)) paths.push([k, k2]);
  }
  if (!paths.length) return fc.constant(example);
  const bad = fc.oneof({ weight: 6, arbitrary: text() }, { weight: 2, arbitrary: number() }, { weight: 2, arbitrary: junk() }, { weight: 1, arbitrary: fc.constant(undefined) });
  return fc.tuple(fc.constantFrom(...paths), bad, fc.array(text(), { maxLength: 3 })).map(([path, value, list]) => {
    const copy = structuredClone(example);
    let at: Json = copy;
    for (const k of path.slice(0, -1)) at = at[k] as Json;
    const key = path[path.length - 1];
    // a list keeps being a list, with a hostile item in it
    at[key] = Array.isArray(at[key]) && value !== undefined ? [...(at[key] as unknown[]), ...list, value] : value;
    if (value === undefined) delete at[key];
    return copy;
  });
}

// ---- GraphQL -------------------------------------------------------------------------------------------------------

/** A value for an input type: mostly of the right shape, sometimes junk, strings and numbers hostile. */
function valueFor(type: GraphQLInputType, depth = 0): Arbitrary<unknown> {
  const nullable = getNullableType(type) as GraphQLInputType;
  const inner = shapeFor(nullable, depth);
  const wrongs = fc.oneof(junk(), fc.constant(null));
  return isNonNullType(type)
    ? fc.oneof({ weight: 12, arbitrary: inner }, { weight: 1, arbitrary: wrongs })
    : fc.oneof({ weight: 8, arbitrary: inner }, { weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: wrongs });
}

function shapeFor(type: GraphQLInputType, depth: number): Arbitrary<unknown> {
  if (isListType(type)) {
    const item = valueFor(type.ofType as GraphQLInputType, depth + 1);
    return fc.oneof({ weight: 6, arbitrary: fc.array(item, { maxLength: 6 }) }, { weight: 1, arbitrary: item }, { weight: 1, arbitrary: fc.array(item, { minLength: 31, maxLength: 120 }) });
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const model: Record<string, Arbitrary<unknown>> = {};
    for (const f of Object.values(type.getFields())) model[f.name] = valueFor(f.type, depth + 1);
    return fc.tuple(fc.record(model, { requiredKeys: [] }), fc.option(fc.dictionary(fc.constantFrom('extra', '__proto__', 'constructor', 'id'), junk(), { maxKeys: 2 }), { freq: 8 })).map(([o, extra]) => ({ ...(extra ?? {}), ...o }));
  }
  if (isEnumType(type)) return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) }, { weight: 1, arbitrary: text() });
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...INTS) }, { weight: 1, arbitrary: fc.integer() }, { weight: 1, arbitrary: number() });
      case 'Float':
        return number();
      case 'Boolean':
        return fc.boolean();
      case 'Decimal':
        return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...DECIMALS) }, { weight: 1, arbitrary: number() }, { weight: 1, arbitrary: text() });
      default:
        return text();
    }
  }
  return junk();
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** `value` written as a GraphQL literal for `type` (enum names bare); what cannot be written is left out. */
function literal(value: unknown, type: GraphQLInputType): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  const t = getNullableType(type) as GraphQLInputType;
  if (Array.isArray(value)) {
    const itemType = (isListType(t) ? t.ofType : t) as GraphQLInputType;
    return `[${value.map((v) => literal(v, itemType) ?? 'null').join(', ')}]`;
  }
  if (typeof value === 'object') {
    const fields = isInputObjectType(t) ? t.getFields() : {};
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([k]) => NAME.test(k))
      .map(([k, v]) => [k, literal(v, (fields[k]?.type ?? t) as GraphQLInputType)] as const)
      .filter(([, v]) => v !== undefined);
    return `{${parts.map(([k, v]) => `${k}: ${v}`).join(', ')}}`;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (isEnumType(getNamedType(t)) && typeof value === 'string' && NAME.test(value)) return value;
  return JSON.stringify(value);
}

/** Leaf fields, and the leaf fields of object fields one level down (lists of packages, bookings...). */
function selection(type: GraphQLObjectType, depth = 0): string {
  const parts = ['__typename'];
  for (const f of Object.values(type.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const named = getNamedType(f.type);
    if (isLeafType(named)) parts.push(f.name);
    else if (isObjectType(named) && depth < 2) parts.push(`${f.name} { ${selection(named, depth + 1)} }`);
  }
  return parts.join(' ');
}

type Root = { op: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

function rootFields(schema: GraphQLSchema): Root[] {
  return [
    ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({ op: 'query' as const, field })),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ op: 'mutation' as const, field })),
  ];
}

/** Calls of one root field, its arguments as variables or as literals. */
function fieldCase({ op, field }: Root): Arbitrary<Case> {
  const model: Record<string, Arbitrary<unknown>> = {};
  for (const a of field.args) model[a.name] = valueFor(a.type);
  const given = examples.fields[field.name] ?? [];
  const random = fc.record(model, { requiredKeys: [] });
  const args = given.length ? fc.oneof(random, fc.constantFrom(...given).chain(spoilOne), fc.constantFrom(...given)) : random;
  return fc.tuple(args, fc.constantFrom('variables', 'literals'), persona()).map(([args, mode, who]): Case => {
    const named = getNamedType(field.type);
    const sel = isObjectType(named) ? ` { ${selection(named)} }` : '';
    const present = field.args.filter((a) => args[a.name] !== undefined);
    let query: string;
    let variables: Record<string, unknown> = {};
    if (mode === 'variables') {
      const defs = present.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const call = present.map((a) => `${a.name}: $${a.name}`).join(', ');
      query = `${op} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''}${sel} }`;
      variables = Object.fromEntries(present.map((a) => [a.name, args[a.name]]));
    } else {
      const call = present
        .map((a) => [a.name, literal(args[a.name], a.type)] as const)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ');
      query = `${op} Fuzz { ${field.name}${call ? `(${call})` : ''}${sel} }`;
    }
    return { persona: who, method: 'POST', url: '/graphql', payload: JSON.stringify({ query, variables }), headers: { 'content-type': 'application/json' }, label: `graphql ${field.name}` };
  });
}

/** The GraphQL transport itself: broken JSON, wrong shapes, GET queries, batches. */
function transportCase(): Arbitrary<Case> {
  return fc
    .tuple(
      fc.constantFrom(
        '{',
        '[]',
        '[{"query":"{ currencies { code } }"}]',
        '{"query": 5}',
        '{"query": "{ currencies { code } }", "variables": []}',
        '{"query": "{ currencies { code } }", "variables": "x"}',
        '{"query": "{ currencies { code } }", "operationName": {}}',
        '{"query": "query A { me { id } } query B { me { id } }", "operationName": "\\u0000"}',
        '{"query": "{ __schema { types { name } } }"}',
        '{"query": "{ packages(search: \\"\\\\u0000\\") { hasMore } }"}',
        '{"query": "{ package(id: \\"\\\\ud800\\") { id } }"}',
        `{"query": "${'{ me { id } }'.repeat(200)}"}`,
        '{"query": "{ currencies { code } }", "extensions": {"persistedQuery": {"version": 1, "sha256Hash": "x"}}}',
        JSON.stringify({ query: `{ ${'a: me { id } '.repeat(40)} }` }),
        JSON.stringify({ query: `query { packages { items { ${'id '.repeat(2000)} } } }` }),
        JSON.stringify({ query: 'mutation { book(input: {type: hotel, hotelId: "00000000-0000-4000-8000-000000000000", checkInDate: "2027-02-25", checkOutDate: "2027-02-30", roomType: "Standard"}) { id } }' }),
        // the schema has no Subscription type: a validation error, never an internal one
        '{"query": "subscription { x }"}',
        '{"query": "subscription Watch { currencies { code } }"}',
        '{"query": "subscription { __typename }", "variables": {"x": {"toString": "x"}}}',
        '{"query": "query Rates { currencies { code } } subscription Watch { x }", "operationName": "Rates"}',
        '{"query": "query Rates { currencies { code } } subscription Watch { x }", "operationName": "Watch"}',
      ),
      persona(),
      fc.constantFrom('POST', 'GET'),
    )
    .map(([body, who, method]): Case =>
      method === 'GET'
        ? { persona: who, method, url: `/graphql?query=${encodeURIComponent(body)}`, headers: { 'apollo-require-preflight': 'true' }, label: 'graphql transport GET' }
        : { persona: who, method, url: '/graphql', payload: body, headers: { 'content-type': 'application/json' }, label: 'graphql transport' },
    );
}

// ---- REST ----------------------------------------------------------------------------------------------------------

// a lone surrogate cannot be percent-encoded: it travels as U+FFFD, as a browser would send it
const encode = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
const camelToSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// Paths written with percent-encoded letters (the same route to a server that decodes them, or a 404/400): whatever
// the server makes of them, no 5xx and no stack trace.
const ENCODED_PATHS = [
  '/%61pi/currencies', '/ap%69/bookings', '/%2561pi/currencies', '/%67raphql', '/%6Fpi/currencies', '/%6fpi/currencies',
  '/%41PI/currencies', '/api/%62ookings', '/api%2Fbookings', '/%61%70%69/user', '/api/bookings%2F..%2F..%2Fgraphql',
  '/%2567raphql', '/graph%71l?query=%7Bcurrencies%7Bcode%7D%7D', '/%67raphql?query=subscription%20%7B%20x%20%7D', '/api/%2e%2e/graphql',
];

/** A registered route's path with some of its characters percent-encoded, in either case, now and then twice. */
function percentEncoded(route: Route): Arbitrary<string> {
  const path = route.url.replace(/:[A-Za-z]+|\*/g, '00000000-0000-4000-8000-000000000000');
  return fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), fc.boolean(), fc.boolean()).map(([at, upper, twice]) => {
    const chars = [...path];
    for (const n of at) {
      const i = 1 + (n % Math.max(1, chars.length - 1));
      if (chars[i] === '/' || chars[i].startsWith('%')) continue;
      const hex = chars[i].charCodeAt(0).toString(16).padStart(2, '0');
      chars[i] = `${twice ? '%25' : '%'}${upper ? hex.toUpperCase() : hex}`;
    }
    return chars.join('');
  });
}

/** Requests to one route: path parameters, query strings, bodies, content types and headers. */
function restCase(route: Route, keys: string[]): Arbitrary<Case> {
  const param = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known.ids) },
    { weight: 1, arbitrary: fc.constantFrom(...known.uploadTokens, ...known.files) },
    { weight: 3, arbitrary: text() },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%2e%2e', '..', '%ZZ', 'a%2Fb', '%F0%9F', 'package', 'hotel', 'transport', 'x.svg', 'umrah-economy-karachi.svg') },
  );
  const given = examples.routes[`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`] ?? [];
  const givenQuery = given.filter((g) => g.query).map((g) => g.query as Json);
  const query = fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...keys), fc.oneof(text(), number().map(String), fc.array(text(), { maxLength: 3 })), { maxKeys: 8 }) },
    { weight: 1, arbitrary: fc.constantFrom('?%ZZ=1', '?a[b]=1&a[c]=2', '?limit=1&limit=2', '?=', '?&&&', `?q=${'a'.repeat(5000)}`, '?next=%00', '?next=//evil.example', '?returnTo=/api/x') },
    ...(givenQuery.length ? [{ weight: 6, arbitrary: fc.constantFrom(...givenQuery).chain(spoilOne) }] : []),
  );
  const randomBody = fc.dictionary(fc.constantFrom(...keys), junk(), { maxKeys: 10 });
  const bodyObject = given.length
    ? fc.oneof(randomBody, fc.constantFrom(...given.map((g) => g.body ?? {})).chain(spoilOne))
    : randomBody;
  const rawBody = fc.constantFrom('{', 'null', '[]', '"x"', '1e999', '{"passengerCount": 1e999}', '{"roomCount": -0}', '{"__proto__": {"x": 1}}',
    '{"constructor": {"prototype": {"x": 1}}}', '[['.repeat(5000), '{"type": "package", "packageId": "\\u0000"}', '\u0000', '');
  return fc
    .tuple(
      fc.constant(route),
      persona(),
      param,
      param,
      query,
      fc.oneof({ weight: 6, arbitrary: bodyObject.map((b) => JSON.stringify(b)) }, { weight: 2, arbitrary: rawBody }, { weight: 1, arbitrary: fc.constant(undefined) }),
      fc.constantFrom('application/json', 'application/json', 'application/json', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'image/png', 'image/jpeg', undefined),
      fc.record({ 'idempotency-key': text(), 'x-request-id': text(), accept: fc.constantFrom('text/html', '*/*', 'application/json'), authorization: fc.constantFrom('Bearer ', 'Bearer x', 'Bearer \u0000', 'Basic abc', 'Bearer sk_live_00000000') }, { requiredKeys: [] }),
    )
    .map(([route, who, p1, p2, q, body, type, extra]): Case => {
      let n = 0;
      const path = route.url.replace(/:[A-Za-z]+|\*/g, () => encode(n++ === 0 ? p1 : p2));
      const pairs =
        typeof q === 'string'
          ? []
          : Object.entries(q as Json).flatMap(([k, v]) =>
              (Array.isArray(v) ? v : [v]).filter((x) => x !== undefined).map((x): [string, string] => [k, typeof x === 'string' ? x : JSON.stringify(x)]),
            );
      const search = typeof q === 'string' ? q : `?${new URLSearchParams(pairs).toString()}`;
      const headers: Record<string, string> = {};
      // header values cannot carry control characters or non-Latin-1 text: such a request never reaches a server
      for (const [k, v] of Object.entries(extra)) if (typeof v === 'string' && /^[\t\u0020-\u007e\u0080-\u00ff]*$/.test(v)) headers[k] = v;
      const sendsBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method) && body !== undefined;
      if (sendsBody && type) headers['content-type'] = type;
      return { persona: who, method: route.method, url: `${path}${search === '?' ? '' : search}`, payload: sendsBody ? body : undefined, headers, label: `${route.method} ${route.url}` };
    });
}

// ---- running -------------------------------------------------------------------------------------------------------

type Case = { persona: Persona; method: string; url: string; payload?: string; headers: Record<string, string>; label: string };
type Failure = { label: string; status: number; request: string; response: string };

const persona = () => fc.constantFrom(...PERSONAS);

/** A fresh session for a caller whose session a sign-out (or a sign-in over it) just ended; no password hashing. */
async function signIn(who: Exclude<Persona, 'anonymous'>): Promise<void> {
  const token = await createSession(t.db.orm.em.fork(), accounts[who].id, t.clock.now);
  accounts[who].cookie = `${SESSION_COOKIE}=${token}`;
}

const statuses = new Map<string, number>();
const STACK = /\n\s+at \S|"stacktrace"/;

async function run(c: Case): Promise<Failure | undefined> {
  const cookie = c.persona === 'anonymous' ? undefined : accounts[c.persona].cookie;
  const res = await t.app.inject({
    method: c.method as 'GET',
    url: c.url,
    payload: c.payload,
    headers: { ...c.headers, ...(cookie ? { cookie } : {}) },
    // spread the fuzzer's own sign-in failures over many addresses
    remoteAddress: `127.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  // a sign-in, sign-up or sign-out replaced or ended this caller's session: take a fresh one
  const setCookie = String(res.headers['set-cookie'] ?? '');
  if (c.persona !== 'anonymous' && setCookie.includes(`${SESSION_COOKIE}=`)) await signIn(c.persona);
  const klass = `${Math.floor(res.statusCode / 100)}xx`;
  statuses.set(klass, (statuses.get(klass) ?? 0) + 1);
  // a stack trace in an answer is a failure too, whatever the status
  let internal = res.statusCode >= 500 || (/json|text\/plain/.test(String(res.headers['content-type'])) && STACK.test(res.body));
  let body = res.body;
  if (!internal && c.url.startsWith('/graphql') && res.body && String(res.headers['content-type']).includes('json')) {
    const parsed = JSON.parse(res.body) as { errors?: Array<{ extensions?: { code?: string } }> };
    const bad = parsed.errors?.filter((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR') ?? [];
    internal = bad.length > 0;
    // show the internal errors themselves, not the first of many BAD_USER_INPUT lines
    if (internal) body = JSON.stringify(bad);
  }
  if (!internal) return undefined;
  const shown = (s: string | undefined) => (s && s.length > 600 ? `${s.slice(0, 600)}… (${s.length} chars)` : s);
  return {
    label: c.label,
    status: res.statusCode,
    request: `${c.persona} ${c.method} ${shown(c.url)} ${JSON.stringify(c.headers)} ${JSON.stringify(shown(c.payload))}`,
    response: shown(body) ?? '',
  };
}

beforeAll(async () => {
  t.clock.now = NOW;
  await seedCatalogue(t.db.orm, fixtureCatalogue, '2026-11-22');
  const rows = await h.sql<{ id: string }>('select id::text as id from package union all select id::text from hotel union all select id::text from transport_option');
  known.ids.push(...rows.map((r) => r.id));
  for (const who of ['traveller', 'agent', 'admin'] as const) {
    const role = who === 'traveller' ? 'end_user' : who === 'agent' ? 'b2b_agent' : 'super_admin';
    const { cookie, id } = await h.signUp(role);
    accounts[who] = { cookie, id };
  }
  // something of everything to find by id: bookings, an agent's package, an API key, upload URLs and files
  const book = (payload: object) => t.app.inject({ method: 'POST', url: '/api/bookings', payload, headers: { cookie: accounts.traveller.cookie } });
  const booked = await Promise.all([
    book({ type: 'package', packageId: rows[0].id }),
    book({ type: 'hotel', hotelId: (await h.sql<{ id: string }>('select id::text as id from hotel limit 1'))[0].id, checkInDate: '2026-12-10', checkOutDate: '2026-12-12', roomType: 'Standard' }),
  ]);
  for (const b of booked) if (b.statusCode === 201) known.ids.push(b.json().id);
  const pkg = await h.gql(CREATE, { input: umrahInput() }, accounts.agent.cookie);
  if (pkg.data?.createPackage) known.ids.push(pkg.data.createPackage.id);
  const key = await h.gql('mutation { createApiKey(name: "fuzz") { key { id } } }', {}, accounts.agent.cookie);
  if (key.data?.createApiKey) known.ids.push(key.data.createApiKey.key.id);
  const upload = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: accounts.agent.cookie, 'content-type': 'application/json' } });
  if (upload.statusCode === 200) known.uploadTokens.push(String(upload.json().uploadURL).split('/').pop() ?? '');
  known.files.push('00000000-0000-4000-8000-000000000000.jpg', 'umrah-economy-karachi.svg');

  const id = async (table: string, slug: string) => (await h.sql<{ id: string }>(`select id::text as id from ${table} where slug = ?`, [slug]))[0].id;
  const [umrah, hunza, hotel, bus, car] = await Promise.all([
    id('package', 'umrah-economy-karachi'),
    id('package', 'hunza-valley-escape'),
    id('hotel', 'makkah-clock-tower'),
    id('transport_option', 'lahore-islamabad-business'),
    id('transport_option', 'corolla-self-drive-lahore'),
  ]);
  const stay = { hotelId: hotel, checkInDate: '2026-12-10', checkOutDate: '2026-12-13', roomCount: 1, guestCount: 2, roomType: 'Deluxe', specialRequirements: 'Late arrival\nQuiet room' };
  const bookings = [
    { type: 'package', packageId: umrah, passengerCount: 2, travelDate: '2027-01-05T10:00:00Z', totalPriceInPkr: '370000', currency: 'SAR' },
    { type: 'package', packageId: hunza, travelDate: '2027-04-01' },
    { type: 'transport', transportId: bus, passengerCount: 1, travelDate: NOW.toISOString(), specialRequirements: 'Bus booking' },
    { type: 'transport', transportId: car },
    { type: 'hotel', ...stay },
  ];
  const register = { username: 'fuzzer', email: 'fuzzer@example.pk', password: 'secret123', firstName: 'Fuzz', lastName: 'Tester', role: 'b2b_agent' };
  const flights = { origin: 'KHI', destination: 'DXB', departureDate: '2026-12-01', returnDate: '2026-12-08', adults: 1, children: 0, infants: 0, tripClass: 'Y', currency: 'PKR', limit: 20, offset: 0 };
  const providerHotels = { location: 'Dubai', checkIn: '2026-12-01', checkOut: '2026-12-04', adults: 2, children: 0, rooms: 1, currency: 'PKR', language: 'en', limit: 20, offset: 0 };
  const localHotels = { city: 'Makkah', checkInDate: '2026-12-10', checkOutDate: '2026-12-13', rooms: 1, guests: 2, currency: 'USD' };
  const page = { limit: 5, offset: 0 };
  Object.assign(examples.fields, {
    book: bookings.map((input) => ({ input, idempotencyKey: 'fuzz-key-1' })),
    register: [{ input: register }],
    login: [{ input: { username: 'fuzzer', password: 'secret123' } }],
    createPackage: [{ input: umrahInput() }, { input: umrahInput({ destinations: ['Makkah'], countries: ['Saudi Arabia'], startDate: '2027-03-01', endDate: '2027-03-15' }) }],
    updatePackage: known.ids.map((pid) => ({ id: pid, input: { name: 'Renamed', maxCapacity: 50, inclusions: ['Visa'], description: 'Still a lovely trip.' } })).slice(0, 3),
    hotels: [{ ...localHotels, pagination: page }],
    packages: [{ search: 'umrah karachi', type: 'umrah', pagination: page }],
    myPackages: [{ search: 'umrah', type: 'umrah', pagination: page }],
    flightSearch: [{ input: flights }],
    providerHotelSearch: [{ input: providerHotels }],
    airports: [{ query: 'KHI', limit: 5 }],
    cities: [{ query: 'Dub', limit: 5 }],
    createApiKey: [{ name: 'Fuzz key' }],
    apiKeys: [{ all: true, pagination: page }],
    bookings: [{ pagination: page, sold: true }],
  });
  Object.assign(examples.routes, {
    'POST /api/bookings': bookings.map((body) => ({ body })),
    [`POST /api/hotels/:hotelId/book`]: [{ body: stay }],
    'POST /api/register': [{ body: register }],
    'POST /api/login': [{ body: { username: 'fuzzer', password: 'secret123' } }],
    'GET /api/hotels': [{ query: { ...localHotels } }],
    'GET /api/packages': [{ query: { type: 'umrah', search: 'umrah', limit: 5, offset: 0 } }],
    'GET /api/transport': [{ query: { type: 'bus', limit: 5, offset: 0 } }],
    'GET /api/bookings': [{ query: page }],
    'GET /api/travelpayouts/flights/search': [{ query: { origin: 'KHI', destination: 'DXB', departure_date: '2026-12-01', return_date: '2026-12-08', adults: 1, trip_class: 'Y', currency: 'PKR' } }],
    'GET /api/travelpayouts/hotels/search': [{ query: { location: 'Dubai', checkIn: '2026-12-01', checkOut: '2026-12-04', adults: 2, rooms: 1, currency: 'PKR' } }],
    'GET /api/travelpayouts/airports/search': [{ query: { query: 'KHI', limit: 5 } }],
    'GET /api/travelpayouts/cities/search': [{ query: { query: 'Dub', limit: 5 } }],
  });
});

describe('fuzz', () => {
  it(`${RUNS} random and hostile requests: no 5xx, no INTERNAL_SERVER_ERROR`, { timeout: 300_000 }, async () => {
    const schema = await buildAppSchema();
    const routes = registeredRoutes(t.app);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /api/bookings', 'POST /api/hotels/:hotelId/book', 'POST /graphql', 'PUT /api/objects/upload/:token']));
    // query and body keys: every argument and input field name of the schema, camelCase and snake_case
    const names = new Set<string>(['limit', 'offset', 'next', 'returnTo', 'q']);
    for (const type of Object.values(schema.getTypeMap())) {
      if (isInputObjectType(type)) for (const f of Object.values(type.getFields())) names.add(f.name);
      if (isObjectType(type)) for (const f of Object.values(type.getFields())) for (const a of f.args) names.add(a.name);
    }
    const keys = [...names].flatMap((k) => [k, camelToSnake(k)]);
    const unknownPath = fc.tuple(text(), persona(), fc.constantFrom('GET', 'POST', 'DELETE')).map(([p, who, method]): Case => ({ persona: who, method, url: `/api/${encode(p)}`, headers: { 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}', label: `${method} /api/<unknown>` }));
    const encodedPath = fc
      .tuple(fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...ENCODED_PATHS) }, { weight: 3, arbitrary: fc.constantFrom(...routes).chain(percentEncoded) }), persona(), fc.constantFrom('GET', 'POST'))
      .map(([url, who, method]): Case => ({ persona: who, method, url, headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, payload: method === 'GET' ? undefined : '{}', label: `${method} <percent-encoded path>` }));
    // every route and every root field gets its share of the cases (a bigger one where a valid request is known, so
    // spoilt variants of it reach deep), interleaved so state built by one (bookings, packages, keys) meets the others
    const routeKey = (r: Route) => `${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`;
    const targets: Array<{ arb: Arbitrary<Case>; weight: number }> = [
      ...routes.map((r) => ({ arb: restCase(r, [...new Set(keys)]), weight: examples.routes[routeKey(r)] ? 3 : 1 })),
      ...rootFields(schema).map((root) => ({ arb: fieldCase(root), weight: examples.fields[root.field.name] ? 3 : 1 })),
      { arb: transportCase(), weight: 2 },
      { arb: unknownPath, weight: 1 },
      { arb: encodedPath, weight: 3 },
    ];
    const totalWeight = targets.reduce((sum, x) => sum + x.weight, 0);
    // drawn a target at a time, giving the event loop back in between: the app runs in this process, and seconds of
    // drawing in one go starve its timers (a connect or query in flight then "times out": a 503 that is the test's own)
    const samples: Case[][] = [];
    for (const [i, { arb, weight }] of targets.entries()) {
      samples.push(fc.sample(arb, { numRuns: Math.ceil((RUNS * weight) / totalWeight), seed: SEED + i }));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const cases: Case[] = [];
    for (let k = 0; samples.some((list) => k < list.length); k++) for (const list of samples) if (k < list.length) cases.push(list[k]);

    // FUZZ_LOG=1 shows the server's own error lines (with stacks) for whatever fails
    if (process.env.FUZZ_LOG) t.app.log.level = 'error';
    const started = Date.now();
    const failures: Failure[] = [];
    const perLabel = new Map<string, number>();
    const timeByLabel = new Map<string, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < cases.length) {
          const c = cases[next++];
          perLabel.set(c.label, (perLabel.get(c.label) ?? 0) + 1);
          const t0 = Date.now();
          const failure = await run(c);
          timeByLabel.set(c.label, (timeByLabel.get(c.label) ?? 0) + Date.now() - t0);
          if (failure) failures.push(failure);
        }
      }),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const mix = [...statuses].sort().map(([k, n]) => `${k} ${n}`).join(', ');
    console.log(`fuzz: ${cases.length} cases, ${failures.length} × 5xx (seed ${SEED}, ${seconds} s, ${perLabel.size} routes and fields; ${mix})`);
    if (process.env.FUZZ_PROFILE) console.log([...timeByLabel].sort((a, b) => b[1] - a[1]).slice(0, 15));
    // every route and every root field was tried
    const fields = [...Object.keys(schema.getQueryType()?.getFields() ?? {}), ...Object.keys(schema.getMutationType()?.getFields() ?? {})];
    expect(fields.filter((f) => !perLabel.has(`graphql ${f}`))).toEqual([]);
    expect(routes.filter((r) => !perLabel.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const distinct = new Map(failures.map((f) => [`${f.label} ${f.status} ${f.response.slice(0, 80)}`, f]));
    expect([...distinct.values()], `seed ${SEED}`).toEqual([]);
  });
});
