import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { urduMessage } from '../../rules/messages-ur.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { createKeyFor } from '../partner/api-key.service.js';
import { deliverDueWebhooks } from './deliver.js';
import { publishWebhookEvent, WEBHOOK_EVENT_TYPES } from './outbox.js';
import { verifySignature } from './sign.js';
import { WEBHOOK_URL_MESSAGES } from './ssrf.js';
import { WEBHOOK_MESSAGES } from './webhooks.service.js';

// The webhooks' REST routes and GraphQL fields: who may use them, what they answer, and that a test event and a
// resend reach the receiver with the event's id (a local receiver: WEBHOOK_ALLOW_PRIVATE).

const t = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
const h = agentHelpers(t);
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const deliver = () => deliverDueWebhooks(systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => t.clock.now }));

type Caller = { cookie?: string; key?: string };
async function rest(method: 'GET' | 'POST' | 'DELETE', url: string, caller: Caller, payload?: unknown) {
  const headers: Record<string, string> = caller.key ? { authorization: `Bearer ${caller.key}` } : caller.cookie ? { cookie: caller.cookie, 'x-requested-with': 'test' } : {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}) });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, text: res.body };
}

async function agentWithKey() {
  const agent = await h.signUp('b2b_agent');
  const { secret } = await createKeyFor(t.db.orm.em.fork(), agent.id, 'webhooks', new Date());
  return { ...agent, key: secret };
}

