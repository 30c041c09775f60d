import type { FastifyRequest } from 'fastify';
import type { RestRoute } from '../../rest/facade.js';
import { queryInt, queryPagination, queryString } from '../../rest/query.js';
import { COMMON_MESSAGES, FLIGHT_MESSAGES, HOTEL_MESSAGES } from '../../rules/travel.js';

// GET /api/travelpayouts/* (spec point 7), each running one GraphQL query through the facade.

// a value typed into a search box: surrounding spaces dropped, empty is absent
const text = (req: FastifyRequest, name: string): string | undefined => queryString(req, name)?.trim() || undefined;

// Counts that are not whole numbers get the count's own rule message (a 400), like those out of range.
const PAGE_MESSAGES = { limit: COMMON_MESSAGES.limit, offset: COMMON_MESSAGES.offset };

const withoutUndefined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

type Segment = Record<string, unknown> & { aircraft?: string | null };
type Offer = Record<string, unknown> & { segments: Segment[] };

/**
 * GET /api/travelpayouts/{airports,cities}/search: suggestions as the spec shapes them, the airport's city or the
 * city's country under its snake_case name (city_name, country_name).
 */
function suggestionRoute(operation: string, field: 'airports' | 'cities', place: 'cityName' | 'countryName'): RestRoute {
  const placeKey = place.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return {
    method: 'GET',
    url: `/api/travelpayouts/${field}/search`,
    document: `query ${operation}($query: String!, $limit: Int) { ${field}(query: $query, limit: $limit) { id code name ${place} } }`,
    variables: (req) => withoutUndefined({ query: queryString(req, 'query') ?? '', limit: queryInt(req, 'limit', COMMON_MESSAGES.suggestionLimit) }),
    respond: (data) =>
      (data[field] as Array<Record<string, string>>).map((s) => ({ id: s.id, code: s.code, name: s.name, [placeKey]: s[place] })),
  };
}

export const travelRestRoutes: RestRoute[] = [
  suggestionRoute('RestAirports', 'airports', 'cityName'),
  suggestionRoute('RestCities', 'cities', 'countryName'),
  {
    method: 'GET',
    url: '/api/travelpayouts/flights/search',
    document: `query RestFlightSearch($input: FlightSearchInput!) {
      flightSearch(input: $input) {
        flights {
          id price currency pricePkr bookingToken expiresAt sandbox
          segments { departureAt arrivalAt origin destination duration carrier carrierName flightNumber aircraft direction stops }
        }
        searchParams {
          origin destination departureDate returnDate adults children infants tripClass currency
          provider sandbox marker notice total limit offset
        }
      }
    }`,
    variables: (req) => ({
      input: withoutUndefined({
        // missing required fields are sent empty so the rules answer with the spec's message
        origin: text(req, 'origin') ?? '',
        destination: text(req, 'destination') ?? '',
        departureDate: text(req, 'departure_date') ?? '',
        returnDate: text(req, 'return_date'),
        adults: queryInt(req, 'adults', FLIGHT_MESSAGES.adults),
        children: queryInt(req, 'children', FLIGHT_MESSAGES.children),
        infants: queryInt(req, 'infants', FLIGHT_MESSAGES.infants),
        tripClass: text(req, 'trip_class')?.toUpperCase(),
        currency: text(req, 'currency')?.toUpperCase(),
        ...queryPagination(req, PAGE_MESSAGES),
      }),
    }),
    respond: (data) => {
      const { flights, searchParams: p } = data.flightSearch as { flights: Offer[]; searchParams: Record<string, unknown> };
      return {
        data: {
          flights: flights.map((f) => ({
            id: f.id,
            price: f.price,
            currency: f.currency,
            price_pkr: f.pricePkr,
            booking_token: f.bookingToken,
            expires_at: f.expiresAt,
            sandbox: f.sandbox,
            segments: f.segments.map((s) =>
              withoutUndefined({
                departure_at: s.departureAt,
                arrival_at: s.arrivalAt,
                origin: s.origin,
                destination: s.destination,
                duration: s.duration,
                carrier: s.carrier,
                carrier_name: s.carrierName,
                flight_number: s.flightNumber,
                aircraft: s.aircraft ?? undefined,
                direction: s.direction,
                stops: s.stops,
              }),
            ),
          })),
        },
        searchParams: withoutUndefined({
          origin: p.origin,
          destination: p.destination,
          departure_date: p.departureDate,
          return_date: p.returnDate ?? undefined,
          adults: p.adults,
          children: p.children,
          infants: p.infants,
          trip_class: p.tripClass,
          currency: p.currency,
          provider: p.provider,
          sandbox: p.sandbox,
          marker: p.marker,
          notice: p.notice ?? undefined,
          total: p.total,
          limit: p.limit,
          offset: p.offset,
        }),
      };
    },
  },
  {
    method: 'GET',
    url: '/api/travelpayouts/hotels/search',
    document: `query RestProviderHotelSearch($input: ProviderHotelSearchInput!) {
      providerHotelSearch(input: $input) {
        hotels { id name stars priceFrom priceFromPkr priceAvg currency city country distanceKm link sandbox }
        searchParams {
          location resolvedLocation country checkIn checkOut nights adults children rooms currency language
          provider sandbox marker total limit offset
        }
      }
    }`,
    variables: (req) => ({
      input: withoutUndefined({
        location: text(req, 'location') ?? '',
        checkIn: text(req, 'checkIn') ?? '',
        checkOut: text(req, 'checkOut') ?? '',
        adults: queryInt(req, 'adults', HOTEL_MESSAGES.adults),
        children: queryInt(req, 'children', HOTEL_MESSAGES.children),
        rooms: queryInt(req, 'rooms', HOTEL_MESSAGES.rooms),
        currency: text(req, 'currency')?.toUpperCase(),
        language: text(req, 'language')?.toLowerCase(),
        ...queryPagination(req, PAGE_MESSAGES),
      }),
    }),
    respond: (data) => {
      const { hotels, searchParams } = data.providerHotelSearch as {
        hotels: Array<Record<string, unknown>>;
        searchParams: Record<string, unknown>;
      };
      const clean = (o: Record<string, unknown>) =>
        withoutUndefined(Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v ?? undefined])));
      return { data: { hotels: hotels.map(clean) }, searchParams: clean(searchParams) };
    },
  },
];
