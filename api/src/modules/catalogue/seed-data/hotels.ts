/**
 * Demo catalogue: hotels (local inventory) in the holy cities, the Gulf,
 * Istanbul and Pakistan. Plain typed data; nightly prices are PKR decimal
 * strings with two places.
 */
import type { ArtKey } from '../art.js';

export type DemoHotelCity =
  | 'Makkah'
  | 'Madinah'
  | 'Jeddah'
  | 'Dubai'
  | 'Istanbul'
  | 'Lahore'
  | 'Islamabad'
  | 'Karachi'
  | 'Murree'
  | 'Hunza'
  | 'Skardu'
  | 'Swat';

export type DemoRoomTypeName = 'Standard' | 'Deluxe' | 'Suite';

export interface DemoRoomType {
  type: DemoRoomTypeName;
  /** PKR per room per night, decimal string with two places. */
  pricePerNightInPkr: string;
  /** Rooms of this type in inventory. */
  rooms: number;
}

export interface DemoHotel {
  /** Unique, stable kebab-case identifier. */
  slug: string;
  name: string;
  city: DemoHotelCity;
  country: string;
  description: string;
  /** Official star rating, 1–5. */
  rating: number;
  amenities: string[];
  /** Always Standard and Deluxe; most hotels also have Suite. Ordered by price. */
  roomTypes: DemoRoomType[];
  art: ArtKey;
}

