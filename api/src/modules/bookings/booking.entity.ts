import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import type { Passenger } from '../../rules/agent-sales.js';
import { BOOKING_STATUSES, BOOKING_TYPES } from '../../rules/bookings.js';
import { BOOKING_PAYMENT_STATUSES, type RefundTier } from '../../rules/payments.js';
import type { BookedRoom } from '../../rules/package-rooms.js';
import { User } from '../accounts/user.entity.js';
import { BookedRoomType } from './package-rooms.js';

export const BookingType = graphqlEnum('BookingType', BOOKING_TYPES, 'What was booked.', {
  flight: 'A flight order: its tickets, deadline and cancellation are on its flight order (flightOrderId).', hotel: 'A hotel stay.', package: 'A travel package.', transport: 'A transport option.',
});
export type BookingType = ValueOf<typeof BookingType>;

const STATUS_HELP =
  'pending: inventory held until holdExpiresAt for the first payment (or a transport request the operator confirms); confirmed: the amount due was paid; completed: travelled; cancelled and expired: inventory given back.';
export const BookingStatus = graphqlEnum('BookingStatus', BOOKING_STATUSES, STATUS_HELP, {
  confirmed: 'The amount due now was paid (or nothing was due): the booking stands.', pending: 'Waiting for its first payment while its inventory is held (holdExpiresAt), or a transport request the operator still has to confirm.', completed: 'The travel date has passed.', cancelled: 'Cancelled; inventory given back, refund per the cancellation policy.', expired: 'Its hold ran out before it was paid; inventory given back.',
});
export type BookingStatus = ValueOf<typeof BookingStatus>;

export const BookingPaymentStatus = graphqlEnum('BookingPaymentStatus', BOOKING_PAYMENT_STATUSES, 'What has been paid for a booking, and given back.', {
  unpaid: 'Nothing paid yet.', partially_paid: 'The advance (or part of the total) is paid; a balance remains.', paid: 'Paid in full.', refund_pending: 'A refund is on its way (a gateway refund in progress, or a bank transfer the administrator still has to make).', refunded: 'Everything paid was given back.', partially_refunded: 'Part of what was paid was given back (the rest was the cancellation penalty).',
});
export type BookingPaymentStatus = ValueOf<typeof BookingPaymentStatus>;

@ObjectType({ description: 'A booking of a package, transport option or hotel stay, priced by the server in PKR.' })
@Entity({ tableName: 'booking' })
@Index({ name: 'booking_user_created_idx', properties: ['user', 'createdAt'] })
@Index({ name: 'booking_seller_created_idx', properties: ['sellerId', 'createdAt'] })
@Index({ name: 'booking_created_idx', properties: ['createdAt'] })
// an agent's sales to customers, newest first
@Index({
  name: 'booking_customer_sales_idx',
  expression: 'create index "booking_customer_sales_idx" on "booking" ("user_id", "created_at") where "customer_name" is not null',
})
@Index({ name: 'booking_status_travel_idx', properties: ['status', 'travelDate'] })
// does a package have bookings (delete or archive it)
@Index({
  name: 'booking_package_idx',
  expression: 'create index "booking_package_idx" on "booking" ("package_id") where "package_id" is not null',
})
@Check({ name: 'booking_passenger_count_range', expression: 'passenger_count >= 1' })
@Check({ name: 'booking_total_non_negative', expression: 'total_price_in_pkr >= 0' })
@Check({ name: 'booking_markup_non_negative', expression: 'markup_in_pkr is null or (markup_in_pkr >= 0 and selling_price_in_pkr = total_price_in_pkr + markup_in_pkr)' })
@Check({ name: 'booking_paid_range', expression: 'amount_paid_in_pkr >= 0 and amount_refunded_in_pkr >= 0 and amount_refunded_in_pkr <= amount_paid_in_pkr' })
// the hold-expiry sweep: pending bookings holding inventory, soonest hold end first
@Index({
  name: 'booking_hold_idx',
  expression: `create index "booking_hold_idx" on "booking" ("hold_expires_at") where "status" = 'pending' and "inventory_held"`,
})
// the payment reminders and the overdue-balance sweep (issue 37): confirmed bookings with a balance left, by its deadline
@Index({
  name: 'booking_balance_due_idx',
  expression: `create index "booking_balance_due_idx" on "booking" ("balance_due_at") where "status" = 'confirmed' and "amount_paid_in_pkr" < "total_price_in_pkr"`,
})
// an agency's pending bookings: what its holds reserve of its wallet (ledger/reserved.ts, issue 37)
@Index({
  name: 'booking_user_pending_idx',
  expression: `create index "booking_user_pending_idx" on "booking" ("user_id") where "status" = 'pending'`,
})
@Index({ name: 'booking_network_master_idx', properties: ['networkMaster', 'createdAt'] })
export class Booking {
  [OptionalProps]?: 'paymentStatus' | 'amountPaidInPkr' | 'amountRefundedInPkr' | 'inventoryHeld' | 'refundTiers' | 'retainedInPkr';

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

