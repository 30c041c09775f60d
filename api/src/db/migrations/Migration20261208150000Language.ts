import { Migration } from '@mikro-orm/migrations';

// The language a signed-in user reads the site in (issue 21): English by default, Urdu when chosen; the web app
// applies it when the user signs in on another device.
export class Migration20261208150000Language extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "language" text check ("language" in ('en', 'ur')) not null default 'en';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "app_user" drop column if exists "language";');
  }
}
