import { DateTime } from 'luxon';
import { cyrb53, prng } from '../../rules/random.js';
import { type Airport, distanceKm, isCommercialAirport, resolveAirport } from './airports.js';
import { CHILD_SHARE, INFANT_SHARE } from './provider.js';
import { zoneOf } from './zones.js';

// Deterministic flight offers for the offline sandbox provider: plausible carriers, times, durations and PKR prices.

export type TripClass = 'Y' | 'C' | 'F';

export interface OfferSearchParams {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
  adults: number;
  children: number;
  infants: number;
  tripClass: TripClass;
  now?: Date;
}

export interface OfferSegment {
  departure_at: string;
  arrival_at: string;
  origin: string;
  destination: string;
  duration: number;
  carrier: string;
  carrier_name: string;
  flight_number: string;
  aircraft?: string;
}

export interface FlightOffer {
  id: string;
  price: string;
  booking_token: string;
  expires_at: string;
  segments: OfferSegment[];
}

export class UnknownAirportError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(`Unknown airport or city code: ${code}`);
    this.name = 'UnknownAirportError';
    this.code = code;
  }
}

interface Carrier {
  code: string;
  name: string;
  country: string;
  hubs: string[]; // where it connects passengers
  bases: string[]; // foreign carriers fly direct from these to anywhere in range
  pk: string[]; // Pakistani airports it serves
  abroad?: string[]; // Pakistani carriers: the foreign airports they serve
  domestic?: boolean; // flies domestic routes in its home country (Saudi, Turkish carriers)
  rangeKm: number;
  narrow: string[];
  wide: string[];
  wideFromKm: number;
  fare: number; // relative fare level
}

const PK_CARRIERS = ['PK', 'PA', 'ER', '9P', 'PF'];
// Pakistani airports with international flights.
const PK_GATEWAYS = new Set(['KHI', 'LHE', 'ISB', 'PEW', 'MUX', 'SKT', 'LYP', 'UET']);
const PK_TRUNK = new Set(['KHI', 'LHE', 'ISB']);
// Mountain airports are flown only from a few cities (weather- and terrain-limited).
const MOUNTAIN_LINKS: Record<string, string[]> = { GIL: ['ISB'], CJL: ['ISB', 'PEW'], KDU: ['ISB', 'LHE', 'KHI'] };

