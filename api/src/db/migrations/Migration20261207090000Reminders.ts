import { Migration } from '@mikro-orm/migrations';

// Reminder events (issue 16): which booking was reminded of what, so each reminder goes out once.
export class Migration20261207090000Reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "booking_reminder" (
        "booking_id" uuid not null,
        "kind" text check ("kind" in ('balance_due_soon', 'hold_expiring')) not null,
        "sent_at" timestamptz not null,
        constraint "booking_reminder_pkey" primary key ("booking_id", "kind")
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "booking_reminder" cascade;');
  }
}
