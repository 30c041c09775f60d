import nodemailer, { type Transporter } from 'nodemailer';
import type { ServiceContext } from '../../core/context.js';
import { defineJob, defineSweep, enqueue, enqueueInTransaction, queueRuns } from '../../jobs/queue.js';
import { isUuid } from '../../rules/common.js';
import { MAIL_SEND_JOB, MAIL_SWEEP_JOB, type MailAttachmentRef, mailAttachmentRenderer, mailJobId, type RenderedAttachment } from './outbox.js';

// Delivery of the outbox's messages (docs/features/mail.md). Exactly once, as far as SMTP allows:
// - a worker claims a message by one conditional UPDATE (queued and due → sending, attempts + 1, next_attempt_at = a
//   lease): of two workers racing (a job retried by pg-boss, the sweep's job, another process) only one gets the row;
// - it is marked sent right after the SMTP server accepted it (250 to DATA), so no later job sends it again;
// - a temporary failure (no connection, a 4xx reply) puts it back to queued with a backoff and a job for that moment;
//   a permanent one (a 5xx reply to MAIL FROM/RCPT TO/DATA, e.g. 550 no such user) ends it as failed with the reply;
// - a worker that died while sending leaves it `sending` until its lease runs out; the sweep then queues it again.
//   Only a crash in the few milliseconds between the server's 250 and our UPDATE sends a message twice (with the same
//   Message-ID, which mail clients use to fold duplicates); SMTP has no way to ask whether a message arrived.

// how long a claim lasts: longer than any send can take with the timeouts below (connect 10 s, socket 60 s, renders)
const LEASE_MS = 5 * 60_000;
// temporary failures: 1, 2, 4 … minutes apart, at most an hour, giving up after this many attempts (about 19 hours)
const MAX_ATTEMPTS = 24;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 3_600_000;
// a queued message due this long ago whose job has not claimed it: its job was lost (the sweep enqueues another)
const LOST_AFTER_MS = 60_000;
// messages one sweep re-enqueues (the next sweep takes the rest)
const SWEEP_BATCH = 500;

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

type ClaimedRow = {
  id: string;
  to_address: string;
  to_name: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: MailAttachmentRef[];
  attempts: number;
};

/** Wait before the next attempt after `attempts` failed ones. */
export function mailBackoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

// one pooled transport per SMTP_URL: a connection is reused for many messages (pool: at most 10 at once)
const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    const u = new URL(url);
    transport = nodemailer.createTransport({
      host: u.hostname,
      port: u.port ? Number(u.port) : u.protocol === 'smtps:' ? 465 : 587,
      secure: u.protocol === 'smtps:',
      ...(u.username ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } } : {}),
      pool: true,
      maxConnections: 10,
      // nodemailer's defaults (2 min connect, 10 min socket) would outlast the lease
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    transports.set(url, transport);
  }
  return transport;
}

/** Closes the pooled SMTP connections (shutdown, tests, benchmarks). */
export function closeMailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

type SmtpError = Error & { responseCode?: number; response?: string; command?: string; code?: string };

// a 5xx reply to the message itself is final; one to the connection or login is the server's or our configuration's
// problem (fixing it should deliver the message), and anything without a reply (refused, timeout) is temporary
function isPermanent(err: SmtpError): boolean {
  if (typeof err.responseCode !== 'number' || err.responseCode < 500 || err.responseCode > 599) return false;
  const command = (err.command ?? '').toUpperCase();
  return !command.startsWith('AUTH') && command !== 'CONN' && command !== 'GREETING' && command !== 'EHLO' && command !== 'HELO';
}

function describe(err: SmtpError): string {
  const text = err.response ?? (err.code ? `${err.code}: ${err.message}` : err.message);
  return text.slice(0, 1000);
}

function messageDomain(from: string): string {
  const m = /@([^\s@<>]+)>?\s*$/.exec(from);
  return m?.[1] ?? 'safarnama.pk';
}

async function renderAttachments(ctx: ServiceContext, refs: MailAttachmentRef[]): Promise<RenderedAttachment[]> {
  const out: RenderedAttachment[] = [];
  for (const ref of refs) {
    const render = mailAttachmentRenderer(ref.kind);
    // a kind nobody registered is a deployment mistake: temporary, so the message goes once the code is there
    if (!render) throw new Error(`No renderer for mail attachments of kind ${ref.kind}`);
    const rendered = await render(ctx, ref.id);
    if (rendered) out.push(rendered);
    else ctx.log.warn({ attachment: ref }, 'mail attachment no longer exists: sent without it');
  }
  return out;
}

/**
 * Delivers one message, if it is queued and due and no other worker has it: by SMTP_URL, or into the outbox only
 * when SMTP_URL is unset. Safe to run any number of times, concurrently too (see the top of this file).
 */
