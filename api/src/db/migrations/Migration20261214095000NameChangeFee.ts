import { Migration } from '@mikro-orm/migrations';

// a package's name-change fee (issue 37): what its seller charges to correct a traveller's name after the sale; an index
// for a seller's other departures
export class Migration20261214095000NameChangeFee extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "package" add column "name_change_fee_in_pkr" numeric(14,2) not null default '0' check ("name_change_fee_in_pkr" >= 0);`);
    // a seller's other departures of a type, soonest first (moving a booking to another date)
    this.addSql(`create index "package_departures_idx" on "package" ("owner_id", "type", "start_date") where "status" = 'active' and "start_date" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "package_departures_idx";`);
    this.addSql(`alter table "package" drop column if exists "name_change_fee_in_pkr";`);
  }
}
