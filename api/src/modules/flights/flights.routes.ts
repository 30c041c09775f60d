import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../core/errors.js';
import type { RestRoute } from '../../rest/facade.js';
import { asText, bodyOf, fieldsOf, pick } from '../../rest/body.js';
import { queryPagination } from '../../rest/query.js';

// The REST facade of flight orders (issue 35): each route runs its GraphQL operation.

const SEGMENT = 'origin destination departingAt arrivingAt durationMinutes carrier carrierName flightNumber aircraft baggage { checkedPieces checkedKg carryOnPieces }';
const SLICES = `slices { origin destination durationMinutes segments { ${SEGMENT} } }`;
const CONDITIONS = 'conditions { refundable refundPenaltyInPkr changeable changePenaltyInPkr }';
const QUOTE = 'id refundInPkr penaltyInPkr refundTo expiresAt';
const ORDER = `id bookingId provider type status bookingReference totalInPkr airlineTotalInPkr serviceFeeInPkr sellingPriceInPkr amountPaidInPkr
  amountRefundedInPkr paymentRequiredBy owner { code name } ${SLICES}
  passengers { type title givenName familyName gender bornOn passportNumber passportCountry passportExpiresOn nationality }
  contact { email phone } ${CONDITIONS} tickets { passengerName number }
  changes { id detectedAt status before { origin destination durationMinutes segments { ${SEGMENT} } } after { origin destination durationMinutes segments { ${SEGMENT} } } }
  cancellationQuote { ${QUOTE} } failure createdAt ticketedAt cancelledAt`;

const param = (req: FastifyRequest, name: string) => (req.params as Record<string, string>)[name];
const PASSENGER_FIELDS = ['type', 'title', 'givenName', 'familyName', 'gender', 'bornOn', 'passportNumber', 'passportCountry', 'passportExpiresOn', 'nationality'];

function passengersOf(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new ValidationError('Passengers must be a list of passenger forms', 'passengers');
  return value.map((p, i) => {
    if (!fieldsOf(p)) throw new ValidationError(`Passenger ${i + 1}: must be an object with the passenger's fields`, `passengers.${i}`);
    return pick(p, PASSENGER_FIELDS);
  });
}

export const flightRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/flights/offers/:offerId/price',
    document: `mutation RestPriceFlightOffer($offerId: String!) { priceFlightOffer(offerId: $offerId) {
      priceChanged previousTotalInPkr
      offer { id totalInPkr airlineTotalInPkr serviceFeeInPkr expiresAt holdable paymentRequiredBy owner { code name } passengerTypes ${CONDITIONS} ${SLICES} } } }`,
    variables: (req) => ({ offerId: param(req, 'offerId') }),
    respond: (data) => data.priceFlightOffer,
  },
  {
    method: 'POST',
    url: '/api/flights/orders',
    document: `mutation RestCreateFlightOrder($input: CreateFlightOrderInput!) { createFlightOrder(input: $input) { id bookingId status bookingReference totalInPkr paymentRequiredBy } }`,
    variables: (req) => {
      const b = bodyOf(req);
      const contact = fieldsOf(b.contact);
      return {
        input: {
          offerId: asText(b.offerId) ?? '',
          type: asText(b.type) ?? '',
          expectedTotalInPkr: asText(b.expectedTotalInPkr) ?? '',
          passengers: passengersOf(b.passengers),
          contact: { email: asText(contact?.email) ?? '', phone: asText(contact?.phone) ?? '' },
          markupInPkr: asText(b.markupInPkr),
        },
      };
    },
    respond: (data) => {
      const o = data.createFlightOrder as Record<string, unknown>;
      return { id: o.id, bookingId: o.bookingId, status: o.status, bookingReference: o.bookingReference, totalInPkr: o.totalInPkr, paymentRequiredBy: o.paymentRequiredBy };
    },
    status: 201,
  },
  {
    method: 'GET',
    url: '/api/flights/orders',
    document: `query RestFlightOrders($pagination: PaginationInput) { flightOrders(pagination: $pagination) { items { ${ORDER} } } }`,
    variables: (req) => ({ pagination: queryPagination(req) }),
    respond: (data) => (data.flightOrders as { items: unknown[] }).items,
  },
  {
    method: 'GET',
    url: '/api/flights/orders/:id',
    document: `query RestFlightOrder($id: ID!) { flightOrder(id: $id) { ${ORDER} } }`,
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => data.flightOrder,
  },
  {
    method: 'POST',
    url: '/api/flights/orders/:id/cancellation-quote',
    document: `mutation RestQuoteFlightCancellation($id: ID!) { quoteFlightCancellation(orderId: $id) { ${QUOTE} } }`,
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => data.quoteFlightCancellation,
    status: 201,
  },
  {
    method: 'POST',
    url: '/api/flights/orders/:id/cancellation-quote/:quoteId/confirm',
    document: `mutation RestConfirmFlightCancellation($id: ID!, $quoteId: ID!) { confirmFlightCancellation(orderId: $id, quoteId: $quoteId) { ${ORDER} } }`,
    variables: (req) => ({ id: param(req, 'id'), quoteId: param(req, 'quoteId') }),
    respond: (data) => data.confirmFlightCancellation,
  },
  {
    method: 'POST',
    url: '/api/flights/orders/:id/changes/:changeId/accept',
    document: `mutation RestAcceptAirlineChange($id: ID!, $changeId: ID!) { acceptAirlineChange(orderId: $id, changeId: $changeId) { ${ORDER} } }`,
    variables: (req) => ({ id: param(req, 'id'), changeId: param(req, 'changeId') }),
    respond: (data) => data.acceptAirlineChange,
  },
  {
    method: 'POST',
    url: '/api/flights/sandbox/orders/:id/airline-change',
    document: `mutation RestSimulateAirlineChange($id: ID!) { simulateAirlineChange(orderId: $id) { ${ORDER} } }`,
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => data.simulateAirlineChange,
  },
];
