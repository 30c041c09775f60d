import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildApp } from '../../server.js';
import { useTestApp } from '../../test/app.js';
import { ensureAdmin } from '../accounts/accounts.service.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';
import { createKeyFor } from './api-key.service.js';

const t = useTestApp();

let n = 0;
async function signUp(role: 'end_user' | 'b2b_agent' = 'b2b_agent') {
  n++;
  const user = {
    username: `partner${n}`,
    email: `partner${n}@example.pk`,
    password: 'secret123',
    firstName: 'Hina',
    lastName: 'Aslam',
    role,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: user });
  expect(res.statusCode).toBe(201);
  const line = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return { id: res.json().id as string, username: user.username, cookie: line.split(';')[0] };
}

async function signInAdmin() {
  await ensureAdmin(t.db.orm.em.fork(), 'root_admin', 'admin-password-1', new Date());
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'root_admin', password: 'admin-password-1' } });
  return (
    ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0] ?? ''
  );
}

type Auth = { cookie?: string; key?: string };
function headersOf(auth: Auth): Record<string, string> {
  return { ...(auth.cookie ? { cookie: auth.cookie } : {}), ...(auth.key ? { authorization: `Bearer ${auth.key}` } : {}) };
}
async function gql(query: string, variables: Record<string, unknown> = {}, auth: Auth = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headersOf(auth) },
    payload: { query, variables },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

const CREATE =
  'mutation($name: String!) { createApiKey(name: $name) { secret key { id name prefix createdAt lastUsedAt revokedAt user { username } } } }';
const LIST = '{ apiKeys { items { id name prefix lastUsedAt revokedAt } hasMore } }';
const REVOKE = 'mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }';

describe('API key lifecycle', () => {
  it('creates a key shown once, authenticates with it, lists it without the secret, revokes it → 401', async () => {
    const agent = await signUp();
    const created = await gql(CREATE, { name: 'Booking website' }, agent);
    expect(created.body.errors).toBeUndefined();
    const { secret, key } = created.body.data.createApiKey;
    expect(secret).toMatch(/^sk_live_[a-z0-9]{8}[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Booking website',
      prefix: secret.slice(0, 16),
      lastUsedAt: null,
      revokedAt: null,
      user: { username: agent.username },
    });

    // only the hash is stored
    const rows = await t.db.orm.em.fork().execute('select * from api_key where id = ?', [key.id]);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(rows[0].hash).toMatch(/^[0-9a-f]{64}$/);

    // the key acts as its owner, on GraphQL and REST, without cookies
    expect((await gql('{ me { username role } }', {}, { key: secret })).body.data.me).toEqual({
      username: agent.username,
      role: 'b2b_agent',
    });
    const rest = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${secret}` } });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().username).toBe(agent.username);

    // the list never shows the secret again, and records the use
    const listed = await gql(LIST, {}, agent);
    expect(listed.body.data.apiKeys.items).toHaveLength(1);
    expect(listed.body.data.apiKeys.hasMore).toBe(false);
    expect(listed.body.data.apiKeys.items[0].prefix).toBe(key.prefix);
    expect(listed.body.data.apiKeys.items[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const revoked = await gql(REVOKE, { id: key.id }, agent);
    expect(revoked.body.data.revokeApiKey.revokedAt).not.toBeNull();

    const after = await gql('{ me { username } }', {}, { key: secret });
    expect(after.status).toBe(401);
    expect(after.body.errors[0]).toMatchObject({ message: 'Invalid or revoked API key', extensions: { code: 'UNAUTHENTICATED' } });
    expect(after.headers['www-authenticate']).toContain('invalid_token');
    const restAfter = await t.app.inject({ url: '/api/currencies', headers: { authorization: `Bearer ${secret}` } });
    expect(restAfter.statusCode).toBe(401);
    expect(restAfter.json()).toEqual({ message: 'Invalid or revoked API key', code: 'UNAUTHENTICATED' });
  });

  it('answers an unknown or malformed key with 401, never as anonymous', async () => {
    for (const bad of ['sk_live_00000000AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'nonsense', '']) {
      const res = await t.app.inject({ url: '/api/currencies', headers: { authorization: `Bearer ${bad}` } });
      expect(res.statusCode, bad).toBe(401);
    }
    // other schemes are not ours: ignored
    expect((await t.app.inject({ url: '/api/currencies', headers: { authorization: 'Basic Zm9vOmJhcg==' } })).statusCode).toBe(200);
  });

  it('stops a revoked key at once in another server process on the same database', async () => {
    const agent = await signUp();
    const { secret, key } = (await gql(CREATE, { name: 'Two processes' }, agent)).body.data.createApiKey;
    const other = await buildApp({ ...t.deps, log: pino({ level: 'silent' }) });
    try {
      const ask = () => other.inject({ url: '/api/user', headers: { authorization: `Bearer ${secret}` } });
      expect((await ask()).statusCode).toBe(200);
      await gql(REVOKE, { id: key.id }, agent);
      expect((await ask()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('lets a bearer key win over a session cookie', async () => {
    const agent = await signUp();
    const traveller = await signUp('end_user');
    const { secret } = (await gql(CREATE, { name: 'wins' }, agent)).body.data.createApiKey;
    const me = await gql('{ me { username } }', {}, { key: secret, cookie: traveller.cookie });
    expect(me.body.data.me.username).toBe(agent.username);
  });

  it('needs no CSRF header for key-authenticated REST writes; cookie writes keep their guard', async () => {
    const agent = await signUp();
    const { secret } = (await gql(CREATE, { name: 'csrf' }, agent)).body.data.createApiKey;
    const withKey = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${secret}` } });
    expect(withKey.statusCode).toBe(200);
    const withCookie = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: agent.cookie } });
    expect(withCookie.statusCode).toBe(403);
  });
});

