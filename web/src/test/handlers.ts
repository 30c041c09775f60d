import { graphql, HttpResponse } from 'msw';
import { hotel } from './catalogue';

export const currencies = [
  {
    __typename: 'Currency',
    code: 'PKR',
    name: 'Pakistani Rupee',
    symbol: 'Rs',
    rate: '1',
    isBase: true,
    rateUpdatedAt: '2026-11-22T00:00:00.000Z',
  },
  {
    __typename: 'Currency',
    code: 'USD',
    name: 'US Dollar',
    symbol: '$',
    rate: '0.003565',
    isBase: false,
    rateUpdatedAt: '2026-11-22T00:00:00.000Z',
  },
  {
    __typename: 'Currency',
    code: 'AED',
    name: 'UAE Dirham',
    symbol: 'AED',
    rate: '0.013092',
    isBase: false,
    rateUpdatedAt: '2026-11-22T00:00:00.000Z',
  },
  {
    __typename: 'Currency',
    code: 'SAR',
    name: 'Saudi Riyal',
    symbol: 'SAR',
    rate: '0.01337',
    isBase: false,
    rateUpdatedAt: '2026-11-22T00:00:00.000Z',
  },
  {
    __typename: 'Currency',
    code: 'QAR',
    name: 'Qatari Riyal',
    symbol: 'QAR',
    rate: '0.012977',
    isBase: false,
    rateUpdatedAt: '2026-11-22T00:00:00.000Z',
  },
  {
    __typename: 'Currency',
    code: 'GBP',
    name: 'British Pound',
    symbol: '£',
    rate: '0.002712',
    isBase: false,
    rateUpdatedAt: '2026-11-22T00:00:00.000Z',
  },
  {
    __typename: 'Currency',
    code: 'EUR',
    name: 'Euro',
    symbol: '€',
    rate: '0.003082',
    isBase: false,
    rateUpdatedAt: '2026-11-22T00:00:00.000Z',
  },
];

export const handlers = [
  graphql.query('Currencies', () => HttpResponse.json({ data: { currencies } })),
  graphql.query('Me', () => HttpResponse.json({ data: { me: null } })),
  // the top bar's bell (signed in): nothing unread, an empty list
  graphql.query('UnreadNotificationCount', () => HttpResponse.json({ data: { unreadNotificationCount: 0 } })),
  graphql.query('Notifications', () =>
    HttpResponse.json({ data: { notifications: { __typename: 'NotificationPage', items: [], hasMore: false, limit: 10, offset: 0 } } }),
  ),
  // a hotel card's breakdown: the fixture hotel's seven currencies
  graphql.query('HotelPrices', () => HttpResponse.json({ data: { hotelPrices: hotel().multiCurrencyPricing } })),
  graphql.query('MyBookings', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: [], hasMore: false } } })),
  // the Developer API tab's webhooks (issue 38): none registered yet
  graphql.query('WebhookEndpoints', () => HttpResponse.json({ data: { webhookEndpoints: [] } })),
  graphql.query('WebhookEventTypes', () => HttpResponse.json({ data: { webhookEventTypes: ['booking.created', 'booking.confirmed', 'payment.succeeded'] } })),
  // flight orders (issue 35): none unless a test says otherwise
  graphql.query('FlightOrders', () => HttpResponse.json({ data: { flightOrders: { __typename: 'FlightOrderPage', items: [], hasMore: false } } })),
  graphql.query('CancellationQuote', ({ variables }) =>
    HttpResponse.json({
      data: {
        cancellationQuote: { __typename: 'CancellationQuote', bookingId: variables.bookingId, paidInPkr: '0.00', refundInPkr: '0.00', penaltyInPkr: '0.00', refundPercent: 100, daysBeforeTravel: 30 },
      },
    }),
  ),
  graphql.query('UserStats', () =>
    HttpResponse.json({
      data: {
        analytics: {
          __typename: 'Analytics',
          userStats: { __typename: 'UserStats', totalBookings: 0, upcomingTrips: 0, completedBookings: 0, totalSaved: '0.00', loyaltyTier: 'Bronze' },
        },
      },
    }),
  ),
  // visa services: empty lists unless a test says otherwise
  graphql.query('VisaQueue', () => HttpResponse.json({ data: { visaQueue: { __typename: 'VisaApplicationPage', items: [], hasMore: false } } })),
  graphql.query('MySellerVisaOffers', () => HttpResponse.json({ data: { mySellerVisaOffers: { __typename: 'VisaOfferPage', items: [], hasMore: false } } })),
  graphql.query('MyVisaApplications', () => HttpResponse.json({ data: { myVisaApplications: { __typename: 'VisaApplicationPage', items: [], hasMore: false } } })),
  // agent sales: no markups set
  graphql.query('MyMarkups', () => HttpResponse.json({ data: { myMarkups: markupsAs() } })),
  graphql.query('CustomerSales', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: [], hasMore: false } } })),
  graphql.query('AdminOverview', () =>
    HttpResponse.json({
      data: { analytics: { __typename: 'Analytics', overview: { __typename: 'AnalyticsOverview', totalBookings: 0, activeB2BAgents: 0, totalRevenue: '0.00' } } },
    }),
  ),
];

export function bookingAs(over: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking',
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    type: 'package',
    itemName: 'Economy Umrah from Karachi',
    bookedBy: 'ayesha',
    passengerCount: 1,
    totalPriceInPkr: '185000.00',
    savedInPkr: '0.00',
    currency: 'PKR',
    status: 'confirmed',
    travelDate: '2099-01-01T00:00:00.000Z',
    specialRequirements: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    roomType: null,
    roomCount: null,
    checkInDate: null,
    checkOutDate: null,
    voucherUrl: null,
    paymentStatus: 'paid',
    payable: false,
    amountPaidInPkr: '185000.00',
    amountRefundedInPkr: '0.00',
    amountDueNowInPkr: '0.00',
    balanceDueInPkr: '0.00',
    balanceDueAt: null,
    holdExpiresAt: null,
    flightOrderId: null,
    payBy: null,
    freeCancellationUntil: null,
    ...over,
  };
}

export function meAs(over: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id: '7d1c0b7e-0000-4000-8000-000000000001',
    username: 'ayesha',
    email: 'ayesha@example.pk',
    firstName: 'Ayesha',
    lastName: 'Khan',
    role: 'end_user',
    profileImageUrl: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    language: 'en',
    ...over,
  };
}

/** An agent's markups as the API lists them (0 % for each product type unless `over` says otherwise). */
export function markupsAs(over: Partial<Record<'package' | 'hotel' | 'transport', { kind: string; value: string }>> = {}) {
  return (['package', 'hotel', 'transport'] as const).map((productType) => ({
    __typename: 'AgentMarkup',
    productType,
    kind: over[productType]?.kind ?? 'percent',
    value: over[productType]?.value ?? '0.00',
    updatedAt: over[productType] ? '2026-11-20T10:00:00.000Z' : null,
  }));
}