  @Field(() => Int, { description: 'Travellers the booking is for (by rooms: everyone in them, infants included).' })
  @Property({ type: 'smallint' })
  passengerCount!: number;

  @Field(() => [BookedRoomType], { nullable: true, description: 'A package booked by rooms: each room’s occupancy and who sleeps in it, priced per bed (null when booked by passenger count).' })
  @Property({ type: 'json', nullable: true })
  rooms?: BookedRoom[] | null;

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

  // ---- money (issue 16) ----

  @Field(() => BookingPaymentStatus, { description: 'What has been paid and given back.' })
  @Enum({ items: () => BookingPaymentStatus, nativeEnumName: undefined, default: BookingPaymentStatus.unpaid })
  paymentStatus: BookingPaymentStatus = BookingPaymentStatus.unpaid;

  @Field(() => DecimalScalar, { description: 'Money received for this booking, in PKR (refunds not subtracted).' })
  @Property({ type: 'decimal', precision: 14, scale: 2, default: '0' })
  amountPaidInPkr: string = '0.00';

  @Field(() => DecimalScalar, { description: 'Money given back for this booking, in PKR.' })
  @Property({ type: 'decimal', precision: 14, scale: 2, default: '0' })
  amountRefundedInPkr: string = '0.00';

  // what confirmed amendments kept of the total (fees + penalties, issue 37): a later re-pricing adds it back
  @Property({ type: 'decimal', precision: 14, scale: 2, default: '0' })
  retainedInPkr: string = '0.00';

  // what confirms the booking (the package's advance, else the total), fixed when booked; null: the total
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  advanceInPkr?: string | null;

  @Field(() => Date, { nullable: true, description: 'A pending booking holds its inventory until then; unpaid by then, it expires. ISO 8601 date-time.' })
  @Property({ type: 'datetime', nullable: true })
  holdExpiresAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the rest of a package is due: 14 days before travel, or at booking when travel is sooner; null when nothing is left to pay later.' })
  @Property({ type: 'datetime', nullable: true })
  balanceDueAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the amount due now was paid (the booking became confirmed). ISO 8601 date-time.' })
  @Property({ type: 'datetime', nullable: true })
  confirmedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the operator accepted this transport request (services without seat inventory), so it can be paid.' })
  @Property({ type: 'datetime', nullable: true })
  requestAcceptedAt?: Date | null;

  // seats, rooms or spots are taken by this booking right now (given back exactly once, under the booking's row lock)
  @Property({ type: 'boolean', default: false })
  inventoryHeld: boolean = false;

  // the cancellation policy in force when booked (the package's tiers, or the config's for stays and transport)
  @Property({ type: 'json', default: '[]' })
  refundTiers: RefundTier[] = [];

  // ---- an agent's sale to a customer (issue 17): the agent is `user`, the customer needs no account ----
  // shown to the booking agent and the super admin only (BookingsResolver's field resolvers)

  @Property({ type: 'string', length: 100, nullable: true })
  customerName?: string | null;

  @Property({ type: 'string', length: 30, nullable: true })
  customerPhone?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  customerEmail?: string | null;

  // [{name, passportNumber}] (packages: one per traveller)
  @Property({ type: 'json', nullable: true })
  passengers?: Passenger[] | null;

  // the agent's price to the customer = totalPriceInPkr (the net the agent pays) + markupInPkr
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  markupInPkr?: string | null;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  sellingPriceInPkr?: string | null;

  // a sub-agency's booking (issue 39): its master agency and the master's margin in the total (the sub's cost)
  @ManyToOne({ entity: () => User, ref: true, nullable: true, fieldName: 'network_master_id', deleteRule: 'set null', updateRule: 'cascade' })
  networkMaster?: Ref<User> | null;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  networkMarginInPkr?: string | null;
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
