import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000Currencies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "currency" (
        "code" varchar(3) not null primary key,
        "name" varchar(64) not null,
        "symbol" varchar(8) not null,
        "rate" numeric(20,10) not null,
        "is_base" boolean not null default false,
        "rate_updated_at" timestamptz not null,
        "sort_order" smallint not null default 0,
        constraint "currency_rate_positive" check ("rate" > 0)
      );`);
    // Reference data every installation needs (not demo data). Rates as of Nov 2026; the refresher keeps them current.
    this.addSql(`
      insert into "currency" ("code", "name", "symbol", "rate", "is_base", "rate_updated_at", "sort_order") values
        ('PKR', 'Pakistani Rupee', 'Rs', 1, true, now(), 0),
        ('USD', 'US Dollar', '$', 0.0035650000, false, now(), 1),
        ('AED', 'UAE Dirham', 'AED', 0.0130920000, false, now(), 2),
        ('SAR', 'Saudi Riyal', 'SAR', 0.0133700000, false, now(), 3),
        ('QAR', 'Qatari Riyal', 'QAR', 0.0129770000, false, now(), 4),
        ('GBP', 'British Pound', '£', 0.0027120000, false, now(), 5),
        ('EUR', 'Euro', '€', 0.0030820000, false, now(), 6);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "currency";');
  }
}
