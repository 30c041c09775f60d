import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { QUOTE_KINDS, QUOTE_STATUSES, type QuoteKindValue, type QuoteStatusValue, REFUND_DESTINATIONS, type RefundDestinationValue } from '../../rules/amendments.js';
import { Booking } from '../bookings/booking.entity.js';

// A binding quote for a change to a booking (issue 37): an amendment of one kind, or its cancellation. What it
// changes, what it costs or gives back, until when; confirmed at most once (a conditional update claims it).
@Entity({ tableName: 'booking_quote' })
@Index({ name: 'booking_quote_booking_created_idx', properties: ['booking', 'createdAt'] })
// a booking's open quotes (the newer one supersedes them)
@Index({
  name: 'booking_quote_open_idx',
  expression: `create index "booking_quote_open_idx" on "booking_quote" ("booking_id") where "status" = 'open'`,
})
@Check({ name: 'booking_quote_money_non_negative', expression: 'old_total_in_pkr >= 0 and new_total_in_pkr >= 0 and fee_in_pkr >= 0 and penalty_in_pkr >= 0 and refund_in_pkr >= 0' })
export class BookingQuote {
  [OptionalProps]?: 'status' | 'confirmedAt' | 'refundTo' | 'input' | 'reducesInventory';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => Booking, ref: true, fieldName: 'booking_id', deleteRule: 'cascade' })
  booking!: Ref<Booking>;

  @Enum({ items: () => [...QUOTE_KINDS] })
  kind!: QuoteKindValue;

  // who asked for it (a person: an agency's staff member, the traveller, the super admin)
  @Property({ type: 'uuid' })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Enum({ items: () => [...QUOTE_STATUSES], default: 'open' })
  status: QuoteStatusValue = 'open';

  // the amendment as sent (parsed); null for a cancellation
  @Property({ type: 'json', nullable: true })
  input?: Record<string, unknown> | null;

  @Property({ type: 'json' })
  before!: Record<string, unknown>;

  @Property({ type: 'json' })
  after!: Record<string, unknown>;

  @Property({ type: 'text' })
  summary!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  oldTotalInPkr!: string;

  // the re-priced total plus what earlier changes kept (booking.retainedInPkr); fee and penalty apart (a cancellation:
  // what is kept)
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  newTotalInPkr!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  feeInPkr!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  penaltyInPkr!: string;

  // positive: to pay; negative: less to pay (and what was paid beyond it is refunded)
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  differenceInPkr!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  refundInPkr!: string;

  // the plan took travellers or nights off (the policy's penalty applied to the reduction)
  @Property({ type: 'boolean', default: false })
  reducesInventory: boolean = false;

  @Enum({ items: () => [...REFUND_DESTINATIONS], nullable: true })
  refundTo?: RefundDestinationValue | null;

  // the booking as quoted (its figures and the fields a change reads): confirmed only while it is the same
  @Property({ type: 'string', length: 64 })
  bookingRevision!: string;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt?: Date | null;
}
