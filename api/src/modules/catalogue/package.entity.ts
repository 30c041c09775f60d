import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import Big from 'big.js';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars.js';
import { DEFAULT_PACKAGE_REFUND_TIERS, type RefundTier } from '../../rules/payments.js';
import type { OccupancyPrice } from '../../rules/umrah.js';
import { User } from '../accounts/user.entity.js';
import { type ArtKey, artPath } from './art.js';
import { PackageStatus, PackageTransportClass, PackageType, RoomOccupancy } from './enums.js';

// The full-text document package search matches; the GIN index below is on this exact expression.
export const PACKAGE_SEARCH_DOCUMENT = `to_tsvector('simple', "name" || ' ' || "description" || ' ' || coalesce("departure_city", ''))`;

@ObjectType({ description: 'Cancelled at least minDaysBefore calendar days (Pakistan time) before travel: refundPercent of what was paid comes back.' })
export class RefundTierType implements RefundTier {
  @Field(() => Int, { description: 'Calendar days before travel, at least (0-365).' })
  minDaysBefore!: number;

  @Field(() => Int, { description: 'Share of what was paid that is refunded, 0-100.' })
  refundPercent!: number;
}

@ObjectType({ description: 'The price of one bed in a room of one occupancy (Umrah and Hajj packages).' })
export class OccupancyPriceType implements OccupancyPrice {
  @Field(() => RoomOccupancy, { description: 'How many share the room.' })
  occupancy!: RoomOccupancy;

  @Field(() => DecimalScalar, { description: 'Price per person in PKR at this occupancy.' })
  priceInPkr!: string;
}

// simple resolvers: GraphQL reads the entity's properties directly (renamed getters opt out below)
@ObjectType({
  simpleResolvers: true,
  description: 'An Umrah, Hajj, holiday, international or domestic package sold by an agent. Prices are per person.',
})
@Entity({ tableName: 'package' })
@Unique({ name: 'package_slug_uniq', properties: ['slug'] })
@Index({ name: 'package_owner_idx', properties: ['owner'] })
// the public lists: active packages, featured first, then cheapest (one index per list shape)
@Index({
  name: 'package_list_by_type_idx',
  expression:
    'create index "package_list_by_type_idx" on "package" ("type", "featured" desc, "price_in_pkr", "id") where "status" = \'active\'',
})
@Index({
  name: 'package_list_idx',
  expression: 'create index "package_list_idx" on "package" ("featured" desc, "price_in_pkr", "id") where "status" = \'active\'',
})
// a seller's other departures of a type, soonest first (moving a booking to another date, issue 37)
@Index({
  name: 'package_departures_idx',
  expression:
    'create index "package_departures_idx" on "package" ("owner_id", "type", "start_date") where "status" = \'active\' and "start_date" is not null',
})
@Index({ name: 'package_search_idx', expression: `create index "package_search_idx" on "package" using gin (${PACKAGE_SEARCH_DOCUMENT})` })
// the agent workspace: an agent's packages newest first, their recent changes, and the admin's lists of all packages
@Index({
  name: 'package_owner_created_idx',
  expression: 'create index "package_owner_created_idx" on "package" ("owner_id", "created_at" desc, "id" desc)',
})
@Index({ name: 'package_owner_updated_idx', expression: 'create index "package_owner_updated_idx" on "package" ("owner_id", "updated_at" desc)' })
@Index({ name: 'package_created_idx', expression: 'create index "package_created_idx" on "package" ("created_at" desc, "id" desc)' })
@Index({
  name: 'package_type_created_idx',
  expression: 'create index "package_type_created_idx" on "package" ("type", "created_at" desc, "id" desc)',
})
@Check({ name: 'package_images_max', expression: 'cardinality(images) <= 5' })
@Check({ name: 'package_available_spots_range', expression: 'available_spots >= 0 and available_spots <= max_capacity' })
@Check({ name: 'package_max_capacity_positive', expression: 'max_capacity >= 1' })
@Check({ name: 'package_price_positive', expression: 'price_in_pkr > 0' })
@Check({ name: 'package_nights_non_negative', expression: 'makkah_nights >= 0 and madinah_nights >= 0' })
@Check({
  name: 'package_hotel_ratings_range',
  expression: 'makkah_hotel_rating >= 1 and makkah_hotel_rating <= 5 and madinah_hotel_rating >= 1 and madinah_hotel_rating <= 5',
})
@Check({ name: 'package_advance_payment_range', expression: 'advance_payment_percent >= 0 and advance_payment_percent <= 100' })
@Check({ name: 'package_rating_range', expression: 'rating >= 0 and rating <= 5' })
@Check({ name: 'package_dates_order', expression: 'end_date >= start_date' })
// per-bed prices (Migration20261212090000PerBedPrices): child and infant prices are never negative
@Check({ name: 'package_child_with_bed_price_in_pkr_check', expression: 'child_with_bed_price_in_pkr >= 0' })
@Check({ name: 'package_child_without_bed_price_in_pkr_check', expression: 'child_without_bed_price_in_pkr >= 0' })
@Check({ name: 'package_infant_price_in_pkr_check', expression: 'infant_price_in_pkr >= 0' })
@Check({ name: 'package_name_change_fee_in_pkr_check', expression: 'name_change_fee_in_pkr >= 0' })
export class Package {
  // computed or defaulted: not needed to create one
  [OptionalProps]?:
    | 'imageUrl'
    | 'ratingValue'
    | 'bookings'
    | 'ownerId'
    | 'status'
    | 'featured'
    | 'bookingsCount'
    | 'inclusions'
    | 'exclusions'
    | 'tags'
    | 'images'
    | 'transportType'
    | 'visaIncluded'
    | 'advancePaymentPercent'
    | 'refundTiers'
    | 'destinations'
    | 'countries'
    | 'occupancyPrices'
    | 'nameChangeFeeInPkr'
    | 'createdAt'
    | 'updatedAt';

