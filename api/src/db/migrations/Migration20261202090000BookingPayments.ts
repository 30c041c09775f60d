import { Migration } from '@mikro-orm/migrations';

// a migration is history: its own copy of the default package refund tiers (rules/payments.ts has the live one)
const PACKAGE_TIERS = '[{"minDaysBefore":31,"refundPercent":100},{"minDaysBefore":15,"refundPercent":50},{"minDaysBefore":0,"refundPercent":0}]';

// the lists' indexes: newest first overall, by status, by method and status, by seller (and by traveller, booking)
const PAYMENT_INDEXES = [
  ['payment_created_idx', '"created_at"'],
  ['payment_status_created_idx', '"status", "created_at"'],
  ['payment_method_status_created_idx', '"method", "status", "created_at"'],
  ['payment_seller_created_idx', '"seller_id", "created_at"'],
] as const;
const REFUND_INDEXES = [
  ['payment_refund_booking_idx', '"booking_id", "created_at"'],
  ['payment_refund_payment_idx', '"payment_id"'],
  ['payment_refund_created_idx', '"created_at"'],
  ['payment_refund_status_created_idx', '"status", "created_at"'],
  ['payment_refund_user_created_idx', '"user_id", "created_at"'],
  ['payment_refund_seller_created_idx', '"seller_id", "created_at"'],
] as const;

// Bookings are paid for (issue 16): a booking holds its inventory until its first payment or its hold's end (then
// `expired`), carries what was paid and refunded, its cancellation tiers as booked, and refunds are rows of their own.
// Bookings made before this had no money: they stay as they were (confirmed ones keep their inventory, unpaid).
export class Migration20261202090000BookingPayments extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "booking" drop constraint if exists "booking_status_check";');
    this.addSql(`alter table "booking" add constraint "booking_status_check" check ("status" in ('confirmed', 'pending', 'completed', 'cancelled', 'expired'));`);
    this.addSql(`
      alter table "booking"
        add column "payment_status" text check ("payment_status" in ('unpaid', 'partially_paid', 'paid', 'refund_pending', 'refunded', 'partially_refunded')) not null default 'unpaid',
        add column "amount_paid_in_pkr" numeric(14,2) not null default '0',
        add column "amount_refunded_in_pkr" numeric(14,2) not null default '0',
        add column "advance_in_pkr" numeric(14,2) null,
        add column "hold_expires_at" timestamptz null,
        add column "balance_due_at" timestamptz null,
        add column "confirmed_at" timestamptz null,
        add column "request_accepted_at" timestamptz null,
        add column "inventory_held" boolean not null default false,
        add column "refund_tiers" jsonb not null default '[]',
        add constraint "booking_paid_range" check (amount_paid_in_pkr >= 0 and amount_refunded_in_pkr >= 0 and amount_refunded_in_pkr <= amount_paid_in_pkr);`);
    // before payments, a confirmed booking had taken its inventory (a pending one was a transport request)
    this.addSql(`update "booking" set "inventory_held" = true, "confirmed_at" = "created_at" where "status" = 'confirmed';`);
    this.addSql(`create index "booking_hold_idx" on "booking" ("hold_expires_at") where "status" = 'pending' and "inventory_held";`);

    this.addSql(`alter table "package" add column "refund_tiers" jsonb not null default '${PACKAGE_TIERS}';`);

    // wallet was never offered: the method list is the three the API knows
    this.addSql('alter table "payment" drop constraint if exists "payment_method_check";');
    this.addSql(`alter table "payment" add constraint "payment_method_check" check ("method" in ('sandbox', 'jazzcash', 'bank_transfer'));`);
    this.addSql(`
      alter table "payment"
        add column "seller_id" uuid null,
        add column "proof_file_name" varchar(64) null,
        add column "proof_content_type" varchar(32) null,
        add column "proof_submitted_at" timestamptz null,
        add column "reviewed_by" uuid null;`);
    for (const [name, columns] of PAYMENT_INDEXES) this.addSql(`create index "${name}" on "payment" (${columns});`);

    this.addSql(`
      create table "payment_refund" (
        "id" uuid not null default gen_random_uuid() primary key,
        "booking_id" uuid not null,
        "payment_id" uuid not null,
        "user_id" uuid not null,
        "seller_id" uuid null,
        "method" text check ("method" in ('sandbox', 'jazzcash', 'bank_transfer')) not null,
        "amount_in_pkr" numeric(14,2) not null,
        "reason" text check ("reason" in ('cancellation', 'late_payment', 'surplus')) not null,
        "status" text check ("status" in ('pending', 'awaiting_transfer', 'succeeded', 'failed')) not null default 'pending',
        "reference" varchar(100) null,
        "note" text null,
        "recorded_by" uuid null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "settled_at" timestamptz null,
        constraint "payment_refund_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade,
        constraint "payment_refund_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on update cascade,
        constraint "payment_refund_amount_positive" check (amount_in_pkr > 0)
      );`);
    for (const [name, columns] of REFUND_INDEXES) this.addSql(`create index "${name}" on "payment_refund" (${columns});`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "payment_refund";');
    for (const [name] of PAYMENT_INDEXES) this.addSql(`drop index if exists "${name}";`);
    this.addSql(
      'alter table "payment" drop column "seller_id", drop column "proof_file_name", drop column "proof_content_type", drop column "proof_submitted_at", drop column "reviewed_by";',
    );
    this.addSql('alter table "payment" drop constraint if exists "payment_method_check";');
    this.addSql(`alter table "payment" add constraint "payment_method_check" check ("method" in ('sandbox', 'jazzcash', 'bank_transfer', 'wallet'));`);
    this.addSql('alter table "package" drop column "refund_tiers";');
    this.addSql('drop index if exists "booking_hold_idx";');
    this.addSql(`
      alter table "booking" drop constraint "booking_paid_range",
        drop column "payment_status", drop column "amount_paid_in_pkr", drop column "amount_refunded_in_pkr", drop column "advance_in_pkr",
        drop column "hold_expires_at", drop column "balance_due_at", drop column "confirmed_at", drop column "request_accepted_at",
        drop column "inventory_held", drop column "refund_tiers";`);
    this.addSql(`update "booking" set "status" = 'cancelled' where "status" = 'expired';`);
    this.addSql('alter table "booking" drop constraint if exists "booking_status_check";');
    this.addSql(`alter table "booking" add constraint "booking_status_check" check ("status" in ('confirmed', 'pending', 'completed', 'cancelled'));`);
  }
}
