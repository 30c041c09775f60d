import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { Page } from '../../graphql/pagination.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { FieldChangeType } from './field-change.type.js';
import { BOOKING_ACTOR_ROLES, BOOKING_EVENT_KINDS } from './record.js';

export const BookingEventKind = graphqlEnum('BookingEventKind', BOOKING_EVENT_KINDS, 'What happened to a booking.', {
  made: 'The booking was made.',
  paid: 'A payment arrived (the advance, the balance or the whole amount).',
  payment_failed: 'A payment attempt was declined.',
  reminded: 'A reminder went out (a hold about to end, a payment coming due).',
  amended: 'The booking was changed (dates, travellers, a name, rooms): changes says what.',
  cancelled: 'The booking was cancelled.',
  refunded: 'Money went back (decided, or sent by the gateway).',
  expired: 'The booking’s hold ran out before its first payment.',
  completed: 'The trip took place.',
  documents_issued: 'An invoice, a credit note or the voucher was issued.',
  quoted: 'A change or a cancellation was quoted.',
});
export type BookingEventKind = ValueOf<typeof BookingEventKind>;

export const BookingActorRole = graphqlEnum('BookingActorRole', BOOKING_ACTOR_ROLES, 'Who did something to a booking.', {
  traveller: 'The traveller whose booking it is.',
  agent: 'A travel agent acting for their own agency.',
  staff: 'A staff member of an agency acting for it.',
  admin: 'The Safarnama super admin.',
  system: 'Safarnama itself (a job, a gateway’s message, a sweep).',
});
export type BookingActorRole = ValueOf<typeof BookingActorRole>;

@ObjectType('BookingActor', { description: 'Who did it: their part and their name as it was then.' })
export class BookingActorType {
  @Field(() => BookingActorRole, { description: 'Their part: traveller, agent, staff, admin or system.' })
  role!: BookingActorRole;

  @Field(() => String, { description: 'Their name (Safarnama for the system).' })
  name!: string;
}

@ObjectType('BookingEvent', { description: 'One event of a booking’s history: what happened, who did it and when.' })
export class BookingEventType {
  @Field(() => ID, { description: 'Event id (UUID).' })
  id!: string;

  @Field(() => ID, { description: 'The booking.' })
  bookingId!: string;

  @Field(() => Date, { description: 'When it happened. ISO 8601 date-time.' })
  at!: Date;

  @Field(() => BookingActorType, { description: 'Who did it.' })
  actor!: BookingActorType;

  @Field(() => BookingEventKind, { description: 'What happened.' })
  kind!: BookingEventKind;

  @Field(() => String, { description: 'One line in English, e.g. "Paid Rs 12,000.00 by JazzCash (advance)".' })
  summary!: string;

  @Field(() => [FieldChangeType], { description: 'The fields it changed, before and after (empty when it changed none).' })
  changes!: FieldChangeType[];

  @Field(() => DecimalScalar, { nullable: true, description: 'The money it moved, in PKR (a payment, a refund, a change’s difference); null when none.' })
  amountInPkr?: string | null;
}

@ObjectType({ description: 'A page of booking events, newest first.' })
export class BookingEventPage extends Page(BookingEventType, 'events', 'newest first') {}

@InputType({ description: 'Which booking events to list (every filter optional; all given must hold).' })
export class BookingEventFilter {
  @Field(() => BookingEventKind, { nullable: true, description: 'Only events of this kind.' })
  kind?: BookingEventKind | null;

  @Field(() => BookingActorRole, { nullable: true, description: 'Only events done by this kind of actor.' })
  actorRole?: BookingActorRole | null;

  @Field(() => ID, { nullable: true, description: 'Only this booking’s events.' })
  bookingId?: string | null;

  @Field(() => String, { nullable: true, description: 'Words the summary contains (each word matches the start of a word; at most 100 characters).' })
  text?: string | null;

  @Field(() => Date, { nullable: true, description: 'Only events at or after this moment. ISO 8601 date-time.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only events before this moment. ISO 8601 date-time.' })
  to?: Date | null;
}
