import { DateTime } from 'luxon';
import { cyrb53, prng } from '../../rules/random.js';
import { type Airport, distanceKm, resolveAirport } from './airports.js';
import { CHILD_SHARE, INFANT_SHARE } from './provider.js';
import { type Carrier, MOUNTAIN_LINKS } from './sandbox-carriers.js';
import { findRoutes, MIN_LEG_KM, type Route } from './sandbox-routes.js';
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

const CLASS_FACTOR: Record<TripClass, number> = { Y: 1, C: 3, F: 5 };
const OFFER_TTL_MINUTES = 15;

function hex(n: number): string {
  return n.toString(16).padStart(14, '0');
}

function pick<T>(rnd: () => number, items: T[]): T {
  return items[Math.floor(rnd() * items.length)];
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
