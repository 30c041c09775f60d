import { Migration } from '@mikro-orm/migrations';

// a package's name-change fee (issue 37): what its seller charges to correct a traveller's name after the sale
export class Migration20261214095000NameChangeFee extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "package" add column "name_change_fee_in_pkr" numeric(14,2) not null default 0 check ("name_change_fee_in_pkr" >= 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "package" drop column if exists "name_change_fee_in_pkr";`);
  }
}
