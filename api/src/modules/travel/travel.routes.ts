import type { FastifyRequest } from 'fastify';
import type { RestRoute } from '../../rest/facade.js';

// GET /api/travelpayouts/* (spec point 7), each running one GraphQL query through the facade.

type Query = Record<string, string | string[] | undefined>;

const param = (req: FastifyRequest, name: string): string | undefined => {
  const value = (req.query as Query)[name];
  return Array.isArray(value) ? value[0] : value;
};

// Counts arrive as text; a non-number is passed through so GraphQL answers 400 naming the field.
const int = (req: FastifyRequest, name: string): number | string | undefined => {
  const value = param(req, name)?.trim();
  if (value === undefined || value === '') return undefined;
  return /^-?\d{1,9}$/.test(value) ? Number(value) : value;
};

const text = (req: FastifyRequest, name: string): string | undefined => {
  const value = param(req, name)?.trim();
  return value === '' ? undefined : value;
};

const withoutUndefined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

type Segment = Record<string, unknown> & { aircraft?: string | null };
type Offer = Record<string, unknown> & { segments: Segment[] };

export const travelRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/travelpayouts/airports/search',
    document: 'query RestAirports($query: String!, $limit: Int) { airports(query: $query, limit: $limit) { id code name cityName } }',
    variables: (req) => withoutUndefined({ query: param(req, 'query') ?? '', limit: int(req, 'limit') }),
    respond: (data) =>
      (data.airports as Array<{ id: string; code: string; name: string; cityName: string }>).map((a) => ({
        id: a.id,
        code: a.code,
        name: a.name,
        city_name: a.cityName,
      })),
  },
  {
    method: 'GET',
    url: '/api/travelpayouts/cities/search',
    document: 'query RestCities($query: String!, $limit: Int) { cities(query: $query, limit: $limit) { id code name countryName } }',
    variables: (req) => withoutUndefined({ query: param(req, 'query') ?? '', limit: int(req, 'limit') }),
    respond: (data) =>
      (data.cities as Array<{ id: string; code: string; name: string; countryName: string }>).map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        country_name: c.countryName,
      })),
  },
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
        adults: int(req, 'adults'),
        children: int(req, 'children'),
        infants: int(req, 'infants'),
        tripClass: text(req, 'trip_class')?.toUpperCase(),
        currency: text(req, 'currency')?.toUpperCase(),
        limit: int(req, 'limit'),
        offset: int(req, 'offset'),
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
        adults: int(req, 'adults'),
        children: int(req, 'children'),
        rooms: int(req, 'rooms'),
        currency: text(req, 'currency')?.toUpperCase(),
        language: text(req, 'language')?.toLowerCase(),
        limit: int(req, 'limit'),
        offset: int(req, 'offset'),
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
