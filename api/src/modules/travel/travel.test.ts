import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertFromPkr } from '../../rules/money.js';
import { SANDBOX_MARKER } from '../../rules/travel.js';
import { useTestApp } from '../../test/app.js';
import { countStatements as countSql } from '../../test/sql.js';
import { getAirport } from './airports.js';

// The travel endpoints end to end on the sandbox provider (the default): REST facade, GraphQL, rules, currencies.

const t = useTestApp();
const NOW = new Date('2026-11-20T10:00:00Z');
beforeAll(() => {
  t.clock.now = NOW;
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const gql = (query: string, variables: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query, variables } });

async function storedRate(code: string): Promise<string> {
  const res = await get('/api/currencies');
  return (res.json() as Array<{ code: string; rate: string }>).find((c) => c.code === code)?.rate ?? '';
}

async function countStatements(run: () => Promise<unknown>): Promise<number> {
  return (await countSql(run)).count;
}

describe('GET /api/travelpayouts/airports/search', () => {
  it('answers at most 5 suggestions in the spec shape, the exact code first', async () => {
    const res = await get('/api/travelpayouts/airports/search?query=KHI');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(5);
    expect(body[0]).toEqual({ id: 'airport-KHI', code: 'KHI', name: 'Jinnah International Airport', city_name: 'Karachi' });
    for (const a of body) expect(Object.keys(a).sort()).toEqual(['city_name', 'code', 'id', 'name']);
    expect((await get('/api/travelpayouts/airports/search?query=an')).json()).toHaveLength(5);
  });

  it('starts at 2 characters and honours a smaller limit', async () => {
    for (const q of ['', 'k', '%20k%20']) expect((await get(`/api/travelpayouts/airports/search?query=${q}`)).json()).toEqual([]);
    expect((await get('/api/travelpayouts/airports/search')).json()).toEqual([]);
    expect((await get('/api/travelpayouts/airports/search?query=la')).json().length).toBe(5);
    expect((await get('/api/travelpayouts/airports/search?query=la&limit=2')).json().length).toBe(2);
  });

  it('refuses more than 5 suggestions and overlong text with a 400', async () => {
    const many = await get('/api/travelpayouts/airports/search?query=la&limit=6');
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ message: 'Limit must be between 1 and 5', code: 'BAD_USER_INPUT' });
    const long = await get(`/api/travelpayouts/airports/search?query=${'a'.repeat(65)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Search text is too long');
  });

  it('gives GraphQL partners the same suggestions', async () => {
    const [rest, graph] = await Promise.all([
      get('/api/travelpayouts/airports/search?query=lahore'),
      gql('query($q: String!) { airports(query: $q) { id code name cityName } }', { q: 'lahore' }),
    ]);
    expect(graph.json().data.airports.map((a: { code: string }) => a.code)).toEqual(rest.json().map((a: { code: string }) => a.code));
    expect(rest.json()[0].code).toBe('LHE');
  });
});

describe('GET /api/travelpayouts/cities/search', () => {
  it('answers cities in the spec shape, metropolitan codes included', async () => {
    const res = await get('/api/travelpayouts/cities/search?query=lon');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body[0]).toEqual({ id: 'city-LON', code: 'LON', name: 'London', country_name: 'United Kingdom' });
    expect(body.length).toBeLessThanOrEqual(5);
    for (const c of body) expect(Object.keys(c).sort()).toEqual(['code', 'country_name', 'id', 'name']);
    expect((await get('/api/travelpayouts/cities/search?query=d')).json()).toEqual([]);
  });
});

describe('GET /api/travelpayouts/flights/search', () => {
  const base = '/api/travelpayouts/flights/search?origin=KHI&destination=DXB&departure_date=2026-12-01&adults=1&currency=PKR&trip_class=Y';

  it('returns sandbox offers in the spec shape with search parameters, marker and sandbox flag', async () => {
    const res = await get(base);
    expect(res.statusCode).toBe(200);
    const { data, searchParams } = res.json();
    expect(searchParams).toEqual({
      origin: 'KHI',
      destination: 'DXB',
      departure_date: '2026-12-01',
      adults: 1,
      children: 0,
      infants: 0,
      trip_class: 'Y',
      currency: 'PKR',
      provider: 'sandbox',
      sandbox: true,
      marker: SANDBOX_MARKER,
      total: data.flights.length,
      limit: 20,
      offset: 0,
    });
    expect(data.flights.length).toBeGreaterThanOrEqual(4);
    for (const f of data.flights) {
      expect(Object.keys(f).sort()).toEqual(['booking_token', 'currency', 'expires_at', 'id', 'price', 'price_pkr', 'sandbox', 'segments']);
      // the selling sandbox airline's offers (issue 35) hold 30 minutes
      expect(f).toMatchObject({ sandbox: true, currency: 'PKR', expires_at: '2026-11-20T10:30:00.000Z' });
      expect(f.price).toBe(f.price_pkr);
      expect(f.segments[0].origin).toBe('KHI');
      expect(f.segments.at(-1).destination).toBe('DXB');
      for (const s of f.segments) {
        expect(s).toMatchObject({ direction: 'outbound', stops: 0 });
        expect(typeof s.duration).toBe('number');
        expect(s.flight_number).toMatch(/^[A-Z0-9]{2} \d+$/);
        // times carry the airport's offset: Karachi +05:00, Dubai +04:00
        if (s.origin === 'KHI') expect(s.departure_at).toMatch(/\+05:00$/);
        if (s.destination === 'DXB') expect(s.arrival_at).toMatch(/\+04:00$/);
        expect(DateTime.fromISO(s.arrival_at).diff(DateTime.fromISO(s.departure_at), 'minutes').minutes).toBe(s.duration);
      }
    }
  });

  it('prices in the requested currency with the stored rate', async () => {
    const [pkr, usd, rate] = await Promise.all([get(base), get(base.replace('currency=PKR', 'currency=usd')), storedRate('USD')]);
    const inPkr = pkr.json().data.flights;
    const inUsd = usd.json().data.flights;
    expect(inUsd.map((f: { id: string }) => f.id)).toEqual(inPkr.map((f: { id: string }) => f.id));
    inUsd.forEach((f: { price: string; price_pkr: string; currency: string }, i: number) => {
      expect(f.currency).toBe('USD');
      expect(f.price_pkr).toBe(inPkr[i].price);
      expect(f.price).toBe(convertFromPkr(inPkr[i].price, rate));
    });
  });

  it('searches a round trip with children and infants, and pages the offers', async () => {
    const trip = `${base.replace('adults=1', 'adults=2')}&return_date=2026-12-09&children=1&infants=1`;
    const res = await get(`${trip}&limit=2&offset=1`);
    expect(res.statusCode).toBe(200);
    const { data, searchParams } = res.json();
    expect(searchParams).toMatchObject({ return_date: '2026-12-09', adults: 2, children: 1, infants: 1, limit: 2, offset: 1 });
    expect(data.flights).toHaveLength(2);
    const all = (await get(trip)).json().data.flights;
    expect(data.flights.map((f: { id: string }) => f.id)).toEqual(all.slice(1, 3).map((f: { id: string }) => f.id));
    for (const f of all) {
      const back = f.segments.filter((s: { direction: string }) => s.direction === 'return');
      expect(back.length).toBeGreaterThan(0);
      expect(back[0].origin).toBe('DXB');
      expect(back.at(-1).destination).toBe('KHI');
      expect(back[0].departure_at.slice(0, 10) >= '2026-12-09').toBe(true);
    }
  });

  it('understands city names and city codes', async () => {
    const res = await get('/api/travelpayouts/flights/search?origin=Karachi&destination=LON&departure_date=2026-12-01');
    expect(res.statusCode).toBe(200);
    const { data, searchParams } = res.json();
    expect(searchParams).toMatchObject({ origin: 'KHI', destination: 'LON' });
    expect(getAirport(data.flights[0].segments.at(-1).destination)?.city).toBe('London');
  });

  it('answers an empty list for neighbouring airports nobody flies between', async () => {
    const res = await get('/api/travelpayouts/flights/search?origin=DXB&destination=SHJ&departure_date=2026-12-01');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.flights).toEqual([]);
    expect(res.json().searchParams.total).toBe(0);
  });

  it.each([
    ['', 'Origin airport is required'],
    ['origin=KHI', 'Destination airport is required'],
    ['origin=KHI&destination=DXB', 'Departure date is required'],
    ['origin=KH&destination=DXB&departure_date=2026-12-01', 'Origin airport is required'],
    ['origin=KHI&destination=khi&departure_date=2026-12-01', 'Origin and destination must be different'],
    ['origin=KHI&destination=DXB&departure_date=2026-11-18', 'Departure date cannot be in the past'],
    ['origin=KHI&destination=DXB&departure_date=01-12-2026', 'Departure date must be a date (yyyy-MM-dd)'],
    ['origin=KHI&destination=DXB&departure_date=2026-12-01&return_date=2026-11-30', 'Return date must be after departure date'],
    ['origin=KHI&destination=DXB&departure_date=2026-12-01&adults=0', 'Adults must be between 1 and 6'],
    ['origin=KHI&destination=DXB&departure_date=2026-12-01&adults=7', 'Adults must be between 1 and 6'],
    ['origin=KHI&destination=DXB&departure_date=2026-12-01&children=5', 'Children must be between 0 and 4'],
    ['origin=KHI&destination=DXB&departure_date=2026-12-01&adults=3&infants=3', 'Infants must be between 0 and 2'],
    ['origin=KHI&destination=DXB&departure_date=2026-12-01&infants=2', 'Each infant must travel with an adult'],
    ['origin=KHI&destination=DXB&departure_date=2026-12-01&trip_class=W', 'Class must be Y (Economy), C (Business) or F (First Class)'],
    ['origin=KHI&destination=DXB&departure_date=2026-12-01&currency=JPY', 'Currency must be one of PKR, USD, AED, SAR, QAR, GBP, EUR'],
    ['origin=KHI&destination=DXB&departure_date=2026-12-01&limit=101', 'Limit must be between 1 and 100'],
    ['origin=QQQ&destination=DXB&departure_date=2026-12-01', 'Unknown airport or city code: QQQ'],
    ['origin=Xyzzyville&destination=DXB&departure_date=2026-12-01', 'No airport matches "Xyzzyville"'],
  ])('answers 400 for "%s": %s', async (query, message) => {
    const res = await get(`/api/travelpayouts/flights/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'BAD_USER_INPUT' });
  });

  it('answers 400, never 500, for counts that are not numbers', async () => {
    const res = await get(base.replace('adults=1', 'adults=two'));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_USER_INPUT');
    expect(res.json().message).toMatch(/adults/i);
    // the count's own rule answers, as for a number out of range
    expect(res.json().message).toBe('Adults must be between 1 and 6');
  });

  it('matches the GraphQL flightSearch query', async () => {
    const graph = await gql(
      `query($input: FlightSearchInput!) { flightSearch(input: $input) {
        flights { id price pricePkr bookingToken expiresAt sandbox segments { departureAt arrivalAt origin destination duration carrier flightNumber aircraft } }
        searchParams { origin destination marker sandbox provider total } } }`,
      { input: { origin: 'KHI', destination: 'DXB', departureDate: '2026-12-01' } },
    );
    const rest = (await get(base)).json();
    const { flights, searchParams } = graph.json().data.flightSearch;
    expect(flights.map((f: { bookingToken: string }) => f.bookingToken)).toEqual(
      rest.data.flights.map((f: { booking_token: string }) => f.booking_token),
    );
    expect(flights[0].segments[0].departureAt).toBe(rest.data.flights[0].segments[0].departure_at);
    expect(searchParams).toEqual({
      origin: 'KHI',
      destination: 'DXB',
      marker: SANDBOX_MARKER,
      sandbox: true,
      provider: 'sandbox',
      total: rest.searchParams.total,
    });
  });

  it('reads the currency rate with at most one SQL statement, then from memory; none in PKR', async () => {
    expect(await countStatements(() => get(base.replace('currency=PKR', 'currency=QAR')))).toBe(1);
    expect(await countStatements(() => get(base.replace('currency=PKR', 'currency=QAR').replace('DXB', 'JED')))).toBe(0);
    expect(await countStatements(() => get(base))).toBe(0);
    expect(await countStatements(() => get('/api/travelpayouts/airports/search?query=lahore'))).toBe(0);
  });
});

