import { graphql } from '../../gql';

// The booking page after the sale (issue 37): the booking with its deadlines, its history, and the quotes that change
// or cancel it. Plain fields (no fragments): the page reads them as they are.

export const AfterSaleBookingFieldsFragment = graphql(`
  fragment AfterSaleBookingFields on Booking {
    id type itemName status paymentStatus payable travelDate checkInDate checkOutDate passengerCount roomCount guestCount
    packageId flightOrderId totalPriceInPkr amountPaidInPkr amountRefundedInPkr amountDueNowInPkr balanceDueInPkr
    balanceDueAt holdExpiresAt payBy freeCancellationUntil
    rooms { occupancy adults childrenWithBed childrenWithoutBed infants }
    customer { leadName passengers { name passportNumber } }
  }
`);

export const BookingEventFieldsFragment = graphql(`
  fragment BookingEventFields on BookingEvent {
    id bookingId at kind summary amountInPkr
    actor { role name }
    changes { field before after }
  }
`);

export const AfterSaleBookingQuery = graphql(`
  query AfterSaleBooking($id: ID!) {
    booking(id: $id) { ...AfterSaleBookingFields }
    bookingHistory(bookingId: $id) { ...BookingEventFields }
  }
`);

export const AmendmentOptionsQuery = graphql(`
  query AmendmentOptions($bookingId: ID!) {
    amendmentOptions(bookingId: $bookingId) {
      kinds nameChangeFeeInPkr reason
      departures { packageId name startDate availableSpots priceInPkr }
    }
  }
`);

export const AmendmentQuoteFieldsFragment = graphql(`
  fragment AmendmentQuoteFields on AmendmentQuote {
    id bookingId kind summary newTotalInPkr differenceInPkr feeInPkr penaltyInPkr refundInPkr refundTo expiresAt status
    changes { field before after }
  }
`);

export const QuoteAmendmentMutation = graphql(`
  mutation QuoteAmendment($bookingId: ID!, $input: AmendmentInput!) {
    quoteAmendment(bookingId: $bookingId, input: $input) { ...AmendmentQuoteFields }
  }
`);

export const ConfirmAmendmentMutation = graphql(`
  mutation ConfirmAmendment($bookingId: ID!, $quoteId: ID!) {
    confirmAmendment(bookingId: $bookingId, quoteId: $quoteId) { ...AfterSaleBookingFields }
  }
`);

export const QuoteCancellationMutation = graphql(`
  mutation QuoteCancellation($bookingId: ID!) {
    quoteCancellation(bookingId: $bookingId) { id bookingId refundInPkr penaltyInPkr refundTo expiresAt status }
  }
`);

export const ConfirmCancellationMutation = graphql(`
  mutation ConfirmCancellation($bookingId: ID!, $quoteId: ID!) {
    confirmCancellation(bookingId: $bookingId, quoteId: $quoteId) { ...AfterSaleBookingFields }
  }
`);

// the booking's package's prices per bed, for the rooms editor (the package page's room picker)
export const AfterSalePackagePricesQuery = graphql(`
  query AfterSalePackagePrices($id: ID!) {
    package(id: $id) {
      id priceInPkr originalPriceInPkr
      occupancyPrices { occupancy priceInPkr }
      childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr
    }
  }
`);
