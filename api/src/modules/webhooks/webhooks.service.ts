import type { ServiceContext } from '../../core/context.js';
import { AuthError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.js';
import { lockUserScope } from '../../db/locks.js';
import { isUuid } from '../../rules/common.js';
import { kickAfterCommit, WEBHOOK_EVENT_TYPES } from './outbox.js';
import { newWebhookSecret } from './sign.js';
import { checkWebhookUrl } from './ssrf.js';
import { WebhookEndpoint } from './webhook.entity.js';

// Partners' webhook endpoints (docs/features/webhooks.md): register, list, delete, rotate the secret, enable again.
// Travel agents (an agency's staff included, while the agency lets them act) and the super administrator; an endpoint
// belongs to the account that made it (the API key's owner) and is invisible to anyone else (404).

export const WEBHOOK_ENDPOINTS_PER_OWNER = 10;
// after a rotation, deliveries are also signed with the old secret this long
export const PREVIOUS_SECRET_TTL_MS = 24 * 3_600_000;

export const WEBHOOK_MESSAGES = {
  endpointNotFound: 'Webhook endpoint not found',
  eventNotFound: 'Webhook event not found',
  agentsOnly: 'Only travel agents and administrators can use webhooks',
  tooMany: `You already have ${WEBHOOK_ENDPOINTS_PER_OWNER} webhook endpoints: delete one before adding another`,
  noEvents: 'Choose at least one event type',
  unknownEvent: (type: string) => `Unknown event type: ${type}`,
  eventTwice: (type: string) => `Event type listed twice: ${type}`,
  disabled: 'This webhook endpoint is disabled: enable it first',
  allDisabled: 'The endpoints that received this event are disabled: enable one first',
} as const;

// agencyOf's rules (modules/agency), read here without importing that feature: a removed or suspended member, or a
// member of a suspended agency, may not manage webhooks (403), as with API keys
async function checkAgencyStanding(ctx: ServiceContext, userId: string): Promise<void> {
  const [row] = await ctx.em.execute<{ removed_at: Date | null; status: string; agency_suspended: boolean }[]>(
    `select m.removed_at, m.status, o.suspended_at is not null as agency_suspended
       from agency_member m join app_user o on o.id = m.agency_id where m.user_id = ?`,
    [userId],
  );
  if (!row) return;
  if (row.removed_at) throw new ForbiddenError('You are no longer a member of this agency');
  if (row.status !== 'active') throw new ForbiddenError('Your access to the agency is suspended: ask the agency owner');
  if (row.agency_suspended) throw new ForbiddenError('Your agency’s account is suspended: ask the agency owner');
}

/** The caller who owns endpoints: a travel agent or the super administrator (401 signed out, 403 anyone else). */
export async function webhookOwner(ctx: ServiceContext): Promise<string> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  if (viewer.role !== 'b2b_agent' && viewer.role !== 'super_admin') throw new ForbiddenError(WEBHOOK_MESSAGES.agentsOnly);
  if (viewer.role === 'b2b_agent') await checkAgencyStanding(ctx, viewer.id);
  return viewer.id;
}

/** One of the owner's endpoints, or 404 (someone else's reads as not found). */
export async function ownEndpoint(ctx: ServiceContext, ownerId: string, id: string): Promise<WebhookEndpoint> {
  const endpoint = isUuid(id) ? await ctx.em.findOne(WebhookEndpoint, { id, owner: ownerId }) : null;
  if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.endpointNotFound);
  return endpoint;
}

/** The event types asked for: at least one, each known, none twice. */
export function checkEventTypes(events: readonly string[]): string[] {
  if (events.length === 0) throw new ValidationError(WEBHOOK_MESSAGES.noEvents, 'events');
  const seen = new Set<string>();
  for (const type of events) {
    if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)) throw new ValidationError(WEBHOOK_MESSAGES.unknownEvent(type.slice(0, 100)), 'events');
    if (seen.has(type)) throw new ValidationError(WEBHOOK_MESSAGES.eventTwice(type), 'events');
    seen.add(type);
  }
  return [...seen];
}

const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

export type EndpointWithSecret = { endpoint: WebhookEndpoint; secret: string };

/**
 * Registers an endpoint for the caller: its URL checked (https, resolving to public addresses), its events known.
 * At most 10 per owner, counted and inserted under a per-owner lock (parallel requests cannot both make the 11th).
 * The secret is returned this once.
 */
