import {
  Check,
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  type Ref,
  Unique,
} from '@mikro-orm/core';
import { type ArtKey, artPath } from './art.js';
import { RoomKind } from './enums.js';

// Hotel inventory. Searching is raw SQL in hotels.service.ts (one statement per search), so these entities are not
// GraphQL types themselves: a search returns `Hotel` results priced for the requested dates and currency.

/** What a hotel says about itself, as the demo data gives it and a search shows it. */
export type HotelFacts = Pick<Hotel, 'slug' | 'name' | 'city' | 'country' | 'description' | 'rating' | 'amenities'>;

@Entity({ tableName: 'hotel' })
@Unique({ name: 'hotel_slug_uniq', properties: ['slug'] })
// a city's hotels in result order: the search reads one page of this index
@Index({
  name: 'hotel_city_list_idx',
  expression: 'create index "hotel_city_list_idx" on "hotel" ("city_key", "rating" desc, "name", "id") where "active"',
})
@Check({ name: 'hotel_rating_range', expression: 'rating >= 1 and rating <= 5' })
export class Hotel {
  [OptionalProps]?: 'imageUrl' | 'amenities' | 'images' | 'active' | 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string', length: 120 })
  slug!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 100 })
  city!: string;

  // cityKey(city) from api/src/rules/catalogue.ts: folded case and spelling (Mecca → makkah)
  @Property({ type: 'string', length: 100 })
  cityKey!: string;

  @Property({ type: 'string', length: 100 })
  country!: string;

  @Property({ type: 'text' })
  description!: string;

  // stars, 1 to 5
  @Property({ type: 'smallint' })
  rating!: number;

  @Property({ type: 'text[]', default: '{}' })
  amenities: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  images: string[] = [];

  @Property({ type: 'text', nullable: true, fieldName: 'image_url' })
  uploadedImageUrl?: string | null;

  @Property({ type: 'json', nullable: true, lazy: true })
  art?: ArtKey | null;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @OneToMany({ entity: () => HotelRoomType, mappedBy: 'hotel' })
  roomTypes = new Collection<HotelRoomType>(this);

  get imageUrl(): string {
    return this.uploadedImageUrl ?? artPath('hotel', this.slug);
  }
}

@Entity({ tableName: 'hotel_room_type' })
@Unique({ name: 'hotel_room_type_hotel_kind_uniq', properties: ['hotel', 'kind'] })
@Check({ name: 'hotel_room_type_price_positive', expression: 'price_per_night_pkr > 0' })
@Check({ name: 'hotel_room_type_rooms_count_range', expression: 'rooms_count >= 0 and rooms_count <= 10000' })
@Check({ name: 'hotel_room_type_max_occupancy_range', expression: 'max_occupancy >= 1 and max_occupancy <= 10' })
export class HotelRoomType {
  [OptionalProps]?: 'maxOccupancy';

  // an integer key keeps the per-night table (a row per room type per night) narrow
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Hotel, deleteRule: 'cascade', updateRule: 'cascade', ref: true })
  hotel!: Ref<Hotel>;

  @Enum({ items: () => RoomKind, nativeEnumName: undefined })
  kind!: RoomKind;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  pricePerNightPkr!: string;

  // rooms of this type in the hotel; each night's row starts with this many available
  @Property({ type: 'smallint' })
  roomsCount!: number;

  // guests one room sleeps
  @Property({ type: 'smallint', default: 2 })
  maxOccupancy: number = 2;
}

/**
 * Availability: one row per room type per night, pre-filled for a rolling 365 nights (the demo seeder and
 * `extendRoomInventory` keep the window filled). A night without a row is not on sale. Booking takes rooms with
 * one conditional UPDATE per stay (`rooms_available >= n` on every night, row count = nights); cancelling gives
 * them back, and the check below stops availability from ever going below 0 or above the night's total.
 */
@Entity({ tableName: 'hotel_room_night' })
@Check({ name: 'hotel_room_night_rooms_range', expression: 'rooms_available >= 0 and rooms_available <= rooms_total' })
export class HotelRoomNight {
  [PrimaryKeyProp]?: ['roomType', 'night'];

  @ManyToOne({ entity: () => HotelRoomType, primary: true, deleteRule: 'cascade', updateRule: 'cascade', ref: true })
  roomType!: Ref<HotelRoomType>;

  @PrimaryKey({ type: 'date' })
  night!: string;

  @Property({ type: 'smallint' })
  roomsTotal!: number;

  @Property({ type: 'smallint' })
  roomsAvailable!: number;
}
