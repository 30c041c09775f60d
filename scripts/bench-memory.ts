import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './e2e/server.js';
import { BENCH_RATE_BUDGETS } from './lib/bench.js';

// Memory under many distinct GraphQL documents: the production server (NODE_ENV=production, built app: npm run build
// first) on its own database, 1,500 distinct ~60 KB queries (a valid query with unique aliases after a unique
// comment, so each is a new document for Apollo's document cache and the catalogue response cache), and the RSS of
// the server process before and after. Nothing forces a garbage collection; --trace-gc only reports them, so the
// live heap after each full collection (what is really kept, as opposed to garbage not yet collected) is printed
// too. Two more servers take 1,500 identical and 1,500 distinct small queries as baselines. A 200 KB document is
// checked to be refused (413) along the way.
//
//   npx tsx scripts/bench-memory.ts
//   BENCH_REQUESTS=1500 BENCH_QUERY_KB=60 BENCH_CONNECTIONS=8 BENCH_DATABASE_URL=postgres://… (instead of embedded)
//   BENCH_NODE_ARGS='--max-semi-space-size=32' (node flags for the server: this one is what a cluster worker gets)
// Target: growth under 60 MB for the 60 KB run. What grows is garbage in V8's old generation, not anything kept
// (the live heap after full GCs moves a few MB): ~30 KB per distinct document of request objects promoted while in
// flight and of V8 IC handlers allocated in old space by graphql-js's validation. V8 collects it when the old
// generation reaches its limit, which main.ts holds at 50 % past the live heap (up to 4x without it). A run that
// ends just before a full collection shows the most growth: run it more than once.
const root = path.resolve(import.meta.dirname, '..');
const requests = Number(process.env.BENCH_REQUESTS ?? 1500);
const queryKb = Number(process.env.BENCH_QUERY_KB ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const TARGET_MB = 60;

// gc: full collections seen so far and the live heap after the last one (from --trace-gc, which forces nothing)
type Server = { url: string; pid: number; gc: { full: number; liveMb: number }; stop: () => Promise<void> };

// like scripts/e2e/server.ts, keeping the child's pid to read its RSS
async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safarnama-bench-memory-'));
  const database = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {};
  let out = '';
  const gc = { full: 0, liveMb: 0 };
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, ['--trace-gc', ...nodeArgs, path.join(root, 'api/dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...BENCH_RATE_BUDGETS, ...database, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', WEB_CONCURRENCY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    // "Mark-Compact 68.1 (93.4) -> 50.5 (90.1) MB": the heap used after a full collection is what is really kept
    for (const m of String(d).matchAll(/Mark-Compact [\d.]+ \([\d.]+\) -> ([\d.]+) \(/g)) {
      gc.full++;
      gc.liveMb = Number(m[1]);
    }
    if (!/Mark-Compact|Scavenge|Mark-Sweep/.test(String(d))) out += d;
  });
  child.stderr?.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`server not ready in 90 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid as number,
    gc,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

// a run id keeps documents distinct from any earlier run's
const run = Date.now().toString(36);
// a valid public query; two aliases unique to request i make its parsed document new too
const query = (i: number) => `{ a${run}_${i}: currencies { code } b${run}_${i}: currencies { rate } }`;
const padded = (i: number, kb: number) => {
  const head = `# request ${run}-${i} `;
  return `${head}${'x'.repeat(Math.max(0, kb * 1024 - head.length - query(i).length - 1))}\n${query(i)}`;
};

async function post(url: string, body: string): Promise<number> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await res.arrayBuffer();
  return res.status;
}

async function send(url: string, documents: (i: number) => string, label: string, pid: number) {
  const statuses = new Map<number, number>();
  let next = 0;
  const samples: string[] = [];
  const worker = async () => {
    for (let i = next++; i < requests; i = next++) {
      const status = await post(url, JSON.stringify({ query: documents(i) }));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if ((i + 1) % 300 === 0) samples.push(`${i + 1}: ${rssMb(pid).toFixed(0)}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const ok = statuses.get(200) ?? 0;
  if (ok !== requests) console.log(`WARNING ${label}: answers by status ${JSON.stringify(Object.fromEntries(statuses))}`);
  return samples;
}

async function measure(label: string, documents: (i: number) => string) {
  const server = await startServer();
  try {
    // warm up: schema, pools, JIT, the first catalogue reads
    for (let i = 0; i < 300; i++) await post(server.url, JSON.stringify({ query: '{ currencies { code rate } }' }));
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssMb(server.pid);
    const gcBefore = { ...server.gc };
    const started = performance.now();
    const samples = await send(server.url, documents, label, server.pid);
    const seconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssMb(server.pid);
    // and once the process has been idle a while (V8 may collect and give memory back on its own)
    await new Promise((r) => setTimeout(r, 15_000));
    const idle = rssMb(server.pid);
    // the size guard, on the same server: refused before parsing
    const refused = await post(server.url, JSON.stringify({ query: padded(requests + 1, 200) }));
    const fullGcs = server.gc.full - gcBefore.full;
    const live = fullGcs ? `${fullGcs} full GCs during the run, live heap after the last ${server.gc.liveMb} MB (${gcBefore.liveMb} MB before)` : 'no full GC during the run';
    return { label, before, after, growth: after - before, idle, seconds, samples, refused, live };
  } finally {
    await server.stop();
  }
}

const bytes = Buffer.byteLength(padded(0, queryKb));
console.log(`${requests} distinct documents per run, ${connections} at a time; padded documents are ${bytes} bytes`);
const results = [
  await measure(`${requests} identical small queries`, () => query(0)),
  await measure(`${requests} distinct small queries (baseline)`, query),
  await measure(`${requests} distinct ~${queryKb} KB queries`, (i) => padded(i, queryKb)),
];
console.log(`\n${'run'.padEnd(44)} ${'RSS before'.padStart(11)} ${'RSS after'.padStart(10)} ${'growth'.padStart(8)} ${'seconds'.padStart(8)}`);
for (const r of results) {
  console.log(
    `${r.label.padEnd(44)} ${`${r.before.toFixed(0)} MB`.padStart(11)} ${`${r.after.toFixed(0)} MB`.padStart(10)} ${`${r.growth.toFixed(0)} MB`.padStart(8)} ${r.seconds.toFixed(1).padStart(8)}`,
  );
  console.log(`  RSS (MB) after n requests: ${r.samples.join(', ')}; a 200 KB document answered ${r.refused}`);
  console.log(`  ${r.live}; RSS after 15 s idle: ${r.idle.toFixed(0)} MB (growth ${(r.idle - r.before).toFixed(0)} MB)`);
}
const [identical, distinct, padRun] = results;
const pass = padRun.growth < TARGET_MB && padRun.refused === 413;
console.log(
  `\nRSS growth after ${requests} distinct ~${queryKb} KB documents: ${padRun.growth.toFixed(0)} MB (baselines: ${identical.growth.toFixed(0)} MB for ` +
    `identical small queries, ${distinct.growth.toFixed(0)} MB for distinct small ones)`,
);
console.log(`target: growth < ${TARGET_MB} MB for the ${queryKb} KB run, and 413 for 200 KB: ${pass ? 'met' : 'NOT met'}`);
if (!pass) process.exitCode = 1;
