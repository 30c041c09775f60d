import { Migration } from '@mikro-orm/migrations';

// booking_event, the booking's history (issue 37): every event of a booking, who did it and when; read oldest first
// per booking, and newest first by the super admin's search (by kind, by who, by words of the summary). No foreign key
// to booking: see booking-event.entity.ts (its check's KEY SHARE lock would deadlock transactions that lock the
// booking after recording).
export class Migration20261214100000BookingHistory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "booking_event" (
        "id" uuid not null default gen_random_uuid(),
        "booking_id" uuid not null,
        "at" timestamptz not null,
        "actor_role" text check ("actor_role" in ('traveller', 'agent', 'staff', 'admin', 'system')) not null,
        "actor_id" uuid null,
        "actor_name" varchar(200) not null,
        "kind" text check ("kind" in ('made', 'paid', 'payment_failed', 'reminded', 'amended', 'cancelled', 'refunded', 'expired', 'completed', 'documents_issued', 'quoted')) not null,
        "summary" text not null,
        "before" jsonb null,
        "after" jsonb null,
        "amount_in_pkr" numeric(14,2) null,
        constraint "booking_event_pkey" primary key ("id")
      );`);
    this.addSql('create index "booking_event_booking_idx" on "booking_event" ("booking_id", "at", "id");');
    this.addSql('create index "booking_event_at_idx" on "booking_event" ("at" desc, "id" desc);');
    this.addSql('create index "booking_event_kind_at_idx" on "booking_event" ("kind", "at", "id");');
    this.addSql('create index "booking_event_actor_role_at_idx" on "booking_event" ("actor_role", "at", "id");');
    this.addSql(`create index "booking_event_search_idx" on "booking_event" using gin (to_tsvector('simple', "summary"));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "booking_event" cascade;');
  }
}
