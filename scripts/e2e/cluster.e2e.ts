import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type LiveServer, startServer } from './server.js';

// `npm start` with WEB_CONCURRENCY=2: a primary that runs the embedded database and two server workers on one port.
// A worker killed is replaced while the other answers; a catalogue write on one worker drops the other's cached
// answers and live /packages; SIGTERM drains both workers, then stops the database, and the app exits 0.
const ADMIN = { ADMIN_USERNAME: 'e2e_admin', ADMIN_PASSWORD: 'e2e-admin-password' };
const env = {
  WEB_CONCURRENCY: '2',
  RATE_LIMIT_ANONYMOUS: '1000000',
  RATE_LIMIT_AUTHENTICATED: '1000000',
  // long enough that only the relayed event can explain a fresh answer
  CATALOGUE_CACHE_SECONDS: '300',
  ...ADMIN,
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

// each request on a connection of its own: the primary hands new connections to the workers in turn
function request(url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: init.method ?? 'GET',
      agent: false,
      headers: { ...(init.body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(init.body)) } : {}), ...init.headers },
    });
    req.setTimeout(15_000, () => req.destroy(new Error('timed out')));
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

async function workerIds(url: string, tries: number): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let i = 0; i < tries; i++) {
    const res = await request(`${url}/healthz`);
    expect(res.status).toBe(200);
    ids.add((JSON.parse(res.body) as { worker: number }).worker);
  }
  return ids;
}

// the app's processes: the primary's children that run node (the other child is the embedded PostgreSQL)
function workerPids(primary: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === primary && fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('main.js')) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids.sort();
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(what: string, fn: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function login(url: string): Promise<string> {
  const res = await request(`${url}/api/login`, { method: 'POST', body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }) });
  expect(res.status, res.body).toBe(200);
  const session = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sf_sid='));
  expect(session).toBeDefined();
  return String(session).split(';')[0];
}

async function createPackage(url: string, cookie: string, name: string): Promise<Answer> {
  const input = { name, description: 'A package made by the cluster test.', type: 'umrah', duration: '14 days', priceInPkr: 250000, maxCapacity: 10, status: 'active', inclusions: ['Visa'] };
  const body = JSON.stringify({ query: 'mutation($input: PackageInput!) { createPackage(input: $input) { id } }', variables: { input } });
  return request(`${url}/graphql`, { method: 'POST', body, headers: { cookie } });
}