describe('webhooks over REST', () => {
  it('registers (201, the secret this once), lists without secrets, rotates, deletes (204)', async () => {
    const agent = await agentWithKey();
    const created = await rest('POST', '/api/webhooks/endpoints', agent, { url: receiver.url, events: ['booking.confirmed', 'payment.refunded'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: receiver.url, events: ['booking.confirmed', 'payment.refunded'], status: 'enabled', failingSince: null });
    const { id, secret } = created.body as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const listed = await rest('GET', '/api/webhooks/endpoints', agent);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ id, url: receiver.url, status: 'enabled', previousSecretExpiresAt: null });
    expect(listed.text).not.toContain(secret);
    expect(listed.text).not.toContain('whsec_');

    const rotated = await rest('POST', `/api/webhooks/endpoints/${id}/rotate-secret`, agent);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    const after = await rest('GET', '/api/webhooks/endpoints', agent);
    expect(after.body[0].previousSecretExpiresAt).not.toBeNull();
    expect(after.text).not.toContain('whsec_');

    expect((await rest('GET', '/api/webhooks/event-types', agent)).body).toEqual([...WEBHOOK_EVENT_TYPES]);

    const deleted = await rest('DELETE', `/api/webhooks/endpoints/${id}`, agent);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await rest('GET', '/api/webhooks/endpoints', agent)).body).toEqual([]);
    expect((await rest('DELETE', `/api/webhooks/endpoints/${id}`, agent)).status).toBe(404);
  });

  it('answers 404 for another owner’s endpoint or event, 403 for a traveller, 401 signed out', async () => {
    const owner = await agentWithKey();
    const other = await agentWithKey();
    const { id } = (await rest('POST', '/api/webhooks/endpoints', owner, { url: receiver.url, events: ['booking.created'] })).body as { id: string };
    const eventId = await t.db.orm.em.fork().transactional((tx) => publishWebhookEvent(tx, { type: 'booking.created', ownerIds: [owner.id], data: {}, now: t.clock.now }));
    const endpointGone = { message: 'Webhook endpoint not found', code: 'NOT_FOUND' };
    for (const [method, url] of [
      ['DELETE', `/api/webhooks/endpoints/${id}`],
      ['POST', `/api/webhooks/endpoints/${id}/rotate-secret`],
      ['POST', `/api/webhooks/endpoints/${id}/enable`],
      ['POST', `/api/webhooks/endpoints/${id}/test`],
      ['GET', `/api/webhooks/endpoints/${id}/events`],
      ['GET', '/api/webhooks/endpoints/not-a-uuid/events'],
    ] as const) {
      const res = await rest(method, url, other);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body).toEqual(endpointGone);
    }
    expect(await rest('POST', `/api/webhooks/events/${eventId}/resend`, other)).toMatchObject({ status: 404, body: { message: 'Webhook event not found', code: 'NOT_FOUND' } });
    expect((await rest('POST', '/api/webhooks/events/00000000-0000-4000-8000-000000000000/resend', owner)).status).toBe(404);
    // the owner's endpoint is untouched
    expect((await rest('GET', '/api/webhooks/endpoints', owner)).body).toHaveLength(1);
    expect((await rest('GET', '/api/webhooks/endpoints', other)).body).toEqual([]);

    const traveller = await h.signUp('end_user');
    expect((await rest('GET', '/api/webhooks/endpoints', traveller)).status).toBe(403);
    expect((await rest('POST', '/api/webhooks/endpoints', traveller, { url: receiver.url, events: ['booking.created'] })).status).toBe(403);
    expect((await rest('GET', '/api/webhooks/endpoints', {})).status).toBe(401);
  });

  it('lets an agency’s active staff member manage their endpoints, not a suspended or removed one (403)', async () => {
    const owner = await h.signUp('b2b_agent');
    const staff = await agentWithKey();
    await h.sql(`insert into agency_member (user_id, agency_id, role, status, created_at) values (?, ?, 'staff', 'active', now())`, [staff.id, owner.id]);
    expect((await rest('POST', '/api/webhooks/endpoints', staff, { url: receiver.url, events: ['booking.created'] })).status).toBe(201);
    await h.sql(`update agency_member set status = 'suspended' where user_id = ?`, [staff.id]);
    // the key itself stops working for a suspended member (401); a session gets the agency's 403
    expect((await rest('GET', '/api/webhooks/endpoints', staff)).status).toBe(401);
    expect(await rest('GET', '/api/webhooks/endpoints', { cookie: staff.cookie })).toMatchObject({
      status: 403,
      body: { message: 'Your access to the agency is suspended: ask the agency owner' },
    });
    await h.sql(`update agency_member set status = 'active', removed_at = now() where user_id = ?`, [staff.id]);
    expect((await rest('POST', '/api/webhooks/endpoints', { cookie: staff.cookie }, { url: receiver.url, events: ['booking.created'] })).status).toBe(403);
  });

  it('refuses bad event lists and an 11th endpoint, whatever the concurrency', async () => {
    const agent = await agentWithKey();
    for (const [events, message] of [
      [[], 'Choose at least one event type'],
      [['booking.created', 'booking.exploded'], 'Unknown event type: booking.exploded'],
      [['webhook.test'], 'Unknown event type: webhook.test'],
      [['booking.created', 'booking.created'], 'Event type listed twice: booking.created'],
    ] as const) {
      const res = await rest('POST', '/api/webhooks/endpoints', agent, { url: receiver.url, events });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ message, code: 'BAD_USER_INPUT' });
    }
    // a URL of 2048 characters is fine
    const long = `${receiver.url}?${'q'.repeat(2048 - receiver.url.length - 1)}`;
    expect(long).toHaveLength(2048);
    expect((await rest('POST', '/api/webhooks/endpoints', agent, { url: long, events: ['booking.created'] })).status).toBe(201);
    // 15 at once for the 9 places left: exactly 9 made, the others 409
    const results = await Promise.all(Array.from({ length: 15 }, () => rest('POST', '/api/webhooks/endpoints', agent, { url: receiver.url, events: ['booking.created'] })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(9);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409 && r.body.message === WEBHOOK_MESSAGES.tooMany)).toBe(true);
    expect((await rest('GET', '/api/webhooks/endpoints', agent)).body).toHaveLength(10);
  });

  it('sends a test event and resends an event with the same id and body, in the endpoint’s event log with attempts', async () => {
    t.clock.now = new Date();
    // what earlier tests left pending goes first
    await deliver();
    receiver.received = [];
    const agent = await agentWithKey();
    const created = (await rest('POST', '/api/webhooks/endpoints', agent, { url: receiver.url, events: ['payment.succeeded'] })).body as { id: string; secret: string };
    const other = (await rest('POST', '/api/webhooks/endpoints', agent, { url: `${receiver.url}/second`, events: ['booking.created'] })).body as { id: string };

    const test = await rest('POST', `/api/webhooks/endpoints/${created.id}/test`, agent);
    expect(test.status).toBe(201);
    expect(test.body).toMatchObject({ type: 'webhook.test', status: 'pending', endpointId: created.id, attempts: [] });
    expect(JSON.parse(test.body.payload)).toMatchObject({ id: test.body.eventId, type: 'webhook.test', data: { endpointId: created.id } });
    expect(await deliver()).toMatchObject({ delivered: 1 });
    expect(receiver.received.map((r) => r.eventId)).toEqual([test.body.eventId]);
    expect(receiver.received[0]!.body).toBe(test.body.payload);
    expect(verifySignature(String(receiver.received[0]!.headers['safarnama-signature']), receiver.received[0]!.body, created.secret, { now: t.clock.now })).toBe(true);

    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    const eventId = await t.db.orm.em.fork().transactional((tx) => publishWebhookEvent(tx, { type: 'payment.succeeded', ownerIds: [agent.id], data: { payment: { id: 'p1' } }, now: t.clock.now }));
    await deliver();
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    const resent = await rest('POST', `/api/webhooks/events/${eventId}/resend`, agent);
    expect(resent.status).toBe(200);
    // only to the endpoint that had it
    expect(resent.body).toHaveLength(1);
    expect(resent.body[0]).toMatchObject({ eventId, endpointId: created.id, status: 'pending', type: 'payment.succeeded' });
    await deliver();
    const copies = receiver.received.filter((r) => r.eventId === eventId);
    expect(copies).toHaveLength(2);
    expect(copies[1]!.body).toBe(copies[0]!.body);

    const log = await rest('GET', `/api/webhooks/endpoints/${created.id}/events?limit=2`, agent);
    expect(log.status).toBe(200);
    expect(log.body.items).toHaveLength(2);
    expect(log.body.hasMore).toBe(true);
    expect(log.body.items[0]).toMatchObject({ eventId, status: 'delivered', nextAttemptAt: null, attempts: [{ statusCode: 200, error: null }] });
    expect(log.body.items.every((d: { payload: string }) => d.payload.includes(eventId!))).toBe(true);
    const rest3 = await rest('GET', `/api/webhooks/endpoints/${created.id}/events?limit=2&offset=2`, agent);
    expect(rest3.body).toMatchObject({ hasMore: false, offset: 2 });
    expect(rest3.body.items.map((d: { type: string }) => d.type)).toEqual(['webhook.test']);
    expect((await rest('GET', `/api/webhooks/endpoints/${other.id}/events`, agent)).body.items).toEqual([]);
  });
});

