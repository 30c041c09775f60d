import { Migration } from '@mikro-orm/migrations';

// An agency's staff (issue 17, item 6): b2b_agent accounts that act for an agency (its owner's account) as 'manager'
// or 'staff', and the invitations that create them. The journal already names each entry's actor (journal_entry.actor_id).
export class Migration20261208130000AgencyStaff extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "agency_member" (
        "user_id" uuid not null,
        "agency_id" uuid not null,
        "role" text check ("role" in ('manager', 'staff')) not null,
        "status" text check ("status" in ('active', 'suspended')) not null default 'active',
        "invited_by" uuid null,
        "created_at" timestamptz not null,
        "removed_at" timestamptz null,
        constraint "agency_member_pkey" primary key ("user_id"),
        constraint "agency_member_not_own" check ("user_id" <> "agency_id")
      );`);
    this.addSql('create index "agency_member_agency_idx" on "agency_member" ("agency_id", "created_at");');
    this.addSql('alter table "agency_member" add constraint "agency_member_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "agency_member" add constraint "agency_member_agency_id_foreign" foreign key ("agency_id") references "app_user" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "agency_member" add constraint "agency_member_invited_by_foreign" foreign key ("invited_by") references "app_user" ("id") on update cascade on delete set null;');

    this.addSql(`
      create table "agency_invitation" (
        "id" uuid not null default gen_random_uuid(),
        "agency_id" uuid not null,
        "email" varchar(254) not null,
        "role" text check ("role" in ('manager', 'staff')) not null,
        "token_hash" varchar(64) not null,
        "expires_at" timestamptz not null,
        "accepted_at" timestamptz null,
        "accepted_by" uuid null,
        "revoked_at" timestamptz null,
        "created_by" uuid null,
        "created_at" timestamptz not null,
        constraint "agency_invitation_pkey" primary key ("id")
      );`);
    this.addSql('create unique index "agency_invitation_token_hash_uniq" on "agency_invitation" ("token_hash");');
    this.addSql('create index "agency_invitation_agency_idx" on "agency_invitation" ("agency_id", "created_at");');
    this.addSql('alter table "agency_invitation" add constraint "agency_invitation_agency_id_foreign" foreign key ("agency_id") references "app_user" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "agency_invitation" add constraint "agency_invitation_created_by_foreign" foreign key ("created_by") references "app_user" ("id") on update cascade on delete set null;');
    this.addSql('alter table "agency_invitation" add constraint "agency_invitation_accepted_by_foreign" foreign key ("accepted_by") references "app_user" ("id") on update cascade on delete set null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "agency_invitation" cascade;');
    this.addSql('drop table if exists "agency_member" cascade;');
  }
}
