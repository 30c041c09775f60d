import { DateTime } from 'luxon';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../core/errors.js';
import { flightHandOffUrl } from '../../rules/travel.js';
import { useTestApp } from '../../test/app.js';
import { TRAVELPAYOUTS_URLS, TravelpayoutsProvider } from './travelpayouts.provider.js';

// The Travelpayouts adapter against msw handlers returning the documented response shapes
// (shared/reference/travelpayouts.md): success, empty, errors, rate limiting, timeouts, the cache and coalescing.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TOKEN = 'test-token-123';
const MARKER = '424242';
const NOW = new Date('2026-11-20T10:00:00Z');

function provider(opts: { timeoutMs?: number; clock?: { t: number } } = {}) {
  const clock = opts.clock ?? { t: NOW.getTime() };
  return new TravelpayoutsProvider({ token: TOKEN, marker: MARKER, timeoutMs: opts.timeoutMs ?? 2000, now: () => clock.t });
}

const places = [
  {
    type: 'city',
    code: 'KHI',
    name: 'Karachi',
    country_code: 'PK',
    country_name: 'Pakistan',
    coordinates: { lon: 67.16, lat: 24.9 },
    weight: 100,
  },
  {
    type: 'airport',
    code: 'KHI',
    name: 'Jinnah International Airport',
    city_code: 'KHI',
    city_name: 'Karachi',
    country_code: 'PK',
    country_name: 'Pakistan',
    main_airport_name: null,
    coordinates: { lon: 67.16, lat: 24.9 },
  },
];

const khiDxb = {
  success: true,
  data: [
    {
      origin: 'KHI',
      destination: 'DXB',
      origin_airport: 'KHI',
      destination_airport: 'DXB',
      price: 48210,
      airline: 'FZ',
      flight_number: '332',
      departure_at: '2026-12-01T04:35:00+05:00',
      return_at: '2026-12-08T22:10:00+04:00',
      transfers: 0,
      return_transfers: 0,
      duration: 240,
      duration_to: 125,
      duration_back: 115,
      link: '/search/KHI0112DXB08121?t=FZ17648483001764855800000125KHIDXB_abc123&search_date=20112026',
    },
    {
      origin: 'KHI',
      destination: 'DXB',
      origin_airport: 'KHI',
      destination_airport: 'DXB',
      price: 61500,
      airline: 'PK',
      flight_number: 213,
      departure_at: '2026-12-01T19:00:00+05:00',
      return_at: '2026-12-08T10:00:00+04:00',
      transfers: 1,
      return_transfers: 0,
      duration: 480,
      duration_to: 360,
      duration_back: 120,
      link: '/search/KHI0112DXB08121?t=PK17648...def456',
    },
    // a neighbouring day the cache also returned: not what was asked
    {
      origin: 'KHI',
      destination: 'DXB',
      price: 39000,
      airline: 'G9',
      flight_number: '541',
      departure_at: '2026-12-02T03:00:00+05:00',
      return_at: '2026-12-08T09:00:00+04:00',
      duration_to: 120,
      duration_back: 120,
      link: '/search/x?t=other',
    },
  ],
  currency: 'pkr',
};

const flightQuery = {
  origin: 'KHI',
  destination: 'DXB',
  departureDate: '2026-12-01',
  returnDate: '2026-12-08',
  adults: 1,
  children: 0,
  infants: 0,
  tripClass: 'Y' as const,
};

