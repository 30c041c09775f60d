import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { DomainError } from '../../core/errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './sign.js';
import { postWebhook, type SendResult, WEBHOOK_TIMEOUT_MS, WEBHOOK_USER_AGENT } from './send.js';
import { checkWebhookUrl } from './ssrf.js';
import { endpointDisabledMail } from './webhooks.mail.js';

// Delivery (docs/features/webhooks.md#delivery-and-retries). A dispatcher claims due pending deliveries in a batch
// (`for update skip locked`, then a lease in locked_until: two processes, or the dispatch job and the sweep, never send
// the same delivery at once), POSTs them concurrently, and records every attempt in one transaction:
// - a 2xx answer: delivered;
// - anything else (a 3xx, 4xx, 5xx, a timeout, a refused connection, an address the SSRF rules refuse): retried after
//   30 s, 1, 2, 4 … minutes (doubling, at most 6 hours, ±20 % jitter) until 72 hours after the delivery's first
//   failure (a last attempt at that moment), then failed;
// - the endpoint's health: failing_since is set by the first failure after a success and cleared by a success; an
//   endpoint failing for 72 hours is disabled (its pending deliveries wait, its owner is e-mailed) until enabled again.
// At least once: a crash between a receiver's 2xx and the record (or a lease running out) sends again; receivers dedupe
// by the event id.

export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 6 * 3_600_000;
export const RETRY_WINDOW_MS = 72 * 3_600_000;
export const DISABLE_AFTER_MS = 72 * 3_600_000;
const JITTER = 0.2;
// a claim lasts longer than a batch can take: its sends (concurrency-bounded, 10 s timeout each) and the record
const LEASE_MS = 2 * 60_000;
const DEFAULT_LIMIT = 500;
const DEFAULT_CONCURRENCY = 64;
export const DISABLED_REASON = 'Every delivery failed for 72 hours';

/** The wait after the `attempts`-th failed attempt of a delivery (before jitter): 30 s doubling, capped at 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/** When a delivery that failed for the `attempts`-th time at `now` (first failure `firstFailedAt`) is tried again; null: never. */
export function nextAttemptAt(attempts: number, firstFailedAt: Date, now: Date, random = Math.random): Date | null {
  const deadline = firstFailedAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  const jittered = retryDelayMs(attempts) * (1 - JITTER + 2 * JITTER * random());
  return new Date(Math.min(deadline, now.getTime() + Math.round(jittered)));
}

type Claimed = {
  id: string;
  event_id: string;
  endpoint_id: string;
  attempts: number;
  first_failed_at: Date | null;
  body: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
};

async function claim(em: EntityManager, now: Date, limit: number): Promise<Claimed[]> {
  return em.execute<Claimed[]>(
    `with due as (
       select d.id from webhook_delivery d
       join webhook_endpoint e on e.id = d.endpoint_id and e.status = 'enabled'
        where d.status = 'pending' and d.next_attempt_at <= ? and (d.locked_until is null or d.locked_until <= ?)
        order by d.next_attempt_at
        limit ?
        for update of d skip locked
     ), claimed as (
       update webhook_delivery d set locked_until = ? from due where d.id = due.id
       returning d.id, d.event_id, d.endpoint_id, d.attempts, d.first_failed_at
     )
     select c.*, ev.body, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at
       from claimed c join webhook_event ev on ev.id = c.event_id join webhook_endpoint e on e.id = c.endpoint_id`,
    [now, now, limit, new Date(now.getTime() + LEASE_MS)],
  );
}

async function send(ctx: ServiceContext, row: Claimed, now: Date, timeoutMs: number): Promise<SendResult> {
  let target;
  try {
    // at every delivery, not only at registration: the host's addresses now, and the one the POST will go to
    target = await checkWebhookUrl(row.url, { allowPrivate: ctx.config.webhooks.allowPrivate });
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return { statusCode: null, error: `not sent: ${err.message}`, latencyMs: 0 };
  }
  const secrets = [row.secret];
  if (row.previous_secret && row.previous_secret_expires_at && new Date(row.previous_secret_expires_at) > now) secrets.push(row.previous_secret);
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': WEBHOOK_USER_AGENT,
    [EVENT_ID_HEADER]: row.event_id,
    [SIGNATURE_HEADER]: signatureHeader(secrets, Math.floor(now.getTime() / 1000), row.body),
  };
  return postWebhook(target.url, target.address, headers, row.body, timeoutMs);
}

// runs `work` on every item, at most `limit` at once
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const isSuccess = (r: SendResult) => r.statusCode !== null && r.statusCode >= 200 && r.statusCode < 300;

export type DeliverOptions = { now?: Date; limit?: number; concurrency?: number; timeoutMs?: number };
export type DeliverResult = { delivered: number; failed: number; attempted: number };

/**
 * Sends the deliveries due at `now` (default ctx.now()): at most `limit` (default 500), `concurrency` (default 64) at
 * once, and records each attempt. `failed` counts the attempts that failed (most are retried later).
 */
export async function deliverDueWebhooks(ctx: ServiceContext, opts: DeliverOptions = {}): Promise<DeliverResult> {
  const now = opts.now ?? ctx.now();
  const em = ctx.em.fork();
  const rows = await claim(em, now, opts.limit ?? DEFAULT_LIMIT);
  if (rows.length === 0) return { delivered: 0, failed: 0, attempted: 0 };
  const results = await pool(rows, opts.concurrency ?? DEFAULT_CONCURRENCY, (row) => send(ctx, row, now, opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS));
  await record(ctx, em, rows, results, now);
  const delivered = results.filter(isSuccess).length;
  return { delivered, failed: rows.length - delivered, attempted: rows.length };
}

