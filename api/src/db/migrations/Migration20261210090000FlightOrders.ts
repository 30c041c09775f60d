import { Migration } from '@mikro-orm/migrations';

// Flights sold for real (issue 35): a flight order is a booking of type `flight` plus this record of what the airline
// holds (provider, its order id, the PNR, slices, passengers, tickets, conditions, the hold's deadline, the
// cancellation quote, airline-initiated changes). The sandbox airline, an outside system in a real deployment, keeps its
// own orders in `sandbox_airline_order`, apart from ours.
export class Migration20261210090000FlightOrders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "flight_order" (
        "id" uuid not null default gen_random_uuid() primary key,
        "booking_id" uuid not null,
        "provider" text check ("provider" in ('sandbox', 'duffel')) not null,
        "provider_order_id" text null,
        "offer_id" text not null,
        "type" text check ("type" in ('instant', 'hold')) not null,
        "status" text check ("status" in ('held', 'awaiting_payment', 'ticketing', 'ticketed', 'cancelled', 'expired')) not null,
        "booking_reference" text null,
        "airline_total_in_pkr" numeric(14,2) not null,
        "service_fee_in_pkr" numeric(14,2) not null default '0',
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
        "claimed_until" timestamptz null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "ticketed_at" timestamptz null,
        "cancelled_at" timestamptz null,
        constraint "flight_order_booking_id_unique" unique ("booking_id"),
        constraint "flight_order_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete cascade,
        constraint "flight_order_money_non_negative" check (airline_total_in_pkr >= 0 and service_fee_in_pkr >= 0)
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
        constraint "airline_event_pkey" primary key ("provider", "event_id")
      );`);
    this.addSql(`
      create table "sandbox_airline_order" (
        "id" text not null primary key,
        "reference" text not null,
        "offer" jsonb not null,
        "passengers" jsonb not null,
        "status" text not null,
        "booking_reference" text not null,
        "total_pkr" numeric(14,2) not null,
        "payment_required_by" timestamptz null,
        "tickets" jsonb not null default '[]',
        "changes" jsonb not null default '[]',
        "quotes" jsonb not null default '[]',
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "sandbox_airline_order_reference_key" unique ("reference")
      );`);
    // flight markups (agents sell flights to their customers) and refunds of a flight the airline would not ticket
    this.addSql(`alter table "agent_markup" drop constraint if exists "agent_markup_product_type_check";`);
    this.addSql(`alter table "agent_markup" add constraint "agent_markup_product_type_check" check ("product_type" in ('package', 'hotel', 'transport', 'flight'));`);
    this.addSql(`alter table "payment_refund" drop constraint if exists "payment_refund_reason_check";`);
    this.addSql(`alter table "payment_refund" add constraint "payment_refund_reason_check" check ("reason" in ('cancellation', 'late_payment', 'surplus', 'ticketing_failed'));`);
    // what the platform owes airline providers for tickets (issue 35): a liability of the books
    this.addSql(`alter table "ledger_account" drop constraint if exists "ledger_account_kind_check";`);
    this.addSql(`alter table "ledger_account" add constraint "ledger_account_kind_check" check ("kind" in ('agent_wallet', 'agent_earnings', 'gateway_clearing', 'platform_revenue', 'commission_income', 'refunds_payable', 'customer_deposits', 'payouts_payable', 'airline_payable'));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "sandbox_airline_order";');
    this.addSql('drop table if exists "airline_event";');
    this.addSql('drop table if exists "flight_order";');
  }
}
