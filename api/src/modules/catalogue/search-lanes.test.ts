import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Context } from '../../graphql/context.js';
import { priceStay } from '../../rules/catalogue.js';
import { CURRENCY_CODES, type CurrencyCode } from '../../rules/currencies.js';
import { prng } from '../../rules/random.js';
import { buildApp } from '../../server.js';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { type HotelSeed, seedCatalogue } from './catalogue.seed.js';
import { AnswerCache } from '../../graphql/answer-cache.js';

// One hotel search, three lanes (issue 34): Apollo executing the type-graphql resolver field by field, the
// pre-compiled lane answering a repeated POST /graphql past Apollo (graphql/precompiled.ts), and GET /api/hotels
// (catalogue.routes.ts, the search service called directly). The same rotating searches go through each, and the
// answers must agree field by field, byte for byte once mapped to one shape. The catalogue's answer cache is off
// (CATALOGUE_CACHE_SECONDS=0) and seen never asked: no lane's answer is a cache of another's.

// the app whose fast lane is on (lanes 2 and 3); rate limits out of the way of ~1,100 requests from one address
const t = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '0', RATE_LIMIT_ANONYMOUS: '1000000' } });

// lane 1: an app with a test plugin, for which the fast lane stands aside (server.ts); the plugin counts executions,
// which graphql-js runs and the pre-compiled plan (inside Apollo or past it) never does
let reference: FastifyInstance;
let executions = 0;
const executionCounter: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async executionDidStart() {
        executions++;
      },
    };
  },
};

// every Apollo HTTP request of either app: a request the fast lane serves never gets here
const apolloCalls = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');
// the catalogue's answer cache, GraphQL's and REST's
const cacheLookups = vi.spyOn(AnswerCache.prototype, 'lookup');

const TODAY = '2026-11-22';
// every room of the Clock Tower, and the Ajyad's standard rooms, taken for this night
const SOLD_OUT_NIGHT = '2026-12-10';
// the last night with inventory rows (365 from today): a stay past it has nights without rooms
const LAST_NIGHT = '2027-11-21';

// more hotels than the fixtures for pages of several sizes: equal ratings ordered by name, a hotel without room
// types (fetched, then left off its page), text beyond ASCII (the REST lane writes its own UTF-8)
const art = (label: string): HotelSeed['art'] => ({ scene: 'hotel', palette: 'city-blue', label });
const extraHotels: HotelSeed[] = [
  {
    slug: 'makkah-dar-al-tawhid',
    name: 'Dār al-Tawḥīd — دار التوحيد',
    city: 'Makkah',
    country: 'Saudi Arabia',
    rating: 5,
    description: 'Steps from the Haram 🕋, "quiet" floors & a 24/7 desk.',
    amenities: ['Free Wi-Fi', 'Zamzam water', 'Café ☕'],
    art: art('Dar al-Tawhid'),
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '51234.57', rooms: 4 },
      { type: 'Suite', pricePerNightInPkr: '149999.99', rooms: 1 },
    ],
  },
  {
    slug: 'makkah-closed-wing',
    name: 'Closed Wing',
    city: 'Makkah',
    country: 'Saudi Arabia',
    rating: 4,
    description: 'Listed, nothing to book yet.',
    amenities: [],
    art: art('Closed Wing'),
    roomTypes: [],
  },
  {
    slug: 'makkah-ibrahim-khalil',
    name: 'Ibrahim Al Khalil',
    city: 'Makkah',
    country: 'Saudi Arabia',
    rating: 4,
    description: 'Family rooms near Ibrahim Al Khalil Street.',
    amenities: ['Restaurant'],
    art: art('Ibrahim Al Khalil'),
    roomTypes: [
      { type: 'Deluxe', pricePerNightInPkr: '27999.99', rooms: 2, maxOccupancy: 4 },
      { type: 'Standard', pricePerNightInPkr: '21000.01', rooms: 6 },
    ],
  },
  ...['Gulberg Residency', 'Mall Road Inn', 'Pearl Continental Lahore', 'Shalimar Guest House'].map(
    (name, i): HotelSeed => ({
      slug: `lahore-${i}`,
      name,
      city: 'Lahore',
      country: 'Pakistan',
      rating: 3 + (i % 3),
      description: `${name} in Lahore.`,
      amenities: ['Free Wi-Fi', 'Parking'],
      art: art(name),
      roomTypes: [
        { type: 'Standard', pricePerNightInPkr: `${9000 + i * 1333}.${String(i * 17).padStart(2, '0')}`, rooms: 1 + i },
        { type: 'Deluxe', pricePerNightInPkr: `${15000 + i * 2111}.50`, rooms: 2 },
      ],
    }),
  ),
];