describe('who may do what', () => {
  it('refuses createApiKey to travellers (403) and to anonymous callers (401)', async () => {
    const traveller = await signUp('end_user');
    const res = await gql(CREATE, { name: 'nope' }, traveller);
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(res.body.data).toBeNull();
    const anonymous = await gql(CREATE, { name: 'nope' });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const count = await t.db.orm.em.fork().execute("select count(*)::int as c from api_key where name = 'nope'");
    expect(count[0].c).toBe(0);
  });

  it("a traveller's key (e.g. an agent since demoted) cannot reach agent-only operations", async () => {
    const traveller = await signUp('end_user');
    const { secret } = await createKeyFor(t.db.orm.em.fork(), traveller.id, 'legacy', new Date());
    expect((await gql('{ me { role } }', {}, { key: secret })).body.data.me.role).toBe('end_user');
    const res = await gql(CREATE, { name: 'escalate' }, { key: secret });
    expect(res.body.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const all = await gql('{ apiKeys(all: true) { items { id } } }', {}, { key: secret });
    expect(all.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('keeps keys private: another agent cannot list or revoke them (404)', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const { key } = (await gql(CREATE, { name: 'mine' }, owner)).body.data.createApiKey;
    expect((await gql(LIST, {}, stranger)).body.data.apiKeys.items).toEqual([]);
    const res = await gql(REVOKE, { id: key.id }, stranger);
    expect(res.body.errors[0]).toMatchObject({ message: 'API key not found', extensions: { code: 'NOT_FOUND' } });
    expect((await gql(REVOKE, { id: 'not-a-uuid' }, stranger)).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('checks the name with the rule messages', async () => {
    const agent = await signUp();
    expect((await gql(CREATE, { name: '   ' }, agent)).body.errors[0]).toMatchObject({
      message: 'Key name is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await gql(CREATE, { name: 'x'.repeat(101) }, agent)).body.errors[0].message).toBe('Key name must be at most 100 characters');
    expect((await gql('{ apiKeys(pagination: { limit: 101 }) { items { id } } }', {}, agent)).body.errors[0].message).toBe(
      'Limit must be between 1 and 100',
    );
  });

  it('lets the super admin list every key with its owner in one SQL statement, and revoke any', async () => {
    const admin = await signInAdmin();
    const agents = [await signUp(), await signUp(), await signUp()];
    const ids: string[] = [];
    for (const agent of agents) ids.push((await gql(CREATE, { name: `key of ${agent.username}` }, agent)).body.data.createApiKey.key.id);

    const knex = t.db.orm.em.getConnection().getKnex();
    const sql: string[] = [];
    const listener = (q: { sql: string }) => sql.push(q.sql);
    knex.on('query', listener);
    let listed: { body: { data: { apiKeys: { items: { id: string; user: { username: string } }[] } } } };
    try {
      listed = await gql('{ apiKeys(all: true, pagination: { limit: 100 }) { items { id name user { username } } } }', {}, { cookie: admin });
    } finally {
      knex.removeListener('query', listener);
    }
    const owners = listed.body.data.apiKeys.items.filter((k) => ids.includes(k.id)).map((k) => k.user.username);
    expect(owners.sort()).toEqual(agents.map((a) => a.username).sort());
    // the session lookup, the rate-limit counter, then the keys joined with their owners
    expect(sql.filter((s) => /from "api_key"/.test(s))).toHaveLength(1);
    expect(sql.filter((s) => /from "app_user"/.test(s) && !/api_key/.test(s))).toHaveLength(0);

    const revoked = await gql(REVOKE, { id: ids[0] }, { cookie: admin });
    expect(revoked.body.data.revokeApiKey.revokedAt).not.toBeNull();
  });

  it('caps active keys per owner (409)', async () => {
    const agent = await signUp();
    for (let i = 0; i < 25; i++) await createKeyFor(t.db.orm.em.fork(), agent.id, `k${i}`, new Date());
    const res = await gql(CREATE, { name: 'one too many' }, agent);
    expect(res.body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('holds the cap when 60 createApiKey arrive at once: exactly 25 active keys', async () => {
    const agent = await signUp();
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => gql(CREATE, { name: `parallel ${i}` }, agent)));
    const created = results.filter((r) => r.body.data?.createApiKey);
    const refused = results.filter((r) => r.body.errors?.[0].extensions.code === 'CONFLICT');
    expect(created).toHaveLength(25);
    expect(refused).toHaveLength(35);
    expect(refused[0].body.errors[0].message).toBe('You already have 25 active API keys: revoke one before creating another');
    const [{ c }] = await t.db.orm.em.fork().execute('select count(*)::int as c from api_key where user_id = ? and revoked_at is null', [agent.id]);
    expect(c).toBe(25);
    // revoking one frees exactly one place, again under contention
    await gql(REVOKE, { id: created[0].body.data.createApiKey.key.id }, agent);
    const again = await Promise.all(Array.from({ length: 20 }, (_, i) => gql(CREATE, { name: `again ${i}` }, agent)));
    expect(again.filter((r) => r.body.data?.createApiKey)).toHaveLength(1);
  });
});

describe('logging', () => {
  it('logs the key prefix with the request, never the secret', async () => {
    const agent = await signUp();
    const { secret, key } = (await gql(CREATE, { name: 'logged' }, agent)).body.data.createApiKey;
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ level: 'info' }, sink);
    const app = await buildApp({ ...t.deps, config: loadConfig({ NODE_ENV: 'test' }), log });
    try {
      const res = await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${secret}` } });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const completed = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request completed');
    expect(completed?.apiKey).toBe(key.prefix);
    expect(lines.join('\n')).not.toContain(secret);
  });
});
