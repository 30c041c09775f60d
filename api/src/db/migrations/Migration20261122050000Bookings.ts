import { Migration } from '@mikro-orm/migrations';

// a migration is history: its own copy of the count (the booking service's is modules/bookings/stats.service.ts)
const STATS_SHARDS = 16;

export class Migration20261122050000Bookings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "booking" (
        "id" uuid not null default gen_random_uuid() primary key,
        "user_id" uuid not null,
        "seller_id" uuid null,
        "type" text check ("type" in ('flight', 'hotel', 'package', 'transport')) not null,
        "item_name" varchar(300) not null,
        "package_id" uuid null,
        "transport_id" uuid null,
        "hotel_id" uuid null,
        "room_type_id" int null,
        "room_type" varchar(20) null,
        "check_in_date" date null,
        "check_out_date" date null,
        "room_count" smallint null,
        "guest_count" smallint null,
        "passenger_count" smallint not null,
        "total_price_in_pkr" numeric(14,2) not null,
        "saved_in_pkr" numeric(14,2) not null default '0',
        "currency" varchar(3) not null default 'PKR',
        "currency_rate" numeric(20,10) not null default '1',
        "status" text check ("status" in ('confirmed', 'pending', 'completed', 'cancelled')) not null,
        "travel_date" timestamptz null,
        "special_requirements" text null,
        "created_at" timestamptz not null,
        "cancelled_at" timestamptz null,
        constraint "booking_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade,
        constraint "booking_passenger_count_range" check (passenger_count >= 1),
        constraint "booking_total_non_negative" check (total_price_in_pkr >= 0)
      );`);
    this.addSql('create index "booking_user_created_idx" on "booking" ("user_id", "created_at");');
    this.addSql('create index "booking_seller_created_idx" on "booking" ("seller_id", "created_at");');
    this.addSql('create index "booking_created_idx" on "booking" ("created_at");');
    this.addSql('create index "booking_status_travel_idx" on "booking" ("status", "travel_date");');

    this.addSql(`
      create table "idempotency_key" (
        "user_id" uuid not null,
        "key" varchar(255) not null,
        "request_hash" varchar(64) not null,
        "booking_id" uuid null,
        "created_at" timestamptz not null,
        constraint "idempotency_key_pkey" primary key ("user_id", "key")
      );`);
    this.addSql('create index "idempotency_key_created_idx" on "idempotency_key" ("created_at");');

    this.addSql(`
      create table "booking_stats_shard" (
        "shard" smallint not null primary key,
        "bookings" bigint not null,
        "revenue" numeric(18,2) not null
      );`);
    this.addSql(`insert into "booking_stats_shard" ("shard", "bookings", "revenue") select s, 0, 0 from generate_series(0, ${STATS_SHARDS - 1}) s;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "booking_stats_shard";');
    this.addSql('drop table if exists "idempotency_key";');
    this.addSql('drop table if exists "booking";');
  }
}
