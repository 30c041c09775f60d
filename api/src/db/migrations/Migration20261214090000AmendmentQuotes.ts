import { Migration } from '@mikro-orm/migrations';

// booking_quote (amendment and cancellation quotes, issue 37), refunds and payments for an amendment
export class Migration20261214090000AmendmentQuotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "booking_quote" (
        "id" uuid not null default gen_random_uuid(),
        "booking_id" uuid not null,
        "kind" text check ("kind" in ('dates', 'travellers', 'name', 'rooms', 'cancel')) not null,
        "created_by" uuid not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "status" text check ("status" in ('open', 'confirmed', 'expired', 'superseded')) not null default 'open',
        "input" jsonb null,
        "before" jsonb not null,
        "after" jsonb not null,
        "summary" text not null,
        "old_total_in_pkr" numeric(14,2) not null,
        "new_total_in_pkr" numeric(14,2) not null,
        "fee_in_pkr" numeric(14,2) not null,
        "penalty_in_pkr" numeric(14,2) not null,
        "difference_in_pkr" numeric(14,2) not null,
        "refund_in_pkr" numeric(14,2) not null,
        "reduces_inventory" boolean not null default false,
        "refund_to" text check ("refund_to" in ('wallet', 'original_method')) null,
        "booking_revision" varchar(64) not null,
        "confirmed_at" timestamptz null,
        constraint "booking_quote_pkey" primary key ("id"),
        constraint "booking_quote_money_non_negative" check (old_total_in_pkr >= 0 and new_total_in_pkr >= 0 and fee_in_pkr >= 0 and penalty_in_pkr >= 0 and refund_in_pkr >= 0)
      );`);
    this.addSql(`create index if not exists "booking_quote_booking_created_idx" on "booking_quote" ("booking_id", "created_at");`);
    this.addSql(`create index if not exists "booking_quote_open_idx" on "booking_quote" ("booking_id") where "status" = 'open';`);
    this.addSql(`alter table "booking_quote" add constraint "booking_quote_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete cascade;`);
    // what confirmed amendments kept of the booking's total (fees and penalties): a later re-pricing keeps it
    this.addSql(`alter table "booking" add column if not exists "retained_in_pkr" numeric(14,2) not null default '0';`);
    this.addSql(`alter table "payment_refund" drop constraint if exists "payment_refund_reason_check";`);
    this.addSql(`alter table "payment_refund" add constraint "payment_refund_reason_check" check ("reason" in ('cancellation', 'late_payment', 'surplus', 'ticketing_failed', 'amendment'));`);
    // what a confirmed change adds once the balance is paid: a purpose that may be paid more than once
    this.addSql('alter table "payment" drop constraint if exists "payment_purpose_check";');
    this.addSql(`alter table "payment" add constraint "payment_purpose_check" check ("purpose" in ('advance', 'balance', 'full', 'top_up', 'amendment'));`);
    this.addSql('drop index if exists "payment_one_success_uniq";');
    this.addSql(
      `create unique index "payment_one_success_uniq" on "payment" ("booking_id", "purpose") where "status" = 'succeeded' and not "surplus" and "purpose" <> 'amendment';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "booking_quote";');
    this.addSql('alter table "booking" drop column if exists "retained_in_pkr";');
    this.addSql(`alter table "payment_refund" drop constraint if exists "payment_refund_reason_check";`);
    this.addSql(`alter table "payment_refund" add constraint "payment_refund_reason_check" check ("reason" in ('cancellation', 'late_payment', 'surplus', 'ticketing_failed'));`);
  }
}
