import { DateTime } from 'luxon';

// Flight times are shown in each airport's own local time, which the ISO strings carry as their offset.
const at = (iso: string) => DateTime.fromISO(iso, { setZone: true });

export const timeOf = (iso: string) => at(iso).toFormat('HH:mm');
// in Urdu, the month's and day's Urdu names with Western digits
const inLang = (iso: string, lang: 'en' | 'ur') => (lang === 'ur' ? at(iso).setLocale('ur-PK').reconfigure({ numberingSystem: 'latn' }) : at(iso));

/** 'Nov 12' (in Urdu, the month's Urdu name with Western digits). */
export const dateOf = (iso: string, lang: 'en' | 'ur' = 'en') => inLang(iso, lang).toFormat('MMM dd');
/** 'Tue, Nov 12', the airport's own date. */
export const dayOf = (iso: string, lang: 'en' | 'ur' = 'en') => inLang(iso, lang).toFormat('ccc, MMM dd');

export function durationText(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}h ${m % 60}m`;
}

export function minutesBetween(fromIso: string, toIso: string): number {
  return Math.round(at(toIso).diff(at(fromIso), 'minutes').minutes);
}

/** Whole days between the local departure and arrival dates: '+1' for an overnight flight. */
export function dayShift(fromIso: string, toIso: string): number {
  const from = at(fromIso).startOf('day');
  const to = at(toIso).startOf('day');
  return Math.round(
    DateTime.fromObject({ year: to.year, month: to.month, day: to.day }).diff(
      DateTime.fromObject({ year: from.year, month: from.month, day: from.day }),
      'days',
    ).days,
  );
}

/** When the fare expires, in the traveller's own clock. */
export const expiryText = (iso: string) => DateTime.fromISO(iso).toLocal().toFormat('HH:mm');