describe('Travelpayouts places2 autocomplete', () => {
  it('maps airports and cities from the documented shape, exact code first, at most the limit', async () => {
    const seen: URL[] = [];
    server.use(
      http.get(TRAVELPAYOUTS_URLS.places, ({ request }) => {
        const url = new URL(request.url);
        seen.push(url);
        const types = url.searchParams.getAll('types[]');
        const extra = Array.from({ length: 6 }, (_, i) => ({
          type: types[0],
          code: `KA${i}`,
          name: `Kara ${i}`,
          city_name: 'Kara',
          country_name: 'Nowhere',
        }));
        return HttpResponse.json([...extra, ...places.filter((p) => types.includes(p.type))]);
      }),
    );
    const p = provider();
    const airports = await p.searchAirports('khi', 5);
    expect(airports).toHaveLength(5);
    expect(airports[0]).toEqual({ id: 'airport-KHI', code: 'KHI', name: 'Jinnah International Airport', city_name: 'Karachi' });
    const cities = await p.searchCities('khi', 3);
    expect(cities).toHaveLength(3);
    expect(cities[0]).toEqual({ id: 'city-KHI', code: 'KHI', name: 'Karachi', country_name: 'Pakistan' });
    expect(seen[0].searchParams.get('term')).toBe('khi');
    expect(seen[0].searchParams.get('locale')).toBe('en');
    expect(seen[0].searchParams.getAll('types[]')).toEqual(['airport']);
    expect(seen[1].searchParams.getAll('types[]')).toEqual(['city']);
  });

  it('returns an empty list when nothing matches', async () => {
    server.use(http.get(TRAVELPAYOUTS_URLS.places, () => HttpResponse.json([])));
    expect(await provider().searchAirports('zzzz', 5)).toEqual([]);
  });
});

