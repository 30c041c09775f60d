import { queryPrepared } from '../../db/prepared.js';
import type { ServiceContext } from '../../core/context.js';
import { type Page, readPagination } from '../../core/pagination.js';
import { check } from '../../core/validation.js';
import { isUuid } from '../../rules/common.js';
import { cityKey, HOTEL_TAX_RATE, type HotelSearchInput, hotelSearchSchema, hotelStaySchema, nightsBetween, priceStayFromNightly, type StayPrice, stayCents } from '../../rules/catalogue.js';
import { CURRENCY_CODES, type CurrencyCode } from '../../rules/currencies.js';
import { marketToday } from '../../rules/dates.js';
import { type Factor, factor, formatCents, fromCents, mulCents, toCents } from '../../rules/money.js';
import { artPath } from './art.js';
import { NotFoundError } from '../../core/errors.js';
import { ONE_HOTEL_SQL, SEARCH_SQL, type SearchRoomType, type SearchRow } from './hotel-search.sql.js';
import type { RoomKind } from './enums.js';
import type { HotelFacts } from './hotel.entity.js';
import type { PageArgs } from './packages.service.js';

// what a caller asks: the search's own fields (checked here, against today) and a page
export type HotelSearchArgs = Omit<HotelSearchInput, 'currency'> & { currency: string; pagination?: PageArgs };

export type RoomOffer = {
  kind: RoomKind;
  pricePerNightInPkr: string;
  pricePerNight: string;
  pricePerNightFormatted: string;
  maxOccupancy: number;
  availableRooms: number;
  isAvailable: boolean;
};

// one currency's line of a stay's price table
type CurrencyPrice = { currency: CurrencyCode; pricePerNight: string; total: string; formatted: string; totalFormatted: string };

/** A hotel of a search as its callers read it: the public fields and getters of PricedHotel (below), which lists them once. */
export type HotelOffer = Pick<PricedHotel, keyof PricedHotel>;

type Row = SearchRow;

/**
 * Local hotel search (spec points 3 and 5): validated criteria, then one prepared statement.
 * Each hotel is priced at its cheapest room type that can take the whole party for every night; when none can,
 * it is listed as not available at its cheapest room type's price.
 */
// the schemas depend on the day only: built once a day, not once a search
let schemaMemo: { today: string; search: ReturnType<typeof hotelSearchSchema>; stay: ReturnType<typeof hotelStaySchema> } | undefined;
function schemasFor(today: string) {
  if (schemaMemo?.today !== today) schemaMemo = { today, search: hotelSearchSchema(today), stay: hotelStaySchema(today) };
  return schemaMemo;
}

export async function searchHotels(ctx: ServiceContext, args: HotelSearchArgs): Promise<Page<HotelOffer>> {
  const input = check(schemasFor(marketToday(ctx.now())).search, {
    city: args.city,
    checkInDate: args.checkInDate,
    checkOutDate: args.checkOutDate,
    rooms: args.rooms,
    guests: args.guests,
    currency: args.currency,
  });
  const page = readPagination(args.pagination);
  const nights = nightsBetween(input.checkInDate, input.checkOutDate);
  const rows = await queryPrepared<Row>(ctx.em, 'catalogue_hotel_search', SEARCH_SQL, [
    cityKey(input.city),
    page.limit + 1,
    page.offset,
    nights,
    input.checkInDate,
    input.checkOutDate,
  ]);
  const rates = rows.length ? parseRates(rows[0].rates) : undefined;
  // a hotel without room types is not offered (it has nothing to book)
  const hotels = rows.filter((row) => row.room_types?.length);
  const items = rates ? hotels.slice(0, page.limit).map((row) => new PricedHotel(row, input, nights, rates)) : [];
  return { items, hasMore: hotels.length > page.limit, limit: page.limit, offset: page.offset };
}

export type HotelPricesArgs = { hotelId: string; checkInDate: string; checkOutDate: string; rooms: number; guests: number };

/**
 * One hotel's stay in every currency: the nightly price and the total of the room type the search chose (the same
 * statement and pricing as searchHotels, for one hotel). The hotels page asks for it when a card's price breakdown
 * opens, so a search's answer does not carry seven currencies for every hotel (issue 19). 404 for an unknown hotel.
 */
