import { graphql, HttpResponse } from 'msw';

// msw answers for the flight screens: suggestions and a small, fixed search result.

const airport = (code: string, name: string, cityName: string) => ({
  __typename: 'AirportSuggestion',
  id: `airport-${code}`,
  code,
  name,
  cityName,
});
const city = (code: string, name: string, countryName: string) => ({
  __typename: 'CitySuggestion',
  id: `city-${code}`,
  code,
  name,
  countryName,
});

const AIRPORTS = [
  airport('KHI', 'Jinnah International Airport', 'Karachi'),
  airport('DXB', 'Dubai International Airport', 'Dubai'),
  airport('LHE', 'Allama Iqbal International Airport', 'Lahore'),
  airport('KDU', 'Skardu Airport', 'Skardu'),
  airport('KDH', 'Kandahar International Airport', 'Kandahar'),
  airport('KTM', 'Tribhuvan International Airport', 'Kathmandu'),
  airport('KBL', 'Kabul International Airport', 'Kabul'),
  airport('LHR', 'Heathrow Airport', 'London'),
];
const CITIES = [city('KHI', 'Karachi', 'Pakistan'), city('LON', 'London', 'United Kingdom'), city('DXB', 'Dubai', 'United Arab Emirates')];

export const suggestionCalls: string[] = [];

export const suggestionsHandler = graphql.query('TravelSuggestions', ({ variables }) => {
  const q = String(variables.query).toLowerCase();
  suggestionCalls.push(q);
  const match = (s: { code: string; name: string }, extra: string) =>
    s.code.toLowerCase() === q || s.name.toLowerCase().includes(q) || extra.toLowerCase().includes(q);
  return HttpResponse.json({
    data: {
      airports: AIRPORTS.filter((a) => match(a, a.cityName)).slice(0, 5),
      cities: CITIES.filter((c) => match(c, '')).slice(0, 5),
    },
  });
});

const segment = (over: Record<string, unknown>) => ({
  __typename: 'FlightSegment',
  origin: 'KHI',
  destination: 'DXB',
  carrier: 'FZ',
  carrierName: 'flydubai',
  aircraft: 'B737-8',
  direction: 'outbound',
  stops: 0,
  ...over,
});

// a hand-off offer: booked on the airline partner's site, no terms said
const HAND_OFF = { bookable: false, holdable: false, refundable: null as boolean | null, changeable: null as boolean | null, checkedBags: null as number | null };

export const OFFERS = [
  {
    __typename: 'FlightOffer',
    id: 'sbx-1',
    price: '54792.00',
    currency: 'PKR',
    pricePkr: '54792.00',
    bookingToken: 'sbx1.token-one',
    expiresAt: '2026-11-20T10:15:00.000Z',
    sandbox: true,
    ...HAND_OFF,
    segments: [
      segment({
        departureAt: '2026-12-01T11:00:00+05:00',
        arrivalAt: '2026-12-01T12:00:00+04:00',
        duration: 120,
        flightNumber: 'FZ 332',
      }),
      segment({
        origin: 'DXB',
        destination: 'KHI',
        departureAt: '2026-12-08T22:10:00+04:00',
        arrivalAt: '2026-12-09T01:05:00+05:00',
        duration: 115,
        flightNumber: 'FZ 333',
        direction: 'return',
      }),
    ],
  },
  {
    __typename: 'FlightOffer',
    id: 'sbx-2',
    price: '81250.00',
    currency: 'PKR',
    pricePkr: '81250.00',
    bookingToken: 'sbx1.token-two',
    expiresAt: '2026-11-20T10:15:00.000Z',
    sandbox: true,
    ...HAND_OFF,
    segments: [
      segment({
        departureAt: '2026-12-01T06:00:00+05:00',
        arrivalAt: '2026-12-01T09:00:00+03:00',
        duration: 300,
        destination: 'DOH',
        carrier: 'QR',
        carrierName: 'Qatar Airways',
        flightNumber: 'QR 611',
        aircraft: 'A320',
      }),
      segment({
        origin: 'DOH',
        departureAt: '2026-12-01T10:30:00+03:00',
        arrivalAt: '2026-12-01T12:35:00+04:00',
        duration: 65,
        carrier: 'QR',
        carrierName: 'Qatar Airways',
        flightNumber: 'QR 1000',
        aircraft: null,
      }),
      segment({
        origin: 'DXB',
        destination: 'KHI',
        departureAt: '2026-12-08T09:00:00+04:00',
        arrivalAt: '2026-12-08T12:00:00+05:00',
        duration: 120,
        carrier: 'QR',
        carrierName: 'Qatar Airways',
        flightNumber: 'QR 1001',
        direction: 'return',
      }),
    ],
  },
];

/** An offer sold here (issue 35): non-refundable, one checked bag, can be held. */
export const BOOKABLE_OFFER = {
  ...OFFERS[0],
  id: 'sbxa.eyJsaGUiOiJqZWQifQ.k3x9',
  bookingToken: '',
  pricePkr: '187500.00',
  price: '187500.00',
  bookable: true,
  holdable: true,
  refundable: false,
  changeable: true,
  checkedBags: 1,
};

export function searchResult(variables: Record<string, unknown>, flights = OFFERS) {
  const input = variables.input as Record<string, unknown>;
  return {
    data: {
      flightSearch: {
        __typename: 'FlightSearchResult',
        flights,
        searchParams: {
          __typename: 'FlightSearchParams',
          origin: input.origin,
          destination: input.destination,
          departureDate: input.departureDate,
          returnDate: input.returnDate ?? null,
          adults: input.adults,
          children: input.children,
          infants: input.infants,
          tripClass: input.tripClass,
          currency: input.currency,
          provider: 'sandbox',
          sandbox: true,
          marker: 'safarnama-sandbox',
          notice: null,
          total: flights.length,
          limit: 50,
          offset: 0,
        },
      },
    },
  };
}

export const searchCalls: Array<Record<string, unknown>> = [];

export const flightSearchHandler = graphql.query('FlightSearch', ({ variables }) => {
  searchCalls.push(variables.input as Record<string, unknown>);
  return HttpResponse.json(searchResult(variables));
});