describe('webhooks over GraphQL', () => {
  const FIELDS = 'id url events status disabledReason createdAt failingSince previousSecretExpiresAt';

  it('manages endpoints and reads the log without a query per delivery', async () => {
    t.clock.now = new Date();
    const admin = await h.signUp('super_admin');
    const created = await h.gql(
      `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${FIELDS} } } }`,
      { input: { url: receiver.url, events: ['booking.created'] } },
      admin.cookie,
    );
    expect(created.errors).toBeUndefined();
    const endpoint = created.data!.createWebhookEndpoint.endpoint;
    expect(await h.gql(`{ webhookEndpoints { ${FIELDS} } webhookEventTypes }`, {}, admin.cookie)).toEqual({
      data: { webhookEndpoints: [endpoint], webhookEventTypes: [...WEBHOOK_EVENT_TYPES] },
    });

    const LOG = `query($id: ID!, $p: PaginationInput) { webhookDeliveries(endpointId: $id, pagination: $p) {
      items { id eventId endpointId type createdAt status nextAttemptAt payload attempts { at statusCode latencyMs error } } hasMore limit offset } }`;
    // a super admin's endpoint receives everyone's events
    const someone = await h.signUp('b2b_agent');
    const publish = () => t.db.orm.em.fork().transactional((tx) => publishWebhookEvent(tx, { type: 'booking.created', ownerIds: [someone.id], data: {}, now: t.clock.now }));
    await publish();
    await deliver();
    const one = await h.countStatements(() => h.gql(LOG, { id: endpoint.id }, admin.cookie));
    for (let i = 0; i < 9; i++) await publish();
    await deliver();
    let page: { data?: Record<string, unknown> | null } = {};
    const ten = await h.countStatements(async () => {
      page = await h.gql(LOG, { id: endpoint.id, p: { limit: 20 } }, admin.cookie);
    });
    expect((page.data!.webhookDeliveries as { items: unknown[] }).items).toHaveLength(10);
    expect(ten.count).toBe(one.count);

    const deleted = await h.gql('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id }, admin.cookie);
    expect(deleted.data!.deleteWebhookEndpoint).toBe(true);
    const gone = await h.gql('mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }', { id: endpoint.id }, admin.cookie);
    expect(gone.errors![0]).toMatchObject({ message: 'Webhook endpoint not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses travellers (403) and speaks Urdu for every webhook message', async () => {
    const traveller = await h.signUp('end_user');
    const res = await h.gql('{ webhookEndpoints { id } }', {}, traveller.cookie);
    expect(res.errors![0]!.extensions.code).toBe('FORBIDDEN');
    const messages = [
      ...Object.values(WEBHOOK_MESSAGES).map((m) => (typeof m === 'function' ? m('booking.exploded') : m)),
      ...Object.values(WEBHOOK_URL_MESSAGES),
    ];
    expect(messages.filter((m) => urduMessage(m) === undefined)).toEqual([]);
    expect(urduMessage('Unknown event type: booking.exploded')).toContain('booking.exploded');
  });
});
