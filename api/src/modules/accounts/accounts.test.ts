import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { LOGIN_THROTTLE } from '../../security/login-throttle.js';
import { buildApp } from '../../server.js';
import { useTestApp } from '../../test/app.js';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, SESSION_COOKIE } from './session.service.js';

const t = useTestApp();

type Res = Awaited<ReturnType<typeof t.app.inject>>;

function cookieOf(res: Res): string | undefined {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  const line = list.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return line?.split(';')[0].slice(SESSION_COOKIE.length + 1);
}

function setCookieLine(res: Res): string {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
}

let n = 0;
function newUser(over: Record<string, string> = {}) {
  n++;
  return { username: `user${n}x`, email: `user${n}x@example.pk`, password: 'secret123', firstName: 'Ali', lastName: 'Raza', ...over };
}

const post = (url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}), ...headers },
  });
const getUser = (cookie?: string) => t.app.inject({ url: '/api/user', headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} });
const gql = (query: string, variables: unknown = {}, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
    payload: { query, variables },
  });

describe('register, login, logout', () => {
  it('round trip over REST', async () => {
    const user = newUser();
    const reg = await post('/api/register', user);
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({ username: user.username, email: user.email, firstName: 'Ali', lastName: 'Raza', role: 'end_user' });
    expect(JSON.stringify(reg.json())).not.toMatch(/password|argon2/i);
    const regCookie = cookieOf(reg);
    expect((await getUser(regCookie)).json().username).toBe(user.username);

    const login = await post('/api/login', { username: user.username.toUpperCase(), password: user.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ username: user.username, firstName: 'Ali' });
    const cookie = cookieOf(login);
    expect(cookie).toBeTruthy();
    expect(cookie).not.toBe(regCookie);

    const out = await post('/api/logout', undefined, cookie, { 'x-requested-with': 'fetch' });
    expect(out.statusCode).toBe(200);
    expect(setCookieLine(out)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('round trip over GraphQL, me is null when signed out', async () => {
    const user = newUser();
    expect((await gql('{ me { id } }')).json().data.me).toBeNull();
    const reg = await gql('mutation($i: RegisterInput!) { register(input: $i) { username role } }', { i: { ...user, role: 'b2b_agent' } });
    expect(reg.json().data.register).toEqual({ username: user.username, role: 'b2b_agent' });
    const cookie = cookieOf(reg);
    expect((await gql('{ me { username firstName } }', {}, cookie)).json().data.me).toEqual({ username: user.username, firstName: 'Ali' });
    expect((await gql('mutation { logout }', {}, cookie)).json().data.logout).toBe(true);
    expect((await gql('{ me { id } }', {}, cookie)).json().data.me).toBeNull();
  });

  it('sets an httpOnly, SameSite=Lax cookie with an opaque id of at least 128 bits', async () => {
    const res = await post('/api/register', newUser());
    const line = setCookieLine(res);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Secure/); // plain http here
    expect(Buffer.from(cookieOf(res) ?? '', 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('marks the cookie Secure behind https', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: newUser(), headers: { 'x-forwarded-proto': 'https' } });
    expect(setCookieLine(res)).toMatch(/Secure/);
  });

  it('gives a new id on every sign-in and the old one stops working', async () => {
    const user = newUser();
    const first = cookieOf(await post('/api/register', user));
    const second = cookieOf(await post('/api/login', { username: user.username, password: user.password }, first));
    expect(second).not.toBe(first);
    expect((await getUser(first)).statusCode).toBe(401);
    expect((await getUser(second)).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('expires after the idle timeout and slides while in use', async () => {
    const start = new Date('2030-01-01T08:00:00Z');
    t.clock.now = start;
    const cookie = cookieOf(await post('/api/register', newUser()));
    // used every 20 minutes: stays alive past the 30 minute idle limit
    for (let i = 1; i <= 3; i++) {
      t.clock.now = new Date(start.getTime() + i * 20 * 60_000);
      expect((await getUser(cookie)).statusCode).toBe(200);
    }
    t.clock.now = new Date(t.clock.now.getTime() + IDLE_TIMEOUT_MS + 1000);
    expect((await getUser(cookie)).statusCode).toBe(401);
    t.clock.now = new Date();
  });

  it('expires at the absolute lifetime however active', async () => {
    const start = new Date('2031-01-01T08:00:00Z');
    t.clock.now = start;
    const cookie = cookieOf(await post('/api/register', newUser()));
    for (let m = 25; m < ABSOLUTE_TIMEOUT_MS / 60_000; m += 25) {
      t.clock.now = new Date(start.getTime() + m * 60_000);
      expect((await getUser(cookie)).statusCode).toBe(200);
    }
    t.clock.now = new Date(start.getTime() + ABSOLUTE_TIMEOUT_MS + 60_000);
    expect((await getUser(cookie)).statusCode).toBe(401);
    t.clock.now = new Date();
  });
});

describe('rules', () => {
  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ role: 'super_admin' }, 'Role must be end_user (Personal Traveler) or b2b_agent (Travel Agent)'],
    [{ role: 'owner' }, 'Role must be end_user (Personal Traveler) or b2b_agent (Travel Agent)'],
  ])('registration %o → 400 %s, nothing created', async (over, message) => {
    const user = newUser(over as Record<string, string>);
    const res = await post('/api/register', user);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'BAD_USER_INPUT' });
    const count = await t.db.orm.em
      .fork()
      .execute('select count(*)::int as c from app_user where lower(username) = lower(?)', [user.username]);
    expect(count[0].c).toBe(0);
  });

  it('refuses super_admin over GraphQL too', async () => {
    const res = await gql('mutation($i: RegisterInput!) { register(input: $i) { role } }', { i: { ...newUser(), role: 'super_admin' } });
    expect(res.json().errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: 'someone' }, 'Password is required'],
  ])('login %o → 400 %s', async (body, message) => {
    const res = await post('/api/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses duplicate usernames and emails whatever the case with 409', async () => {
    const user = newUser();
    expect((await post('/api/register', user)).statusCode).toBe(201);
    const sameName = await post('/api/register', { ...newUser(), username: user.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('This username is already taken');
    const sameEmail = await post('/api/register', { ...newUser(), email: user.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('An account with this email already exists');
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const user = newUser();
    await post('/api/register', user);
    const wrong = await post('/api/login', { username: user.username, password: 'wrong-password' });
    const unknown = await post('/api/login', { username: 'nobody-here', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid username or password', code: 'UNAUTHENTICATED' });
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('abuse', () => {
  it('limits failed sign-ins per account (429 + Retry-After), then lets a correct password in after the window', async () => {
    const start = new Date('2032-01-01T08:00:00Z');
    t.clock.now = start;
    const user = newUser();
    await post('/api/register', user);
    // browsers without a device cookie for the account share its budget across addresses
    for (let i = 0; i < LOGIN_THROTTLE.account.budget; i++) {
      const headers = { 'x-forwarded-for': `10.0.0.${i}` }; // different addresses: the account limit bites
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: 'nope' }, headers }))
          .statusCode,
      ).toBe(401);
    }
    const blocked = await post('/api/login', { username: user.username, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    t.clock.now = new Date(start.getTime() + 16 * 60_000);
    expect((await post('/api/login', { username: user.username, password: user.password })).statusCode).toBe(200);
    t.clock.now = new Date();
  });

  // The per-address budget is sized for carrier-grade NAT (login-throttle.test.ts spends it to the last unit):
  // 30 failures from one address no longer lock out everyone behind it.
  it('limits failed sign-ins per client address at a NAT-sized budget, not at 30', async () => {
    t.clock.now = new Date('2033-01-01T08:00:00Z');
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: `ghost${i}`, password: 'nope' }, headers });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect(LOGIN_THROTTLE.address.budget).toBeGreaterThanOrEqual(300);
    t.clock.now = new Date();
  });

  it('refuses form-encoded and text/plain writes to /api with 403 and changes nothing', async () => {
    const user = newUser();
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', new URLSearchParams(user).toString()],
      ['text/plain', JSON.stringify(user)],
      ['multipart/form-data; boundary=x', '--x--'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body, headers: { 'content-type': type } });
      expect(res.statusCode).toBe(403);
    }
    const bodyless = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(bodyless.statusCode).toBe(403);
    const rows = await t.db.orm.em.fork().execute('select count(*)::int as c from app_user where username = ?', [user.username]);
    expect(rows[0].c).toBe(0);
  });

  it('refuses a simple cross-site POST to /graphql (Apollo CSRF prevention)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/CSRF|preflight/i);
  });
});

describe('authorization', () => {
  it('GET /api/user is 401 JSON when signed out', async () => {
    const res = await getUser();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('honours a session made by another server process on the same database', async () => {
    const other = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      orm: t.db.orm,
      log: pino({ level: 'silent' }),
      now: () => new Date(),
    });
    try {
      const user = newUser();
      const cookie = cookieOf(await other.inject({ method: 'POST', url: '/api/register', payload: user }));
      expect((await getUser(cookie)).json().username).toBe(user.username);
      await post('/api/logout', undefined, cookie, { 'x-requested-with': 'fetch' });
      expect((await other.inject({ url: '/api/user', headers: { cookie: `${SESSION_COOKIE}=${cookie}` } })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('GET /api/login redirects to /auth keeping only a safe return path; GET /api/logout ends the session', async () => {
    expect((await t.app.inject({ url: '/api/login?next=/dashboard/end-user' })).headers.location).toBe(
      '/auth?next=%2Fdashboard%2Fend-user',
    );
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      expect((await t.app.inject({ url: `/api/login?next=${encodeURIComponent(evil)}` })).headers.location).toBe('/auth');
    }
    const cookie = cookieOf(await post('/api/register', newUser()));
    // a navigation from our own pages (logout.test.ts: from another site it only shows a confirm page)
    const out = await t.app.inject({ url: '/api/logout', headers: { cookie: `${SESSION_COOKIE}=${cookie}`, 'sec-fetch-site': 'same-origin' } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect((await getUser(cookie)).statusCode).toBe(401);
  });
});
