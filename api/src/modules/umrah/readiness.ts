import { addDays, daysBetween } from '../../rules/dates.js';
import {
  DEFAULT_SEASON_LIMITS,
  type HealthPilgrim,
  type MinorPilgrim,
  minorsProblems,
  pilgrimHealthProblems,
  pilgrimName,
  type Season,
  SEASONS,
  seasonDateProblems,
  seasonFor,
} from '../../rules/umrah-season.js';

// The visa gate (issue 36): everything missing before a group may ask for visas, in words, from plain data (no
// database): pilgrims, nights covered by confirmed hotel rooms in the planned cities, the transfer legs, rooms, and the
// season's rules (rules/umrah-season.ts) for passports, vaccinations, minors and the calendar.

export type ReadinessItem = { code: string; message: string };
export type ReadinessCity = 'makkah' | 'madinah';

export type ReadinessInput = {
  group: {
    arrivalDate: string;
    departureDate: string;
    arrivalAirport: string;
    departureAirport: string;
    makkahNights: number;
    madinahNights: number;
    firstCity: ReadinessCity;
  };
  // active pilgrims (cancelled ones left out)
  pilgrims: readonly (HealthPilgrim & MinorPilgrim & { id: string; roomId: string | null })[];
  // the group's room ids: a pilgrim whose room is not among them is not placed
  roomIds: readonly string[];
  stays: readonly { city: ReadinessCity; checkInDate: string; checkOutDate: string; guestCount: number; confirmed: boolean }[];
  transfers: readonly { kind: 'arrival' | 'intercity' | 'departure' }[];
  today: string;
  seasons?: readonly Season[];
};

const CITY = { makkah: 'Makkah', madinah: 'Madinah' } as const;
const MAX_NIGHT_ITEMS = 3;
const MAX_NAMES = 5;

export const READINESS_MESSAGES = {
  noPilgrims: 'The group has no pilgrims yet',
  nightUncovered: (short: number, total: number, night: string) => `No confirmed hotel room for ${short} of ${total} pilgrims on the night of ${night}`,
  nightsUncovered: (short: number, total: number, from: string, to: string) =>
    `No confirmed hotel room for ${short} of ${total} pilgrims on the nights of ${from} to ${to}`,
  wrongCity: (night: string, booked: string, planned: string) => `The night of ${night} is booked in ${booked}, but the plan has ${planned} that night`,
  arrivalLeg: (from: string, to: string) => `No arrival transfer (${from} → ${to}) is recorded`,
  intercityLeg: 'No transfer between Makkah and Madinah is recorded',
  departureLeg: (from: string, to: string) => `No departure transfer (${from} → ${to}) is recorded`,
  unplaced: (count: number, names: string) => `${count} pilgrim(s) have no room: ${names}`,
} as const;

/** The city the plan has for a night: the first city's nights, then the other's. */
export function plannedCity(group: ReadinessInput['group'], night: string): ReadinessCity {
  const first = group.firstCity;
  const firstNights = first === 'makkah' ? group.makkahNights : group.madinahNights;
  return daysBetween(group.arrivalDate, night) < firstNights ? first : first === 'makkah' ? 'madinah' : 'makkah';
}

