import { Migration } from '@mikro-orm/migrations';

// The agent workspace: package images, the indexes of the agent's and admin's package lists, and upload tickets.
export class Migration20261122060000AgentWorkspace extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "package" add column "images" text[] not null default '{}';`);
    this.addSql('alter table "package" add constraint "package_images_max" check (cardinality(images) <= 5);');
    this.addSql('create index "package_owner_created_idx" on "package" ("owner_id", "created_at" desc, "id" desc);');
    this.addSql('create index "package_owner_updated_idx" on "package" ("owner_id", "updated_at" desc);');
    this.addSql('create index "package_created_idx" on "package" ("created_at" desc, "id" desc);');
    this.addSql('create index "package_type_created_idx" on "package" ("type", "created_at" desc, "id" desc);');
    this.addSql('create index "booking_package_idx" on "booking" ("package_id") where "package_id" is not null;');

    this.addSql(`
      create table "upload_ticket" (
        "id" uuid not null default gen_random_uuid(),
        "token_hash" varchar(64) not null,
        "user_id" uuid not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "used_at" timestamptz null,
        "file_name" varchar(64) null,
        "content_type" varchar(32) null,
        "size_bytes" int null,
        constraint "upload_ticket_pkey" primary key ("id"),
        constraint "upload_ticket_token_hash_uniq" unique ("token_hash"),
        constraint "upload_ticket_file_name_uniq" unique ("file_name"),
        constraint "upload_ticket_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade,
        constraint "upload_ticket_size_range" check (size_bytes is null or (size_bytes >= 1 and size_bytes <= 5242880))
      );`);
    this.addSql('create index "upload_ticket_user_created_idx" on "upload_ticket" ("user_id", "created_at");');
    this.addSql('create index "upload_ticket_expires_idx" on "upload_ticket" ("expires_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "upload_ticket";');
    this.addSql('drop index if exists "booking_package_idx";');
    this.addSql('drop index if exists "package_type_created_idx";');
    this.addSql('drop index if exists "package_created_idx";');
    this.addSql('drop index if exists "package_owner_updated_idx";');
    this.addSql('drop index if exists "package_owner_created_idx";');
    this.addSql('alter table "package" drop constraint if exists "package_images_max";');
    this.addSql('alter table "package" drop column if exists "images";');
  }
}
