import { Migration } from '@mikro-orm/migrations';

// In-app notifications (issue 18): one row per event and user, the bell's list and unread count indexed.
export class Migration20261208120000Notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "notification" (
        "id" uuid not null default gen_random_uuid(),
        "user_id" uuid not null,
        "kind" varchar(40) not null,
        "key" varchar(200) not null,
        "title" varchar(200) not null,
        "body" text not null,
        "link" varchar(500) null,
        "created_at" timestamptz not null,
        "read_at" timestamptz null,
        constraint "notification_pkey" primary key ("id")
      );`);
    this.addSql('alter table "notification" add constraint "notification_user_key_uniq" unique ("user_id", "key");');
    this.addSql('create index "notification_user_created_idx" on "notification" ("user_id", "created_at" desc, "id" desc);');
    this.addSql(`create index "notification_unread_idx" on "notification" ("user_id") where "read_at" is null;`);
    this.addSql(
      'alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "notification" cascade;');
  }
}
