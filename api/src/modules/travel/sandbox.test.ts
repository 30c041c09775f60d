import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../core/errors.js';
import { distanceKm, getAirport, resolveAirport, searchAirports, searchCities } from './airports.js';
import { SandboxProvider } from './sandbox.provider.js';
import { generateHotels, resolveHotelPlace } from './sandbox-hotels.js';
import { type FlightOffer, generateOffers, type OfferSearchParams, type OfferSegment, UnknownAirportError } from './sandbox-offers.js';
import { zoneOf } from './zones.js';

const NOW = new Date('2026-11-20T10:00:00Z');
const PK_CARRIERS = ['PK', 'PA', 'ER', '9P', 'PF'];
const LISTED = 'KHI LHE ISB PEW MUX SKT LYP UET GIL KDU JED MED DXB SHJ AUH DOH RUH IST'.split(' ');

function search(over: Partial<OfferSearchParams>): FlightOffer[] {
  return generateOffers({
    origin: 'KHI',
    destination: 'DXB',
    departureDate: '2026-12-01',
    adults: 1,
    children: 0,
    infants: 0,
    tripClass: 'Y',
    now: NOW,
    ...over,
  });
}

const minutesBetween = (from: string, to: string) => DateTime.fromISO(to).diff(DateTime.fromISO(from), 'minutes').minutes;

// The segments of one direction: up to and including the first one landing at `to`.
function splitAt(segments: OfferSegment[], to: string): [OfferSegment[], OfferSegment[]] {
  const end = segments.findIndex((s) => s.destination === to);
  return [segments.slice(0, end + 1), segments.slice(end + 1)];
}

function expectConnected(legs: OfferSegment[], from: string, to: string): void {
  expect(legs.length).toBeGreaterThan(0);
  expect(legs[0].origin).toBe(from);
  expect(legs[legs.length - 1].destination).toBe(to);
  for (let i = 1; i < legs.length; i++) {
    expect(legs[i].origin).toBe(legs[i - 1].destination);
    const layover = minutesBetween(legs[i - 1].arrival_at, legs[i].departure_at);
    expect(layover).toBeGreaterThanOrEqual(60);
    expect(layover).toBeLessThanOrEqual(240);
  }
}

// Each time carries the UTC offset its airport has at that instant.
function expectLocalOffset(at: string, code: string): void {
  const zone = getAirport(code)?.timeZone ?? '';
  const parsed = DateTime.fromISO(at, { setZone: true });
  expect(parsed.isValid).toBe(true);
  expect(parsed.offset).toBe(parsed.setZone(zone).offset);
}

const ROUTES: Partial<OfferSearchParams>[] = [
  { origin: 'KHI', destination: 'DXB' },
  { origin: 'LHE', destination: 'JED', returnDate: '2026-12-15' },
  { origin: 'GIL', destination: 'KHI' },
  { origin: 'KDU', destination: 'DXB', returnDate: '2026-12-05' },
  { origin: 'ISB', destination: 'LHR', returnDate: '2026-12-20' },
  { origin: 'PEW', destination: 'MUX' },
  { origin: 'KHI', destination: 'LHE', returnDate: '2026-12-01' },
  { origin: 'MUX', destination: 'MED', departureDate: '2027-02-10', returnDate: '2027-03-01' },
  { origin: 'SKT', destination: 'UET' },
  { origin: 'JED', destination: 'MED' },
  // Crosses the European DST change on the way back.
  { origin: 'KHI', destination: 'IST', departureDate: '2027-03-20', returnDate: '2027-04-05' },
  { origin: 'LHR', destination: 'JFK', departureDate: '2026-07-01' },
];

