import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '../bookings/booking.entity.js';
import { batchLoader } from '../payments/scope.js';
import type { Context } from '../../graphql/context.js';
import { PaginationInput } from '../../graphql/pagination.js';
import { confirmFlightCancellation, quoteFlightCancellation } from './cancellation.js';
import { acceptAirlineChange, simulateAirlineChange } from './changes.js';
import { createFlightOrder, findOrder, listFlightOrders, priceOffer } from './orders.service.js';
import {
  CreateFlightOrderInput,
  FlightCancellationQuoteView,
  FlightOrderPageView,
  FlightOrderView,
  PricedFlightOfferView,
} from './flights.types.js';
import { orderView, pricedView, quoteView } from './views.js';

@Resolver()
export class FlightsResolver {
  @Mutation(() => PricedFlightOfferView, { description: 'Prices a bookable flight offer again before selling it: the price may have changed, or the offer may be gone (OFFER_EXPIRED).' })
  async priceFlightOffer(@Arg('offerId', () => String, { description: 'The offer’s id, from the flight search.' }) offerId: string, @Ctx() ctx: Context): Promise<PricedFlightOfferView> {
    return pricedView(await priceOffer(ctx, offerId));
  }

  @Authorized()
  @Mutation(() => FlightOrderView, {
    description: 'Orders a flight offer: instant (pay now; tickets once paid) or hold (the airline holds the seats until paymentRequiredBy). Paid through the booking’s payments. A different current total is PRICE_CHANGED.',
  })
  async createFlightOrder(
    @Arg('input', () => CreateFlightOrderInput, { description: 'The offer, the order type, the total agreed, passengers and contact.' }) input: CreateFlightOrderInput,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A retried request with the same key returns the first order (24 h). Kept for compatibility: the Idempotency-Key header is the general way, on every mutation.' }) idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<FlightOrderView> {
    const order = await createFlightOrder(ctx, plain(input), idempotencyKey);
    return orderView(await findOrder(ctx, order.id));
  }

  @Authorized()
  @Query(() => FlightOrderView, { description: 'One flight order: its buyer’s (or the buyer’s agency’s), or any for the super admin.' })
  async flightOrder(@Arg('id', () => ID, { description: 'Flight order id.' }) id: string, @Ctx() ctx: Context): Promise<FlightOrderView> {
    return orderView(await findOrder(ctx, id));
  }

  @Authorized()
  @Query(() => FlightOrderPageView, { description: 'The viewer’s flight orders (the agency’s for its staff; all for the super admin), newest first.' })
  async flightOrders(@Arg('pagination', () => PaginationInput, { nullable: true, description: 'Page size and offset.' }) pagination: PaginationInput | null, @Ctx() ctx: Context): Promise<FlightOrderPageView> {
    const page = await listFlightOrders(ctx, pagination);
    return { ...page, items: page.items.map(orderView) };
  }

  @Authorized()
  @Mutation(() => FlightCancellationQuoteView, { description: 'A quote for cancelling the order: the refund, the penalty, where the refund goes, until when it can be confirmed.' })
  async quoteFlightCancellation(@Arg('orderId', () => ID, { description: 'Flight order id.' }) orderId: string, @Ctx() ctx: Context): Promise<FlightCancellationQuoteView> {
    return quoteView(await quoteFlightCancellation(ctx, orderId));
  }

  @Authorized()
  @Mutation(() => FlightOrderView, { description: 'Confirms the latest cancellation quote before it expires: the order is cancelled and the refund made.' })
  async confirmFlightCancellation(@Arg('orderId', () => ID, { description: 'Flight order id.' }) orderId: string, @Arg('quoteId', () => ID, { description: 'The latest cancellation quote’s id.' }) quoteId: string, @Ctx() ctx: Context): Promise<FlightOrderView> {
    const order = await confirmFlightCancellation(ctx, orderId, quoteId);
    return orderView(await findOrder(ctx, order.id));
  }

  @Authorized()
  @Mutation(() => FlightOrderView, { description: 'Accepts the airline’s change of the flights.' })
  async acceptAirlineChange(@Arg('orderId', () => ID, { description: 'Flight order id.' }) orderId: string, @Arg('changeId', () => ID, { description: 'The airline change’s id.' }) changeId: string, @Ctx() ctx: Context): Promise<FlightOrderView> {
    const order = await acceptAirlineChange(ctx, orderId, changeId);
    return orderView(await findOrder(ctx, order.id));
  }

  @Authorized()
  @Mutation(() => FlightOrderView, { description: 'Sandbox airline only: the airline moves the first flight of a ticketed order 3 h 40 min later.' })
  async simulateAirlineChange(@Arg('orderId', () => ID, { description: 'Flight order id.' }) orderId: string, @Ctx() ctx: Context): Promise<FlightOrderView> {
    const order = await simulateAirlineChange(ctx, orderId);
    return orderView(await findOrder(ctx, order.id));
  }
}

// GraphQL hands over input class instances: plain objects for the service
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

// a list's flight bookings name their orders in one query (per request)
const flightOrderOfBooking = batchLoader<string | null>(async (em, bookingIds) => {
  const rows = await em.execute<{ id: string; booking_id: string }[]>(
    `select id, booking_id from flight_order where booking_id in (${bookingIds.map(() => '?').join(', ')})`,
    bookingIds,
  );
  return new Map(rows.map((r) => [r.booking_id, r.id]));
}, () => null);

// A booking of type flight names its flight order (the checkout page and the booking lists link to it)
@Resolver(() => Booking)
export class BookingFlightOrderResolver {
  @FieldResolver(() => ID, { nullable: true, description: 'The flight order of a flight booking (its tickets, deadline, cancellation), else null.' })
  async flightOrderId(@Root() booking: Booking, @Ctx() ctx: Context): Promise<string | null> {
    if (booking.type !== 'flight') return null;
    return flightOrderOfBooking(ctx.em as EntityManager, booking.id);
  }
}
