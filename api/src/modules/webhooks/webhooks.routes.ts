import type { FastifyRequest } from 'fastify';
import type { RestRoute } from '../../rest/facade.js';

// REST for partners' webhooks (docs/features/webhooks.md#rest), each route running the GraphQL operation of the same
// name: POST/GET /api/webhooks/endpoints, DELETE /api/webhooks/endpoints/{id}, POST …/{id}/rotate-secret,
// POST …/{id}/enable, POST …/{id}/test, GET …/{id}/events (?limit, ?offset), POST /api/webhooks/events/{id}/resend,
// GET /api/webhooks/event-types.

const ENDPOINT = 'id url events status disabledReason createdAt failingSince previousSecretExpiresAt';
const DELIVERY = 'id eventId endpointId type createdAt status nextAttemptAt payload attempts { at statusCode latencyMs error }';

const paramsOf = (req: FastifyRequest) => req.params as Record<string, string>;
const bodyOf = (req: FastifyRequest) => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});
const queryOf = (req: FastifyRequest) => (req.query ?? {}) as Record<string, string | undefined>;
const intOf = (value: string | undefined) => (value === undefined || value === '' ? undefined : /^\d{1,9}$/.test(value) ? Number(value) : value);

export const webhookRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/webhooks/endpoints',
    document: `mutation RestCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT} } }
    }`,
    variables: (req) => {
      const body = bodyOf(req);
      return { input: { url: body.url, events: body.events } };
    },
    respond: (data) => {
      const created = data.createWebhookEndpoint as { secret: string; endpoint: Record<string, unknown> };
      return { ...created.endpoint, secret: created.secret };
    },
    status: 201,
  },
  {
    method: 'GET',
    url: '/api/webhooks/endpoints',
    document: `query RestWebhookEndpoints { webhookEndpoints { ${ENDPOINT} } }`,
    respond: (data) => data.webhookEndpoints,
  },
  {
    method: 'GET',
    url: '/api/webhooks/event-types',
    document: 'query RestWebhookEventTypes { webhookEventTypes }',
    respond: (data) => data.webhookEventTypes,
  },
  {
    method: 'DELETE',
    url: '/api/webhooks/endpoints/:id',
    document: 'mutation RestDeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }',
    variables: (req) => ({ id: paramsOf(req).id }),
    respond: () => undefined,
    status: 204,
  },
  {
    method: 'POST',
    url: '/api/webhooks/endpoints/:id/rotate-secret',
    document: `mutation RestRotateWebhookSecret($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { ${ENDPOINT} } } }`,
    variables: (req) => ({ id: paramsOf(req).id }),
    respond: (data) => {
      const rotated = data.rotateWebhookSecret as { secret: string; endpoint: Record<string, unknown> };
      return { ...rotated.endpoint, secret: rotated.secret };
    },
  },
  {
    method: 'POST',
    url: '/api/webhooks/endpoints/:id/enable',
    document: `mutation RestEnableWebhookEndpoint($id: ID!) { enableWebhookEndpoint(id: $id) { ${ENDPOINT} } }`,
    variables: (req) => ({ id: paramsOf(req).id }),
    respond: (data) => data.enableWebhookEndpoint,
  },
  {
    method: 'POST',
    url: '/api/webhooks/endpoints/:id/test',
    document: `mutation RestSendTestWebhookEvent($id: ID!) { sendTestWebhookEvent(endpointId: $id) { ${DELIVERY} } }`,
    variables: (req) => ({ id: paramsOf(req).id }),
    respond: (data) => data.sendTestWebhookEvent,
    status: 201,
  },
  {
    method: 'GET',
    url: '/api/webhooks/endpoints/:id/events',
    document: `query RestWebhookDeliveries($id: ID!, $pagination: PaginationInput) {
      webhookDeliveries(endpointId: $id, pagination: $pagination) { items { ${DELIVERY} } hasMore limit offset }
    }`,
    variables: (req) => {
      const q = queryOf(req);
      return { id: paramsOf(req).id, pagination: { limit: intOf(q.limit), offset: intOf(q.offset) } };
    },
    respond: (data) => data.webhookDeliveries,
  },
  {
    method: 'POST',
    url: '/api/webhooks/events/:eventId/resend',
    document: `mutation RestResendWebhookEvent($eventId: ID!) { resendWebhookEvent(eventId: $eventId) { ${DELIVERY} } }`,
    variables: (req) => ({ eventId: paramsOf(req).eventId }),
    respond: (data) => data.resendWebhookEvent,
  },
];
