import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ConflictError } from '../../core/errors.js';
import type { Context } from '../../graphql/context.js';
import { PaginationInput } from '../../graphql/pagination.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import type { BookValues } from '../../rules/bookings.js';
import { amountsDue } from '../../rules/payments.js';
import { viewerAgencyId } from '../agency/agency.service.js';
import { nextInstallment } from '../payments/checkout.service.js';
import { paymentsOfBooking, refundsOfBooking } from '../payments/loaders.js';
import { viewFor } from '../payments/scope.js';
import { Payment, Refund } from '../payments/payment.entity.js';
import { Booking } from './booking.entity.js';
import { myMarkups, setMarkup } from './agent-sales.service.js';
import { AgentMarkupType, BookingCustomer, BookingQuote, MarkupKind, MarkupProductType } from './agent-sales.types.js';
import { acceptBookingRequest, book, cancelBooking, cancellationQuote, getBooking, listBookings, quoteBooking } from './bookings.service.js';
import { Analytics, AnalyticsOverview, BookingPage, BookInput, CancellationQuote, UserStats } from './bookings.types.js';
import { overview, userStats } from './stats.service.js';

// the viewer's agency per request (the sale fields of a list's bookings ask once)
const agencyOfRequest = new WeakMap<Context, Promise<string | null>>();

