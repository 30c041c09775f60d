import { addDays, daysBetween } from './dates.js';
import { ageOn } from './flights.js';
import { addMonthsToDate } from './visa.js';

// The Saudi side's Umrah rules for a season (issue 36): its calendar and its limits, as data, since both change every
// season and most sources are news or agents' pages, not official texts (../shared/reference/umrah.md). The checks
// below are pure: the groups service runs them for a group's readiness and the web app shows the same words.

export type SeasonLimits = {
  /** a passport must still be valid this many calendar months after the return (the group's departure date) */
  passportValidMonthsAfterReturn: number;
  /** meningococcal ACWY: at least this many days before arrival... */
  meningitisMinDaysBeforeArrival: number;
  /** ...and given at most this many years before arrival (polysaccharide vaccine; the type is not recorded) */
  meningitisValidYears: number;
  /** polio, for these nationalities: at least this many days before leaving for Saudi Arabia... */
  polioMinDaysBeforeDeparture: number;
  /** ...and at most this many months before (GACA's stricter window, not MoH's 12 months) */
  polioMaxMonthsBeforeDeparture: number;
  polioNationalities: readonly string[];
  /** an issued visa left unused is cancelled this many days after issue; the group page warns from day `visaLapseWarnFromDay` */
  visaLapseDays: number;
  visaLapseWarnFromDay: number;
  /** days from entry to exit */
  maxStayDays: number;
  /** pilgrims under this age on arrival travel with an adult of the group */
  adultAge: number;
};

export type Season = {
  /** the Hijri year, e.g. "1447" */
  name: string;
  /** true while the dates are our estimate, not the published calendar */
  estimated: boolean;
  visaIssuanceOpens: string;
  lastVisaIssuance: string;
  lastEntry: string;
  lastDeparture: string;
  limits: SeasonLimits;
};

export type UmrahProblem = { code: string; message: string };

// Sources (../shared/reference/umrah.md): limits from §1.1 (under-18s accompanied, 90 days: gulfnews.com 2023-07-10,
// thenationalnews.com 2022-10-30), §1.2 (visa cancelled if unused 30 days after issue: pakistantoday.com.pk
// 2025-10-31), §1.5 (ACWY ≥10 days before arrival, valid 3 years: itimaar.co.uk, eastcoastdaily.in 2025-02-01; polio
// for Pakistan ≥4 weeks and ≤6 months before departure: GACA via urdupoint.com 2025-02-10; passport 6 months:
// idealumrahpackages.com).
export const DEFAULT_SEASON_LIMITS: SeasonLimits = {
  passportValidMonthsAfterReturn: 6,
  meningitisMinDaysBeforeArrival: 10,
  meningitisValidYears: 3,
  polioMinDaysBeforeDeparture: 28,
  polioMaxMonthsBeforeDeparture: 6,
  polioNationalities: ['PAK'],
  visaLapseDays: 30,
  visaLapseWarnFromDay: 20,
  maxStayDays: 90,
  adultAge: 18,
};

// 1447: the published calendar (arabianbusiness.com/culture-society/saudi-arabia-announces-upcoming-umrah-season-calendar,
// 2025-05-15; siasat.com/umrah-1447-saudi-arabia-reveals-dates-for-visa-travel-and-departure-3218570, 2025-05-09).
// 1448: no calendar was published when this was written; estimated as 1447's dates one Hijri year on (about 11 days
// earlier in the Gregorian calendar, the same Hijri days: 14 Dhul-Hijjah, 1 and 15 Shawwal, 1 Dhul-Qa'dah). Replace
// it with the published one and set `estimated: false`.
export const SEASONS: readonly Season[] = [
  {
    name: '1447',
    estimated: false,
    visaIssuanceOpens: '2025-06-10',
    lastVisaIssuance: '2026-03-20',
    lastEntry: '2026-04-03',
    lastDeparture: '2026-04-18',
    limits: DEFAULT_SEASON_LIMITS,
  },
  {
    name: '1448',
    estimated: true,
    visaIssuanceOpens: '2026-05-31',
    lastVisaIssuance: '2027-03-09',
    lastEntry: '2027-03-23',
    lastDeparture: '2027-04-07',
    limits: DEFAULT_SEASON_LIMITS,
  },
];

/** The season whose [visa issuance opens, last entry] holds the arrival date, or undefined. */
export function seasonFor(arrivalDate: string, seasons: readonly Season[] = SEASONS): Season | undefined {
  return seasons.find((s) => s.visaIssuanceOpens <= arrivalDate && arrivalDate <= s.lastEntry);
}

