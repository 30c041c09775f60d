import type { RestRoute } from '../../rest/facade.js';
import { queryChecked, queryInt, queryPagination, queryString } from '../../rest/query.js';
import { GUESTS_RANGE_MESSAGE, PackageTypeSchema, ROOMS_RANGE_MESSAGE, TransportTypeSchema } from '../../rules/catalogue.js';

const PACKAGE_FIELDS = `id slug name description type imageUrl images duration priceInPkr originalPriceInPkr maxCapacity availableSpots
  status featured rating bookings inclusions exclusions tags departureCity transportType makkahHotel madinahHotel
  makkahNights madinahNights makkahHotelRating madinahHotelRating visaIncluded advancePaymentPercent cancellationPolicy
  termsAndConditions destinations countries startDate endDate ownerId createdAt`;

const TRANSPORT_FIELDS = `id slug type name description operator priceInPkr fromCity toCity duration features seatsTotal seatsAvailable
  imageUrl`;

const HOTEL_FIELDS = `id name imageUrl rating city country description amenities isAvailable availableRooms currency nights roomCount
  guestCount checkInDate checkOutDate roomType pricePerNight pricePerNightInPkr pricePerNightFormatted
  priceBreakdown { pricePerNight subtotal taxes total taxRate formatted { pricePerNight subtotal taxes total } }
  multiCurrencyPricing { currency pricePerNight total formatted totalFormatted }`;

type CurrencyEntry = { currency: string; pricePerNight: string; total: string; formatted: string; totalFormatted: string };
type HotelItem = Record<string, unknown> & { multiCurrencyPricing: CurrencyEntry[] | Record<string, unknown> };

// GET /api/packages, /api/transport and /api/hotels (spec point 7): JSON arrays, 400 with the rule's message.
export const catalogueRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/packages',
    document: `query RestPackages($type: PackageType, $search: String, $limit: Int, $offset: Int) {
      packages(type: $type, search: $search, pagination: { limit: $limit, offset: $offset }) { items { ${PACKAGE_FIELDS} } }
    }`,
    variables: (req) => ({ type: queryChecked(req, 'type', PackageTypeSchema), search: queryString(req, 'search'), ...queryPagination(req) }),
    respond: (data) => (data.packages as { items: unknown[] }).items,
  },
  {
    method: 'GET',
    url: '/api/transport',
    document: `query RestTransport($type: TransportType, $limit: Int, $offset: Int) {
      transport(type: $type, pagination: { limit: $limit, offset: $offset }) { items { ${TRANSPORT_FIELDS} } }
    }`,
    variables: (req) => ({ type: queryChecked(req, 'type', TransportTypeSchema), ...queryPagination(req) }),
    respond: (data) => (data.transport as { items: unknown[] }).items,
  },
  {
    method: 'GET',
    url: '/api/hotels',
    document: `query RestHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!,
        $currency: String!, $limit: Int, $offset: Int) {
      hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests,
          currency: $currency, pagination: { limit: $limit, offset: $offset }) { items { ${HOTEL_FIELDS} } }
    }`,
    // missing values become empty strings so the search's own rules answer ('City is required'...)
    variables: (req) => ({
      city: queryString(req, 'city') ?? '',
      checkInDate: queryString(req, 'checkInDate') ?? '',
      checkOutDate: queryString(req, 'checkOutDate') ?? '',
      rooms: queryInt(req, 'rooms', ROOMS_RANGE_MESSAGE, 1),
      guests: queryInt(req, 'guests', GUESTS_RANGE_MESSAGE, 2),
      currency: queryString(req, 'currency') || 'PKR',
      ...queryPagination(req),
    }),
    // the spec's multiCurrencyPricing is a map from currency code to its prices
    // (the result may be shared with the response cache: copied, never changed in place)
    respond: (data) =>
      (data.hotels as { items: HotelItem[] }).items.map((h) => {
        const byCode: Record<string, unknown> = {};
        for (const p of h.multiCurrencyPricing as CurrencyEntry[]) {
          byCode[p.currency] = { pricePerNight: p.pricePerNight, total: p.total, formatted: p.formatted, totalFormatted: p.totalFormatted };
        }
        // a spread copy keeps the keys in order (multiCurrencyPricing replaced in its place) and copies the item's
        // shape in one go, where adding ~25 keys one by one left a slow dictionary object for JSON.stringify (issue 19)
        return { ...h, multiCurrencyPricing: byCode };
      }),
  },
];
