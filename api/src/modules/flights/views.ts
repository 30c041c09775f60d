import type { AirOffer, AirSlice, FareConditions } from './airline.js';
import type { FlightCancellationQuote, FlightOrder } from './flight-order.entity.js';
import type { FareConditionsView, FlightCancellationQuoteView, FlightOrderSliceView, FlightOrderView, PricedFlightOfferView } from './flights.types.js';
import type { PricedOfferView } from './orders.service.js';

// The flight records as the API shows them.

export const conditionsView = (c: FareConditions): FareConditionsView => ({
  refundable: c.refundable,
  refundPenaltyInPkr: c.refundPenaltyPkr,
  changeable: c.changeable,
  changePenaltyInPkr: c.changePenaltyPkr,
});

export const slicesView = (slices: AirSlice[]): FlightOrderSliceView[] => slices;

export function pricedView(p: PricedOfferView): PricedFlightOfferView {
  const o: AirOffer = p.offer;
  return {
    offer: {
      id: o.id,
      totalInPkr: p.totalInPkr,
      airlineTotalInPkr: o.totalPkr,
      serviceFeeInPkr: p.serviceFeeInPkr,
      expiresAt: new Date(o.expiresAt),
      holdable: o.holdable,
      paymentRequiredBy: o.paymentRequiredBy ? new Date(o.paymentRequiredBy) : null,
      conditions: conditionsView(o.conditions),
      owner: o.owner,
      passengerTypes: o.passengers.map((x) => x.type),
      slices: slicesView(o.slices),
    },
    priceChanged: p.priceChanged,
    previousTotalInPkr: p.previousTotalInPkr,
  };
}

export const quoteView = (q: FlightCancellationQuote): FlightCancellationQuoteView => ({
  id: q.id,
  refundInPkr: q.refundInPkr,
  penaltyInPkr: q.penaltyInPkr,
  refundTo: q.refundTo,
  expiresAt: new Date(q.expiresAt),
});

/** An order with its booking loaded (findOrder, listFlightOrders). */
export function orderView(order: FlightOrder): FlightOrderView {
  const booking = order.booking.getEntity();
  return {
    id: order.id,
    bookingId: booking.id,
    provider: order.provider,
    type: order.type,
    status: order.status,
    bookingReference: order.bookingReference ?? null,
    totalInPkr: booking.totalPriceInPkr,
    airlineTotalInPkr: order.airlineTotalInPkr,
    serviceFeeInPkr: order.serviceFeeInPkr,
    sellingPriceInPkr: booking.sellingPriceInPkr ?? null,
    amountPaidInPkr: booking.amountPaidInPkr,
    amountRefundedInPkr: booking.amountRefundedInPkr,
    paymentRequiredBy: order.status === 'held' || order.status === 'awaiting_payment' ? (booking.holdExpiresAt ?? null) : null,
    owner: order.owner,
    slices: slicesView(order.slices),
    passengers: order.passengers,
    contact: order.contact,
    conditions: conditionsView(order.conditions),
    tickets: order.tickets.map((t) => ({ passengerName: t.passengerName, number: t.number })),
    changes: order.changes.map((c) => ({ id: c.id, detectedAt: new Date(c.detectedAt), before: c.before, after: c.after, status: c.status })),
    cancellationQuote: order.cancellationQuote ? quoteView(order.cancellationQuote) : null,
    failure: order.failure ?? null,
    createdAt: order.createdAt,
    ticketedAt: order.ticketedAt ?? null,
    cancelledAt: order.cancelledAt ?? null,
  };
}
