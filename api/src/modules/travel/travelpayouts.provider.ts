import { DateTime } from 'luxon';
import { UpstreamError } from '../../core/errors.js';
import { add, multiply, round2 } from '../../rules/money.js';
import { cyrb53 } from '../../rules/random.js';
import { airlineName } from './airlines.js';
import { type AirportSuggestion, type CitySuggestion, getAirport, resolveAirport } from './airports.js';
import { TtlCache } from './cache.js';
import {
  CHILD_SHARE,
  DEFAULT_CHILD_AGE,
  hotelHandOffUrl,
  INFANT_SHARE,
  type ProviderFlightOffer,
  type ProviderFlightQuery,
  type ProviderFlightResult,
  type ProviderHotelQuery,
  type ProviderHotelResult,
  type ProviderSegment,
  type TravelProvider,
} from './provider.js';

// The real provider, built against Travelpayouts' documented APIs (see shared/reference/travelpayouts.md):
// places2 autocomplete, the Data API's cached prices (v3 prices_for_dates) and Hotellook's lookup + cache.
// The Data API allows few requests an hour: answers are cached with a TTL, identical concurrent searches share one
// request, a 429 pauses calls to that host for its Retry-After, and every failure is a 502 UpstreamError.

export const TRAVELPAYOUTS_URLS = {
  places: 'https://autocomplete.travelpayouts.com/places2',
  prices: 'https://api.travelpayouts.com/aviasales/v3/prices_for_dates',
  hotelLookup: 'https://engine.hotellook.com/api/v2/lookup.json',
  hotelCache: 'https://engine.hotellook.com/api/v2/cache.json',
} as const;

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type TravelpayoutsOptions = {
  token: string;
  marker: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  log?: Log;
  now?: () => number;
  ttlMs?: { places?: number; flights?: number; hotels?: number };
};

const MINUTE = 60_000;
const DEFAULT_RETRY_AFTER_S = 60;
const MAX_RETRY_AFTER_S = 3600;

type PlaceRow = {
  type?: string;
  code?: string;
  name?: string;
  city_name?: string;
  country_name?: string;
};

type PriceRow = {
  origin?: string;
  destination?: string;
  origin_airport?: string;
  destination_airport?: string;
  price?: number;
  airline?: string;
  flight_number?: string | number;
  departure_at?: string;
  return_at?: string;
  transfers?: number;
  return_transfers?: number;
  duration?: number;
  duration_to?: number;
  duration_back?: number;
  link?: string;
};

type LookupLocation = { id: string; name: string; country: string; iata?: string };

type HotelRow = {
  hotelId?: number | string;
  hotelName?: string;
  stars?: number;
  priceFrom?: number;
  priceAvg?: number;
  location?: { name?: string; country?: string };
};

const SERVICE = {
  places: 'The airport search service',
  prices: 'The flight price service',
  hotels: 'The hotel price service',
} as const;

export class TravelpayoutsProvider implements TravelProvider {
  readonly name = 'travelpayouts' as const;
  readonly sandbox = false;
  readonly marker: string;
  private readonly token: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly log: Log | undefined;
  private readonly clock: () => number;
  private readonly flightsTtlMs: number;
  // per host: no calls until this time after a 429
  private readonly pausedUntil = new Map<string, number>();
  readonly places: TtlCache<PlaceRow[]>;
  readonly prices: TtlCache<PriceRow[]>;
  readonly lookups: TtlCache<LookupLocation | null>;
  readonly hotelPrices: TtlCache<HotelRow[]>;

  constructor(opts: TravelpayoutsOptions) {
    this.token = opts.token;
    this.marker = opts.marker;
    this.fetchImpl = opts.fetchImpl ?? ((...args) => fetch(...args));
    this.timeoutMs = opts.timeoutMs ?? 8000;
    this.log = opts.log;
    this.clock = opts.now ?? Date.now;
    const now = this.clock;
    this.flightsTtlMs = opts.ttlMs?.flights ?? 30 * MINUTE;
    // places hardly change; the Data API itself caches prices for days, so half an hour loses nothing
    this.places = new TtlCache({ ttlMs: opts.ttlMs?.places ?? 24 * 60 * MINUTE, maxEntries: 5000, now });
    this.prices = new TtlCache({ ttlMs: this.flightsTtlMs, maxEntries: 1000, now });
    this.lookups = new TtlCache({ ttlMs: opts.ttlMs?.places ?? 24 * 60 * MINUTE, maxEntries: 2000, now });
    this.hotelPrices = new TtlCache({ ttlMs: opts.ttlMs?.hotels ?? 30 * MINUTE, maxEntries: 1000, now });
  }

