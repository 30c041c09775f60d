import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { buildApp } from '../server.js';
import { type EmbeddedPostgres, embeddedTempDir, startEmbeddedPostgres } from './embedded.js';
import { isDatabaseUnavailable } from './errors.js';
import { openOrm } from '../features.js';
import { migrate, type Orm, QUERY_TIMEOUT_MS } from './orm.js';

// A database that stops answering without going away (SIGSTOP: a hung host, a network that drops packets) must give
// 503 + Retry-After within 5 s (docs/operations.md), never a 500 or a request that waits out the outage. The server
// is this file's own embedded PostgreSQL: the machine's shared server must never be stopped (other test files use it).

const FREEZE_MS = 10_000;
// docs/operations.md promises 5 s; the rest is this busy machine's scheduling
const ANSWER_WITHIN_MS = 6_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// the postmaster and every process it started (backends, checkpointer, WAL writer...)
function serverProcesses(postmaster: number): number[] {
  const children = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function signal(pids: number[], sig: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, sig);
    } catch {
      // a backend that ended meanwhile
    }
  }
}

describe('a frozen database', () => {
  let embedded: EmbeddedPostgres;
  let orm: Orm;
  let app: FastifyInstance;
  let frozen: number[] = [];

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres(embeddedTempDir('safarnama-frozen-pg-'));
    orm = await openOrm(embedded.url, { poolMax: 10 });
    await migrate(orm);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_ANONYMOUS: '1000000', RATE_LIMIT_AUTHENTICATED: '1000000' });
    app = await buildApp({ config, orm, log: pino({ level: 'silent' }), now: () => new Date() });
    await app.ready();
  });

  afterAll(async () => {
    signal(frozen, 'SIGCONT');
    await app?.close();
    await orm?.close(true);
    await embedded?.stop();
    if (embedded) fs.rmSync(embedded.dataDir, { recursive: true, force: true });
  });

  it('a request query that gets no answer in time fails as "unavailable", and its connection is closed and its query cancelled', async () => {
    const admin = new pg.Client({ connectionString: embedded.url });
    await admin.connect();
    try {
      const sleeping = async () =>
        Number((await admin.query("select count(*) as n from pg_stat_activity where query = 'select pg_sleep(30)'")).rows[0].n);
      const started = Date.now();
      const failed = orm.em
        .fork()
        .execute('select pg_sleep(30)')
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      await expect.poll(sleeping, { timeout: 2_000, interval: 50 }).toBe(1);
      const err = await failed;
      const took = Date.now() - started;
      expect(isDatabaseUnavailable(err)).toBe(true);
      expect(took).toBeGreaterThanOrEqual(QUERY_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(QUERY_TIMEOUT_MS + 1_000);
      // closed, not handed to the next caller with the sleep still on it: the server sees its client gone and ends
      // the query (client_connection_check_interval) instead of sleeping on for 27 s
      await expect.poll(sleeping, { timeout: 3_000, interval: 100 }).toBe(0);
    } finally {
      await admin.end();
    }
  });

  it(`answers 2xx or 503 + Retry-After within ${ANSWER_WITHIN_MS / 1000} s while the server is stopped for ${FREEZE_MS / 1000} s, then recovers`, async () => {
    // over real HTTP, as a browser would (inject's stand-in sockets lack what the slow-client guard calls on real ones)
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const reg = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'frozen1', email: 'frozen1@example.pk', password: 'secret123', firstName: 'Frozen', lastName: 'Tester' }),
    });
    expect(reg.status).toBe(201);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const json = { cookie, 'content-type': 'application/json' };
    const kinds = {
      bookings: (signal: AbortSignal) => fetch(`${url}/api/bookings`, { headers: { cookie }, signal }),
      packages: (signal: AbortSignal) => fetch(`${url}/api/packages`, { signal }),
      graphql: (signal: AbortSignal) => fetch(`${url}/graphql`, { method: 'POST', headers: json, body: JSON.stringify({ query: '{ me { id username } }' }), signal }),
      readAll: (signal: AbortSignal) => fetch(`${url}/api/notifications/read-all`, { method: 'POST', headers: json, body: '{}', signal }),
    };
    type Seen = { kind: string; status: number | 'hung'; retryAfter?: string | null; body?: string; ms: number; at: number };
    const send = async (kind: keyof typeof kinds): Promise<Seen> => {
      const started = Date.now();
      try {
        const res = await kinds[kind](AbortSignal.timeout(ANSWER_WITHIN_MS + 2_000));
        const body = (await res.text()).slice(0, 200);
        return { kind, status: res.status, retryAfter: res.headers.get('retry-after'), body, ms: Date.now() - started, at: started };
      } catch {
        return { kind, status: 'hung', ms: Date.now() - started, at: started };
      }
    };
    // all four work before the freeze
    for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) expect((await send(kind)).status, kind).toBeLessThan(300);

    const seen: Seen[] = [];
    let stop = false;
    const worker = async (kind: keyof typeof kinds) => {
      while (!stop) {
        seen.push(await send(kind));
        await sleep(100);
      }
    };
    const workers = (Object.keys(kinds) as (keyof typeof kinds)[]).flatMap((kind) => [worker(kind), worker(kind)]);
    await sleep(300);
    const postmaster = embedded.pid();
    if (!postmaster) throw new Error('no postmaster');
    const frozenAt = Date.now();
    frozen = serverProcesses(postmaster);
    signal(frozen, 'SIGSTOP');
    await sleep(FREEZE_MS);
    signal(frozen, 'SIGCONT');
    const thawedAt = Date.now();
    frozen = [];
    // what was asked during the freeze has answered by now (each within ANSWER_WITHIN_MS)
    stop = true;
    await Promise.all(workers);

    const during = seen.filter((s) => s.at >= frozenAt && s.at < thawedAt);
    const maxMs = Math.max(...during.map((s) => s.ms));
    const unavailable = during.filter((s) => s.status === 503).length;
    console.log(
      `frozen ${thawedAt - frozenAt} ms: ${during.length} requests, ${unavailable} answered 503, max latency ${maxMs} ms; ` +
        Object.keys(kinds)
          .map((k) => `${k} max ${Math.max(...during.filter((s) => s.kind === k).map((s) => s.ms))} ms`)
          .join(', '),
    );
    expect(during.length).toBeGreaterThan(8);
    // the freeze was felt (else this proves nothing)
    expect(unavailable).toBeGreaterThan(0);
    for (const s of seen) {
      const ok = typeof s.status === 'number' && (s.status < 300 || (s.status === 503 && s.retryAfter === '5'));
      expect(ok && s.ms < ANSWER_WITHIN_MS, JSON.stringify(s)).toBe(true);
    }

    // back: every kind succeeds again (the pool drops the connections the freeze left behind)
    for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
      await expect.poll(async () => (await send(kind)).status, { timeout: 10_000, interval: 200 }).toBeLessThan(300);
    }
  }, 60_000);
});
