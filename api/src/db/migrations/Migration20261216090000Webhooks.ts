import { Migration } from '@mikro-orm/migrations';

// Partners' webhooks (issue 38, docs/features/webhooks.md): endpoints, the events as sent (an outbox written in the
// transaction of the change), one delivery per event and endpoint, and every attempt of a delivery.
export class Migration20261216090000Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "webhook_endpoint" (
        "id" uuid not null default gen_random_uuid(),
        "owner_id" uuid not null,
        "url" text not null,
        "events" text[] not null,
        "secret" text not null,
        "previous_secret" text null,
        "previous_secret_expires_at" timestamptz null,
        "status" text check ("status" in ('enabled', 'disabled')) not null default 'enabled',
        "disabled_at" timestamptz null,
        "disabled_reason" text null,
        "failing_since" timestamptz null,
        "created_at" timestamptz not null,
        constraint "webhook_endpoint_pkey" primary key ("id"),
        constraint "webhook_endpoint_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete cascade
      );`);
    this.addSql('create index "webhook_endpoint_owner_created_idx" on "webhook_endpoint" ("owner_id", "created_at");');

    this.addSql(`
      create table "webhook_event" (
        "id" uuid not null,
        "type" text not null,
        "owner_ids" uuid[] not null,
        "data" jsonb not null,
        "body" text not null,
        "created_at" timestamptz not null,
        constraint "webhook_event_pkey" primary key ("id")
      );`);
    this.addSql('create index "webhook_event_created_idx" on "webhook_event" ("created_at");');

    this.addSql(`
      create table "webhook_delivery" (
        "id" uuid not null default gen_random_uuid(),
        "event_id" uuid not null,
        "endpoint_id" uuid not null,
        "status" text check ("status" in ('pending', 'delivered', 'failed')) not null default 'pending',
        "attempts" int not null default 0,
        "next_attempt_at" timestamptz null,
        "locked_until" timestamptz null,
        "first_failed_at" timestamptz null,
        "delivered_at" timestamptz null,
        "created_at" timestamptz not null,
        constraint "webhook_delivery_pkey" primary key ("id"),
        constraint "webhook_delivery_event_id_foreign" foreign key ("event_id") references "webhook_event" ("id") on update cascade on delete cascade,
        constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on update cascade on delete cascade
      );`);
    // the dispatcher's claim (due pending deliveries), the endpoint's log (newest first), resend (an event's deliveries)
    this.addSql(`create index "webhook_delivery_due_idx" on "webhook_delivery" ("next_attempt_at") where "status" = 'pending';`);
    this.addSql('create index "webhook_delivery_endpoint_created_idx" on "webhook_delivery" ("endpoint_id", "created_at");');
    this.addSql('create index "webhook_delivery_event_idx" on "webhook_delivery" ("event_id");');

    this.addSql(`
      create table "webhook_attempt" (
        "id" uuid not null default gen_random_uuid(),
        "delivery_id" uuid not null,
        "at" timestamptz not null,
        "status_code" int null,
        "latency_ms" int not null,
        "error" text null,
        constraint "webhook_attempt_pkey" primary key ("id"),
        constraint "webhook_attempt_delivery_id_foreign" foreign key ("delivery_id") references "webhook_delivery" ("id") on update cascade on delete cascade
      );`);
    this.addSql('create index "webhook_attempt_delivery_at_idx" on "webhook_attempt" ("delivery_id", "at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "webhook_attempt" cascade;');
    this.addSql('drop table if exists "webhook_delivery" cascade;');
    this.addSql('drop table if exists "webhook_event" cascade;');
    this.addSql('drop table if exists "webhook_endpoint" cascade;');
  }
}
