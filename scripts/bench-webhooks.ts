import 'reflect-metadata';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { benchDatabase } from './lib/bench-database.js';

// the built API (`npm run build -w api` first), as the other benchmarks run it
const dist = path.resolve(import.meta.dirname, '../api/dist');
const load = <T>(file: string) => import(path.join(dist, file)) as Promise<T>;
const { loadConfig } = await load<typeof import('../api/src/config.js')>('config.js');
const { migrate } = await load<typeof import('../api/src/db/orm.js')>('db/orm.js');
const { openOrm } = await load<typeof import('../api/src/features.js')>('features.js');
const { JobQueue } = await load<typeof import('../api/src/jobs/queue.js')>('jobs/queue.js');
const { webhookJobs } = await load<typeof import('../api/src/modules/webhooks/jobs.js')>('modules/webhooks/jobs.js');
const { publishWebhookEvent, verifySignature } = await load<typeof import('../api/src/modules/webhooks/outbox.js')>('modules/webhooks/outbox.js');
const { closeWebhookAgents } = await load<typeof import('../api/src/modules/webhooks/send.js')>('modules/webhooks/send.js');

// Webhook events fanned out per second (issue 38's bar: ≥ 500 events/s to 5 receivers, p99 commit → delivery < 2 s).
// N events (default 3,000; BENCH_EVENTS), each published in its own transaction as a booking's change would be
// (BENCH_PUBLISHERS at once, default 20, varied types and payloads), to 5 endpoints of one agent, each a local HTTP
// receiver that checks the signature of every delivery. The app's own jobs deliver them (the dispatch job woken after
// each commit, pg-boss on the same database). Prints events/s and deliveries/s from the first commit to the last
// delivery, p50/p99 of commit → received, duplicates, and a bare baseline in the same run: the same number of signed
// POSTs sent straight to the receivers with the same concurrency (no database, no queue).
//   npm run build -w api && npx tsx scripts/bench-webhooks.ts                                   (a throw-away embedded PostgreSQL)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-webhooks.ts   (a scratch database on that server)

const N = Number(process.env.BENCH_EVENTS ?? 3000);
const PUBLISHERS = Number(process.env.BENCH_PUBLISHERS ?? 20);
const RECEIVERS = 5;
const log = pino({ level: 'warn' });

const db = await benchDatabase('webhooks');
const url = db.url;

type Receipt = { eventId: string; at: number; verified: boolean };
type Receiver = { url: string; secret: string; receipts: Receipt[]; close: () => Promise<void> };