const CARRIERS: Carrier[] = [
  {
    code: 'PK',
    name: 'Pakistan International Airlines',
    country: 'PK',
    hubs: ['KHI', 'LHE', 'ISB'],
    bases: [],
    pk: 'KHI LHE ISB PEW MUX SKT LYP UET GIL KDU CJL GWD TUK SKZ RYK BHV DEA DSK PJG WNS MJD'.split(' '),
    abroad: ['DXB', 'SHJ', 'AUH', 'DOH', 'JED', 'MED', 'RUH', 'DMM', 'BAH', 'KWI', 'MCT', 'PEK'],
    rangeKm: 12000,
    narrow: ['A320'],
    wide: ['B777-200ER'],
    wideFromKm: 2500,
    fare: 1,
  },
  {
    code: 'PA',
    name: 'Airblue',
    country: 'PK',
    hubs: ['KHI', 'LHE', 'ISB'],
    bases: [],
    pk: ['KHI', 'LHE', 'ISB', 'PEW', 'MUX', 'KDU'],
    abroad: ['DXB', 'SHJ', 'AUH', 'JED', 'MED', 'RUH', 'DMM', 'MCT'],
    rangeKm: 5000,
    narrow: ['A320', 'A321'],
    wide: [],
    wideFromKm: Number.POSITIVE_INFINITY,
    fare: 0.95,
  },
  {
    code: 'ER',
    name: 'SereneAir',
    country: 'PK',
    hubs: ['KHI', 'LHE', 'ISB'],
    bases: [],
    pk: ['KHI', 'LHE', 'ISB', 'PEW', 'KDU', 'UET'],
    abroad: ['DXB', 'SHJ', 'JED', 'MED', 'RUH', 'DMM'],
    rangeKm: 6000,
    narrow: ['B737-800'],
    wide: ['A330-200'],
    wideFromKm: 2500,
    fare: 0.95,
  },
  {
    code: '9P',
    name: 'Fly Jinnah',
    country: 'PK',
    hubs: ['KHI', 'LHE', 'ISB'],
    bases: [],
    pk: ['KHI', 'LHE', 'ISB', 'PEW', 'UET', 'MUX'],
    abroad: ['DXB', 'SHJ', 'AUH', 'JED', 'RUH', 'DMM', 'MCT', 'BAH'],
    rangeKm: 5000,
    narrow: ['A320'],
    wide: [],
    wideFromKm: Number.POSITIVE_INFINITY,
    fare: 0.85,
  },
  {
    code: 'PF',
    name: 'AirSial',
    country: 'PK',
    hubs: ['KHI', 'LHE', 'ISB'],
    bases: [],
    pk: ['KHI', 'LHE', 'ISB', 'SKT', 'PEW', 'MUX'],
    abroad: ['DXB', 'SHJ', 'JED', 'MED', 'RUH', 'DMM', 'MCT'],
    rangeKm: 5000,
    narrow: ['A320'],
    wide: [],
    wideFromKm: Number.POSITIVE_INFINITY,
    fare: 0.9,
  },
  {
    code: 'EK',
    name: 'Emirates',
    country: 'AE',
    hubs: ['DXB'],
    bases: ['DXB'],
    pk: ['KHI', 'LHE', 'ISB', 'PEW'],
    rangeKm: 15000,
    narrow: [],
    wide: ['B777-300ER', 'A380-800'],
    wideFromKm: 0,
    fare: 1.2,
  },
  {
    code: 'FZ',
    name: 'flydubai',
    country: 'AE',
    hubs: ['DXB'],
    bases: ['DXB'],
    pk: ['KHI', 'LHE', 'ISB', 'PEW', 'MUX', 'SKT', 'LYP'],
    rangeKm: 5500,
    narrow: ['B737-8', 'B737-800'],
    wide: [],
    wideFromKm: Number.POSITIVE_INFINITY,
    fare: 0.95,
  },
  {
    code: 'QR',
    name: 'Qatar Airways',
    country: 'QA',
    hubs: ['DOH'],
    bases: ['DOH'],
    pk: ['KHI', 'LHE', 'ISB', 'PEW', 'MUX', 'SKT'],
    rangeKm: 15000,
    narrow: ['A320'],
    wide: ['B787-8', 'A350-900', 'B777-300ER'],
    wideFromKm: 2000,
    fare: 1.15,
  },
  {
    code: 'EY',
    name: 'Etihad Airways',
    country: 'AE',
    hubs: ['AUH'],
    bases: ['AUH'],
    pk: ['KHI', 'LHE', 'ISB', 'PEW', 'MUX'],
    rangeKm: 14000,
    narrow: ['A321LR'],
    wide: ['B787-9', 'A350-1000'],
    wideFromKm: 2500,
    fare: 1.1,
  },
  {
    code: 'TK',
    name: 'Turkish Airlines',
    country: 'TR',
    hubs: ['IST'],
    bases: ['IST'],
    pk: ['KHI', 'LHE', 'ISB'],
    domestic: true,
    rangeKm: 13500,
    narrow: ['A321neo', 'B737-8'],
    wide: ['A330-300', 'B777-300ER', 'A350-900'],
    wideFromKm: 3000,
    fare: 1.1,
  },
  {
    code: 'SV',
    name: 'Saudia',
    country: 'SA',
    hubs: ['JED', 'RUH'],
    bases: ['JED', 'RUH', 'MED', 'DMM'],
    pk: ['KHI', 'LHE', 'ISB', 'PEW', 'MUX', 'SKT', 'LYP'],
    domestic: true,
    rangeKm: 12500,
    narrow: ['A320neo', 'A321neo'],
    wide: ['B787-9', 'B777-300ER', 'A330-300'],
    wideFromKm: 2500,
    fare: 1.05,
  },
  {
    code: 'XY',
    name: 'flynas',
    country: 'SA',
    hubs: ['RUH', 'JED'],
    bases: ['RUH', 'JED', 'MED', 'DMM'],
    pk: ['KHI', 'LHE', 'ISB', 'PEW', 'MUX'],
    domestic: true,
    rangeKm: 5000,
    narrow: ['A320neo'],
    wide: [],
    wideFromKm: Number.POSITIVE_INFINITY,
    fare: 0.85,
  },
  {
    code: 'G9',
    name: 'Air Arabia',
    country: 'AE',
    hubs: ['SHJ'],
    bases: ['SHJ'],
    pk: ['KHI', 'LHE', 'ISB', 'PEW', 'MUX', 'SKT', 'LYP', 'UET'],
    rangeKm: 5000,
    narrow: ['A320', 'A321neo'],
    wide: [],
    wideFromKm: Number.POSITIVE_INFINITY,
    fare: 0.8,
  },
  {
    code: 'GF',
    name: 'Gulf Air',
    country: 'BH',
    hubs: ['BAH'],
    bases: ['BAH'],
    pk: ['KHI', 'LHE', 'ISB', 'MUX', 'SKT'],
    rangeKm: 12000,
    narrow: ['A320neo', 'A321neo'],
    wide: ['B787-9'],
    wideFromKm: 3500,
    fare: 1,
  },
  {
    code: 'WY',
    name: 'Oman Air',
    country: 'OM',
    hubs: ['MCT'],
    bases: ['MCT'],
    pk: ['KHI', 'LHE', 'ISB', 'SKT', 'MUX'],
    rangeKm: 10000,
    narrow: ['B737-8', 'B737-800'],
    wide: ['B787-9'],
    wideFromKm: 3500,
    fare: 1,
  },
];

