import { Migration } from '@mikro-orm/migrations';

// Agents sell to their own customers (issue 17 points 3 and 4): a booking made for a customer keeps the customer's
// contact and passengers (no account needed) and the agent's markup and selling price beside the net total the agent
// pays; each agent keeps one markup per product type.
export class Migration20261205090000AgentSales extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "agent_markup" (
        "agent_id" uuid not null,
        "product_type" text check ("product_type" in ('package', 'hotel', 'transport')) not null,
        "kind" text check ("kind" in ('percent', 'fixed')) not null,
        "value" numeric(14,2) not null,
        "updated_at" timestamptz not null,
        constraint "agent_markup_pkey" primary key ("agent_id", "product_type"),
        constraint agent_markup_value_range check (value >= 0 and (kind <> 'percent' or value <= 100))
      );`);
    this.addSql(
      'alter table "agent_markup" add constraint "agent_markup_agent_id_foreign" foreign key ("agent_id") references "app_user" ("id") on update cascade on delete cascade;',
    );
    this.addSql(`
      alter table "booking"
        add column "customer_name" varchar(100) null,
        add column "customer_phone" varchar(30) null,
        add column "customer_email" varchar(254) null,
        add column "passengers" jsonb null,
        add column "markup_in_pkr" numeric(14,2) null,
        add column "selling_price_in_pkr" numeric(14,2) null;`);
    this.addSql('create index "booking_customer_sales_idx" on "booking" ("user_id", "created_at") where "customer_name" is not null;');
    this.addSql(
      'alter table "booking" add constraint booking_markup_non_negative check (markup_in_pkr is null or (markup_in_pkr >= 0 and selling_price_in_pkr = total_price_in_pkr + markup_in_pkr));',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "booking_customer_sales_idx";');
    this.addSql('alter table "booking" drop constraint if exists booking_markup_non_negative;');
    this.addSql(
      'alter table "booking" drop column "customer_name", drop column "customer_phone", drop column "customer_email", drop column "passengers", drop column "markup_in_pkr", drop column "selling_price_in_pkr";',
    );
    this.addSql('drop table if exists "agent_markup" cascade;');
  }
}
