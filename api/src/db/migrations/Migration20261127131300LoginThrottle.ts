import { Migration } from '@mikro-orm/migrations';

// Sign-in throttling per OWASP: attempt counters with growing windows, and device cookies.
export class Migration20261127131300LoginThrottle extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "login_throttle" (
        "key" varchar(80) not null primary key,
        "count" int not null,
        "level" smallint not null,
        "window_end" timestamptz not null
      );`);
    this.addSql('create index "login_throttle_window_end_idx" on "login_throttle" ("window_end");');
    this.addSql(`
      create table "login_device" (
        "token_hash" varchar(64) not null primary key,
        "user_id" uuid not null,
        "created_at" timestamptz not null,
        "last_used_at" timestamptz not null,
        "failures" int not null,
        constraint "login_device_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade
      );`);
    this.addSql('create index "login_device_user_idx" on "login_device" ("user_id", "last_used_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "login_device";');
    this.addSql('drop table if exists "login_throttle";');
  }
}
