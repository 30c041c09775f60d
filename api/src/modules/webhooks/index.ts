import type { Feature } from '../feature.js';
import { webhookJobs } from './jobs.js';
import { closeWebhookAgents } from './send.js';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEvent } from './webhook.entity.js';
import { WebhooksResolver } from './webhooks.resolver.js';
import { webhookRestRoutes } from './webhooks.routes.js';

// Partners' webhooks (issue 38, docs/features/webhooks.md): signed events pushed to their HTTPS endpoints, from an
// outbox written with the change they report (outbox.ts: publishWebhookEvent), delivered and retried by jobs.
export const webhooks: Feature = {
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookEvent, WebhookDelivery, WebhookAttempt],
  resolvers: [WebhooksResolver],
  restRoutes: webhookRestRoutes,
  jobs: () => webhookJobs(),
  // kept-alive connections to receivers (idle ones would keep the process alive)
  afterStop: closeWebhookAgents,
};
