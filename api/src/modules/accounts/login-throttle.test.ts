import { describe, expect, it, vi } from 'vitest';
import { addressGroup, LOGIN_THROTTLE, throttleKeys } from '../../security/login-throttle.js';
import { useTestApp } from '../../test/app.js';
import { DEVICE_COOKIE, DEVICE_FAILURE_BUDGET } from './device.service.js';

// Every password check goes through this counter, so a test can say exactly how many guesses were really tried.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password.js')>();
  return {
    ...real,
    verifyPassword: (hash: string | undefined, password: string) => {
      checks.count++;
      return real.verifyPassword(hash, password);
    },
  };
});

// the general per-address request limit is not what these tests measure
const t = useTestApp({ env: { RATE_LIMIT_ANONYMOUS: '1000000' } });

type Res = Awaited<ReturnType<typeof t.app.inject>>;

function deviceOf(res: Res): string | undefined {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  const line = list.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return line?.split(';')[0].slice(DEVICE_COOKIE.length + 1);
}

let n = 0;
async function newUser(ip = '192.0.2.1') {
  n++;
  const user = { username: `throttled${n}`, email: `throttled${n}@example.pk`, password: 'secret123', firstName: 'Sana', lastName: 'Khan' };
  const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: user, remoteAddress: ip });
  expect(res.statusCode).toBe(201);
  // registering signs in, so the browser that registered is known too
  return { ...user, device: deviceOf(res)! };
}

function signIn(username: string, password: string, opts: { ip: string; device?: string; headers?: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: opts.ip,
    headers: { ...(opts.device ? { cookie: `${DEVICE_COOKIE}=${opts.device}` } : {}), ...opts.headers },
  });
}

const statuses = (list: Res[]) => list.map((r) => r.statusCode).sort();
const count = (list: Res[], status: number) => list.filter((r) => r.statusCode === status).length;

/** Runs `total` calls of `fn`, `width` at a time (enough to overlap, not so many that argon2 starves the machine). */
async function inBatches(total: number, width: number, fn: (i: number) => Promise<Res>): Promise<Res[]> {
  const out: Res[] = [];
  for (let start = 0; start < total; start += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, total - start) }, (_, k) => fn(start + k)))));
  }
  return out;
}

