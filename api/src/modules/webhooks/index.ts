import type { Feature } from '../feature.js';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEvent } from './webhook.entity.js';

// Partners' webhooks (issue 38, docs/features/webhooks.md): signed events pushed to their HTTPS endpoints.
export const webhooks: Feature = {
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookEvent, WebhookDelivery, WebhookAttempt],
};
