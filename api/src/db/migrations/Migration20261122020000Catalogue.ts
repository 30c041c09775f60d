import { Migration } from '@mikro-orm/migrations';

// The catalogue: packages, transport options, hotels with room types and per-night availability.
export class Migration20261122020000Catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "package" (
        "id" uuid not null default gen_random_uuid(),
        "slug" varchar(120) not null,
        "name" varchar(200) not null,
        "description" text not null,
        "type" text check ("type" in ('umrah', 'hajj', 'holiday', 'international', 'domestic')) not null,
        "image_url" text null,
        "art" jsonb null,
        "duration" varchar(100) not null,
        "price_in_pkr" numeric(14,2) not null,
        "original_price_in_pkr" numeric(14,2) null,
        "max_capacity" int not null,
        "available_spots" int not null,
        "status" text check ("status" in ('active', 'inactive', 'draft')) not null default 'active',
        "featured" boolean not null default false,
        "rating" numeric(2,1) null,
        "bookings_count" int not null default 0,
        "inclusions" text[] not null default '{}',
        "exclusions" text[] not null default '{}',
        "tags" text[] not null default '{}',
        "departure_city" varchar(100) null,
        "transport_type" text check ("transport_type" in ('economy', 'business', 'first')) not null default 'economy',
        "makkah_hotel" varchar(200) null,
        "madinah_hotel" varchar(200) null,
        "makkah_nights" smallint null,
        "madinah_nights" smallint null,
        "makkah_hotel_rating" smallint null,
        "madinah_hotel_rating" smallint null,
        "visa_included" boolean not null default false,
        "advance_payment_percent" smallint not null default 30,
        "cancellation_policy" text null,
        "terms_and_conditions" text null,
        "destinations" text[] not null default '{}',
        "countries" text[] not null default '{}',
        "start_date" date null,
        "end_date" date null,
        "owner_id" uuid null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "package_pkey" primary key ("id"),
        constraint "package_slug_uniq" unique ("slug"),
        constraint "package_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete set null,
        -- seats never go below 0 nor above the capacity, whatever the concurrency
        constraint "package_available_spots_range" check ("available_spots" >= 0 and "available_spots" <= "max_capacity"),
        constraint "package_max_capacity_positive" check ("max_capacity" >= 1),
        constraint "package_price_positive" check ("price_in_pkr" > 0),
        constraint "package_nights_non_negative" check ("makkah_nights" >= 0 and "madinah_nights" >= 0),
        constraint "package_hotel_ratings_range" check ("makkah_hotel_rating" >= 1 and "makkah_hotel_rating" <= 5 and "madinah_hotel_rating" >= 1 and "madinah_hotel_rating" <= 5),
        constraint "package_advance_payment_range" check ("advance_payment_percent" >= 0 and "advance_payment_percent" <= 100),
        constraint "package_rating_range" check ("rating" >= 0 and "rating" <= 5),
        constraint "package_dates_order" check ("end_date" >= "start_date")
      );`);
    this.addSql('create index "package_owner_idx" on "package" ("owner_id");');
    // the public lists: active packages, featured first, then cheapest
    this.addSql(
      'create index "package_list_by_type_idx" on "package" ("type", "featured" desc, "price_in_pkr", "id") where "status" = \'active\';',
    );
    this.addSql('create index "package_list_idx" on "package" ("featured" desc, "price_in_pkr", "id") where "status" = \'active\';');
    // word-prefix search over name, description and departure city
    this.addSql(
      `create index "package_search_idx" on "package" using gin (to_tsvector('simple', "name" || ' ' || "description" || ' ' || coalesce("departure_city", '')));`,
    );

    this.addSql(`
      create table "transport_option" (
        "id" uuid not null default gen_random_uuid(),
        "slug" varchar(120) not null,
        "type" text check ("type" in ('car_rental', 'bus', 'train', 'airport_transfer')) not null,
        "name" varchar(200) not null,
        "description" text not null,
        "operator" varchar(120) null,
        "price_in_pkr" numeric(14,2) not null,
        "from_city" varchar(100) not null,
        "to_city" varchar(100) null,
        "duration" varchar(100) not null,
        "features" text[] not null default '{}',
        "seats_total" int null,
        "seats_available" int null,
        "active" boolean not null default true,
        "image_url" text null,
        "art" jsonb null,
        "owner_id" uuid null,
        "created_at" timestamptz not null default now(),
        constraint "transport_option_pkey" primary key ("id"),
        constraint "transport_option_slug_uniq" unique ("slug"),
        constraint "transport_option_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete set null,
        constraint "transport_option_price_positive" check ("price_in_pkr" > 0),
        constraint "transport_option_seats_range" check ("seats_available" is null or ("seats_total" is not null and "seats_available" >= 0 and "seats_available" <= "seats_total"))
      );`);
    this.addSql('create index "transport_option_owner_idx" on "transport_option" ("owner_id");');
    this.addSql('create index "transport_option_list_idx" on "transport_option" ("type", "price_in_pkr", "id") where "active";');

    this.addSql(`
      create table "hotel" (
        "id" uuid not null default gen_random_uuid(),
        "slug" varchar(120) not null,
        "name" varchar(200) not null,
        "city" varchar(100) not null,
        "city_key" varchar(100) not null,
        "country" varchar(100) not null,
        "description" text not null,
        "rating" smallint not null,
        "amenities" text[] not null default '{}',
        "images" text[] not null default '{}',
        "image_url" text null,
        "art" jsonb null,
        "active" boolean not null default true,
        "created_at" timestamptz not null default now(),
        constraint "hotel_pkey" primary key ("id"),
        constraint "hotel_slug_uniq" unique ("slug"),
        constraint "hotel_rating_range" check ("rating" >= 1 and "rating" <= 5)
      );`);
    // a city's hotels in result order: a search reads one page of this index
    this.addSql('create index "hotel_city_list_idx" on "hotel" ("city_key", "rating" desc, "name", "id") where "active";');

    this.addSql(`
      create table "hotel_room_type" (
        "id" serial primary key,
        "hotel_id" uuid not null,
        "kind" text check ("kind" in ('Standard', 'Deluxe', 'Suite')) not null,
        "price_per_night_pkr" numeric(14,2) not null,
        "rooms_count" smallint not null,
        "max_occupancy" smallint not null default 2,
        constraint "hotel_room_type_hotel_kind_uniq" unique ("hotel_id", "kind"),
        constraint "hotel_room_type_hotel_id_foreign" foreign key ("hotel_id") references "hotel" ("id") on update cascade on delete cascade,
        constraint "hotel_room_type_price_positive" check ("price_per_night_pkr" > 0),
        constraint "hotel_room_type_rooms_count_range" check ("rooms_count" >= 0 and "rooms_count" <= 10000),
        constraint "hotel_room_type_max_occupancy_range" check ("max_occupancy" >= 1 and "max_occupancy" <= 10)
      );`);

    // One row per room type per night, pre-filled for a rolling 365 nights. Booking will take rooms with a
    // conditional UPDATE ... WHERE rooms_available >= n over the stay's nights; the check keeps it in range.
    this.addSql(`
      create table "hotel_room_night" (
        "room_type_id" int not null,
        "night" date not null,
        "rooms_total" smallint not null,
        "rooms_available" smallint not null,
        constraint "hotel_room_night_pkey" primary key ("room_type_id", "night"),
        constraint "hotel_room_night_room_type_id_foreign" foreign key ("room_type_id") references "hotel_room_type" ("id") on update cascade on delete cascade,
        constraint "hotel_room_night_rooms_range" check ("rooms_available" >= 0 and "rooms_available" <= "rooms_total")
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "hotel_room_night";');
    this.addSql('drop table if exists "hotel_room_type";');
    this.addSql('drop table if exists "hotel";');
    this.addSql('drop table if exists "transport_option";');
    this.addSql('drop table if exists "package";');
  }
}