export const SEASON_MESSAGES = {
  noSeason: (arrival: string) => `No Umrah season open for arrival on ${arrival}`,
  afterLastEntry: (arrival: string, season: string, lastEntry: string) => `Arrival on ${arrival} is after the last entry date of the ${season} Umrah season (${lastEntry})`,
  afterLastDeparture: (departure: string, season: string, lastDeparture: string) =>
    `Departure on ${departure} is after the last departure date of the ${season} Umrah season (${lastDeparture})`,
  visaIssuanceClosed: (season: string, lastVisa: string) => `Visas for the ${season} Umrah season are no longer issued: the last day was ${lastVisa}`,
  departureBeforeArrival: 'The departure date must be after the arrival date',
  stayTooLong: (days: number, max: number) => `The stay of ${days} days is longer than the ${max} days allowed after entry`,
  estimated: (season: string) => `The ${season} Umrah season’s dates are an estimate until Saudi Arabia publishes its calendar`,
  passportValidity: (who: string, expiry: string, until: string, months: number) =>
    `${who}’s passport expires on ${expiry}: it must be valid until at least ${until} (${months} months after return)`,
  meningitisMissing: (who: string) => `${who} has no meningitis (ACWY) vaccination date`,
  meningitisTooLate: (who: string, date: string, days: number, arrival: string) =>
    `${who}’s meningitis vaccination (${date}) must be at least ${days} days before arrival (${arrival})`,
  meningitisExpired: (who: string, date: string, years: number, arrival: string) =>
    `${who}’s meningitis vaccination (${date}) is more than ${years} years old on arrival (${arrival})`,
  polioMissing: (who: string, nationality: string) => `${who} has no polio vaccination date (required for nationality ${nationality})`,
  polioTooLate: (who: string, date: string, days: number, departure: string) =>
    `${who}’s polio vaccination (${date}) must be at least ${days} days before departure from Pakistan (${departure})`,
  polioTooOld: (who: string, date: string, months: number, departure: string) =>
    `${who}’s polio vaccination (${date}) is more than ${months} months old on departure from Pakistan (${departure})`,
  minorNoAdult: (who: string, age: number) => `${who} is under ${age} on arrival and the group has no adult`,
  minorNoFamilyAdult: (who: string, age: number, family: string) => `${who} is under ${age} on arrival and no adult of the family “${family}” is in the group`,
  visaLapseWarning: (date: string, days: number) => `The visas lapse on ${date} if unused (${days} days after issue)`,
  visaLapsed: (date: string, days: number) => `Unused visas lapsed on ${date} (${days} days after issue)`,
} as const;

type GroupDates = { arrivalDate: string; departureDate: string };

/** A pilgrim named in a message: "Given Surname", as in the passport. */
export const pilgrimName = (p: { givenNames?: string | null; surname?: string | null }) => `${(p.givenNames ?? '').trim()} ${(p.surname ?? '').trim()}`.trim();

/** The season's calendar against the group's dates and today (yyyy-MM-dd, Pakistan). */
export function seasonDateProblems(group: GroupDates, today: string, seasons: readonly Season[] = SEASONS): UmrahProblem[] {
  const problems: UmrahProblem[] = [];
  const { arrivalDate: arrival, departureDate: departure } = group;
  if (departure <= arrival) problems.push({ code: 'departure_before_arrival', message: SEASON_MESSAGES.departureBeforeArrival });
  const season = seasonFor(arrival, seasons);
  if (!season) {
    // arrival after a season's last entry and before the next one opens: say which date was missed
    const missed = [...seasons].reverse().find((s) => s.visaIssuanceOpens <= arrival && arrival <= s.lastDeparture);
    if (missed) problems.push({ code: 'season_last_entry', message: SEASON_MESSAGES.afterLastEntry(arrival, missed.name, missed.lastEntry) });
    else problems.push({ code: 'season_none', message: SEASON_MESSAGES.noSeason(arrival) });
    if (missed && departure > missed.lastDeparture)
      problems.push({ code: 'season_last_departure', message: SEASON_MESSAGES.afterLastDeparture(departure, missed.name, missed.lastDeparture) });
    return problems;
  }
  if (departure > season.lastDeparture)
    problems.push({ code: 'season_last_departure', message: SEASON_MESSAGES.afterLastDeparture(departure, season.name, season.lastDeparture) });
  if (today > season.lastVisaIssuance) problems.push({ code: 'season_last_visa', message: SEASON_MESSAGES.visaIssuanceClosed(season.name, season.lastVisaIssuance) });
  const stay = daysBetween(arrival, departure);
  if (stay > season.limits.maxStayDays) problems.push({ code: 'stay_too_long', message: SEASON_MESSAGES.stayTooLong(stay, season.limits.maxStayDays) });
  return problems;
}

export type HealthPilgrim = {
  givenNames: string;
  surname: string;
  dateOfBirth: string;
  nationality: string;
  passportExpiryDate: string;
  meningitisVaccinationDate?: string | null;
  polioVaccinationDate?: string | null;
};

/**
 * One pilgrim's passport and vaccinations against the season's limits. Boundaries are allowed: a passport expiring
 * exactly 6 months after return, a vaccination exactly 10 (meningitis) or 28 (polio) days before arrival, exactly 3
 * years (meningitis) or 6 months (polio) old on arrival. Travellers leave Pakistan on the arrival date.
 */
