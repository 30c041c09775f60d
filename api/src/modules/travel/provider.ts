import type { ServiceContext } from '../../core/context.js';
import type { AirportSuggestion, CitySuggestion } from './airports.js';

// One interface for the travel data provider; config picks the implementation (travel.service.ts):
// Travelpayouts when TRAVELPAYOUTS_TOKEN and TRAVELPAYOUTS_MARKER are set, the offline sandbox otherwise.
// Providers price in PKR; the service converts to the currency asked for with the stored rates.

export type ProviderName = 'travelpayouts' | 'sandbox' | 'duffel';

export interface ProviderFlightQuery {
  origin: string; // IATA airport or city code
  destination: string;
  departureDate: string; // yyyy-MM-dd
  returnDate?: string;
  adults: number;
  children: number;
  infants: number;
  tripClass: 'Y' | 'C' | 'F';
}

// A child's and an infant's fare as shares of an adult's, for both providers (Travelpayouts' Data API quotes one adult)
export const CHILD_SHARE = 0.75;
export const INFANT_SHARE = 0.1;

export interface ProviderSegment {
  departureAt: string; // ISO 8601 with the departure airport's UTC offset
  arrivalAt: string; // ISO 8601 with the arrival airport's UTC offset
  origin: string;
  destination: string;
  duration: number; // minutes
  carrier: string;
  carrierName: string;
  flightNumber: string;
  aircraft?: string;
  direction: 'outbound' | 'return';
  stops: number; // stops inside this segment when the provider does not itemise them
}

export interface ProviderFlightOffer {
  id: string;
  pricePkr: string; // the whole party, decimal string
  bookingToken: string;
  expiresAt: string; // ISO 8601 UTC
  segments: ProviderSegment[];
  // an offer sold here (a selling airline's, issue 35): what the results show of its terms; absent for a hand-off
  sale?: { holdable: boolean; refundable: boolean | null; changeable: boolean | null; checkedBags: number | null };
}

/** A selling airline's search, in the search interface's shape (modules/flights installs one; travel never imports it). */
export type FlightSeller = {
  name: string;
  sandbox: boolean;
  search: (ctx: ServiceContext, query: ProviderFlightQuery, now: Date) => Promise<ProviderFlightResult>;
};

export interface ProviderFlightResult {
  offers: ProviderFlightOffer[];
  // why there are no offers, when the provider can say (e.g. cached fares cover economy only)
  notice?: string;
}

export interface ProviderHotelQuery {
  location: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
  language: string;
}

export interface ProviderHotel {
  id: string;
  name: string;
  stars: number; // 0 when unrated
  priceFromPkr: string; // the whole stay, all rooms
  priceAvgPkr?: string;
  city: string;
  country: string;
  distanceKm?: number; // from the city centre
  link: string; // hand-off to the booking site, with the affiliate marker
}

export interface ProviderHotelResult {
  place: { name: string; country: string } | null;
  hotels: ProviderHotel[];
}

export interface TravelProvider {
  readonly name: ProviderName;
  readonly sandbox: boolean;
  readonly marker: string;
  searchAirports(query: string, limit: number): Promise<AirportSuggestion[]>;
  searchCities(query: string, limit: number): Promise<CitySuggestion[]>;
  searchFlights(query: ProviderFlightQuery, now: Date): Promise<ProviderFlightResult>;
  searchHotels(query: ProviderHotelQuery): Promise<ProviderHotelResult>;
}

// Children's ages are not asked for; the hotel cache takes ages, so a child counts as this age.
export const DEFAULT_CHILD_AGE = 8;

/** The hotel booking site's search page for a city or one hotel, with the affiliate marker. */
export function hotelHandOffUrl(h: {
  destination: string;
  hotelId?: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
  marker: string;
  language: string;
}): string {
  const params = new URLSearchParams({ destination: h.destination });
  if (h.hotelId) params.set('hotelId', h.hotelId);
  params.set('checkIn', h.checkIn);
  params.set('checkOut', h.checkOut);
  params.set('adults', String(h.adults));
  if (h.children > 0) params.set('children', Array.from({ length: h.children }, () => DEFAULT_CHILD_AGE).join(','));
  params.set('rooms', String(h.rooms));
  params.set('language', h.language);
  params.set('marker', h.marker);
  return `https://search.hotellook.com/hotels?${params.toString()}`;
}