export async function deliverMail(ctx: ServiceContext, messageId: string): Promise<DeliveryOutcome> {
  if (!isUuid(messageId)) return 'skipped';
  const now = ctx.now();
  const em = ctx.em.fork();
  // due by this process's clock or the database's (enqueueMail stamps the database's now(): a process whose clock runs
  // a little behind must not skip a new message and leave it to the sweep)
  const claimed = await em.execute<ClaimedRow[]>(
    `update mail_message set status = 'sending', attempts = attempts + 1, next_attempt_at = ?
     where id = ? and status = 'queued' and next_attempt_at <= greatest(?::timestamptz, now())
     returning id, to_address, to_name, subject, text_body, html_body, attachments, attempts`,
    [new Date(now.getTime() + LEASE_MS), messageId, now],
  );
  const row = claimed[0];
  if (!row) return 'skipped';
  const { smtpUrl, from } = ctx.config.mail;
  const stableId = `<${row.id}@${messageDomain(from)}>`;

  if (!smtpUrl) {
    await em.execute(`update mail_message set status = 'sent', transport = 'outbox', sent_at = ?, message_id = ?, last_error = null where id = ? and status = 'sending'`, [
      ctx.now(),
      stableId,
      row.id,
    ]);
    // `npm run dev` shows the message in its console (there is nowhere else to read it but the dashboard)
    const text = ctx.config.nodeEnv === 'development' ? row.text_body : undefined;
    ctx.log.info({ mail: { id: row.id, to: row.to_address, subject: row.subject }, text }, 'mail kept in the outbox (no SMTP_URL)');
    return 'sent';
  }

  try {
    const attachments = await renderAttachments(ctx, row.attachments);
    const info = (await transportFor(smtpUrl).sendMail({
      from,
      to: row.to_name ? { name: row.to_name, address: row.to_address } : row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      messageId: stableId,
      attachments: attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
    })) as { messageId?: string; response?: string };
    // accepted: recorded at once, before anything else can fail
    await em.execute(`update mail_message set status = 'sent', transport = 'smtp', sent_at = ?, message_id = ?, last_error = null where id = ? and status = 'sending'`, [
      ctx.now(),
      info.messageId ?? stableId,
      row.id,
    ]);
    return 'sent';
  } catch (caught) {
    const err = (caught instanceof Error ? caught : new Error(String(caught))) as SmtpError;
    const reason = describe(err);
    if (isPermanent(err) || row.attempts >= MAX_ATTEMPTS) {
      const lastError = isPermanent(err) ? reason : `gave up after ${row.attempts} attempts: ${reason}`;
      await em.execute(`update mail_message set status = 'failed', last_error = ? where id = ? and status = 'sending'`, [lastError, row.id]);
      ctx.log.warn({ mail: { id: row.id, to: row.to_address }, reason: lastError }, 'mail failed permanently');
      return 'failed';
    }
    const next = new Date(ctx.now().getTime() + mailBackoffMs(row.attempts));
    await em.transactional(async (tx) => {
      await tx.execute(`update mail_message set status = 'queued', next_attempt_at = ?, last_error = ? where id = ? and status = 'sending'`, [next, reason, row.id]);
      // the next attempt's job commits with the row going back to queued (its id is per attempt, so never twice)
      if (queueRuns(MAIL_SEND_JOB)) await enqueueInTransaction(tx, MAIL_SEND_JOB, { messageId: row.id }, { startAfter: next, id: mailJobId(row.id, row.attempts) });
    });
    ctx.log.info({ mail: { id: row.id, attempt: row.attempts }, reason, retryAt: next }, 'mail not delivered yet: will retry');
    return 'retry';
  }
}

/**
 * The safety net: messages whose lease ran out while `sending` (their worker died) go back to queued, and queued ones
 * due for a while without being claimed (their job was lost, or none could be enqueued: seeds, a process without a
 * queue) get a job. Returns the ids it enqueued.
 */
export async function sweepMail(ctx: ServiceContext): Promise<string[]> {
  const now = ctx.now();
  const em = ctx.em.fork();
  await em.execute(`update mail_message set status = 'queued', next_attempt_at = ? where status = 'sending' and next_attempt_at <= ?`, [now, now]);
  // due for a while: its job, if it ever had one, should have claimed it by now
  const due = await em.execute<{ id: string; attempts: number }[]>(
    `select id, attempts from mail_message where status = 'queued' and next_attempt_at <= ? order by next_attempt_at limit ?`,
    [new Date(now.getTime() - LOST_AFTER_MS), SWEEP_BATCH],
  );
  if (!queueRuns(MAIL_SEND_JOB)) return due.map((r) => r.id);
  // one sweep job per message and attempt each 10 minutes at most, even while a late job is still waiting its turn
  const bucket = Math.floor(now.getTime() / 600_000);
  const ids: string[] = [];
  for (const r of due) {
    const id = await enqueue(MAIL_SEND_JOB, { messageId: r.id }, { id: mailJobId(r.id, `sweep:${r.attempts}:${bucket}`) });
    if (id) ids.push(r.id);
  }
  return ids;
}

/** Delivers a message (enqueued with it, or by a retry or the sweep). */
export function mailSendJob() {
  return defineJob(MAIL_SEND_JOB, async (data, run) => void (await deliverMail(run.ctx, data.messageId)), {
    retryLimit: 3,
    retryDelaySeconds: 30,
    concurrency: 20,
    expireInSeconds: LEASE_MS / 1000,
  });
}

/** Every 30 seconds, one process at a time: lost jobs and dead workers' messages (see sweepMail). */
export function mailSweepJob() {
  return defineSweep(MAIL_SWEEP_JOB, sweepMail, { everySeconds: 30, retryLimit: 1, expireInSeconds: 5 * 60 });
}
