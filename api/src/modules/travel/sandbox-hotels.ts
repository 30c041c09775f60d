import { resolveAirport, searchCities } from './airports.js';
import { cyrb53, prng } from '../../rules/random.js';

// Deterministic hotel offers for the offline sandbox provider: fictional hotels with plausible stars, distances and
// PKR prices for a city from the airport data set (plus the places people stay that have no airport, like Makkah).

export interface HotelPlace {
  key: string;
  name: string;
  country: string;
  countryCode: string;
  lat: number;
  lon: number;
  kind: 'city' | 'haram' | 'mountain';
}

export interface SandboxHotelQuery {
  location: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  rooms: number;
}

export interface SandboxHotel {
  id: string;
  name: string;
  stars: number;
  priceFromPkr: string;
  priceAvgPkr: string;
  distanceKm: number;
}

// Places travellers from Pakistan stay that the airport data set lacks.
const EXTRA_PLACES: Array<HotelPlace & { aliases: string[] }> = [
  {
    key: 'makkah',
    name: 'Makkah',
    country: 'Saudi Arabia',
    countryCode: 'SA',
    lat: 21.4225,
    lon: 39.8262,
    kind: 'haram',
    aliases: ['makkah', 'mecca', 'makka', 'makkah al mukarramah'],
  },
  {
    key: 'murree',
    name: 'Murree',
    country: 'Pakistan',
    countryCode: 'PK',
    lat: 33.907,
    lon: 73.394,
    kind: 'mountain',
    aliases: ['murree'],
  },
  {
    key: 'hunza',
    name: 'Hunza',
    country: 'Pakistan',
    countryCode: 'PK',
    lat: 36.316,
    lon: 74.65,
    kind: 'mountain',
    aliases: ['hunza', 'karimabad'],
  },
  {
    key: 'naran',
    name: 'Naran',
    country: 'Pakistan',
    countryCode: 'PK',
    lat: 34.909,
    lon: 73.65,
    kind: 'mountain',
    aliases: ['naran', 'kaghan'],
  },
  {
    key: 'swat',
    name: 'Swat',
    country: 'Pakistan',
    countryCode: 'PK',
    lat: 34.773,
    lon: 72.36,
    kind: 'mountain',
    aliases: ['swat', 'mingora', 'kalam'],
  },
  {
    key: 'nathia-gali',
    name: 'Nathia Gali',
    country: 'Pakistan',
    countryCode: 'PK',
    lat: 34.07,
    lon: 73.38,
    kind: 'mountain',
    aliases: ['nathia gali', 'nathiagali'],
  },
];

// A standard 3-star room-night in PKR by country; the rest of the world uses DEFAULT_NIGHT.
const NIGHT_PKR: Record<string, number> = {
  PK: 12000,
  AE: 28000,
  SA: 22000,
  QA: 30000,
  BH: 24000,
  OM: 22000,
  KW: 26000,
  TR: 18000,
  MY: 15000,
  TH: 14000,
  GB: 45000,
  FR: 42000,
  DE: 38000,
  US: 45000,
  CA: 40000,
  AZ: 16000,
  EG: 12000,
};
const DEFAULT_NIGHT = 25000;
const STAR_FACTOR: Record<number, number> = { 2: 0.55, 3: 1, 4: 1.7, 5: 3 };
const KIND_FACTOR: Record<HotelPlace['kind'], number> = { city: 1, haram: 1.4, mountain: 0.8 };

const ARABIC = [
  'Al Safwa',
  'Al Noor',
  'Dar Al Salam',
  'Al Marwa',
  'Al Manar',
  'Qasr Al Diyafa',
  'Jawharat Al Bayt',
  'Al Rawdah',
  'Dar Al Hijra',
];
const PAKISTANI = [
  'Crescent',
  'Shalimar',
  'Indus',
  'Heritage',
  'Pearl Garden',
  'Royal Palm',
  'Citadel',
  'Margalla View',
  'Mehran',
  'Gulshan',
];
const MOUNTAIN = ['Pine View', 'Snow Peak', 'Glacier', 'Valley View', 'Cedar', 'Riverside', 'Apricot Blossom', 'Eagle Nest'];
const GENERIC = ['Grand', 'Central', 'Park', 'Plaza', 'Harbour', 'Skyline', 'Boutique', 'Riverside', 'Regent', 'Crown'];
const KINDS_OF_HOTEL = ['Hotel', 'Suites', 'Inn', 'Residence', 'Tower Hotel', 'Grand Hotel'];
const MOUNTAIN_KINDS = ['Resort', 'Lodge', 'Hotel', 'Inn', 'Retreat'];