  // One GET with a timeout; every way it can fail becomes an UpstreamError with a message a person understands.
  private async getJson<T>(url: URL, service: string, headers: Record<string, string> = {}): Promise<T> {
    const host = url.host;
    const paused = this.pausedUntil.get(host) ?? 0;
    if (this.clock() < paused) throw new UpstreamError(`${service} is busy right now; please try again in a few minutes`);
    let res: Response;
    try {
      res = await this.fetchImpl(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      const name = (err as Error)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      this.log?.warn({ host, path: url.pathname, err: (err as Error)?.message }, timedOut ? 'provider timed out' : 'provider unreachable');
      throw new UpstreamError(
        timedOut ? `${service} did not answer in time; please try again` : `${service} could not be reached; please try again`,
      );
    }
    if (res.status === 429) {
      const retryAfter = Number(res.headers.get('retry-after'));
      const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, MAX_RETRY_AFTER_S) : DEFAULT_RETRY_AFTER_S;
      this.pausedUntil.set(host, this.clock() + seconds * 1000);
      this.log?.warn({ host, path: url.pathname, seconds }, 'provider rate limit reached; pausing calls');
      discard(res);
      throw new UpstreamError(`${service} is busy right now; please try again in a few minutes`);
    }
    if (!res.ok) {
      this.log?.[res.status === 401 || res.status === 403 ? 'error' : 'warn'](
        { host, path: url.pathname, status: res.status },
        'provider failed',
      );
      discard(res);
      throw new UpstreamError(`${service} failed (HTTP ${res.status}); please try again later`);
    }
    try {
      return (await res.json()) as T;
    } catch (err) {
      const name = (err as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new UpstreamError(`${service} did not answer in time; please try again`);
      throw new UpstreamError(`${service} sent an answer we could not read`);
    }
  }

  private async placeRows(term: string, type: 'airport' | 'city'): Promise<PlaceRow[]> {
    const key = `${type}|${term.trim().toLowerCase()}`;
    return this.places.get(key, async () => {
      const url = new URL(TRAVELPAYOUTS_URLS.places);
      url.searchParams.set('term', term.trim());
      url.searchParams.set('locale', 'en');
      url.searchParams.append('types[]', type);
      const body = await this.getJson<unknown>(url, SERVICE.places);
      if (!Array.isArray(body)) throw new UpstreamError(`${SERVICE.places} sent an answer we could not read`);
      return (body as PlaceRow[]).filter((r) => r && r.type === type && typeof r.code === 'string' && typeof r.name === 'string');
    });
  }

  // Exact code matches first (spec), then the provider's own order.
  private static exactFirst<T extends { code: string }>(rows: T[], term: string): T[] {
    const code = term.trim().toUpperCase();
    return [...rows.filter((r) => r.code === code), ...rows.filter((r) => r.code !== code)];
  }

  // Places of one type as suggestions: id, code and name, plus what `extra` adds (the city or the country).
  private async suggest<T>(query: string, limit: number, type: 'airport' | 'city', extra: (r: PlaceRow) => T) {
    const rows = await this.placeRows(query, type);
    const items = rows.map((r) => ({ id: `${type}-${r.code}`, code: String(r.code).toUpperCase(), name: String(r.name), ...extra(r) }));
    return TravelpayoutsProvider.exactFirst(items, query).slice(0, limit);
  }

  searchAirports(query: string, limit: number): Promise<AirportSuggestion[]> {
    return this.suggest(query, limit, 'airport', (r) => ({ city_name: r.city_name ?? '' }));
  }

  searchCities(query: string, limit: number): Promise<CitySuggestion[]> {
    return this.suggest(query, limit, 'city', (r) => ({ country_name: r.country_name ?? '' }));
  }

  async searchFlights(q: ProviderFlightQuery, now: Date): Promise<ProviderFlightResult> {
    // prices_for_dates has no cabin parameter: its cached fares are economy
    if (q.tripClass !== 'Y') {
      return { offers: [], notice: 'Cached fares cover economy only: search business and first class on Aviasales.' };
    }
    // the party does not change the request: one cached answer serves every party size
    const key = [q.origin, q.destination, q.departureDate, q.returnDate ?? ''].join('|');
    const rows = await this.prices.get(key, () => this.fetchPrices(q));
    const expiresAt = new Date(now.getTime() + this.flightsTtlMs).toISOString();
    const offers: ProviderFlightOffer[] = [];
    for (const row of rows) {
      const offer = this.toOffer(row, q, expiresAt);
      if (offer) offers.push(offer);
    }
    return { offers };
  }

  private async fetchPrices(q: ProviderFlightQuery): Promise<PriceRow[]> {
    const url = new URL(TRAVELPAYOUTS_URLS.prices);
    const p = url.searchParams;
    p.set('origin', q.origin);
    p.set('destination', q.destination);
    p.set('departure_at', q.departureDate);
    if (q.returnDate) p.set('return_at', q.returnDate);
    p.set('one_way', q.returnDate ? 'false' : 'true');
    p.set('direct', 'false');
    p.set('currency', 'pkr');
    p.set('sorting', 'price');
    p.set('unique', 'false');
    p.set('limit', '30');
    p.set('page', '1');
    p.set('market', 'pk');
    const body = await this.getJson<{ success?: boolean; data?: unknown; error?: string }>(url, SERVICE.prices, {
      'X-Access-Token': this.token,
    });
    if (body?.success === false) {
      this.log?.warn({ error: body.error }, 'flight price service refused the search');
      throw new UpstreamError(`${SERVICE.prices} refused the search; please try again later`);
    }
    if (!Array.isArray(body?.data)) throw new UpstreamError(`${SERVICE.prices} sent an answer we could not read`);
    return body.data as PriceRow[];
  }

  private toOffer(r: PriceRow, q: ProviderFlightQuery, expiresAt: string): ProviderFlightOffer | null {
    if (typeof r.price !== 'number' || !(r.price > 0) || !r.departure_at || !r.airline) return null;
    // cached answers for a date can include neighbouring days: keep the dates asked for
    if (!r.departure_at.startsWith(q.departureDate)) return null;
    if (q.returnDate && !r.return_at?.startsWith(q.returnDate)) return null;
    const from = (r.origin_airport ?? r.origin ?? q.origin).toUpperCase();
    const to = (r.destination_airport ?? r.destination ?? q.destination).toUpperCase();
    const carrier = r.airline.toUpperCase();
    const number = r.flight_number !== undefined && r.flight_number !== '' ? `${carrier} ${r.flight_number}` : '';
    const outbound = segment(r.departure_at, r.duration_to ?? r.duration, from, to, carrier, number, r.transfers ?? 0, 'outbound');
    if (!outbound) return null;
    const segments = [outbound];
    if (q.returnDate && r.return_at) {
      const back = r.duration_back ?? (r.duration && r.duration_to ? r.duration - r.duration_to : undefined);
      // the Data API names only the outbound flight
      const inbound = segment(r.return_at, back, to, from, carrier, '', r.return_transfers ?? 0, 'return');
      if (!inbound) return null;
      segments.push(inbound);
    }
    const adult = round2(String(r.price));
    // the Data API quotes one adult: children and infants pay CHILD_SHARE and INFANT_SHARE of it
    const childFare = multiply(adult, CHILD_SHARE);
    const infantFare = multiply(adult, INFANT_SHARE);
    const pricePkr = add(multiply(adult, q.adults), multiply(childFare, q.children), multiply(infantFare, q.infants));
    const link = r.link ?? '';
    const token = tokenOf(link);
    return {
      id: `tp-${cyrb53(`${link}|${r.departure_at}|${r.return_at ?? ''}|${carrier}`).toString(16)}`,
      pricePkr,
      bookingToken: token,
      expiresAt,
      segments,
    };
  }

  async searchHotels(q: ProviderHotelQuery): Promise<ProviderHotelResult> {
    const lookupKey = `${q.location.trim().toLowerCase()}|${q.language}`;
    const place = await this.lookups.get(lookupKey, () => this.lookup(q.location, q.language));
    if (!place) return { place: null, hotels: [] };
    // the cache quotes one room: ask for a room's share of the party and price every room alike
    const perRoom = Math.ceil(q.adults / q.rooms);
    const key = [place.id, q.checkIn, q.checkOut, perRoom, q.children].join('|');
    const rows = await this.hotelPrices.get(key, () => this.fetchHotelPrices(place, q, perRoom));
    const hotels = rows
      .filter((r) => r.hotelId !== undefined && typeof r.hotelName === 'string' && typeof r.priceFrom === 'number' && r.priceFrom > 0)
      .map((r) => ({
        id: `hl-${r.hotelId}`,
        name: String(r.hotelName),
        stars: typeof r.stars === 'number' && r.stars >= 0 && r.stars <= 5 ? Math.round(r.stars) : 0,
        priceFromPkr: multiply(round2(String(r.priceFrom)), q.rooms),
        priceAvgPkr: typeof r.priceAvg === 'number' && r.priceAvg > 0 ? multiply(round2(String(r.priceAvg)), q.rooms) : undefined,
        city: r.location?.name ?? place.name,
        country: r.location?.country ?? place.country,
        link: hotelHandOffUrl({ ...q, destination: place.name, hotelId: String(r.hotelId), marker: this.marker }),
      }));
    return { place: { name: place.name, country: place.country }, hotels };
  }

  private async lookup(location: string, language: string): Promise<LookupLocation | null> {
    const url = new URL(TRAVELPAYOUTS_URLS.hotelLookup);
    url.searchParams.set('query', location.trim());
    url.searchParams.set('lang', language);
    url.searchParams.set('lookFor', 'city');
    url.searchParams.set('limit', '1');
    url.searchParams.set('token', this.token);
    const body = await this.getJson<{ results?: { locations?: unknown } }>(url, SERVICE.hotels);
    const locations = body?.results?.locations;
    if (locations !== undefined && !Array.isArray(locations)) throw new UpstreamError(`${SERVICE.hotels} sent an answer we could not read`);
    const first = (locations as Array<Record<string, unknown>> | undefined)?.[0];
    if (!first || first.id === undefined) return null;
    const iata = Array.isArray(first.iata) && typeof first.iata[0] === 'string' ? first.iata[0] : undefined;
    return {
      id: String(first.id),
      name: String(first.cityName ?? first.fullName ?? location),
      country: String(first.countryName ?? ''),
      iata,
    };
  }

  private async fetchHotelPrices(place: LookupLocation, q: ProviderHotelQuery, adultsPerRoom: number): Promise<HotelRow[]> {
    const url = new URL(TRAVELPAYOUTS_URLS.hotelCache);
    const p = url.searchParams;
    p.set('location', place.iata ?? place.name);
    p.set('checkIn', q.checkIn);
    p.set('checkOut', q.checkOut);
    p.set('adults', String(adultsPerRoom));
    if (q.children > 0) p.set('children', Array.from({ length: q.children }, () => DEFAULT_CHILD_AGE).join(','));
    p.set('currency', 'pkr');
    p.set('limit', '50');
    p.set('token', this.token);
    const body = await this.getJson<unknown>(url, SERVICE.hotels);
    if (!Array.isArray(body)) {
      // errors come back as an object with a message
      this.log?.warn({ body: JSON.stringify(body).slice(0, 200) }, 'hotel price service answered without a list');
      throw new UpstreamError(`${SERVICE.hotels} sent an answer we could not read`);
    }
    return body as HotelRow[];
  }
}

// Frees the connection without waiting on a body nobody reads.
function discard(res: Response): void {
  res.body?.cancel().catch(() => undefined);
}

// A leg as the Data API describes it: a departure time with its offset and a duration; the arrival is shown in the
// arrival airport's own zone when the offline data set knows it.
function segment(
  departureAt: string,
  minutes: number | undefined,
  origin: string,
  destination: string,
  carrier: string,
  flightNumber: string,
  stops: number,
  direction: ProviderSegment['direction'],
): ProviderSegment | null {
  const dep = DateTime.fromISO(departureAt, { setZone: true });
  if (!dep.isValid || typeof minutes !== 'number' || !(minutes > 0)) return null;
  const zone = (getAirport(destination) ?? resolveAirport(destination))?.timeZone;
  const arrival = zone ? dep.plus({ minutes }).setZone(zone) : dep.plus({ minutes });
  return {
    departureAt: dep.toISO({ suppressMilliseconds: true }) ?? departureAt,
    arrivalAt: arrival.toISO({ suppressMilliseconds: true }) ?? '',
    origin,
    destination,
    duration: Math.round(minutes),
    carrier,
    carrierName: airlineName(carrier),
    flightNumber,
    direction,
    stops: Math.max(0, Math.round(stops)),
  };
}

// The ticket's `t` parameter in the Data API's search link identifies the offer on the metasearch site.
function tokenOf(link: string): string {
  const at = link.indexOf('?');
  if (at >= 0) {
    const t = new URLSearchParams(link.slice(at + 1)).get('t');
    if (t) return t;
  }
  return link;
}
