import type { FastifyRequest } from 'fastify';
import type { RestRoute } from '../../rest/facade.js';

const BOOKING = `id type itemName bookedBy passengerCount totalPriceInPkr savedInPkr currency currencyRate status travelDate
  specialRequirements createdAt cancelledAt packageId transportId hotelId roomType checkInDate checkOutDate roomCount guestCount`;

function idempotencyKey(req: FastifyRequest): string | undefined {
  const value = req.headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
}

function body(req: FastifyRequest): Record<string, unknown> {
  return req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
}

// JSON numbers and strings both welcome where the spec's client sends numbers
const int = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'number' ? v : Number(v));
const str = (v: unknown) => (v === undefined || v === null ? undefined : typeof v === 'string' ? v : String(v));

const BOOK = `mutation RestBook($input: BookInput!, $key: String) { book(input: $input, idempotencyKey: $key) { ${BOOKING} } }`;

export const bookingRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/bookings',
    document: BOOK,
    variables: (req) => {
      const b = body(req);
      return {
        key: idempotencyKey(req),
        input: {
          type: str(b.type) ?? '',
          packageId: str(b.packageId),
          transportId: str(b.transportId),
          hotelId: str(b.hotelId),
          roomType: str(b.roomType),
          checkInDate: str(b.checkInDate),
          checkOutDate: str(b.checkOutDate),
          roomCount: int(b.roomCount),
          guestCount: int(b.guestCount),
          passengerCount: int(b.passengerCount),
          travelDate: str(b.travelDate),
          specialRequirements: str(b.specialRequirements),
          totalPriceInPkr: str(b.totalPriceInPkr),
          currency: str(b.currency),
        },
      };
    },
    respond: (data) => data.book,
    status: 201,
  },
  {
    method: 'POST',
    url: '/api/hotels/:hotelId/book',
    document: BOOK,
    variables: (req) => {
      const b = body(req);
      return {
        key: idempotencyKey(req),
        input: {
          type: 'hotel',
          hotelId: (req.params as { hotelId: string }).hotelId,
          checkInDate: str(b.checkInDate),
          checkOutDate: str(b.checkOutDate),
          roomCount: int(b.roomCount),
          guestCount: int(b.guestCount),
          roomType: str(b.roomType),
          specialRequirements: str(b.specialRequirements),
          totalPriceInPkr: str(b.totalPriceInPkr),
          currency: str(b.currency),
        },
      };
    },
    respond: (data) => data.book,
    status: 201,
  },
  {
    method: 'GET',
    url: '/api/bookings',
    document: `query RestBookings($pagination: PaginationInput) { bookings(pagination: $pagination) { items { ${BOOKING} } } }`,
    variables: (req) => {
      const q = req.query as { limit?: string; offset?: string };
      return { pagination: { limit: int(q.limit), offset: int(q.offset) } };
    },
    respond: (data) => (data.bookings as { items: unknown[] }).items,
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/cancel',
    document: `mutation RestCancel($id: ID!) { cancelBooking(id: $id) { ${BOOKING} } }`,
    variables: (req) => ({ id: (req.params as { id: string }).id }),
    respond: (data) => data.cancelBooking,
  },
  {
    method: 'GET',
    url: '/api/analytics/overview',
    document: 'query RestOverview { analytics { overview { totalBookings activeB2BAgents totalRevenue } } }',
    respond: (data) => (data.analytics as { overview: unknown }).overview,
  },
  {
    method: 'GET',
    url: '/api/analytics/user-stats',
    document: 'query RestUserStats { analytics { userStats { totalBookings upcomingTrips totalSaved completedBookings loyaltyTier } } }',
    respond: (data) => (data.analytics as { userStats: unknown }).userStats,
  },
];
