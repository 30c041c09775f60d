import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../deps.js';
import { ValidationError } from '../../graphql/errors.js';
import { check } from '../../graphql/validation.js';
import type { CurrencyCode } from '../../rules/currencies.js';
import { daysBetween, earliestToday } from '../../rules/dates.js';
import { convertFromPkr } from '../../rules/money.js';
import { FLIGHT_MESSAGES, flightQuerySchema, hotelQuerySchema, suggestionQuerySchema } from '../../rules/travel.js';
import { rateFor } from '../currency/currency.service.js';
import { searchAirports as warmAirportIndex } from './airports.js';
import { TtlCache } from './cache.js';
import type { TravelProvider } from './provider.js';
import { SandboxProvider } from './sandbox.provider.js';
import type {
  AirportSuggestion,
  CitySuggestion,
  FlightSearchInput,
  FlightSearchResult,
  ProviderHotelSearchInput,
  ProviderHotelSearchResult,
  TravelProviderInfo,
} from './travel.types.js';
import { TravelpayoutsProvider } from './travelpayouts.provider.js';

// One provider per running app (its cache lives as long as the app): Travelpayouts when configured, else the sandbox.
const providers = new WeakMap<AppDeps, TravelProvider>();

export function travelProvider(deps: AppDeps): TravelProvider {
  let provider = providers.get(deps);
  if (!provider) {
    const tp = deps.config.travelpayouts;
    provider = tp ? new TravelpayoutsProvider({ token: tp.token, marker: tp.marker, log: deps.log }) : new SandboxProvider();
    providers.set(deps, provider);
  }
  return provider;
}

/** Tests swap in a provider built with their own options. */
export function useTravelProvider(deps: AppDeps, provider: TravelProvider): void {
  providers.set(deps, provider);
}

/** Builds the offline airport index (about half a second) before the first visitor needs it. */
export function warmUpTravelData(): void {
  warmAirportIndex('warm up');
}

export function providerInfo(deps: AppDeps): TravelProviderInfo {
  const p = travelProvider(deps);
  return { name: p.name, sandbox: p.sandbox, marker: p.marker };
}

export async function suggestAirports(deps: AppDeps, query: string, limit?: number | null): Promise<AirportSuggestion[]> {
  const q = check(suggestionQuerySchema, { query, limit: limit ?? undefined });
  // fewer than 2 characters: no suggestions (spec), not an error
  if (q.query.length < 2) return [];
  const rows = await travelProvider(deps).searchAirports(q.query, q.limit);
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, cityName: r.city_name }));
}

export async function suggestCities(deps: AppDeps, query: string, limit?: number | null): Promise<CitySuggestion[]> {
  const q = check(suggestionQuerySchema, { query, limit: limit ?? undefined });
  if (q.query.length < 2) return [];
  const rows = await travelProvider(deps).searchCities(q.query, q.limit);
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, countryName: r.country_name }));
}

// A 3-letter code is used as it is; a name ("Karachi") becomes the best matching airport.
async function placeCode(provider: TravelProvider, text: string, field: 'origin' | 'destination'): Promise<string> {
  const trimmed = text.trim();
  if (/^[A-Za-z]{3}$/.test(trimmed)) return trimmed.toUpperCase();
  const [best] = await provider.searchAirports(trimmed, 1);
  if (!best) throw new ValidationError(`No airport matches "${trimmed}"`, field);
  return best.code;
}

// Rates change every 5 minutes at most: a search reads them from memory for 30 s instead of asking the database
// on every request (searches arrive in bursts; the embedded database has a single connection).
const RATE_TTL_MS = 30_000;
const rateCaches = new WeakMap<AppDeps, TtlCache<string>>();

async function rateOf(em: EntityManager, deps: AppDeps, currency: CurrencyCode): Promise<string> {
  if (currency === 'PKR') return '1';
  let cache = rateCaches.get(deps);
  if (!cache) {
    cache = new TtlCache<string>({ ttlMs: RATE_TTL_MS, maxEntries: 16 });
    rateCaches.set(deps, cache);
  }
  return cache.get(currency, async () => (await rateFor(em, currency)).rate);
}

export async function searchFlights(em: EntityManager, deps: AppDeps, input: FlightSearchInput): Promise<FlightSearchResult> {
  const now = deps.now();
  const q = check(flightQuerySchema(earliestToday(now)), { ...input, returnDate: input.returnDate ?? undefined });
  const provider = travelProvider(deps);
  const [origin, destination] = await Promise.all([
    placeCode(provider, q.origin, 'origin'),
    placeCode(provider, q.destination, 'destination'),
  ]);
  if (origin === destination) throw new ValidationError(FLIGHT_MESSAGES.sameAirports, 'destination');
  const [rate, result] = await Promise.all([
    rateOf(em, deps, q.currency),
    provider.searchFlights(
      {
        origin,
        destination,
        departureDate: q.departureDate,
        returnDate: q.returnDate,
        adults: q.adults,
        children: q.children,
        infants: q.infants,
        tripClass: q.tripClass,
      },
      now,
    ),
  ]);
  const page = result.offers.slice(q.offset, q.offset + q.limit);
  return {
    flights: page.map((o) => ({
      id: o.id,
      price: convertFromPkr(o.pricePkr, rate),
      currency: q.currency,
      pricePkr: o.pricePkr,
      bookingToken: o.bookingToken,
      expiresAt: o.expiresAt,
      sandbox: provider.sandbox,
      segments: o.segments.map((s) => ({ ...s })),
    })),
    searchParams: {
      origin,
      destination,
      departureDate: q.departureDate,
      returnDate: q.returnDate,
      adults: q.adults,
      children: q.children,
      infants: q.infants,
      tripClass: q.tripClass,
      currency: q.currency,
      provider: provider.name,
      sandbox: provider.sandbox,
      marker: provider.marker,
      notice: result.offers.length === 0 ? result.notice : undefined,
      total: result.offers.length,
      limit: q.limit,
      offset: q.offset,
    },
  };
}

export async function searchProviderHotels(
  em: EntityManager,
  deps: AppDeps,
  input: ProviderHotelSearchInput,
): Promise<ProviderHotelSearchResult> {
  const q = check(hotelQuerySchema(earliestToday(deps.now())), { ...input });
  const provider = travelProvider(deps);
  const [rate, result] = await Promise.all([
    rateOf(em, deps, q.currency),
    provider.searchHotels({
      location: q.location,
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      adults: q.adults,
      children: q.children,
      rooms: q.rooms,
      language: q.language,
    }),
  ]);
  const page = result.hotels.slice(q.offset, q.offset + q.limit);
  return {
    hotels: page.map((h) => ({
      id: h.id,
      name: h.name,
      stars: h.stars,
      priceFrom: convertFromPkr(h.priceFromPkr, rate),
      priceFromPkr: h.priceFromPkr,
      priceAvg: h.priceAvgPkr ? convertFromPkr(h.priceAvgPkr, rate) : undefined,
      currency: q.currency,
      city: h.city,
      country: h.country,
      distanceKm: h.distanceKm,
      link: h.link,
      sandbox: provider.sandbox,
    })),
    searchParams: {
      location: q.location,
      resolvedLocation: result.place?.name,
      country: result.place?.country,
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      nights: daysBetween(q.checkIn, q.checkOut),
      adults: q.adults,
      children: q.children,
      rooms: q.rooms,
      currency: q.currency,
      language: q.language,
      provider: provider.name,
      sandbox: provider.sandbox,
      marker: provider.marker,
      total: result.hotels.length,
      limit: q.limit,
      offset: q.offset,
    },
  };
}
