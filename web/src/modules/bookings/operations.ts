import { graphql } from '../../gql';

export const BookingFieldsFragment = graphql(`
  fragment BookingFields on Booking {
    id type itemName bookedBy passengerCount totalPriceInPkr savedInPkr currency status travelDate
    specialRequirements createdAt roomType roomCount checkInDate checkOutDate voucherUrl flightOrderId
    payBy freeCancellationUntil
  }
`);

// One page size for every list of the caller's bookings (welcome page, admin table, traveller dashboard): they share
// one cache entry, and each shows as many of its first rows as it needs.
export const BOOKINGS_PAGE_SIZE = 20;

export const MyBookingsQuery = graphql(`
  query MyBookings($pagination: PaginationInput) {
    bookings(pagination: $pagination) {
      items { ...BookingFields ...BookingPaymentFields }
      hasMore
    }
  }
`);

// the agent workspace's list: bookings of what the caller sells (its own cache entry, `sold` is a key argument)
export const SoldBookingsQuery = graphql(`
  query SoldBookings($pagination: PaginationInput) {
    bookings(pagination: $pagination, sold: true) {
      items { ...BookingFields }
      hasMore
    }
  }
`);

export const UserStatsQuery = graphql(`
  query UserStats {
    analytics { userStats { totalBookings upcomingTrips completedBookings totalSaved loyaltyTier } }
  }
`);

export const AdminOverviewQuery = graphql(`
  query AdminOverview {
    analytics { overview { totalBookings activeB2BAgents totalRevenue } }
  }
`);

export const BookMutation = graphql(`
  mutation Book($input: BookInput!, $idempotencyKey: String) {
    book(input: $input, idempotencyKey: $idempotencyKey) { ...BookingFields ...BookingPaymentFields }
  }
`);

export const CancelBookingMutation = graphql(`
  mutation CancelBooking($id: ID!) {
    cancelBooking(id: $id) { ...BookingFields }
  }
`);
