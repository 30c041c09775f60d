import { Migration } from '@mikro-orm/migrations';

// booking_quote (amendment and cancellation quotes, issue 37)
export class Migration20261214090000AmendmentQuotes extends Migration {
  override async up(): Promise<void> {
    // filled in by the feature that owns it
  }

  override async down(): Promise<void> {}
}