// a partner's receiver: reads the raw body, verifies the signature, answers 200
async function startReceiver(secret: string): Promise<Receiver> {
  const receipts: Receipt[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verified = verifySignature(String(req.headers['safarnama-signature'] ?? ''), body, secret);
      receipts.push({ eventId: String(req.headers['safarnama-event-id'] ?? ''), at: Date.now(), verified });
      res.writeHead(verified ? 200 : 400).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, secret, receipts, close: () => new Promise((r) => server.close(() => r())) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const TYPES = ['booking.created', 'booking.confirmed', 'payment.succeeded', 'booking.cancelled', 'payment.refunded'] as const;

const orm = await openOrm(url);
await migrate(orm);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', WEBHOOK_ALLOW_PRIVATE: '1' });
const receivers = await Promise.all(Array.from({ length: RECEIVERS }, () => startReceiver(`whsec_${crypto.randomBytes(32).toString('base64url')}`)));
const em = orm.em.fork();
const [{ id: agentId }] = await em.execute<{ id: string }[]>(
  `insert into app_user (username, email, password_hash, first_name, last_name, role) values ('bench_agent', 'bench@example.pk', 'x', 'Bench', 'Agent', 'b2b_agent') returning id`,
);
for (const r of receivers) {
  await em.execute(`insert into webhook_endpoint (owner_id, url, events, secret, status, created_at) values (?, ?, ?::text[], ?, 'enabled', now())`, [
    agentId,
    r.url,
    `{${TYPES.join(',')}}`,
    r.secret,
  ]);
}

let queue: Awaited<ReturnType<typeof JobQueue.start>> | undefined;
try {
  // the bare baseline: the same signed POSTs straight to the receivers, PUBLISHERS × RECEIVERS at once, keep-alive
  const agent = new http.Agent({ keepAlive: true, maxSockets: PUBLISHERS });
  const post = (target: string, body: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(target, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'safarnama-event-id': 'baseline' } }, (res) => {
        res.resume();
        res.on('end', () => resolve());
      });
      req.on('error', reject);
      req.end(body);
    });
  const b0 = Date.now();
  let nextBaseline = 0;
  await Promise.all(
    Array.from({ length: PUBLISHERS }, async () => {
      while (nextBaseline < N) {
        const i = nextBaseline++;
        const body = JSON.stringify({ id: crypto.randomUUID(), type: TYPES[i % TYPES.length], data: { i } });
        await Promise.all(receivers.map((r) => post(r.url, body)));
      }
    }),
  );
  const baselineSeconds = (Date.now() - b0) / 1000;
  agent.destroy();
  for (const r of receivers) r.receipts.length = 0;

  queue = await JobQueue.start({ connectionString: url, orm, config, log, jobs: webhookJobs(), pollingIntervalSeconds: 0.5 });
  const committedAt = new Map<string, number>();
  const t0 = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PUBLISHERS }, async () => {
      while (next < N) {
        const i = next++;
        const type = TYPES[i % TYPES.length]!;
        // payloads as a booking's would vary: ids, amounts, a name of varying length
        const data = {
          booking: {
            id: crypto.randomUUID(),
            status: type === 'booking.cancelled' ? 'cancelled' : 'confirmed',
            totalPriceInPkr: String(25_000 + ((i * 7919) % 400_000)),
            itemName: `Umrah package ${i} `.repeat(1 + (i % 4)),
          },
        };
        const id = await orm.em.fork().transactional((tx) => publishWebhookEvent(tx, { type, ownerIds: [agentId], data }));
        if (id) committedAt.set(id, Date.now());
      }
    }),
  );
  const publishSeconds = (Date.now() - t0) / 1000;
  const want = N * RECEIVERS;
  const deadline = Date.now() + 120_000;
  const received = () => receivers.reduce((n, r) => n + r.receipts.length, 0);
  while (received() < want && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  // a little longer: anything sent twice would show up now
  await new Promise((r) => setTimeout(r, 1500));

  const all = receivers.flatMap((r, i) => r.receipts.map((x) => ({ ...x, receiver: i })));
  const distinct = new Set(all.map((x) => `${x.receiver}:${x.eventId}`));
  const unverified = all.filter((x) => !x.verified).length;
  const latencies = all.map((x) => x.at - (committedAt.get(x.eventId) ?? x.at)).sort((a, b) => a - b);
  const last = Math.max(...all.map((x) => x.at));
  const seconds = (last - t0) / 1000;
  const [{ delivered }] = await orm.em.fork().execute<{ delivered: number }[]>("select count(*)::int as delivered from webhook_delivery where status = 'delivered'");
  console.log(`events: ${N} to ${RECEIVERS} endpoints (${want} deliveries), ${PUBLISHERS} publishers, database: ${db.embedded ? 'embedded' : 'PostgreSQL server'}`);
  console.log(`published (each committed in its own transaction) in ${publishSeconds.toFixed(2)} s: ${(N / publishSeconds).toFixed(0)} events/s`);
  console.log(`delivered: ${all.length} received, ${distinct.size} distinct (${all.length - distinct.size} duplicates), ${unverified} with a bad signature, ${delivered} marked delivered`);
  console.log(`throughput: ${(N / seconds).toFixed(0)} events/s, ${(all.length / seconds).toFixed(0)} deliveries/s (first commit → last received: ${seconds.toFixed(2)} s)`);
  console.log(`commit → received: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms`);
  console.log(`bare baseline (the same ${want} POSTs straight to the receivers, no database): ${(want / baselineSeconds).toFixed(0)} deliveries/s in ${baselineSeconds.toFixed(2)} s`);
  if (distinct.size !== want || unverified > 0 || delivered !== want) process.exitCode = 1;
} finally {
  await queue?.stop(2000);
  closeWebhookAgents();
  await Promise.all(receivers.map((r) => r.close()));
  await orm.close(true);
  await db.close();
}
