import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Booking } from '../bookings/booking.entity.js';
import { fieldChanges } from '../history/field-change.type.js';
import { type AmendmentQuoteView, confirmAmendment, confirmCancellation, quoteAmendment, quoteCancellation } from './amendments.service.js';
import { AmendmentInput, AmendmentQuote, CancellationOffer } from './amendments.types.js';

// Amendment and cancellation quotes (issue 37): quote, then confirm before it expires. Someone else's booking: 404.

function quoteOut(q: AmendmentQuoteView): AmendmentQuote {
  return {
    id: q.id,
    bookingId: q.bookingId,
    kind: q.kind as AmendmentQuote['kind'],
    summary: q.summary,
    changes: fieldChanges(q.before, q.after),
    newTotalInPkr: q.newTotalInPkr,
    differenceInPkr: q.differenceInPkr,
    feeInPkr: q.feeInPkr,
    penaltyInPkr: q.penaltyInPkr,
    refundInPkr: q.refundInPkr,
    refundTo: q.refundTo ?? null,
    expiresAt: q.expiresAt,
    status: q.status,
  };
}

@Resolver()
export class AmendmentsResolver {
  @Authorized()
  @Mutation(() => AmendmentQuote, {
    description: 'Quotes a change to a booking (its booker, the agency’s staff for the agency, or the super admin): what changes and the money, binding for 30 minutes. Nothing changes yet.',
  })
  async quoteAmendment(
    @Arg('bookingId', () => ID, { description: 'The booking to change.' }) bookingId: string,
    @Arg('input', () => AmendmentInput, { description: 'What to change.' }) input: AmendmentInput,
    @Ctx() ctx: Context,
  ): Promise<AmendmentQuote> {
    return quoteOut(await quoteAmendment(ctx, bookingId, { ...input }));
  }

  @Authorized()
  @Mutation(() => Booking, {
    description: 'Confirms an open amendment quote: the change and its money together (an agency pays at once from its wallet; a traveller owes the difference), or nothing (409: expired, already confirmed, the inventory gone).',
  })
  confirmAmendment(
    @Arg('bookingId', () => ID, { description: 'The booking.' }) bookingId: string,
    @Arg('quoteId', () => ID, { description: 'The quote to confirm.' }) quoteId: string,
    @Ctx() ctx: Context,
  ): Promise<Booking> {
    return confirmAmendment(ctx, bookingId, quoteId);
  }

  @Authorized()
  @Mutation(() => CancellationOffer, { description: 'A binding quote for cancelling the booking now: the refund, the penalty and where the refund goes, for 30 minutes.' })
  quoteCancellation(@Arg('bookingId', () => ID, { description: 'The booking to cancel.' }) bookingId: string, @Ctx() ctx: Context): Promise<CancellationOffer> {
    return quoteCancellation(ctx, bookingId);
  }

  @Authorized()
  @Mutation(() => Booking, { description: 'Confirms an open cancellation quote: the booking is cancelled with exactly the quoted refund (409 when expired or already confirmed).' })
  confirmCancellation(
    @Arg('bookingId', () => ID, { description: 'The booking.' }) bookingId: string,
    @Arg('quoteId', () => ID, { description: 'The cancellation quote to confirm.' }) quoteId: string,
    @Ctx() ctx: Context,
  ): Promise<Booking> {
    return confirmCancellation(ctx, bookingId, quoteId);
  }
}
