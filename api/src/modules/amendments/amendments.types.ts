import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { Validate } from '../../graphql/validation.js';
import { AmendmentInputSchema, QUOTE_STATUSES, REFUND_DESTINATIONS } from '../../rules/amendments.js';
import { PassengerInput } from '../bookings/agent-sales.types.js';
import { BookedRoomInput } from '../bookings/package-rooms.js';
import { FieldChangeType } from '../history/field-change.type.js';
import { AmendmentKind } from './amendment-kind.js';

// The GraphQL side of amendment and cancellation quotes (issue 37).

export const RefundDestination = graphqlEnum('RefundDestination', REFUND_DESTINATIONS, 'Where a refund goes.', {
  wallet: 'Back to the agency’s wallet (the booking was paid from it).',
  original_method: 'Back the way each payment came (the gateway, or a bank transfer the administrator makes).',
});
export type RefundDestination = ValueOf<typeof RefundDestination>;

export const QuoteStatus = graphqlEnum('QuoteStatus', QUOTE_STATUSES, 'Where a quote stands.', {
  open: 'It can be confirmed until expiresAt.',
  confirmed: 'Confirmed: the change (or the cancellation) and its money were made.',
  expired: 'Not confirmed in time: ask for a new quote.',
  superseded: 'A newer quote for the same booking replaced it.',
});
export type QuoteStatus = ValueOf<typeof QuoteStatus>;

@InputType({ description: 'An amendment of a booking: its kind and the fields that kind reads (the others are ignored).' })
@Validate(AmendmentInputSchema)
export class AmendmentInput {
  @Field(() => AmendmentKind, { description: 'What changes: dates, travellers, name or rooms.' })
  kind!: AmendmentKind;

  @Field(() => String, { nullable: true, description: 'dates: a flexible package’s or a transport’s new travel date (yyyy-MM-dd or ISO 8601).' })
  travelDate?: string | null;

  @Field(() => ID, { nullable: true, description: 'dates: a fixed-date package moves to this other departure (an active package of the same seller and type).' })
  packageId?: string | null;

  @Field(() => String, { nullable: true, description: 'dates: a hotel stay’s new check-in (yyyy-MM-dd).' })
  checkInDate?: string | null;

  @Field(() => String, { nullable: true, description: 'dates: a hotel stay’s new check-out (yyyy-MM-dd).' })
  checkOutDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'travellers: the new number of travellers (package spots, seats, hotel guests).' })
  passengerCount?: number | null;

  @Field(() => [PassengerInput], { nullable: true, description: 'travellers: an agent’s customer passengers after the change (names and passports), optional.' })
  passengers?: PassengerInput[] | null;

  @Field(() => Int, { nullable: true, description: 'name: which passenger (0-based) of an agent’s sale.' })
  travellerIndex?: number | null;

  @Field(() => String, { nullable: true, description: 'name: the corrected name, as in the passport.' })
  name?: string | null;

  @Field(() => [BookedRoomInput], { nullable: true, description: 'rooms: a per-bed package’s rooms after the change (adding a child: childrenWithBed + 1).' })
  rooms?: BookedRoomInput[] | null;
}

@ObjectType({ description: 'A priced amendment of a booking, binding until expiresAt: confirm it with confirmAmendment.' })
export class AmendmentQuote {
  @Field(() => ID, { description: 'The quote (confirm it by this id).' })
  id!: string;

  @Field(() => ID, { description: 'The booking it changes.' })
  bookingId!: string;

  @Field(() => AmendmentKind, { description: 'What it changes.' })
  kind!: AmendmentKind;

  @Field(() => String, { description: 'The change in one line, in English (e.g. "Travel date 12 Mar → 19 Mar").' })
  summary!: string;

  @Field(() => [FieldChangeType], { description: 'Each field it changes, before and after.' })
  changes!: FieldChangeType[];

  @Field(() => DecimalScalar, { description: 'What the booking will cost once confirmed, in PKR: re-priced at today’s prices, fee and penalty included.' })
  newTotalInPkr!: string;

  @Field(() => DecimalScalar, { description: 'newTotalInPkr less the current total, in PKR: positive to pay, negative less to pay (what was paid beyond the new total is refunded).' })
  differenceInPkr!: string;

  @Field(() => DecimalScalar, { description: 'The seller’s fee (a name change), in PKR; 0 otherwise.' })
  feeInPkr!: string;

  @Field(() => DecimalScalar, { description: 'Kept per the cancellation policy on a reduction (fewer travellers or nights), in PKR.' })
  penaltyInPkr!: string;

  @Field(() => DecimalScalar, { description: 'Given back on confirming, in PKR (0 when nothing was paid beyond the new total).' })
  refundInPkr!: string;

  @Field(() => RefundDestination, { nullable: true, description: 'Where the refund goes; null when nothing is refunded.' })
  refundTo!: RefundDestination | null;

  @Field(() => Date, { description: 'Confirm before this moment (ISO 8601); later, ask for a new quote.' })
  expiresAt!: Date;

  @Field(() => QuoteStatus, { description: 'open, confirmed, expired or superseded.' })
  status!: QuoteStatus;
}

@ObjectType({ description: 'A binding cancellation quote: the refund and penalty for cancelling now, until expiresAt; confirm it with confirmCancellation.' })
export class CancellationOffer {
  @Field(() => ID, { description: 'The quote (confirm it by this id).' })
  id!: string;

  @Field(() => ID, { description: 'The booking it cancels.' })
  bookingId!: string;

  @Field(() => DecimalScalar, { description: 'Given back on confirming, in PKR (the policy’s share of what was paid).' })
  refundInPkr!: string;

  @Field(() => DecimalScalar, { description: 'Kept per the cancellation policy, in PKR.' })
  penaltyInPkr!: string;

  @Field(() => RefundDestination, { nullable: true, description: 'Where the refund goes; null when nothing is refunded.' })
  refundTo!: RefundDestination | null;

  @Field(() => Date, { description: 'Confirm before this moment (ISO 8601); later, ask for a new quote.' })
  expiresAt!: Date;

  @Field(() => QuoteStatus, { description: 'open, confirmed, expired or superseded.' })
  status!: QuoteStatus;
}
