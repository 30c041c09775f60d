import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010000Users extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "app_user" (
        "id" uuid not null default gen_random_uuid() primary key,
        "username" varchar(64) not null,
        "email" varchar(254) not null,
        "password_hash" text not null,
        "first_name" varchar(100) not null,
        "last_name" varchar(100) not null,
        "role" text check ("role" in ('end_user', 'b2b_agent', 'super_admin')) not null,
        "profile_image_url" text null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql('create index "app_user_role_idx" on "app_user" ("role");');
    // usernames and emails are unique whatever their case
    this.addSql('create unique index "app_user_username_lower_uniq" on "app_user" (lower("username"));');
    this.addSql('create unique index "app_user_email_lower_uniq" on "app_user" (lower("email"));');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "app_user";');
  }
}
