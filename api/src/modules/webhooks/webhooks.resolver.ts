import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import * as v from 'valibot';
import type { Context } from '../../graphql/context.js';
import { Page, PaginationInput } from '../../graphql/pagination.js';
import { Validate } from '../../graphql/validation.js';
import { WEBHOOK_EVENT_TYPES } from './outbox.js';
import { WEBHOOK_URL_MAX_LENGTH, WEBHOOK_URL_MESSAGES } from './ssrf.js';
import { WebhookAttempt, WebhookEndpoint } from './webhook.entity.js';
import { listWebhookDeliveries, resendWebhookEvent, sendTestWebhookEvent } from './webhooks.log.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  webhookOwner,
} from './webhooks.service.js';

// Partners' webhooks over GraphQL (REST: webhooks.routes.ts). Travel agents and the super administrator; a traveller
// gets 403, a signed-out caller 401.

@ObjectType({ description: 'A new webhook endpoint and its signing secret. The secret is shown this once and cannot be read again.' })
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The stored endpoint (without its secret).' })
  endpoint!: WebhookEndpoint;

  @Field(() => String, { description: 'The signing secret (whsec_…): verify each Safarnama-Signature with it. Store it now.' })
  secret!: string;
}

@ObjectType({ description: 'A rotated endpoint and its new secret, shown this once. The old secret also signs deliveries for 24 hours.' })
export class RotatedWebhookSecret {
  @Field(() => WebhookEndpoint, { description: 'The endpoint, with previousSecretExpiresAt set.' })
  endpoint!: WebhookEndpoint;

  @Field(() => String, { description: 'The new signing secret (whsec_…).' })
  secret!: string;
}

@ObjectType('WebhookDelivery', { description: 'One event sent to one endpoint: its payload as sent and every attempt.' })
export class WebhookDeliveryItem {
  @Field(() => ID, { description: 'The delivery (event × endpoint); a resend is a new delivery of the same event.' })
  id!: string;

  @Field(() => ID, { description: 'The event id (also the payload’s id and the Safarnama-Event-Id header): receivers dedupe by it.' })
  eventId!: string;

  @Field(() => ID, { description: 'The endpoint it is for.' })
  endpointId!: string;

  @Field(() => String, { description: 'The event type, e.g. booking.confirmed (webhook.test for a test event).' })
  type!: string;

  @Field(() => Date, { description: 'When the delivery was queued (the event committed, a test was sent or the event resent).' })
  createdAt!: Date;

  @Field(() => String, { description: 'pending | delivered | failed' })
  status!: string;

  @Field(() => Date, { nullable: true, description: 'While pending: when the next attempt is due; null otherwise (and while the endpoint is disabled).' })
  nextAttemptAt!: Date | null;

  @Field(() => String, { description: 'The JSON body as sent (the bytes signed).' })
  payload!: string;

  @Field(() => [WebhookAttempt], { description: 'Every attempt so far, oldest first.' })
  attempts!: WebhookAttempt[];
}

@ObjectType({ description: "A page of an endpoint's deliveries (the last 30 days), newest first." })
export class WebhookDeliveryPage extends Page(WebhookDeliveryItem, 'deliveries', 'newest first') {}

// the URL's own bound speaks before the text guard's (the rest is the service's: https, public addresses, event types)
const CreateWebhookEndpointSchema = v.object({
  url: v.pipe(v.string(), v.maxLength(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_URL_MESSAGES.tooLong)),
  events: v.array(v.string()),
});

@InputType({ description: 'A webhook endpoint to register.' })
@Validate(CreateWebhookEndpointSchema)
export class CreateWebhookEndpointInput {
  @Field(() => String, { description: 'An https:// URL (at most 2048 characters) resolving to public addresses.' })
  url!: string;

  @Field(() => [String], { description: 'The event types to receive (see webhookEventTypes): at least one, none twice.' })
  events!: string[];
}

const ENDPOINT_ID = { description: 'The endpoint’s id.' };

@Resolver()
export class WebhooksResolver {
  @Authorized('b2b_agent', 'super_admin')
  @Query(() => [WebhookEndpoint], { description: "The caller's endpoints (at most 10), newest first." })
  webhookEndpoints(@Ctx() ctx: Context): Promise<WebhookEndpoint[]> {
    return listWebhookEndpoints(ctx);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Query(() => [String], { description: 'The event types an endpoint can subscribe to.' })
  async webhookEventTypes(@Ctx() ctx: Context): Promise<string[]> {
    await webhookOwner(ctx);
    return [...WEBHOOK_EVENT_TYPES];
  }

  @Authorized('b2b_agent', 'super_admin')
  @Query(() => WebhookDeliveryPage, { description: "An endpoint's event log (30 days), newest first, attempts included. 404 for another owner's endpoint." })
  webhookDeliveries(
    @Arg('endpointId', () => ID, ENDPOINT_ID) endpointId: string,
    @Arg('pagination', () => PaginationInput, { nullable: true, description: 'Which page of the log; see PaginationInput.' }) pagination: PaginationInput | null,
    @Ctx() ctx: Context,
  ) {
    return listWebhookDeliveries(ctx, { endpointId, pagination });
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => CreatedWebhookEndpoint, {
    description: 'Registers an endpoint (at most 10 per owner: 409 past that). A refused URL is a 400 saying why. The secret is returned once.',
  })
  createWebhookEndpoint(
    @Arg('input', () => CreateWebhookEndpointInput, { description: 'The URL and the event types.' }) input: CreateWebhookEndpointInput,
    @Ctx() ctx: Context,
  ) {
    return createWebhookEndpoint(ctx, { url: input.url, events: input.events });
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => Boolean, { description: 'Deletes one of your endpoints with its event log. 404 for an unknown endpoint.' })
  deleteWebhookEndpoint(@Arg('id', () => ID, ENDPOINT_ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return deleteWebhookEndpoint(ctx, id);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => RotatedWebhookSecret, { description: 'A new secret for an endpoint, returned once; the old one also signs deliveries for 24 hours.' })
  rotateWebhookSecret(@Arg('id', () => ID, ENDPOINT_ID) id: string, @Ctx() ctx: Context) {
    return rotateWebhookSecret(ctx, id);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => WebhookEndpoint, { description: 'Enables a disabled endpoint again (failing deliveries resume).' })
  enableWebhookEndpoint(@Arg('id', () => ID, ENDPOINT_ID) id: string, @Ctx() ctx: Context): Promise<WebhookEndpoint> {
    return enableWebhookEndpoint(ctx, id);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => WebhookDeliveryItem, { description: 'Sends a webhook.test event to this endpoint only, signed and delivered like any event.' })
  sendTestWebhookEvent(@Arg('endpointId', () => ID, ENDPOINT_ID) endpointId: string, @Ctx() ctx: Context) {
    return sendTestWebhookEvent(ctx, endpointId);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => [WebhookDeliveryItem], {
    description: "Sends one event again (same id and body) to the caller's endpoints that received it. 404 for an event none of them had.",
  })
  resendWebhookEvent(@Arg('eventId', () => ID, { description: 'The event’s id.' }) eventId: string, @Ctx() ctx: Context) {
    return resendWebhookEvent(ctx, eventId);
  }
}