function nightProblems(input: ReadinessInput): ReadinessItem[] {
  const { group } = input;
  const total = input.pilgrims.length;
  const confirmed = input.stays.filter((s) => s.confirmed);
  const items: ReadinessItem[] = [];
  let wrongCity: ReadinessItem | undefined;
  // runs of consecutive nights short by the same number of pilgrims
  let run: { from: string; to: string; short: number } | undefined;
  const closeRun = () => {
    if (!run) return;
    const message = run.from === run.to ? READINESS_MESSAGES.nightUncovered(run.short, total, run.from) : READINESS_MESSAGES.nightsUncovered(run.short, total, run.from, run.to);
    if (items.length < MAX_NIGHT_ITEMS) items.push({ code: 'nights_uncovered', message });
    run = undefined;
  };
  for (let night = group.arrivalDate; night < group.departureDate; night = addDays(night, 1)) {
    const covering = confirmed.filter((s) => s.checkInDate <= night && night < s.checkOutDate);
    const planned = plannedCity(group, night);
    const inPlan = covering.filter((s) => s.city === planned);
    const other = covering.find((s) => s.city !== planned);
    if (other && !wrongCity) wrongCity = { code: 'city_nights', message: READINESS_MESSAGES.wrongCity(night, CITY[other.city], CITY[planned]) };
    const guests = inPlan.reduce((sum, s) => sum + s.guestCount, 0);
    const short = Math.max(0, total - guests);
    if (short > 0 && run && run.short === short && addDays(run.to, 1) === night) run.to = night;
    else {
      closeRun();
      if (short > 0) run = { from: night, to: night, short };
    }
  }
  closeRun();
  return wrongCity ? [...items, wrongCity] : items;
}

function transferProblems(input: ReadinessInput): ReadinessItem[] {
  const { group } = input;
  const has = (kind: string) => input.transfers.some((t) => t.kind === kind);
  const both = group.makkahNights > 0 && group.madinahNights > 0;
  const last: ReadinessCity = both ? (group.firstCity === 'makkah' ? 'madinah' : 'makkah') : group.firstCity;
  const items: ReadinessItem[] = [];
  if (!has('arrival')) items.push({ code: 'transfer_missing', message: READINESS_MESSAGES.arrivalLeg(group.arrivalAirport, CITY[group.firstCity]) });
  if (both && !has('intercity')) items.push({ code: 'transfer_missing', message: READINESS_MESSAGES.intercityLeg });
  if (!has('departure')) items.push({ code: 'transfer_missing', message: READINESS_MESSAGES.departureLeg(CITY[last], group.departureAirport) });
  return items;
}

// the season rules' detailed codes, grouped for the readiness list
function coarse(code: string): string {
  if (code.startsWith('meningitis')) return 'meningitis';
  if (code.startsWith('polio')) return 'polio';
  if (code.startsWith('minor')) return 'minor_alone';
  if (code === 'passport_validity') return code;
  return 'season';
}

/** Everything missing before the group's visas can be asked for (empty = ready). */
export function readinessOf(input: ReadinessInput): { ready: boolean; missing: ReadinessItem[] } {
  const seasons = input.seasons ?? SEASONS;
  const missing: ReadinessItem[] = [];
  const { group, pilgrims } = input;
  if (pilgrims.length === 0) missing.push({ code: 'no_pilgrims', message: READINESS_MESSAGES.noPilgrims });
  else missing.push(...nightProblems(input));
  missing.push(...transferProblems(input));
  const rooms = new Set(input.roomIds);
  const unplaced = pilgrims.filter((p) => !p.roomId || !rooms.has(p.roomId));
  if (unplaced.length) {
    const names = unplaced.slice(0, MAX_NAMES).map(pilgrimName).join(', ') + (unplaced.length > MAX_NAMES ? ', …' : '');
    missing.push({ code: 'unplaced', message: READINESS_MESSAGES.unplaced(unplaced.length, names) });
  }
  const season = seasonFor(group.arrivalDate, seasons) ?? { name: '', estimated: true, visaIssuanceOpens: '', lastVisaIssuance: '', lastEntry: '', lastDeparture: '', limits: DEFAULT_SEASON_LIMITS };
  for (const p of pilgrims) for (const problem of pilgrimHealthProblems(p, group, season)) missing.push({ code: coarse(problem.code), message: problem.message });
  for (const problem of minorsProblems(pilgrims, group.arrivalDate, season.limits.adultAge)) missing.push({ code: coarse(problem.code), message: problem.message });
  for (const problem of seasonDateProblems(group, input.today, seasons)) missing.push({ code: coarse(problem.code), message: problem.message });
  return { ready: missing.length === 0, missing };
}
