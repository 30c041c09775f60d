import { Migration } from '@mikro-orm/migrations';

// Issue 39, part C: an agency's brand (its owner's account): the trading name, contact, licence and logo its customers
// see on quotes, e-vouchers, invoices, e-tickets and e-mails. logo_url is the served /media/uploads/<file> path.
export class Migration20261218110000AgencyBrand extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "agency_brand" (
        "agency_id" uuid not null,
        "trading_name" varchar(120) not null,
        "phone" varchar(20) null,
        "whatsapp" varchar(20) null,
        "address" varchar(300) null,
        "licence_number" varchar(60) null,
        "logo_url" text null,
        "updated_at" timestamptz not null,
        constraint "agency_brand_pkey" primary key ("agency_id")
      );`);
    this.addSql('alter table "agency_brand" add constraint "agency_brand_agency_id_foreign" foreign key ("agency_id") references "app_user" ("id") on update cascade on delete cascade;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "agency_brand" cascade;');
  }
}