describe('generateOffers', () => {
  it('is deterministic: the same search gives the same offers', () => {
    for (const route of ROUTES) expect(search(route)).toEqual(search(route));
  });

  it('gives different flights for a different date', () => {
    const a = search({ departureDate: '2026-12-01' }).map((o) => o.segments[0].departure_at.slice(11));
    const b = search({ departureDate: '2026-12-02' }).map((o) => o.segments[0].departure_at.slice(11));
    expect(a).not.toEqual(b);
  });

  it.each(ROUTES.map((r) => [`${r.origin}-${r.destination}${r.returnDate ? ' return' : ''}`, r] as const))(
    'gives 4 to 10 plausible offers: %s',
    (_name, route) => {
      const offers = search(route);
      expect(offers.length).toBeGreaterThanOrEqual(4);
      expect(offers.length).toBeLessThanOrEqual(10);
      const origin = route.origin ?? '';
      const destination = route.destination ?? '';
      for (const offer of offers) {
        expect(offer.price).toMatch(/^\d+\.00$/);
        expect(offer.booking_token).toMatch(/^sbx1\.[0-9a-f]+$/);
        for (const s of offer.segments) {
          const minutes = minutesBetween(s.departure_at, s.arrival_at);
          expect(minutes).toBeGreaterThan(0);
          expect(s.duration).toBe(minutes);
          expectLocalOffset(s.departure_at, s.origin);
          expectLocalOffset(s.arrival_at, s.destination);
          expect(s.flight_number.startsWith(`${s.carrier} `)).toBe(true);
          expect(s.carrier_name.length).toBeGreaterThan(0);
        }
        const [outbound, inbound] = splitAt(offer.segments, destination);
        expectConnected(outbound, origin, destination);
        expect(outbound.length).toBeLessThanOrEqual(2);
        expect(outbound[0].departure_at.slice(0, 10)).toBe(route.departureDate ?? '2026-12-01');
        if (route.returnDate) {
          expectConnected(inbound, destination, origin);
          expect(inbound[0].departure_at.slice(0, 10) >= route.returnDate).toBe(true);
          expect(minutesBetween(outbound[outbound.length - 1].arrival_at, inbound[0].departure_at)).toBeGreaterThan(0);
        } else {
          expect(inbound).toEqual([]);
        }
      }
    },
  );

  it('connects every pair of the main Pakistani and Gulf airports, except neighbours nobody flies between', () => {
    for (const from of LISTED) {
      for (const to of LISTED) {
        if (from === to) continue;
        const offers = search({ origin: from, destination: to, returnDate: '2026-12-10' });
        const a = getAirport(from);
        const b = getAirport(to);
        if (!a || !b) throw new Error('listed airport missing');
        if (distanceKm(a, b) < 200) {
          expect(offers, `${from}-${to}`).toEqual([]);
          continue;
        }
        expect(offers.length, `${from}-${to}`).toBeGreaterThanOrEqual(4);
        expect(offers.length).toBeLessThanOrEqual(10);
        for (const offer of offers) {
          const [outbound, inbound] = splitAt(offer.segments, to);
          expectConnected(outbound, from, to);
          expectConnected(inbound, to, from);
          if (a.countryCode === 'PK' && b.countryCode === 'PK') for (const s of offer.segments) expect(PK_CARRIERS).toContain(s.carrier);
        }
      }
    }
    expect(search({ origin: 'DXB', destination: 'SHJ' })).toEqual([]);
    expect(search({ origin: 'LHE', destination: 'LHE' })).toEqual([]);
  });

  it('flies the duration of the great-circle distance at about 800 km/h plus taxi time', () => {
    const [offer] = search({ origin: 'KHI', destination: 'LHE' });
    const leg = offer.segments[0];
    expect(leg.duration).toBeGreaterThanOrEqual(95); // ~1,030 km
    expect(leg.duration).toBeLessThanOrEqual(115);
  });

  it('uses only Pakistani carriers within Pakistan, and connects where nobody flies nonstop', () => {
    for (const route of [
      { origin: 'KHI', destination: 'ISB' },
      { origin: 'GIL', destination: 'KHI' },
      { origin: 'PEW', destination: 'MUX' },
    ]) {
      for (const offer of search(route)) for (const s of offer.segments) expect(PK_CARRIERS).toContain(s.carrier);
    }
    // Gilgit is served from Islamabad only.
    for (const offer of search({ origin: 'GIL', destination: 'KHI' }))
      expect(offer.segments.map((s) => s.destination)).toEqual(['ISB', 'KHI']);
  });

  it('flies long haul from Pakistan over a hub with the hub carrier', () => {
    const hubs: Record<string, string[]> = {
      EK: ['DXB'],
      FZ: ['DXB'],
      QR: ['DOH'],
      EY: ['AUH'],
      TK: ['IST'],
      SV: ['JED', 'RUH'],
      XY: ['JED', 'RUH'],
      GF: ['BAH'],
      WY: ['MCT'],
    };
    for (const offer of search({ origin: 'ISB', destination: 'LHR' })) {
      const [outbound] = splitAt(offer.segments, 'LHR');
      expect(outbound).toHaveLength(2);
      expect(hubs[outbound[0].carrier]).toContain(outbound[0].destination);
      expect(outbound[1].carrier).toBe(outbound[0].carrier);
    }
  });

  it('prices rise with the cabin: business about 3x, first about 5x economy', () => {
    const y = search({ tripClass: 'Y' });
    const c = search({ tripClass: 'C' });
    const f = search({ tripClass: 'F' });
    expect(c.map((o) => o.segments)).toEqual(y.map((o) => o.segments));
    y.forEach((offer, i) => {
      const economy = Number(offer.price);
      expect(Number(c[i].price)).toBeGreaterThan(economy);
      expect(Number(f[i].price)).toBeGreaterThan(Number(c[i].price));
      expect(Number(c[i].price) / economy).toBeCloseTo(3, 2);
      expect(Number(f[i].price) / economy).toBeCloseTo(5, 2);
    });
  });

  it('prices the party: children 75%, infants 10% of the adult fare', () => {
    const one = search({}).map((o) => Number(o.price));
    const two = search({ adults: 2 }).map((o) => Number(o.price));
    const child = search({ children: 1 }).map((o) => Number(o.price));
    const infant = search({ infants: 1 }).map((o) => Number(o.price));
    one.forEach((adult, i) => {
      expect(two[i]).toBe(2 * adult);
      expect(child[i]).toBe(adult + Math.round(adult * 0.75));
      expect(infant[i]).toBe(adult + Math.round(adult * 0.1));
      expect(two[i]).toBeGreaterThan(child[i]);
      expect(child[i]).toBeGreaterThan(infant[i]);
      expect(infant[i]).toBeGreaterThan(adult);
    });
  });

  it('sells a return trip for more than the one-way', () => {
    const oneWay = Math.min(...search({}).map((o) => Number(o.price)));
    const back = Math.min(...search({ returnDate: '2026-12-08' }).map((o) => Number(o.price)));
    expect(back).toBeGreaterThan(oneWay * 1.5);
  });

  it('prices Karachi to Dubai economy in a believable PKR range', () => {
    for (const offer of search({})) {
      expect(Number(offer.price)).toBeGreaterThan(35_000);
      expect(Number(offer.price)).toBeLessThan(120_000);
    }
  });

  it('expires 15 minutes after now and has distinct ids and tokens', () => {
    const offers = search({});
    for (const o of offers) expect(o.expires_at).toBe('2026-11-20T10:15:00.000Z');
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
    expect(new Set(offers.map((o) => o.booking_token)).size).toBe(offers.length);
  });

  it('accepts city codes and resolves them to the main airport', () => {
    const offers = search({ origin: 'LON', destination: 'KHI' });
    expect(offers.length).toBeGreaterThanOrEqual(4);
    expect(offers[0].segments[0].origin).toBe(resolveAirport('LON')?.code);
  });

  it('throws UnknownAirportError for codes it does not know', () => {
    expect(() => search({ origin: 'QQQ' })).toThrow(UnknownAirportError);
    expect(() => search({ destination: 'XX' })).toThrow(UnknownAirportError);
  });

  it('rejects bad dates and parties', () => {
    expect(() => search({ departureDate: '01/12/2026' })).toThrow(RangeError);
    expect(() => search({ returnDate: '2026-11-30' })).toThrow(RangeError);
    expect(() => search({ adults: 0 })).toThrow(RangeError);
    expect(() => search({ infants: 2 })).toThrow(RangeError);
    expect(() => search({ tripClass: 'W' as 'Y' })).toThrow(RangeError);
  });
});

