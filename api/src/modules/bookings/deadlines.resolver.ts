import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { freeCancellationUntilOf, payByOf } from '../../rules/deadlines.js';
import { Booking, BookingStatus, BookingType } from './booking.entity.js';
import { storedTiers } from './reserve.js';

// A booking's deadlines (issue 37), computed from its row (rules/deadlines.ts, shared with the web): no query.

/** The last moment cancelling `booking` gives back everything paid; null when none is ahead (or it cannot be cancelled here). */
export function freeCancellationUntil(booking: Booking, now: Date): Date | null {
  // a flight's cancellation is the airline's quote; cancelled, expired and completed bookings have nothing to cancel
  if (booking.type === BookingType.flight) return null;
  if (booking.status !== BookingStatus.pending && booking.status !== BookingStatus.confirmed) return null;
  return freeCancellationUntilOf(booking.travelDate ?? null, storedTiers(booking.refundTiers, []), now);
}

@Resolver(() => Booking)
export class BookingDeadlinesResolver {
  @FieldResolver(() => Date, {
    nullable: true,
    description:
      'When the next payment is due: holdExpiresAt while a pending booking holds its inventory, balanceDueAt while a confirmed booking is not paid in full, else null. An unpaid balance past it cancels the booking per its policy.',
  })
  payBy(@Root() booking: Booking): Date | null {
    return payByOf(booking);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description:
      'The last moment a cancellation refunds 100 % of what was paid (the end of the last Pakistan calendar day its refund tiers allow it, never after the trip starts); null when no tier gives 100 %, it has passed, or the booking cannot be cancelled.',
  })
  freeCancellationUntil(@Root() booking: Booking, @Ctx() ctx: Context): Date | null {
    return freeCancellationUntil(booking, ctx.now());
  }
}
