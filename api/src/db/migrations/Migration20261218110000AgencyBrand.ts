import { Migration } from '@mikro-orm/migrations';

// Issue 39: (slot; filled by its part)
export class Migration20261218110000AgencyBrand extends Migration {
  override async up(): Promise<void> {}

  override async down(): Promise<void> {}
}
