import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveServer, startServer } from './server.js';

// The default start (embedded PostgreSQL) under the things that broke it: an idle pool, a database that dies under
// load, and a SIGTERM in the middle of a burst of bookings.
const BUDGETS = { RATE_LIMIT_ANONYMOUS: '1000000', RATE_LIMIT_AUTHENTICATED: '1000000' };
const ADMIN = { ADMIN_USERNAME: 'e2e_admin', ADMIN_PASSWORD: 'e2e-admin-password' };
const env = { ...BUDGETS, ...ADMIN };

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function login(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

async function createPackage(url: string, cookie: string, capacity: number): Promise<string> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      query: 'mutation($input: PackageInput!) { createPackage(input: $input) { id } }',
      variables: {
        input: {
          name: `Resilience Umrah ${crypto.randomBytes(3).toString('hex')}`,
          description: 'A package made by the resilience test.',
          type: 'umrah',
          duration: '14 days',
          priceInPkr: 250000,
          maxCapacity: capacity,
          status: 'active',
          inclusions: ['Visa', 'Hotel'],
        },
      },
    }),
  });
  const body = (await res.json()) as { data?: { createPackage: { id: string } }; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.createPackage.id;
}

// the embedded server's own credentials and socket, as docs/operations.md tells an operator to use them with psql
function embeddedClient(dataDir: string): pg.Client {
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return new pg.Client({ host: path.join(dataDir, 'run'), port: 5432, user: 'postgres', password, database: 'postgres' });
}

