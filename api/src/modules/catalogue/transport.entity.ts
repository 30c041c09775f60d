import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars.js';
import { User } from '../accounts/user.entity.js';
import { type ArtKey, artPath } from './art.js';
import { TransportType } from './enums.js';

@ObjectType({
  simpleResolvers: true,
  description: 'A car rental, bus, train or airport transfer option. Car rental is priced per day, the rest per trip.',
})
@Entity({ tableName: 'transport_option' })
@Unique({ name: 'transport_option_slug_uniq', properties: ['slug'] })
@Index({ name: 'transport_option_owner_idx', properties: ['owner'] })
@Index({
  name: 'transport_option_list_idx',
  expression: 'create index "transport_option_list_idx" on "transport_option" ("type", "price_in_pkr", "id") where "active"',
})
@Check({ name: 'transport_option_price_positive', expression: 'price_in_pkr > 0' })
@Check({
  name: 'transport_option_seats_range',
  expression: 'seats_available is null or (seats_total is not null and seats_available >= 0 and seats_available <= seats_total)',
})
export class TransportOption {
  [OptionalProps]?: 'imageUrl' | 'features' | 'active' | 'createdAt';

  @Field(() => ID, { description: 'Transport option id (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Field(() => String, { description: 'Stable, URL-safe name; also names the artwork.' })
  @Property({ type: 'string', length: 120 })
  slug!: string;

  @Field(() => TransportType, { description: 'Car rental, bus, train or airport transfer.' })
  @Enum({ items: () => TransportType, nativeEnumName: undefined })
  type!: TransportType;

  @Field(() => String, { description: 'Name of the option.' })
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => String, { description: 'Description of the option.' })
  @Property({ type: 'text' })
  description!: string;

  @Field(() => String, { nullable: true, description: 'Who runs it, e.g. "Pakistan Railways".' })
  @Property({ type: 'string', length: 120, nullable: true })
  operator?: string | null;

  @Field(() => DecimalScalar, { description: 'PKR per day for car rental, per seat or vehicle for the others.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  priceInPkr!: string;

  @Field(() => String, { description: 'City the trip starts from (or where the car is picked up).' })
  @Property({ type: 'string', length: 100 })
  fromCity!: string;

  @Field(() => String, { nullable: true, description: 'Empty for car rental picked up and returned in one city.' })
  @Property({ type: 'string', length: 100, nullable: true })
  toCity?: string | null;

  @Field(() => String, { description: 'Free text, e.g. "4h 30m" or "Per day".' })
  @Property({ type: 'string', length: 100 })
  duration!: string;

  @Field(() => [String], { description: 'Features, e.g. "Air conditioning".' })
  @Property({ type: 'text[]', default: '{}' })
  features: string[] = [];

  // optional seat inventory (buses, trains); null means not counted
  @Field(() => Int, { nullable: true, description: 'Total seats when the option counts seats (buses, trains); null when not counted.' })
  @Property({ type: 'integer', nullable: true })
  seatsTotal?: number | null;

  @Field(() => Int, { nullable: true, description: 'Seats left when the option counts seats; never below 0.' })
  @Property({ type: 'integer', nullable: true })
  seatsAvailable?: number | null;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'text', nullable: true, fieldName: 'image_url' })
  uploadedImageUrl?: string | null;

  @Property({ type: 'json', nullable: true, lazy: true })
  art?: ArtKey | null;

  @ManyToOne({ entity: () => User, nullable: true, ref: true, deleteRule: 'set null', updateRule: 'cascade' })
  owner?: Ref<User> | null;

  @Field(() => Date, { description: 'When the option was added, ISO 8601 date-time.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => String, { name: 'imageUrl', description: 'Served by this app.' })
  get imageUrl(): string {
    return this.uploadedImageUrl ?? artPath('transport', this.slug);
  }
}
