import { graphql } from '../../gql';

export const BookingFieldsFragment = graphql(`
  fragment BookingFields on Booking {
    id
    type
    itemName
    bookedBy
    passengerCount
    totalPriceInPkr
    savedInPkr
    currency
    status
    travelDate
    specialRequirements
    createdAt
    roomType
    roomCount
    checkInDate
    checkOutDate
  }
`);

export const MyBookingsQuery = graphql(`
  query MyBookings($pagination: PaginationInput) {
    bookings(pagination: $pagination) {
      items {
        ...BookingFields
      }
      hasMore
    }
  }
`);

export const UserStatsQuery = graphql(`
  query UserStats {
    analytics {
      userStats {
        totalBookings
        upcomingTrips
        completedBookings
        totalSaved
        loyaltyTier
      }
    }
  }
`);

export const AdminOverviewQuery = graphql(`
  query AdminOverview {
    analytics {
      overview {
        totalBookings
        activeB2BAgents
        totalRevenue
      }
    }
  }
`);

export const BookMutation = graphql(`
  mutation Book($input: BookInput!, $idempotencyKey: String) {
    book(input: $input, idempotencyKey: $idempotencyKey) {
      ...BookingFields
    }
  }
`);

export const CancelBookingMutation = graphql(`
  mutation CancelBooking($id: ID!) {
    cancelBooking(id: $id) {
      ...BookingFields
    }
  }
`);