describe('Travelpayouts flight prices (Data API v3 prices_for_dates)', () => {
  it('sends the documented parameters with the token header and maps offers to the spec shape', async () => {
    let request: Request | undefined;
    server.use(
      http.get(TRAVELPAYOUTS_URLS.prices, ({ request: r }) => {
        request = r;
        return HttpResponse.json(khiDxb);
      }),
    );
    const { offers } = await provider().searchFlights({ ...flightQuery, adults: 2, children: 1, infants: 1 }, NOW);
    const url = new URL(request?.url ?? '');
    expect(request?.headers.get('x-access-token')).toBe(TOKEN);
    expect(url.searchParams.get('token')).toBeNull();
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      origin: 'KHI',
      destination: 'DXB',
      departure_at: '2026-12-01',
      return_at: '2026-12-08',
      one_way: 'false',
      currency: 'pkr',
      sorting: 'price',
    });
    expect(offers).toHaveLength(2);
    const [first] = offers;
    // one adult 48,210: 2 adults + a child at 75 % + an infant at 10 %
    expect(first.pricePkr).toBe('137398.50');
    expect(first.bookingToken).toBe('FZ17648483001764855800000125KHIDXB_abc123');
    expect(first.expiresAt).toBe('2026-11-20T10:30:00.000Z');
    expect(first.segments).toEqual([
      {
        departureAt: '2026-12-01T04:35:00+05:00',
        arrivalAt: '2026-12-01T05:40:00+04:00',
        origin: 'KHI',
        destination: 'DXB',
        duration: 125,
        carrier: 'FZ',
        carrierName: 'flydubai',
        flightNumber: 'FZ 332',
        direction: 'outbound',
        stops: 0,
      },
      {
        departureAt: '2026-12-08T22:10:00+04:00',
        arrivalAt: '2026-12-09T01:05:00+05:00',
        origin: 'DXB',
        destination: 'KHI',
        duration: 115,
        carrier: 'FZ',
        carrierName: 'flydubai',
        flightNumber: '',
        direction: 'return',
        stops: 0,
      },
    ]);
    expect(offers[1].segments[0]).toMatchObject({ flightNumber: 'PK 213', stops: 1, duration: 360 });
    // arrival = departure + duration, whatever the zones
    for (const o of offers) {
      for (const s of o.segments) {
        expect(DateTime.fromISO(s.arrivalAt).diff(DateTime.fromISO(s.departureAt), 'minutes').minutes).toBe(s.duration);
      }
    }
  });

  it('asks one way without return_at for a one-way trip', async () => {
    let url: URL | undefined;
    server.use(
      http.get(TRAVELPAYOUTS_URLS.prices, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ success: true, data: [{ ...khiDxb.data[0], return_at: undefined }], currency: 'pkr' });
      }),
    );
    const { offers } = await provider().searchFlights({ ...flightQuery, returnDate: undefined }, NOW);
    expect(url?.searchParams.get('one_way')).toBe('true');
    expect(url?.searchParams.has('return_at')).toBe(false);
    expect(offers[0].segments).toHaveLength(1);
  });

  it('returns no offers for an empty answer, and says why for business and first class', async () => {
    let calls = 0;
    server.use(
      http.get(TRAVELPAYOUTS_URLS.prices, () => {
        calls++;
        return HttpResponse.json({ success: true, data: [], currency: 'pkr' });
      }),
    );
    const p = provider();
    expect(await p.searchFlights(flightQuery, NOW)).toEqual({ offers: [] });
    const business = await p.searchFlights({ ...flightQuery, tripClass: 'C' }, NOW);
    expect(business.offers).toEqual([]);
    expect(business.notice).toMatch(/economy only/);
    expect(calls).toBe(1);
  });

  it('turns 429 into a 502 UpstreamError and stops calling for the Retry-After period', async () => {
    let calls = 0;
    server.use(
      http.get(TRAVELPAYOUTS_URLS.prices, () => {
        calls++;
        return HttpResponse.json({ message: 'rate limit' }, { status: 429, headers: { 'retry-after': '120' } });
      }),
    );
    const clock = { t: NOW.getTime() };
    const p = provider({ clock });
    const err = await p.searchFlights(flightQuery, NOW).catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err.code).toBe('BAD_GATEWAY');
    expect(err.message).toMatch(/busy right now/);
    // another route within the pause: no call at all
    await expect(p.searchFlights({ ...flightQuery, destination: 'JED' }, NOW)).rejects.toThrow(UpstreamError);
    expect(calls).toBe(1);
    clock.t += 121_000;
    await expect(p.searchFlights(flightQuery, NOW)).rejects.toThrow(UpstreamError);
    expect(calls).toBe(2);
  });

  it('turns a timeout into a 502 UpstreamError', async () => {
    server.use(
      http.get(TRAVELPAYOUTS_URLS.prices, async () => {
        await delay(2000);
        return HttpResponse.json(khiDxb);
      }),
    );
    const started = Date.now();
    const err = await provider({ timeoutMs: 100 })
      .searchFlights(flightQuery, NOW)
      .catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err.message).toMatch(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('turns server errors, refusals, network errors and unreadable answers into UpstreamErrors', async () => {
    const p = provider();
    server.use(http.get(TRAVELPAYOUTS_URLS.prices, () => new HttpResponse('oops', { status: 500 })));
    await expect(p.searchFlights(flightQuery, NOW)).rejects.toThrow(/failed \(HTTP 500\)/);
    server.use(http.get(TRAVELPAYOUTS_URLS.prices, () => HttpResponse.json({ success: false, data: null, error: 'bad token' })));
    await expect(p.searchFlights({ ...flightQuery, destination: 'JED' }, NOW)).rejects.toThrow(/refused the search/);
    server.use(http.get(TRAVELPAYOUTS_URLS.prices, () => HttpResponse.error()));
    await expect(p.searchFlights({ ...flightQuery, destination: 'MED' }, NOW)).rejects.toThrow(/could not be reached/);
    server.use(http.get(TRAVELPAYOUTS_URLS.prices, () => new HttpResponse('<html>', { headers: { 'content-type': 'application/json' } })));
    await expect(p.searchFlights({ ...flightQuery, destination: 'RUH' }, NOW)).rejects.toThrow(/could not read/);
  });

  it('caches answers for the TTL, for every party size, and not failures', async () => {
    let calls = 0;
    server.use(
      http.get(TRAVELPAYOUTS_URLS.prices, () => {
        calls++;
        return calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(khiDxb);
      }),
    );
    const clock = { t: NOW.getTime() };
    const p = provider({ clock });
    await expect(p.searchFlights(flightQuery, NOW)).rejects.toThrow(UpstreamError);
    const one = await p.searchFlights(flightQuery, NOW);
    const family = await p.searchFlights({ ...flightQuery, adults: 2, children: 2 }, NOW);
    expect(calls).toBe(2);
    expect(one.offers[0].pricePkr).toBe('48210.00');
    expect(family.offers[0].pricePkr).toBe('168735.00');
    clock.t += 29 * 60_000;
    await p.searchFlights(flightQuery, NOW);
    expect(calls).toBe(2);
    clock.t += 2 * 60_000;
    await p.searchFlights(flightQuery, NOW);
    expect(calls).toBe(3);
  });

  it('coalesces identical concurrent searches into one request', async () => {
    let calls = 0;
    server.use(
      http.get(TRAVELPAYOUTS_URLS.prices, async () => {
        calls++;
        await delay(50);
        return HttpResponse.json(khiDxb);
      }),
    );
    const p = provider();
    const results = await Promise.all(Array.from({ length: 10 }, () => p.searchFlights(flightQuery, NOW)));
    expect(calls).toBe(1);
    for (const r of results) expect(r.offers.map((o) => o.id)).toEqual(results[0].offers.map((o) => o.id));
    // a failure is shared by the waiters too, and the next search tries again
    server.use(
      http.get(TRAVELPAYOUTS_URLS.prices, async () => {
        calls++;
        await delay(50);
        return new HttpResponse(null, { status: 502 });
      }),
    );
    const other = { ...flightQuery, destination: 'JED' };
    const failed = await Promise.allSettled(Array.from({ length: 5 }, () => p.searchFlights(other, NOW)));
    expect(failed.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls).toBe(2);
    await expect(p.searchFlights(other, NOW)).rejects.toThrow(UpstreamError);
    expect(calls).toBe(3);
  });
});

