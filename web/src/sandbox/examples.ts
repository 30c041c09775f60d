// Example operations for the common partner flows, shown in the sandbox (and on /developers).
// Plain strings on purpose: some use fields of features that may be newer than this file.
import { MARKET_ZONE } from '@rules/dates.js';
import { DateTime } from 'luxon';

// a stay a month ahead (Pakistan's calendar), so the example never asks for dates in the past
const checkIn = DateTime.now().setZone(MARKET_ZONE).plus({ days: 30 });
export const EXAMPLE_STAY = { checkInDate: checkIn.toISODate() as string, checkOutDate: checkIn.plus({ days: 7 }).toISODate() as string };

export type Example = { id: string; title: string; description: string; query: string; variables?: Record<string, unknown> };

export const EXAMPLES: Example[] = [
  {
    id: 'currencies',
    title: 'Currencies and rates',
    description: 'The seven currencies prices can be shown in, with their rate per 1 PKR. No key needed.',
    query: `query Currencies {
  currencies {
    code
    name
    symbol
    rate
    isBase
  }
}`,
  },
  {
    id: 'search-packages',
    title: 'Search packages',
    description: 'Umrah, Hajj, holiday, international and domestic packages, 20 at a time (at most 100).',
    query: `query SearchPackages($type: PackageType, $search: String, $pagination: PaginationInput) {
  packages(type: $type, search: $search, pagination: $pagination) {
    items {
      id
      name
      type
      duration
      priceInPkr
      availableSpots
    }
    hasMore
  }
}`,
    variables: { type: 'umrah', search: null, pagination: { limit: 20, offset: 0 } },
  },
  {
    id: 'price-hotel-stay',
    title: 'Price a hotel stay',
    description: 'Hotels in a city with availability and the total for the stay, converted to a currency.',
    query: `query PriceHotelStay(
  $city: String!
  $checkInDate: String!
  $checkOutDate: String!
  $rooms: Int!
  $guests: Int!
  $currency: String!
) {
  hotels(
    city: $city
    checkInDate: $checkInDate
    checkOutDate: $checkOutDate
    rooms: $rooms
    guests: $guests
    currency: $currency
    pagination: { limit: 10, offset: 0 }
  ) {
    items {
      id
      name
      city
      rating
      isAvailable
      availableRooms
      nights
      pricePerNightFormatted
      priceBreakdown {
        total
        formatted {
          total
        }
      }
    }
    hasMore
  }
}`,
    variables: { city: 'Makkah', ...EXAMPLE_STAY, rooms: 1, guests: 2, currency: 'PKR' },
  },
  // Book and pay: three steps, the same documents as in docs/partner-api.md (section 5; the test checks they match)
  {
    id: 'book',
    title: 'Book and pay, 1: book a package',
    description:
      'Needs an API key (or a signed-in session). The server computes the price; send an Idempotency-Key header to retry safely. The booking is pending: its seats are held until holdExpiresAt for the amount due now.',
    query: `mutation Book($input: BookInput!) {
  book(input: $input) {
    id
    type
    status
    passengerCount
    totalPriceInPkr
    amountDueNowInPkr
    balanceDueInPkr
    holdExpiresAt
    paymentStatus
  }
}`,
    variables: { input: { type: 'package', packageId: 'PACKAGE_ID', passengerCount: 1 } },
  },
  {
    id: 'pay',
    title: 'Book and pay, 2: pay on the sandbox',
    description:
      'Starts the payment of the amount due now (later, the balance) and answers where the payer goes: on the sandbox gateway, redirectUrl, the checkout page with Pay, Decline and Abandon. Paying it sends a signed webhook that confirms the booking. 409 when the booking is expired, cancelled or paid in full.',
    query: `mutation Pay($bookingId: ID!, $method: PaymentMethod!) {
  pay(bookingId: $bookingId, method: $method) {
    redirectUrl
    payment {
      id
      status
      amountInPkr
      purpose
      reference
      expiresAt
    }
  }
}`,
    variables: { bookingId: 'BOOKING_ID', method: 'sandbox' },
  },
  {
    id: 'payment-status',
    title: 'Book and pay, 3: payment status',
    description:
      'Read the booking until the webhook has arrived: confirmed, paymentStatus partially_paid (a package’s advance) or paid, and what is left to pay by balanceDueAt.',
    query: `query PaymentStatus($id: ID!) {
  booking(id: $id) {
    id
    status
    paymentStatus
    amountPaidInPkr
    amountDueNowInPkr
    balanceDueInPkr
    balanceDueAt
    payments {
      id
      status
      amountInPkr
      purpose
    }
  }
}`,
    variables: { id: 'BOOKING_ID' },
  },
  {
    id: 'list-bookings',
    title: 'List bookings',
    description: 'Your bookings, newest first, 20 at a time (at most 100). Needs an API key.',
    query: `query ListBookings($pagination: PaginationInput) {
  bookings(pagination: $pagination) {
    items {
      id
      type
      status
      passengerCount
      totalPriceInPkr
      travelDate
      createdAt
    }
    hasMore
  }
}`,
    variables: { pagination: { limit: 20, offset: 0 } },
  },
  {
    id: 'my-keys',
    title: 'Who am I, and my keys',
    description: 'The account the key acts as, and its API keys (prefixes only: secrets are never shown again).',
    query: `query WhoAmI {
  me {
    username
    role
  }
  apiKeys(pagination: { limit: 20 }) {
    items {
      id
      name
      prefix
      createdAt
      lastUsedAt
      revokedAt
    }
    hasMore
  }
}`,
  },
];

export function variablesText(example: Example): string {
  return example.variables ? JSON.stringify(example.variables, null, 2) : '';
}
