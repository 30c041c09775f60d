// Calendar dates as 'yyyy-MM-dd' strings, without a date library, so the landing page can use them cheaply.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written as yyyy-MM-dd (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  const [ya, ma, da] = a.split('-').map(Number);
  const [yb, mb, db] = b.split('-').map(Number);
  return Math.round((Date.UTC(yb, mb - 1, db) - Date.UTC(ya, ma - 1, da)) / 86_400_000);
}

/** Today in the browser's (or server's) own time zone. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// The server cannot know the traveller's time zone: a date is "in the past" only once it is over everywhere,
// i.e. before today in UTC-12, the last zone to leave a date.
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

// yyyy-MM-dd, optionally with a time (T or a space), seconds, a fraction and a zone. Four-digit years only: no sign,
// no year 20000, nothing PostgreSQL or a JavaScript Date could read differently.
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/i;

/**
 * The instant a yyyy-MM-dd date or ISO 8601 date-time names, or undefined when it is not one (2027-02-30, 24:00,
 * +275760-09-13, 20000-01-01...). A date alone, or a date-time without a zone, is read as UTC.
 */
export function parseIsoInstant(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const m = ISO_INSTANT.exec(value.trim());
  if (!m || !isIsoDate(`${m[1]}-${m[2]}-${m[3]}`)) return undefined;
  const [hh, mm, ss] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (hh > 23 || mm > 59 || ss > 59) return undefined;
  let offsetMinutes = 0;
  if (m[8] && m[8].toUpperCase() !== 'Z') {
    const [oh, om] = [Number(m[9]), Number(m[10])];
    if (oh > 14 || om > 59) return undefined;
    offsetMinutes = (m[8].startsWith('-') ? -1 : 1) * (oh * 60 + om);
  }
  const ms = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3));
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999
  const date = new Date(0);
  date.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  date.setUTCHours(hh, mm, ss, ms);
  return new Date(date.getTime() - offsetMinutes * 60_000);
}

/** `date` plus whole calendar months (UTC), the day kept or clamped to the month's last (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const out = new Date(date.getTime());
  out.setUTCFullYear(y, m, Math.min(date.getUTCDate(), last));
  return out;
}

// The marketplace's calendar: "today" for check-in rules, and calendar months in reports, are Pakistan's.
export const MARKET_ZONE = 'Asia/Karachi';

// Intl rather than a date library: this file is on the landing page. Built on first use; formatting is slow enough
// that the answer is remembered for the current minute.
let marketFormat: Intl.DateTimeFormat | undefined;
let todayMemo = { minute: Number.NaN, today: '' };

/** The calendar date (yyyy-MM-dd) in Pakistan at `now`. */
export function marketToday(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== todayMemo.minute) {
    marketFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    const parts = Object.fromEntries(marketFormat.formatToParts(now).map((p) => [p.type, p.value]));
    todayMemo = { minute, today: `${parts.year}-${parts.month}-${parts.day}` };
  }
  return todayMemo.today;
}