describe('Travelpayouts hotels (Hotellook lookup + cache)', () => {
  const lookup = {
    results: {
      locations: [
        {
          id: '12209',
          cityName: 'Dubai',
          fullName: 'Dubai, United Arab Emirates',
          countryCode: 'AE',
          countryName: 'United Arab Emirates',
          iata: ['DXB'],
          hotelsCount: '1437',
          location: { lat: '25.271139', lon: '55.307485' },
          _score: 9000,
        },
      ],
      hotels: [],
    },
    status: 'ok',
  };
  const cache = [
    {
      location: { country: 'United Arab Emirates', geo: { lon: 55.3, lat: 25.2 }, state: null, name: 'Dubai' },
      priceAvg: 98231.6,
      pricePercentile: { '3': 60000, '10': 61000 },
      stars: 4,
      locationId: 12209,
      hotelId: 333561,
      hotelName: 'Marina View Hotel',
      priceFrom: 61200.5,
    },
    { location: { name: 'Dubai', country: 'United Arab Emirates' }, stars: 0, hotelId: 1, hotelName: 'No price', priceFrom: 0 },
  ];
  const hotelQuery = { location: 'Dubai', checkIn: '2026-12-01', checkOut: '2026-12-05', adults: 4, children: 1, rooms: 2, language: 'en' };

  it('resolves the location, asks the price cache for a room share and prices every room', async () => {
    const seen: URL[] = [];
    server.use(
      http.get(TRAVELPAYOUTS_URLS.hotelLookup, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json(lookup);
      }),
      http.get(TRAVELPAYOUTS_URLS.hotelCache, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json(cache);
      }),
    );
    const result = await provider().searchHotels(hotelQuery);
    expect(Object.fromEntries(seen[0].searchParams)).toMatchObject({ query: 'Dubai', lang: 'en', lookFor: 'city', token: TOKEN });
    expect(Object.fromEntries(seen[1].searchParams)).toMatchObject({
      location: 'DXB',
      checkIn: '2026-12-01',
      checkOut: '2026-12-05',
      adults: '2',
      children: '8',
      currency: 'pkr',
      token: TOKEN,
    });
    expect(result.place).toEqual({ name: 'Dubai', country: 'United Arab Emirates' });
    expect(result.hotels).toHaveLength(1);
    const [hotel] = result.hotels;
    expect(hotel).toMatchObject({
      id: 'hl-333561',
      name: 'Marina View Hotel',
      stars: 4,
      priceFromPkr: '122401.00',
      priceAvgPkr: '196463.20',
    });
    const link = new URL(hotel.link);
    expect(link.host).toBe('search.hotellook.com');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ hotelId: '333561', marker: MARKER, checkIn: '2026-12-01', rooms: '2' });
  });

  it('returns nothing for an unknown place without asking for prices', async () => {
    server.use(http.get(TRAVELPAYOUTS_URLS.hotelLookup, () => HttpResponse.json({ results: { locations: [], hotels: [] }, status: 'ok' })));
    expect(await provider().searchHotels({ ...hotelQuery, location: 'Atlantis' })).toEqual({ place: null, hotels: [] });
  });

  it('turns an error object from the price cache and a 429 into UpstreamErrors', async () => {
    server.use(
      http.get(TRAVELPAYOUTS_URLS.hotelLookup, () => HttpResponse.json(lookup)),
      http.get(TRAVELPAYOUTS_URLS.hotelCache, () => HttpResponse.json({ status: 'error', message: 'checkIn is wrong' })),
    );
    const p = provider();
    await expect(p.searchHotels(hotelQuery)).rejects.toThrow(/could not read/);
    server.use(http.get(TRAVELPAYOUTS_URLS.hotelCache, () => new HttpResponse(null, { status: 429 })));
    await expect(p.searchHotels({ ...hotelQuery, checkOut: '2026-12-06' })).rejects.toThrow(/busy right now/);
  });
});

