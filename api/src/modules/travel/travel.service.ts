import type { Config } from '../../config.js';
import type { Log, ServiceContext } from '../../core/context.js';
import { ValidationError } from '../../core/errors.js';
import { check } from '../../core/validation.js';
import type { CurrencyCode } from '../../rules/currencies.js';
import { daysBetween, earliestToday } from '../../rules/dates.js';
import { convertFromPkr } from '../../rules/money.js';
import { FLIGHT_MESSAGES, flightQuerySchema, hotelQuerySchema, suggestionQuerySchema } from '../../rules/travel.js';
import { rateFor } from '../currency/currency.service.js';
import { searchAirports as warmAirportIndex } from './airports.js';
import { TtlCache } from './cache.js';
import type { FlightSeller, TravelProvider } from './provider.js';
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

// One provider per running app, keyed on the app's config (its cache lives as long as the app): Travelpayouts when
// configured, else the sandbox.
const providers = new WeakMap<Config, TravelProvider>();

function createTravelProvider(config: Config, log: Log): TravelProvider {
  const tp = config.travelpayouts;
  return tp ? new TravelpayoutsProvider({ token: tp.token, marker: tp.marker, log }) : new SandboxProvider();
}

/**
 * Builds the app's provider at start, with the app's logger: the provider outlives every request, so its warnings
 * must not carry one request's id. Tests may pass a provider built with their own options.
 */
export function installTravelProvider(config: Config, log: Log, provider: TravelProvider = createTravelProvider(config, log)): void {
  providers.set(config, provider);
}

function travelProvider(ctx: ServiceContext): TravelProvider {
  let provider = providers.get(ctx.config);
  // a context built outside the app (a script): its own provider, logging to its logger
  if (!provider) {
    provider = createTravelProvider(ctx.config, ctx.log);
    providers.set(ctx.config, provider);
  }
  return provider;
}

// A selling airline (modules/flights, issue 35) answers flight searches when installed: its offers are bookable here.
const sellers = new WeakMap<Config, FlightSeller>();
export function installFlightSeller(config: Config, seller: FlightSeller | null): void {
  if (seller) sellers.set(config, seller);
  else sellers.delete(config);
}

/** Builds the offline airport index (about half a second) before the first visitor needs it. */
export function warmUpTravelData(): void {
  warmAirportIndex('warm up');
}

export function providerInfo(ctx: ServiceContext): TravelProviderInfo {
  const p = travelProvider(ctx);
  return { name: p.name, sandbox: p.sandbox, marker: p.marker };
}

export async function suggestAirports(ctx: ServiceContext, query: string, limit?: number | null): Promise<AirportSuggestion[]> {
  const q = check(suggestionQuerySchema, { query, limit: limit ?? undefined });
  // fewer than 2 characters: no suggestions (spec), not an error
  if (q.query.length < 2) return [];
  const rows = await travelProvider(ctx).searchAirports(q.query, q.limit);
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, cityName: r.city_name }));
}

export async function suggestCities(ctx: ServiceContext, query: string, limit?: number | null): Promise<CitySuggestion[]> {
  const q = check(suggestionQuerySchema, { query, limit: limit ?? undefined });
  if (q.query.length < 2) return [];
  const rows = await travelProvider(ctx).searchCities(q.query, q.limit);
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
const rateCaches = new WeakMap<Config, TtlCache<string>>();

async function rateOf(ctx: ServiceContext, currency: CurrencyCode): Promise<string> {
  if (currency === 'PKR') return '1';
  let cache = rateCaches.get(ctx.config);
  if (!cache) {
    cache = new TtlCache<string>({ ttlMs: RATE_TTL_MS, maxEntries: 16 });
    rateCaches.set(ctx.config, cache);
  }
  return cache.get(currency, async () => (await rateFor(ctx, currency)).rate);
}

// What both searches echo about their answer: who answered, in which currency, and which page of how many results.
function answered(provider: { name: string; sandbox: boolean; marker: string }, q: { currency: CurrencyCode; limit: number; offset: number }, total: number) {
  return { currency: q.currency, provider: provider.name, sandbox: provider.sandbox, marker: provider.marker, total, limit: q.limit, offset: q.offset };
}

export async function searchFlights(ctx: ServiceContext, input: FlightSearchInput): Promise<FlightSearchResult> {
  const now = ctx.now();
  const q = check(flightQuerySchema(earliestToday(now)), { ...input, returnDate: input.returnDate ?? undefined });
  const provider = travelProvider(ctx);
  const [origin, destination] = await Promise.all([
    placeCode(provider, q.origin, 'origin'),
    placeCode(provider, q.destination, 'destination'),
  ]);
  if (origin === destination) throw new ValidationError(FLIGHT_MESSAGES.sameAirports, 'destination');
  // what is asked of the provider, echoed back as the search's parameters
  const asked = {
    origin,
    destination,
    departureDate: q.departureDate,
    returnDate: q.returnDate,
    adults: q.adults,
    children: q.children,
    infants: q.infants,
    tripClass: q.tripClass,
  };
  const seller = sellers.get(ctx.config);
  const [rate, result] = await Promise.all([rateOf(ctx, q.currency), seller ? seller.search(ctx, asked, now) : provider.searchFlights(asked, now)]);
  const page = result.offers.slice(q.offset, q.offset + q.limit);
  const who = seller ? { name: seller.name, sandbox: seller.sandbox, marker: provider.marker } : provider;
  return {
    flights: page.map((o) => ({
      id: o.id,
      price: convertFromPkr(o.pricePkr, rate),
      currency: q.currency,
      pricePkr: o.pricePkr,
      bookingToken: o.bookingToken,
      expiresAt: o.expiresAt,
      sandbox: who.sandbox,
      segments: o.segments.map((s) => ({ ...s })),
      bookable: !!o.sale,
      holdable: o.sale?.holdable ?? false,
      refundable: o.sale?.refundable ?? null,
      changeable: o.sale?.changeable ?? null,
      checkedBags: o.sale?.checkedBags ?? null,
    })),
    searchParams: {
      ...asked,
      ...answered(who, q, result.offers.length),
      notice: result.offers.length === 0 ? result.notice : undefined,
    },
  };
}

export async function searchProviderHotels(ctx: ServiceContext, input: ProviderHotelSearchInput): Promise<ProviderHotelSearchResult> {
  const q = check(hotelQuerySchema(earliestToday(ctx.now())), { ...input });
  const provider = travelProvider(ctx);
  const asked = {
    location: q.location,
    checkIn: q.checkIn,
    checkOut: q.checkOut,
    adults: q.adults,
    children: q.children,
    rooms: q.rooms,
    language: q.language,
  };
  const [rate, result] = await Promise.all([rateOf(ctx, q.currency), provider.searchHotels(asked)]);
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
      ...asked,
      resolvedLocation: result.place?.name,
      country: result.place?.country,
      nights: daysBetween(q.checkIn, q.checkOut),
      ...answered(provider, q, result.hotels.length),
    },
  };
}