describe('GET /api/travelpayouts/hotels/search', () => {
  const base = '/api/travelpayouts/hotels/search?location=Makkah&checkIn=2026-12-01&checkOut=2026-12-08&adults=2&currency=PKR&language=en';

  it('returns sandbox hotels for a place without an airport, cheapest first, with hand-off links', async () => {
    const res = await get(base);
    expect(res.statusCode).toBe(200);
    const { data, searchParams } = res.json();
    expect(searchParams).toMatchObject({
      location: 'Makkah',
      resolvedLocation: 'Makkah',
      country: 'Saudi Arabia',
      nights: 7,
      adults: 2,
      children: 0,
      rooms: 1,
      provider: 'sandbox',
      sandbox: true,
      marker: SANDBOX_MARKER,
    });
    expect(data.hotels.length).toBeGreaterThanOrEqual(6);
    const prices = data.hotels.map((h: { priceFromPkr: string }) => Number(h.priceFromPkr));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const h of data.hotels) {
      expect(h).toMatchObject({ city: 'Makkah', country: 'Saudi Arabia', currency: 'PKR', sandbox: true });
      expect(h.stars).toBeGreaterThanOrEqual(2);
      expect(h.stars).toBeLessThanOrEqual(5);
      expect(new URL(h.link).searchParams.get('marker')).toBe(SANDBOX_MARKER);
      expect(Number(h.priceAvg)).toBeGreaterThan(Number(h.priceFrom));
    }
  });

  it('converts prices, and answers an empty list for an unknown place', async () => {
    const [sar, rate] = await Promise.all([get(base.replace('currency=PKR', 'currency=SAR')), storedRate('SAR')]);
    for (const h of sar.json().data.hotels) expect(h.priceFrom).toBe(convertFromPkr(h.priceFromPkr, rate));
    const none = await get(base.replace('location=Makkah', 'location=Qwxyzzz'));
    expect(none.statusCode).toBe(200);
    expect(none.json().data.hotels).toEqual([]);
    expect(none.json().searchParams.resolvedLocation).toBeUndefined();
  });

  it.each([
    ['location=D', 'Location is required'],
    ['location=Dubai&checkOut=2026-12-05', 'Check-in date is required'],
    ['location=Dubai&checkIn=2026-12-01', 'Check-out date is required'],
    ['location=Dubai&checkIn=2026-12-05&checkOut=2026-12-01', 'Check-out date must be after check-in date'],
    ['location=Dubai&checkIn=2026-11-01&checkOut=2026-12-01', 'Check-in date cannot be in the past'],
    ['location=Dubai&checkIn=2026-12-01&checkOut=2026-12-05&rooms=5&adults=6', 'Rooms must be between 1 and 4'],
    ['location=Dubai&checkIn=2026-12-01&checkOut=2026-12-05&rooms=3&adults=2', 'Each room needs at least one adult'],
  ])('answers 400 for "%s": %s', async (query, message) => {
    const res = await get(`/api/travelpayouts/hotels/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'BAD_USER_INPUT' });
  });
});

describe('travelProvider', () => {
  it('says which provider answers and its marker', async () => {
    const res = await gql('{ travelProvider { name sandbox marker } }');
    expect(res.json().data.travelProvider).toEqual({ name: 'sandbox', sandbox: true, marker: SANDBOX_MARKER });
  });
});
