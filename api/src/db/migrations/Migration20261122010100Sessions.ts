import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010100Sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "app_session" (
        "token_hash" varchar(64) not null primary key,
        "user_id" uuid not null,
        "created_at" timestamptz not null,
        "last_seen_at" timestamptz not null,
        "ip" varchar(64) null,
        "user_agent" varchar(256) null,
        constraint "app_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade
      );`);
    this.addSql('create index "app_session_user_idx" on "app_session" ("user_id");');
    this.addSql('create index "app_session_last_seen_idx" on "app_session" ("last_seen_at");');
    this.addSql(`
      create table "rate_limit_bucket" (
        "key" varchar(200) not null primary key,
        "count" int not null,
        "reset_at" timestamptz not null
      );`);
    this.addSql('create index "rate_limit_bucket_reset_idx" on "rate_limit_bucket" ("reset_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "app_session";');
    this.addSql('drop table if exists "rate_limit_bucket";');
  }
}
