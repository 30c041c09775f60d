import type { CatalogueSeed, HotelSeed, PackageSeed, TransportSeed } from '../modules/catalogue/catalogue.seed.js';

// A small, hand-checkable catalogue for the API tests (the demo catalogue is bigger and may change).

const pkg = (p: Partial<PackageSeed> & Pick<PackageSeed, 'slug' | 'name' | 'type' | 'priceInPkr'>): PackageSeed => ({
  description: `${p.name}: a carefully planned trip with trusted partners.`,
  duration: '14 days',
  maxCapacity: 40,
  inclusions: ['Return flights', 'Hotel stay', 'Airport transfers'],
  art: { scene: 'kaaba', palette: 'makkah-dusk', label: p.name },
  ...p,
});

export const fixturePackages: PackageSeed[] = [
  pkg({
    slug: 'umrah-economy-karachi',
    name: 'Economy Umrah from Karachi',
    type: 'umrah',
    priceInPkr: '185000.00',
    departureCity: 'Karachi',
    makkahHotel: 'Swissotel Al Maqam',
    madinahHotel: 'Pullman Zamzam Madinah',
    makkahNights: 8,
    madinahNights: 6,
    makkahHotelRating: 4,
    madinahHotelRating: 4,
    visaIncluded: true,
    inclusions: ['Umrah visa', 'Return flights', 'Makkah hotel', 'Madinah hotel', 'Ziyarat tours'],
    exclusions: ['Meals'],
    tags: ['umrah', 'economy'],
    rating: '4.6',
    bookings: 120,
    owner: 'agent',
  }),
  pkg({
    slug: 'umrah-premium-lahore',
    name: 'Premium Umrah from Lahore',
    type: 'umrah',
    priceInPkr: '450000.00',
    originalPriceInPkr: '495000.00',
    featured: true,
    departureCity: 'Lahore',
    transportType: 'business',
    makkahNights: 7,
    madinahNights: 7,
    owner: 'agent2',
  }),
  pkg({
    slug: 'umrah-ramadan-islamabad',
    name: 'Ramadan Umrah from Islamabad',
    type: 'umrah',
    priceInPkr: '320000.00',
    departureCity: 'Islamabad',
  }),
  pkg({ slug: 'hajj-standard-2027', name: 'Standard Hajj 2027', type: 'hajj', priceInPkr: '1850000.00', duration: '40 days' }),
  pkg({
    slug: 'hunza-valley-escape',
    name: 'Hunza Valley Escape',
    type: 'holiday',
    priceInPkr: '85000.00',
    description: 'Karimabad, Attabad Lake and the Passu Cones in autumn colours.',
    duration: '6 days',
    destinations: ['Hunza', 'Attabad Lake'],
    countries: ['Pakistan'],
    startDate: '2027-04-01',
    endDate: '2027-10-31',
  }),
  pkg({ slug: 'dubai-city-break', name: 'Dubai City Break', type: 'international', priceInPkr: '210000.00', duration: '5 days' }),
  pkg({ slug: 'murree-weekend', name: 'Murree Weekend', type: 'domestic', priceInPkr: '35000.00', duration: '3 days' }),
];

const tr = (t: Partial<TransportSeed> & Pick<TransportSeed, 'slug' | 'name' | 'type' | 'priceInPkr' | 'fromCity'>): TransportSeed => ({
  description: `${t.name}, comfortable and on time.`,
  duration: '5h',
  features: ['Air conditioning', 'Reclining seats'],
  art: { scene: 'bus', palette: 'city-blue' },
  ...t,
});

export const fixtureTransport: TransportSeed[] = [
  tr({
    slug: 'corolla-self-drive-lahore',
    name: 'Toyota Corolla, self drive',
    type: 'car_rental',
    priceInPkr: '9000.00',
    fromCity: 'Lahore',
    duration: 'Per day',
  }),
  tr({
    slug: 'prado-with-driver-islamabad',
    name: 'Toyota Prado with driver',
    type: 'car_rental',
    priceInPkr: '25000.00',
    fromCity: 'Islamabad',
    duration: 'Per day',
  }),
  tr({
    slug: 'lahore-islamabad-business',
    name: 'Lahore to Islamabad, business class coach',
    type: 'bus',
    priceInPkr: '3600.00',
    fromCity: 'Lahore',
    toCity: 'Islamabad',
    seatsTotal: 30,
  }),
  tr({
    slug: 'karachi-hyderabad-coach',
    name: 'Karachi to Hyderabad coach',
    type: 'bus',
    priceInPkr: '1500.00',
    fromCity: 'Karachi',
    toCity: 'Hyderabad',
  }),
  tr({
    slug: 'green-line-karachi-lahore',
    name: 'Green Line Express, Karachi to Lahore',
    type: 'train',
    priceInPkr: '8500.00',
    fromCity: 'Karachi',
    toCity: 'Lahore',
    duration: '18h',
  }),
  tr({
    slug: 'jed-airport-to-makkah',
    name: 'Jeddah airport to Makkah transfer',
    type: 'airport_transfer',
    priceInPkr: '14000.00',
    fromCity: 'Jeddah (JED)',
    toCity: 'Makkah',
  }),
];

const hotel = (h: Partial<HotelSeed> & Pick<HotelSeed, 'slug' | 'name' | 'city' | 'country' | 'rating' | 'roomTypes'>): HotelSeed => ({
  description: `${h.name} in ${h.city}.`,
  amenities: ['Free Wi-Fi', 'Air conditioning', 'Restaurant', 'Room service', 'Laundry'],
  art: { scene: 'hotel', palette: 'city-blue', label: h.name },
  ...h,
});

export const fixtureHotels: HotelSeed[] = [
  hotel({
    slug: 'makkah-clock-tower',
    name: 'Clock Tower Hotel',
    city: 'Makkah',
    country: 'Saudi Arabia',
    rating: 5,
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '45000.00', rooms: 10 },
      { type: 'Deluxe', pricePerNightInPkr: '62000.00', rooms: 5 },
      { type: 'Suite', pricePerNightInPkr: '120000.00', rooms: 2 },
    ],
  }),
  hotel({
    slug: 'makkah-ajyad',
    name: 'Ajyad Hotel',
    city: 'Makkah',
    country: 'Saudi Arabia',
    rating: 4,
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '28000.00', rooms: 3 },
      { type: 'Deluxe', pricePerNightInPkr: '36000.00', rooms: 3 },
    ],
  }),
  hotel({
    slug: 'makkah-aziziyah-inn',
    name: 'Aziziyah Inn',
    city: 'Makkah',
    country: 'Saudi Arabia',
    rating: 3,
    roomTypes: [{ type: 'Standard', pricePerNightInPkr: '15000.00', rooms: 20 }],
  }),
  hotel({
    slug: 'madinah-haram-view',
    name: 'Haram View Madinah',
    city: 'Madinah',
    country: 'Saudi Arabia',
    rating: 4,
    roomTypes: [{ type: 'Standard', pricePerNightInPkr: '30000.00', rooms: 8 }],
  }),
  hotel({
    slug: 'dubai-creek-hotel',
    name: 'Creek Hotel Dubai',
    city: 'Dubai',
    country: 'United Arab Emirates',
    rating: 4,
    roomTypes: [{ type: 'Standard', pricePerNightInPkr: '38000.00', rooms: 12 }],
  }),
];

export const fixtureCatalogue: CatalogueSeed = { packages: fixturePackages, transport: fixtureTransport, hotels: fixtureHotels };
