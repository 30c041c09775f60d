import { DateTime } from 'luxon';
import { cyrb53 } from '../../rules/random.js';
import { type FlightOffer, generateOffers, type OfferSegment, type TripClass } from '../travel/sandbox-offers.js';
import { PK_CARRIERS } from '../travel/sandbox-carriers.js';
import { type AirOffer, type AirOfferPassenger, type AirSegment, type AirSlice, type FareConditions, OfferGoneError, type PassengerType } from './airline.js';

// The sandbox airline's offers (sandbox-airline.ts): ids that carry their search, the mapping of the travel sandbox's
// generated offers to AirOffer, and the fare rules (conditions, baggage, holds, scenarios by route).

export const OFFER_TTL_MS = 30 * 60_000;
const HOLD_MAX_MS = 24 * 3_600_000;
const HOLD_BEFORE_DEPARTURE_MS = 72 * 3_600_000;
// KHI → IST: the airline prices the fare again 7 % dearer
const REPRICE_FACTOR = 1.07;

/** Carriers that let a fare be held unpaid: the Pakistani ones. Foreign carriers (Gulf, Saudi, Turkish) sell instantly. */
export const HOLD_CARRIERS: ReadonlySet<string> = new Set(PK_CARRIERS);
/** Low-cost carriers: their economy fares are not refundable (and cost more to change). */
export const NON_REFUNDABLE_ECONOMY: ReadonlySet<string> = new Set(['9P', 'FZ', 'G9', 'XY']);
// the change fee per seated passenger (adults and children) in economy; business and first change free
const ECONOMY_CHANGE_FEE_PKR = 5_000;
const LOW_COST_CHANGE_FEE_PKR = 7_500;
// the refund penalty as a share of the total
const ECONOMY_REFUND_PENALTY = 0.15;
const PREMIUM_REFUND_PENALTY = 0.05;
// economy checked baggage per seated passenger: pieces and kg per piece; business and first: 2 × 32 kg everywhere
const ECONOMY_BAGGAGE: Record<string, [number, number]> = {
  PK: [1, 30], PA: [1, 25], ER: [1, 30], '9P': [1, 20], PF: [1, 25], EK: [1, 30], FZ: [1, 20], QR: [1, 30],
  EY: [1, 30], TK: [1, 30], SV: [2, 23], XY: [1, 20], G9: [1, 20], GF: [1, 30], WY: [1, 30],
};
const PREMIUM_BAGGAGE: [number, number] = [2, 32];

export interface OfferSearch {
  origin: string; // resolved airport codes
  destination: string;
  departureDate: string;
  returnDate: string | null;
  adults: number;
  children: number;
  infants: number;
  tripClass: TripClass;
}

export interface DecodedOffer {
  search: OfferSearch;
  index: number; // position in the generated list
  searchedAt: number; // epoch seconds
}

export const routeOf = (s: { origin: string; destination: string }) => `${s.origin}-${s.destination}`;

function payloadOf(d: DecodedOffer): string {
  const s = d.search;
  return JSON.stringify([s.origin, s.destination, s.departureDate, s.returnDate, s.adults, s.children, s.infants, s.tripClass, d.index, d.searchedAt]);
}

export function encodeOfferId(d: DecodedOffer): string {
  const payload = payloadOf(d);
  return `sbxa.${Buffer.from(payload).toString('base64url')}.${cyrb53(payload).toString(36)}`;
}

const isCode = (v: unknown): v is string => typeof v === 'string' && /^[A-Z0-9]{3}$/.test(v);
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isCount = (v: unknown, min: number): v is number => Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= 99;

/** The search, position and moment an offer id carries; OfferGoneError when it is malformed or tampered with. */
export function decodeOfferId(id: string): DecodedOffer {
  const parts = id.split('.');
  if (parts.length !== 3 || parts[0] !== 'sbxa' || !/^[A-Za-z0-9_-]+$/.test(parts[1])) throw new OfferGoneError();
  const payload = Buffer.from(parts[1], 'base64url').toString('utf8');
  // a lenient decoder reads some altered texts as the same payload: only the canonical encoding counts
  if (Buffer.from(payload).toString('base64url') !== parts[1] || cyrb53(payload).toString(36) !== parts[2]) throw new OfferGoneError();
  let v: unknown;
  try {
    v = JSON.parse(payload);
  } catch {
    throw new OfferGoneError();
  }
  if (!Array.isArray(v) || v.length !== 10) throw new OfferGoneError();
  const [origin, destination, departureDate, returnDate, adults, children, infants, tripClass, index, searchedAt] = v;
  const valid =
    isCode(origin) && isCode(destination) && isDate(departureDate) && (returnDate === null || isDate(returnDate)) &&
    isCount(adults, 1) && isCount(children, 0) && isCount(infants, 0) && ['Y', 'C', 'F'].includes(tripClass) &&
    Number.isSafeInteger(index) && index >= 0 && Number.isSafeInteger(searchedAt) && searchedAt > 0;
  if (!valid) throw new OfferGoneError();
  return { search: { origin, destination, departureDate, returnDate, adults, children, infants, tripClass }, index, searchedAt };
}

/** The generated offer an id names, as it was at its search; OfferGoneError when there is none. */
export function regenerate(d: DecodedOffer): FlightOffer {
  let offers: FlightOffer[];
  try {
    offers = generateOffers({ ...d.search, returnDate: d.search.returnDate ?? undefined, now: new Date(d.searchedAt * 1000) });
  } catch {
    throw new OfferGoneError();
  }
  const offer = offers[d.index];
  if (!offer) throw new OfferGoneError();
  return offer;
}

