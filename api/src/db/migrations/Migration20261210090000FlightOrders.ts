import { Migration } from '@mikro-orm/migrations';

// Flights sold for real (issue 35): a flight order is a booking of type `flight` plus this record of what the airline
// holds (provider, its order id, the PNR, slices, passengers, tickets, conditions, the hold's deadline, the
// cancellation quote, airline-initiated changes). The sandbox airline, an outside system in a real deployment, keeps its
// own orders in `sandbox_airline_order`, apart from ours.
export class Migration20261210090000FlightOrders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "flight_order" (
        "id" uuid primary key default gen_random_uuid(),
        "booking_id" uuid not null unique references "booking" ("id") on delete cascade,
        "provider" text not null check ("provider" in ('sandbox', 'duffel')),
        "provider_order_id" text null,
        "offer_id" text not null,
        "type" text not null check ("type" in ('instant', 'hold')),
        "status" text not null check ("status" in ('held', 'awaiting_payment', 'ticketing', 'ticketed', 'cancelled', 'expired')),
        "booking_reference" text null,
        "airline_total_in_pkr" numeric(14, 2) not null check ("airline_total_in_pkr" >= 0),
        "service_fee_in_pkr" numeric(14, 2) not null default 0 check ("service_fee_in_pkr" >= 0),
        "payment_required_by" timestamptz null,
        "offer_expires_at" timestamptz not null,
        "owner" jsonb not null,
        "slices" jsonb not null,
        "passengers" jsonb not null,
        "contact" jsonb not null,
        "conditions" jsonb not null,
        "tickets" jsonb not null default '[]',
        "changes" jsonb not null default '[]',
        "cancellation_quote" jsonb null,
        "failure" text null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "ticketed_at" timestamptz null,
        "cancelled_at" timestamptz null
      );`);
    this.addSql(`create unique index "flight_order_provider_order_idx" on "flight_order" ("provider", "provider_order_id") where "provider_order_id" is not null;`);
    // the hold sweep: held orders, soonest deadline first
    this.addSql(`create index "flight_order_hold_idx" on "flight_order" ("payment_required_by") where "status" = 'held';`);
    // the ticketing sweep: paid orders whose tickets are still to be issued
    this.addSql(`create index "flight_order_ticketing_idx" on "flight_order" ("updated_at") where "status" = 'ticketing';`);
    this.addSql(`create index "flight_order_created_idx" on "flight_order" ("created_at");`);
    // webhook events of an outside provider, applied once each by their id
    this.addSql(`
      create table "airline_event" (
        "provider" text not null,
        "event_id" text not null,
        "type" text not null,
        "received_at" timestamptz not null,
        primary key ("provider", "event_id")
      );`);
    this.addSql(`
      create table "sandbox_airline_order" (
        "id" text primary key,
        "reference" text not null unique,
        "offer" jsonb not null,
        "passengers" jsonb not null,
        "status" text not null,
        "booking_reference" text not null,
        "total_pkr" numeric(14, 2) not null,
        "payment_required_by" timestamptz null,
        "tickets" jsonb not null default '[]',
        "changes" jsonb not null default '[]',
        "quotes" jsonb not null default '[]',
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "sandbox_airline_order";');
    this.addSql('drop table if exists "airline_event";');
    this.addSql('drop table if exists "flight_order";');
  }
}