type Search = {
  city: string;
  checkInDate: string;
  checkOutDate: string;
  rooms?: number;
  guests?: number;
  currency?: string;
  limit?: number;
  offset?: number;
};

// what each lane asks for: every field of a hotel (the REST list's fields are a subset)
const HOTEL_FIELDS = `id slug name imageUrl rating city country description amenities isAvailable availableRooms currency nights
  roomCount guestCount checkInDate checkOutDate roomType pricePerNight pricePerNightInPkr pricePerNightFormatted
  priceBreakdown { pricePerNight subtotal taxes total taxRate currency formatted { pricePerNight subtotal taxes total } }
  multiCurrencyPricing { currency pricePerNight total formatted totalFormatted }
  roomTypes { kind pricePerNightInPkr pricePerNight pricePerNightFormatted maxOccupancy availableRooms isAvailable }`;
// rooms, guests and currency may be left out: the schema's defaults then apply, as the REST route's do
const search = (items: string) => `query LaneHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int, $guests: Int,
    $currency: String, $limit: Int, $offset: Int) {
  hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: $currency,
      pagination: { limit: $limit, offset: $offset }) { ${items} { ${HOTEL_FIELDS} } hasMore limit offset }
}`;
// a directive is what the pre-compiled plan does not compile: Apollo then executes it with graphql-js
const REFERENCE_QUERY = search('items @include(if: true)');
const LANE_QUERY = search('items');

type GqlHotel = Record<string, unknown> & {
  pricePerNightInPkr: string;
  nights: number;
  roomCount: number;
  currency: CurrencyCode;
  isAvailable: boolean;
  availableRooms: number;
  slug: string;
  roomType: string;
  priceBreakdown: Record<string, unknown> & { formatted: Record<string, string> };
  multiCurrencyPricing: Array<{ currency: string; pricePerNight: string; total: string; formatted: string; totalFormatted: string }>;
};
type GqlPage = { items: GqlHotel[]; hasMore: boolean; limit: number; offset: number };
type Answer = { page: GqlPage } | { error: { message: string; code: string } };

function variablesOf(s: Search): Record<string, unknown> {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined));
}

function restUrl(s: Search): string {
  return `/api/hotels?${new URLSearchParams(Object.entries(variablesOf(s)).map(([k, v]): [string, string] => [k, String(v)]))}`;
}

function gql(app: FastifyInstance, query: string, s: Search, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables: variablesOf(s) } });
}

/** Whether Apollo's HTTP handling saw the request (the pre-compiled lane answers without it). */
async function viaApollo(ask: () => Promise<LightMyRequestResponse>): Promise<{ res: LightMyRequestResponse; apollo: boolean }> {
  const calls = apolloCalls.mock.calls.length;
  const res = await ask();
  return { res, apollo: apolloCalls.mock.calls.length > calls };
}

function gqlAnswer(res: LightMyRequestResponse): Answer {
  const body = JSON.parse(res.body) as { data?: { hotels: GqlPage } | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  if (body.errors?.length) return { error: { message: body.errors[0].message, code: String(body.errors[0].extensions?.code) } };
  if (res.statusCode !== 200 || !body.data) throw new Error(`GraphQL answered ${res.statusCode}: ${res.body}`);
  return { page: body.data.hotels };
}

/**
 * A GraphQL hotel as GET /api/hotels writes it: the first wave's fields in its order, the breakdown without its currency
 * and the seven currencies as a map from code to prices. Compared as JSON text, so order and types count too.
 */
function restJsonOf(items: GqlHotel[]): string {
  return JSON.stringify(
    items.map((h) => {
      const b = h.priceBreakdown;
      const byCode: Record<string, unknown> = {};
      for (const p of h.multiCurrencyPricing) byCode[p.currency] = { pricePerNight: p.pricePerNight, total: p.total, formatted: p.formatted, totalFormatted: p.totalFormatted };
      return {
        ...pick(h, ['id', 'name', 'imageUrl', 'rating', 'city', 'country', 'description', 'amenities', 'isAvailable', 'availableRooms', 'currency']),
        ...pick(h, ['nights', 'roomCount', 'guestCount', 'checkInDate', 'checkOutDate', 'roomType', 'pricePerNight', 'pricePerNightInPkr']),
        pricePerNightFormatted: h.pricePerNightFormatted,
        priceBreakdown: { ...pick(b, ['pricePerNight', 'subtotal', 'taxes', 'total', 'taxRate']), formatted: pick(b.formatted, ['pricePerNight', 'subtotal', 'taxes', 'total']) },
        multiCurrencyPricing: byCode,
      };
    }),
  );
}

function pick<T extends Record<string, unknown>>(o: T, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, o[k]]));
}

