import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import type { MailAttachmentRef } from './mail.entity.js';
import { enqueue, enqueueInTransaction, queueRuns, wakeWorker } from '../../jobs/queue.js';

// The outbox: a message is a row of mail_message written in the transaction of the event it tells about (a booking
// confirmed, a payment received), so it exists exactly when the event commits, and its delivery job with it.
// Delivery (delivery.ts) sends it later, from a job; attachments (vouchers, invoices) are rendered at send time by the
// renderer their document module registers, so the row stays small and the document shows its current state.

export const MAIL_SEND_JOB = 'mail_send';
export const MAIL_SWEEP_JOB = 'mail_sweep';

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [MAIL_SEND_JOB]: { messageId: string };
    [MAIL_SWEEP_JOB]: Record<string, never>;
  }
}

// the stored message owns the attachment reference's shape (mail.entity.ts); declared here it made an import circle
// (the entity → this outbox → the job queue → the ORM → the entity list)
export type { MailAttachmentRef } from './mail.entity.js';
export type MailDraft = {
  key: string;
  to: string;
  toName?: string | null;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachmentRef[];
  userId?: string | null;
};
export type RenderedAttachment = { filename: string; content: Buffer; contentType: string };
type Renderer = (ctx: ServiceContext, id: string) => Promise<RenderedAttachment | null>;

const renderers = new Map<string, Renderer>();

/** Documents register how to render an attachment kind (rendered at send time, not stored). */
export function registerMailAttachment(kind: string, render: (ctx: ServiceContext, id: string) => Promise<RenderedAttachment | null>): void {
  renderers.set(kind, render);
}

/** The renderer of an attachment kind, if its module registered one. */
export function mailAttachmentRenderer(kind: string): Renderer | undefined {
  return renderers.get(kind);
}

/**
 * The id of the delivery job for a message's attempt: the same (message, attempt) always gets the same job id, so the
 * sweep re-enqueueing a message whose job is still stored adds nothing (pg-boss ignores a second job with a stored id).
 */
export function mailJobId(messageId: string, attempt: number | string): string {
  const h = createHash('sha256').update(`mail:${messageId}:${attempt}`).digest('hex');
  // shaped as a UUID (version 4 nibble and variant bits set) so pg-boss's uuid column takes it
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const MAX_LENGTH = { key: 200, to: 320, toName: 200, subject: 500 };

/**
 * In the caller's transaction (em is the transaction's): stores the message once per key (idempotency key per event
 * and recipient: a second call with the same key changes nothing, returns false) and enqueues its delivery job in the
 * same transaction (api/src/jobs/queue.ts enqueueInTransaction). Without a job queue in this process (seeds, most
 * tests) the row alone is written: the mail sweep delivers it.
 */
export async function enqueueMail(em: EntityManager, draft: MailDraft): Promise<boolean> {
  if (!draft.key || draft.key.length > MAX_LENGTH.key) throw new Error(`enqueueMail: key must be 1-${MAX_LENGTH.key} characters`);
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(draft.to) || draft.to.length > MAX_LENGTH.to) throw new Error(`enqueueMail: ${draft.to} is not an e-mail address`);
  const id = randomUUID();
  const rows = await em.execute<{ id: string }[]>(
    `insert into mail_message (id, key, user_id, to_address, to_name, subject, text_body, html_body, attachments, status, attempts, next_attempt_at, created_at, transport)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, 'queued', 0, now(), now(), null)
     on conflict (key) do nothing returning id`,
    [
      id,
      draft.key,
      draft.userId ?? null,
      draft.to,
      draft.toName?.slice(0, MAX_LENGTH.toName) ?? null,
      draft.subject.slice(0, MAX_LENGTH.subject),
      draft.text,
      draft.html,
      JSON.stringify(draft.attachments ?? []),
    ],
  );
  if (rows.length === 0) return false;
  // a queue without the mail jobs (a test's) leaves the message to the sweep, like no queue at all
  if (queueRuns(MAIL_SEND_JOB)) {
    // inside a transaction the job commits with the message; outside one the row is already committed
    if (em.isInTransaction()) {
      await enqueueInTransaction(em, MAIL_SEND_JOB, { messageId: id }, { id: mailJobId(id, 0) });
      // once it commits, this process's worker looks at once rather than at its next poll (up to a second later);
      // only a hint: a savepoint's end wakes it early, and then the next poll finds the job
      em.getTransactionContext<Knex.Transaction>()?.executionPromise.then(
        () => wakeWorker(MAIL_SEND_JOB),
        () => undefined,
      );
    } else await enqueue(MAIL_SEND_JOB, { messageId: id }, { id: mailJobId(id, 0) });
  }
  return true;
}
