import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { ConflictError, NotFoundError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { isUuid } from '../../rules/common.js';
import { kickAfterCommit, WEBHOOK_TEST_EVENT, webhookBody } from './outbox.js';
import { ownEndpoint, WEBHOOK_MESSAGES, webhookOwner } from './webhooks.service.js';

// An endpoint's event log (30 days, every attempt), "send test event" and "resend" (docs/features/webhooks.md).
// Test events and resends are deliveries like the others: the dispatcher sends them, signed, with their event's id
// and its body as first sent.

export const EVENT_LOG_DAYS = 30;

export type AttemptView = { at: Date; statusCode: number | null; latencyMs: number; error: string | null };
export type DeliveryView = {
  id: string;
  eventId: string;
  endpointId: string;
  type: string;
  createdAt: Date;
  status: string;
  nextAttemptAt: Date | null;
  payload: string;
  attempts: AttemptView[];
};

type DeliveryRow = {
  id: string;
  event_id: string;
  endpoint_id: string;
  type: string;
  created_at: Date;
  status: string;
  next_attempt_at: Date | null;
  body: string;
};

// a pending delivery of a disabled endpoint waits with no moment set ('infinity' in the table): null here
const DELIVERY_COLUMNS = `d.id, d.event_id, d.endpoint_id, ev.type, d.created_at, d.status, ev.body,
  case when d.status = 'pending' and d.next_attempt_at <> 'infinity' then d.next_attempt_at end as next_attempt_at`;

const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

// the deliveries' attempts in one query (no query per delivery), oldest first
async function withAttempts(em: EntityManager, rows: DeliveryRow[]): Promise<DeliveryView[]> {
  const attempts = rows.length
    ? await em.execute<{ delivery_id: string; at: Date; status_code: number | null; latency_ms: number; error: string | null }[]>(
        'select delivery_id, at, status_code, latency_ms, error from webhook_attempt where delivery_id = any(?::uuid[]) order by at, id',
        [uuidArray(rows.map((r) => r.id))],
      )
    : [];
  const byDelivery = new Map<string, AttemptView[]>();
  for (const a of attempts) {
    const list = byDelivery.get(a.delivery_id) ?? [];
    list.push({ at: new Date(a.at), statusCode: a.status_code, latencyMs: a.latency_ms, error: a.error });
    byDelivery.set(a.delivery_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    endpointId: r.endpoint_id,
    type: r.type,
    createdAt: new Date(r.created_at),
    status: r.status,
    nextAttemptAt: r.next_attempt_at ? new Date(r.next_attempt_at) : null,
    payload: r.body,
    attempts: byDelivery.get(r.id) ?? [],
  }));
}

async function deliveriesByIds(em: EntityManager, ids: string[]): Promise<DeliveryView[]> {
  const rows = await em.execute<DeliveryRow[]>(
    `select ${DELIVERY_COLUMNS} from webhook_delivery d join webhook_event ev on ev.id = d.event_id
      where d.id = any(?::uuid[]) order by d.created_at desc, d.id desc`,
    [uuidArray(ids)],
  );
  return withAttempts(em, rows);
}

/** One of the caller's endpoints' deliveries of the last 30 days, newest first, each with its attempts. */
export async function listWebhookDeliveries(
  ctx: ServiceContext,
  args: { endpointId: string; pagination?: { limit?: number | null; offset?: number | null } | null },
): Promise<Page<DeliveryView>> {
  const owner = await webhookOwner(ctx);
  const page = readPagination(args.pagination);
  const endpoint = await ownEndpoint(ctx, owner, args.endpointId);
  const since = new Date(ctx.now().getTime() - EVENT_LOG_DAYS * 86_400_000);
  const rows = await ctx.em.execute<DeliveryRow[]>(
    `select ${DELIVERY_COLUMNS} from webhook_delivery d join webhook_event ev on ev.id = d.event_id
      where d.endpoint_id = ? and d.created_at >= ? order by d.created_at desc, d.id desc limit ? offset ?`,
    [endpoint.id, since, page.limit + 1, page.offset],
  );
  return toPage(await withAttempts(ctx.em, rows), page);
}

/** Sends a `webhook.test` event to one of the caller's endpoints (only to it), through the usual delivery. */
export async function sendTestWebhookEvent(ctx: ServiceContext, endpointId: string): Promise<DeliveryView> {
  const owner = await webhookOwner(ctx);
  const endpoint = await ownEndpoint(ctx, owner, endpointId);
  if (endpoint.status !== 'enabled') throw new ConflictError(WEBHOOK_MESSAGES.disabled);
  const now = ctx.now();
  const id = randomUUID();
  const data = { endpointId: endpoint.id, message: 'A test event from Safarnama: your endpoint receives and verifies events.' };
  const body = webhookBody({ id, type: WEBHOOK_TEST_EVENT, createdAt: now, data });
  const deliveryId = await ctx.em.transactional(async (tx) => {
    await tx.execute('insert into webhook_event (id, type, owner_ids, data, body, created_at) values (?, ?, ?::uuid[], ?::jsonb, ?, ?)', [
      id,
      WEBHOOK_TEST_EVENT,
      uuidArray([owner]),
      JSON.stringify(data),
      body,
      now,
    ]);
    const [row] = await tx.execute<{ id: string }[]>(
      `insert into webhook_delivery (event_id, endpoint_id, status, attempts, next_attempt_at, created_at) values (?, ?, 'pending', 0, ?, ?) returning id`,
      [id, endpoint.id, now, now],
    );
    kickAfterCommit(tx);
    return row!.id;
  });
  return (await deliveriesByIds(ctx.em, [deliveryId]))[0]!;
}

/**
 * Sends one event again, as first sent (its id and body: receivers dedupe by the id), to each of the caller's enabled
 * endpoints that received it; a new delivery each, in their logs. 404 when none of the caller's endpoints had it.
 */
export async function resendWebhookEvent(ctx: ServiceContext, eventId: string): Promise<DeliveryView[]> {
  const owner = await webhookOwner(ctx);
  const notFound = new NotFoundError(WEBHOOK_MESSAGES.eventNotFound);
  if (!isUuid(eventId)) throw notFound;
  const now = ctx.now();
  const ids = await ctx.em.transactional(async (tx) => {
    const endpoints = await tx.execute<{ id: string; status: string }[]>(
      `select distinct e.id, e.status from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id
        where d.event_id = ? and e.owner_id = ? order by e.id`,
      [eventId, owner],
    );
    if (endpoints.length === 0) throw notFound;
    const enabled = endpoints.filter((e) => e.status === 'enabled').map((e) => e.id);
    if (enabled.length === 0) throw new ConflictError(WEBHOOK_MESSAGES.allDisabled);
    const rows = await tx.execute<{ id: string }[]>(
      `insert into webhook_delivery (event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
       select ?, unnest(?::uuid[]), 'pending', 0, ?, ? returning id`,
      [eventId, uuidArray(enabled), now, now],
    );
    kickAfterCommit(tx);
    return rows.map((r) => r.id);
  });
  ctx.log.info({ webhookEvent: eventId, owner, deliveries: ids.length }, 'webhook event resent');
  return deliveriesByIds(ctx.em, ids);
}