export const offerExpiresAt = (d: DecodedOffer) => new Date(d.searchedAt * 1000 + OFFER_TTL_MS);

const pkr = (rupees: number) => rupees.toFixed(2);
const share = (total: string, p: number) => pkr(Math.round(Number(total) * p));

/** The whole-party total the airline asks now: KHI → IST is repriced 7 % dearer. */
export function currentTotal(search: OfferSearch, searchedTotal: string): string {
  return routeOf(search) === 'KHI-IST' ? share(searchedTotal, REPRICE_FACTOR) : searchedTotal;
}

export function fareConditions(carrier: string, tripClass: TripClass, totalPkr: string, seated: number): FareConditions {
  if (tripClass !== 'Y') {
    return { refundable: true, refundPenaltyPkr: share(totalPkr, PREMIUM_REFUND_PENALTY), changeable: true, changePenaltyPkr: pkr(0) };
  }
  const lowCost = NON_REFUNDABLE_ECONOMY.has(carrier);
  return {
    refundable: !lowCost,
    refundPenaltyPkr: lowCost ? null : share(totalPkr, ECONOMY_REFUND_PENALTY),
    changeable: true,
    changePenaltyPkr: pkr(seated * (lowCost ? LOW_COST_CHANGE_FEE_PKR : ECONOMY_CHANGE_FEE_PKR)),
  };
}

/** Checked baggage per passenger (infants on a lap carry none) and one carry-on piece. */
export function baggageFor(carrier: string, tripClass: TripClass, type: PassengerType = 'adult'): AirSegment['baggage'] {
  const [pieces, kg] = tripClass === 'Y' ? (ECONOMY_BAGGAGE[carrier] ?? [1, 23]) : PREMIUM_BAGGAGE;
  return type === 'infant' ? { checkedPieces: 0, checkedKg: null, carryOnPieces: 1 } : { checkedPieces: pieces, checkedKg: kg, carryOnPieces: 1 };
}

/** The latest moment a hold placed now must be paid, or null when the offer cannot be held. */
export function holdDeadline(search: OfferSearch, carrier: string, firstDeparture: string, now: Date): Date | null {
  const route = routeOf(search);
  const holds = route === 'LHE-JED' || (route !== 'ISB-DXB' && HOLD_CARRIERS.has(carrier));
  if (!holds) return null;
  const departure = DateTime.fromISO(firstDeparture).toMillis();
  const by = Math.min(now.getTime() + HOLD_MAX_MS, departure - HOLD_BEFORE_DEPARTURE_MS);
  return by > now.getTime() ? new Date(by) : null;
}

const minutesBetween = (from: string, to: string) => Math.round(DateTime.fromISO(to).diff(DateTime.fromISO(from), 'minutes').minutes);

export function sliceOf(segments: AirSegment[]): AirSlice {
  const first = segments[0];
  const last = segments[segments.length - 1];
  return {
    origin: first.origin,
    destination: last.destination,
    durationMinutes: minutesBetween(first.departingAt, last.arrivingAt),
    segments,
  };
}

function slicesOf(segments: OfferSegment[], destination: string, tripClass: TripClass): AirSlice[] {
  const outbound: AirSegment[] = [];
  const back: AirSegment[] = [];
  let into = outbound;
  for (const s of segments) {
    into.push({
      origin: s.origin,
      destination: s.destination,
      departingAt: s.departure_at,
      arrivingAt: s.arrival_at,
      durationMinutes: s.duration,
      carrier: s.carrier,
      carrierName: s.carrier_name,
      flightNumber: s.flight_number,
      aircraft: s.aircraft ?? null,
      baggage: baggageFor(s.carrier, tripClass),
    });
    // everything after landing at the destination is the way back
    if (s.destination === destination) into = back;
  }
  return back.length > 0 ? [sliceOf(outbound), sliceOf(back)] : [sliceOf(outbound)];
}

export function passengersOf(s: OfferSearch): AirOfferPassenger[] {
  const types: PassengerType[] = [
    ...Array<PassengerType>(s.adults).fill('adult'),
    ...Array<PassengerType>(s.children).fill('child'),
    ...Array<PassengerType>(s.infants).fill('infant'),
  ];
  return types.map((type, i) => ({ id: `sbxp_${i + 1}`, type }));
}

/**
 * The AirOffer for a generated offer at its search (decoded), as the airline sells it at `now`: `priced` asks for
 * the current total (after a reprice) rather than the searched one.
 */
export function toAirOffer(generated: FlightOffer, d: DecodedOffer, now: Date, priced: boolean): AirOffer {
  const first = generated.segments[0];
  const total = priced ? currentTotal(d.search, generated.price) : generated.price;
  const deadline = holdDeadline(d.search, first.carrier, first.departure_at, now);
  return {
    id: encodeOfferId(d),
    provider: 'sandbox',
    totalPkr: total,
    expiresAt: offerExpiresAt(d).toISOString(),
    holdable: deadline !== null,
    paymentRequiredBy: deadline?.toISOString() ?? null,
    conditions: fareConditions(first.carrier, d.search.tripClass, total, d.search.adults + d.search.children),
    owner: { code: first.carrier, name: first.carrier_name },
    passengers: passengersOf(d.search),
    slices: slicesOf(generated.segments, d.search.destination, d.search.tripClass),
  };
}
