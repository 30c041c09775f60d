import { Migration } from '@mikro-orm/migrations';

// Agents' payouts (issue 17): requests of earnings, approved, paid with a transfer reference or rejected; and the
// agents' package bookings whose deposit splits into commission and earnings when the trip starts.
export class Migration20261206090000Payouts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "payout" (
        "id" uuid not null default gen_random_uuid(),
        "agent_id" uuid not null,
        "amount_in_pkr" numeric(14,2) not null,
        "status" text check ("status" in ('requested', 'approved', 'paid', 'rejected')) not null default 'requested',
        "bank_account" text not null,
        "transfer_reference" varchar(100) null,
        "reason" text null,
        "requested_at" timestamptz not null,
        "decided_at" timestamptz null,
        "decided_by" uuid null,
        constraint "payout_pkey" primary key ("id"),
        constraint payout_amount_positive check (amount_in_pkr > 0)
      );`);
    this.addSql('create index "payout_agent_requested_idx" on "payout" ("agent_id", "requested_at");');
    this.addSql('create index "payout_status_requested_idx" on "payout" ("status", "requested_at");');
    this.addSql('create index "payout_requested_idx" on "payout" ("requested_at");');
    this.addSql('alter table "payout" add constraint "payout_agent_id_foreign" foreign key ("agent_id") references "app_user" ("id") on update cascade;');

    this.addSql(`
      create table "commission_due" (
        "booking_id" uuid not null,
        "agent_id" uuid not null,
        "due_at" timestamptz not null,
        constraint "commission_due_pkey" primary key ("booking_id")
      );`);
    this.addSql('create index "commission_due_at_idx" on "commission_due" ("due_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "commission_due" cascade;');
    this.addSql('drop table if exists "payout" cascade;');
  }
}