export async function createWebhookEndpoint(ctx: ServiceContext, input: { url: string; events: string[] }): Promise<EndpointWithSecret> {
  const owner = await webhookOwner(ctx);
  const events = checkEventTypes(input.events);
  const { url } = await checkWebhookUrl(input.url.trim(), { allowPrivate: ctx.config.webhooks.allowPrivate });
  const secret = newWebhookSecret();
  const id = await ctx.em.transactional(async (tx) => {
    await lockUserScope(tx, 'webhook_endpoint', owner);
    const [{ count }] = await tx.execute<{ count: number }[]>('select count(*)::int as count from webhook_endpoint where owner_id = ?', [owner]);
    if (count >= WEBHOOK_ENDPOINTS_PER_OWNER) throw new ConflictError(WEBHOOK_MESSAGES.tooMany);
    const [row] = await tx.execute<{ id: string }[]>(
      `insert into webhook_endpoint (owner_id, url, events, secret, status, created_at) values (?, ?, ?::text[], ?, 'enabled', ?) returning id`,
      [owner, url.href, textArray(events), secret, ctx.now()],
    );
    return row!.id;
  });
  ctx.log.info({ webhookEndpoint: id, owner }, 'webhook endpoint created');
  return { endpoint: await ctx.em.findOneOrFail(WebhookEndpoint, { id }), secret };
}

/** The caller's endpoints, newest first (at most 10), never their secrets. */
export async function listWebhookEndpoints(ctx: ServiceContext): Promise<WebhookEndpoint[]> {
  const owner = await webhookOwner(ctx);
  return ctx.em.find(WebhookEndpoint, { owner }, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: WEBHOOK_ENDPOINTS_PER_OWNER * 2 });
}

/** Deletes one of the caller's endpoints with its deliveries and their attempts. */
export async function deleteWebhookEndpoint(ctx: ServiceContext, id: string): Promise<boolean> {
  const owner = await webhookOwner(ctx);
  const endpoint = await ownEndpoint(ctx, owner, id);
  await ctx.em.execute('delete from webhook_endpoint where id = ? and owner_id = ?', [endpoint.id, owner]);
  ctx.log.info({ webhookEndpoint: endpoint.id, owner }, 'webhook endpoint deleted');
  return true;
}

/**
 * A new secret for one of the caller's endpoints, returned this once. For 24 hours deliveries carry a second signature
 * made with the old one, so a receiver can switch without losing events (a second rotation within those 24 hours
 * keeps only the secret it replaces as the old one).
 */
export async function rotateWebhookSecret(ctx: ServiceContext, id: string): Promise<EndpointWithSecret> {
  const owner = await webhookOwner(ctx);
  const endpoint = await ownEndpoint(ctx, owner, id);
  const secret = newWebhookSecret();
  await ctx.em.execute(
    `update webhook_endpoint set previous_secret = secret, previous_secret_expires_at = ?, secret = ? where id = ? and owner_id = ?`,
    [new Date(ctx.now().getTime() + PREVIOUS_SECRET_TTL_MS), secret, endpoint.id, owner],
  );
  ctx.log.info({ webhookEndpoint: endpoint.id, owner }, 'webhook secret rotated');
  return { endpoint: await ctx.em.fork().findOneOrFail(WebhookEndpoint, { id: endpoint.id }), secret };
}

/** Enables a disabled endpoint again: its waiting deliveries are due at once, with 72 hours of retries afresh. */
export async function enableWebhookEndpoint(ctx: ServiceContext, id: string): Promise<WebhookEndpoint> {
  const owner = await webhookOwner(ctx);
  const endpoint = await ownEndpoint(ctx, owner, id);
  if (endpoint.status === 'disabled') {
    const now = ctx.now();
    await ctx.em.transactional(async (tx) => {
      await tx.execute(
        `update webhook_endpoint set status = 'enabled', disabled_at = null, disabled_reason = null, failing_since = null where id = ? and status = 'disabled'`,
        [endpoint.id],
      );
      await tx.execute(
        `update webhook_delivery set next_attempt_at = ?, first_failed_at = null, locked_until = null where endpoint_id = ? and status = 'pending'`,
        [now, endpoint.id],
      );
      kickAfterCommit(tx);
    });
    ctx.log.info({ webhookEndpoint: endpoint.id, owner }, 'webhook endpoint enabled');
  }
  return ctx.em.fork().findOneOrFail(WebhookEndpoint, { id: endpoint.id });
}
