import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging.js';
import { buildApp } from '../server.js';
import { useTestApp } from '../test/app.js';
import { unsupportedOperation } from './operation-types.js';
import { buildAppSchema } from '../features.js';

// Security finding (LOW): `subscription { x }` (the schema has no Subscription type) passed graphql-js 16's validation
// and failed at execution with a plain error: INTERNAL_SERVER_ERROR, logged at error level with its stack.

const t = useTestApp();
let app: FastifyInstance;
const errorLines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      errorLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ ...t.deps, log: createLogger('error', sink) });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const post = (query: string, operationName?: string) =>
  app.inject({ method: 'POST', url: '/graphql', payload: { query, ...(operationName ? { operationName } : {}) }, headers: { 'content-type': 'application/json' } });
const get = (query: string, operationName?: string) =>
  app.inject({
    method: 'GET',
    url: `/graphql?${new URLSearchParams({ query, ...(operationName ? { operationName } : {}) })}`,
    headers: { 'apollo-require-preflight': 'true' },
  });

const REFUSED = { errors: [{ message: 'The subscription operation is not supported by the schema.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] };

describe('a subscription operation', () => {
  it.each([
    ['subscription { x }', undefined],
    ['subscription Watch { currencies { code } }', undefined],
    ['subscription { __typename }', undefined],
    // the whole document is invalid, whichever operation is chosen (the spec's Operation Type Existence rule)
    ['query Rates { currencies { code } } subscription Watch { x }', 'Rates'],
  ])('%s is a 400 validation error on POST and GET, nothing logged', async (query, operationName) => {
    for (const res of [await post(query, operationName), await get(query, operationName)]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(REFUSED);
      expect(res.headers.allow).toBeUndefined();
    }
    expect(errorLines).toEqual([]);
  });

  it('leaves queries and mutations as they were: a query on GET answers, a mutation on GET is still 405', async () => {
    const query = await get('{ currencies { code } }');
    expect(query.statusCode).toBe(200);
    expect(query.json().data.currencies.length).toBeGreaterThan(0);
    const mutation = await get('mutation { logout }');
    expect(mutation.statusCode).toBe(405);
    expect(mutation.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    expect((await post('{ currencies { code } }')).statusCode).toBe(200);
    expect(errorLines).toEqual([]);
  });

  it('the schema has no Subscription type: every subscription document is one it cannot run', async () => {
    const schema = await buildAppSchema();
    expect(schema.getSubscriptionType()).toBeUndefined();
    expect(unsupportedOperation(schema, parse('subscription { x }'))).toBe('subscription');
    expect(unsupportedOperation(schema, parse('query { a } mutation { b }'))).toBeUndefined();
  });
});