export const demoHotels: DemoHotel[] = [
  {
    slug: 'fairmont-makkah-clock-royal-tower',
    name: 'Fairmont Makkah Clock Royal Tower',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'Landmark hotel inside the Abraj Al Bait complex with direct access to the King Abdulaziz Gate of Masjid al-Haram. Many rooms overlook the Kaaba, and the tower houses a shopping mall and a museum of the clock.',
    rating: 5,
    amenities: ['Haram view', 'Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Prayer room', 'Concierge', 'Shopping mall access'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '95000.00', rooms: 48 },
      { type: 'Deluxe', pricePerNightInPkr: '165000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '345000.00', rooms: 8 },
    ],
    art: { scene: 'kaaba', palette: 'night-gold', label: 'Fairmont Clock Tower' },
  },
  {
    slug: 'raffles-makkah-palace',
    name: 'Raffles Makkah Palace',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'An all-suite palace hotel in the Abraj Al Bait with 24-hour butler service and views over the Grand Mosque. Guests step straight out to the Haram courtyard within minutes.',
    rating: 5,
    amenities: ['Haram view', 'Butler service', 'Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Airport shuttle'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '140000.00', rooms: 20 },
      { type: 'Deluxe', pricePerNightInPkr: '178000.00', rooms: 16 },
      { type: 'Suite', pricePerNightInPkr: '350000.00', rooms: 8 },
    ],
    art: { scene: 'hotel', palette: 'night-gold', label: 'Raffles Makkah Palace' },
  },
  {
    slug: 'swissotel-al-maqam-makkah',
    name: 'Swissôtel Al Maqam Makkah',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'Part of the Abraj Al Bait towers, a few steps from the King Abdulaziz Gate and the Haram plaza. Popular with Pakistani groups for its buffet restaurants and family rooms.',
    rating: 5,
    amenities: ['Haram view', 'Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Prayer room', 'Family rooms'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '72000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '110000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '240000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'makkah-dusk', label: 'Swissôtel Al Maqam Makkah' },
  },
  {
    slug: 'pullman-zamzam-makkah',
    name: 'Pullman ZamZam Makkah',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'Large 5-star hotel in the Abraj Al Bait complex facing the southern side of the Haram. Rooms range from city-view standards to Kaaba-view suites, with a popular Eastern buffet.',
    rating: 5,
    amenities: ['Haram view', 'Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Shopping mall access'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '62000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '88000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '195000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'makkah-day', label: 'Pullman ZamZam Makkah' },
  },
  {
    slug: 'hilton-suites-makkah',
    name: 'Hilton Suites Makkah',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'Spacious suites and apartments opposite the Grand Mosque on Ibrahim Al Khalil Street, ideal for families. Kitchenettes in larger units and a short walk to the Haram gates.',
    rating: 5,
    amenities: ['Haram view', 'Free WiFi', 'Breakfast', 'Kitchenette', 'Restaurant', 'Room service', 'Family rooms'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '68000.00', rooms: 40 },
      { type: 'Deluxe', pricePerNightInPkr: '98000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '210000.00', rooms: 8 },
    ],
    art: { scene: 'hotel', palette: 'makkah-dusk', label: 'Hilton Suites Makkah' },
  },
  {
    slug: 'jabal-omar-marriott-makkah',
    name: 'Jabal Omar Marriott Hotel Makkah',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'Modern Marriott in the Jabal Omar development, about five minutes’ walk from Masjid al-Haram. Known for reliable service, quiet rooms and an all-day dining restaurant.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Gym', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '60000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '82000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '185000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'makkah-day', label: 'Jabal Omar Marriott Hotel Makkah' },
  },
  {
    slug: 'hyatt-regency-makkah',
    name: 'Hyatt Regency Makkah',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'Set in the Jabal Omar district with covered walkways leading towards the Haram. Contemporary rooms, several restaurants and a large prayer hall inside the hotel.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Prayer room', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '58000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '80000.00', rooms: 28 },
      { type: 'Suite', pricePerNightInPkr: '175000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'makkah-dusk', label: 'Hyatt Regency Makkah' },
  },
  {
    slug: 'dar-al-tawhid-intercontinental-makkah',
    name: 'Dar Al Tawhid InterContinental Makkah',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'One of the closest hotels to the Haram, directly opposite the King Abdulaziz Gate. Classic InterContinental service with Kaaba-view rooms on the upper floors.',
    rating: 5,
    amenities: ['Haram view', 'Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Concierge'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '75000.00', rooms: 40 },
      { type: 'Deluxe', pricePerNightInPkr: '115000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '260000.00', rooms: 6 },
    ],
    art: { scene: 'kaaba', palette: 'makkah-dusk', label: 'Dar Al Tawhid' },
  },
  {
    slug: 'anjum-hotel-makkah',
    name: 'Anjum Hotel Makkah',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'A large 5-star hotel on the western side of the Haram near the King Abdullah expansion. Good-value rooms a short walk from the mosque and a wide buffet with South Asian dishes.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Prayer room', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '60000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '78000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '160000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'makkah-day', label: 'Anjum Hotel Makkah' },
  },
  {
    slug: 'al-safwah-royale-orchid-makkah',
    name: 'Al Safwah Royale Orchid Hotel',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'Located in the Safwah Towers directly facing the King Fahd Gate of Masjid al-Haram. Elegant rooms, a rooftop view of the Haram and lifts straight down to the courtyard.',
    rating: 5,
    amenities: ['Haram view', 'Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '64000.00', rooms: 45 },
      { type: 'Deluxe', pricePerNightInPkr: '90000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '198000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'night-gold', label: 'Al Safwah Royale Orchid Hotel' },
  },
  {
    slug: 'elaf-kinda-makkah',
    name: 'Elaf Kinda Hotel',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'Set on Ibrahim Al Khalil Street around 200 metres from the Haram courtyard. A long-time favourite of Umrah groups thanks to its location and generous buffet.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '60000.00', rooms: 50 },
      { type: 'Deluxe', pricePerNightInPkr: '76000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '145000.00', rooms: 4 },
    ],
    art: { scene: 'hotel', palette: 'makkah-dusk', label: 'Elaf Kinda Hotel' },
  },
  {
    slug: 'le-meridien-makkah',
    name: 'Le Méridien Makkah',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'A calm 5-star hotel about 1.5 km from the Haram with a frequent free shuttle to the mosque. Spacious rooms make it a good-value choice for longer stays and Hajj groups.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Shuttle to Haram', 'Restaurant', 'Room service', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '32000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '42000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '95000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'makkah-day', label: 'Le Méridien Makkah' },
  },
  {
    slug: 'makarem-ajyad-makkah',
    name: 'Makarem Ajyad Makkah Hotel',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'Comfortable 4-star hotel in the Ajyad area, roughly ten minutes’ walk from the Haram. A dependable choice for economy and mid-range Umrah packages.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '26000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '34000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '72000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'makkah-dusk', label: 'Makarem Ajyad Makkah Hotel' },
  },
  {
    slug: 'novotel-makkah-thakher-city',
    name: 'Novotel Makkah Thakher City',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'Modern Novotel in the Thakher City development with a shuttle to the Haram. Family rooms, a kids’ corner and an international buffet restaurant.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Shuttle to Haram', 'Restaurant', 'Family rooms', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '24000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '31000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '60000.00', rooms: 4 },
    ],
    art: { scene: 'hotel', palette: 'makkah-day', label: 'Novotel Makkah Thakher City' },
  },
  {
    slug: 'holiday-inn-makkah-al-aziziah',
    name: 'Holiday Inn Makkah Al Aziziah',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'Located in Aziziyah between the Haram and Mina, popular with Hajj groups. Round-the-clock shuttle buses to the Grand Mosque and a large dining hall.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Shuttle to Haram', 'Restaurant', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '18000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '24000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '48000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'makkah-dusk', label: 'Holiday Inn Makkah Al Aziziah' },
  },
  {
    slug: 'ibis-styles-makkah',
    name: 'Ibis Styles Makkah',
    city: 'Makkah',
    country: 'Saudi Arabia',
    description:
      'A budget-friendly 3-star hotel with bright, compact rooms and a shuttle service to the Haram. Suited to economy Umrah groups who spend most of the day at the mosque.',
    rating: 3,
    amenities: ['Free WiFi', 'Breakfast', 'Shuttle to Haram', 'Restaurant'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '15000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '19500.00', rooms: 20 },
    ],
    art: { scene: 'hotel', palette: 'makkah-day', label: 'Ibis Styles Makkah' },
  },
  {
    slug: 'the-oberoi-madinah',
    name: 'The Oberoi Madinah',
    city: 'Madinah',
    country: 'Saudi Arabia',
    description:
      'The closest luxury hotel to Masjid an-Nabawi, with many rooms overlooking the mosque’s courtyard and umbrellas. Quiet, refined service and an excellent Indian and Arabic restaurant.',
    rating: 5,
    amenities: ['Haram view', 'Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Butler service', 'Airport shuttle'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '70000.00', rooms: 30 },
      { type: 'Deluxe', pricePerNightInPkr: '105000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '260000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'madinah-emerald', label: 'The Oberoi Madinah' },
  },
  {
    slug: 'anwar-al-madinah-movenpick',
    name: 'Anwar Al Madinah Mövenpick',
    city: 'Madinah',
    country: 'Saudi Arabia',
    description:
      'Large Mövenpick hotel right next to the Prophet’s Mosque with its own shopping mall below. A favourite of Pakistani Umrah groups for its location and multiple restaurants.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Shopping mall access', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '48000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '62000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '140000.00', rooms: 6 },
    ],
    art: { scene: 'mosque', palette: 'madinah-emerald', label: 'Anwar Al Madinah' },
  },
  {
    slug: 'pullman-zamzam-madinah',
    name: 'Pullman ZamZam Madinah',
    city: 'Madinah',
    country: 'Saudi Arabia',
    description:
      'Modern 5-star hotel a few minutes’ walk from the northern gates of Masjid an-Nabawi. Large buffet restaurant and family rooms.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Family rooms', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '40000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '52000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '115000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'madinah-emerald', label: 'Pullman ZamZam Madinah' },
  },
  {
    slug: 'dar-al-taqwa-madinah',
    name: 'Dar Al Taqwa Hotel',
    city: 'Madinah',
    country: 'Saudi Arabia',
    description:
      'Sits directly opposite the Bab As-Salam side of Masjid an-Nabawi, among the closest hotels to the Rawdah. Elegant rooms and a calm atmosphere.',
    rating: 5,
    amenities: ['Haram view', 'Free WiFi', 'Breakfast', 'Restaurant', 'Room service'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '52000.00', rooms: 45 },
      { type: 'Deluxe', pricePerNightInPkr: '68000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '150000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'night-gold', label: 'Dar Al Taqwa Hotel' },
  },
  {
    slug: 'shaza-al-madina',
    name: 'Shaza Al Madina',
    city: 'Madinah',
    country: 'Saudi Arabia',
    description:
      'Boutique 5-star hotel with Arabian-inspired interiors a short walk from the Prophet’s Mosque. Its lounges and Levantine restaurant are known for warm hospitality.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '42000.00', rooms: 50 },
      { type: 'Deluxe', pricePerNightInPkr: '55000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '120000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'madinah-emerald', label: 'Shaza Al Madina' },
  },
  {
    slug: 'crowne-plaza-madinah',
    name: 'Crowne Plaza Madinah',
    city: 'Madinah',
    country: 'Saudi Arabia',
    description:
      'Located on King Fahd Road about 250 metres from the mosque’s northern courtyard. Good-sized rooms, a large buffet and reliable IHG service.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '38000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '50000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '110000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'madinah-emerald', label: 'Crowne Plaza Madinah' },
  },
  {
    slug: 'le-meridien-madinah',
    name: 'Le Méridien Madinah',
    city: 'Madinah',
    country: 'Saudi Arabia',
    description:
      'A resort-style 5-star hotel away from the central area with a regular shuttle to Masjid an-Nabawi. Spacious rooms and a calm setting at good prices.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Shuttle to Haram', 'Restaurant', 'Pool', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '26000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '34000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '78000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'madinah-emerald', label: 'Le Méridien Madinah' },
  },
  {
    slug: 'madinah-hilton',
    name: 'Madinah Hilton',
    city: 'Madinah',
    country: 'Saudi Arabia',
    description:
      'Established Hilton hotel next to the eastern side of the Prophet’s Mosque with an attached shopping centre. Popular for its location and large family rooms.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Shopping mall access', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '50000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '64000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '145000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'night-gold', label: 'Madinah Hilton' },
  },
  {
    slug: 'dar-al-iman-intercontinental-madinah',
    name: 'Dar Al Iman InterContinental Madinah',
    city: 'Madinah',
    country: 'Saudi Arabia',
    description:
      'Directly faces the central courtyard of Masjid an-Nabawi, a minute’s walk from the gates. Classic InterContinental comfort with mosque-view rooms.',
    rating: 5,
    amenities: ['Haram view', 'Free WiFi', 'Breakfast', 'Restaurant', 'Room service'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '55000.00', rooms: 40 },
      { type: 'Deluxe', pricePerNightInPkr: '72000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '160000.00', rooms: 5 },
    ],
    art: { scene: 'mosque', palette: 'night-gold', label: 'Dar Al Iman' },
  },
  {
    slug: 'sofitel-shahd-al-madinah',
    name: 'Sofitel Shahd Al Madinah',
    city: 'Madinah',
    country: 'Saudi Arabia',
    description:
      'French-styled luxury hotel on the western side of the Prophet’s Mosque, a short walk from the gates. Elegant rooms and a highly rated breakfast.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '46000.00', rooms: 45 },
      { type: 'Deluxe', pricePerNightInPkr: '60000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '135000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'madinah-emerald', label: 'Sofitel Shahd Al Madinah' },
  },
  {
    slug: 'saja-al-madinah',
    name: 'Saja Al Madinah',
    city: 'Madinah',
    country: 'Saudi Arabia',
    description:
      'A good-value 4-star hotel about 800 metres from Masjid an-Nabawi with a shuttle at prayer times. Clean, simple rooms popular with economy Umrah groups.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Shuttle to Haram', 'Restaurant'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '18000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '23000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '45000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'madinah-emerald', label: 'Saja Al Madinah' },
  },
  {
    slug: 'elaf-taiba-madinah',
    name: 'Elaf Taiba Hotel',
    city: 'Madinah',
    country: 'Saudi Arabia',
    description:
      'Central 4-star hotel within walking distance of the Prophet’s Mosque, close to shops and restaurants. Practical rooms and a busy buffet for Umrah groups.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Walking distance to Haram'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '20000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '26000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '52000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'madinah-emerald', label: 'Elaf Taiba Hotel' },
  },
  {
    slug: 'park-hyatt-jeddah',
    name: 'Park Hyatt Jeddah – Marina, Club and Spa',
    city: 'Jeddah',
    country: 'Saudi Arabia',
    description:
      'A Moorish-style resort on the Corniche with its own marina, spa and Red Sea views. An elegant stop before or after Umrah.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Spa', 'Gym', 'Restaurant', 'Sea view'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '62000.00', rooms: 30 },
      { type: 'Deluxe', pricePerNightInPkr: '85000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '190000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'ocean-day', label: 'Park Hyatt Jeddah' },
  },
  {
    slug: 'jeddah-hilton',
    name: 'Jeddah Hilton',
    city: 'Jeddah',
    country: 'Saudi Arabia',
    description:
      'Seafront Hilton on the North Corniche with a private beach and several restaurants. Convenient for transit pilgrims heading to Makkah.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Private beach', 'Gym', 'Restaurant', 'Airport shuttle'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '42000.00', rooms: 50 },
      { type: 'Deluxe', pricePerNightInPkr: '55000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '120000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'gulf-day', label: 'Jeddah Hilton' },
  },
  {
    slug: 'rosewood-jeddah',
    name: 'Rosewood Jeddah',
    city: 'Jeddah',
    country: 'Saudi Arabia',
    description:
      'Refined luxury hotel on the Corniche with sweeping views of the Red Sea and King Fahd’s Fountain. Spacious rooms and attentive service.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Spa', 'Restaurant', 'Room service', 'Sea view'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '48000.00', rooms: 30 },
      { type: 'Deluxe', pricePerNightInPkr: '62000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '140000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'gulf-dusk', label: 'Rosewood Jeddah' },
  },
  {
    slug: 'novotel-jeddah-tahlia',
    name: 'Novotel Jeddah Tahlia',
    city: 'Jeddah',
    country: 'Saudi Arabia',
    description:
      'Business-friendly 4-star hotel on Tahlia Street close to shopping and restaurants. A practical overnight stop with an airport transfer service.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '22000.00', rooms: 50 },
      { type: 'Deluxe', pricePerNightInPkr: '28000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '55000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'gulf-day', label: 'Novotel Jeddah Tahlia' },
  },
  {
    slug: 'ibis-jeddah-city-center',
    name: 'Ibis Jeddah City Center',
    city: 'Jeddah',
    country: 'Saudi Arabia',
    description:
      'Simple, modern budget rooms in central Jeddah, well placed for a night before the drive to Makkah. 24-hour snacks and a casual restaurant.',
    rating: 3,
    amenities: ['Free WiFi', 'Restaurant', 'Parking', '24-hour reception'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '12500.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '16000.00', rooms: 15 },
    ],
    art: { scene: 'hotel', palette: 'city-blue', label: 'Ibis Jeddah City Center' },
  },
  {
    slug: 'atlantis-the-palm',
    name: 'Atlantis, The Palm',
    city: 'Dubai',
    country: 'United Arab Emirates',
    description:
      'Iconic resort at the tip of Palm Jumeirah with Aquaventure Waterpark and The Lost Chambers Aquarium included for guests. A long private beach and celebrity-chef restaurants.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Private beach', 'Waterpark access', 'Kids club', 'Spa', 'Restaurant'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '95000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '125000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '320000.00', rooms: 8 },
    ],
    art: { scene: 'beach', palette: 'gulf-day', label: 'Atlantis The Palm' },
  },
  {
    slug: 'burj-al-arab-jumeirah',
    name: 'Burj Al Arab Jumeirah',
    city: 'Dubai',
    country: 'United Arab Emirates',
    description:
      'The sail-shaped all-suite icon of Dubai with duplex suites, butler service and Rolls-Royce transfers. Private beach access and the Skyview Bar overlooking the Gulf.',
    rating: 5,
    amenities: ['Butler service', 'Free WiFi', 'Breakfast', 'Private beach', 'Pool', 'Spa', 'Airport shuttle', 'Restaurant'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '420000.00', rooms: 10 },
      { type: 'Deluxe', pricePerNightInPkr: '560000.00', rooms: 8 },
      { type: 'Suite', pricePerNightInPkr: '1150000.00', rooms: 4 },
    ],
    art: { scene: 'city-skyline', palette: 'gulf-day', label: 'Burj Al Arab' },
  },
  {
    slug: 'address-downtown-dubai',
    name: 'Address Downtown',
    city: 'Dubai',
    country: 'United Arab Emirates',
    description:
      'Stylish tower beside Dubai Mall with views of the Burj Khalifa and the Dubai Fountain. An infinity pool and direct mall access make it a favourite for shoppers.',
    rating: 5,
    amenities: ['Burj Khalifa view', 'Free WiFi', 'Breakfast', 'Pool', 'Spa', 'Gym', 'Restaurant'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '75000.00', rooms: 40 },
      { type: 'Deluxe', pricePerNightInPkr: '98000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '210000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'gulf-dusk', label: 'Address Downtown' },
  },
  {
    slug: 'jw-marriott-marquis-dubai',
    name: 'JW Marriott Marquis Hotel Dubai',
    city: 'Dubai',
    country: 'United Arab Emirates',
    description:
      'Twin-tower landmark in Business Bay with more than a dozen restaurants and a large spa. Good value for a 5-star near Downtown.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Spa', 'Gym', 'Restaurant', 'Room service'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '38000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '52000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '120000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'gulf-dusk', label: 'JW Marriott Marquis' },
  },
  {
    slug: 'jumeirah-beach-hotel',
    name: 'Jumeirah Beach Hotel',
    city: 'Dubai',
    country: 'United Arab Emirates',
    description:
      'Wave-shaped family resort on Jumeirah Beach facing the Burj Al Arab. Free access to Wild Wadi Waterpark and a private stretch of sand.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Private beach', 'Pool', 'Waterpark access', 'Kids club', 'Restaurant'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '70000.00', rooms: 50 },
      { type: 'Deluxe', pricePerNightInPkr: '90000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '195000.00', rooms: 6 },
    ],
    art: { scene: 'beach', palette: 'ocean-day', label: 'Jumeirah Beach Hotel' },
  },
  {
    slug: 'hilton-dubai-creek',
    name: 'Hilton Dubai Creek',
    city: 'Dubai',
    country: 'United Arab Emirates',
    description:
      'Sleek creekside hotel in Deira close to the Gold and Spice Souks. Convenient for shopping trips and only 15 minutes from DXB.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Airport shuttle'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '28000.00', rooms: 50 },
      { type: 'Deluxe', pricePerNightInPkr: '36000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '80000.00', rooms: 4 },
    ],
    art: { scene: 'hotel', palette: 'gulf-dusk', label: 'Hilton Dubai Creek' },
  },
  {
    slug: 'hyatt-regency-dubai-creek-heights',
    name: 'Hyatt Regency Dubai Creek Heights',
    city: 'Dubai',
    country: 'United Arab Emirates',
    description:
      'Modern tower beside Dubai Healthcare City with views over the Creek and easy metro access. Spacious rooms and a rooftop pool.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Room service'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '30000.00', rooms: 50 },
      { type: 'Deluxe', pricePerNightInPkr: '40000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '88000.00', rooms: 4 },
    ],
    art: { scene: 'hotel', palette: 'gulf-day', label: 'Hyatt Regency Creek Heights' },
  },
  {
    slug: 'novotel-dubai-al-barsha',
    name: 'Novotel Dubai Al Barsha',
    city: 'Dubai',
    country: 'United Arab Emirates',
    description:
      'Family-friendly 4-star close to Mall of the Emirates and Sharaf DG metro station. Large rooms and a rooftop pool at moderate prices.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Family rooms'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '23000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '29000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '58000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'gulf-day', label: 'Novotel Dubai Al Barsha' },
  },
  {
    slug: 'rove-downtown-dubai',
    name: 'Rove Downtown',
    city: 'Dubai',
    country: 'United Arab Emirates',
    description:
      'Bright, design-led budget hotel a short walk from Dubai Mall and the Burj Khalifa. Popular with young travellers and tour groups for its location.',
    rating: 3,
    amenities: ['Free WiFi', 'Pool', 'Gym', 'Restaurant', 'Laundry'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '25000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '31000.00', rooms: 20 },
    ],
    art: { scene: 'hotel', palette: 'gulf-dusk', label: 'Rove Downtown' },
  },
  {
    slug: 'rove-dubai-marina',
    name: 'Rove Dubai Marina',
    city: 'Dubai',
    country: 'United Arab Emirates',
    description:
      'Casual 3-star hotel near the Dubai Marina walk and JBR beach with metro and tram nearby. Compact rooms and a lively lobby café.',
    rating: 3,
    amenities: ['Free WiFi', 'Pool', 'Gym', 'Restaurant', 'Laundry'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '24000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '30000.00', rooms: 20 },
    ],
    art: { scene: 'hotel', palette: 'gulf-day', label: 'Rove Dubai Marina' },
  },
  {
    slug: 'citymax-hotel-bur-dubai',
    name: 'Citymax Hotel Bur Dubai',
    city: 'Dubai',
    country: 'United Arab Emirates',
    description:
      'Budget 3-star in Bur Dubai, minutes from BurJuman Mall and the old souks. Good value for shopping trips and family visits.',
    rating: 3,
    amenities: ['Free WiFi', 'Pool', 'Restaurant', 'Airport shuttle'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '19500.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '24000.00', rooms: 20 },
    ],
    art: { scene: 'hotel', palette: 'gulf-dusk', label: 'Citymax Hotel Bur Dubai' },
  },
  {
    slug: 'ciragan-palace-kempinski',
    name: 'Çırağan Palace Kempinski Istanbul',
    city: 'Istanbul',
    country: 'Turkey',
    description:
      'A restored Ottoman palace on the banks of the Bosphorus with an infinity pool at the water’s edge. One of Istanbul’s grandest addresses.',
    rating: 5,
    amenities: ['Bosphorus view', 'Free WiFi', 'Breakfast', 'Pool', 'Spa', 'Restaurant', 'Room service'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '120000.00', rooms: 30 },
      { type: 'Deluxe', pricePerNightInPkr: '165000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '420000.00', rooms: 6 },
    ],
    art: { scene: 'mosque', palette: 'bosphorus', label: 'Çırağan Palace' },
  },
  {
    slug: 'four-seasons-sultanahmet',
    name: 'Four Seasons Hotel Istanbul at Sultanahmet',
    city: 'Istanbul',
    country: 'Turkey',
    description:
      'Intimate luxury hotel in a converted neoclassical building steps from Hagia Sophia and the Blue Mosque. Courtyard dining and exceptional service.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Room service', 'Spa', 'Concierge'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '140000.00', rooms: 20 },
      { type: 'Deluxe', pricePerNightInPkr: '185000.00', rooms: 15 },
      { type: 'Suite', pricePerNightInPkr: '420000.00', rooms: 4 },
    ],
    art: { scene: 'mosque', palette: 'sunrise-coral', label: 'Four Seasons Sultanahmet' },
  },
  {
    slug: 'pera-palace-hotel',
    name: 'Pera Palace Hotel',
    city: 'Istanbul',
    country: 'Turkey',
    description:
      'Historic 1892 hotel built for Orient Express passengers, where Agatha Christie once stayed. Belle-époque interiors in Beyoğlu near Istiklal Avenue.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Spa', 'Gym', 'Room service'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '55000.00', rooms: 30 },
      { type: 'Deluxe', pricePerNightInPkr: '72000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '160000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'bosphorus', label: 'Pera Palace Hotel' },
  },
  {
    slug: 'swissotel-the-bosphorus',
    name: 'Swissôtel The Bosphorus Istanbul',
    city: 'Istanbul',
    country: 'Turkey',
    description:
      'Set in hilltop gardens above the Bosphorus near Beşiktaş, with views to Dolmabahçe Palace. Large spa, pools and many restaurants.',
    rating: 5,
    amenities: ['Bosphorus view', 'Free WiFi', 'Breakfast', 'Pool', 'Spa', 'Gym', 'Restaurant'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '48000.00', rooms: 50 },
      { type: 'Deluxe', pricePerNightInPkr: '65000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '145000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'bosphorus', label: 'Swissôtel The Bosphorus' },
  },
  {
    slug: 'hilton-istanbul-bosphorus',
    name: 'Hilton Istanbul Bosphorus',
    city: 'Istanbul',
    country: 'Turkey',
    description:
      'The city’s classic Hilton in Harbiye gardens with Bosphorus views and a large outdoor pool. Close to Taksim and Nişantaşı shopping.',
    rating: 5,
    amenities: ['Bosphorus view', 'Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '40000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '54000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '120000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'sunrise-coral', label: 'Hilton Istanbul Bosphorus' },
  },
  {
    slug: 'sura-hagia-sophia-hotel',
    name: 'Sura Hagia Sophia Hotel',
    city: 'Istanbul',
    country: 'Turkey',
    description:
      'Comfortable 4-star hotel in Sultanahmet within walking distance of Hagia Sophia, the Basilica Cistern and the Grand Bazaar. Turkish breakfast served daily.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Spa', 'Airport shuttle'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '30000.00', rooms: 40 },
      { type: 'Deluxe', pricePerNightInPkr: '38000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '75000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'bosphorus', label: 'Sura Hagia Sophia Hotel' },
  },
  {
    slug: 'pearl-continental-lahore',
    name: 'Pearl-Continental Hotel Lahore',
    city: 'Lahore',
    country: 'Pakistan',
    description:
      'Lahore’s landmark 5-star on Shahrah-e-Quaid-e-Azam (The Mall) with landscaped gardens and a large pool. Home to several well-known restaurants and banquet halls.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Room service', 'Parking', 'Airport shuttle'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '48000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '62000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '140000.00', rooms: 8 },
    ],
    art: { scene: 'hotel', palette: 'mughal-red', label: 'Pearl-Continental Lahore' },
  },
  {
    slug: 'avari-lahore',
    name: 'Avari Lahore',
    city: 'Lahore',
    country: 'Pakistan',
    description:
      'Classic 5-star on The Mall, close to the Governor House and Lahore Museum. Known for its Japanese and Chinese restaurants and calm garden pool.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Room service', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '42000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '55000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '120000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'heritage-dusk', label: 'Avari Lahore' },
  },
  {
    slug: 'luxus-grand-hotel-lahore',
    name: 'Luxus Grand Hotel',
    city: 'Lahore',
    country: 'Pakistan',
    description:
      'A colonial-style hotel on Davis Road near The Mall with a rooftop pool and gym. Comfortable rooms a short drive from the Walled City.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '35000.00', rooms: 40 },
      { type: 'Deluxe', pricePerNightInPkr: '45000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '95000.00', rooms: 2 },
    ],
    art: { scene: 'hotel', palette: 'mughal-red', label: 'Luxus Grand Hotel' },
  },
  {
    slug: 'nishat-hotel-johar-town',
    name: 'Nishat Hotel Johar Town',
    city: 'Lahore',
    country: 'Pakistan',
    description:
      'Contemporary 5-star opposite the Expo Centre in Johar Town with a spa and rooftop dining. Ideal for business trips and exhibitions.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Spa', 'Gym', 'Restaurant', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '45000.00', rooms: 50 },
      { type: 'Deluxe', pricePerNightInPkr: '58000.00', rooms: 25 },
      { type: 'Suite', pricePerNightInPkr: '125000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'heritage-dusk', label: 'Nishat Hotel' },
  },
  {
    slug: 'falettis-hotel-lahore',
    name: 'Faletti’s Hotel',
    city: 'Lahore',
    country: 'Pakistan',
    description:
      'Historic hotel on Egerton Road opened in 1880, with colonial verandas and lawns. A charming base for exploring Lahore’s heritage.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Restaurant', 'Parking', 'Garden'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '28000.00', rooms: 40 },
      { type: 'Deluxe', pricePerNightInPkr: '36000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '70000.00', rooms: 4 },
    ],
    art: { scene: 'heritage', palette: 'mughal-red', label: 'Faletti’s Hotel' },
  },
  {
    slug: 'ramada-lahore-gulberg',
    name: 'Ramada by Wyndham Lahore Gulberg II',
    city: 'Lahore',
    country: 'Pakistan',
    description: 'Modern 4-star in Gulberg close to MM Alam Road’s restaurants and shopping. Practical rooms with a rooftop restaurant.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Gym', 'Restaurant', 'Parking', 'Room service'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '22000.00', rooms: 50 },
      { type: 'Deluxe', pricePerNightInPkr: '28000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '55000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'mughal-red', label: 'Ramada Gulberg' },
  },
  {
    slug: 'hotel-one-the-mall-lahore',
    name: 'Hotel One The Mall Lahore',
    city: 'Lahore',
    country: 'Pakistan',
    description: 'Budget-friendly 3-star on Upper Mall with clean rooms and free breakfast. Good value for short city stays.',
    rating: 3,
    amenities: ['Free WiFi', 'Breakfast', 'Parking', 'Room service'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '11000.00', rooms: 40 },
      { type: 'Deluxe', pricePerNightInPkr: '14000.00', rooms: 15 },
    ],
    art: { scene: 'hotel', palette: 'heritage-dusk', label: 'Hotel One The Mall' },
  },
  {
    slug: 'islamabad-serena-hotel',
    name: 'Islamabad Serena Hotel',
    city: 'Islamabad',
    country: 'Pakistan',
    description:
      'Islamabad’s premier hotel set in landscaped gardens with Margalla Hills views and Islamic-inspired architecture. Fine dining, a spa and strict security make it a favourite with diplomats.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Spa', 'Gym', 'Restaurant', 'Room service', 'Parking', 'Airport shuttle'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '58000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '75000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '180000.00', rooms: 8 },
    ],
    art: { scene: 'hotel', palette: 'city-blue', label: 'Islamabad Serena' },
  },
  {
    slug: 'islamabad-marriott-hotel',
    name: 'Islamabad Marriott Hotel',
    city: 'Islamabad',
    country: 'Pakistan',
    description:
      'Long-established 5-star on Aga Khan Road near the Constitution Avenue government district. Several restaurants, a large pool and conference facilities.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Room service', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '52000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '68000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '150000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'city-blue', label: 'Islamabad Marriott' },
  },
  {
    slug: 'ramada-islamabad',
    name: 'Ramada by Wyndham Islamabad',
    city: 'Islamabad',
    country: 'Pakistan',
    description:
      'Garden hotel on Club Road near Rawal Lake with a pool and Margalla Hills views. Comfortable 4-star rooms at moderate prices.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '26000.00', rooms: 50 },
      { type: 'Deluxe', pricePerNightInPkr: '33000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '65000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'valley-green', label: 'Ramada Islamabad' },
  },
  {
    slug: 'hotel-hill-view-islamabad',
    name: 'Hotel Hill View Islamabad',
    city: 'Islamabad',
    country: 'Pakistan',
    description: 'Mid-range hotel in F-7 near Jinnah Super market and popular cafés. Convenient for Faisal Mosque and Daman-e-Koh.',
    rating: 3,
    amenities: ['Free WiFi', 'Breakfast', 'Restaurant', 'Parking', 'Room service'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '16000.00', rooms: 40 },
      { type: 'Deluxe', pricePerNightInPkr: '21000.00', rooms: 15 },
      { type: 'Suite', pricePerNightInPkr: '38000.00', rooms: 2 },
    ],
    art: { scene: 'hotel', palette: 'city-blue', label: 'Hotel Hill View Islamabad' },
  },
  {
    slug: 'hotel-one-islamabad',
    name: 'Hotel One Islamabad',
    city: 'Islamabad',
    country: 'Pakistan',
    description: 'Budget 3-star in central Islamabad with complimentary breakfast. Simple, clean rooms for short stays and business trips.',
    rating: 3,
    amenities: ['Free WiFi', 'Breakfast', 'Parking', 'Room service'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '13500.00', rooms: 40 },
      { type: 'Deluxe', pricePerNightInPkr: '17000.00', rooms: 15 },
    ],
    art: { scene: 'hotel', palette: 'sunrise-coral', label: 'Hotel One Islamabad' },
  },
  {
    slug: 'movenpick-karachi',
    name: 'Mövenpick Hotel Karachi',
    city: 'Karachi',
    country: 'Pakistan',
    description:
      'Central 5-star on Club Road next to Sindh Governor House, with a large pool and famous ice cream. Convenient for Saddar and Clifton.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Room service', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '45000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '58000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '130000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'tropical-sunset', label: 'Mövenpick Karachi' },
  },
  {
    slug: 'pearl-continental-karachi',
    name: 'Pearl-Continental Hotel Karachi',
    city: 'Karachi',
    country: 'Pakistan',
    description:
      'Classic 5-star on Club Road with several restaurants, a pool and business facilities. A long-time favourite for weddings and corporate events.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Room service', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '42000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '55000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '125000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'ocean-day', label: 'Pearl-Continental Karachi' },
  },
  {
    slug: 'avari-towers-karachi',
    name: 'Avari Towers Karachi',
    city: 'Karachi',
    country: 'Pakistan',
    description:
      'Tall tower hotel on Fatima Jinnah Road with sea-facing upper floors and the Fujiyama Japanese restaurant. Central location near Saddar.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Room service'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '38000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '50000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '110000.00', rooms: 5 },
    ],
    art: { scene: 'hotel', palette: 'tropical-sunset', label: 'Avari Towers' },
  },
  {
    slug: 'marriott-karachi',
    name: 'Marriott Hotel Karachi',
    city: 'Karachi',
    country: 'Pakistan',
    description:
      'Secure 5-star on Abdullah Haroon Road close to consulates and business districts. Known for its buffets and tennis courts.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Gym', 'Restaurant', 'Room service', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '44000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '57000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '128000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'city-blue', label: 'Karachi Marriott' },
  },
  {
    slug: 'beach-luxury-hotel-karachi',
    name: 'Beach Luxury Hotel',
    city: 'Karachi',
    country: 'Pakistan',
    description:
      'Heritage hotel by the Karachi backwaters on Moulvi Tamizuddin Khan Road, first opened in 1948. Waterside dining and a relaxed atmosphere.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Pool', 'Restaurant', 'Parking', 'Garden'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '22000.00', rooms: 40 },
      { type: 'Deluxe', pricePerNightInPkr: '28000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '52000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'ocean-day', label: 'Beach Luxury Hotel' },
  },
  {
    slug: 'ramada-plaza-karachi-airport',
    name: 'Ramada Plaza Karachi Airport Hotel',
    city: 'Karachi',
    country: 'Pakistan',
    description:
      'Airport hotel within minutes of Jinnah International, ideal for late arrivals and Umrah transit. Pool, gym and 24-hour dining.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Airport shuttle', 'Pool', 'Gym', 'Restaurant'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '20000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '26000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '50000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'sunrise-coral', label: 'Ramada Plaza Airport' },
  },
  {
    slug: 'pearl-continental-bhurban',
    name: 'Pearl-Continental Bhurban',
    city: 'Murree',
    country: 'Pakistan',
    description:
      'Hillside resort at 6,000 ft near Murree with pine forests, a golf course and views towards Kashmir. Heated indoor pool and family activities.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Indoor pool', 'Golf', 'Restaurant', 'Parking', 'Kids club'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '45000.00', rooms: 60 },
      { type: 'Deluxe', pricePerNightInPkr: '58000.00', rooms: 30 },
      { type: 'Suite', pricePerNightInPkr: '125000.00', rooms: 6 },
    ],
    art: { scene: 'hotel', palette: 'alpine-dusk', label: 'PC Bhurban' },
  },
  {
    slug: 'rock-city-hotel-murree',
    name: 'Rock City Hotel Murree',
    city: 'Murree',
    country: 'Pakistan',
    description: 'Mid-range hotel a short walk from Mall Road with valley-view rooms. Heated rooms and a family restaurant.',
    rating: 3,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Restaurant', 'Parking', 'Valley view'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '14000.00', rooms: 30 },
      { type: 'Deluxe', pricePerNightInPkr: '18000.00', rooms: 15 },
      { type: 'Suite', pricePerNightInPkr: '32000.00', rooms: 2 },
    ],
    art: { scene: 'hotel', palette: 'alpine-morning', label: 'Rock City Hotel Murree' },
  },
  {
    slug: 'hotel-one-mall-road-murree',
    name: 'Hotel One Mall Road Murree',
    city: 'Murree',
    country: 'Pakistan',
    description:
      'Budget hotel right on Murree’s Mall Road, handy for the GPO chowk and Kashmir Point walks. Clean heated rooms with breakfast.',
    rating: 3,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Room service'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '12000.00', rooms: 30 },
      { type: 'Deluxe', pricePerNightInPkr: '15500.00', rooms: 12 },
    ],
    art: { scene: 'hotel', palette: 'valley-green', label: 'Hotel One Murree' },
  },
  {
    slug: 'lockwood-hotel-murree',
    name: 'Lockwood Hotel Murree',
    city: 'Murree',
    country: 'Pakistan',
    description: 'Colonial-era hotel on Mall Road with wooden interiors and a cosy lounge. Walking distance to Pindi Point chairlift.',
    rating: 3,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Restaurant', 'Valley view'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '11000.00', rooms: 25 },
      { type: 'Deluxe', pricePerNightInPkr: '14500.00', rooms: 12 },
      { type: 'Suite', pricePerNightInPkr: '26000.00', rooms: 2 },
    ],
    art: { scene: 'hotel', palette: 'alpine-dusk', label: 'Lockwood Hotel Murree' },
  },
  {
    slug: 'hunza-serena-inn',
    name: 'Hunza Serena Inn',
    city: 'Hunza',
    country: 'Pakistan',
    description:
      'Traditional-style inn in Karimabad with views of Rakaposhi, Ultar Sar and Baltit Fort. Local Hunza cuisine and a garden terrace.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Restaurant', 'Mountain view', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '28000.00', rooms: 25 },
      { type: 'Deluxe', pricePerNightInPkr: '36000.00', rooms: 12 },
      { type: 'Suite', pricePerNightInPkr: '60000.00', rooms: 2 },
    ],
    art: { scene: 'hotel', palette: 'autumn-gold', label: 'Hunza Serena Inn' },
  },
  {
    slug: 'luxus-hunza-attabad-lake',
    name: 'Luxus Hunza Attabad Lake Resort',
    city: 'Hunza',
    country: 'Pakistan',
    description:
      'Lakeside resort on the turquoise Attabad Lake with glass-fronted rooms and boating from the hotel jetty. One of the most photographed stays in Gilgit-Baltistan.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Lake view', 'Restaurant', 'Boating'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '35000.00', rooms: 20 },
      { type: 'Deluxe', pricePerNightInPkr: '45000.00', rooms: 12 },
      { type: 'Suite', pricePerNightInPkr: '78000.00', rooms: 4 },
    ],
    art: { scene: 'lake', palette: 'glacier-teal', label: 'Luxus Attabad Lake' },
  },
  {
    slug: 'eagles-nest-hotel-duikar',
    name: 'Eagle’s Nest Hotel',
    city: 'Hunza',
    country: 'Pakistan',
    description:
      'Perched at Duikar above Altit with famous sunrise and sunset views over the Hunza and Nagar valleys. Rustic rooms and hearty meals.',
    rating: 3,
    amenities: ['Breakfast', 'Heating', 'Restaurant', 'Mountain view', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '16000.00', rooms: 25 },
      { type: 'Deluxe', pricePerNightInPkr: '21000.00', rooms: 10 },
      { type: 'Suite', pricePerNightInPkr: '34000.00', rooms: 2 },
    ],
    art: { scene: 'hotel', palette: 'alpine-dusk', label: 'Eagle’s Nest Hotel' },
  },
  {
    slug: 'darbar-hotel-hunza',
    name: 'Darbar Hotel Hunza',
    city: 'Hunza',
    country: 'Pakistan',
    description:
      'Comfortable hotel in Karimabad with balconies facing the Rakaposhi range. Walking distance to Baltit Fort and Karimabad bazaar.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Restaurant', 'Mountain view', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '22000.00', rooms: 30 },
      { type: 'Deluxe', pricePerNightInPkr: '28000.00', rooms: 15 },
      { type: 'Suite', pricePerNightInPkr: '48000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'alpine-morning', label: 'Darbar Hotel Hunza' },
  },
  {
    slug: 'hunza-embassy-hotel',
    name: 'Hunza Embassy Hotel',
    city: 'Hunza',
    country: 'Pakistan',
    description:
      'Value-for-money hotel in Karimabad with a terrace overlooking the valley. A good base for Attabad Lake and Khunjerab day trips.',
    rating: 3,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Restaurant'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '12000.00', rooms: 25 },
      { type: 'Deluxe', pricePerNightInPkr: '15500.00', rooms: 10 },
    ],
    art: { scene: 'hotel', palette: 'autumn-gold', label: 'Hunza Embassy Hotel' },
  },
  {
    slug: 'shangrila-resort-skardu',
    name: 'Shangrila Resort Skardu',
    city: 'Skardu',
    country: 'Pakistan',
    description:
      'Famous resort around Lower Kachura (Shangrila) Lake with pagoda-roofed cottages and an aircraft-fuselage café. Landscaped gardens and boating.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Lake view', 'Restaurant', 'Boating', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '32000.00', rooms: 30 },
      { type: 'Deluxe', pricePerNightInPkr: '42000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '75000.00', rooms: 4 },
    ],
    art: { scene: 'lake', palette: 'glacier-teal', label: 'Shangrila Resort' },
  },
  {
    slug: 'serena-shigar-fort',
    name: 'Serena Shigar Fort',
    city: 'Skardu',
    country: 'Pakistan',
    description:
      'A 17th-century Raja’s palace in Shigar, restored by the Aga Khan Trust and run as a heritage hotel. Orchards, wooden balconies and a small museum.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Restaurant', 'Garden', 'Heritage tours'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '38000.00', rooms: 12 },
      { type: 'Deluxe', pricePerNightInPkr: '45000.00', rooms: 8 },
      { type: 'Suite', pricePerNightInPkr: '82000.00', rooms: 2 },
    ],
    art: { scene: 'hotel', palette: 'alpine-dusk', label: 'Serena Shigar Fort' },
  },
  {
    slug: 'mashabrum-hotel-skardu',
    name: 'Mashabrum Hotel Skardu',
    city: 'Skardu',
    country: 'Pakistan',
    description:
      'Long-running mountaineers’ hotel near Skardu airport road with views of the Indus. Simple heated rooms and a friendly restaurant.',
    rating: 3,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Restaurant', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '14000.00', rooms: 30 },
      { type: 'Deluxe', pricePerNightInPkr: '18000.00', rooms: 12 },
      { type: 'Suite', pricePerNightInPkr: '30000.00', rooms: 2 },
    ],
    art: { scene: 'hotel', palette: 'alpine-morning', label: 'Mashabrum Hotel Skardu' },
  },
  {
    slug: 'ptdc-motel-skardu',
    name: 'PTDC Motel Skardu',
    city: 'Skardu',
    country: 'Pakistan',
    description:
      'Government-run motel with gardens overlooking the Indus River and Skardu town. Basic but dependable rooms at fair prices.',
    rating: 3,
    amenities: ['Breakfast', 'Heating', 'Restaurant', 'Parking', 'Garden'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '12000.00', rooms: 25 },
      { type: 'Deluxe', pricePerNightInPkr: '15000.00', rooms: 10 },
    ],
    art: { scene: 'hotel', palette: 'glacier-teal', label: 'PTDC Motel Skardu' },
  },
  {
    slug: 'swat-serena-hotel',
    name: 'Swat Serena Hotel',
    city: 'Swat',
    country: 'Pakistan',
    description:
      'Colonial-era building in Saidu Sharif set in lush gardens, once the guest house of the Wali of Swat. A peaceful base for the Swat Valley.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Restaurant', 'Garden', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '24000.00', rooms: 30 },
      { type: 'Deluxe', pricePerNightInPkr: '30000.00', rooms: 15 },
      { type: 'Suite', pricePerNightInPkr: '55000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'valley-green', label: 'Swat Serena Hotel' },
  },
  {
    slug: 'pearl-continental-malam-jabba',
    name: 'Pearl-Continental Malam Jabba',
    city: 'Swat',
    country: 'Pakistan',
    description:
      'Ski resort hotel at Malam Jabba beside the chairlift and ski slopes. Heated rooms, mountain views and winter sports equipment hire.',
    rating: 5,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Restaurant', 'Ski access', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '38000.00', rooms: 40 },
      { type: 'Deluxe', pricePerNightInPkr: '48000.00', rooms: 20 },
      { type: 'Suite', pricePerNightInPkr: '95000.00', rooms: 4 },
    ],
    art: { scene: 'hotel', palette: 'alpine-morning', label: 'PC Malam Jabba' },
  },
  {
    slug: 'rock-city-resort-swat',
    name: 'Rock City Resort Swat',
    city: 'Swat',
    country: 'Pakistan',
    description:
      'Riverside resort on the banks of the Swat River at Fizagat with lawns and family rooms. Easy access to Mingora and the Malam Jabba road.',
    rating: 4,
    amenities: ['Free WiFi', 'Breakfast', 'Heating', 'Restaurant', 'River view', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '18000.00', rooms: 30 },
      { type: 'Deluxe', pricePerNightInPkr: '23000.00', rooms: 15 },
      { type: 'Suite', pricePerNightInPkr: '42000.00', rooms: 3 },
    ],
    art: { scene: 'hotel', palette: 'valley-green', label: 'Rock City Resort Swat' },
  },
  {
    slug: 'walnut-heights-kalam',
    name: 'Walnut Heights Kalam',
    city: 'Swat',
    country: 'Pakistan',
    description: 'Wooden cottages among walnut trees above Kalam with views of the Ushu forest. Bonfire evenings and trout on the menu.',
    rating: 3,
    amenities: ['Breakfast', 'Heating', 'Restaurant', 'Mountain view', 'Parking'],
    roomTypes: [
      { type: 'Standard', pricePerNightInPkr: '13000.00', rooms: 20 },
      { type: 'Deluxe', pricePerNightInPkr: '17000.00', rooms: 10 },
      { type: 'Suite', pricePerNightInPkr: '28000.00', rooms: 2 },
    ],
    art: { scene: 'hotel', palette: 'alpine-dusk', label: 'Walnut Heights Kalam' },
  },
];