export async function hotelPrices(ctx: ServiceContext, args: HotelPricesArgs): Promise<CurrencyPrice[]> {
  const input = check(schemasFor(marketToday(ctx.now())).stay, {
    checkInDate: args.checkInDate,
    checkOutDate: args.checkOutDate,
    rooms: args.rooms,
    guests: args.guests,
  });
  const nights = nightsBetween(input.checkInDate, input.checkOutDate);
  const rows = isUuid(args.hotelId)
    ? await queryPrepared<Row>(ctx.em, 'catalogue_hotel_prices', ONE_HOTEL_SQL, [args.hotelId, null, null, nights, input.checkInDate, input.checkOutDate])
    : [];
  const row = rows[0];
  if (!row?.room_types?.length) throw new NotFoundError('Hotel not found');
  return new PricedHotel(row, { ...input, currency: 'PKR' }, nights, parseRates(row.rates)).multiCurrencyPricing;
}

// rates by currency, in CURRENCY_CODES order
type Rates = { key: string; factors: Factor[] };

// the rates text is the same for every search until the rates change: parsed once per set
let lastRates: Rates | undefined;

/** "USD=0.0035650000,AED=…" from the search statement; `key` identifies this set of rates for the price memo below. */
function parseRates(text: string): Rates {
  if (lastRates?.key === text) return lastRates;
  const map = new Map<string, string>(text.split(',').map((pair) => pair.split('=') as [string, string]));
  const factors = CURRENCY_CODES.map((code) => factor(code === 'PKR' ? '1' : (map.get(code) ?? missingRate(code))));
  lastRates = { key: text, factors };
  return lastRates;
}

type Input = { checkInDate: string; checkOutDate: string; rooms: number; guests: number; currency: CurrencyCode };

// A city's hotels have a few hundred distinct room prices, and most stays are a few nights in one or two rooms: what a
// nightly PKR price comes to in each currency (cents, decimal, formatted), and a stay of so many room-nights at that
// price (the breakdown, the seven currencies' totals), are remembered for the current set of rates (a new set starts
// afresh). Keys are numbers (PKR cents × 8 + currency; PKR cents, then room-nights as an array index) so a lookup
// hashes no string (and, kept small, allocates no heap number: cents × 256 was past the small-integer range). Bounded:
// past MEMO_MAX entries the memo starts afresh; the values are shared between requests and never mutated.
type Nightly = { cents: number; amount: string; formatted: string };
type Stay = { multi?: CurrencyPrice[]; breakdowns: Array<(StayPrice & { taxRate: string }) | undefined> };
const MEMO_MAX = 40_000;
let memo = { ratesKey: '', size: 0, nightly: new Map<number, Nightly>(), stays: new Map<number, Array<Stay | undefined>>() };

function memoFor(rates: Rates) {
  if (memo.ratesKey !== rates.key || memo.size >= MEMO_MAX) memo = { ratesKey: rates.key, size: 0, nightly: new Map(), stays: new Map() };
  return memo;
}

function nightly(pkrCents: number, i: number, rates: Rates): Nightly {
  const m = memoFor(rates);
  const key = pkrCents * 8 + i;
  let found = m.nightly.get(key);
  if (!found) {
    const code = CURRENCY_CODES[i];
    const cents = code === 'PKR' ? pkrCents : mulCents(pkrCents, rates.factors[i]);
    found = { cents, amount: fromCents(cents), formatted: formatCents(cents, code) };
    m.nightly.set(key, found);
    m.size++;
  }
  return found;
}

function stay(pkrCents: number, roomNights: number, rates: Rates): Stay {
  const m = memoFor(rates);
  let byNights = m.stays.get(pkrCents);
  if (!byNights) {
    byNights = [];
    m.stays.set(pkrCents, byNights);
  }
  let found = byNights[roomNights];
  if (!found) {
    found = { breakdowns: [] };
    byNights[roomNights] = found;
    m.size++;
  }
  return found;
}

function breakdown(pkrCents: number, roomNights: number, i: number, rates: Rates): StayPrice & { taxRate: string } {
  const s = stay(pkrCents, roomNights, rates);
  s.breakdowns[i] ??= { ...priceStayFromNightly(nightly(pkrCents, i, rates).cents, roomNights, CURRENCY_CODES[i]), taxRate: HOTEL_TAX_RATE };
  return s.breakdowns[i];
}

