import { Migration } from '@mikro-orm/migrations';

// Umrah groups (issue 36): an agency's group, its pilgrims (a passport once per group among those not cancelled), the
// rooms bought, the hotel stays (bookings) and the transfer legs. Every list of a group reads its (group_id, …) index.
export class Migration20261212100000UmrahGroups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "umrah_group" (
      "id" uuid not null default gen_random_uuid() primary key,
      "owner_id" uuid not null,
      "created_by" uuid not null,
      "name" varchar(120) not null,
      "package_id" uuid null,
      "arrival_date" date not null,
      "departure_date" date not null,
      "arrival_airport" varchar(3) not null,
      "departure_airport" varchar(3) not null,
      "makkah_nights" smallint not null,
      "madinah_nights" smallint not null,
      "first_city" text check ("first_city" in ('makkah', 'madinah')) not null,
      "status" text check ("status" in ('draft', 'ready', 'visa_submitted', 'visa_issued')) not null default 'draft',
      "visa_submitted_at" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "umrah_group_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete cascade,
      constraint "umrah_group_created_by_foreign" foreign key ("created_by") references "app_user" ("id") on update cascade on delete cascade,
      constraint "umrah_group_package_id_foreign" foreign key ("package_id") references "package" ("id") on update cascade on delete set null,
      constraint umrah_group_dates_order check (departure_date > arrival_date),
      constraint umrah_group_nights_range check (makkah_nights >= 0 and makkah_nights <= 90 and madinah_nights >= 0 and madinah_nights <= 90));`);
    this.addSql('create index "umrah_group_owner_idx" on "umrah_group" ("owner_id", "created_at" desc, "id" desc);');
    this.addSql('create index "umrah_group_package_idx" on "umrah_group" ("package_id") where "package_id" is not null;');

    this.addSql(`create table "umrah_room" (
      "id" uuid not null default gen_random_uuid() primary key,
      "group_id" uuid not null,
      "occupancy" text check ("occupancy" in ('sharing', 'quad', 'triple', 'double', 'single')) not null,
      "position" smallint not null,
      constraint "umrah_room_group_id_foreign" foreign key ("group_id") references "umrah_group" ("id") on update cascade on delete cascade);`);
    this.addSql('create index "umrah_room_group_idx" on "umrah_room" ("group_id", "position");');

    this.addSql(`create table "umrah_pilgrim" (
      "id" uuid not null default gen_random_uuid() primary key,
      "group_id" uuid not null,
      "position" integer not null,
      "given_names" varchar(100) not null,
      "surname" varchar(100) not null,
      "gender" text check ("gender" in ('M', 'F')) not null,
      "date_of_birth" date not null,
      "nationality" varchar(3) not null,
      "passport_number" varchar(20) not null,
      "passport_issue_date" date not null,
      "passport_expiry_date" date not null,
      "cnic" varchar(15) null,
      "family" varchar(100) null,
      "relation" varchar(60) null,
      "meningitis_vaccination_date" date null,
      "polio_vaccination_date" date null,
      "phone" varchar(30) null,
      "room_id" uuid null,
      "visa_application_id" uuid null,
      "created_at" timestamptz not null,
      "removed_at" timestamptz null,
      constraint "umrah_pilgrim_group_id_foreign" foreign key ("group_id") references "umrah_group" ("id") on update cascade on delete cascade,
      constraint "umrah_pilgrim_room_id_foreign" foreign key ("room_id") references "umrah_room" ("id") on update cascade on delete set null,
      constraint "umrah_pilgrim_visa_application_id_foreign" foreign key ("visa_application_id") references "visa_application" ("id") on update cascade on delete set null);`);
    this.addSql('create index "umrah_pilgrim_group_idx" on "umrah_pilgrim" ("group_id", "position");');
    this.addSql('create unique index "umrah_pilgrim_passport_uniq" on "umrah_pilgrim" ("group_id", "passport_number") where "removed_at" is null;');
    this.addSql('create index "umrah_pilgrim_room_idx" on "umrah_pilgrim" ("room_id") where "room_id" is not null;');
    this.addSql('create index "umrah_pilgrim_visa_idx" on "umrah_pilgrim" ("visa_application_id") where "visa_application_id" is not null;');

    this.addSql(`create table "umrah_stay" (
      "id" uuid not null default gen_random_uuid() primary key,
      "group_id" uuid not null,
      "city" text check ("city" in ('makkah', 'madinah')) not null,
      "booking_id" uuid not null,
      "hotel_id" uuid not null,
      "hotel_name" varchar(200) not null,
      "check_in_date" date not null,
      "check_out_date" date not null,
      "room_type" varchar(40) not null,
      "room_count" smallint not null,
      "guest_count" smallint not null,
      "created_at" timestamptz not null,
      constraint "umrah_stay_group_id_foreign" foreign key ("group_id") references "umrah_group" ("id") on update cascade on delete cascade,
      constraint "umrah_stay_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on update cascade on delete cascade,
      constraint "umrah_stay_hotel_id_foreign" foreign key ("hotel_id") references "hotel" ("id") on update cascade on delete cascade,
      constraint umrah_stay_counts check (room_count > 0 and guest_count > 0));`);
    this.addSql('create index "umrah_stay_group_idx" on "umrah_stay" ("group_id", "check_in_date");');
    this.addSql('create index "umrah_stay_booking_idx" on "umrah_stay" ("booking_id");');

    this.addSql(`create table "umrah_transfer" (
      "id" uuid not null default gen_random_uuid() primary key,
      "group_id" uuid not null,
      "kind" text check ("kind" in ('arrival', 'intercity', 'departure')) not null,
      "from_place" varchar(100) not null,
      "to_place" varchar(100) not null,
      "date" date not null,
      "provider" varchar(100) not null,
      "confirmation_number" varchar(60) not null,
      "created_at" timestamptz not null,
      constraint "umrah_transfer_group_id_foreign" foreign key ("group_id") references "umrah_group" ("id") on update cascade on delete cascade);`);
    this.addSql('create index "umrah_transfer_group_idx" on "umrah_transfer" ("group_id", "date");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "umrah_transfer", "umrah_stay", "umrah_pilgrim", "umrah_room", "umrah_group";');
  }
}