/** Where two JSON texts part, with a little of each around it. */
function whereDiffer(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const from = Math.max(0, at - 60);
  return `at ${at}:\n  rest:    …${a.slice(from, at + 60)}\n  graphql: …${b.slice(from, at + 60)}`;
}

const day = (iso: string, days: number) => DateTime.fromISO(iso, { zone: 'utc' }).plus({ days }).toISODate() as string;

/** The rotating searches: seeded, so every run asks the same ones. */
function rotatingSearches(count: number): Search[] {
  const rand = prng(34);
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const cities = ['Makkah', 'mecca', 'MAKKAH', 'Madinah', 'Medina', 'Dubai', 'dxb', 'Lahore', 'Lahore', 'Atlantis'];
  return Array.from({ length: count }, (_, i) => {
    let checkIn = day(TODAY, between(1, 60));
    let nights = between(1, 7);
    // one in four covers the sold-out night; one in twenty-five runs past the last night of inventory
    if (i % 4 === 1) {
      checkIn = day(SOLD_OUT_NIGHT, -between(0, 4));
      nights = Math.max(nights, DateTime.fromISO(SOLD_OUT_NIGHT, { zone: 'utc' }).diff(DateTime.fromISO(checkIn, { zone: 'utc' }), 'days').days + 1);
    }
    if (i % 25 === 7) checkIn = day(LAST_NIGHT, -between(0, 3));
    const rooms = between(1, 2);
    const city = cities[between(0, cities.length - 1)];
    const s: Search = {
      // the sold-out night's searches mostly in Makkah, where it is
      city: i % 4 === 1 && i % 3 ? ['Makkah', 'mecca', 'MAKKAH'][i % 3] : city,
      checkInDate: checkIn,
      checkOutDate: day(checkIn, nights),
      rooms,
      guests: between(1, 6),
      // the seven currencies in turn
      currency: CURRENCY_CODES[i % CURRENCY_CODES.length],
    };
    // a page of 1 to 3 hotels at offsets 0 to 4, two times in three; else the default page
    if (i % 3) {
      s.limit = between(1, 3);
      s.offset = between(0, 4);
    }
    // now and then nothing but the stay: the defaults (1 room, 2 guests, PKR) of each lane
    if (i % 17 === 5) {
      delete s.rooms;
      delete s.guests;
      delete s.currency;
    }
    return s;
  });
}

// what each lane must refuse alike, with the rule's message
const stay = { city: 'Makkah', checkInDate: '2026-12-01', checkOutDate: '2026-12-04' };
const badSearches: Search[] = [
  { ...stay, checkInDate: TODAY },
  { ...stay, checkOutDate: '2026-11-30' },
  { ...stay, checkOutDate: '2027-01-15' },
  { ...stay, checkInDate: '2026-13-01' },
  { ...stay, city: '' },
  { ...stay, city: '   ' },
  { ...stay, city: 'Mak\u0007kah' },
  { ...stay, currency: 'usd' },
  { ...stay, currency: 'XYZ' },
  { ...stay, rooms: 0 },
  { ...stay, rooms: 6 },
  { ...stay, guests: 7 },
  { ...stay, limit: 0 },
  { ...stay, limit: 101 },
  { ...stay, offset: -1 },
];

const ratesInDb = async () =>
  new Map((await t.db.orm.em.fork().execute<Array<{ code: string; rate: string }>>('select code, rate::text as rate from currency')).map((r) => [r.code, r.rate]));

