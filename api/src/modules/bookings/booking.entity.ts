import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars.js';
import { User } from '../accounts/user.entity.js';

export enum BookingType {
  flight = 'flight',
  hotel = 'hotel',
  package = 'package',
  transport = 'transport',
}
registerEnumType(BookingType, {
  name: 'BookingType',
  description: 'What was booked.',
  valuesConfig: {
    flight: { description: 'A flight (booked on the airline partner’s site, not here).' },
    hotel: { description: 'A hotel stay.' },
    package: { description: 'A travel package.' },
    transport: { description: 'A transport option.' },
  },
});

export enum BookingStatus {
  confirmed = 'confirmed',
  pending = 'pending',
  completed = 'completed',
  cancelled = 'cancelled',
}
registerEnumType(BookingStatus, {
  name: 'BookingStatus',
  description: 'confirmed: inventory taken; pending: a request the operator confirms; completed: travelled; cancelled: inventory given back.',
  valuesConfig: {
    confirmed: { description: 'Inventory taken; the booking stands.' },
    pending: { description: 'A request the operator still has to confirm.' },
    completed: { description: 'The travel date has passed.' },
    cancelled: { description: 'Cancelled; inventory given back.' },
  },
});

@ObjectType({ description: 'A booking of a package, transport option or hotel stay, priced by the server in PKR.' })
@Entity({ tableName: 'booking' })
@Index({ name: 'booking_user_created_idx', properties: ['user', 'createdAt'] })
@Index({ name: 'booking_seller_created_idx', properties: ['sellerId', 'createdAt'] })
@Index({ name: 'booking_created_idx', properties: ['createdAt'] })
@Index({ name: 'booking_status_travel_idx', properties: ['status', 'travelDate'] })
// does a package have bookings (delete or archive it)
@Index({
  name: 'booking_package_idx',
  expression: 'create index "booking_package_idx" on "booking" ("package_id") where "package_id" is not null',
})
@Check({ name: 'booking_passenger_count_range', expression: 'passenger_count >= 1' })
@Check({ name: 'booking_total_non_negative', expression: 'total_price_in_pkr >= 0' })
export class Booking {
  @Field(() => ID, { description: 'Booking id (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: Ref<User>;

  // who sells the item (the package's agent), so an agent's bookings are one indexed read
  @Property({ type: 'uuid', nullable: true })
  sellerId?: string | null;

  @Field(() => BookingType, { description: 'What was booked: package, transport or hotel.' })
  @Enum({ items: () => BookingType, nativeEnumName: undefined })
  type!: BookingType;

  @Field(() => String, { description: 'What was booked, as named when booked (e.g. the package or hotel name).' })
  @Property({ type: 'string', length: 300 })
  itemName!: string;

  @Field(() => ID, { nullable: true, description: 'The booked package (package bookings).' })
  @Property({ type: 'uuid', nullable: true })
  packageId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The booked transport option (transport bookings).' })
  @Property({ type: 'uuid', nullable: true })
  transportId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The booked hotel (hotel bookings).' })
  @Property({ type: 'uuid', nullable: true })
  hotelId?: string | null;

  @Property({ type: 'integer', nullable: true })
  roomTypeId?: number | null;

  @Field(() => String, { nullable: true, description: 'Standard, Deluxe or Suite (hotel bookings).' })
  @Property({ type: 'string', length: 20, nullable: true })
  roomType?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd (hotel bookings).' })
  @Property({ type: 'date', nullable: true })
  checkInDate?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd (hotel bookings).' })
  @Property({ type: 'date', nullable: true })
  checkOutDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'Rooms booked (hotel bookings).' })
  @Property({ type: 'smallint', nullable: true })
  roomCount?: number | null;

  @Field(() => Int, { nullable: true, description: 'Guests (hotel bookings).' })
  @Property({ type: 'smallint', nullable: true })
  guestCount?: number | null;

  @Field(() => Int, { description: 'Travellers the booking is for.' })
  @Property({ type: 'smallint' })
  passengerCount!: number;

  @Field(() => DecimalScalar, { description: 'The total in PKR, computed by the server from stored prices.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  totalPriceInPkr!: string;

  @Field(() => DecimalScalar, { description: 'What the traveller saved against the original price (discounted packages), in PKR.' })
  @Property({ type: 'decimal', precision: 14, scale: 2, default: '0' })
  savedInPkr!: string;

  @Field(() => String, { description: 'The currency shown when booking.' })
  @Property({ type: 'string', length: 3, default: 'PKR' })
  currency!: string;

  @Field(() => DecimalScalar, { description: 'Its rate (units per 1 PKR) at booking time.' })
  @Property({ type: 'decimal', precision: 20, scale: 10, default: '1' })
  currencyRate!: string;

  @Field(() => BookingStatus, { description: 'Booking status.' })
  @Enum({ items: () => BookingStatus, nativeEnumName: undefined })
  status!: BookingStatus;

  @Field(() => Date, { nullable: true, description: 'Date and time of travel, ISO 8601 date-time, when given.' })
  @Property({ type: 'datetime', nullable: true })
  travelDate?: Date | null;

  @Field(() => String, { nullable: true, description: 'Requests from the traveller, free text.' })
  @Property({ type: 'text', nullable: true })
  specialRequirements?: string | null;

  @Field(() => Date, { description: 'When the booking was made, ISO 8601 date-time.' })
  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the booking was cancelled, ISO 8601 date-time; null unless cancelled.' })
  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date | null;
}

// A retried booking request with the same key returns the first result (24 h).
@Entity({ tableName: 'idempotency_key' })
@Index({ name: 'idempotency_key_created_idx', properties: ['createdAt'] })
export class IdempotencyKey {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  @Property({ type: 'uuid', nullable: true })
  bookingId?: string | null;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

// Platform totals kept in step with bookings, spread over shards so concurrent bookings do not queue on one row.
@Entity({ tableName: 'booking_stats_shard' })
export class BookingStatsShard {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  shard!: number;

  @Property({ type: 'bigint' })
  bookings!: string;

  @Property({ type: 'decimal', precision: 18, scale: 2 })
  revenue!: string;
}
