import { graphql, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { bookingAs } from './handlers';
import { backToEnglish } from './urdu';

// Fixtures shared by the dashboards' tests (English and Urdu): the traveller's bookings and figures, and the msw
// server's life in an Urdu test file.

type Vars = Record<string, unknown>;

/** A confirmed package booking with Rs 55,500 paid and Rs 129,500 due by 18 December 2098 (`over` over that). */
export const partlyPaidAs = (over: Vars = {}) =>
  bookingAs({
    id: 'a1b2c3d4-0000-4000-8000-0000000000d1',
    status: 'confirmed',
    paymentStatus: 'partially_paid',
    payable: true,
    amountPaidInPkr: '55500.00',
    amountDueNowInPkr: '0.00',
    balanceDueInPkr: '129500.00',
    balanceDueAt: '2098-12-18T00:00:00.000Z',
    ...over,
  });

/** The traveller's figures: 7 bookings, 2 upcoming, 5 completed, Rs 45,000 saved, Gold. */
export const goldUserStats = () =>
  graphql.query('UserStats', () =>
    HttpResponse.json({
      data: {
        analytics: {
          __typename: 'Analytics',
          userStats: { __typename: 'UserStats', totalBookings: 7, upcomingTrips: 2, completedBookings: 5, totalSaved: '45000.00', loyaltyTier: 'Gold' },
        },
      },
    }),
  );

/** A cancellation quote: of Rs 55,500 paid, Rs 41,625 back (75 %), 20 days before travel. */
export const cancellationQuote75 = () =>
  graphql.query('CancellationQuote', ({ variables }) =>
    HttpResponse.json({
      data: { cancellationQuote: { __typename: 'CancellationQuote', bookingId: variables.bookingId, paidInPkr: '55500.00', refundInPkr: '41625.00', penaltyInPkr: '13875.00', refundPercent: 75, daysBeforeTravel: 20 } },
    }),
  );

/** An Urdu test file's server: listening for the file, its handlers reset and English back after each test. */
export function serveUrduTests(server: SetupServer) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    server.resetHandlers();
    await backToEnglish();
  });
  afterAll(() => server.close());
}
