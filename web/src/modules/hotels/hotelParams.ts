import { addDays, isIsoDate, localToday } from '@rules/dates.js';
import { PROVIDER_HOTEL } from '@rules/travel.js';
import { countParam } from '../../lib/params';

// The hotel search as query parameters (the landing page's names: location, checkIn, checkOut, adults, children,
// rooms), so a search can be linked, reloaded and prefilled.

export type HotelSearchValues = { location: string; checkIn: string; checkOut: string; adults: number; children: number; rooms: number };

export const HOTEL_SEARCH_KEYS = ['location', 'checkIn', 'checkOut', 'adults', 'children', 'rooms'] as const;

// Spec: check-in tomorrow, check-out 8 days out; 2 adults, no children, 1 room.
export function hotelValuesFrom(params: URLSearchParams, today = localToday()): HotelSearchValues {
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  return {
    location: params.get('location')?.trim() ?? '',
    checkIn: isIsoDate(checkIn) ? checkIn : addDays(today, 1),
    checkOut: isIsoDate(checkOut) ? checkOut : addDays(today, 8),
    adults: countParam(params.get('adults'), PROVIDER_HOTEL.adults, 2),
    children: countParam(params.get('children'), PROVIDER_HOTEL.children, 0),
    rooms: countParam(params.get('rooms'), PROVIDER_HOTEL.rooms, 1),
  };
}

/** `params` with the search's values set (other parameters, e.g. the local search's, kept). */
export function withHotelSearch(values: HotelSearchValues, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of HOTEL_SEARCH_KEYS) next.set(k, String(k === 'location' ? values.location.trim() : values[k]));
  return next;
}
