import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { BOOKING_ACTOR_ROLES, BOOKING_EVENT_KINDS, type BookingActorRole, type BookingEventKind } from './record.js';

/** The words of a summary the super admin's text search reads (booking_event_search_idx). */
export const BOOKING_EVENT_SEARCH_DOCUMENT = `to_tsvector('simple', "summary")`;

/**
 * One event of a booking's history (issue 37): what happened, who did it and when, written by recordBookingEvent in
 * the transaction that made it happen. Never updated.
 *
 * booking_id has no foreign key on purpose: a foreign key's check takes a KEY SHARE lock on the booking row, and
 * transactions that record an event before they lock the booking FOR UPDATE (a refund sent, then counted) would
 * deadlock with each other. Events are only written by code that holds the booking, and bookings are never deleted.
 */
@Entity({ tableName: 'booking_event' })
// the booking's history, oldest first
@Index({ name: 'booking_event_booking_idx', properties: ['bookingId', 'at', 'id'] })
// the super admin's search, newest first: everything, by kind, by who did it, by words of the summary
@Index({ name: 'booking_event_at_idx', expression: 'create index "booking_event_at_idx" on "booking_event" ("at" desc, "id" desc)' })
@Index({ name: 'booking_event_kind_at_idx', properties: ['kind', 'at', 'id'] })
@Index({ name: 'booking_event_actor_role_at_idx', properties: ['actorRole', 'at', 'id'] })
@Index({ name: 'booking_event_search_idx', expression: `create index "booking_event_search_idx" on "booking_event" using gin (${BOOKING_EVENT_SEARCH_DOCUMENT})` })
export class BookingEvent {
  [OptionalProps]?: 'actorId' | 'before' | 'after' | 'amountInPkr';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid' })
  bookingId!: string;

  @Property({ type: 'datetime' })
  at!: Date;

  @Enum({ items: () => [...BOOKING_ACTOR_ROLES] })
  actorRole!: BookingActorRole;

  // the user who did it (null: the system)
  @Property({ type: 'uuid', nullable: true })
  actorId?: string | null;

  // as they were called then (a later rename leaves the record as it was)
  @Property({ type: 'string', length: 200 })
  actorName!: string;

  @Enum({ items: () => [...BOOKING_EVENT_KINDS] })
  kind!: BookingEventKind;

  @Property({ type: 'text' })
  summary!: string;

  @Property({ type: 'json', nullable: true })
  before?: Record<string, unknown> | null;

  @Property({ type: 'json', nullable: true })
  after?: Record<string, unknown> | null;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  amountInPkr?: string | null;
}
