import { Migration } from '@mikro-orm/migrations';

// Issue 39: (slot; filled by its part)
export class Migration20261218100000Quotes extends Migration {
  override async up(): Promise<void> {}

  override async down(): Promise<void> {}
}
