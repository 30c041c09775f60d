import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../core/context.js';
import { DomainError } from '../../core/errors.js';
import { checkText } from '../../core/validation.js';
import type { AppDeps } from '../../deps.js';
import { answerBuffers } from '../../rest/buffer-pool.js';
import type { RestRoute } from '../../rest/facade.js';
import { queryChecked, queryInt, queryPagination, queryString } from '../../rest/query.js';
import { sendDomainError } from '../../rest/status.js';
import { GUESTS_RANGE_MESSAGE, PackageTypeSchema, ROOMS_RANGE_MESSAGE, TransportTypeSchema } from '../../rules/catalogue.js';
import { marketToday } from '../../rules/dates.js';
import { searchHotels, type HotelOffer } from './hotels.service.js';
import { type AnswerCache, cacheKey } from '../../graphql/answer-cache.js';

const PACKAGE_FIELDS = `id slug name description type imageUrl images duration priceInPkr originalPriceInPkr maxCapacity availableSpots
  status featured rating bookings inclusions exclusions tags departureCity transportType makkahHotel madinahHotel
  makkahNights madinahNights makkahHotelRating madinahHotelRating visaIncluded advancePaymentPercent cancellationPolicy
  termsAndConditions destinations countries startDate endDate ownerId createdAt`;

const TRANSPORT_FIELDS = `id slug type name description operator priceInPkr fromCity toCity duration features seatsTotal seatsAvailable
  imageUrl`;

// GET /api/packages and /api/transport (spec point 7): JSON arrays, 400 with the rule's message. /api/hotels below.
export const catalogueRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/packages',
    document: `query RestPackages($type: PackageType, $search: String, $limit: Int, $offset: Int) {
      packages(type: $type, search: $search, pagination: { limit: $limit, offset: $offset }) { items { ${PACKAGE_FIELDS} } }
    }`,
    variables: (req) => ({ type: queryChecked(req, 'type', PackageTypeSchema), search: queryString(req, 'search'), ...queryPagination(req) }),
    respond: (data) => (data.packages as { items: unknown[] }).items,
  },
  {
    method: 'GET',
    url: '/api/transport',
    document: `query RestTransport($type: TransportType, $limit: Int, $offset: Int) {
      transport(type: $type, pagination: { limit: $limit, offset: $offset }) { items { ${TRANSPORT_FIELDS} } }
    }`,
    variables: (req) => ({ type: queryChecked(req, 'type', TransportTypeSchema), ...queryPagination(req) }),
    respond: (data) => (data.transport as { items: unknown[] }).items,
  },
];

type CurrencyPrice = HotelOffer['multiCurrencyPricing'][number];
type Breakdown = HotelOffer['priceBreakdown'];

// The REST list is written as UTF-8 bytes, piece by piece, into one buffer: what is the same from one search to the
// next is kept as JSON text with its length in bytes, and a page of hotels (32 KB with every currency) is never
// joined into one string to be encoded again. (Kept as text, not as small Buffers: those are slices of Node's shared
// 8 KB pool, and thousands of long-lived slices kept whole slabs alive beside each request's garbage.)
type Piece = { text: string; bytes: number };
const piece = (text: string): Piece => ({ text, bytes: Buffer.byteLength(text) });

// A stay's breakdown and its seven currencies are shared between searches (hotels.service.ts keeps them per price,
// room-nights and set of rates, and never changes their fields): the hotel's tail of JSON is kept beside the
// breakdown under a symbol (a WeakMap of tens of thousands of entries made each garbage collection slower).
const TAIL = Symbol('json');
type WithTail = { [TAIL]?: Piece };

/** `,"priceBreakdown":{…},"multiCurrencyPricing":{"PKR":{…},…}}`: the spec's currencies are a map from code to prices. */
function tailOf(h: HotelOffer): Piece {
  const b = h.priceBreakdown as Breakdown & WithTail;
  let tail = b[TAIL];
  if (tail === undefined) {
    const { pricePerNight, subtotal, taxes, total, taxRate, formatted } = b;
    const breakdown = { pricePerNight, subtotal, taxes, total, taxRate, formatted: { pricePerNight: formatted.pricePerNight, subtotal: formatted.subtotal, taxes: formatted.taxes, total: formatted.total } };
    const byCode: Record<string, unknown> = {};
    for (const p of h.multiCurrencyPricing as CurrencyPrice[]) {
      byCode[p.currency] = { pricePerNight: p.pricePerNight, total: p.total, formatted: p.formatted, totalFormatted: p.totalFormatted };
    }
    tail = piece(`,"priceBreakdown":${JSON.stringify(breakdown)},"multiCurrencyPricing":${JSON.stringify(byCode)}}`);
    b[TAIL] = tail;
  }
  return tail;
}

// A hotel's own facts, by id: the same for every search until the hotel changes. Checked against the row each time (a
// changed name, picture, description or amenity list writes them again); bounded, starting afresh when full.
type Facts = Piece & { name: string; imageUrl: string; rating: number; city: string; country: string; description: string; amenities: string[] };
const FACTS_MAX = 5000;
let factsById = new Map<string, Facts>();

