import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { AuthError, ConflictError, NotFoundError } from '../../core/errors.js';
import { FLIGHT_ORDER_MESSAGES } from '../../rules/flights.js';
import { Booking } from '../bookings/booking.entity.js';
import { lockBooking } from '../bookings/locks.js';
import { announceBooking } from '../notifications/announce.js';
import type { AirOrder } from './airline.js';
import { airlineOf } from './airlines.js';
import { asDomainError } from './errors.js';
import { FlightOrder } from './flight-order.entity.js';
import { flightMessages } from './messages.js';
import { ensureActor, findOrder } from './orders.service.js';
import { SandboxAirline } from './sandbox-airline.js';
import { publishWebhookEvent } from '../webhooks/outbox.js';
import { flightOrderEvent } from '../webhooks/payloads.js';

// Airline-initiated changes: the airline moves a flight; the buyer (and the agent who sold it) is told in the app and
// by e-mail, sees the old and new times side by side, and accepts, or cancels (free after such a change: the airline's
// quote says so). The sandbox airline simulates one on request; Duffel reports them by webhook.

/**
 * Takes the airline's view of the order's changes; announces each new one once, to the buyer and to partners
 * (flight_order.airline_change). In the caller's transaction, the booking locked by it.
 */
export async function recordChanges(ctx: ServiceContext, order: FlightOrder, airline: AirOrder): Promise<void> {
  const known = new Set(order.changes.map((c) => c.id));
  order.changes = airline.changes;
  order.slices = airline.slices.length ? airline.slices : order.slices;
  order.updatedAt = ctx.now();
  await ctx.em.flush();
  const fresh = airline.changes.filter((c) => !known.has(c.id) && c.status === 'pending');
  if (!fresh.length) return;
  const em = ctx.em as EntityManager;
  // locked by the caller: from the identity map
  const booking = await em.findOneOrFail(Booking, { id: order.booking.id });
  for (const change of fresh) {
    await publishWebhookEvent(em, flightOrderEvent('flight_order.airline_change', order, booking, ctx.now(), change));
    await announceBooking(ctx, order.booking.id, {
      key: `booking:${order.booking.id}:airline-change:${change.id}`,
      build: (site, name, b, link, lang) => flightMessages.airlineChange(site, name, b, change.before, change.after, link, lang),
      link: () => `/flights/orders/${order.id}`,
    });
  }
}

/** The sandbox airline moves the order's first flight 3 h 40 min later (404 with any other provider). */
export async function simulateAirlineChange(ctx: ServiceContext, orderId: string): Promise<FlightOrder> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const airline = airlineOf(ctx);
  if (!(airline instanceof SandboxAirline)) throw new NotFoundError('Not found');
  const seen = await findOrder(ctx, orderId);
  await ensureActor(ctx, viewer, seen.booking.getEntity());
  if (seen.status !== 'ticketed' || !seen.providerOrderId) throw new ConflictError('Only a ticketed order can be changed by the airline');
  let changed: AirOrder;
  try {
    changed = await airline.simulateAirlineChange(seen.providerOrderId, ctx.now());
  } catch (err) {
    throw asDomainError(err);
  }
  return record(ctx, seen.id, changed);
}

// the airline's answer recorded on the order, under the booking's lock (no airline call inside)
function record(ctx: ServiceContext, orderId: string, airline: AirOrder): Promise<FlightOrder> {
  return ctx.em.transactional(async (tx) => {
    const found = await tx.findOneOrFail(FlightOrder, { id: orderId });
    await lockBooking(tx, found.booking.id);
    const order = await tx.findOneOrFail(FlightOrder, { id: orderId }, { refresh: true });
    await recordChanges({ ...ctx, em: tx }, order, airline);
    return order;
  });
}

/** The buyer accepts the airline's new times. */
export async function acceptAirlineChange(ctx: ServiceContext, orderId: string, changeId: string): Promise<FlightOrder> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const seen = await findOrder(ctx, orderId);
  await ensureActor(ctx, viewer, seen.booking.getEntity());
  const change = seen.changes.find((c) => c.id === changeId);
  if (!change) throw new NotFoundError(FLIGHT_ORDER_MESSAGES.changeNotFound);
  if (change.status === 'accepted') return seen;
  if (change.status !== 'pending' || seen.status !== 'ticketed') throw new ConflictError(FLIGHT_ORDER_MESSAGES.changeDone);
  let accepted: AirOrder;
  try {
    accepted = await airlineOf(ctx).acceptChange(changeId, ctx.now());
  } catch (err) {
    throw asDomainError(err);
  }
  return record(ctx, seen.id, accepted);
}
