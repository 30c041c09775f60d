import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../core/errors.js';
import { check } from '../../core/validation.js';
import { MarkupSchema } from '../../rules/agent-sales.js';
import type { RestRoute } from '../../rest/facade.js';
import { PAYMENT_METHODS } from '../../rules/payments.js';
import { asInt, asText, bodyOf, type BodyFields, fieldsOf } from '../../rest/body.js';
import { queryPagination } from '../../rest/query.js';

export const BOOKING = `id type itemName bookedBy passengerCount rooms { occupancy adults childrenWithBed childrenWithoutBed infants } totalPriceInPkr savedInPkr currency currencyRate status travelDate
  specialRequirements createdAt cancelledAt packageId transportId hotelId roomType checkInDate checkOutDate roomCount guestCount
  paymentStatus amountPaidInPkr amountRefundedInPkr amountDueNowInPkr balanceDueInPkr holdExpiresAt balanceDueAt payBy freeCancellationUntil confirmedAt requestAcceptedAt payable
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

// a retry with the same Idempotency-Key header gets the first answer again: the generic layer (security/idempotency.ts)
// handles the header on every write, so the book mutation's own idempotencyKey argument is not used here
const BOOK = `mutation RestBook($input: BookInput!) { book(input: $input) { ${BOOKING} } }`;

// the fields of a hotel stay, and what any booking may carry
const stay = (b: BodyFields) => ({
  checkInDate: asText(b.checkInDate),
  checkOutDate: asText(b.checkOutDate),
  roomCount: asInt(b.roomCount),
  guestCount: asInt(b.guestCount),
  roomType: asText(b.roomType),
});
// an agent's customer (issue 17): the known fields only (GraphQL refuses others); a non-object goes on for GraphQL to refuse
function customer(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const c = fieldsOf(value);
  if (!c) return value;
  const passenger = (p: unknown) => {
    const f = fieldsOf(p);
    return f ? { name: asText(f.name) ?? '', passportNumber: asText(f.passportNumber) ?? '' } : p;
  };
  const passengers = Array.isArray(c.passengers) ? c.passengers.map(passenger) : c.passengers;
  return { leadName: asText(c.leadName) ?? '', phone: asText(c.phone) ?? '', email: asText(c.email) ?? '', passengers, markupInPkr: asText(c.markupInPkr) };
}

const extras = (b: BodyFields) => ({
  specialRequirements: asText(b.specialRequirements),
  totalPriceInPkr: asText(b.totalPriceInPkr),
  currency: asText(b.currency),
  customer: customer(b.customer),
});

// a package's rooms (issue 36): the known fields of each; anything else goes on for the rules to refuse
function rooms(value: unknown): unknown {
  if (!Array.isArray(value)) return value ?? undefined;
  return value.map((r) => {
    const f = fieldsOf(r);
    if (!f) return r;
    return { occupancy: asText(f.occupancy), adults: asInt(f.adults), childrenWithBed: asInt(f.childrenWithBed), childrenWithoutBed: asInt(f.childrenWithoutBed), infants: asInt(f.infants) };
  });
}

// the spec's booking body as the GraphQL BookInput (POST /api/bookings and its quotation read the same body)
const bookInput = (b: BodyFields) => ({
  type: asText(b.type) ?? '',
  packageId: asText(b.packageId),
  transportId: asText(b.transportId),
  hotelId: asText(b.hotelId),
  ...stay(b),
  passengerCount: asInt(b.passengerCount),
  rooms: rooms(b.rooms),
  travelDate: asText(b.travelDate),
  ...extras(b),
});

const MARKUP = 'productType kind value updatedAt';

export const bookingRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/bookings',
    document: BOOK,
    variables: (req) => {
      const b = bodyOf(req);
      return { input: bookInput(b) };
    },
    respond: (data) => data.book,
    status: 201,
  },
  {
    method: 'POST',
    url: '/api/hotels/:hotelId/book',
    document: BOOK,
    variables: (req) => {
      const b = bodyOf(req);
      return { input: { type: 'hotel', hotelId: (req.params as { hotelId: string }).hotelId, ...stay(b), ...extras(b) } };
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
    variables: (req) => ({ id: bookingId(req), method: methodOf(bodyOf(req).method) }),
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
      const b = bodyOf(req);
      return {
        markup: asText(b.markupInPkr),
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
    variables: (req) => check(MarkupSchema, bodyOf(req)),
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
