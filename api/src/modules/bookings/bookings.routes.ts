import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../core/errors.js';
import { check } from '../../core/validation.js';
import { MarkupSchema } from '../../rules/agent-sales.js';
import type { RestRoute } from '../../rest/facade.js';
import { PAYMENT_METHODS } from '../../rules/payments.js';
import { queryPagination } from '../../rest/query.js';

const BOOKING = `id type itemName bookedBy passengerCount totalPriceInPkr savedInPkr currency currencyRate status travelDate
  specialRequirements createdAt cancelledAt packageId transportId hotelId roomType checkInDate checkOutDate roomCount guestCount
  paymentStatus amountPaidInPkr amountRefundedInPkr amountDueNowInPkr balanceDueInPkr holdExpiresAt balanceDueAt confirmedAt requestAcceptedAt payable
  customer { leadName phone email passengers { name passportNumber } } markupInPkr sellingPriceInPkr`;

// one booking in full: its attempts and refunds too
const PAYMENT = 'id method purpose amountInPkr status reference gatewayTransactionId failureReason expiresAt createdAt settledAt proofSubmittedAt';
const REFUND = 'id paymentId method amountInPkr reason status reference note createdAt settledAt';
const BOOKING_IN_FULL = `${BOOKING} payments { ${PAYMENT} } refunds { ${REFUND} }`;

// the rule's message for a missing or unknown method, rather than GraphQL's enum coercion error
function methodOf(value: unknown): string {
  if (typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value)) return value;
  throw new ValidationError(`Method must be one of ${PAYMENT_METHODS.join(', ')}`, 'method');
}

const bookingId = (req: FastifyRequest) => (req.params as { id: string }).id;

// {redirectUrl | form | instructions} beside the attempt: only the way that applies
type Start = { payment: Record<string, unknown>; redirectUrl: string | null; formPost: unknown; instructions: unknown };
function started(start: Start): Record<string, unknown> {
  const { payment, redirectUrl, formPost, instructions } = start;
  return { ...payment, ...(redirectUrl ? { redirectUrl } : {}), ...(formPost ? { form: formPost } : {}), ...(instructions ? { instructions } : {}) };
}

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

// the fields of a hotel stay, and what any booking may carry
const stay = (b: Record<string, unknown>) => ({
  checkInDate: str(b.checkInDate),
  checkOutDate: str(b.checkOutDate),
  roomCount: int(b.roomCount),
  guestCount: int(b.guestCount),
  roomType: str(b.roomType),
});
// an agent's customer (issue 17): the known fields only (GraphQL refuses others); a non-object goes on for GraphQL to refuse
function customer(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const c = value as Record<string, unknown>;
  const passengers = Array.isArray(c.passengers)
    ? c.passengers.map((p) => (p && typeof p === 'object' ? { name: str((p as Record<string, unknown>).name) ?? '', passportNumber: str((p as Record<string, unknown>).passportNumber) ?? '' } : p))
    : c.passengers;
  return { leadName: str(c.leadName) ?? '', phone: str(c.phone) ?? '', email: str(c.email) ?? '', passengers, markupInPkr: str(c.markupInPkr) };
}

const extras = (b: Record<string, unknown>) => ({
  specialRequirements: str(b.specialRequirements),
  totalPriceInPkr: str(b.totalPriceInPkr),
  currency: str(b.currency),
  customer: customer(b.customer),
});

// the spec's booking body as the GraphQL BookInput (POST /api/bookings and its quotation read the same body)
const bookInput = (b: Record<string, unknown>) => ({
  type: str(b.type) ?? '',
  packageId: str(b.packageId),
  transportId: str(b.transportId),
  hotelId: str(b.hotelId),
  ...stay(b),
  passengerCount: int(b.passengerCount),
  travelDate: str(b.travelDate),
  ...extras(b),
});

const MARKUP = 'productType kind value updatedAt';

export const bookingRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/bookings',
    document: BOOK,
    variables: (req) => {
      const b = body(req);
      return {
        key: idempotencyKey(req),
        input: bookInput(b),
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
      return { key: idempotencyKey(req), input: { type: 'hotel', hotelId: (req.params as { hotelId: string }).hotelId, ...stay(b), ...extras(b) } };
    },
    respond: (data) => data.book,
    status: 201,
  },
  {
    method: 'GET',
    url: '/api/bookings',
    document: `query RestBookings($pagination: PaginationInput) { bookings(pagination: $pagination) { items { ${BOOKING} } } }`,
    variables: (req) => ({ pagination: queryPagination(req) }),
    respond: (data) => (data.bookings as { items: unknown[] }).items,
  },
  {
    method: 'GET',
    url: '/api/bookings/:id',
    document: `query RestBooking($id: ID!) { booking(id: $id) { ${BOOKING_IN_FULL} } }`,
    variables: (req) => ({ id: bookingId(req) }),
    respond: (data) => data.booking,
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/payments',
    document: `mutation RestPay($id: ID!, $method: PaymentMethod!) {
      pay(bookingId: $id, method: $method) {
        payment { ${PAYMENT} bookingId }
        redirectUrl
        formPost { url fields { name value } }
        instructions { accountTitle bankName iban reference amountInPkr payBy }
      }
    }`,
    variables: (req) => ({ id: bookingId(req), method: methodOf(body(req).method) }),
    respond: (data) => started(data.pay as Start),
    status: 201,
  },
  {
    method: 'GET',
    url: '/api/bookings/:id/cancellation-quote',
    document: `query RestCancellationQuote($id: ID!) {
      cancellationQuote(bookingId: $id) { bookingId paidInPkr refundInPkr penaltyInPkr refundPercent daysBeforeTravel tiers { minDaysBefore refundPercent } }
    }`,
    variables: (req) => ({ id: bookingId(req) }),
    respond: (data) => data.cancellationQuote,
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/cancel',
    document: `mutation RestCancel($id: ID!) { cancelBooking(id: $id) { ${BOOKING_IN_FULL} } }`,
    variables: (req) => ({ id: bookingId(req) }),
    respond: (data) => data.cancelBooking,
  },
  {
    method: 'POST',
    url: '/api/bookings/quote',
    document: `query RestQuote($input: BookInput!, $markup: Decimal) {
      quote(input: $input, markupInPkr: $markup) { itemName passengerCount netPriceInPkr markupInPkr sellingPriceInPkr }
    }`,
    variables: (req) => {
      const b = body(req);
      return {
        markup: str(b.markupInPkr),
        input: bookInput(b),
      };
    },
    respond: (data) => data.quote,
  },
  {
    method: 'GET',
    url: '/api/agent/markups',
    document: `query RestMarkups { myMarkups { ${MARKUP} } }`,
    respond: (data) => data.myMarkups,
  },
  {
    method: 'PUT',
    url: '/api/agent/markups',
    document: `mutation RestSetMarkup($productType: MarkupProductType!, $kind: MarkupKind!, $value: Decimal!) {
      setMarkup(productType: $productType, kind: $kind, value: $value) { ${MARKUP} }
    }`,
    // the rule's messages rather than GraphQL's coercion errors
    variables: (req) => check(MarkupSchema, body(req)),
    respond: (data) => data.setMarkup,
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