describe('the hand-off link', () => {
  it('carries the route, dates, party, class, marker and booking token', () => {
    const url = new URL(
      flightHandOffUrl({
        origin: 'khi',
        destination: 'DXB',
        departureDate: '2026-12-01',
        returnDate: '2026-12-08',
        adults: 2,
        children: 1,
        infants: 1,
        tripClass: 'C',
        marker: MARKER,
        bookingToken: 'tok/en+1',
      }),
    );
    expect(url.origin).toBe('https://www.aviasales.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin_iata: 'KHI',
      destination_iata: 'DXB',
      depart_date: '2026-12-01',
      return_date: '2026-12-08',
      one_way: 'false',
      adults: '2',
      children: '1',
      infants: '1',
      trip_class: '1',
      marker: MARKER,
      booking_token: 'tok/en+1',
      with_request: 'true',
    });
    const oneWay = new URL(
      flightHandOffUrl({
        origin: 'KHI',
        destination: 'JED',
        departureDate: '2026-12-01',
        adults: 1,
        children: 0,
        infants: 0,
        tripClass: 'F',
        marker: MARKER,
        bookingToken: 't',
      }),
    );
    expect(oneWay.searchParams.has('return_date')).toBe(false);
    expect(oneWay.searchParams.get('one_way')).toBe('true');
    expect(oneWay.searchParams.get('trip_class')).toBe('2');
  });
});

describe('the API with Travelpayouts configured', () => {
  const t = useTestApp({ env: { TRAVELPAYOUTS_TOKEN: TOKEN, TRAVELPAYOUTS_MARKER: MARKER } });
  const date = (days: number) => DateTime.now().plus({ days }).toISODate();

  it('answers the flight search from the provider, with its marker', async () => {
    server.use(
      http.get(TRAVELPAYOUTS_URLS.prices, ({ request }) => {
        const url = new URL(request.url);
        const dep = url.searchParams.get('departure_at');
        return HttpResponse.json({
          success: true,
          data: [{ ...khiDxb.data[0], departure_at: `${dep}T04:35:00+05:00`, return_at: undefined }],
          currency: 'pkr',
        });
      }),
    );
    const res = await t.app.inject({
      url: `/api/travelpayouts/flights/search?origin=KHI&destination=DXB&departure_date=${date(20)}&adults=1&currency=PKR&trip_class=Y`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.searchParams).toMatchObject({ provider: 'travelpayouts', sandbox: false, marker: MARKER });
    expect(body.data.flights[0]).toMatchObject({
      price: '48210.00',
      sandbox: false,
      booking_token: 'FZ17648483001764855800000125KHIDXB_abc123',
    });
  });

  it('answers 502 with a clear message when the provider rate-limits, and the rest of the site keeps working', async () => {
    server.use(http.get(TRAVELPAYOUTS_URLS.prices, () => new HttpResponse(null, { status: 429 })));
    const res = await t.app.inject({
      url: `/api/travelpayouts/flights/search?origin=KHI&destination=JED&departure_date=${date(21)}&adults=1`,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'The flight price service is busy right now; please try again in a few minutes',
      code: 'BAD_GATEWAY',
    });
    const currencies = await t.app.inject({ url: '/api/currencies' });
    expect(currencies.statusCode).toBe(200);
  });

  it('answers 502 when autocomplete cannot reach the provider', async () => {
    server.use(http.get(TRAVELPAYOUTS_URLS.places, () => HttpResponse.error()));
    const res = await t.app.inject({ url: '/api/travelpayouts/airports/search?query=lahore' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The airport search service could not be reached; please try again');
  });
});