const CLASS_FACTOR: Record<TripClass, number> = { Y: 1, C: 3, F: 5 };
const OFFER_TTL_MINUTES = 15;
const MIN_LEG_KM = 200;

interface Route {
  carrier: Carrier;
  via?: Airport;
}

function hex(n: number): string {
  return n.toString(16).padStart(14, '0');
}

function pick<T>(rnd: () => number, items: T[]): T {
  return items[Math.floor(rnd() * items.length)];
}

function pkCarrierFlies(c: Carrier, a: Airport, b: Airport): boolean {
  if (a.countryCode === 'PK' && b.countryCode === 'PK') {
    if (!c.pk.includes(a.code) || !c.pk.includes(b.code)) return false;
    const [mountain, other] = MOUNTAIN_LINKS[a.code] ? [a, b] : [b, a];
    if (MOUNTAIN_LINKS[mountain.code]) return MOUNTAIN_LINKS[mountain.code].includes(other.code);
    return PK_TRUNK.has(a.code) || PK_TRUNK.has(b.code);
  }
  const [home, away] = a.countryCode === 'PK' ? [a, b] : [b, a];
  return home.countryCode === 'PK' && PK_GATEWAYS.has(home.code) && c.pk.includes(home.code) && (c.abroad ?? []).includes(away.code);
}

function foreignCarrierFlies(c: Carrier, a: Airport, b: Airport): boolean {
  const [base, other] = c.bases.includes(a.code) ? [a, b] : [b, a];
  if (!c.bases.includes(base.code)) return false;
  if (other.countryCode === 'PK') return c.pk.includes(other.code);
  if (other.countryCode === c.country) return c.domestic === true && isCommercialAirport(other.code);
  return isCommercialAirport(other.code);
}

function fliesDirect(c: Carrier, a: Airport, b: Airport): boolean {
  const d = distanceKm(a, b);
  if (a.code === b.code || d < MIN_LEG_KM || d > c.rangeKm) return false;
  return c.country === 'PK' ? pkCarrierFlies(c, a, b) : foreignCarrierFlies(c, a, b);
}

interface Slack {
  ratio: number;
  extraKm: number;
}

