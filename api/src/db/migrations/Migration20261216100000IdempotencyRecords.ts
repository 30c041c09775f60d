import { Migration } from '@mikro-orm/migrations';

// Idempotency keys on every write (issue 38, docs/features/idempotency.md): one row per caller and key, claimed by
// the first request ('running'), its answer stored when sent ('completed'); kept 24 h.
export class Migration20261216100000IdempotencyRecords extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "idempotency_record" (
        "subject" varchar(100) not null,
        "key" varchar(255) not null,
        "request_hash" varchar(64) not null,
        "state" text check ("state" in ('running', 'completed')) not null,
        "token" uuid not null,
        "status_code" smallint null,
        "content_type" varchar(255) null,
        "body" bytea null,
        "created_at" timestamptz not null,
        constraint "idempotency_record_pkey" primary key ("subject", "key")
      );`);
    this.addSql('create index "idempotency_record_created_idx" on "idempotency_record" ("created_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "idempotency_record";');
  }
}
