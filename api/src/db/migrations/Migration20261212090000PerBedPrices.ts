import { Migration } from '@mikro-orm/migrations';

// Per-bed prices (issue 36): an Umrah or Hajj package priced per person by room occupancy, plus child and infant
// prices; a package with one price keeps an empty table (its price is its only occupancy).
export class Migration20261212090000PerBedPrices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "package" add column "occupancy_prices" jsonb not null default '[]',
      add column "child_with_bed_price_in_pkr" numeric(14,2) null check ("child_with_bed_price_in_pkr" >= 0),
      add column "child_without_bed_price_in_pkr" numeric(14,2) null check ("child_without_bed_price_in_pkr" >= 0),
      add column "infant_price_in_pkr" numeric(14,2) null check ("infant_price_in_pkr" >= 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "package" drop column if exists "occupancy_prices", drop column if exists "child_with_bed_price_in_pkr",
      drop column if exists "child_without_bed_price_in_pkr", drop column if exists "infant_price_in_pkr";`);
  }
}
