import { Migration } from '@mikro-orm/migrations';

// a package's name-change fee and what an amendment needs on the booking (issue 37)
export class Migration20261214095000NameChangeFee extends Migration {
  override async up(): Promise<void> {
    // filled in by the feature that owns it
  }

  override async down(): Promise<void> {}
}
