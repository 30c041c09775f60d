import { Migration } from '@mikro-orm/migrations';

// Issue 39: quotes for customers (modules/quotes): the quote with its share token, and its priced items.
export class Migration20261218100000Quotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "customer_quote" (
        "id" uuid not null default gen_random_uuid(),
        "agency_id" uuid not null,
        "created_by" uuid not null,
        "token" varchar(64) not null,
        "customer_name" varchar(100) not null,
        "customer_phone" varchar(32) not null,
        "customer_email" varchar(254) null,
        "note" text null,
        "currency" varchar(3) not null,
        "expires_at" timestamptz not null,
        "status" text check ("status" in ('sent', 'viewed', 'accepted', 'changed')) not null default 'sent',
        "total_in_pkr" numeric(14,2) not null,
        "viewed_at" timestamptz null,
        "accepted_at" timestamptz null,
        "created_at" timestamptz not null,
        constraint "customer_quote_pkey" primary key ("id"),
        constraint "customer_quote_agency_id_foreign" foreign key ("agency_id") references "app_user" ("id") on update cascade on delete cascade,
        constraint "customer_quote_created_by_foreign" foreign key ("created_by") references "app_user" ("id") on update cascade on delete cascade
      );`);
    this.addSql('create index "customer_quote_agency_created_idx" on "customer_quote" ("agency_id", "created_at");');
    this.addSql('alter table "customer_quote" add constraint "customer_quote_token_uniq" unique ("token");');

    this.addSql(`
      create table "customer_quote_item" (
        "id" uuid not null default gen_random_uuid(),
        "quote_id" uuid not null,
        "position" int not null,
        "type" text check ("type" in ('package', 'hotel', 'transport')) not null,
        "input" jsonb not null,
        "item_name" varchar(300) not null,
        "image_url" text null,
        "summary" varchar(300) not null,
        "cost_in_pkr" numeric(14,2) not null,
        "price_in_pkr" numeric(14,2) not null,
        "booking_id" uuid null,
        constraint "customer_quote_item_pkey" primary key ("id"),
        constraint "customer_quote_item_quote_id_foreign" foreign key ("quote_id") references "customer_quote" ("id") on update cascade on delete cascade,
        constraint "customer_quote_item_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete set null
      );`);
    this.addSql('alter table "customer_quote_item" add constraint "customer_quote_item_position_uniq" unique ("quote_id", "position");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "customer_quote_item";');
    this.addSql('drop table if exists "customer_quote";');
  }
}
