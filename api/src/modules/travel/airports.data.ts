// Corrections and additions to the OurAirports data set (data tables): read by airports.ts when it builds its index.

// OurAirports' municipality is sometimes a district or a neighbouring town (ISB is listed under 'Attock').
export const CITY_FIXES: Record<string, string> = {
  ISB: 'Islamabad',
  SKZ: 'Sukkur',
  PZH: 'Zhob',
  IST: 'Istanbul',
  SAW: 'Istanbul',
  ISL: 'Istanbul',
  DWC: 'Dubai',
  DMM: 'Dammam',
  KUL: 'Kuala Lumpur',
  NRT: 'Tokyo',
  IAD: 'Washington',
};

// Other spellings people type.
export const ALIASES: Record<string, string[]> = {
  MED: ['Madinah', 'Madina'],
  JED: ['Jiddah', 'Jedda'],
  ISB: ['Rawalpindi'],
  LYP: ['Lyallpur'],
  CGN: ['Cologne'],
  MUC: ['Munchen'],
};

// Several-airport cities use a metropolitan IATA code, as travel providers do (key: country|normalised city).
export const METRO_CODES: Record<string, string> = {
  'GB|london': 'LON',
  'US|new york': 'NYC',
  'FR|paris': 'PAR',
  'IT|milan': 'MIL',
  'IT|rome': 'ROM',
  'JP|tokyo': 'TYO',
  'JP|osaka': 'OSA',
  'US|washington': 'WAS',
  'US|chicago': 'CHI',
  'RU|moscow': 'MOW',
  'SE|stockholm': 'STO',
  'CA|toronto': 'YTO',
  'CA|montreal': 'YMQ',
  'BR|sao paulo': 'SAO',
  'BR|rio de janeiro': 'RIO',
  'AR|buenos aires': 'BUE',
  'ID|jakarta': 'JKT',
  'KR|seoul': 'SEL',
  'CN|beijing': 'BJS',
  'CN|shanghai': 'SHA',
  'RO|bucharest': 'BUH',
  'TH|bangkok': 'BKK',
  'AE|dubai': 'DXB',
  'TR|istanbul': 'IST',
  'IR|tehran': 'THR',
};

// Single-zone countries get their zone directly: more reliable than a coordinate lookup on coasts and islands
// (tz-lookup puts BAH in Asia/Tehran).
export const COUNTRY_ZONES: Record<string, string> = {
  PK: 'Asia/Karachi',
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  QA: 'Asia/Qatar',
  BH: 'Asia/Bahrain',
  OM: 'Asia/Muscat',
  KW: 'Asia/Kuwait',
  TR: 'Europe/Istanbul',
  IR: 'Asia/Tehran',
  IQ: 'Asia/Baghdad',
  JO: 'Asia/Amman',
  AF: 'Asia/Kabul',
  IN: 'Asia/Kolkata',
  BD: 'Asia/Dhaka',
  LK: 'Asia/Colombo',
  NP: 'Asia/Kathmandu',
  MV: 'Indian/Maldives',
  CN: 'Asia/Shanghai',
  MY: 'Asia/Kuala_Lumpur',
  TH: 'Asia/Bangkok',
  SG: 'Asia/Singapore',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  AZ: 'Asia/Baku',
  UZ: 'Asia/Tashkent',
  EG: 'Africa/Cairo',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  CH: 'Europe/Zurich',
  AT: 'Europe/Vienna',
  GR: 'Europe/Athens',
};

// Hubs and the main Pakistani airports come first among equally good matches.
export const WELL_KNOWN = new Set([
  ...['KHI', 'LHE', 'ISB', 'PEW', 'MUX', 'SKT', 'LYP', 'UET', 'DXB', 'DOH', 'AUH', 'SHJ', 'JED', 'MED', 'RUH', 'DMM'],
  ...['IST', 'BAH', 'MCT', 'KWI', 'LHR', 'MAN', 'JFK', 'CDG', 'FRA', 'KUL', 'BKK', 'SIN', 'YYZ', 'PEK', 'CAN', 'HND'],
]);
