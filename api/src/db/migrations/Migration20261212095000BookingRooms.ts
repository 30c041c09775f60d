import { Migration } from '@mikro-orm/migrations';

// A package booked by rooms (issue 36): each room's occupancy and who sleeps in it, priced per bed; null for a booking
// by passenger count.
export class Migration20261212095000BookingRooms extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "booking" add column "rooms" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "booking" drop column if exists "rooms";`);
  }
}
