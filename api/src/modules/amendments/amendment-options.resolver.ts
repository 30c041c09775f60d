import { Arg, Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { AmendmentKind } from './amendment-kind.js';
import { amendmentOptions } from './amendment-options.js';

@ObjectType('DepartureOption', { description: 'Another departure a fixed-date package booking can move to: the seller’s active package of the same type.' })
export class DepartureOptionType {
  @Field(() => ID, { description: 'The departure’s package (send it as AmendmentInput.packageId).' })
  packageId!: string;

  @Field(() => String, { description: 'The departure’s package name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Its start date, yyyy-MM-dd.' })
  startDate!: string | null;

  @Field(() => Int, { description: 'Spots left on it (at least the booking’s travellers).' })
  availableSpots!: number;

  @Field(() => DecimalScalar, { description: 'What this booking would cost on it at today’s prices, in PKR (per bed for a booking by rooms).' })
  priceInPkr!: string;
}

@ObjectType('AmendmentOptions', { description: 'What can be changed on a booking, for the amendment dialog.' })
export class AmendmentOptionsType {
  @Field(() => [AmendmentKind], { description: 'The kinds of amendment that apply to this booking (empty: see reason).' })
  kinds!: AmendmentKind[];

  @Field(() => [DepartureOptionType], { description: 'A fixed-date package: the departures it can move to, soonest first (at most 20); empty otherwise.' })
  departures!: DepartureOptionType[];

  @Field(() => DecimalScalar, { description: 'What correcting a traveller’s name costs, in PKR (the package’s seller’s fee, or the platform’s for hotels and transport).' })
  nameChangeFeeInPkr!: string;

  @Field(() => String, { nullable: true, description: 'Why nothing can be changed, when kinds is empty; null otherwise.' })
  reason!: string | null;
}

@Resolver()
export class AmendmentOptionsResolver {
  @Authorized()
  @Query(() => AmendmentOptionsType, { description: 'What can be changed on a booking: its booker’s, its seller’s or the super admin’s (404 otherwise).' })
  amendmentOptions(@Arg('bookingId', () => ID, { description: 'The booking.' }) bookingId: string, @Ctx() ctx: Context): Promise<AmendmentOptionsType> {
    return amendmentOptions(ctx, bookingId);
  }
}
