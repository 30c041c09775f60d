import { addDays, isIsoDate, localToday } from '@rules/dates.js';
import { FLIGHT_PARTY, TRIP_CLASSES, TRIP_TYPES, type TripClass, type TripType } from '@rules/travel.js';
import { countParam } from '../../lib/params';

// The /flights form as query parameters (the landing page's names: origin, destination, departureDate, returnDate,
// adults, children, tripType, travelClass; plus infants), so a search can be linked, reloaded and prefilled.

export type FlightFormState = {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  adults: number;
  children: number;
  infants: number;
  tripClass: TripClass;
  tripType: TripType;
};

// Spec point 9: departure tomorrow, return 8 days out.
export function defaultFlightForm(today = localToday()): FlightFormState {
  return {
    origin: '',
    destination: '',
    departureDate: addDays(today, 1),
    returnDate: addDays(today, 8),
    adults: 1,
    children: 0,
    infants: 0,
    tripClass: 'Y',
    tripType: 'roundtrip',
  };
}

export function formFromParams(params: URLSearchParams, today = localToday()): FlightFormState {
  const d = defaultFlightForm(today);
  const tripType = params.get('tripType');
  const travelClass = params.get('travelClass') ?? params.get('tripClass');
  const departureDate = params.get('departureDate');
  const returnDate = params.get('returnDate');
  return {
    origin: params.get('origin')?.trim() ?? d.origin,
    destination: params.get('destination')?.trim() ?? d.destination,
    departureDate: isIsoDate(departureDate) ? departureDate : d.departureDate,
    returnDate: isIsoDate(returnDate) ? returnDate : d.returnDate,
    adults: countParam(params.get('adults'), FLIGHT_PARTY.adults, d.adults),
    children: countParam(params.get('children'), FLIGHT_PARTY.children, d.children),
    infants: countParam(params.get('infants'), FLIGHT_PARTY.infants, d.infants),
    tripClass: (TRIP_CLASSES as readonly string[]).includes(travelClass ?? '') ? (travelClass as TripClass) : d.tripClass,
    // a return date without a trip type means a round trip; none means one way
    tripType: (TRIP_TYPES as readonly string[]).includes(tripType ?? '')
      ? (tripType as TripType)
      : params.has('departureDate') && !returnDate
        ? 'oneway'
        : d.tripType,
  };
}

/** Only what the search needs: the return date only for a round trip, infants only above 0. */
export function paramsFromForm(f: FlightFormState): URLSearchParams {
  const p = new URLSearchParams({ origin: f.origin.trim(), destination: f.destination.trim(), departureDate: f.departureDate });
  if (f.tripType === 'roundtrip' && f.returnDate) p.set('returnDate', f.returnDate);
  p.set('adults', String(f.adults));
  // the landing page's field list (spec point 5) always carries children, 0 by default
  p.set('children', String(f.children));
  if (f.infants > 0) p.set('infants', String(f.infants));
  p.set('tripType', f.tripType);
  p.set('travelClass', f.tripClass);
  return p;
}

/** A search runs when the page was opened with a route and a date. */
export function hasSearch(params: URLSearchParams): boolean {
  return Boolean(params.get('origin') && params.get('destination') && params.get('departureDate'));
}
