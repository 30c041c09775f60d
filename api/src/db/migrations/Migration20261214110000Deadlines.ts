import { Migration } from '@mikro-orm/migrations';

// reminder kinds for payment deadlines, the overdue-balance index (issue 37)
export class Migration20261214110000Deadlines extends Migration {
  override async up(): Promise<void> {
    // filled in by the feature that owns it
  }

  override async down(): Promise<void> {}
}
