import { Migration } from '@mikro-orm/migrations';

// booking_event, the booking's history (issue 37)
export class Migration20261214100000BookingHistory extends Migration {
  override async up(): Promise<void> {
    // filled in by the feature that owns it
  }

  override async down(): Promise<void> {}
}