function detourOk(a: Airport, hub: Airport, b: Airport, slack: Slack): boolean {
  const direct = distanceKm(a, b);
  return distanceKm(a, hub) + distanceKm(hub, b) <= Math.max(direct * slack.ratio, direct + slack.extraKm);
}

function connections(
  a: Airport,
  b: Airport,
  carriers: Carrier[],
  slack: Slack,
  legOk: (c: Carrier, x: Airport, y: Airport) => boolean,
): Route[] {
  const routes: Route[] = [];
  for (const carrier of carriers) {
    for (const hubCode of carrier.hubs) {
      const via = resolveAirport(hubCode);
      if (!via || via.code === a.code || via.code === b.code || !detourOk(a, via, b, slack)) continue;
      if (legOk(carrier, a, via) && legOk(carrier, via, b)) routes.push({ carrier, via });
    }
  }
  return routes;
}

// Direct flights where a carrier plausibly flies the route, one-stop connections over its hubs otherwise.
// Pakistani domestic routes are flown only by Pakistani carriers.
function findRoutes(a: Airport, b: Airport): Route[] {
  const domesticPk = a.countryCode === 'PK' && b.countryCode === 'PK';
  const carriers = domesticPk ? CARRIERS.filter((c) => PK_CARRIERS.includes(c.code)) : CARRIERS;
  const direct = carriers.filter((c) => fliesDirect(c, a, b)).map((carrier): Route => ({ carrier }));
  const oneStop = connections(a, b, carriers, { ratio: 1.4, extraKm: 700 }, fliesDirect);
  if (direct.length + oneStop.length > 0) return [...direct, ...oneStop];
  // Off-network airports (small fields, other continents, India): relax the network rules but keep the geography
  // sane. At home only PIA serves the small fields; abroad the Gulf and Turkish hub carriers fill in.
  const fallbackCarriers = carriers.filter((c) => (domesticPk ? c.code === 'PK' : c.country !== 'PK'));
  const relaxedLeg = (c: Carrier, x: Airport, y: Airport) => {
    const d = distanceKm(x, y);
    return d >= MIN_LEG_KM && d <= c.rangeKm && (domesticPk || c.hubs.includes(x.code) || c.hubs.includes(y.code));
  };
  const relaxed = connections(a, b, fallbackCarriers, { ratio: 1.8, extraKm: 2500 }, relaxedLeg);
  if (relaxed.length > 0) return relaxed;
  // Last resort: a nonstop by the network carriers based nearest the origin.
  const network = fallbackCarriers.filter((c) => c.rangeKm >= 10000 || domesticPk);
  const nearest = network.sort((x, y) => hubDistance(x, a) - hubDistance(y, a)).slice(0, 2);
  return nearest.map((carrier) => ({ carrier }));
}

function hubDistance(c: Carrier, a: Airport): number {
  return Math.min(
    ...c.hubs.map((h) => {
      const hub = resolveAirport(h);
      return hub ? distanceKm(hub, a) : Number.POSITIVE_INFINITY;
    }),
  );
}

// ~800 km/h cruise plus ~30 min taxi, climb and descent, rounded to 5 minutes.
function blockMinutes(km: number): number {
  return Math.max(35, Math.round((km / 800) * 12 + 6) * 5);
}

function aircraftFor(c: Carrier, a: Airport, b: Airport, flightNumber: string): string {
  const km = distanceKm(a, b);
  // Mountain and short domestic sectors are flown by turboprops.
  if (c.code === 'PK' && (MOUNTAIN_LINKS[a.code] || MOUNTAIN_LINKS[b.code] || km < 500)) return 'ATR 72-500';
  const fleet = km >= c.wideFromKm && c.wide.length > 0 ? c.wide : c.narrow.length > 0 ? c.narrow : c.wide;
  return fleet[cyrb53(flightNumber) % fleet.length];
}

// Even numbers one way, odd the other, as airlines usually do; k tells apart several flights a day.
function flightNumber(c: Carrier, from: string, to: string, k: number): string {
  const [x, y] = from < to ? [from, to] : [to, from];
  const base = 100 + (cyrb53(`${c.code}${x}${y}`) % 400) * 2;
  return `${c.code} ${base + 2 * k + (from < to ? 0 : 1)}`;
}