function multiCurrency(pkrCents: number, roomNights: number, rates: Rates): CurrencyPrice[] {
  const s = stay(pkrCents, roomNights, rates);
  s.multi ??= CURRENCY_CODES.map((code, i) => {
    const price = nightly(pkrCents, i, rates);
    const { total } = stayCents(price.cents, roomNights);
    return { currency: code, pricePerNight: price.amount, total: fromCents(total), formatted: price.formatted, totalFormatted: formatCents(total, code) };
  });
  return s.multi;
}

const CURRENCY_INDEX = new Map<CurrencyCode, number>(CURRENCY_CODES.map((c, i) => [c, i]));

/**
 * One hotel of a search, priced at its chosen room type. The room type offers, the breakdown and the seven currencies
 * are getters: worked out only when a query selects them (GraphQL reads them through its default resolver; the REST
 * list reads the breakdown and the currencies), on the prototype so an offer carries no closures of its own.
 */
class PricedHotel implements HotelFacts {
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
  private readonly pkrCents: number;
  private readonly rates: Rates;
  private readonly row: Row;
  private readonly input: Input;

  constructor(h: Row, input: Input, nights: number, rates: Rates) {
    const { rooms, guests, currency } = input;
    const types = h.room_types as SearchRoomType[];
    // room types arrive cheapest first: the first that takes the party, else the cheapest. Only the chosen one is
    // priced here; the list of offers is worked out when a query selects it (roomTypes below)
    let at = 0;
    let availableRooms = 0;
    let found = false;
    for (let i = 0; i < types.length; i++) {
      const [, , maxOccupancy, available] = types[i];
      availableRooms += available;
      if (!found && fits(available, maxOccupancy, rooms, guests)) {
        at = i;
        found = true;
      }
    }
    const [kind, pkr] = types[at];
    const pkrCents = toCents(pkr);
    const price = nightly(pkrCents, CURRENCY_INDEX.get(currency) as number, rates);
    this.id = h.id;
    this.slug = h.slug;
    this.name = h.name;
    this.imageUrl = h.image_url ?? artPath('hotel', h.slug);
    this.rating = Number(h.rating);
    this.city = h.city;
    this.country = h.country;
    this.description = h.description;
    this.amenities = h.amenities;
    this.isAvailable = found;
    this.availableRooms = availableRooms;
    this.currency = currency;
    this.checkInDate = input.checkInDate;
    this.checkOutDate = input.checkOutDate;
    this.nights = nights;
    this.roomCount = rooms;
    this.guestCount = guests;
    this.roomType = kind;
    this.pricePerNight = price.amount;
    this.pricePerNightInPkr = fromCents(pkrCents);
    this.pricePerNightFormatted = price.formatted;
    this.pkrCents = pkrCents;
    this.rates = rates;
    this.row = h;
    this.input = input;
  }

  get roomTypes(): RoomOffer[] {
    const { rooms, guests, currency } = this.input;
    const ci = CURRENCY_INDEX.get(currency) as number;
    return (this.row.room_types as SearchRoomType[]).map(([kind, pkr, maxOccupancy, available]) => {
      const pkrCents = toCents(pkr);
      const price = nightly(pkrCents, ci, this.rates);
      return {
        kind,
        pricePerNightInPkr: fromCents(pkrCents),
        pricePerNight: price.amount,
        pricePerNightFormatted: price.formatted,
        maxOccupancy,
        availableRooms: available,
        isAvailable: fits(available, maxOccupancy, rooms, guests),
      };
    });
  }

  get priceBreakdown(): StayPrice & { taxRate: string } {
    return breakdown(this.pkrCents, this.nights * this.roomCount, CURRENCY_INDEX.get(this.currency) as number, this.rates);
  }

  get multiCurrencyPricing(): CurrencyPrice[] {
    return multiCurrency(this.pkrCents, this.nights * this.roomCount, this.rates);
  }
}

/** Enough rooms of a type free every night, and they sleep the whole party. */
function fits(available: number, maxOccupancy: number, rooms: number, guests: number): boolean {
  return available >= rooms && rooms * maxOccupancy >= guests;
}

function missingRate(code: string): never {
  throw new Error(`No stored rate for ${code}`);
}
