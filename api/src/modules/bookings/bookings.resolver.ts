import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { PaginationInput, readPagination, toPage } from '../../graphql/pagination.js';
import { Booking } from './booking.entity.js';
import { book, cancelBooking, listBookings, overview, userStats } from './bookings.service.js';
import { Analytics, AnalyticsOverview, BookingPage, BookInput, UserStats } from './bookings.types.js';

@Resolver(() => Booking)
export class BookingsResolver {
  @Authorized()
  @Mutation(() => Booking, {
    description: 'Books a package, transport option or hotel stay. A retry with the same idempotencyKey returns the first booking.',
  })
  book(
    @Arg('input', () => BookInput, { description: 'What to book and for whom.' }) input: BookInput,
    @Ctx() ctx: Context,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'Any unique string per booking attempt (kept 24 h).' })
    idempotencyKey?: string | null,
  ): Promise<Booking> {
    return book(ctx, { ...input }, idempotencyKey);
  }

  @Authorized()
  @Query(() => BookingPage, { description: 'Own bookings; agents also see bookings of what they sell; the super admin sees all. Newest first.' })
  async bookings(
    @Ctx() ctx: Context,
    @Arg('pagination', () => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' }) pagination?: PaginationInput,
    @Arg('sold', () => Boolean, { nullable: true, description: 'Only bookings of what the caller sells (the agent workspace).' }) sold?: boolean | null,
  ): Promise<BookingPage> {
    const page = readPagination(pagination);
    return toPage(await listBookings(ctx, page, { sold: sold ?? false }), page);
  }

  @Authorized()
  @Mutation(() => Booking, { description: 'Cancels an upcoming booking (its booker or the super admin) and releases its inventory.' })
  cancelBooking(@Arg('id', () => ID, { description: 'The booking to cancel.' }) id: string, @Ctx() ctx: Context): Promise<Booking> {
    return cancelBooking(ctx, id);
  }

  @FieldResolver(() => String, { description: 'Username of the person who booked.' })
  async bookedBy(@Root() booking: Booking): Promise<string> {
    // lists populate the user in the same query (joined); a single booking loads it once
    const user = booking.user.isInitialized() ? booking.user.getEntity() : await booking.user.load();
    return user?.username ?? '';
  }
}

@Resolver(() => Analytics)
export class AnalyticsResolver {
  @Authorized()
  @Query(() => Analytics, { description: 'Figures for dashboards.' })
  analytics(): Analytics {
    return new Analytics();
  }

  @Authorized('super_admin')
  @FieldResolver(() => AnalyticsOverview, { description: 'Platform totals (super admin only).' })
  overview(@Ctx() ctx: Context): Promise<AnalyticsOverview> {
    return overview(ctx.em);
  }

  @FieldResolver(() => UserStats, { description: "The caller's own figures." })
  userStats(@Ctx() ctx: Context): Promise<UserStats> {
    return userStats(ctx.em, ctx.viewer?.id ?? '', ctx.deps.now());
  }
}
