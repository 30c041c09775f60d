import { graphql } from '../../gql';

// The GraphQL documents of selling flights (issue 35): pricing an offer, ordering it, the order and its list, and the
// order's actions (cancel through the airline's quote, answer an airline change).

/** One way of a journey with its flights, as the itinerary shows it (offers, orders and airline changes alike). */
export const FlightSliceFieldsFragment = graphql(`
  fragment FlightSliceFields on FlightOrderSlice {
    origin destination durationMinutes
    segments {
      origin destination departingAt arrivingAt durationMinutes carrier carrierName flightNumber aircraft
      baggage { checkedPieces checkedKg carryOnPieces }
    }
  }
`);

export const FlightOrderFieldsFragment = graphql(`
  fragment FlightOrderFields on FlightOrder {
    id bookingId type status bookingReference provider failure createdAt ticketedAt cancelledAt paymentRequiredBy
    totalInPkr airlineTotalInPkr serviceFeeInPkr sellingPriceInPkr amountPaidInPkr amountRefundedInPkr
    owner { code name }
    slices { ...FlightSliceFields }
    passengers { type title givenName familyName gender bornOn passportNumber passportCountry passportExpiresOn nationality }
    contact { email phone }
    conditions { refundable refundPenaltyInPkr changeable changePenaltyInPkr }
    tickets { passengerName number }
    changes { id status detectedAt before { ...FlightSliceFields } after { ...FlightSliceFields } }
    cancellationQuote { id refundInPkr penaltyInPkr refundTo expiresAt }
  }
`);

export const PriceFlightOfferMutation = graphql(`
  mutation PriceFlightOffer($offerId: String!) {
    priceFlightOffer(offerId: $offerId) {
      priceChanged previousTotalInPkr
      offer {
        id totalInPkr airlineTotalInPkr serviceFeeInPkr expiresAt holdable paymentRequiredBy passengerTypes
        owner { code name }
        conditions { refundable refundPenaltyInPkr changeable changePenaltyInPkr }
        slices { ...FlightSliceFields }
      }
    }
  }
`);

export const CreateFlightOrderMutation = graphql(`
  mutation CreateFlightOrder($input: CreateFlightOrderInput!, $idempotencyKey: String) {
    createFlightOrder(input: $input, idempotencyKey: $idempotencyKey) { ...FlightOrderFields }
  }
`);

export const FlightOrderQuery = graphql(`
  query FlightOrder($id: ID!) {
    flightOrder(id: $id) { ...FlightOrderFields }
  }
`);

export const FLIGHT_ORDERS_PAGE_SIZE = 20;

// the dashboards' lists: what a row shows (the slices as the order page asks for them, so the two share the cache)
export const FlightOrdersQuery = graphql(`
  query FlightOrders($pagination: PaginationInput) {
    flightOrders(pagination: $pagination) {
      items {
        id bookingId type status bookingReference totalInPkr paymentRequiredBy createdAt
        owner { code name }
        slices { ...FlightSliceFields }
        tickets { passengerName number }
        changes { id status }
      }
      hasMore
    }
  }
`);

export const QuoteFlightCancellationMutation = graphql(`
  mutation QuoteFlightCancellation($orderId: ID!) {
    quoteFlightCancellation(orderId: $orderId) { id refundInPkr penaltyInPkr refundTo expiresAt }
  }
`);

export const ConfirmFlightCancellationMutation = graphql(`
  mutation ConfirmFlightCancellation($orderId: ID!, $quoteId: ID!) {
    confirmFlightCancellation(orderId: $orderId, quoteId: $quoteId) { ...FlightOrderFields }
  }
`);

export const AcceptAirlineChangeMutation = graphql(`
  mutation AcceptAirlineChange($orderId: ID!, $changeId: ID!) {
    acceptAirlineChange(orderId: $orderId, changeId: $changeId) { ...FlightOrderFields }
  }
`);

/** The e-ticket itinerary receipt of a ticketed order (a same-origin download with the session cookie). */
export const eticketUrl = (orderId: string) => `/api/flights/orders/${encodeURIComponent(orderId)}/eticket.pdf`;
