import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { User } from '../accounts/user.entity.js';

// The webhooks' four tables (docs/features/webhooks.md). Written by SQL (outbox.ts, deliver.ts, webhooks.service.ts);
// the entities describe them for the schema check and the endpoint's GraphQL type.

export const WEBHOOK_ENDPOINT_STATUSES = ['enabled', 'disabled'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A partner's endpoint: where events of the types it subscribed to are POSTed, signed with its secret. */
@ObjectType({ description: "A partner's HTTPS endpoint that receives signed webhook events." })
@Entity({ tableName: 'webhook_endpoint' })
// the owner's list (newest first) and the per-owner count
@Index({ name: 'webhook_endpoint_owner_created_idx', properties: ['owner', 'createdAt'] })
export class WebhookEndpoint {
  @Field(() => ID, { description: 'Stable id of the endpoint.' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', fieldName: 'owner_id' })
  owner!: User;

  @Field(() => String, { description: 'Where events are POSTed (HTTPS).' })
  @Property({ type: 'text' })
  url!: string;

  @Field(() => [String], { description: 'The event types it receives (see webhookEventTypes).' })
  @Property({ type: 'text[]' })
  events!: string[];

  // the signing secret (whsec_…): shown once, when created or rotated
  @Property({ type: 'text', hidden: true })
  secret!: string;

  // the secret before the last rotation: deliveries carry a second signature with it until previousSecretExpiresAt
  @Property({ type: 'text', nullable: true, hidden: true })
  previousSecret?: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Until when deliveries also carry a signature with the previous secret (24 h after a rotation); null otherwise.',
  })
  @Property({ type: 'datetime', nullable: true })
  previousSecretExpiresAt?: Date | null;

  @Field(() => String, { description: 'enabled | disabled' })
  @Enum({ items: [...WEBHOOK_ENDPOINT_STATUSES], default: 'enabled' })
  status: WebhookEndpointStatus = 'enabled';

  @Property({ type: 'datetime', nullable: true })
  disabledAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was disabled (e.g. failing for 72 hours), null while enabled.' })
  @Property({ type: 'text', nullable: true })
  disabledReason?: string | null;

  @Field(() => Date, { nullable: true, description: 'Since when every delivery failed; null while the last one succeeded.' })
  @Property({ type: 'datetime', nullable: true })
  failingSince?: Date | null;

  @Field(() => Date, { description: 'When the endpoint was registered.' })
  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/** One event, as sent: `body` is the exact JSON POSTed (and signed) to every endpoint that receives it. */
@Entity({ tableName: 'webhook_event' })
// the retention sweep (30 days)
@Index({ name: 'webhook_event_created_idx', properties: ['createdAt'] })
export class WebhookEvent {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  type!: string;

  // whose event it is (the endpoints of these owners, and the super admins', receive it)
  @Property({ type: 'uuid[]' })
  ownerIds!: string[];

  @Property({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/** One event for one endpoint: pending until a 2xx (delivered) or 72 hours of failures (failed). */
@Entity({ tableName: 'webhook_delivery' })
// the dispatcher's claim: due pending deliveries, oldest first
@Index({
  name: 'webhook_delivery_due_idx',
  expression: `create index "webhook_delivery_due_idx" on "webhook_delivery" ("next_attempt_at") where "status" = 'pending'`,
})
// the endpoint's event log, newest first
@Index({ name: 'webhook_delivery_endpoint_created_idx', properties: ['endpoint', 'createdAt'] })
export class WebhookDelivery {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => WebhookEvent, { deleteRule: 'cascade', fieldName: 'event_id', index: 'webhook_delivery_event_idx' })
  event!: WebhookEvent;

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade', fieldName: 'endpoint_id' })
  endpoint!: WebhookEndpoint;

  @Enum({ items: [...WEBHOOK_DELIVERY_STATUSES], default: 'pending' })
  status: WebhookDeliveryStatus = 'pending';

  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  // pending: when it is due (its first attempt, or the next retry); 'infinity' while its endpoint is disabled
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt?: Date | null;

  // a dispatcher's lease: no other process sends it before this moment
  @Property({ type: 'datetime', nullable: true })
  lockedUntil?: Date | null;

  // the first failed attempt: retries go on for 72 hours from it
  @Property({ type: 'datetime', nullable: true })
  firstFailedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/** One POST of a delivery: its answer's status (or the error), and how long it took. */
@ObjectType({ description: 'One attempt to deliver an event: the status the endpoint answered (or why there was none) and how long it took.' })
@Entity({ tableName: 'webhook_attempt' })
@Index({ name: 'webhook_attempt_delivery_at_idx', properties: ['delivery', 'at'] })
export class WebhookAttempt {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => WebhookDelivery, { deleteRule: 'cascade', fieldName: 'delivery_id' })
  delivery!: WebhookDelivery;

  @Field(() => Date, { description: 'When the attempt was made.' })
  @Property({ type: 'datetime' })
  at!: Date;

  @Field(() => Int, { nullable: true, description: "The endpoint's HTTP status; null when no answer came (refused, timed out, blocked address)." })
  @Property({ type: 'integer', nullable: true })
  statusCode?: number | null;

  @Field(() => Int, { description: 'Milliseconds from sending to the answer (or the failure).' })
  @Property({ type: 'integer' })
  latencyMs!: number;

  @Field(() => String, { nullable: true, description: 'Why the attempt failed without a 2xx or 4xx/5xx answer (connection refused, timeout, redirect, blocked address); null otherwise.' })
  @Property({ type: 'text', nullable: true })
  error?: string | null;
}
