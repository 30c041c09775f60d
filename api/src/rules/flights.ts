import { isIsoDate } from './dates.js';

// Flight orders (issue 35): the passengers' rules, shared by the server and the checkout form. Each message names the
// passenger ("Passenger 2") and the field, so a form shows it on the field and an API caller knows which one.

export const FLIGHT_PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type FlightPassengerType = (typeof FLIGHT_PASSENGER_TYPES)[number];
export const FLIGHT_TITLES = ['mr', 'ms', 'mrs', 'miss', 'dr'] as const;
export const FLIGHT_ORDER_TYPES = ['instant', 'hold'] as const;
export type FlightOrderType = (typeof FLIGHT_ORDER_TYPES)[number];
export const FLIGHT_NAME_MAX = 50;
// at most this many travellers in one order (Duffel's offer requests take up to 9 seated passengers)
export const FLIGHT_MAX_PASSENGERS = 9;

export type FlightPassengerValues = {
  type: string;
  title: string;
  givenName: string;
  familyName: string;
  gender: string;
  bornOn: string;
  passportNumber: string;
  passportCountry: string;
  passportExpiresOn: string;
  nationality: string;
};

// letters of any script, with spaces, hyphens, apostrophes and dots between them (as printed in passports)
const NAME = /^\p{L}[\p{L}\p{M} .'-]*$/u;
const PASSPORT = /^[A-Z0-9]{5,20}$/;
const COUNTRY = /^[A-Z]{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{7,15}$/;

export const FLIGHT_ORDER_MESSAGES = {
  offerGone: 'This offer is no longer available',
  priceChanged: 'The price of this fare has changed',
  soldOut: 'This fare is no longer available',
  notBookable: 'This offer cannot be booked here: open it on the airline partner’s site',
  holdNotAllowed: 'This fare must be paid at once; it cannot be held',
  passengersMismatch: (n: string) => `This offer is for ${n}: give one passenger form for each`,
  tooManyInfants: 'Each infant must travel on an adult’s lap: at most one infant per adult',
  email: 'Contact e-mail must be a valid email address',
  phone: 'Contact phone must be a phone number (7 to 15 digits, optionally starting with +)',
  type: `Order type must be one of ${FLIGHT_ORDER_TYPES.join(', ')}`,
  total: 'Expected total must be an amount in PKR with at most 2 decimals',
  orderNotFound: 'Flight order not found',
  notPayable: 'This flight order cannot be paid now',
  holdExpired: 'The hold on this flight order has expired; the seats were released',
  quoteExpired: 'This cancellation quote has expired; ask for a new one',
  notCancellable: 'This flight order cannot be cancelled now',
  busy: 'The airline is already working on this order; look again in a moment',
  changeNotFound: 'This airline change was not found',
  changeDone: 'This airline change was already answered',
} as const;

const passenger = (i: number) => `Passenger ${i + 1}`;

/** Age in whole years on a date (both yyyy-MM-dd). */
export function ageOn(bornOn: string, on: string): number {
  const [by, bm, bd] = bornOn.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export type PassengerProblem = { index: number; field: keyof FlightPassengerValues; message: string };

/**
 * The first problem of each passenger, or none. `today` and the first and last travel dates are yyyy-MM-dd (local
 * dates of the departures); ages are taken on the last one (as airlines do: an infant must still be under 2 on the way
 * back) and a passport must be valid on it.
 */
export function passengerProblems(list: FlightPassengerValues[], trip: { today: string; firstTravelDate: string; lastTravelDate: string }): PassengerProblem[] {
  const problems: PassengerProblem[] = [];
  list.forEach((p, i) => {
    const who = passenger(i);
    const fail = (field: keyof FlightPassengerValues, message: string) => problems.push({ index: i, field, message: `${who}: ${message}` });
    const given = (p.givenName ?? '').trim();
    const family = (p.familyName ?? '').trim();
    if (!(FLIGHT_PASSENGER_TYPES as readonly string[]).includes(p.type)) return fail('type', `type must be one of ${FLIGHT_PASSENGER_TYPES.join(', ')}`);
    if (!(FLIGHT_TITLES as readonly string[]).includes(p.title)) return fail('title', `title must be one of ${FLIGHT_TITLES.join(', ')}`);
    for (const [field, value, label] of [
      ['givenName', given, 'given name'],
      ['familyName', family, 'family name'],
    ] as const) {
      if (!value) return fail(field, `${label} is required, exactly as in the passport`);
      if (value.length > FLIGHT_NAME_MAX) return fail(field, `${label} must be at most ${FLIGHT_NAME_MAX} characters`);
      if (!NAME.test(value)) return fail(field, `${label} must be letters only (no digits), exactly as in the passport`);
    }
    if (p.gender !== 'm' && p.gender !== 'f') return fail('gender', 'gender must be m or f');
    if (!isIsoDate(p.bornOn)) return fail('bornOn', 'date of birth must be a date (yyyy-MM-dd)');
    if (p.bornOn > trip.today) return fail('bornOn', 'date of birth cannot be in the future');
    const age = ageOn(p.bornOn, trip.lastTravelDate);
    if (age > 120) return fail('bornOn', 'date of birth is too far in the past');
    if (p.type === 'infant' && age >= 2) return fail('bornOn', 'an infant must be under 2 years old on the travel date; book a child instead');
    if (p.type === 'child' && (age < 2 || age >= 12)) return fail('bornOn', 'a child must be 2 to 11 years old on the travel date');
    if (p.type === 'adult' && age < 12) return fail('bornOn', 'an adult must be 12 or older on the travel date');
    const number = (p.passportNumber ?? '').trim().toUpperCase();
    if (!PASSPORT.test(number)) return fail('passportNumber', 'passport number must be 5 to 20 letters or digits');
    if (!COUNTRY.test(p.passportCountry ?? '')) return fail('passportCountry', 'issuing country must be a two-letter country code (e.g. PK)');
    if (!isIsoDate(p.passportExpiresOn)) return fail('passportExpiresOn', 'passport expiry must be a date (yyyy-MM-dd)');
    if (p.passportExpiresOn <= trip.lastTravelDate) return fail('passportExpiresOn', 'the passport expires before the end of the trip');
    if (!COUNTRY.test(p.nationality ?? '')) return fail('nationality', 'nationality must be a two-letter country code (e.g. PK)');
    return undefined;
  });
  const adults = list.filter((p) => p.type === 'adult').length;
  const infants = list.filter((p) => p.type === 'infant').length;
  if (infants > adults) {
    const first = list.findIndex((p, i) => p.type === 'infant' && list.slice(0, i + 1).filter((q) => q.type === 'infant').length > adults);
    problems.push({ index: first, field: 'type', message: `${passenger(first)}: ${FLIGHT_ORDER_MESSAGES.tooManyInfants}` });
  }
  return problems;
}

export function contactProblem(contact: { email?: string; phone?: string }): { field: 'email' | 'phone'; message: string } | null {
  if (!EMAIL.test((contact.email ?? '').trim())) return { field: 'email', message: FLIGHT_ORDER_MESSAGES.email };
  if (!PHONE.test((contact.phone ?? '').replace(/[\s-]/g, ''))) return { field: 'phone', message: FLIGHT_ORDER_MESSAGES.phone };
  return null;
}

/** "2 adults, 1 infant" */
export function partyLabel(types: readonly string[]): string {
  const count = (t: string) => types.filter((x) => x === t).length;
  const parts: string[] = [];
  for (const [t, one, many] of [
    ['adult', 'adult', 'adults'],
    ['child', 'child', 'children'],
    ['infant', 'infant', 'infants'],
  ] as const) {
    const n = count(t);
    if (n > 0) parts.push(`${n} ${n === 1 ? one : many}`);
  }
  return parts.join(', ');
}

/** The local calendar date of an ISO 8601 date-time written with its own offset ("2027-01-12T02:10:00+05:00"). */
export const localDateOf = (iso: string): string => iso.slice(0, 10);

/** Milliseconds left until a deadline (never negative), for countdowns. */
export function msLeft(deadline: string | Date, now: Date): number {
  return Math.max(0, new Date(deadline).getTime() - now.getTime());
}

/** "1 d 4 h", "3 h 12 min", "8 min", for a countdown. */
export function countdownLabel(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}