@Resolver(() => Booking)
export class BookingsResolver {
  @Authorized()
  @Mutation(() => Booking, {
    description: 'Books a package, transport option or hotel stay. A retry with the same idempotencyKey returns the first booking.',
  })
  book(
    @Arg('input', () => BookInput, { description: 'What to book and for whom.' }) input: BookInput,
    @Ctx() ctx: Context,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description:
        'Any unique string per booking attempt (kept 24 h): a retry returns the first booking. Kept for compatibility: the Idempotency-Key header is the general way, on every mutation.',
    })
    idempotencyKey?: string | null,
  ): Promise<Booking> {
    // @Validate(BookSchema) has run: the input is one of the schema's bookable variants
    return book(ctx, { ...input } as BookValues, idempotencyKey);
  }

  @Authorized()
  @Query(() => BookingPage, { description: 'Own bookings; agents also see bookings of what they sell; the super admin sees all. Newest first.' })
  bookings(
    @Ctx() ctx: Context,
    @Arg('pagination', () => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' }) pagination?: PaginationInput,
    @Arg('sold', () => Boolean, { nullable: true, description: 'Only bookings of what the caller sells (the agent workspace).' }) sold?: boolean | null,
    @Arg('forCustomers', () => Boolean, { nullable: true, description: 'Only the caller’s bookings made for customers (a travel agent’s sales; wins over sold).' })
    forCustomers?: boolean | null,
  ): Promise<BookingPage> {
    return listBookings(ctx, pagination, { sold: sold ?? false, forCustomers: forCustomers ?? false });
  }

  @Authorized()
  @Query(() => Booking, { description: 'One booking: its booker’s, its seller’s or the super admin’s (404 otherwise), with its payments.' })
  booking(@Arg('id', () => ID, { description: 'The booking.' }) id: string, @Ctx() ctx: Context): Promise<Booking> {
    return getBooking(ctx, id);
  }

  @Authorized()
  @Mutation(() => Booking, {
    description: 'Cancels an upcoming booking (its booker or the super admin): releases its inventory and refunds what its cancellation policy gives back (see cancellationQuote).',
  })
  cancelBooking(@Arg('id', () => ID, { description: 'The booking to cancel.' }) id: string, @Ctx() ctx: Context): Promise<Booking> {
    return cancelBooking(ctx, id);
  }

  @Authorized()
  @Query(() => CancellationQuote, { description: 'What cancelling the booking now would refund and keep (its booker or the super admin; 409 when it cannot be cancelled).' })
  cancellationQuote(@Arg('bookingId', () => ID, { description: 'The booking.' }) bookingId: string, @Ctx() ctx: Context): Promise<CancellationQuote> {
    return cancellationQuote(ctx, bookingId);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => Booking, { description: 'The operator (the selling agent, or the super admin) accepts a transport request without seat inventory: it becomes payable.' })
  confirmBookingRequest(@Arg('id', () => ID, { description: 'The pending request.' }) id: string, @Ctx() ctx: Context): Promise<Booking> {
    return acceptBookingRequest(ctx, id);
  }

  @FieldResolver(() => DecimalScalar, { description: 'What confirms a pending booking, in PKR: a package’s advance (rounded up to the rupee), else the total; 0 once confirmed.' })
  amountDueNowInPkr(@Root() booking: Booking): string {
    return amountsDue(booking).dueNowInPkr;
  }

  @FieldResolver(() => DecimalScalar, { description: 'The rest of the total after what is paid and what is due now, in PKR; due by balanceDueAt.' })
  balanceDueInPkr(@Root() booking: Booking): string {
    return amountsDue(booking).balanceInPkr;
  }

  @FieldResolver(() => Boolean, { description: 'True when pay() would start a payment now (not expired, cancelled, fully paid, past its hold, or a request still waiting for the operator).' })
  payable(@Root() booking: Booking, @Ctx() ctx: Context): boolean {
    try {
      nextInstallment(booking, ctx.now());
      return true;
    } catch (err) {
      if (err instanceof ConflictError) return false;
      throw err;
    }
  }

  @FieldResolver(() => [Payment], { description: 'The payment attempts for this booking, oldest first.' })
  payments(@Root() booking: Booking, @Ctx() ctx: Context): Promise<Payment[]> {
    return paymentsOfBooking(ctx.em, booking.id);
  }

  @FieldResolver(() => [Refund], { description: 'Money going back for this booking, oldest first.' })
  refunds(@Root() booking: Booking, @Ctx() ctx: Context): Promise<Refund[]> {
    return refundsOfBooking(ctx.em, booking.id);
  }

  @Authorized()
  @Query(() => BookingQuote, { description: 'What booking the input would cost now, without booking: net price, a travel agent’s markup and the customer’s price (the figures book() would store).' })
  quote(
    @Arg('input', () => BookInput, { description: 'What would be booked (with customer, as book() takes it, or without).' }) input: BookInput,
    @Ctx() ctx: Context,
    @Arg('markupInPkr', () => DecimalScalar, { nullable: true, description: 'Travel agents: this booking’s markup in PKR instead of their setting (customer.markupInPkr wins when given).' })
    markupInPkr?: string | null,
  ): Promise<BookingQuote> {
    return quoteBooking(ctx, { ...input } as BookValues, markupInPkr);
  }

  @Authorized('b2b_agent')
  @Query(() => [AgentMarkupType], { description: 'The travel agent’s markups, one per product type (0 % where never set).' })
  myMarkups(@Ctx() ctx: Context): Promise<AgentMarkupType[]> {
    return myMarkups(ctx);
  }

  @Authorized('b2b_agent')
  @Mutation(() => AgentMarkupType, { description: 'Sets the travel agent’s markup for one product type: percent (0–100) or fixed PKR, 2 decimals at most (agency owners only).' })
  setMarkup(
    @Arg('productType', () => MarkupProductType, { description: 'package, hotel or transport.' }) productType: MarkupProductType,
    @Arg('kind', () => MarkupKind, { description: 'percent or fixed.' }) kind: MarkupKind,
    @Arg('value', () => DecimalScalar, { description: 'The percent or the amount in PKR.' }) value: string,
    @Ctx() ctx: Context,
  ): Promise<AgentMarkupType> {
    return setMarkup(ctx, { productType, kind, value });
  }

  // a sale's customer and price: the booking agent's and the super admin's business, not the seller's (the 'all' view
  // of payments/scope.ts, as the voucher and invoice read it); an agency's staff as the agency, looked up once per request
  private async seesSale(booking: Booking, ctx: Context): Promise<boolean> {
    const viewer = ctx.viewer;
    if (!viewer) return false;
    let own = agencyOfRequest.get(ctx);
    if (!own) agencyOfRequest.set(ctx, (own = viewerAgencyId(ctx)));
    // a suspended or removed member (no agency) is only itself here: this field never answers 403
    return viewFor(viewer, (await own) ?? viewer.id, booking.user.id, booking.sellerId) === 'all';
  }

  @FieldResolver(() => BookingCustomer, { nullable: true, description: 'The customer a travel agent booked for (the booking agent and the super admin only; null otherwise).' })
  async customer(@Root() booking: Booking, @Ctx() ctx: Context): Promise<BookingCustomer | null> {
    if (!booking.customerName || !(await this.seesSale(booking, ctx))) return null;
    return { leadName: booking.customerName, phone: booking.customerPhone ?? '', email: booking.customerEmail ?? '', passengers: booking.passengers ?? [] };
  }

  @FieldResolver(() => DecimalScalar, { nullable: true, description: 'A travel agent’s markup on this sale, in PKR (the booking agent and the super admin only).' })
  async markupInPkr(@Root() booking: Booking, @Ctx() ctx: Context): Promise<string | null> {
    return booking.markupInPkr != null && (await this.seesSale(booking, ctx)) ? booking.markupInPkr : null;
  }

  @FieldResolver(() => DecimalScalar, { nullable: true, description: 'The customer’s price in PKR: the total (the net the agent pays) + the markup (the booking agent and the super admin only).' })
  async sellingPriceInPkr(@Root() booking: Booking, @Ctx() ctx: Context): Promise<string | null> {
    return booking.sellingPriceInPkr != null && (await this.seesSale(booking, ctx)) ? booking.sellingPriceInPkr : null;
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
    return overview(ctx);
  }

  @FieldResolver(() => UserStats, { description: "The caller's own figures." })
  userStats(@Ctx() ctx: Context): Promise<UserStats> {
    return userStats(ctx);
  }
}
