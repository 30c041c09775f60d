import type { RoomKind } from './enums.js';
import type { HotelFacts } from './hotel.entity.js';

// One prepared statement: a page of the city's hotels (read from hotel_city_list_idx), one row each, with its room types
// as a JSON array, cheapest first, and for each room type the rooms free on every night of the stay (min over the
// nights; 0 if any night has no row). Only the page's room types touch hotel_room_night, each through its primary key,
// so the cost does not grow with the city. One row per hotel (rather than per room type) is a third of the rows to
// decode; the room types and the amenities come as JSON, which node-postgres parses natively (a text[] goes through
// a parser in JavaScript), prices inside it as text: exact. The current rates ride along (computed once per
// statement) so a search is a single round trip.
// Its own module (no decorators, no ORM) so scripts/bench-catalogue.ts runs the very same text in its raw baseline.
// Parameters: $1 city key, $2 limit (+1 for hasMore), $3 offset, $4 nights, $5 check-in, $6 check-out (yyyy-MM-dd).
export const SEARCH_SQL = pricedHotels(`where h.city_key = $1 and h.active
  order by h.rating desc, h.name, h.id
  limit $2 offset $3`);

// The same pricing for one hotel (its price breakdown in every currency, asked when a card's breakdown opens).
// Parameters: $1 hotel id, $4 nights, $5 check-in, $6 check-out; $2 and $3 are unused (null), so the parameter
// numbers stay those of the search.
export const ONE_HOTEL_SQL = pricedHotels(`where h.id = $1::uuid and h.active and $2::int is null and $3::int is null`);

function pricedHotels(pageWhere: string): string {
  return `
with page as (
  select h.id, h.slug, h.name, h.city, h.country, h.description, h.rating, h.amenities, h.image_url
  from hotel h
  ${pageWhere}
)
select p.id, p.slug, p.name, p.city, p.country, p.description, p.rating, to_json(p.amenities) as amenities, p.image_url, r.room_types,
       (select string_agg(c.code || '=' || c.rate, ',') from currency c) as rates
from page p
cross join lateral (
  select json_agg(json_build_array(rt.kind, rt.price_per_night_pkr::text, rt.max_occupancy, a.free)
                  order by rt.price_per_night_pkr, rt.kind) as room_types
  from hotel_room_type rt
  cross join lateral (
    select case when count(*) = $4 then coalesce(min(n.rooms_available), 0) else 0 end as free
    from hotel_room_night n
    where n.room_type_id = rt.id and n.night >= $5::date and n.night < $6::date
  ) a
  where rt.hotel_id = p.id
) r
order by p.rating desc, p.name, p.id`;
}

/** One room type of a SearchRow: kind, nightly PKR price (decimal text), guests per room, rooms free every night. */
export type SearchRoomType = [kind: RoomKind, pricePerNightPkr: string, maxOccupancy: number, free: number];

/** One row of SEARCH_SQL: a hotel's facts and its room types (cheapest first; null when it has none). */
export type SearchRow = HotelFacts & {
  id: string;
  image_url: string | null;
  room_types: SearchRoomType[] | null;
  rates: string;
};
