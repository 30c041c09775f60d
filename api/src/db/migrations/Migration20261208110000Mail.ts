import { Migration } from '@mikro-orm/migrations';

// E-mail outbox (issue 18 item 3): one row per message, written in the transaction of the event it tells about;
// delivered by the mail_send job (modules/mail/delivery.ts).
export class Migration20261208110000Mail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "mail_message" (
        "id" uuid not null,
        "key" text not null,
        "user_id" uuid null,
        "to_address" text not null,
        "to_name" text null,
        "subject" text not null,
        "text_body" text not null,
        "html_body" text not null,
        "attachments" jsonb not null default '[]',
        "status" text check ("status" in ('queued', 'sending', 'sent', 'failed')) not null default 'queued',
        "attempts" int not null default 0,
        "last_error" text null,
        "next_attempt_at" timestamptz not null,
        "created_at" timestamptz not null,
        "sent_at" timestamptz null,
        "message_id" text null,
        "transport" text check ("transport" in ('smtp', 'outbox')) null,
        constraint "mail_message_pkey" primary key ("id"),
        constraint "mail_message_key_unique" unique ("key")
      );`);
    // the admin list (newest first, optionally of one status) and the sweep (due queued messages, stale sending ones)
    this.addSql('create index "mail_message_created_at_index" on "mail_message" ("created_at" desc, "id" desc);');
    this.addSql('create index "mail_message_status_created_at_index" on "mail_message" ("status", "created_at" desc, "id" desc);');
    this.addSql(`create index "mail_message_due_index" on "mail_message" ("next_attempt_at") where "status" in ('queued', 'sending');`);
    this.addSql('create index "mail_message_user_id_index" on "mail_message" ("user_id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "mail_message" cascade;');
  }
}