function sameAmenities(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `{"id":…,"amenities":[…],` */
function factsOf(h: HotelOffer): Piece {
  const known = factsById.get(h.id);
  if (
    known &&
    known.name === h.name &&
    known.imageUrl === h.imageUrl &&
    known.rating === h.rating &&
    known.city === h.city &&
    known.country === h.country &&
    known.description === h.description &&
    sameAmenities(known.amenities, h.amenities)
  ) {
    return known;
  }
  const { id, name, imageUrl, rating, city, country, description, amenities } = h;
  const facts = { ...piece(`${JSON.stringify({ id, name, imageUrl, rating, city, country, description, amenities }).slice(0, -1)},`), name, imageUrl, rating, city, country, description, amenities };
  if (factsById.size >= FACTS_MAX) factsById = new Map();
  factsById.set(id, facts);
  return facts;
}

/** `"isAvailable":…,"pricePerNightFormatted":"…"`: what this search says of the hotel. */
function stayOf(h: HotelOffer): string {
  const json = JSON.stringify({
    isAvailable: h.isAvailable,
    availableRooms: h.availableRooms,
    currency: h.currency,
    nights: h.nights,
    roomCount: h.roomCount,
    guestCount: h.guestCount,
    checkInDate: h.checkInDate,
    checkOutDate: h.checkOutDate,
    roomType: h.roomType,
    pricePerNight: h.pricePerNight,
    pricePerNightInPkr: h.pricePerNightInPkr,
    pricePerNightFormatted: h.pricePerNightFormatted,
  });
  return json.slice(1, -1);
}

/**
 * The hotels as the REST list shows them (the first wave's fields, in its order), as UTF-8 JSON in a buffer of
 * `answerBuffers` (`pooled`: to be given back once sent; a page longer than a pooled buffer gets one of its own).
 */
function hotelsJson(items: HotelOffer[]): { json: Buffer; pooled: Buffer | undefined } {
  const facts: Piece[] = new Array(items.length);
  const stays: string[] = new Array(items.length);
  const tails: Piece[] = new Array(items.length);
  // '[' and ']', a comma between hotels
  let length = 1 + Math.max(1, items.length);
  for (let i = 0; i < items.length; i++) {
    facts[i] = factsOf(items[i]);
    stays[i] = stayOf(items[i]);
    tails[i] = tailOf(items[i]);
    length += facts[i].bytes + Buffer.byteLength(stays[i]) + tails[i].bytes;
  }
  const { buffer: out, pooled } = answerBuffers.take(length);
  let at = out.write('[', 0);
  for (let i = 0; i < items.length; i++) {
    if (i > 0) at += out.write(',', at);
    at += out.write(facts[i].text, at);
    at += out.write(stays[i], at);
    at += out.write(tails[i].text, at);
  }
  at += out.write(']', at);
  return { json: out.subarray(0, at), pooled: pooled ? out : undefined };
}

/**
 * GET /api/hotels (spec point 7): the local hotel search as a JSON array, 400 with the rule's message. It calls the
 * search service itself rather than running a GraphQL operation like the other REST routes: a search is the hottest
 * read, and GraphQL's execution around it was a third of its time (issue 19); the answer is the same, field for field.
 * Repeated searches are answered from `answers` as GraphQL's are (a few seconds, dropped on any catalogue write).
 */
export function registerHotelSearchRoute(app: FastifyInstance, deps: AppDeps, answers: AnswerCache<Buffer>): void {
  app.get('/api/hotels', async (req, reply) => {
    let args: Parameters<typeof searchHotels>[1];
    try {
      // missing values become empty strings so the search's own rules answer ('City is required'...)
      args = {
        city: queryString(req, 'city') ?? '',
        checkInDate: queryString(req, 'checkInDate') ?? '',
        checkOutDate: queryString(req, 'checkOutDate') ?? '',
        rooms: queryInt(req, 'rooms', ROOMS_RANGE_MESSAGE, 1) as number,
        guests: queryInt(req, 'guests', GUESTS_RANGE_MESSAGE, 2) as number,
        currency: queryString(req, 'currency') || 'PKR',
        pagination: queryPagination(req),
      };
      // what GraphQL holds every String argument to
      for (const name of ['city', 'checkInDate', 'checkOutDate', 'currency'] as const) checkText(name, args[name]);
    } catch (err) {
      if (err instanceof DomainError) return sendDomainError(reply, err);
      throw err;
    }
    // made as GraphQL's is (its own fork): the three lanes of a hotel search answer from the same context (issue 34)
    const ctx = serviceContext(deps, { viewer: null, log: req.log });
    const found = answers.enabled ? await answers.lookup(cacheKey(['GET /api/hotels', marketToday(ctx.now()), JSON.stringify(args)])) : undefined;
    let json: Buffer;
    if (found && 'hit' in found) json = found.hit;
    else {
      let pooled: Buffer | undefined;
      try {
        ({ json, pooled } = hotelsJson((await searchHotels(ctx, args)).items));
      } catch (err) {
        found?.settle(null);
        if (err instanceof DomainError) return sendDomainError(reply, err);
        throw err;
      }
      // kept in the cache as text and handed to waiting requests as a copy (restAnswers' codec): the buffer is this
      // response's alone, and goes back to the pool when it has been sent
      found?.settle(json);
      if (pooled) answerBuffers.giveAfter(reply, pooled);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
