import { Migration } from '@mikro-orm/migrations';

// Invoices, receipts and credit notes (issue 18 point 2): one document per succeeded payment (INV-yyyy-nnnnnn) and per
// refund (CRN-yyyy-nnnnnn), numbered from a counter row per series and year that the payment's own transaction bumps
// (a sequence would leave gaps on rollback; the row's lock makes the numbers consecutive). The number is given at
// COMMIT by a deferred trigger, after everything else the transaction locks (ledger accounts above all): a counter
// row taken in the middle of a transaction that then waits for a ledger account deadlocks with one that holds that
// account and waits for the counter (a surplus payment's credit note against a cancellation's, seen in the ledger's
// property test).
export class Migration20261208100000Invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "invoice_counter" (
        "series" varchar(3) not null,
        "year" smallint not null,
        "last_number" integer not null,
        constraint "invoice_counter_pkey" primary key ("series", "year"),
        constraint invoice_counter_positive check (last_number > 0)
      );`);
    this.addSql(`
      create table "invoice" (
        "id" uuid not null default gen_random_uuid(),
        "number" varchar(20) null,
        "series" varchar(3) not null,
        "year" smallint not null,
        "sequence" integer null,
        "kind" text check ("kind" in ('invoice', 'credit_note')) not null,
        "payment_id" uuid null,
        "refund_id" uuid null,
        "booking_id" uuid null,
        "buyer_id" uuid not null,
        "buyer" jsonb not null,
        "seller" jsonb not null,
        "lines" jsonb not null,
        "subtotal_in_pkr" numeric(14,2) not null,
        "tax_in_pkr" numeric(14,2) not null,
        "total_in_pkr" numeric(14,2) not null,
        "currency" varchar(3) not null default 'PKR',
        "currency_rate" numeric(20,10) not null default '1',
        "total_in_currency" numeric(14,2) not null,
        "issued_at" timestamptz not null,
        constraint "invoice_pkey" primary key ("id"),
        constraint invoice_one_source check ((payment_id is null) <> (refund_id is null)),
        constraint invoice_total_positive check (total_in_pkr > 0),
        constraint invoice_numbered_together check ((number is null) = (sequence is null))
      );`);
    // the number at commit: the series' counter row is locked last, and only by transactions that do commit
    this.addSql(`
      create function "invoice_take_number"() returns trigger language plpgsql as $$
      declare n integer;
      begin
        insert into "invoice_counter" ("series", "year", "last_number") values (new."series", new."year", 1)
          on conflict ("series", "year") do update set "last_number" = "invoice_counter"."last_number" + 1
          returning "last_number" into n;
        update "invoice"
           set "sequence" = n,
               "number" = new."series" || '-' || new."year" || '-' || case when n < 1000000 then lpad(n::text, 6, '0') else n::text end
         where "id" = new."id";
        return null;
      end $$;`);
    this.addSql(`
      create constraint trigger "invoice_number_at_commit" after insert on "invoice"
        deferrable initially deferred for each row execute function "invoice_take_number"();`);
    this.addSql('alter table "invoice" add constraint "invoice_number_uniq" unique ("number");');
    this.addSql('alter table "invoice" add constraint "invoice_series_year_sequence_uniq" unique ("series", "year", "sequence");');
    this.addSql('alter table "invoice" add constraint "invoice_payment_uniq" unique ("payment_id");');
    this.addSql('alter table "invoice" add constraint "invoice_refund_uniq" unique ("refund_id");');
    this.addSql('create index "invoice_booking_idx" on "invoice" ("booking_id");');
    this.addSql('create index "invoice_buyer_issued_idx" on "invoice" ("buyer_id", "issued_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "invoice" cascade;');
    this.addSql('drop function if exists "invoice_take_number"();');
    this.addSql('drop table if exists "invoice_counter" cascade;');
  }
}
