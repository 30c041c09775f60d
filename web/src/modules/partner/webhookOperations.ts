import { graphql } from '../../gql';

// The Webhooks panel's documents (issue 38). The mutations select the same fields as the lists, so an added, rotated
// or enabled endpoint and a sent or resent delivery are complete in the cache without asking the server again.

export const WebhookEndpointFieldsFragment = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    events
    status
    disabledReason
    createdAt
    failingSince
    previousSecretExpiresAt
  }
`);

export const WebhookDeliveryFieldsFragment = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    eventId
    endpointId
    type
    createdAt
    status
    nextAttemptAt
    payload
    attempts {
      at
      statusCode
      latencyMs
      error
    }
  }
`);

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
  }
`);

export const WebhookEventTypesQuery = graphql(`
  query WebhookEventTypes {
    webhookEventTypes
  }
`);

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!, $pagination: PaginationInput) {
    webhookDeliveries(endpointId: $endpointId, pagination: $pagination) {
      items {
        ...WebhookDeliveryFields
      }
      hasMore
      limit
      offset
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const EnableWebhookEndpointMutation = graphql(`
  mutation EnableWebhookEndpoint($id: ID!) {
    enableWebhookEndpoint(id: $id) {
      ...WebhookEndpointFields
    }
  }
`);

export const SendTestWebhookEventMutation = graphql(`
  mutation SendTestWebhookEvent($endpointId: ID!) {
    sendTestWebhookEvent(endpointId: $endpointId) {
      ...WebhookDeliveryFields
    }
  }
`);

export const ResendWebhookEventMutation = graphql(`
  mutation ResendWebhookEvent($eventId: ID!) {
    resendWebhookEvent(eventId: $eventId) {
      ...WebhookDeliveryFields
    }
  }
`);
