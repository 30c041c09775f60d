import { Check, Entity, Enum, Index, OneToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Booking } from '../bookings/booking.entity.js';
import type { AirlineChange, AirlineName, AirSlice, FareConditions, OrderPassengerInput } from './airline.js';

// A flight order (issue 35): a booking of type `flight` and what the airline holds for it. The booking carries the
// money (total, paid, refunded, the agent's markup, the customer); this record carries the airline's side.

export const FLIGHT_ORDER_STATUSES = ['held', 'awaiting_payment', 'ticketing', 'ticketed', 'cancelled', 'expired'] as const;
export type FlightOrderStatus = (typeof FLIGHT_ORDER_STATUSES)[number];

export type FlightTicket = { passengerIndex: number; passengerName: string; number: string };
export type FlightCancellationQuote = {
  id: string;
  providerQuoteId: string;
  refundInPkr: string;
  penaltyInPkr: string;
  refundTo: 'wallet' | 'original_method' | 'none';
  expiresAt: string;
  createdAt: string;
};

@Entity({ tableName: 'flight_order' })
@Index({ name: 'flight_order_created_idx', properties: ['createdAt'] })
@Index({
  name: 'flight_order_provider_order_idx',
  expression: `create unique index "flight_order_provider_order_idx" on "flight_order" ("provider", "provider_order_id") where "provider_order_id" is not null`,
})
@Index({
  name: 'flight_order_hold_idx',
  expression: `create index "flight_order_hold_idx" on "flight_order" ("payment_required_by") where "status" = 'held'`,
})
@Index({
  name: 'flight_order_ticketing_idx',
  expression: `create index "flight_order_ticketing_idx" on "flight_order" ("updated_at") where "status" = 'ticketing'`,
})
@Check({ name: 'flight_order_money_non_negative', expression: 'airline_total_in_pkr >= 0 and service_fee_in_pkr >= 0' })
export class FlightOrder {
  [OptionalProps]?: 'serviceFeeInPkr' | 'tickets' | 'changes';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @OneToOne({ entity: () => Booking, ref: true, owner: true, deleteRule: 'cascade', fieldName: 'booking_id', unique: 'flight_order_booking_id_unique' })
  booking!: Ref<Booking>;

  @Enum({ items: ['sandbox', 'duffel'], nativeEnumName: undefined })
  provider!: AirlineName;

  @Property({ type: 'text', nullable: true })
  providerOrderId?: string | null;

  @Property({ type: 'text' })
  offerId!: string;

  @Enum({ items: ['instant', 'hold'], nativeEnumName: undefined })
  type!: 'instant' | 'hold';

  @Enum({ items: [...FLIGHT_ORDER_STATUSES], nativeEnumName: undefined })
  status!: FlightOrderStatus;

  @Property({ type: 'text', nullable: true })
  bookingReference?: string | null;

  // what the airline charges (owed to the provider)
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  airlineTotalInPkr!: string;

  // the platform's service fee (FLIGHT_SERVICE_FEE_PKR per order)
  @Property({ type: 'decimal', precision: 14, scale: 2, default: '0' })
  serviceFeeInPkr: string = '0.00';

  @Property({ type: 'datetime', nullable: true })
  paymentRequiredBy?: Date | null;

  @Property({ type: 'datetime' })
  offerExpiresAt!: Date;

  @Property({ type: 'json' })
  owner!: { code: string; name: string };

  @Property({ type: 'json' })
  slices!: AirSlice[];

  @Property({ type: 'json' })
  passengers!: OrderPassengerInput[];

  @Property({ type: 'json' })
  contact!: { email: string; phone: string };

  @Property({ type: 'json' })
  conditions!: FareConditions;

  @Property({ type: 'json', default: '[]' })
  tickets: FlightTicket[] = [];

  @Property({ type: 'json', default: '[]' })
  changes: AirlineChange[] = [];

  @Property({ type: 'json', nullable: true })
  cancellationQuote?: FlightCancellationQuote | null;

  // why the airline refused to ticket (the buyer was refunded)
  @Property({ type: 'text', nullable: true })
  failure?: string | null;

  // while the airline is being asked to ticket or to cancel (outside any transaction of ours), no one else asks it;
  // a claim left by a crash runs out at this moment
  @Property({ type: 'datetime', nullable: true })
  claimedUntil?: Date | null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  ticketedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date | null;
}

// An outside provider's webhook event, recorded when applied so a redelivery changes nothing.
@Entity({ tableName: 'airline_event' })
export class AirlineEvent {
  @PrimaryKey({ type: 'text' })
  provider!: string;

  @PrimaryKey({ type: 'text' })
  eventId!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'datetime' })
  receivedAt!: Date;
}

// The sandbox airline's own orders (an outside system in a deployment; here, a table apart from ours).
@Entity({ tableName: 'sandbox_airline_order' })
export class SandboxAirlineOrderRow {
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text', unique: 'sandbox_airline_order_reference_key' })
  reference!: string;

  @Property({ type: 'json' })
  offer!: unknown;

  @Property({ type: 'json' })
  passengers!: unknown;

  @Property({ type: 'text' })
  status!: string;

  @Property({ type: 'text' })
  bookingReference!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  totalPkr!: string;

  @Property({ type: 'datetime', nullable: true })
  paymentRequiredBy?: Date | null;

  @Property({ type: 'json', default: '[]' })
  tickets!: unknown;

  @Property({ type: 'json', default: '[]' })
  changes!: unknown;

  @Property({ type: 'json', default: '[]' })
  quotes!: unknown;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
