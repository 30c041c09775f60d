// Catalogue fixtures for the web tests, shaped like the API's answers.

export function pkg(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Package',
    id: 'p-1',
    name: 'Economy Umrah 14 Days from Karachi',
    description: 'Seven nights in Makkah and seven in Madinah.',
    type: 'umrah',
    imageUrl: '/media/art/package/economy-umrah.svg',
    duration: '14 days',
    priceInPkr: '265000.00',
    originalPriceInPkr: '289000.00',
    featured: true,
    rating: 4.5,
    departureCity: 'Karachi',
    inclusions: ['Return airfare', 'Umrah visa', 'Hotels', 'Breakfast', 'Transfers', 'Ziyarat'],
    occupancyPrices: [],
    ...overrides,
  };
}

export function transportOption(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TransportOption',
    id: 't-1',
    type: 'car_rental',
    name: 'Suzuki Alto, self-drive',
    description: 'Economical hatchback for the city.',
    operator: null,
    imageUrl: '/media/art/transport/alto.svg',
    priceInPkr: '6500.00',
    fromCity: 'Lahore',
    toCity: null,
    duration: 'per day',
    features: ['Self-drive', 'AC'],
    seatsAvailable: null,
    ...overrides,
  };
}

export function page<T>(typename: string, items: T[], hasMore = false) {
  return { __typename: typename, items, hasMore, limit: 12, offset: 0 };
}

const currencies = ['PKR', 'USD', 'AED', 'SAR', 'QAR', 'GBP', 'EUR'];

export function hotel(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Hotel',
    id: 'h-1',
    name: 'Fairmont Makkah Clock Royal Tower',
    imageUrl: '/media/art/hotel/fairmont.svg',
    rating: 5,
    city: 'Makkah',
    country: 'Saudi Arabia',
    description: 'Landmark hotel with direct access to the Haram.',
    amenities: ['Haram view', 'Free WiFi', 'Breakfast', 'Restaurant', 'Room service'],
    isAvailable: true,
    availableRooms: 40,
    currency: 'PKR',
    nights: 3,
    roomCount: 1,
    roomType: 'Standard',
    pricePerNightFormatted: 'Rs 95,000',
    priceBreakdown: {
      __typename: 'PriceBreakdown',
      taxRate: '0.16',
      formatted: {
        __typename: 'FormattedBreakdown',
        pricePerNight: 'Rs 95,000',
        subtotal: 'Rs 285,000',
        taxes: 'Rs 45,600',
        total: 'Rs 330,600',
      },
    },
    multiCurrencyPricing: currencies.map((c) => ({
      __typename: 'HotelCurrencyPrice',
      currency: c,
      formatted: c === 'PKR' ? 'Rs 95,000' : c === 'SAR' ? 'SAR 1,270.15' : `${c} 1.00`,
      totalFormatted: c === 'PKR' ? 'Rs 330,600' : c === 'SAR' ? 'SAR 4,420.12' : `${c} 3.48`,
    })),
    ...overrides,
  };
}