describe('airport autocomplete', () => {
  it("puts Karachi's Jinnah International first for 'KHI'", () => {
    const [first] = searchAirports('KHI');
    expect(first).toMatchObject({ code: 'KHI', name: 'Jinnah International Airport', city_name: 'Karachi' });
  });

  it("finds Lahore for 'lah' and Islamabad for 'isla'", () => {
    expect(searchAirports('lah').map((a) => a.code)).toContain('LHE');
    expect(searchAirports('lah')[0].code).toBe('LHE');
    expect(searchAirports('isla')[0].code).toBe('ISB');
  });

  it('matches case- and accent-insensitively, by city, name or alias', () => {
    expect(searchAirports('KARACHI')[0].code).toBe('KHI');
    expect(searchAirports('istanbul')[0].code).toBe('IST');
    expect(searchAirports('madinah')[0].code).toBe('MED');
    expect(searchAirports('allama iqbal')[0].code).toBe('LHE');
    expect(searchAirports('hamad inter')[0].code).toBe('DOH');
  });

  it('returns at most the limit, 5 by default, and nothing under 2 characters', () => {
    expect(searchAirports('an')).toHaveLength(5);
    expect(searchAirports('an', 3)).toHaveLength(3);
    expect(searchAirports('k')).toEqual([]);
    expect(searchAirports(' ')).toEqual([]);
    expect(searchAirports('zzzzzz')).toEqual([]);
  });

  it('finds cities with metropolitan codes', () => {
    expect(searchCities('karachi')[0]).toMatchObject({ code: 'KHI', name: 'Karachi', country_name: 'Pakistan' });
    expect(searchCities('lon')[0]).toMatchObject({ code: 'LON', name: 'London', country_name: 'United Kingdom' });
    expect(searchCities('dubai')[0]).toMatchObject({ code: 'DXB', country_name: 'United Arab Emirates' });
    expect(searchCities('x')).toEqual([]);
    expect(searchCities('a').length).toBe(0);
    expect(searchCities('an').length).toBeLessThanOrEqual(5);
  });

  it('resolves every Pakistani and Gulf airport the product relies on, with a valid time zone', () => {
    for (const code of LISTED) {
      const airport = getAirport(code);
      expect(airport, code).toBeDefined();
      expect(airport?.code).toBe(code);
      expect(airport?.name.length).toBeGreaterThan(0);
      expect(airport?.city.length).toBeGreaterThan(0);
      expect(IANAZone.isValidZone(airport?.timeZone ?? '')).toBe(true);
      expect(Number.isFinite(airport?.lat) && Number.isFinite(airport?.lon)).toBe(true);
    }
    expect(getAirport('ISB')).toMatchObject({ city: 'Islamabad', country: 'Pakistan', countryCode: 'PK', timeZone: 'Asia/Karachi' });
    expect(getAirport('DOH')?.timeZone).toBe('Asia/Qatar');
    expect(getAirport('JED')?.timeZone).toBe('Asia/Riyadh');
    expect(getAirport('DXB')?.timeZone).toBe('Asia/Dubai');
    expect(getAirport('IST')).toMatchObject({ city: 'Istanbul', timeZone: 'Europe/Istanbul' });
    expect(getAirport('khi')?.code).toBe('KHI');
    expect(getAirport('LON')).toBeUndefined();
  });

  it('answers a search well under a millisecond once loaded', () => {
    searchAirports('warm up');
    const queries = ['KHI', 'lah', 'dubai', 'new york', 'intern', 'jed', 'an', 'zzzz'];
    const start = performance.now();
    for (let i = 0; i < 400; i++) {
      searchAirports(queries[i % queries.length]);
      searchCities(queries[i % queries.length]);
    }
    expect((performance.now() - start) / 800).toBeLessThan(1);
  });
});

