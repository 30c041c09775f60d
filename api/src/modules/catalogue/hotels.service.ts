import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { queryPrepared } from '../../db/prepared.js';
import { readPagination } from '../../graphql/pagination.js';
import { check } from '../../graphql/validation.js';
import { cityKey, HOTEL_TAX_RATE, hotelSearchSchema, nightsBetween, priceStay, type StayPrice } from '../../rules/catalogue.js';
import { CURRENCY_CODES, type CurrencyCode, isCurrencyCode } from '../../rules/currencies.js';
import { add } from '../../rules/money.js';
import { artPath } from './art.js';
import type { RoomKind } from './enums.js';

// The marketplace's calendar: "today" for check-in rules is the date in Pakistan.
export const MARKET_ZONE = 'Asia/Karachi';

// time-zone arithmetic is slow: remember the answer for the current minute
let todayMemo = { minute: Number.NaN, today: '' };

export function marketToday(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== todayMemo.minute) {
    todayMemo = { minute, today: DateTime.fromJSDate(now, { zone: MARKET_ZONE }).toISODate() as string };
  }
  return todayMemo.today;
}

export type HotelSearchArgs = {
  city: string;
  checkInDate: string;
  checkOutDate: string;
  rooms: number;
  guests: number;
  currency: string;
  pagination?: { limit?: number | null; offset?: number | null } | null;
};

export type RoomOffer = {
  kind: RoomKind;
  pricePerNightInPkr: string;
  pricePerNight: string;
  pricePerNightFormatted: string;
  maxOccupancy: number;
  availableRooms: number;
  isAvailable: boolean;
};

export type HotelOffer = {
  id: string;
  slug: string;
  name: string;
  imageUrl: string;
  rating: number;
  city: string;
  country: string;
  description: string;
  amenities: string[];
  isAvailable: boolean;
  availableRooms: number;
  currency: CurrencyCode;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  roomCount: number;
  guestCount: number;
  roomType: RoomKind;
  pricePerNight: string;
  pricePerNightInPkr: string;
  pricePerNightFormatted: string;
  priceBreakdown: StayPrice & { taxRate: string };
  multiCurrencyPricing: Array<{ currency: CurrencyCode; pricePerNight: string; total: string; formatted: string; totalFormatted: string }>;
  roomTypes: RoomOffer[];
};

type Row = {
  id: string;
  slug: string;
  name: string;
  city: string;
  country: string;
  description: string;
  rating: number;
  amenities: string[];
  image_url: string | null;
  kind: RoomKind;
  price_per_night_pkr: string;
  max_occupancy: number;
  free: number | string;
  rates: string;
};

// One prepared statement: a page of the city's hotels (read from hotel_city_list_idx), their room types, and for each
// room type the rooms free on every night of the stay (min over the nights; 0 if any night has no row). Only the page's
// room types touch hotel_room_night, each through its primary key, so the cost does not grow with the city. The
// current rates ride along (computed once per statement) so a search is a single round trip.
const SEARCH_SQL = `
with page as (
  select h.id, h.slug, h.name, h.city, h.country, h.description, h.rating, h.amenities, h.image_url
  from hotel h
  where h.city_key = $1 and h.active
  order by h.rating desc, h.name, h.id
  limit $2 offset $3
)
select p.id, p.slug, p.name, p.city, p.country, p.description, p.rating, p.amenities, p.image_url,
       rt.kind, rt.price_per_night_pkr, rt.max_occupancy, a.free,
       (select string_agg(c.code || '=' || c.rate, ',') from currency c) as rates
from page p
join hotel_room_type rt on rt.hotel_id = p.id
cross join lateral (
  select case when count(*) = $4 then coalesce(min(n.rooms_available), 0) else 0 end as free
  from hotel_room_night n
  where n.room_type_id = rt.id and n.night >= $5::date and n.night < $6::date
) a
order by p.rating desc, p.name, p.id, rt.price_per_night_pkr, rt.kind`;

/**
 * Local hotel search (spec points 3 and 5): validated criteria, then one prepared statement.
 * Each hotel is priced at its cheapest room type that can take the whole party for every night; when none can,
 * it is listed as not available at its cheapest room type's price.
 */
export async function searchHotels(em: EntityManager, args: HotelSearchArgs, now: Date) {
  const input = check(hotelSearchSchema(marketToday(now)), {
    city: args.city,
    checkInDate: args.checkInDate,
    checkOutDate: args.checkOutDate,
    rooms: args.rooms,
    guests: args.guests,
    currency: args.currency,
  });
  const page = readPagination(args.pagination);
  const nights = nightsBetween(input.checkInDate, input.checkOutDate);
  const rows = await queryPrepared<Row>(em, 'catalogue_hotel_search', SEARCH_SQL, [
    cityKey(input.city),
    page.limit + 1,
    page.offset,
    nights,
    input.checkInDate,
    input.checkOutDate,
  ]);
  const rates = rows.length ? parseRates(rows[0].rates) : undefined;

  const hotels: Row[][] = [];
  for (const row of rows) {
    const last = hotels[hotels.length - 1];
    if (last && last[0].id === row.id) last.push(row);
    else hotels.push([row]);
  }
  const items = rates ? hotels.slice(0, page.limit).map((types) => offerFor(types, input, nights, rates)) : [];
  return { items, hasMore: hotels.length > page.limit, limit: page.limit, offset: page.offset };
}