function iso(dt: DateTime): string {
  return dt.toISO({ suppressMilliseconds: true }) ?? '';
}

interface Leg {
  from: Airport;
  to: Airport;
  departure: DateTime;
  arrival: DateTime;
  minutes: number;
}

// Builds one direction of a journey starting at `departure` (in the origin's zone); returns legs in order.
function journey(route: Route, from: Airport, to: Airport, departure: DateTime, rnd: () => number): Leg[] {
  const stops = route.via ? [from, route.via, to] : [from, to];
  const legs: Leg[] = [];
  let dep = departure;
  for (let i = 0; i + 1 < stops.length; i++) {
    const minutes = blockMinutes(distanceKm(stops[i], stops[i + 1]));
    const arrival = dep.plus({ minutes }).setZone(zoneOf(stops[i + 1].timeZone));
    legs.push({ from: stops[i], to: stops[i + 1], departure: dep, arrival, minutes });
    // Layover of 1 to 4 hours on a 5-minute grid.
    dep = arrival.plus({ minutes: 60 + 5 * Math.floor(rnd() * 37) });
  }
  return legs;
}

// One-way adult economy fare in PKR: domestic is cheaper per km; long haul tapers off.
function baseFare(km: number, domestic: boolean): number {
  if (domestic) return 6000 + 19 * km;
  return 22000 + 30 * Math.min(km, 4000) + 17 * Math.max(0, km - 4000);
}

function directionFare(legs: Leg[]): number {
  const km = legs.reduce((sum, l) => sum + distanceKm(l.from, l.to), 0);
  const first = legs[0].from;
  const last = legs[legs.length - 1].to;
  // Connections are sold a little cheaper than nonstops.
  return baseFare(km, first.countryCode === last.countryCode) * (legs.length > 1 ? 0.9 : 1);
}

function parseDate(value: string, zone: string, field: string): DateTime {
  const dt = /^\d{4}-\d{2}-\d{2}$/.test(value) ? DateTime.fromISO(value, { zone: zoneOf(zone) }) : DateTime.invalid('format');
  if (!dt.isValid) throw new RangeError(`${field} must be a date as yyyy-MM-dd`);
  return dt;
}