describe('WEB_CONCURRENCY=2', () => {
  let server: LiveServer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safarnama-e2e-cluster-'));
  beforeAll(async () => {
    server = await startServer(env, { dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from two worker processes on one port', async () => {
    // ready (/readyz) as soon as the first worker listens; the second follows
    const ids = await until('both workers to answer', async () => {
      const seen = await workerIds(server.url, 6);
      return seen.size === 2 ? seen : undefined;
    });
    expect(ids, server.output()).toEqual(new Set([1, 2]));
    const pids = workerPids(server.process.pid ?? 0);
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(server.process.pid);
  });

  it('a catalogue write on one worker drops the cached answers of the other', async () => {
    const name = `Cluster Umrah ${crypto.randomBytes(3).toString('hex')}`;
    const list = JSON.stringify({ query: 'query($s: String) { packages(search: $s) { items { name } } }', variables: { s: name } });
    const names = async () => {
      const res = await request(`${server.url}/graphql`, { method: 'POST', body: list });
      expect(res.status, res.body).toBe(200);
      return (JSON.parse(res.body) as { data: { packages: { items: { name: string }[] } } }).data.packages.items.map((p) => p.name);
    };
    // both workers cache the empty answer
    for (let i = 0; i < 6; i++) expect(await names()).toEqual([]);

    const created = await createPackage(server.url, await login(server.url), name);
    expect(created.status, created.body).toBe(200);
    expect(created.body).toContain('"createPackage":{"id"');
    // every worker answers with the new package from now on
    await sleep(200);
    for (let i = 0; i < 6; i++) expect(await names()).toEqual([name]);
  });

  // /packages is rendered with its data by each worker (api/src/rest/live-pages.ts) and kept until a package changes
  it('the live /packages of every worker shows a package created through one of them', async () => {
    const name = `Cluster Live Umrah ${crypto.randomBytes(3).toString('hex')}`;
    // new connections go to the workers in turn: six requests reach both
    const pages = () => Promise.all(Array.from({ length: 6 }, () => request(`${server.url}/packages`)));
    await until('both workers to keep a live /packages', async () => {
      const seen = await pages();
      return seen.every((r) => r.status === 200 && r.body.includes('id="apollo-state"')) ? seen : undefined;
    });
    expect((await pages()).filter((r) => r.body.includes(name))).toEqual([]);

    const created = await createPackage(server.url, await login(server.url), name);
    expect(created.status, created.body).toBe(200);
    // cheaper than every demo Umrah package: among the first cards (its name, in the card's heading, links to its page)
    await until(
      'every worker to show the new package',
      async () => ((await pages()).every((r) => r.body.includes(`>${name}</a></h2>`) && r.body.includes('id="apollo-state"')) ? true : undefined),
      10_000,
    );
  });

  it('replaces a worker that is killed, answering all along', async () => {
    const [victim, survivor] = workerPids(server.process.pid ?? 0);
    process.kill(victim, 'SIGKILL');
    await until('the worker to die', () => (alive(victim) ? undefined : true));
    const statuses: number[] = [];
    // the surviving worker answers everything while the replacement starts
    const replaced = until(
      'a replacement worker',
      () => {
        const pids = workerPids(server.process.pid ?? 0);
        return pids.length === 2 && !pids.includes(victim) ? pids : undefined;
      },
      60_000,
    );
    let done = false;
    void replaced.finally(() => (done = true));
    // at least ten requests whatever the pace: on a busy machine (another e2e file beside this one) a replacement can
    // start before ten requests have gone by one after another
    while (!done || statuses.length < 10) {
      statuses.push((await request(`${server.url}/api/packages?type=umrah`)).status);
      await sleep(20);
    }
    expect(statuses.length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const pids = await replaced;
    expect(pids).toContain(survivor);
    // the new worker serves too (cluster worker ids are never reused: 3)
    await until('the new worker to listen', async () => ((await workerIds(server.url, 4)).has(3) ? true : undefined));
  });

  it('SIGTERM drains both workers with requests in flight (only 2xx or 503), stops the database, exits 0', async () => {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(alive(postmaster)).toBe(true);
    const workers = workerPids(server.process.pid ?? 0);
    const exited = new Promise<number | null>((r) => server.process.once('exit', (code) => r(code)));
    const seen = new Map<number | 'network', number>();
    let stop = false;
    const loop = async (n: number) => {
      while (!stop) {
        const url =
          n % 2
            ? `${server.url}/api/hotels?city=Dubai&checkInDate=${inDays(10 + n)}&checkOutDate=${inDays(13 + n)}&currency=USD`
            : `${server.url}/api/packages?type=umrah`;
        const status = await request(url).then(
          (r) => r.status,
          () => 'network' as const,
        );
        seen.set(status, (seen.get(status) ?? 0) + 1);
        // once the port is closed nothing more can be asked
        if (status === 'network') await sleep(50);
      }
    };
    const loops = Array.from({ length: 8 }, (_, n) => loop(n));
    await sleep(1_000);
    server.process.kill('SIGTERM');
    const code = await exited;
    stop = true;
    await Promise.all(loops);
    console.log(`SIGTERM under load: ${JSON.stringify(Object.fromEntries(seen))}`);
    expect(code).toBe(0);
    const statuses = [...seen.keys()];
    expect(statuses.filter((s) => s !== 200 && s !== 503 && s !== 'network')).toEqual([]);
    expect(seen.get(200) ?? 0).toBeGreaterThan(0);
    // the workers and the database are gone, and DATA_DIR is free for the next start
    expect(workers.filter(alive)).toEqual([]);
    expect(alive(postmaster)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'safarnama.lock'))).toBe(false);
  });
});



describe('workers that cannot start', () => {
  it('are not restarted for ever: after five failures in a row the app stops with exit code 1', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    // nothing listens on port 1: every worker fails while preparing the database
    const child = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], {
      cwd: root,
      env: { ...process.env, WEB_CONCURRENCY: '2', PORT: String(await freePort()), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, out).toBe(1);
    expect(out).toContain('workers keep failing at start: stopping');
    expect(out).toMatch(/could not start \(worker \d\)/);
    // five failed starts with the cluster's back-off between them: ~100 s on a quiet 2-core machine, past the
    // default 120 s beside another e2e file
  }, 300_000);
});