async function record(ctx: ServiceContext, em: EntityManager, rows: Claimed[], results: SendResult[], now: Date): Promise<void> {
  const outcome = rows.map((row, i) => {
    const result = results[i]!;
    if (isSuccess(result)) return { id: row.id, status: 'delivered', next: null, firstFailed: row.first_failed_at, delivered: now };
    const firstFailed = row.first_failed_at ? new Date(row.first_failed_at) : now;
    const next = nextAttemptAt(row.attempts + 1, firstFailed, now);
    return { id: row.id, status: next ? 'pending' : 'failed', next, firstFailed, delivered: null };
  });
  const succeeded = [...new Set(rows.filter((_, i) => isSuccess(results[i]!)).map((r) => r.endpoint_id))];
  const failing = [...new Set(rows.filter((_, i) => !isSuccess(results[i]!)).map((r) => r.endpoint_id))].filter((id) => !succeeded.includes(id));
  const arr = (values: unknown[]) => `{${values.map((v) => (v === null ? 'NULL' : `"${String(v instanceof Date ? v.toISOString() : v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
  const disabled = await em.transactional(async (tx) => {
    // the endpoints first, in id order: batches recording at once never wait on each other in a circle. "No key
    // update", as the updates below take: it leaves alone the key-share locks of transactions publishing events (their
    // deliveries' foreign keys), so a business transaction never waits on the dispatcher, nor the dispatcher on it
    await tx.execute('select id from webhook_endpoint where id = any(?::uuid[]) order by id for no key update', [arr([...succeeded, ...failing].sort())]);
    await tx.execute(
      `insert into webhook_attempt (delivery_id, at, status_code, latency_ms, error)
       select * from unnest(?::uuid[], ?::timestamptz[], ?::int[], ?::int[], ?::text[])`,
      [arr(rows.map((r) => r.id)), arr(rows.map(() => now)), arr(results.map((r) => r.statusCode)), arr(results.map((r) => r.latencyMs)), arr(results.map((r) => r.error))],
    );
    // a delivery whose endpoint was disabled meanwhile waits with the others ('infinity') until it is enabled again
    await tx.execute(
      `update webhook_delivery d set status = v.status, attempts = d.attempts + 1, locked_until = null, first_failed_at = v.first_failed,
              delivered_at = v.delivered, next_attempt_at = case when v.status = 'pending' and e.status = 'disabled' then 'infinity' else v.next end
         from unnest(?::uuid[], ?::text[], ?::timestamptz[], ?::timestamptz[], ?::timestamptz[]) as v(id, status, next, first_failed, delivered), webhook_endpoint e
        where d.id = v.id and e.id = d.endpoint_id and d.status = 'pending'`,
      [
        arr(outcome.map((o) => o.id)),
        arr(outcome.map((o) => o.status)),
        arr(outcome.map((o) => o.next)),
        arr(outcome.map((o) => o.firstFailed)),
        arr(outcome.map((o) => o.delivered)),
      ],
    );
    if (succeeded.length) await tx.execute('update webhook_endpoint set failing_since = null where id = any(?::uuid[]) and failing_since is not null', [arr(succeeded)]);
    if (failing.length === 0) return [];
    await tx.execute('update webhook_endpoint set failing_since = ? where id = any(?::uuid[]) and failing_since is null', [now, arr(failing)]);
    const off = await tx.execute<{ id: string; url: string; owner_id: string }[]>(
      `update webhook_endpoint set status = 'disabled', disabled_at = ?, disabled_reason = ?
        where id = any(?::uuid[]) and status = 'enabled' and failing_since <= ? returning id, url, owner_id`,
      [now, DISABLED_REASON, arr(failing), new Date(now.getTime() - DISABLE_AFTER_MS)],
    );
    for (const endpoint of off) await disableEndpoint(ctx, tx, endpoint, now);
    return off;
  });
  for (const endpoint of disabled) ctx.log.warn({ webhookEndpoint: endpoint.id, owner: endpoint.owner_id }, 'webhook endpoint disabled after 72 hours of failures');
}

// its pending deliveries wait (until enabled again), and its owner hears of it, in the disabling's transaction
async function disableEndpoint(ctx: ServiceContext, tx: EntityManager, endpoint: { id: string; url: string; owner_id: string }, now: Date): Promise<void> {
  await tx.execute(`update webhook_delivery set next_attempt_at = 'infinity', locked_until = null where endpoint_id = ? and status = 'pending'`, [endpoint.id]);
  const [owner] = await tx.execute<{ email: string | null; first_name: string | null; last_name: string | null; language: string | null }[]>(
    'select email, first_name, last_name, language from app_user where id = ?',
    [endpoint.owner_id],
  );
  if (!owner?.email) return;
  const origin = ctx.config.publicUrl ? new URL(ctx.config.publicUrl).origin : `http://localhost:${ctx.config.port}`;
  const name = `${owner.first_name ?? ''} ${owner.last_name ?? ''}`.trim();
  await enqueueMail(
    tx,
    endpointDisabledMail(owner.language, { endpointId: endpoint.id, url: endpoint.url, disabledAt: now, email: owner.email, name, link: `${origin}/developers`, userId: endpoint.owner_id }),
  );
}