describe('cached time zones', () => {
  it('gives the same offsets as Intl, across DST changes', () => {
    const zones = ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Asia/Karachi', 'Europe/Istanbul'];
    for (const name of zones) {
      const plain = IANAZone.create(name);
      const cached = zoneOf(name);
      // every 7.5 minutes through the spring and autumn changes of 2027
      for (const start of [Date.UTC(2027, 2, 10), Date.UTC(2027, 9, 20)]) {
        for (let ts = start; ts < start + 25 * 86_400_000; ts += 450_000) expect(cached.offset(ts), `${name} ${ts}`).toBe(plain.offset(ts));
      }
    }
    const dt = DateTime.fromISO('2027-03-28T00:30:00Z').setZone(zoneOf('Europe/London'));
    expect(dt.plus({ hours: 1 }).toISO()).toBe('2027-03-28T02:30:00.000+01:00');
  });
});

describe('SandboxProvider', () => {
  const provider = new SandboxProvider();
  const query = {
    origin: 'LHE',
    destination: 'JED',
    departureDate: '2026-12-01',
    returnDate: '2026-12-15',
    adults: 1,
    children: 0,
    infants: 0,
  };

  it('marks each segment outbound or return, and its fares as sandbox fares', async () => {
    const { offers } = await provider.searchFlights({ ...query, tripClass: 'Y' }, NOW);
    expect(provider.sandbox).toBe(true);
    expect(offers.length).toBeGreaterThanOrEqual(4);
    for (const o of offers) {
      const out = o.segments.filter((s) => s.direction === 'outbound');
      const back = o.segments.filter((s) => s.direction === 'return');
      expect(out[0].origin).toBe('LHE');
      expect(out.at(-1)?.destination).toBe('JED');
      expect(back[0].origin).toBe('JED');
      expect(back.at(-1)?.destination).toBe('LHE');
      expect(o.segments.indexOf(back[0])).toBe(out.length);
    }
  });

  it('turns unknown codes and impossible parties into 400s', async () => {
    await expect(provider.searchFlights({ ...query, origin: 'QQQ', tripClass: 'Y' }, NOW)).rejects.toMatchObject({
      message: 'Unknown airport or city code: QQQ',
      // domain errors carry their code and extras; the GraphQL layer puts them in `extensions`
      code: 'BAD_USER_INPUT',
      extra: { field: 'origin' },
    });
    await expect(provider.searchFlights({ ...query, adults: 1, infants: 2, tripClass: 'Y' }, NOW)).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('sandbox hotels', () => {
  const stay = { checkIn: '2026-12-01', checkOut: '2026-12-08', adults: 2, rooms: 1 };

  it('finds places by city name, airport or city code, alias, and places without an airport', () => {
    expect(resolveHotelPlace('Dubai')).toMatchObject({ name: 'Dubai', country: 'United Arab Emirates', kind: 'city' });
    expect(resolveHotelPlace('LHE')).toMatchObject({ name: 'Lahore', countryCode: 'PK' });
    expect(resolveHotelPlace('Mecca')).toMatchObject({ name: 'Makkah', countryCode: 'SA', kind: 'haram' });
    expect(resolveHotelPlace('medina')).toMatchObject({ name: 'Madinah', kind: 'haram' });
    expect(resolveHotelPlace('hunza')).toMatchObject({ name: 'Hunza', kind: 'mountain' });
    expect(resolveHotelPlace('Qwxyzzz')).toBeNull();
    expect(resolveHotelPlace('d')).toBeNull();
  });

  it('is deterministic, 6 to 12 distinct hotels, cheapest first', () => {
    for (const name of ['Dubai', 'Makkah', 'Karachi', 'Hunza', 'London', 'Istanbul']) {
      const place = resolveHotelPlace(name);
      if (!place) throw new Error(name);
      const hotels = generateHotels(place, { ...stay, location: name });
      expect(generateHotels(place, { ...stay, location: name })).toEqual(hotels);
      expect(hotels.length).toBeGreaterThanOrEqual(6);
      expect(hotels.length).toBeLessThanOrEqual(12);
      expect(new Set(hotels.map((h) => h.name)).size).toBe(hotels.length);
      expect(new Set(hotels.map((h) => h.id)).size).toBe(hotels.length);
      const prices = hotels.map((h) => Number(h.priceFromPkr));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const h of hotels) {
        expect(h.name).toContain(place.name);
        expect(h.stars).toBeGreaterThanOrEqual(2);
        expect(h.stars).toBeLessThanOrEqual(5);
        expect(h.priceFromPkr).toMatch(/^\d+\.00$/);
        expect(Number(h.priceAvgPkr)).toBeGreaterThan(Number(h.priceFromPkr));
        expect(h.distanceKm).toBeGreaterThan(0);
      }
    }
  });

  it('prices a night in a believable PKR range, more for more stars, nights and rooms', () => {
    const dubai = resolveHotelPlace('Dubai');
    const karachi = resolveHotelPlace('Karachi');
    if (!dubai || !karachi) throw new Error('places');
    const perNight = (hotels: { priceFromPkr: string }[], nights: number) => hotels.map((h) => Number(h.priceFromPkr) / nights);
    const dxb = generateHotels(dubai, { ...stay, location: 'Dubai' });
    for (const p of perNight(dxb, 7)) {
      expect(p).toBeGreaterThan(8_000);
      expect(p).toBeLessThan(150_000);
    }
    const khi = generateHotels(karachi, { ...stay, location: 'Karachi' });
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(avg(perNight(khi, 7))).toBeLessThan(avg(perNight(dxb, 7)));
    const byStars = (hotels: { stars: number; priceFromPkr: string }[], stars: number) =>
      avg(hotels.filter((h) => h.stars === stars).map((h) => Number(h.priceFromPkr)));
    const all = [...dxb, ...generateHotels(dubai, { ...stay, checkIn: '2026-12-02', location: 'Dubai' })];
    if (all.some((h) => h.stars === 5) && all.some((h) => h.stars === 3)) expect(byStars(all, 5)).toBeGreaterThan(byStars(all, 3));
    const twoRooms = generateHotels(dubai, { ...stay, adults: 4, rooms: 2, location: 'Dubai' });
    expect(twoRooms.map((h) => h.name)).toEqual(dxb.map((h) => h.name));
    expect(Number(twoRooms[0].priceFromPkr)).toBeCloseTo(2 * Number(dxb[0].priceFromPkr), -1);
    expect(() => generateHotels(dubai, { ...stay, checkOut: stay.checkIn, location: 'Dubai' })).toThrow(RangeError);
  });
});
