import { Writable } from 'node:stream';
import type { ApolloServerPlugin } from '@apollo/server';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { describeDatabaseError, isDatabaseUnavailable } from './db/errors.js';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './db/orm.js';
import type { Context } from './graphql/context.js';
import { createLogger } from './logging.js';
import { entities } from './features.js';
import { buildApp } from './server.js';
import { useTestApp } from './test/app.js';
import { agentHelpers } from './test/agent-helpers.js';
import { createTestDb } from './test/db.js';

// a resolver that takes its time: lets a test shut the server down while a request is in flight
let release: () => void = () => {};
const slow: ApolloServerPlugin<Context> = {
  async requestDidStart({ request }) {
    if (!request.query?.includes('slowCurrencies')) return;
    await new Promise<void>((r) => {
      release = r;
    });
  },
};

const t = useTestApp({ hooks: { apolloPlugins: [slow] } });

describe('graceful shutdown', () => {
  it('finishes a request in flight, and answers one arriving during the drain with 503 + Retry-After', async () => {
    const db = await createTestDb();
    const deps = { ...t.deps, orm: db.orm };
    const app = await buildApp(deps, { apolloPlugins: [slow] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // a keep-alive connection opened before the shutdown, as a browser's would be
    const inFlight = fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query slowCurrencies { currencies { code } }' }),
    });
    await new Promise((r) => setTimeout(r, 200));
    // what boot.ts's stop() does first: from now on new requests are refused, the one in flight goes on
    app.startDraining();
    const during = await app.inject({ url: '/api/currencies' });
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const duringGraphql = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ currencies { code } }' } });
    expect(duringGraphql.statusCode).toBe(503);
    expect(duringGraphql.json().errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    const closing = app.close();
    release();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(((await finished.json()) as { data: { currencies: unknown[] } }).data.currencies.length).toBeGreaterThan(0);
    expect(finished.headers.get('connection')).toBe('close');
    // nothing keeps the server open: closing takes no keep-alive timeout
    const t0 = Date.now();
    await closing;
    expect(Date.now() - t0).toBeLessThan(2_000);
    await db.close();
  });
});

describe('a database that is away', () => {
  it('answers 503 with Retry-After on REST and GraphQL (never 500, never a hang)', async () => {
    // a pool pointing at a socket where nothing listens: what the app sees while its database restarts
    const orm = await MikroORM.init({ ...ormOptions('postgresql://postgres:x@localhost:5432/postgres?host=/nonexistent-socket-dir', { poolMax: 2, entities }), connect: false });
    const app = await buildApp({ ...t.deps, orm });
    const started = Date.now();
    const rest = await app.inject({ url: '/api/packages' });
    expect(rest.statusCode).toBe(503);
    expect(rest.headers['retry-after']).toBe('5');
    expect(rest.json()).toEqual({ message: expect.stringContaining('temporarily unavailable'), code: 'SERVICE_UNAVAILABLE' });
    const gql = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ packages { items { id } } }' } });
    expect(gql.statusCode).toBe(503);
    expect(gql.headers['retry-after']).toBe('5');
    expect(gql.json().errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    // signed-in callers fail earlier (the session lookup): still a 503
    const signedIn = await app.inject({ url: '/api/bookings', cookies: { sid: 'x'.repeat(43) } });
    expect(signedIn.statusCode).toBe(503);
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
    await app.close();
    await orm.close(true);
  });

  it('tells unavailability from other database errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ENOENT /x/.s.PGSQL.5432'), { code: 'ENOENT' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'))).toBe(true);
    // a server that takes connections but never answers (stopped, a network dropping packets): pg's connect timeout,
    // pg-pool's, our query bound (db/orm.ts; knex puts the SQL first), a client already closed, a full listen queue
    expect(isDatabaseUnavailable(new Error('timeout expired'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('select "u".* from "app_user" as "u" - Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('wrapped'), { previous: new Error('Query read timeout') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client was closed and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect EAGAIN /x/.s.PGSQL.5432'), { code: 'EAGAIN' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ENETUNREACH 10.0.0.5:5432'), { code: 'ENETUNREACH' }))).toBe(true);
    // the words alone inside another message are not the connect timeout
    expect(isDatabaseUnavailable(new Error('the upstream said: timeout expired'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement due to user request'), { code: '57014' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});

describe('logs without secrets', () => {
  it('a failed insert logs code, constraint and table, never the SQL parameters (a password hash)', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger('info', sink);
    const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$SECRETHASHVALUE';
    const em = t.db.orm.em.fork();
    await em.execute(`insert into app_user (id, username, email, password_hash, first_name, last_name, role, created_at)
      values (gen_random_uuid(), 'dup_user', 'dup@example.pk', 'h', 'A', 'B', 'end_user', now())`);
    let caught: unknown;
    try {
      await em.execute(
        `insert into app_user (id, username, email, password_hash, first_name, last_name, role, created_at)
         values (gen_random_uuid(), ?, ?, ?, 'A', 'B', 'end_user', now())`,
        ['dup_user', 'other@example.pk', secretHash],
      );
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeDefined();
    expect(describeDatabaseError(caught)).toMatchObject({ code: '23505', table: 'app_user' });
    log.error({ err: caught }, 'registration failed');
    // and secrets passed as fields anywhere in a log object
    log.info({ password: 'hunter22', user: { passwordHash: secretHash }, headers: { authorization: 'Bearer sk_live_x', cookie: 'sid=abc' }, token: 't0k3n' }, 'context');
    const out = lines.join('');
    expect(out).toContain('"code":"23505"');
    expect(out).toContain('app_user');
    for (const secret of [secretHash, 'SECRETHASHVALUE', 'hunter22', 'sk_live_x', 'sid=abc', 't0k3n', 'insert into', 'dup@example.pk']) {
      expect(out).not.toContain(secret);
    }
  });
});

describe('absolute URLs and proxies', () => {
  const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });

  it('ignores X-Forwarded-For from an untrusted peer, and believes a configured proxy', async () => {
    const trusting = await buildApp({ ...t.deps, config: config({ TRUST_PROXY: '10.0.0.0/8' }) });
    trusting.get('/whoami', async (req) => ({ ip: req.ip }));
    const viaProxy = await trusting.inject({ url: '/whoami', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(viaProxy.json().ip).toBe('203.0.113.9');
    const direct = await trusting.inject({ url: '/whoami', remoteAddress: '198.51.100.4', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(direct.json().ip).toBe('198.51.100.4');
    await trusting.close();
  });

  it('builds upload URLs from the Host header, not from an X-Forwarded-Host it was not told to trust', async () => {
    const { signUp } = agentHelpers(t);
    const agent = await signUp('b2b_agent');
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { 'content-type': 'application/json', cookie: agent.cookie, ...headers } });
    const forged = await ask({ host: 'safarnama.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(forged.json().uploadURL).toMatch(/^http:\/\/safarnama\.example\/api\/objects\/upload\//);
    const weird = await ask({ host: 'a b/c@d' });
    expect(weird.json().uploadURL).toMatch(/^http:\/\/localhost\/api\/objects\/upload\//);
  });

  it('never logs at all with the pino instance tests use (sanity for the sink above)', () => {
    expect(pino({ level: 'silent' }).isLevelEnabled('error')).toBe(false);
  });
});
