import { Migration } from '@mikro-orm/migrations';

// Payments: one row per attempt to pay a booking, every gateway message as received (once per event id), and the
// sandbox gateway's own books. The job queue's tables are pg-boss's own (schema pgboss, made by pg-boss at start).
export class Migration20261201090000Payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "payment" (
        "id" uuid not null default gen_random_uuid() primary key,
        "booking_id" uuid not null,
        "payer_id" uuid not null,
        "method" text check ("method" in ('sandbox', 'jazzcash', 'bank_transfer', 'wallet')) not null,
        "purpose" text check ("purpose" in ('advance', 'balance', 'full')) not null,
        "amount_in_pkr" numeric(14,2) not null,
        "status" text check ("status" in ('initiated', 'succeeded', 'failed', 'cancelled', 'expired')) not null default 'initiated',
        "surplus" boolean not null default false,
        "gateway_reference" varchar(40) null,
        "gateway_transaction_id" varchar(100) null,
        "failure_reason" text null,
        "expires_at" timestamptz null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "settled_at" timestamptz null,
        constraint "payment_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade,
        constraint "payment_payer_id_foreign" foreign key ("payer_id") references "app_user" ("id") on update cascade,
        constraint "payment_method_reference_uniq" unique ("method", "gateway_reference"),
        constraint "payment_amount_positive" check (amount_in_pkr > 0)
      );`);
    this.addSql('create index "payment_booking_created_idx" on "payment" ("booking_id", "created_at");');
    this.addSql('create index "payment_payer_created_idx" on "payment" ("payer_id", "created_at");');
    this.addSql(`create index "payment_initiated_idx" on "payment" ("created_at") where "status" = 'initiated';`);
    this.addSql(
      `create unique index "payment_one_success_uniq" on "payment" ("booking_id", "purpose") where "status" = 'succeeded' and not "surplus";`,
    );

    this.addSql(`
      create table "payment_event" (
        "id" uuid not null default gen_random_uuid() primary key,
        "gateway" varchar(20) not null,
        "event_id" varchar(200) not null,
        "payment_id" uuid null,
        "reference" varchar(100) not null,
        "outcome" varchar(20) not null,
        "payload" jsonb not null,
        "received_at" timestamptz not null,
        "processed_at" timestamptz null,
        "result" text null,
        constraint "payment_event_gateway_event_uniq" unique ("gateway", "event_id"),
        constraint "payment_event_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on update cascade on delete set null
      );`);
    this.addSql('create index "payment_event_payment_idx" on "payment_event" ("payment_id", "received_at");');

    this.addSql(`
      create table "payment_sandbox_txn" (
        "reference" varchar(40) not null primary key,
        "payment_id" uuid not null,
        "amount_in_pkr" numeric(14,2) not null,
        "status" text check ("status" in ('open', 'succeeded', 'failed', 'abandoned')) not null default 'open',
        "refunded_in_pkr" numeric(14,2) not null default '0',
        "refunds" jsonb not null default '[]',
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "decided_at" timestamptz null,
        constraint "payment_sandbox_txn_refund_range" check (refunded_in_pkr >= 0 and refunded_in_pkr <= amount_in_pkr)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "payment_sandbox_txn";');
    this.addSql('drop table if exists "payment_event";');
    this.addSql('drop table if exists "payment";');
  }
}