export function pilgrimHealthProblems(p: HealthPilgrim, group: GroupDates, season: Season): UmrahProblem[] {
  const problems: UmrahProblem[] = [];
  const who = pilgrimName(p);
  const l = season.limits;
  const arrival = group.arrivalDate;
  const validUntil = addMonthsToDate(group.departureDate, l.passportValidMonthsAfterReturn);
  if (p.passportExpiryDate < validUntil)
    problems.push({ code: 'passport_validity', message: SEASON_MESSAGES.passportValidity(who, p.passportExpiryDate, validUntil, l.passportValidMonthsAfterReturn) });

  const meningitis = p.meningitisVaccinationDate || null;
  if (!meningitis) problems.push({ code: 'meningitis_missing', message: SEASON_MESSAGES.meningitisMissing(who) });
  else if (daysBetween(meningitis, arrival) < l.meningitisMinDaysBeforeArrival)
    problems.push({ code: 'meningitis_too_late', message: SEASON_MESSAGES.meningitisTooLate(who, meningitis, l.meningitisMinDaysBeforeArrival, arrival) });
  else if (addMonthsToDate(meningitis, 12 * l.meningitisValidYears) < arrival)
    problems.push({ code: 'meningitis_expired', message: SEASON_MESSAGES.meningitisExpired(who, meningitis, l.meningitisValidYears, arrival) });

  if (l.polioNationalities.includes(p.nationality)) {
    const polio = p.polioVaccinationDate || null;
    if (!polio) problems.push({ code: 'polio_missing', message: SEASON_MESSAGES.polioMissing(who, p.nationality) });
    else if (daysBetween(polio, arrival) < l.polioMinDaysBeforeDeparture)
      problems.push({ code: 'polio_too_late', message: SEASON_MESSAGES.polioTooLate(who, polio, l.polioMinDaysBeforeDeparture, arrival) });
    else if (addMonthsToDate(polio, l.polioMaxMonthsBeforeDeparture) < arrival)
      problems.push({ code: 'polio_too_old', message: SEASON_MESSAGES.polioTooOld(who, polio, l.polioMaxMonthsBeforeDeparture, arrival) });
  }
  return problems;
}

export type MinorPilgrim = { givenNames: string; surname: string; dateOfBirth: string; family?: string | null };

const familyKey = (family: string | null | undefined) => (family ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Pilgrims under `adultAge` on arrival need an adult of the group. The rule chosen: a minor with a family (the
 * manifest's family column) needs an adult of that same family in the group (the adult who answers for the child);
 * a minor without a family needs any adult in the group. Families are compared ignoring case and extra spaces.
 */
export function minorsProblems(pilgrims: readonly MinorPilgrim[], arrivalDate: string, adultAge: number): UmrahProblem[] {
  const isAdult = (p: MinorPilgrim) => ageOn(p.dateOfBirth, arrivalDate) >= adultAge;
  const adults = pilgrims.filter(isAdult);
  const adultFamilies = new Set(adults.map((a) => familyKey(a.family)).filter(Boolean));
  const problems: UmrahProblem[] = [];
  for (const p of pilgrims) {
    if (isAdult(p)) continue;
    const family = familyKey(p.family);
    if (adults.length === 0) problems.push({ code: 'minor_no_adult', message: SEASON_MESSAGES.minorNoAdult(pilgrimName(p), adultAge) });
    else if (family && !adultFamilies.has(family))
      problems.push({ code: 'minor_no_family_adult', message: SEASON_MESSAGES.minorNoFamilyAdult(pilgrimName(p), adultAge, (p.family ?? '').trim()) });
  }
  return problems;
}

/**
 * Where an issued visa stands: `issuedAt` is the issue date (yyyy-MM-dd, or an ISO date-time whose date is taken),
 * `today` Pakistan's date. Unused visas lapse `visaLapseDays` after issue (on that day); the warning starts on day
 * `visaLapseWarnFromDay` and stays once lapsed.
 */
export function visaLapse(
  issuedAt: string,
  today: string,
  limits: Pick<SeasonLimits, 'visaLapseDays' | 'visaLapseWarnFromDay'> = DEFAULT_SEASON_LIMITS,
): { daysSinceIssue: number; lapsed: boolean; warning: string | null } {
  const issued = issuedAt.slice(0, 10);
  const daysSinceIssue = daysBetween(issued, today);
  const lapseOn = addDays(issued, limits.visaLapseDays);
  const lapsed = daysSinceIssue >= limits.visaLapseDays;
  let warning: string | null = null;
  if (lapsed) warning = SEASON_MESSAGES.visaLapsed(lapseOn, limits.visaLapseDays);
  else if (daysSinceIssue >= limits.visaLapseWarnFromDay) warning = SEASON_MESSAGES.visaLapseWarning(lapseOn, limits.visaLapseDays);
  return { daysSinceIssue, lapsed, warning };
}
