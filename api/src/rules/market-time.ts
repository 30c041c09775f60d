import { DateTime } from 'luxon';
import { MARKET_ZONE } from './dates.js';

// Instants read on the market's clock (Pakistan), with luxon for the zone's offsets. MARKET_ZONE and marketToday
// stay in dates.ts, which the landing page loads without a date library.

/** The instant a market-zone calendar day (yyyy-MM-dd) starts. */
export function marketDayStart(isoDate: string): Date {
  return DateTime.fromISO(isoDate, { zone: MARKET_ZONE }).startOf('day').toJSDate();
}

/** yyyy-MM-dd and HH:mm (00 to 23) of an instant in the market zone. */
export function marketDateTime(at: Date): { date: string; time: string } {
  const local = DateTime.fromJSDate(at, { zone: MARKET_ZONE });
  return { date: local.toFormat('yyyy-MM-dd'), time: local.toFormat('HH:mm') };
}
