import 'reflect-metadata';
import crypto from 'node:crypto';
import path from 'node:path';
import pino from 'pino';
import { benchDatabase } from './lib/bench-database.js';
import { startSmtpPeer } from '../api/src/test/smtp-peer.js';

// the built API (`npm run build -w api` first), as the other benchmarks run it: its entities' decorators need tsc's
// output, which tsx does not reproduce
const dist = path.resolve(import.meta.dirname, '../api/dist');
const load = <T>(file: string) => import(path.join(dist, file)) as Promise<T>;
const { loadConfig } = await load<typeof import('../api/src/config.js')>('config.js');
const { migrate } = await load<typeof import('../api/src/db/orm.js')>('db/orm.js');
const { openOrm } = await load<typeof import('../api/src/features.js')>('features.js');
const { JobQueue } = await load<typeof import('../api/src/jobs/queue.js')>('jobs/queue.js');
const { closeMailTransports, mailSendJob } = await load<typeof import('../api/src/modules/mail/delivery.js')>('modules/mail/delivery.js');
const { enqueueMail, registerMailAttachment } = await load<typeof import('../api/src/modules/mail/outbox.js')>('modules/mail/outbox.js');

// E-mails delivered per second through the outbox and the job queue to a real SMTP server (smtp-server on this
// machine): N messages (default 500), each written with its delivery job in its own transaction as an event would
// (BENCH_ENQUEUERS of them at once, default 20), each with a 20 KB attachment rendered at send time; the queue's
// mail_send workers (the app's settings: 10 jobs at once, pooled SMTP connections) deliver them. Prints messages/s
// from the first enqueue to the last accepted, the p50/p99 of enqueue (commit) → accepted by the SMTP server, and
// checks every message arrived exactly once. Then BENCH_TRICKLE (default 40) messages one at a time: the latency
// of a single event's mail on an idle queue.
//   npm run build -w api && npx tsx scripts/bench-mail.ts                                   (a throw-away embedded PostgreSQL)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-mail.ts   (a scratch database on that server)

const N = Number(process.env.BENCH_MESSAGES ?? 500);
const ENQUEUERS = Number(process.env.BENCH_ENQUEUERS ?? 20);
const log = pino({ level: 'warn' });

const db = await benchDatabase('mail');
const url = db.url;

const peer = await startSmtpPeer();
const orm = await openOrm(url);
await migrate(orm);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', SMTP_URL: peer.url });
const queue = await JobQueue.start({ connectionString: url, orm, config, log, jobs: [mailSendJob()] });

const attachment = crypto.randomBytes(20 * 1024);
registerMailAttachment('bench_doc', async (_ctx, id) => ({ filename: `voucher-${id}.pdf`, content: attachment, contentType: 'application/pdf' }));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

try {
  const committedAt = new Map<string, number>();
  const started = performance.now();
  const t0 = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: ENQUEUERS }, async () => {
      while (next < N) {
        const i = next++;
        const subject = `Bench message ${i}`;
        await orm.em.fork().transactional((tx) =>
          enqueueMail(tx, {
            key: `bench:${i}`,
            to: `traveller${i}@example.pk`,
            toName: `Traveller ${i}`,
            subject,
            text: `Your booking ${i} is confirmed.`,
            html: `<p>Your booking <b>${i}</b> is confirmed.</p>`,
            attachments: [{ kind: 'bench_doc', id: String(i) }],
          }),
        );
        committedAt.set(subject, Date.now());
      }
    }),
  );
  const enqueueSeconds = (performance.now() - started) / 1000;
  const deadline = Date.now() + 120_000;
  while (peer.received.length < N && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  // a little longer: anything sent twice would show up now
  await new Promise((r) => setTimeout(r, 1500));

  const subjects = peer.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? '');
  const unique = new Set(subjects);
  const latencies = peer.received.map((m, i) => m.at - (committedAt.get(subjects[i]!) ?? m.at)).sort((a, b) => a - b);
  const lastAccepted = Math.max(...peer.received.map((m) => m.at));
  const seconds = (lastAccepted - t0) / 1000;
  const [{ sent }] = (await orm.em.fork().execute("select count(*)::int as sent from mail_message where status = 'sent'")) as { sent: number }[];
  console.log(`messages: ${N} (20 KB attachment each), ${ENQUEUERS} enqueuers, database: ${db.embedded ? 'embedded' : 'PostgreSQL server'}`);
  console.log(`enqueued (committed with their jobs) in ${enqueueSeconds.toFixed(2)} s: ${(N / enqueueSeconds).toFixed(0)} messages/s`);
  console.log(`delivered: ${peer.received.length} received by the SMTP server, ${unique.size} distinct, ${sent} marked sent`);
  console.log(`throughput: ${(peer.received.length / seconds).toFixed(1)} messages/s (first enqueue → last accepted: ${seconds.toFixed(2)} s)`);
  console.log(`enqueue → accepted: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms`);
  if (peer.received.length !== N || unique.size !== N || sent !== N) process.exitCode = 1;

  // one message at a time (an idle queue): what a single event's mail waits, mostly the workers' polling interval
  const TRICKLE = Number(process.env.BENCH_TRICKLE ?? 40);
  const before = peer.received.length;
  const single: number[] = [];
  for (let i = 0; i < TRICKLE; i++) {
    const subject = `Trickle message ${i}`;
    await orm.em.fork().transactional((tx) => enqueueMail(tx, { key: `trickle:${i}`, to: `t${i}@example.pk`, subject, text: 'Hi', html: '<p>Hi</p>' }));
    const at = Date.now();
    while (!peer.received.slice(before).some((m) => m.raw.includes(`Subject: ${subject}`)) && Date.now() < at + 10_000) await new Promise((r) => setTimeout(r, 5));
    single.push((peer.received.find((m) => m.raw.includes(`Subject: ${subject}`))?.at ?? Date.now()) - at);
    await new Promise((r) => setTimeout(r, Math.random() * 300));
  }
  single.sort((a, b) => a - b);
  console.log(`one at a time (${TRICKLE} messages): enqueue → accepted p50 ${percentile(single, 50)} ms, p99 ${percentile(single, 99)} ms`);
} finally {
  await queue.stop(2000);
  closeMailTransports();
  await peer.close();
  await orm.close(true);
  await db.close();
}