function checkCount(value: number, field: string, min: number): void {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${field} must be a whole number of at least ${min}`);
}

function atMinutes(day: DateTime, minutes: number): DateTime {
  return day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 });
}

export function generateOffers(params: OfferSearchParams): FlightOffer[] {
  const origin = resolveAirport(params.origin);
  if (!origin) throw new UnknownAirportError(params.origin);
  const destination = resolveAirport(params.destination);
  if (!destination) throw new UnknownAirportError(params.destination);
  checkCount(params.adults, 'adults', 1);
  checkCount(params.children, 'children', 0);
  checkCount(params.infants, 'infants', 0);
  if (params.infants > params.adults) throw new RangeError('each infant must travel on an adult lap');
  if (!Object.hasOwn(CLASS_FACTOR, params.tripClass)) throw new RangeError('tripClass must be Y, C or F');
  const outDay = parseDate(params.departureDate, origin.timeZone, 'departureDate');
  const backDay = params.returnDate === undefined ? undefined : parseDate(params.returnDate, destination.timeZone, 'returnDate');
  if (params.returnDate !== undefined && params.returnDate < params.departureDate)
    throw new RangeError('returnDate must not be before departureDate');
  // Nobody flies between neighbouring airports (DXB-SHJ, LHE-SKT): an empty result, shown as 'No flights found'.
  const km = distanceKm(origin, destination);
  if (km < MIN_LEG_KM) return [];

  // Itineraries depend on the route and dates only, so class and party change prices but never the flights.
  const routeKey = `${origin.code}|${destination.code}|${params.departureDate}|${params.returnDate ?? ''}`;
  const rnd = prng(cyrb53(routeKey));
  const routes = findRoutes(origin, destination);
  const direct = routes.filter((r) => !r.via);
  const oneStop = routes.filter((r) => r.via);
  const count = 4 + Math.floor(rnd() * 7);
  const window = 5 * Math.floor((23 * 60 - 5 * 60) / count / 5);
  // Where nonstops exist they dominate; nobody connects on a domestic hop.
  const directShare =
    oneStop.length === 0 || (origin.countryCode === 'PK' && destination.countryCode === 'PK') ? 1 : km < 2500 ? 0.85 : 0.65;
  const flightsSeen = new Map<string, number>();
  const numberFor = (c: Carrier, from: string, to: string) => {
    const key = `${c.code}|${from}|${to}`;
    const k = flightsSeen.get(key) ?? 0;
    flightsSeen.set(key, k + 1);
    return flightNumber(c, from, to, k);
  };

  const drafts: { segments: OfferSegment[]; fare: number; order: number }[] = [];
  for (let i = 0; i < count; i++) {
    const useDirect = direct.length > 0 && rnd() < directShare;
    const route = pick(rnd, useDirect ? direct : oneStop);
    // Departures spread through the day, 05:00 to 23:00, on a 5-minute grid.
    const outMinutes = 5 * 60 + i * window + 5 * Math.floor((rnd() * window * 0.8) / 5);
    const outbound = journey(route, origin, destination, atMinutes(outDay, outMinutes), rnd);
    let legs = outbound;
    let fare = directionFare(outbound);
    const backMinutes = 6 * 60 + 5 * Math.floor((rnd() * 17 * 60) / 5);
    if (backDay) {
      // The way back leaves no sooner than 3 hours after landing.
      const landed = outbound[outbound.length - 1].arrival;
      // All times stay on a 5-minute grid: every UTC offset in use is a multiple of 15 minutes.
      const earliest = landed.plus({ minutes: 180 }).setZone(zoneOf(destination.timeZone));
      const planned = atMinutes(backDay, backMinutes);
      const back = DateTime.max(planned, earliest);
      const inbound = journey(route, destination, origin, back, rnd);
      legs = [...outbound, ...inbound];
      // A return ticket costs a little less than two one-ways.
      fare = (fare + directionFare(inbound)) * 0.95;
    }
    const segments = legs.map((leg): OfferSegment => {
      const number = numberFor(route.carrier, leg.from.code, leg.to.code);
      return {
        departure_at: iso(leg.departure),
        arrival_at: iso(leg.arrival),
        origin: leg.from.code,
        destination: leg.to.code,
        duration: leg.minutes,
        carrier: route.carrier.code,
        carrier_name: route.carrier.name,
        flight_number: number,
        aircraft: aircraftFor(route.carrier, leg.from, leg.to, number),
      };
    });
    drafts.push({ segments, fare: fare * route.carrier.fare * (0.9 + rnd() * 0.25), order: i });
  }

  const now = params.now ?? new Date();
  const expiresAt = new Date(now.getTime() + OFFER_TTL_MINUTES * 60_000).toISOString();
  const party = `${params.adults}/${params.children}/${params.infants}/${params.tripClass}`;
  return drafts
    .sort((a, b) => a.fare - b.fare || a.order - b.order)
    .map(({ segments, fare }) => {
      const adult = Math.round(fare * CLASS_FACTOR[params.tripClass]);
      const total =
        params.adults * adult + params.children * Math.round(adult * CHILD_SHARE) + params.infants * Math.round(adult * INFANT_SHARE);
      const price = total.toFixed(2);
      const key = `${routeKey}|${party}|${segments.map((s) => `${s.flight_number}@${s.departure_at}`).join(',')}`;
      return {
        id: `sbx-${hex(cyrb53(key))}`,
        price,
        booking_token: `sbx1.${hex(cyrb53(key, 1))}${hex(cyrb53(`${key}|${price}`, 2))}${hex(cyrb53(key, 3))}`,
        expires_at: expiresAt,
        segments,
      };
    });
}
