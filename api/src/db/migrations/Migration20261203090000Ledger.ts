import { Migration } from '@mikro-orm/migrations';

// The double-entry books (issue 17): accounts, journal entries and their lines. Two triggers keep the books honest
// whatever the code does: posted entries and lines are never updated or deleted (a correction is a reversing entry),
// and a transaction cannot commit an entry whose lines do not sum to zero.
export class Migration20261203090000Ledger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "ledger_account" (
        "id" uuid not null default gen_random_uuid(),
        "kind" text check ("kind" in ('agent_wallet', 'agent_earnings', 'gateway_clearing', 'platform_revenue', 'commission_income', 'refunds_payable', 'customer_deposits', 'payouts_payable')) not null,
        "owner_id" uuid null,
        "balance_in_pkr" numeric(16,2) not null default '0',
        "credit_limit_in_pkr" numeric(14,2) not null default '0',
        "commission_percent" numeric(5,2) null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "ledger_account_pkey" primary key ("id"),
        constraint ledger_account_credit_positive check (credit_limit_in_pkr >= 0),
        constraint ledger_account_wallet_funds check (kind <> 'agent_wallet' or balance_in_pkr <= credit_limit_in_pkr)
      );`);
    this.addSql('create unique index "ledger_account_platform_uniq" on "ledger_account" ("kind") where "owner_id" is null;');
    this.addSql('alter table "ledger_account" add constraint "ledger_account_kind_owner_uniq" unique ("kind", "owner_id");');

    this.addSql(`
      create table "journal_entry" (
        "id" uuid not null default gen_random_uuid(),
        "kind" text check ("kind" in ('payment', 'refund', 'top_up', 'wallet_payment', 'wallet_refund', 'commission', 'payout', 'reversal', 'adjustment')) not null,
        "description" text not null,
        "booking_id" uuid null,
        "payment_id" uuid null,
        "actor_id" uuid null,
        "reverses_id" uuid null,
        "key" varchar(200) null,
        "posted_at" timestamptz not null,
        constraint "journal_entry_pkey" primary key ("id")
      );`);
    this.addSql('create index "journal_entry_payment_idx" on "journal_entry" ("payment_id") where "payment_id" is not null;');
    this.addSql('create index "journal_entry_booking_idx" on "journal_entry" ("booking_id") where "booking_id" is not null;');
    this.addSql('create index "journal_entry_posted_idx" on "journal_entry" ("posted_at");');
    this.addSql('alter table "journal_entry" add constraint "journal_entry_reverses_uniq" unique ("reverses_id");');
    this.addSql('alter table "journal_entry" add constraint "journal_entry_key_uniq" unique ("key");');

    this.addSql(`
      create table "journal_line" (
        "id" bigserial primary key,
        "entry_id" uuid not null,
        "account_id" uuid not null,
        "amount_in_pkr" numeric(16,2) not null,
        "balance_after_in_pkr" numeric(16,2) not null,
        "posted_at" timestamptz not null,
        constraint journal_line_amount_nonzero check (amount_in_pkr <> 0)
      );`);
    this.addSql('create index "journal_line_entry_idx" on "journal_line" ("entry_id");');
    this.addSql('create index "journal_line_account_posted_idx" on "journal_line" ("account_id", "posted_at", "id");');

    this.addSql('alter table "journal_entry" add constraint "journal_entry_actor_id_foreign" foreign key ("actor_id") references "app_user" ("id") on update cascade on delete set null;');
    this.addSql('alter table "journal_entry" add constraint "journal_entry_reverses_id_foreign" foreign key ("reverses_id") references "journal_entry" ("id") on update cascade on delete set null;');
    this.addSql('alter table "journal_line" add constraint "journal_line_entry_id_foreign" foreign key ("entry_id") references "journal_entry" ("id") on update cascade;');
    this.addSql('alter table "journal_line" add constraint "journal_line_account_id_foreign" foreign key ("account_id") references "ledger_account" ("id") on update cascade;');

    // posted means final
    this.addSql(`
      create function ledger_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'journal entries and lines are immutable: post a reversing entry instead' using errcode = '55000';
      end $$;`);
    this.addSql('create trigger journal_entry_immutable before update or delete on "journal_entry" for each row execute function ledger_refuse_change();');
    this.addSql('create trigger journal_line_immutable before update or delete on "journal_line" for each row execute function ledger_refuse_change();');
    // every entry balances, checked at commit (the lines of one entry are inserted one by one)
    this.addSql(`
      create function ledger_entry_balanced() returns trigger language plpgsql as $$
      declare total numeric;
      begin
        select coalesce(sum(amount_in_pkr), 0) into total from journal_line where entry_id = new.entry_id;
        if total <> 0 then
          raise exception 'journal entry % does not balance (lines sum to %)', new.entry_id, total using errcode = '23514';
        end if;
        return null;
      end $$;`);
    this.addSql(
      'create constraint trigger journal_line_balanced after insert on "journal_line" deferrable initially deferred for each row execute function ledger_entry_balanced();',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "journal_line";');
    this.addSql('drop table if exists "journal_entry";');
    this.addSql('drop table if exists "ledger_account";');
    this.addSql('drop function if exists ledger_entry_balanced();');
    this.addSql('drop function if exists ledger_refuse_change();');
  }
}