describe('sign-in throttling', () => {
  it('counts before checking: of 40 parallel wrong passwords for one account, exactly 10 are checked, 30 get 429', async () => {
    t.clock.now = new Date('2040-01-01T08:00:00Z');
    const user = await newUser();
    checks.count = 0;
    const results = await Promise.all(Array.from({ length: 40 }, () => signIn(user.username, 'wrong-one', { ip: '198.51.100.10' })));
    expect(checks.count).toBe(LOGIN_THROTTLE.accountAddress.budget);
    expect(count(results, 401)).toBe(10);
    expect(count(results, 429)).toBe(30);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBe(60);
    expect(refused.json()).toEqual({ message: 'Too many failed sign-in attempts. Try again in 1 minute.', code: 'TOO_MANY_REQUESTS' });
    // a wrong password still gets the spec's message
    expect(results.find((r) => r.statusCode === 401)!.json().message).toBe('Invalid username or password');
  });

  it('answers GraphQL with extensions.code TOO_MANY_REQUESTS and retryAfter', async () => {
    t.clock.now = new Date('2040-02-01T08:00:00Z');
    const user = await newUser();
    const query = 'mutation($i: LoginInput!) { login(input: $i) { id } }';
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '198.51.100.11',
        headers: { 'content-type': 'application/json' },
        payload: { query, variables: { i: { username: user.username, password: 'nope-nope' } } },
      });
    for (let i = 0; i < LOGIN_THROTTLE.accountAddress.budget; i++) {
      expect((await call()).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const error = (await call()).json().errors[0];
    expect(error.extensions).toEqual({ code: 'TOO_MANY_REQUESTS', retryAfter: 60 });
    expect(error.message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
  });

  it("after 30 failures from other addresses, the owner's known browser signs in at once; a new one waits", async () => {
    const start = new Date('2040-03-01T08:00:00Z');
    t.clock.now = start;
    const user = await newUser('192.0.2.50');
    const first = await signIn(user.username, user.password, { ip: '192.0.2.50' });
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first)!;
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const attacks = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(user.username, `guess-${i}`, { ip: `203.0.113.${i + 1}` })),
    );
    // every address is new, so only the account-wide budget (browsers without a device cookie) stops them
    expect(count(attacks, 401)).toBe(LOGIN_THROTTLE.account.budget);
    expect(count(attacks, 429)).toBe(30 - LOGIN_THROTTLE.account.budget);

    checks.count = 0;
    const known = await signIn(user.username, user.password, { ip: '192.0.2.50', device });
    expect(known.statusCode).toBe(200);
    expect(checks.count).toBe(1);
    // each sign-in replaces the device token: a copy of the old cookie is no longer honoured
    const renewed = deviceOf(known)!;
    expect(renewed).toBeTruthy();
    expect(renewed.split('.')[0]).not.toBe(device);
    expect((await signIn(user.username, user.password, { ip: '192.0.2.50', device })).statusCode).toBe(429);

    // the owner on a new browser waits out the window, then gets in: no permanent lock
    const fresh = await signIn(user.username, user.password, { ip: '192.0.2.51' });
    expect(fresh.statusCode).toBe(429);
    const wait = Number(fresh.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    t.clock.now = new Date(start.getTime() + wait * 1000 + 1000);
    expect((await signIn(user.username, user.password, { ip: '192.0.2.51' })).statusCode).toBe(200);
  });

  it('a carrier-NAT address: a known browser signs in after any number of failures; new browsers only stop at the NAT-sized budget', async () => {
    t.clock.now = new Date('2040-04-01T08:00:00Z');
    const nat = '203.0.113.200';
    const known = await newUser(nat);
    let device = deviceOf(await signIn(known.username, known.password, { ip: nat }))!;
    const other = await newUser('192.0.2.60');

    // 40 failures from many people behind the address (or one guesser spraying usernames)
    const sprayed = await inBatches(40, 20, (i) => signIn(`ghost-a${i}`, 'nope-nope', { ip: nat }));
    expect(statuses(sprayed)).toEqual(Array(40).fill(401));
    const knownAgain = await signIn(known.username, known.password, { ip: nat, device });
    expect(knownAgain.statusCode).toBe(200);
    device = deviceOf(knownAgain)!; // each sign-in renews the token
    // a browser new to its account still gets in: 40 is far from the address budget (a success costs nothing)
    expect((await signIn(other.username, other.password, { ip: nat })).statusCode).toBe(200);

    // spend the rest of the address budget, in parallel: every unit is a real check, none more
    checks.count = 0;
    const rest = LOGIN_THROTTLE.address.budget - 40;
    const more = await inBatches(rest + 20, 20, (i) => signIn(`ghost-b${i}`, 'nope-nope', { ip: nat }));
    expect(count(more, 401)).toBe(rest);
    expect(count(more, 429)).toBe(20);
    expect(checks.count).toBe(rest);

    const refused = await signIn(other.username, other.password, { ip: nat });
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_THROTTLE.address.firstWindowMs / 1000);
    // the browser that signed in here before is not held up by the address's budget
    expect((await signIn(known.username, known.password, { ip: nat, device })).statusCode).toBe(200);
    // nor is anyone at another address
    expect((await signIn(other.username, other.password, { ip: '192.0.2.61' })).statusCode).toBe(200);
  });

  it("throttles with growing, bounded windows and never locks the owner out for good", async () => {
    const start = new Date('2040-05-01T08:00:00Z');
    let now = start.getTime();
    t.clock.now = start;
    const user = await newUser('192.0.2.70');
    const ip = '198.51.100.70'; // attacker and owner behind the same address
    const waits: number[] = [];
    for (let round = 0; round < 7; round++) {
      const results = await inBatches(LOGIN_THROTTLE.accountAddress.budget + 1, 11, () => signIn(user.username, 'guess', { ip }));
      expect(count(results, 401)).toBe(LOGIN_THROTTLE.accountAddress.budget);
      const refused = results.find((r) => r.statusCode === 429)!;
      waits.push(Number(refused.headers['retry-after']));
      // the owner, without a device cookie, is refused too until the window ends...
      expect((await signIn(user.username, user.password, { ip })).statusCode).toBe(429);
      now += waits.at(-1)! * 1000;
      t.clock.now = new Date(now);
    }
    // 1, 2, 4, 8 minutes, then never more than 15
    expect(waits).toEqual([60, 120, 240, 480, 900, 900, 900]);
    // ...and then gets in (which also starts this account+address over)
    expect((await signIn(user.username, user.password, { ip })).statusCode).toBe(200);
    const after = await inBatches(11, 11, () => signIn(user.username, 'guess', { ip }));
    expect(count(after, 401)).toBe(10);
    expect(Number(after.find((r) => r.statusCode === 429)!.headers['retry-after'])).toBe(60);
  });

  it('a device cookie has its own small failure budget: a stolen one cannot be used to guess on and on', async () => {
    t.clock.now = new Date('2040-06-01T08:00:00Z');
    const user = await newUser('192.0.2.80');
    const device = deviceOf(await signIn(user.username, user.password, { ip: '192.0.2.80' }))!;
    checks.count = 0;
    const ip = '198.51.100.80';
    const results = await Promise.all(Array.from({ length: 100 }, () => signIn(user.username, 'guess', { ip, device })));
    // five through the device cookie, then the ordinary account+address budget
    expect(checks.count).toBe(DEVICE_FAILURE_BUDGET + LOGIN_THROTTLE.accountAddress.budget);
    expect(count(results, 401)).toBe(15);
    expect(count(results, 429)).toBe(85);
    // the cookie is no longer honoured, even with the right password: that browser waits like any other there
    expect((await signIn(user.username, user.password, { ip, device })).statusCode).toBe(429);
    // refused attempts give their units back, so one guessing address does not hold up the owner elsewhere...
    expect((await signIn(user.username, user.password, { ip: '192.0.2.81' })).statusCode).toBe(200);
    // ...and the owner's other known browser (the one that registered) is untouched
    expect((await signIn(user.username, user.password, { ip: '192.0.2.80', device: user.device })).statusCode).toBe(200);
  });

  it('a device cookie counts only for the account it was issued to', async () => {
    t.clock.now = new Date('2040-07-01T08:00:00Z');
    const owner = await newUser('192.0.2.90');
    const target = await newUser('192.0.2.91');
    const device = deviceOf(await signIn(owner.username, owner.password, { ip: '192.0.2.90' }))!;
    const ip = '198.51.100.90';
    const results = await Promise.all(Array.from({ length: 20 }, () => signIn(target.username, 'guess', { ip, device })));
    expect(count(results, 401)).toBe(10);
    expect(count(results, 429)).toBe(10);
  });

  it('sets the device cookie httpOnly, SameSite=Lax, for a year, Secure behind https; one browser remembers several accounts', async () => {
    t.clock.now = new Date('2040-08-01T08:00:00Z');
    const a = await newUser('192.0.2.100');
    const b = await newUser('192.0.2.100');
    const res = await signIn(a.username, a.password, { ip: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    const header = res.headers['set-cookie'];
    const line = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Secure/);
    expect(line).toMatch(/Max-Age=31536000/);
    expect(line).toMatch(/Path=\//);

    const both = deviceOf(await signIn(b.username, b.password, { ip: '192.0.2.100', device: deviceOf(res) }))!;
    expect(both.split('.')).toHaveLength(2);
    // either account is known through the combined cookie
    for (const u of [a, b]) expect((await signIn(u.username, u.password, { ip: '192.0.2.101', device: both })).statusCode).toBe(200);
  });

  it('keeps throttle keys short whatever the username or address; unknown users are throttled alike', async () => {
    t.clock.now = new Date('2040-09-01T08:00:00Z');
    const long = 'x'.repeat(5000);
    const res = await signIn(long, 'nope-nope', { ip: '198.51.100.99' });
    expect([400, 401]).toContain(res.statusCode);
    for (const key of Object.values(throttleKeys(long, 'ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255'))) expect(key.length).toBeLessThanOrEqual(80);
    const rows = await t.db.orm.em.fork().execute<{ max: number }[]>('select max(length(key))::int as max from login_throttle');
    expect(rows[0].max).toBeLessThanOrEqual(80);

    const ghost = await Promise.all(Array.from({ length: 12 }, () => signIn('nobody-at-all', 'nope-nope', { ip: '198.51.100.98' })));
    expect(count(ghost, 401)).toBe(10);
    expect(count(ghost, 429)).toBe(2);
  });

  it('counts an IPv6 subscriber by its /64', () => {
    expect(addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressGroup('203.0.113.5')).toBe('203.0.113.5');
    expect(throttleKeys('a', '2001:db8:1:2::1').address).toBe(throttleKeys('a', '2001:db8:1:2:ffff::7').address);
  });
});
