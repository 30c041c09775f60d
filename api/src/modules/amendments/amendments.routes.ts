import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../core/errors.js';
import type { RestRoute } from '../../rest/facade.js';
import { asInt, asText, bodyOf, fieldsOf } from '../../rest/body.js';
import { AMENDMENT_KINDS, AMENDMENT_MESSAGES } from '../../rules/amendments.js';
import { BOOKING } from '../bookings/bookings.routes.js';

// REST for amendment and cancellation quotes (issue 37), through the same GraphQL operations as the web app.

const params = (req: FastifyRequest) => req.params as { id: string; quoteId?: string };

// the rule's message for a missing or unknown kind, rather than GraphQL's enum coercion error
function kindOf(value: unknown): string {
  if (typeof value === 'string' && (AMENDMENT_KINDS as readonly string[]).includes(value)) return value;
  throw new ValidationError(AMENDMENT_MESSAGES.kind, 'kind');
}

// lists of objects: the known fields of each; anything else goes on for the rules to refuse
const listOf = (value: unknown, item: (f: Record<string, unknown>) => Record<string, unknown>) =>
  Array.isArray(value) ? value.map((x) => { const f = fieldsOf(x); return f ? item(f) : x; }) : (value ?? undefined);

/** The body as the GraphQL AmendmentInput: the known fields only. */
function amendmentInput(req: FastifyRequest): Record<string, unknown> {
  const b = bodyOf(req);
  return {
    kind: kindOf(b.kind),
    travelDate: asText(b.travelDate),
    packageId: asText(b.packageId),
    checkInDate: asText(b.checkInDate),
    checkOutDate: asText(b.checkOutDate),
    passengerCount: asInt(b.passengerCount),
    passengers: listOf(b.passengers, (f) => ({ name: asText(f.name) ?? '', passportNumber: asText(f.passportNumber) ?? '' })),
    travellerIndex: asInt(b.travellerIndex),
    name: asText(b.name),
    rooms: listOf(b.rooms, (f) => ({
      occupancy: asText(f.occupancy),
      adults: asInt(f.adults),
      childrenWithBed: asInt(f.childrenWithBed),
      childrenWithoutBed: asInt(f.childrenWithoutBed),
      infants: asInt(f.infants),
    })),
  };
}

type Change = { field: string; before: string | null; after: string | null };
type Quote = Record<string, unknown> & { changes: Change[] };

// the spec's {before, after} objects, rebuilt from the quote's field changes (lists and objects as JSON again)
function sideOf(changes: Change[], side: 'before' | 'after'): Record<string, unknown> {
  const value = (text: string | null): unknown => {
    if (text === null) return null;
    if (/^[[{]/.test(text)) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    }
    return text;
  };
  return Object.fromEntries(changes.map((c) => [c.field, value(c[side])]));
}

const QUOTE = 'id bookingId kind summary changes { field before after } newTotalInPkr differenceInPkr feeInPkr penaltyInPkr refundInPkr refundTo expiresAt status';
const OFFER = 'id bookingId refundInPkr penaltyInPkr refundTo expiresAt status';

export const amendmentRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/bookings/:id/amendments/quote',
    document: `mutation RestQuoteAmendment($id: ID!, $input: AmendmentInput!) { quoteAmendment(bookingId: $id, input: $input) { ${QUOTE} } }`,
    variables: (req) => ({ id: params(req).id, input: amendmentInput(req) }),
    respond: (data) => {
      const { changes, ...quote } = data.quoteAmendment as Quote;
      return { ...quote, before: sideOf(changes, 'before'), after: sideOf(changes, 'after') };
    },
    status: 201,
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/amendments/:quoteId/confirm',
    document: `mutation RestConfirmAmendment($id: ID!, $quoteId: ID!) { confirmAmendment(bookingId: $id, quoteId: $quoteId) { ${BOOKING} } }`,
    variables: (req) => ({ id: params(req).id, quoteId: params(req).quoteId }),
    respond: (data) => data.confirmAmendment,
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/cancellation-quote',
    document: `mutation RestQuoteCancellation($id: ID!) { quoteCancellation(bookingId: $id) { ${OFFER} } }`,
    variables: (req) => ({ id: params(req).id }),
    respond: (data) => data.quoteCancellation,
    status: 201,
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/cancellation-quote/:quoteId/confirm',
    document: `mutation RestConfirmCancellation($id: ID!, $quoteId: ID!) { confirmCancellation(bookingId: $id, quoteId: $quoteId) { ${BOOKING} } }`,
    variables: (req) => ({ id: params(req).id, quoteId: params(req).quoteId }),
    respond: (data) => data.confirmCancellation,
  },
];
