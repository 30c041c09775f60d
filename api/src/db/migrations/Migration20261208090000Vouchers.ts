import { Migration } from '@mikro-orm/migrations';

// Voucher codes (issue 18 point 1): one per booking, the random code its QR code opens (/v/{code}).
export class Migration20261208090000Vouchers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "voucher" (
        "booking_id" uuid not null,
        "code" varchar(43) not null,
        "created_at" timestamptz not null,
        constraint "voucher_pkey" primary key ("booking_id")
      );`);
    this.addSql('alter table "voucher" add constraint "voucher_code_uniq" unique ("code");');
    this.addSql(
      'alter table "voucher" add constraint "voucher_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete cascade;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "voucher" cascade;');
  }
}
