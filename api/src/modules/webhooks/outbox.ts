import { randomUUID } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { enqueue, queueRuns } from '../../jobs/queue.js';
import { isUuid } from '../../rules/common.js';

// The webhooks' outbox (docs/features/webhooks.md): an event is a row of webhook_event, and one webhook_delivery per
// endpoint that wants it, written in the transaction of the change it reports, so it exists exactly when that change
// commits. The dispatcher (deliver.ts) POSTs the deliveries later, from the job queue; once the transaction commits,
// this process's dispatcher is woken so delivery starts at once rather than at the next sweep.

export { signatureHeader, verifySignature } from './sign.js';

export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.confirmed',
  'booking.amended',
  'booking.cancelled',
  'payment.succeeded',
  'payment.refunded',
  'flight_order.ticketed',
  'flight_order.airline_change',
  'visa_application.status_changed',
  'umrah_group.visa_submitted',
  'wallet.low_funds',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
// sent only by "send test event", only to that endpoint
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DISPATCH_JOB = 'webhook_dispatch';
export const WEBHOOK_SWEEP_JOB = 'webhook_sweep';
export const WEBHOOK_RETENTION_JOB = 'webhook_retention';

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [WEBHOOK_DISPATCH_JOB]: Record<string, never>;
    [WEBHOOK_SWEEP_JOB]: Record<string, never>;
    [WEBHOOK_RETENTION_JOB]: Record<string, never>;
  }
}

/** The exact JSON text POSTed for an event (and signed): `{"id","type","createdAt","data"}`. */
export function webhookBody(event: { id: string; type: string; createdAt: Date; data: Record<string, unknown> }): string {
  return JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: event.data });
}

/**
 * This process's dispatcher (jobs.ts): while it drains, a kick only asks it to look once more before it stops; one
 * dispatch job is asked for at a time (events committing while it is being enqueued need no other).
 */
export const dispatcher = { draining: 0, again: false, kicking: false };

/**
 * Asks this process's dispatcher to deliver what is due now (after a commit). A hint: without a job queue here (seeds,
 * tests) it does nothing, and the periodic sweep delivers anything a lost hint left behind.
 */
export function kickWebhookDispatcher(): void {
  if (dispatcher.draining > 0) {
    dispatcher.again = true;
    return;
  }
  if (dispatcher.kicking || !queueRuns(WEBHOOK_DISPATCH_JOB)) return;
  dispatcher.kicking = true;
  enqueue(WEBHOOK_DISPATCH_JOB, {}, { singletonKey: WEBHOOK_DISPATCH_JOB })
    .catch(() => undefined)
    .finally(() => {
      dispatcher.kicking = false;
    });
}

type Transactor = Knex.Transaction & { parentTransaction?: Transactor };

/** Wakes the dispatcher once the transaction of `em` commits (nothing if it rolls back). */
export function kickAfterCommit(em: EntityManager): void {
  let trx = em.getTransactionContext<Transactor>();
  // inside a savepoint (a nested em.transactional), what counts is the outermost transaction's commit
  while (trx?.parentTransaction) trx = trx.parentTransaction;
  trx?.executionPromise.then(kickWebhookDispatcher, () => undefined);
}

/**
 * Inside the caller's transaction (em must be in em.transactional(); throws otherwise): writes one webhook_event row
 * and one webhook_delivery row per enabled endpoint subscribed to `type` whose owner is in ownerIds or is a
 * super_admin; commits with the change or not at all. Cheap when nobody subscribes (one insert…select for the
 * deliveries, the event row only when at least one delivery was made). Returns the event id (or null: no subscriber).
 * `now` (default: the current time) stamps the event's createdAt and makes its deliveries due from then: pass the
 * service's ctx.now() so a simulated clock holds.
 */
export async function publishWebhookEvent(
  em: EntityManager,
  event: { type: WebhookEventType; ownerIds: (string | null | undefined)[]; data: Record<string, unknown>; now?: Date },
): Promise<string | null> {
  if (!em.isInTransaction()) throw new Error('publishWebhookEvent needs an EntityManager inside em.transactional()');
  const owners = [...new Set(event.ownerIds.filter((id): id is string => typeof id === 'string' && isUuid(id)))];
  const id = randomUUID();
  const createdAt = event.now ?? new Date();
  const body = webhookBody({ id, type: event.type, createdAt, data: event.data });
  // the endpoints that want it, the event only if there is one, and their deliveries: one statement (the event row and
  // its deliveries are checked against each other at its end)
  const rows = await em.execute<{ id: string }[]>(
    `with endpoints as (
       select e.id from webhook_endpoint e join app_user u on u.id = e.owner_id
        where e.status = 'enabled' and ? = any(e.events) and (e.owner_id = any(?::uuid[]) or u.role = 'super_admin')
     ), ev as (
       insert into webhook_event (id, type, owner_ids, data, body, created_at)
       select ?, ?, ?::uuid[], ?::jsonb, ?, ? where exists (select 1 from endpoints)
       returning id
     )
     insert into webhook_delivery (event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
     select ev.id, endpoints.id, 'pending', 0, ?, ? from ev cross join endpoints
     returning id`,
    [event.type, `{${owners.join(',')}}`, id, event.type, `{${owners.join(',')}}`, JSON.stringify(event.data), body, createdAt, createdAt, createdAt],
  );
  if (rows.length === 0) return null;
  kickAfterCommit(em);
  return id;
}
