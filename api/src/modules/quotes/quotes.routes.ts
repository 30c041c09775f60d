import type { FastifyRequest } from 'fastify';
import { asInt, asText, bodyOf, type BodyFields, fieldsOf } from '../../rest/body.js';
import type { RestRoute } from '../../rest/facade.js';
import { queryPagination } from '../../rest/query.js';

// Quotes over REST (issue 39), through the same GraphQL operations: the agency's POST/GET /api/quotes, and the
// customer's public page and accept by the link's token (no sign-in).

const ITEM = 'position type itemName summary imageUrl costInPkr priceInPkr bookingId';
const QUOTE = `id status shareUrl sharePath customerName customerPhone customerEmail note currency totalInPkr costInPkr expiresAt viewedAt acceptedAt createdAt createdBy items { ${ITEM} } whatsappUrl`;
const PUBLIC = `status customerName note currency total totalInPkr expiresAt items { position type itemName summary imageUrl price }
  agency { tradingName logoUrl phone whatsapp address licenceNumber } askUrl needsPassports passengerCount`;

// a package's rooms: the known fields of each; anything else goes on for the rules to refuse
function rooms(value: unknown): unknown {
  if (!Array.isArray(value)) return value ?? undefined;
  return value.map((r) => {
    const f = fieldsOf(r);
    return f ? { occupancy: asText(f.occupancy), adults: asInt(f.adults), childrenWithBed: asInt(f.childrenWithBed), childrenWithoutBed: asInt(f.childrenWithoutBed), infants: asInt(f.infants) } : r;
  });
}

const item = (value: unknown): unknown => {
  const b = fieldsOf(value);
  if (!b) return value;
  return {
    type: asText(b.type) ?? '',
    packageId: asText(b.packageId),
    passengerCount: asInt(b.passengerCount),
    travelDate: asText(b.travelDate),
    rooms: rooms(b.rooms),
    hotelId: asText(b.hotelId),
    checkInDate: asText(b.checkInDate),
    checkOutDate: asText(b.checkOutDate),
    roomType: asText(b.roomType),
    roomCount: asInt(b.roomCount),
    guestCount: asInt(b.guestCount),
    transportId: asText(b.transportId),
  };
};

function quoteInput(b: BodyFields) {
  const c = fieldsOf(b.customer);
  return {
    customer: c ? { name: asText(c.name) ?? '', phone: asText(c.phone) ?? '', email: asText(c.email) } : (b.customer ?? { name: '', phone: '' }),
    items: Array.isArray(b.items) ? b.items.map(item) : (b.items ?? []),
    validHours: asInt(b.validHours),
    note: asText(b.note),
    currency: asText(b.currency),
  };
}

function passengers(value: unknown): unknown {
  if (!Array.isArray(value)) return value ?? undefined;
  return value.map((p) => {
    const f = fieldsOf(p);
    return f ? { name: asText(f.name) ?? '', passportNumber: asText(f.passportNumber) ?? '' } : p;
  });
}

const tokenOf = (req: FastifyRequest) => (req.params as { token: string }).token;

export const quoteRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/quotes',
    document: `mutation RestCreateQuote($input: CreateQuoteInput!) { createCustomerQuote(input: $input) { id shareUrl expiresAt totalInPkr } }`,
    variables: (req) => ({ input: quoteInput(bodyOf(req)) }),
    respond: (data) => data.createCustomerQuote,
    status: 201,
  },
  {
    method: 'GET',
    url: '/api/quotes',
    document: `query RestQuotes($limit: Int, $offset: Int) { customerQuotes(limit: $limit, offset: $offset) { items { ${QUOTE} } } }`,
    variables: (req) => queryPagination(req),
    respond: (data) => (data.customerQuotes as { items: unknown[] }).items,
  },
  {
    method: 'GET',
    url: '/api/public/quotes/:token',
    document: `query RestPublicQuote($token: String!) { publicQuote(token: $token) { ${PUBLIC} } }`,
    variables: (req) => ({ token: tokenOf(req) }),
    respond: (data) => data.publicQuote,
  },
  {
    method: 'POST',
    url: '/api/public/quotes/:token/accept',
    document: `mutation RestAcceptQuote($token: String!, $passengers: [QuotePassengerInput!]) { acceptPublicQuote(token: $token, passengers: $passengers) { bookingIds } }`,
    variables: (req) => ({ token: tokenOf(req), passengers: passengers(bodyOf(req).passengers) }),
    respond: (data) => data.acceptPublicQuote,
    status: 201,
  },
];
