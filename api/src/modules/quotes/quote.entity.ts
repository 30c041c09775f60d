import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { QUOTE_ITEM_TYPES, QUOTE_STATUSES, type QuoteItemTypeValue, type QuoteStatusValue } from '../../rules/quotes.js';
import { User } from '../accounts/user.entity.js';
import { Booking } from '../bookings/booking.entity.js';

// A quote an agency made for a customer (issue 39) and its items. The share token is the whole authorisation of the
// public page: unguessable (32 random bytes), unique. Money is PKR; the customer's currency only words the page.

@Entity({ tableName: 'customer_quote' })
// the agency's list, newest first
@Index({ name: 'customer_quote_agency_created_idx', properties: ['agency', 'createdAt'] })
@Unique({ name: 'customer_quote_token_uniq', properties: ['token'] })
export class CustomerQuote {
  [OptionalProps]?: 'status' | 'customerEmail' | 'note' | 'viewedAt' | 'acceptedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  // the quoting agency (its owner's account: bookerIdOf)
  @ManyToOne({ entity: () => User, ref: true, fieldName: 'agency_id', deleteRule: 'cascade' })
  agency!: Ref<User>;

  // the person who made it (the owner or one of its staff)
  @ManyToOne({ entity: () => User, ref: true, fieldName: 'created_by', deleteRule: 'cascade' })
  createdBy!: Ref<User>;

  @Property({ type: 'string', length: 64 })
  token!: string;

  @Property({ type: 'string', length: 100 })
  customerName!: string;

  @Property({ type: 'string', length: 32 })
  customerPhone!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  customerEmail?: string | null;

  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Property({ type: 'string', length: 3 })
  currency!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Enum({ items: () => [...QUOTE_STATUSES], default: 'sent' })
  status: QuoteStatusValue = 'sent';

  // the customer's price of every item
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  totalInPkr!: string;

  @Property({ type: 'datetime', nullable: true })
  viewedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

@Entity({ tableName: 'customer_quote_item' })
// a quote's items in order (and the lookup of a page's items)
@Unique({ name: 'customer_quote_item_position_uniq', properties: ['quote', 'position'] })
export class CustomerQuoteItem {
  [OptionalProps]?: 'imageUrl' | 'booking';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => CustomerQuote, ref: true, fieldName: 'quote_id', deleteRule: 'cascade' })
  quote!: Ref<CustomerQuote>;

  @Property({ type: 'integer' })
  position!: number;

  @Enum({ items: () => [...QUOTE_ITEM_TYPES] })
  type!: QuoteItemTypeValue;

  // the booking request (BookSchema's values, without a customer): what accepting books
  @Property({ type: 'json' })
  input!: Record<string, unknown>;

  @Property({ type: 'string', length: 300 })
  itemName!: string;

  @Property({ type: 'text', nullable: true })
  imageUrl?: string | null;

  // dates, nights, rooms and people in words
  @Property({ type: 'string', length: 300 })
  summary!: string;

  // what the agency pays (the booking's net; for a sub-agency its cost, its master's margin included)
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  costInPkr!: string;

  // the customer's price, the agency's markup included
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  priceInPkr!: string;

  @ManyToOne({ entity: () => Booking, ref: true, fieldName: 'booking_id', deleteRule: 'set null', nullable: true })
  booking?: Ref<Booking> | null;
}