function normalise(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The place a hotel search means: a known stay-only place, a city by name, or an airport or city code. */
export function resolveHotelPlace(location: string): HotelPlace | null {
  const q = normalise(location);
  if (q.length < 2) return null;
  const extra = EXTRA_PLACES.find((p) => p.aliases.some((a) => a === q || (q.length >= 3 && a.startsWith(q))));
  if (extra) {
    const { aliases: _aliases, ...place } = extra;
    return place;
  }
  const city = searchCities(location, 1)[0];
  const airport = resolveAirport(city?.code ?? location);
  if (!airport || (!city && !/^[a-z]{3}$/.test(q))) return null;
  const name = city?.name ?? airport.city;
  const holy = ['medina', 'madinah'].includes(normalise(name));
  return {
    key: normalise(name).replace(/ /g, '-'),
    name: holy ? 'Madinah' : name,
    country: city?.country_name ?? airport.country,
    countryCode: airport.countryCode,
    lat: airport.lat,
    lon: airport.lon,
    kind: holy ? 'haram' : 'city',
  };
}

function nameList(place: HotelPlace): { prefixes: string[]; kinds: string[] } {
  if (place.kind === 'mountain') return { prefixes: MOUNTAIN, kinds: MOUNTAIN_KINDS };
  if (place.countryCode === 'PK') return { prefixes: PAKISTANI, kinds: KINDS_OF_HOTEL };
  if (['SA', 'AE', 'QA', 'BH', 'OM', 'KW', 'JO', 'EG'].includes(place.countryCode)) return { prefixes: ARABIC, kinds: KINDS_OF_HOTEL };
  return { prefixes: GENERIC, kinds: KINDS_OF_HOTEL };
}

function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** 6 to 12 hotels for the place, cheapest first; prices cover the whole stay for all rooms. */
export function generateHotels(place: HotelPlace, q: SandboxHotelQuery): SandboxHotel[] {
  const nights = nightsBetween(q.checkIn, q.checkOut);
  if (!(nights > 0) || q.rooms < 1 || q.adults < 1) throw new RangeError('a stay needs at least one night, room and adult');
  // the hotels of a place stay the same; the dates move prices a little
  const rndPlace = prng(cyrb53(`hotels|${place.key}`));
  const rndDates = prng(cyrb53(`hotels|${place.key}|${q.checkIn}|${q.checkOut}`));
  const { prefixes, kinds } = nameList(place);
  const count = 6 + Math.floor(rndPlace() * 7);
  const perRoomAdults = Math.ceil(q.adults / q.rooms);
  const occupancy = 1 + 0.15 * Math.max(0, perRoomAdults - 2);
  const night = (NIGHT_PKR[place.countryCode] ?? DEFAULT_NIGHT) * KIND_FACTOR[place.kind];
  const used = new Set<string>();
  const hotels: SandboxHotel[] = [];
  for (let i = 0; i < count; i++) {
    const r = rndPlace();
    const stars = r < 0.12 ? 2 : r < 0.5 ? 3 : r < 0.82 ? 4 : 5;
    let name = '';
    for (let tries = 0; tries < 10 && (!name || used.has(name)); tries++) {
      const prefix = prefixes[Math.floor(rndPlace() * prefixes.length)];
      const kind = kinds[Math.floor(rndPlace() * kinds.length)];
      name = rndPlace() < 0.5 ? `${prefix} ${kind} ${place.name}` : `${place.name} ${prefix} ${kind}`;
    }
    used.add(name);
    // near the Haram or the centre costs more
    const distance = Math.round((0.2 + rndPlace() ** 2 * (place.kind === 'haram' ? 3 : 12)) * 10) / 10;
    const central = 1.15 - Math.min(distance, 10) * 0.03;
    const perNight = night * STAR_FACTOR[stars] * central * occupancy * (0.85 + rndDates() * 0.3);
    const priceFrom = Math.round(perNight * nights * q.rooms);
    const priceAvg = Math.round(priceFrom * (1.1 + rndDates() * 0.25));
    hotels.push({
      id: `sbx-h-${cyrb53(`${place.key}|${name}`).toString(16)}`,
      name,
      stars,
      priceFromPkr: priceFrom.toFixed(2),
      priceAvgPkr: priceAvg.toFixed(2),
      distanceKm: distance,
    });
  }
  return hotels.sort((a, b) => Number(a.priceFromPkr) - Number(b.priceFromPkr) || (a.id < b.id ? -1 : 1));
}
