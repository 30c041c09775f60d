import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { AuthError, ConflictError, DomainError, InsufficientFundsError, NotFoundError, ValidationError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { isUuid } from '../../rules/common.js';
import { add, compare } from '../../rules/money.js';
import {
  contactProblem,
  FLIGHT_MAX_PASSENGERS,
  FLIGHT_ORDER_MESSAGES,
  FLIGHT_ORDER_TYPES,
  type FlightPassengerValues,
  localDateOf,
  partyLabel,
  passengerProblems,
} from '../../rules/flights.js';
import { marketToday } from '../../rules/dates.js';
import { actingAgency, bookerIdOf } from '../agency/agency.service.js';
import { saleFields } from '../bookings/agent-sales.service.js';
import { Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { claimIdempotencyKey, idempotencyHash } from '../bookings/bookings.service.js';
import { bumpStats } from '../bookings/stats.service.js';
import { announceBookingMade } from '../notifications/announce.js';
import { sees } from '../payments/scope.js';
import { type AirOffer, type AirOrder, AirlineProviderError, type OrderPassengerInput, type PricedOffer } from './airline.js';
import { walletOf } from '../ledger/wallet.service.js';
import { WALLET_MESSAGES } from '../../rules/wallet.js';
import { airlineOf } from './airlines.js';
import { FlightOrder } from './flight-order.entity.js';
import { asDomainError } from './errors.js';
import { publishWebhookEvent } from '../webhooks/outbox.js';
import { bookingEvent } from '../webhooks/payloads.js';

// Selling a flight (issue 35): the offer priced again, then an order, which is a booking of type `flight` (paid like
// any booking) and its flight order record. A hold is placed with the airline at once (its PNR and deadline); an
// instant order is placed when its money is in (ticketing.ts), so nothing is bought before the buyer has paid.

export type PricedOfferView = PricedOffer & { serviceFeeInPkr: string; totalInPkr: string; previousTotalInPkr: string | null };

/** Whether an offer id is one the selling airline issued (a hand-off provider's offers are not sold here). */
function ensureSellable(ctx: ServiceContext, offerId: string): void {
  const name = airlineOf(ctx).name;
  const ours = name === 'sandbox' ? offerId.startsWith('sbxa.') : offerId.startsWith('off_');
  if (!ours || offerId.length > 2000) throw new ConflictError(FLIGHT_ORDER_MESSAGES.notBookable);
}

const fee = (ctx: ServiceContext) => ctx.config.flights.serviceFeeInPkr;

/** The offer as the airline prices it now, with the platform's service fee in the total the buyer pays. */
export async function priceOffer(ctx: ServiceContext, offerId: string): Promise<PricedOfferView> {
  ensureSellable(ctx, offerId);
  let priced: PricedOffer;
  try {
    priced = await airlineOf(ctx).price(offerId, ctx.now());
  } catch (err) {
    throw asDomainError(err);
  }
  const serviceFeeInPkr = fee(ctx);
  return {
    ...priced,
    serviceFeeInPkr,
    totalInPkr: add(priced.offer.totalPkr, serviceFeeInPkr),
    previousTotalInPkr: priced.previousTotalPkr === null ? null : add(priced.previousTotalPkr, serviceFeeInPkr),
  };
}

export type CreateFlightOrderValues = {
  offerId: string;
  type: string;
  expectedTotalInPkr: string;
  passengers: FlightPassengerValues[];
  contact: { email: string; phone: string };
  // an agent's markup for this sale (else the agency's flight markup)
  markupInPkr?: string | null;
};

/** The travel dates of an offer: the first departure's local date and the last slice's. */
export function tripDates(offer: Pick<AirOffer, 'slices'>): { first: string; last: string } {
  const first = offer.slices[0].segments[0].departingAt;
  const lastSlice = offer.slices[offer.slices.length - 1];
  const last = lastSlice.segments[lastSlice.segments.length - 1].departingAt;
  return { first: localDateOf(first), last: localDateOf(last) };
}

function checkPassengers(ctx: ServiceContext, offer: AirOffer, values: CreateFlightOrderValues): OrderPassengerInput[] {
  const list = Array.isArray(values.passengers) ? values.passengers : [];
  const wanted = offer.passengers.map((p) => p.type);
  const given = list.map((p) => p?.type);
  const sameParty = wanted.length === given.length && ['adult', 'child', 'infant'].every((t) => wanted.filter((x) => x === t).length === given.filter((x) => x === t).length);
  if (!sameParty || list.length > FLIGHT_MAX_PASSENGERS) throw new ValidationError(FLIGHT_ORDER_MESSAGES.passengersMismatch(partyLabel(wanted)), 'passengers');
  const dates = tripDates(offer);
  const problems = passengerProblems(list, { today: marketToday(ctx.now()), firstTravelDate: dates.first, lastTravelDate: dates.last });
  if (problems.length) throw new ValidationError(problems[0].message, `passengers.${problems[0].index}.${problems[0].field}`);
  const contact = contactProblem(values.contact ?? {});
  if (contact) throw new ValidationError(contact.message, `contact.${contact.field}`);
  // the offer's order: adults, then children, then infants
  const rank = { adult: 0, child: 1, infant: 2 } as const;
  return [...list]
    .sort((a, b) => rank[a.type as keyof typeof rank] - rank[b.type as keyof typeof rank])
    .map((p) => ({
      type: p.type as OrderPassengerInput['type'],
      title: p.title as OrderPassengerInput['title'],
      givenName: p.givenName.trim(),
      familyName: p.familyName.trim(),
      gender: p.gender as 'm' | 'f',
      bornOn: p.bornOn,
      passportNumber: p.passportNumber.trim().toUpperCase(),
      passportCountry: p.passportCountry,
      passportExpiresOn: p.passportExpiresOn,
      nationality: p.nationality,
    }));
}

export const passengerName = (p: Pick<OrderPassengerInput, 'givenName' | 'familyName'>) => `${p.givenName} ${p.familyName}`;

function itemNameOf(offer: AirOffer): string {
  const out = offer.slices[0];
  const back = offer.slices.length > 1 ? ' and back' : '';
  return `Flight ${out.origin} → ${out.destination}${back}, ${offer.owner.name}, ${localDateOf(out.segments[0].departingAt)}`.slice(0, 300);
}

/**
 * Orders an offer for its passengers: `hold` places the hold with the airline now (PNR, deadline); `instant` waits for
 * the money. Either way a pending booking is made, payable until the hold's deadline (or the offer's expiry).
 */
export async function createFlightOrder(ctx: ServiceContext, values: CreateFlightOrderValues, idempotencyKey?: string | null): Promise<FlightOrder> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const key = idempotencyKey?.trim();
  if (key !== undefined && (key.length < 1 || key.length > 255)) throw new ValidationError('Idempotency-Key must be 1 to 255 characters');
  if (!(FLIGHT_ORDER_TYPES as readonly string[]).includes(values.type)) throw new ValidationError(FLIGHT_ORDER_MESSAGES.type, 'type');
  if (typeof values.expectedTotalInPkr !== 'string' || !/^\d{1,12}(\.\d{1,2})?$/.test(values.expectedTotalInPkr)) {
    throw new ValidationError(FLIGHT_ORDER_MESSAGES.total, 'expectedTotalInPkr');
  }
  const bookerId = await bookerIdOf(ctx);
  const now = ctx.now();
  const hash = idempotencyHash({ flightOrder: values });
  // a retry with the same key: the first request's order (waited for while the airline answers it)
  if (key) {
    const earlier = await claimKey(ctx, viewer.id, key, hash, now);
    if (earlier) return earlier;
  }
  const orderId = crypto.randomUUID();
  let held: AirOrder | null = null;
  try {
    // priced, checked and held with the airline before any transaction of ours: a slow airline holds no connection
    const priced = await priceOffer(ctx, values.offerId);
    const offer = priced.offer;
    if (compare(priced.totalInPkr, values.expectedTotalInPkr) !== 0) throw priceChanged(priced.totalInPkr);
    const passengers = checkPassengers(ctx, offer, values);
    if (values.type === 'hold' && !offer.holdable) throw new ConflictError(FLIGHT_ORDER_MESSAGES.holdNotAllowed);
    const agent = viewer.role === 'b2b_agent';
    if (agent) await actingAgency(ctx, 'book');
    // a hold reserves its amount of an agency's funds until paid or released: never more than the wallet covers
    if (agent && values.type === 'hold' && compare((await walletOf(ctx)).availableInPkr, priced.totalInPkr) < 0) {
      throw new InsufficientFundsError(WALLET_MESSAGES.holdNotCovered);
    }
    const contact = { email: values.contact.email.trim(), phone: values.contact.phone.replace(/[\s-]/g, '') };
    if (values.type === 'hold') {
      try {
        held = await airlineOf(ctx).createOrder({ offerId: offer.id, type: 'hold', totalPkr: offer.totalPkr, passengers, contact, reference: orderId }, now);
      } catch (err) {
        throw asDomainError(err);
      }
    }
    return await record(ctx, { orderId, key, bookerId, agent, priced, passengers, contact, held, values, now });
  } catch (err) {
    if (key) await ctx.em.execute('delete from idempotency_key where user_id = ? and key = ? and booking_id is null', [viewer.id, key]);
    // our side failed after the airline held it: released at once rather than at its deadline
    const placed = held as AirOrder | null;
    if (placed && !(await ctx.em.findOne(FlightOrder, { id: orderId }))) void releaseHold(ctx, placed.providerOrderId);
    throw err;
  }
}

/** Claims the idempotency key (committed at once); a request still running with it is waited for, up to 10 s. */
async function claimKey(ctx: ServiceContext, userId: string, key: string, hash: string, now: Date): Promise<FlightOrder | null> {
  for (let waited = 0; ; waited += 100) {
    try {
      const earlier = await ctx.em.transactional((tx) => claimIdempotencyKey(tx, userId, key, hash, now));
      return earlier ? await ctx.em.findOneOrFail(FlightOrder, { booking: earlier.id }) : null;
    } catch (err) {
      if (!(err instanceof ConflictError) || !/still being processed/.test(err.message) || waited >= 10_000) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function releaseHold(ctx: ServiceContext, providerOrderId: string): Promise<void> {
  try {
    const quote = await airlineOf(ctx).quoteCancellation(providerOrderId, ctx.now());
    await airlineOf(ctx).confirmCancellation(quote.id, ctx.now());
  } catch (err) {
    ctx.log.warn({ providerOrderId, err: (err as Error).message }, 'a hold not recorded here could not be released with the airline');
  }
}

type Recording = {
  orderId: string;
  key: string | undefined;
  bookerId: string;
  agent: boolean;
  priced: PricedOfferView;
  passengers: OrderPassengerInput[];
  contact: { email: string; phone: string };
  held: AirOrder | null;
  values: CreateFlightOrderValues;
  now: Date;
};

/** The booking and its flight order, in one transaction (the idempotency key pointed at it in the same). */
function record(ctx: ServiceContext, r: Recording): Promise<FlightOrder> {
  const { orderId, key, bookerId, agent, priced, passengers, contact, held, values, now } = r;
  const offer = priced.offer;
  const viewerId = ctx.viewer!.id;
  return ctx.em.transactional(async (tx) => {
    const deadline = held?.paymentRequiredBy ? new Date(held.paymentRequiredBy) : new Date(offer.expiresAt);
    const total = priced.totalInPkr;
    // an agent's order is a sale to the passengers: the agency's flight markup (or this sale's) on top of the net
    const sale = agent
      ? await saleFields(tx, bookerId, 'flight', total, {
          leadName: passengerName(passengers[0]),
          phone: contact.phone,
          email: contact.email,
          passengers: passengers.map((p) => ({ name: passengerName(p), passportNumber: p.passportNumber })),
          markupInPkr: values.markupInPkr ?? undefined,
        })
      : {};
    const booking = tx.create(Booking, {
      user: bookerId,
      sellerId: null,
      type: BookingType.flight,
      itemName: itemNameOf(offer),
      passengerCount: passengers.length,
      totalPriceInPkr: total,
      savedInPkr: '0',
      currency: 'PKR',
      currencyRate: '1',
      status: BookingStatus.pending,
      travelDate: new Date(offer.slices[0].segments[0].departingAt),
      createdAt: now,
      inventoryHeld: false,
      advanceInPkr: total,
      holdExpiresAt: deadline,
      refundTiers: [],
      ...sale,
    });
    const order = tx.create(FlightOrder, {
      id: orderId,
      booking,
      provider: airlineOf(ctx).name,
      providerOrderId: held?.providerOrderId ?? null,
      offerId: offer.id,
      type: values.type as 'instant' | 'hold',
      status: held ? 'held' : 'awaiting_payment',
      bookingReference: held?.bookingReference ?? null,
      airlineTotalInPkr: offer.totalPkr,
      serviceFeeInPkr: priced.serviceFeeInPkr,
      paymentRequiredBy: held?.paymentRequiredBy ? new Date(held.paymentRequiredBy) : null,
      offerExpiresAt: new Date(offer.expiresAt),
      owner: offer.owner,
      slices: held?.slices ?? offer.slices,
      passengers,
      contact,
      conditions: held?.conditions ?? offer.conditions,
      createdAt: now,
      updatedAt: now,
    });
    await tx.flush();
    await bumpStats(tx, 1, total);
    await announceBookingMade({ ...ctx, em: tx }, booking);
    // partners hear of it with the booking (issue 38): its item is this flight order
    await publishWebhookEvent(tx, bookingEvent('booking.created', booking, now, { itemId: order.id }));
    if (key) await tx.execute('update idempotency_key set booking_id = ? where user_id = ? and key = ?', [booking.id, viewerId, key]);
    return order;
  });
}

/** 409 PRICE_CHANGED with the new total (what the buyer pays now). */
export function priceChanged(newTotalInPkr: string): DomainError {
  return new DomainError(FLIGHT_ORDER_MESSAGES.priceChanged, 'PRICE_CHANGED', { newTotalInPkr });
}

/** An order the viewer may see (its buyer or the buyer's agency, the super admin); 404 otherwise, 401 signed out. */
export async function findOrder(ctx: ServiceContext, id: string, em: EntityManager = ctx.em as EntityManager): Promise<FlightOrder> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  if (!isUuid(id)) throw new NotFoundError(FLIGHT_ORDER_MESSAGES.orderNotFound);
  const order = await em.findOne(FlightOrder, { id }, { populate: ['booking'] });
  if (!order) throw new NotFoundError(FLIGHT_ORDER_MESSAGES.orderNotFound);
  const booking = order.booking.getEntity();
  if (!(await sees(ctx, viewer, booking.user.id, booking.sellerId))) throw new NotFoundError(FLIGHT_ORDER_MESSAGES.orderNotFound);
  return order;
}

/** Whether the viewer may act on the order (pay, cancel, answer a change): its booker (the agency) or the super admin. */
export async function ensureActor(ctx: ServiceContext, viewer: Viewer, booking: Booking): Promise<void> {
  if (viewer.role === 'super_admin') return;
  if (booking.user.id !== (await bookerIdOf(ctx))) throw new NotFoundError(FLIGHT_ORDER_MESSAGES.orderNotFound);
}

/** The viewer's flight orders (the agency's for its staff; all of them for the super admin), newest first. */
export async function listFlightOrders(ctx: ServiceContext, pagination: { limit?: number | null; offset?: number | null } | null | undefined): Promise<Page<FlightOrder>> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  const page = readPagination(pagination);
  const where = viewer.role === 'super_admin' ? {} : { booking: { user: await bookerIdOf(ctx) } };
  const rows = await ctx.em.find(FlightOrder, where, {
    populate: ['booking'],
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: page.limit + 1,
    offset: page.offset,
  });
  return toPage(rows, page);
}

export { AirlineProviderError };