type Rates = { key: string; of: (code: CurrencyCode) => string };

/** "USD=0.0035650000,AED=…" from the search statement; `key` identifies this set of rates for the price memo below. */
function parseRates(text: string): Rates {
  const map = new Map<CurrencyCode, string>([['PKR', '1']]);
  for (const pair of text.split(',')) {
    const [code, rate] = pair.split('=');
    if (isCurrencyCode(code) && code !== 'PKR') map.set(code, rate);
  }
  const of = (code: CurrencyCode) => map.get(code) ?? missingRate(code);
  return { key: text, of };
}

type CurrencyPrice = HotelOffer['multiCurrencyPricing'][number];
type StayPricing = { requested: StayPrice & { taxRate: string }; multi: CurrencyPrice[] };

// The same room prices come up search after search: remember what a price comes to for a stay, per set of rates
// (a new set of rates starts afresh). Values are shared between requests and never mutated.
const MEMO_MAX = 20_000;
let memo = { ratesKey: '', stays: new Map<string, StayPricing>(), nightly: new Map<string, StayPrice>() };

function memoFor(rates: Rates) {
  if (memo.ratesKey !== rates.key || memo.stays.size + memo.nightly.size >= MEMO_MAX) {
    memo = { ratesKey: rates.key, stays: new Map(), nightly: new Map() };
  }
  return memo;
}

function stayPricing(pkr: string, nights: number, rooms: number, currency: CurrencyCode, rates: Rates): StayPricing {
  const stays = memoFor(rates).stays;
  const key = `${pkr}|${nights}|${rooms}|${currency}`;
  let found = stays.get(key);
  if (!found) {
    const all = CURRENCY_CODES.map((code) => priceStay(pkr, nights, rooms, code, rates.of(code)));
    const requested = all.find((p) => p.currency === currency) as StayPrice;
    found = {
      requested: { ...requested, taxRate: HOTEL_TAX_RATE },
      multi: all.map((p) => ({
        currency: p.currency,
        pricePerNight: p.pricePerNight,
        total: p.total,
        formatted: p.formatted.pricePerNight,
        totalFormatted: p.formatted.total,
      })),
    };
    stays.set(key, found);
  }
  return found;
}

function nightlyPrice(pkr: string, currency: CurrencyCode, rates: Rates): StayPrice {
  const nightly = memoFor(rates).nightly;
  const key = `${pkr}|${currency}`;
  let found = nightly.get(key);
  if (!found) {
    found = priceStay(pkr, 1, 1, currency, rates.of(currency));
    nightly.set(key, found);
  }
  return found;
}

function offerFor(
  types: Row[],
  input: { checkInDate: string; checkOutDate: string; rooms: number; guests: number; currency: CurrencyCode },
  nights: number,
  rates: Rates,
): HotelOffer {
  const roomTypes: RoomOffer[] = types.map((t) => {
    const free = Number(t.free);
    const nightly = nightlyPrice(t.price_per_night_pkr, input.currency, rates);
    return {
      kind: t.kind,
      pricePerNightInPkr: add(t.price_per_night_pkr),
      pricePerNight: nightly.pricePerNight,
      pricePerNightFormatted: nightly.formatted.pricePerNight,
      maxOccupancy: Number(t.max_occupancy),
      availableRooms: free,
      isAvailable: free >= input.rooms && input.rooms * Number(t.max_occupancy) >= input.guests,
    };
  });
  // rows arrive cheapest first
  const chosen = roomTypes.find((t) => t.isAvailable) ?? roomTypes[0];
  const { requested, multi } = stayPricing(chosen.pricePerNightInPkr, nights, input.rooms, input.currency, rates);
  const h = types[0];
  return {
    id: h.id,
    slug: h.slug,
    name: h.name,
    imageUrl: h.image_url ?? artPath('hotel', h.slug),
    rating: Number(h.rating),
    city: h.city,
    country: h.country,
    description: h.description,
    amenities: h.amenities,
    isAvailable: chosen.isAvailable,
    availableRooms: roomTypes.reduce((sum, t) => sum + t.availableRooms, 0),
    currency: input.currency,
    checkInDate: input.checkInDate,
    checkOutDate: input.checkOutDate,
    nights,
    roomCount: input.rooms,
    guestCount: input.guests,
    roomType: chosen.kind,
    pricePerNight: requested.pricePerNight,
    pricePerNightInPkr: chosen.pricePerNightInPkr,
    pricePerNightFormatted: requested.formatted.pricePerNight,
    priceBreakdown: requested,
    multiCurrencyPricing: multi,
    roomTypes,
  };
}

function missingRate(code: string): never {
  throw new Error(`No stored rate for ${code}`);
}
