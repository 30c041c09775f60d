import { Migration } from '@mikro-orm/migrations';

export class Migration20261122040000ApiKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "api_key" (
        "id" uuid not null default gen_random_uuid() primary key,
        "user_id" uuid not null,
        "name" varchar(100) not null,
        "prefix" varchar(32) not null,
        "hash" varchar(64) not null,
        "created_at" timestamptz not null,
        "last_used_at" timestamptz null,
        "revoked_at" timestamptz null,
        constraint "api_key_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade
      );`);
    this.addSql('alter table "api_key" add constraint "api_key_prefix_uniq" unique ("prefix");');
    // every key-authenticated request looks its key up by hash
    this.addSql('alter table "api_key" add constraint "api_key_hash_uniq" unique ("hash");');
    this.addSql('create index "api_key_user_created_idx" on "api_key" ("user_id", "created_at");');
    this.addSql('create index "api_key_created_idx" on "api_key" ("created_at");');
    // Every /graphql and /api request now bumps a rate-limit counter. Counters need no durability (a crash just
    // restarts the windows, as Redis without persistence would), so skip the WAL: no fsync per request.
    this.addSql('alter table "rate_limit_bucket" set unlogged;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "rate_limit_bucket" set logged;');
    this.addSql('drop table if exists "api_key";');
  }
}
