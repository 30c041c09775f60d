import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { PaginationInput } from '../../graphql/pagination.js';
import { bookingHistory, searchBookingEvents } from './history.service.js';
import { BookingEventFilter, BookingEventPage, BookingEventType } from './history.types.js';

@Resolver(() => BookingEventType)
export class HistoryResolver {
  @Authorized()
  @Query(() => [BookingEventType], {
    description: 'A booking’s history, oldest first (the latest 500 events at most): for its booker, its seller and the super admin; 404 for anyone else.',
  })
  bookingHistory(@Arg('bookingId', () => ID, { description: 'The booking.' }) bookingId: string, @Ctx() ctx: Context): Promise<BookingEventType[]> {
    return bookingHistory(ctx, bookingId);
  }

  @Authorized('super_admin')
  @Query(() => BookingEventPage, { description: 'Every booking’s events, newest first, filtered and paged (super admin only).' })
  bookingEvents(
    @Ctx() ctx: Context,
    @Arg('filter', () => BookingEventFilter, { nullable: true, description: 'Which events; see BookingEventFilter.' }) filter?: BookingEventFilter | null,
    @Arg('pagination', () => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' }) pagination?: PaginationInput | null,
  ): Promise<BookingEventPage> {
    return searchBookingEvents(ctx, filter, pagination);
  }
}