  @Field(() => ID, { description: 'Package id (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Field(() => String, { description: 'Stable, URL-safe name; also names the artwork.' })
  @Property({ type: 'string', length: 120 })
  slug!: string;

  @Field(() => String, { description: 'Package name.' })
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => String, { description: 'Description of the package.' })
  @Property({ type: 'text' })
  description!: string;

  @Field(() => PackageType, { description: 'What kind of trip the package is.' })
  @Enum({ items: () => PackageType, nativeEnumName: undefined })
  type!: PackageType;

  // an uploaded image, when there is one; otherwise the generated artwork is served
  @Property({ type: 'text', nullable: true, fieldName: 'image_url' })
  uploadedImageUrl?: string | null;

  @Property({ type: 'json', nullable: true, lazy: true })
  art?: ArtKey | null;

  @Field(() => [String], { description: 'Uploaded images (at most 5), served by this app; the first is imageUrl.' })
  @Property({ type: 'text[]', default: '{}' })
  images: string[] = [];

  @Field(() => String, { description: 'Free text, e.g. "14 days".' })
  @Property({ type: 'string', length: 100 })
  duration!: string;

  @Field(() => DecimalScalar, { description: 'Price per person in PKR.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  priceInPkr!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'The price before a discount, in PKR, when there was one.' })
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  originalPriceInPkr?: string | null;

  @Field(() => Int, { description: 'Total seats (travellers) the package can take.' })
  @Property({ type: 'integer' })
  maxCapacity!: number;

  @Field(() => Int, { description: 'Seats left; never below 0 nor above maxCapacity (checked by the database).' })
  @Property({ type: 'integer' })
  availableSpots!: number;

  @Field(() => PackageStatus, { description: 'Listing status; only active packages are shown to travellers.' })
  @Enum({ items: () => PackageStatus, nativeEnumName: undefined, default: PackageStatus.active })
  status: PackageStatus = PackageStatus.active;

  @Field(() => Boolean, { description: 'Listed first in the public package list when true.' })
  @Property({ type: 'boolean', default: false })
  featured: boolean = false;

  @Property({ type: 'decimal', precision: 2, scale: 1, nullable: true })
  rating?: string | null;

  @Property({ type: 'integer', default: 0 })
  bookingsCount: number = 0;

  @Field(() => [String], { description: 'What the price includes, e.g. "Return flights".' })
  @Property({ type: 'text[]', default: '{}' })
  inclusions: string[] = [];

  @Field(() => [String], { description: 'What the price does not include.' })
  @Property({ type: 'text[]', default: '{}' })
  exclusions: string[] = [];

  @Field(() => [String], { description: 'Free-form labels for filtering and display.' })
  @Property({ type: 'text[]', default: '{}' })
  tags: string[] = [];

  // Umrah / Hajj details
  @Field(() => String, { nullable: true, description: 'City the trip departs from, e.g. "Karachi".' })
  @Property({ type: 'string', length: 100, nullable: true })
  departureCity?: string | null;

  @Field(() => PackageTransportClass, { description: 'Flight class included (Umrah and Hajj packages).' })
  @Enum({ items: () => PackageTransportClass, nativeEnumName: undefined, default: PackageTransportClass.economy })
  transportType: PackageTransportClass = PackageTransportClass.economy;

  @Field(() => String, { nullable: true, description: 'Hotel in Makkah (Umrah and Hajj packages).' })
  @Property({ type: 'string', length: 200, nullable: true })
  makkahHotel?: string | null;

  @Field(() => String, { nullable: true, description: 'Hotel in Madinah (Umrah and Hajj packages).' })
  @Property({ type: 'string', length: 200, nullable: true })
  madinahHotel?: string | null;

  @Field(() => Int, { nullable: true, description: 'Nights in Makkah (Umrah and Hajj packages).' })
  @Property({ type: 'smallint', nullable: true })
  makkahNights?: number | null;

  @Field(() => Int, { nullable: true, description: 'Nights in Madinah (Umrah and Hajj packages).' })
  @Property({ type: 'smallint', nullable: true })
  madinahNights?: number | null;

  @Field(() => Int, { nullable: true, description: 'Stars, 1 to 5.' })
  @Property({ type: 'smallint', nullable: true })
  makkahHotelRating?: number | null;

  @Field(() => Int, { nullable: true, description: 'Stars, 1 to 5.' })
  @Property({ type: 'smallint', nullable: true })
  madinahHotelRating?: number | null;

  @Field(() => Boolean, { description: 'True when the visa is included in the price.' })
  @Property({ type: 'boolean', default: false })
  visaIncluded: boolean = false;

  // per-bed prices (issue 36): empty for a package with one price (then priceInPkr is its only occupancy, quad)
  @Field(() => [OccupancyPriceType], { description: 'Per-bed prices by room occupancy, cheapest first; empty when the package has one price.' })
  @Property({ type: 'json', default: '[]' })
  occupancyPrices: OccupancyPrice[] = [];

  @Field(() => DecimalScalar, { nullable: true, description: 'A child (2 to 11) with a bed of its own, in PKR; null when not offered.' })
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  childWithBedPriceInPkr?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'A child (2 to 11) sharing an adult bed, in PKR; null when not offered.' })
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  childWithoutBedPriceInPkr?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'An infant (under 2), in PKR; null when not offered.' })
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  infantPriceInPkr?: string | null;

  // policies
  @Field(() => Int, { description: 'Share of the price paid up front, 0 to 100.' })
  @Property({ type: 'smallint', default: 30 })
  advancePaymentPercent: number = 30;

  @Field(() => DecimalScalar, { description: 'What the seller charges to correct a traveller’s name after booking, in PKR (0: free).' })
  @Property({ type: 'decimal', precision: 14, scale: 2, default: '0' })
  nameChangeFeeInPkr: string = '0.00';

  @Field(() => String, { nullable: true, description: 'Cancellation policy, free text.' })
  @Property({ type: 'text', nullable: true })
  cancellationPolicy?: string | null;

  @Field(() => [RefundTierType], { description: 'What a cancellation refunds, by notice, most notice first (beside the free-text policy).' })
  @Property({ type: 'json', default: JSON.stringify(DEFAULT_PACKAGE_REFUND_TIERS) })
  refundTiers: RefundTier[] = DEFAULT_PACKAGE_REFUND_TIERS.map((t) => ({ ...t }));

  @Field(() => String, { nullable: true, description: 'Terms and conditions, free text.' })
  @Property({ type: 'text', nullable: true })
  termsAndConditions?: string | null;

  // the admin form's extra fields
  @Field(() => [String], { description: 'Places the trip visits.' })
  @Property({ type: 'text[]', default: '{}' })
  destinations: string[] = [];

  @Field(() => [String], { description: 'Countries the trip visits.' })
  @Property({ type: 'text[]', default: '{}' })
  countries: string[] = [];

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' })
  @Property({ type: 'date', nullable: true })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' })
  @Property({ type: 'date', nullable: true })
  endDate?: string | null;

  // the agent who sells it; null for platform-owned packages
  @ManyToOne({ entity: () => User, nullable: true, ref: true, deleteRule: 'set null', updateRule: 'cascade' })
  owner?: Ref<User> | null;

  @Field(() => Date, { description: 'When the package was created, ISO 8601 date-time.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { description: 'When the package was last changed, ISO 8601 date-time.' })
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => String, { name: 'imageUrl', description: 'Served by this app: the uploaded image or the generated artwork.' })
  get imageUrl(): string {
    return this.images?.[0] ?? this.uploadedImageUrl ?? artPath('package', this.slug);
  }

  @Field(() => Float, { name: 'rating', simple: false, nullable: true, description: 'Average review rating, 0 to 5.' })
  get ratingValue(): number | null {
    return this.rating == null ? null : Number(new Big(this.rating).toFixed(1));
  }

  @Field(() => Int, { name: 'bookings', simple: false, description: 'How many bookings the package has had.' })
  get bookings(): number {
    return this.bookingsCount;
  }

  @Field(() => ID, { name: 'ownerId', simple: false, nullable: true, description: 'The selling agent, if any.' })
  get ownerId(): string | null {
    return this.owner?.id ?? null;
  }
}
