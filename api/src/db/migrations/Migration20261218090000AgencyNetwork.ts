import { Migration } from '@mikro-orm/migrations';

// Issue 39, part A: agency networks. A master agency (an owner's b2b_agent account) invites sub-agencies through the
// staff invitations' table (kind 'sub_agency', no role); agency_network is each sub-agent (its id the public one from
// the invitation on), the credit the master gives it out of its own line and its status; network_markup the master's
// markups (its default: sub_agency_id = its own id; a sub-agency's own); a sub-agency's booking names its master and
// the master's margin in it.
export class Migration20261218090000AgencyNetwork extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "agency_invitation" add column "kind" text check ("kind" in ('staff', 'sub_agency')) not null default 'staff';`);
    this.addSql('alter table "agency_invitation" alter column "role" drop not null;');
    this.addSql(`alter table "agency_invitation" add constraint "agency_invitation_kind_role" check (("kind" = 'sub_agency') = ("role" is null));`);

    this.addSql(`
      create table "agency_network" (
        "id" uuid not null default gen_random_uuid(),
        "master_agency_id" uuid not null,
        "sub_agency_id" uuid null,
        "invitation_id" uuid not null,
        "agency_name" varchar(120) not null,
        "email" varchar(254) not null,
        "credit_limit_in_pkr" numeric(14,2) not null default '0',
        "status" text check ("status" in ('invited', 'active', 'suspended')) not null default 'invited',
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "agency_network_pkey" primary key ("id"),
        constraint "agency_network_credit_non_negative" check (credit_limit_in_pkr >= 0)
      );`);
    this.addSql('create unique index "agency_network_sub_agency_uniq" on "agency_network" ("sub_agency_id");');
    this.addSql('create unique index "agency_network_invitation_uniq" on "agency_network" ("invitation_id");');
    this.addSql('create index "agency_network_master_idx" on "agency_network" ("master_agency_id", "created_at");');
    this.addSql('alter table "agency_network" add constraint "agency_network_master_agency_id_foreign" foreign key ("master_agency_id") references "app_user" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "agency_network" add constraint "agency_network_sub_agency_id_foreign" foreign key ("sub_agency_id") references "app_user" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "agency_network" add constraint "agency_network_invitation_id_foreign" foreign key ("invitation_id") references "agency_invitation" ("id") on update cascade on delete cascade;');

    this.addSql(`
      create table "network_markup" (
        "master_agency_id" uuid not null,
        "sub_agency_id" uuid not null,
        "product_type" text check ("product_type" in ('package', 'hotel', 'transport', 'flight')) not null,
        "kind" text check ("kind" in ('percent', 'fixed')) not null,
        "value" numeric(14,2) not null,
        "updated_at" timestamptz not null,
        constraint "network_markup_pkey" primary key ("master_agency_id", "sub_agency_id", "product_type"),
        constraint network_markup_value_range check (value >= 0 and (kind <> 'percent' or value <= 100))
      );`);
    this.addSql('alter table "network_markup" add constraint "network_markup_master_agency_id_foreign" foreign key ("master_agency_id") references "app_user" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "network_markup" add constraint "network_markup_sub_agency_id_foreign" foreign key ("sub_agency_id") references "app_user" ("id") on update cascade on delete cascade;');

    this.addSql('alter table "booking" add column "network_master_id" uuid null, add column "network_margin_in_pkr" numeric(14,2) null;');
    this.addSql('alter table "booking" add constraint "booking_network_master_id_foreign" foreign key ("network_master_id") references "app_user" ("id") on update cascade on delete set null;');
    this.addSql('create index "booking_network_master_idx" on "booking" ("network_master_id", "created_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "booking_network_master_idx";');
    this.addSql('alter table "booking" drop constraint if exists "booking_network_master_id_foreign";');
    this.addSql('alter table "booking" drop column if exists "network_master_id", drop column if exists "network_margin_in_pkr";');
    this.addSql('drop table if exists "network_markup" cascade;');
    this.addSql('drop table if exists "agency_network" cascade;');
    this.addSql('alter table "agency_invitation" drop constraint if exists "agency_invitation_kind_role";');
    this.addSql(`delete from "agency_invitation" where "kind" = 'sub_agency';`);
    this.addSql('alter table "agency_invitation" alter column "role" set not null;');
    this.addSql('alter table "agency_invitation" drop column if exists "kind";');
  }
}
