import { Migration } from '@mikro-orm/migrations';

// reminder kinds for payment deadlines, the overdue-balance index (issue 37)
// - booking_reminder: the pay_7d / pay_3d / pay_1d / pay_2h kinds, and the deadline each reminder was about in its key
//   (a booking whose deadline moves is reminded of the new one); rows from before carry the epoch
// - booking_balance_due_idx: confirmed bookings with a balance left, by its deadline (the payment reminders' and the
//   overdue-balance sweep's reads)
// - booking_user_pending_idx: an agency's pending bookings (what its holds reserve of its wallet: ledger/reserved.ts)
export class Migration20261214110000Deadlines extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "booking_reminder" drop constraint if exists "booking_reminder_kind_check";`);
    this.addSql(
      `alter table "booking_reminder" add constraint "booking_reminder_kind_check" check ("kind" in ('balance_due_soon', 'hold_expiring', 'pay_7d', 'pay_3d', 'pay_1d', 'pay_2h'));`,
    );
    this.addSql(`alter table "booking_reminder" add column "due_at" timestamptz not null default 'epoch';`);
    this.addSql(`alter table "booking_reminder" alter column "due_at" drop default;`);
    this.addSql(`alter table "booking_reminder" drop constraint "booking_reminder_pkey";`);
    this.addSql(`alter table "booking_reminder" add constraint "booking_reminder_pkey" primary key ("booking_id", "kind", "due_at");`);
    this.addSql(
      `create index "booking_balance_due_idx" on "booking" ("balance_due_at") where "status" = 'confirmed' and "amount_paid_in_pkr" < "total_price_in_pkr";`,
    );
    this.addSql(`create index "booking_user_pending_idx" on "booking" ("user_id") where "status" = 'pending';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "booking_user_pending_idx";`);
    this.addSql(`drop index if exists "booking_balance_due_idx";`);
    this.addSql(`delete from "booking_reminder" where "kind" not in ('balance_due_soon', 'hold_expiring');`);
    this.addSql(`alter table "booking_reminder" drop constraint "booking_reminder_pkey";`);
    this.addSql(`delete from "booking_reminder" a using "booking_reminder" b where a."booking_id" = b."booking_id" and a."kind" = b."kind" and a."due_at" < b."due_at";`);
    this.addSql(`alter table "booking_reminder" drop column "due_at";`);
    this.addSql(`alter table "booking_reminder" add constraint "booking_reminder_pkey" primary key ("booking_id", "kind");`);
    this.addSql(`alter table "booking_reminder" drop constraint if exists "booking_reminder_kind_check";`);
    this.addSql(`alter table "booking_reminder" add constraint "booking_reminder_kind_check" check ("kind" in ('balance_due_soon', 'hold_expiring'));`);
  }
}
