import { Migration } from '@mikro-orm/migrations';

// Wallet top-ups and wallet payments (issue 17): a payment may have no booking (an agent topping up its wallet:
// purpose 'top_up', the payer is the agent), and 'wallet' is a method of payments and refunds (a booking paid from the
// agent's wallet; its refunds go back to the wallet at once).
export class Migration20261204090000WalletTopUps extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "payment" alter column "booking_id" drop not null;');
    this.addSql('alter table "payment" drop constraint if exists "payment_method_check";');
    this.addSql(`alter table "payment" add constraint "payment_method_check" check ("method" in ('sandbox', 'jazzcash', 'bank_transfer', 'wallet'));`);
    this.addSql('alter table "payment" drop constraint if exists "payment_purpose_check";');
    this.addSql(`alter table "payment" add constraint "payment_purpose_check" check ("purpose" in ('advance', 'balance', 'full', 'top_up'));`);
    // a top-up is the only payment without a booking, and it never has one
    this.addSql(`alter table "payment" add constraint "payment_booking_purpose" check ((booking_id is null) = (purpose = 'top_up'));`);
    this.addSql('alter table "payment_refund" drop constraint if exists "payment_refund_method_check";');
    this.addSql(
      `alter table "payment_refund" add constraint "payment_refund_method_check" check ("method" in ('sandbox', 'jazzcash', 'bank_transfer', 'wallet'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "payment_event" where "payment_id" in (select "id" from "payment" where "booking_id" is null);`);
    this.addSql(`delete from "payment" where "booking_id" is null;`);
    this.addSql('alter table "payment" drop constraint if exists "payment_booking_purpose";');
    this.addSql('alter table "payment_refund" drop constraint if exists "payment_refund_method_check";');
    this.addSql(`alter table "payment_refund" add constraint "payment_refund_method_check" check ("method" in ('sandbox', 'jazzcash', 'bank_transfer'));`);
    this.addSql('alter table "payment" drop constraint if exists "payment_purpose_check";');
    this.addSql(`alter table "payment" add constraint "payment_purpose_check" check ("purpose" in ('advance', 'balance', 'full'));`);
    this.addSql('alter table "payment" drop constraint if exists "payment_method_check";');
    this.addSql(`alter table "payment" add constraint "payment_method_check" check ("method" in ('sandbox', 'jazzcash', 'bank_transfer'));`);
    this.addSql('alter table "payment" alter column "booking_id" set not null;');
  }
}