// POST /api/bookings on a connection of its own (no keep-alive), as separate clients would: resolves with the status
function book(url: string, cookie: string, packageId: string, key: string): Promise<number> {
  const body = JSON.stringify({ type: 'package', packageId, passengerCount: 1 });
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/api/bookings`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie, 'idempotency-key': key },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the default start holds', () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startServer(env);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('after idling past the pool idle timeout, 50 mixed searches and bookings all succeed', async () => {
    const traveller = await login(server.url, 'traveller', 'traveller123');
    const admin = await login(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    const packageId = await createPackage(server.url, admin, 100);
    await sleep(11_000); // the pool closes connections idle for 10 s
    const cities = ['Dubai', 'Makkah', 'Madinah', 'Istanbul', 'Lahore'];
    const requests = Array.from({ length: 50 }, (_, i) => {
      switch (i % 4) {
        case 0: {
          const stay = 5 + (i % 30);
          return fetch(`${server.url}/api/hotels?city=${cities[i % cities.length]}&checkInDate=${inDays(stay)}&checkOutDate=${inDays(stay + 1 + (i % 5))}&currency=USD`);
        }
        case 1:
          return fetch(`${server.url}/api/packages?type=${['umrah', 'hajj', 'holiday', 'international', 'domestic'][i % 5]}`);
        case 2:
          return fetch(`${server.url}/api/transport`);
        default:
          return book(server.url, traveller, packageId, crypto.randomUUID()).then((status) => ({ status }));
      }
    });
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.filter((s) => s >= 300)).toEqual([]);
  });

  it('answers 503 (never hangs, never 500) while its database is killed, and recovers by itself', async () => {
    const traveller = await login(server.url, 'traveller', 'traveller123');
    const pid = Number(fs.readFileSync(path.join(server.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const seen = new Map<number, number>();
    let slowest = 0;
    let stop = false;
    let killedAt = 0;
    let firstOutage = 0;
    let recoveredAt = 0;
    const worker = async (n: number) => {
      while (!stop) {
        const started = Date.now();
        const res = await fetch(n % 2 ? `${server.url}/api/bookings` : `${server.url}/readyz`, { headers: { cookie: traveller }, signal: AbortSignal.timeout(15_000) });
        await res.arrayBuffer();
        slowest = Math.max(slowest, Date.now() - started);
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        if (killedAt && res.status === 503 && !firstOutage) firstOutage = Date.now();
        // back: a request sent after the outage was seen succeeds
        if (firstOutage && started > firstOutage && res.status === 200 && !recoveredAt) recoveredAt = Date.now();
        await sleep(20);
      }
    };
    const workers = Array.from({ length: 8 }, (_, n) => worker(n));
    await sleep(1000);
    process.kill(pid, 'SIGKILL');
    killedAt = Date.now();
    const deadline = Date.now() + 60_000;
    while (!recoveredAt && Date.now() < deadline) await sleep(200);
    await sleep(1000);
    stop = true;
    await Promise.all(workers);
    expect(seen.get(500) ?? 0).toBe(0);
    expect(seen.get(503) ?? 0).toBeGreaterThan(0);
    expect([...seen.keys()].every((s) => s === 200 || s === 503)).toBe(true);
    expect(recoveredAt).toBeGreaterThan(0);
    // answers kept coming: a request waits at most for one pool acquire timeout (5 s), never the 60 s default
    expect(slowest).toBeLessThan(8_000);
    console.log(`database killed: ${seen.get(503)} × 503, ${seen.get(200)} × 200, back after ${((recoveredAt - killedAt) / 1000).toFixed(1)} s; slowest answer ${slowest} ms`);
  });
});

describe('SIGTERM in the middle of 300 concurrent bookings', () => {
  it('answers each with 2xx, 4xx or 503 (no 500); retries after a restart make exactly 300 bookings', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safarnama-e2e-sigterm-'));
    let server = await startServer(env, { dataDir });
    try {
      const admin = await login(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
      const packageId = await createPackage(server.url, admin, 1000);
      const traveller = await login(server.url, 'traveller', 'traveller123');
      const keys = Array.from({ length: 300 }, () => crypto.randomUUID());
      const outcome = new Map<string, number | 'network'>();
      let answered = 0;
      const exited = new Promise((r) => server.process.once('exit', r));
      // ten waves of 30, 250 ms apart; SIGTERM once 40 have been answered, so later waves meet the drain
      const burst = keys.map((key, i) =>
        sleep(Math.floor(i / 30) * 250).then(() => book(server.url, traveller, packageId, key)).then(
          (status) => {
            outcome.set(key, status);
            if (++answered === 40) server.process.kill('SIGTERM');
          },
          () => outcome.set(key, 'network'),
        ),
      );
      await Promise.all(burst);
      await exited;
      const statuses = [...outcome.values()];
      const count = (f: (s: number | 'network') => boolean) => statuses.filter(f).length;
      console.log(
        `SIGTERM during 300 bookings: ${count((s) => s === 201 || s === 200)} × 2xx, ${count((s) => s === 503)} × 503, ` +
          `${count((s) => typeof s === 'number' && s >= 400 && s < 500)} × 4xx, ${count((s) => s === 'network')} connection errors, ${count((s) => s === 500)} × 500`,
      );
      expect(count((s) => s === 500)).toBe(0);
      expect(statuses.every((s) => s === 'network' || (s >= 200 && s < 300) || (s >= 400 && s < 500) || s === 503)).toBe(true);

      // the same data, a new process; every booking not confirmed is retried with its own key
      server = await startServer(env, { dataDir });
      const again = await login(server.url, 'traveller', 'traveller123');
      for (const key of keys) {
        const s = outcome.get(key);
        if (typeof s === 'number' && s >= 200 && s < 300) continue;
        expect(await book(server.url, again, packageId, key)).toBeLessThan(300);
      }
      // and a replay of every key changes nothing
      const replays = await Promise.all(keys.slice(0, 50).map((key) => book(server.url, again, packageId, key)));
      expect(replays.every((s) => s < 300)).toBe(true);

      const db = embeddedClient(dataDir);
      await db.connect();
      try {
        const bookings = await db.query('select count(*)::int as n from booking where package_id = $1', [packageId]);
        const spots = await db.query('select available_spots from package where id = $1', [packageId]);
        expect(bookings.rows[0].n).toBe(300);
        expect(spots.rows[0].available_spots).toBe(1000 - 300);
      } finally {
        await db.end();
      }
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