beforeAll(async () => {
  t.clock.now = new Date(`${TODAY}T10:00:00Z`);
  await seedCatalogue(t.db.orm, { ...fixtureCatalogue, hotels: [...fixtureCatalogue.hotels, ...extraHotels] }, TODAY);
  // a sold-out night: the Clock Tower has no room of any type free, the Ajyad no standard room
  await t.db.orm.em.fork().execute(
    `update hotel_room_night n set rooms_available = 0
     from hotel_room_type rt join hotel h on h.id = rt.hotel_id
     where n.room_type_id = rt.id and n.night = ? and (h.slug = 'makkah-clock-tower' or (h.slug = 'makkah-ajyad' and rt.kind = 'Standard'))`,
    [SOLD_OUT_NIGHT],
  );
  reference = await buildApp(t.deps, { apolloPlugins: [executionCounter] });
  await reference.ready();
});

afterAll(async () => {
  await reference?.close();
});

describe('the hotel search lanes', () => {
  it('answer 320 rotating searches alike: Apollo, the pre-compiled lane on a repeat, and GET /api/hotels', async () => {
    // a cache answering the repeats would make the comparison one of a cache with itself
    expect(t.deps.config.catalogueCacheSeconds).toBe(0);
    const searches = rotatingSearches(320);
    // the text every search shares, known to the lane from here on
    await gql(t.app, LANE_QUERY, searches[0]);
    const differences: string[] = [];
    const seen = { found: 0, empty: 0, soldOut: 0, pastInventory: 0, hasMore: 0, ajyadDeluxe: 0, currencies: new Set<string>() };
    let rates = await ratesInDb();
    let relearned = 0;

    for (const [i, s] of searches.entries()) {
      const label = `search ${i} ${JSON.stringify(s)}`;
      // half-way the dollar moves: every lane prices with the new rate at once
      if (i === searches.length / 2) {
        await t.db.orm.em.fork().execute(`update currency set rate = 0.0036012345 where code = 'USD'`);
        rates = await ratesInDb();
      }
      // three quarters in, a hotel is renamed and its amenities change (the REST lane keeps each hotel's facts as JSON)
      if (i === (searches.length * 3) / 4) {
        await t.db.orm.em.fork().execute(`update hotel set name = 'Abraj Clock Tower', amenities = array['Spa', 'Free Wi-Fi'] where slug = 'makkah-clock-tower'`);
      }

      // lane 1: Apollo, graphql-js executing the resolver
      const executed = executions;
      const reference1 = gqlAnswer(await gql(reference, REFERENCE_QUERY, s));
      expect(executions, label).toBe(executed + 1);

      // lane 2: the text every search sends, known to the lane: answered past Apollo. One search in ten also sends a
      // text of its own, which Apollo answers first (running the plan in its pipeline) and the lane on the repeat.
      let shared = await viaApollo(() => gql(t.app, LANE_QUERY, s));
      // the lane keeps at most 256 texts, then starts afresh (graphql/precompiled.ts): Apollo answered the shared text
      // again, and the lane serves it from the next ask
      if (shared.apollo) {
        relearned++;
        shared = await viaApollo(() => gql(t.app, LANE_QUERY, s));
      }
      if (shared.apollo) differences.push(`${label}: a known text went to Apollo, not the pre-compiled lane`);
      const graphqlAnswers: Record<string, LightMyRequestResponse> = { lane: shared.res };
      if (i % 10 === 0) {
        const text = `${LANE_QUERY}\n# ${i}`;
        const first = await viaApollo(() => gql(t.app, text, s));
        const repeat = await viaApollo(() => gql(t.app, text, s));
        if (!first.apollo || repeat.apollo) differences.push(`${label}: a new text was not left to Apollo, or its repeat was`);
        // Apollo's bytes and the lane's are the same
        if (repeat.res.body !== first.res.body || shared.res.body !== first.res.body) differences.push(`${label}: the lane's bytes differ from Apollo's`);
        graphqlAnswers.apolloPlan = first.res;
      }

      // lane 3: REST
      const rest = await t.app.inject({ method: 'GET', url: restUrl(s) });

      if ('error' in reference1) {
        differences.push(`${label}: a rotating search was refused: ${reference1.error.message}`);
        continue;
      }
      // the same JSON as graphql-js's execution (the same selection, so the same order too)
      for (const [lane, res] of Object.entries(graphqlAnswers)) {
        if (JSON.stringify(gqlAnswer(res)) !== JSON.stringify(reference1)) differences.push(`${label}: ${lane} differs from Apollo's execution`);
      }
      if (rest.statusCode !== 200) differences.push(`${label}: REST answered ${rest.statusCode} ${rest.body}`);
      else if (rest.body !== restJsonOf(reference1.page.items)) differences.push(`${label}: REST differs ${whereDiffer(rest.body, restJsonOf(reference1.page.items))}`);

      // the answer itself against the rules, outside the service's memo that every lane shares
      const { items, hasMore } = reference1.page;
      for (const h of items) {
        const price = priceStay(h.pricePerNightInPkr, h.nights, h.roomCount, h.currency, rates.get(h.currency) as string);
        const { pricePerNight, subtotal, taxes, total, formatted } = h.priceBreakdown;
        expect({ currency: h.currency, pricePerNight, subtotal, taxes, total, formatted }, label).toEqual(price);
        expect(
          h.multiCurrencyPricing.map((p) => [p.currency, p.total]),
          label,
        ).toEqual(CURRENCY_CODES.map((c) => [c, priceStay(h.pricePerNightInPkr, h.nights, h.roomCount, c, rates.get(c) as string).total]));
        seen.currencies.add(h.currency);
        const nights = `${s.checkInDate} ${s.checkOutDate}`;
        if (h.slug === 'makkah-clock-tower' && s.checkInDate <= SOLD_OUT_NIGHT && SOLD_OUT_NIGHT < s.checkOutDate) {
          // sold out that night: listed, not available, at its cheapest room's price
          expect({ nights, isAvailable: h.isAvailable, availableRooms: h.availableRooms, roomType: h.roomType }, label).toEqual({ nights, isAvailable: false, availableRooms: 0, roomType: 'Standard' });
          seen.soldOut++;
        }
        if (h.slug === 'makkah-ajyad' && s.checkInDate <= SOLD_OUT_NIGHT && SOLD_OUT_NIGHT < s.checkOutDate && h.isAvailable) {
          expect(h.roomType, label).toBe('Deluxe');
          seen.ajyadDeluxe++;
        }
        if (s.checkOutDate > day(LAST_NIGHT, 1)) {
          expect({ isAvailable: h.isAvailable, availableRooms: h.availableRooms }, label).toEqual({ isAvailable: false, availableRooms: 0 });
          seen.pastInventory++;
        }
      }
      if (items.length) seen.found++;
      else seen.empty++;
      if (hasMore) seen.hasMore++;
    }

    expect(differences.slice(0, 10)).toEqual([]);
    expect(cacheLookups).not.toHaveBeenCalled();
    // the shared text outlives the lane's table filling up at most once
    expect(relearned).toBeLessThanOrEqual(1);
    // the rotation reached what it is meant to: results and empty pages, further pages, the sold-out night, the end
    // of the inventory, every currency
    expect(seen.found).toBeGreaterThan(200);
    expect(seen.empty).toBeGreaterThan(50);
    expect(seen.hasMore).toBeGreaterThan(30);
    expect(seen.soldOut).toBeGreaterThan(8);
    expect(seen.ajyadDeluxe).toBeGreaterThan(10);
    expect(seen.pastInventory).toBeGreaterThan(10);
    expect([...seen.currencies].sort()).toEqual([...CURRENCY_CODES].sort());
  });

  it('refuse the same searches with the same rule, in English and in Urdu', async () => {
    let inUrdu = 0;
    for (const s of badSearches) {
      for (const language of ['en', 'ur']) {
        const label = `${language} ${JSON.stringify(s)}`;
        const headers = { 'accept-language': language };
        const apollo = gqlAnswer(await gql(reference, REFERENCE_QUERY, s, headers));
        await gql(t.app, LANE_QUERY, stay);
        const lane = await viaApollo(() => gql(t.app, LANE_QUERY, s, headers));
        // the lane leaves errors to Apollo, which words them as always
        expect(lane.apollo, label).toBe(true);
        const rest = await t.app.inject({ method: 'GET', url: restUrl(s), headers });
        expect('error' in apollo && apollo.error.code, label).toBe('BAD_USER_INPUT');
        expect(gqlAnswer(lane.res), label).toEqual(apollo);
        expect({ status: rest.statusCode, error: JSON.parse(rest.body) }, label).toEqual({ status: 400, error: 'error' in apollo ? apollo.error : null });
        if (language === 'ur' && 'error' in apollo && /[\u0600-\u06ff]/.test(apollo.error.message)) inUrdu++;
      }
    }
    // the Urdu comparisons compared Urdu
    expect(inUrdu).toBeGreaterThan(badSearches.length / 2);
  });
});
