import { DateTime } from 'luxon';
import { bench, printResults, startBenchServer } from './lib/bench.js';

// The catalogue under 50 concurrent connections: the hotel search (a 3-night stay in Dubai, priced in USD) and the
// Umrah packages list, each over GraphQL and over REST. Runs the built app (npm run build first).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/safarnama_scale npx tsx scripts/bench-catalogue.ts
//
// BENCH_DATABASE_URL points the server at a PostgreSQL database (fill one with scripts/seed-scale.ts); unset, it
// runs on the embedded database with the demo catalogue. It runs twice: with the response cache off (every request
// runs the search) and with the default 3-second cache (BENCH_CACHE=off or on runs one of them).
// BENCH_URL=http://... benchmarks a running server instead.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const external = process.env.BENCH_URL;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const modes = (['off', 'on'] as const).filter((m) => !process.env.BENCH_CACHE || process.env.BENCH_CACHE === m);

const checkIn = DateTime.now().setZone('Asia/Karachi').plus({ days: 7 });
const stay = {
  city: 'Dubai',
  checkInDate: checkIn.toISODate() as string,
  checkOutDate: checkIn.plus({ days: 3 }).toISODate() as string,
  rooms: 1,
  guests: 2,
  currency: 'USD',
};

// what the hotels page asks for
const hotelsQuery = `query Hotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!, $currency: String!) {
  hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: $currency) {
    items { id name imageUrl rating city country description amenities isAvailable availableRooms currency nights roomCount
      pricePerNight pricePerNightInPkr pricePerNightFormatted
      priceBreakdown { pricePerNight subtotal taxes total taxRate formatted { pricePerNight subtotal taxes total } }
      multiCurrencyPricing { currency pricePerNight total formatted totalFormatted } }
    hasMore
  }
}`;
const packagesQuery = `query Packages($type: PackageType) {
  packages(type: $type) { items { id name description type imageUrl duration priceInPkr inclusions } hasMore }
}`;

const post = (base: string, body: unknown) => ({
  url: `${base}/graphql`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  seconds,
});

const query = new URLSearchParams(Object.entries(stay).map(([k, v]) => [k, String(v)]));

async function run(base: string, label: string) {
  // a warm-up call, and a sanity check that the search finds something
  const probe = await fetch(`${base}/api/hotels?${query}`);
  const hotels = (await probe.json()) as unknown[];
  if (!probe.ok || !Array.isArray(hotels)) throw new Error(`hotel search failed: ${probe.status} ${JSON.stringify(hotels)}`);
  console.log(
    `\n${label}: hotel search (${stay.city}, ${stay.checkInDate} → ${stay.checkOutDate}, ${stay.currency}): ${hotels.length} hotels a page`,
  );
  const results = [
    await bench('GraphQL hotels (Dubai, 3 nights, USD)', post(base, { query: hotelsQuery, variables: stay })),
    await bench('REST GET /api/hotels (Dubai, 3 nights, USD)', { url: `${base}/api/hotels?${query}`, seconds }),
    await bench('GraphQL packages(type: umrah)', post(base, { query: packagesQuery, variables: { type: 'umrah' } })),
    await bench('REST GET /api/packages?type=umrah', { url: `${base}/api/packages?type=umrah`, seconds }),
  ];
  printResults(results);
}

const where = external
  ? 'as configured'
  : databaseUrl
    ? `PostgreSQL server (${new URL(databaseUrl).pathname.slice(1)})`
    : 'embedded (PGlite), demo data';
console.log(`database: ${where}; ${seconds} s per run, 50 connections`);
if (external) await run(external, 'running server');
else {
  for (const mode of modes) {
    const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'false' } : {};
    const server = await startBenchServer({ ...env, CATALOGUE_CACHE_SECONDS: mode === 'on' ? '3' : '0' });
    try {
      await run(server.url, mode === 'on' ? 'response cache on (3 s, the default)' : 'response cache off (every request runs the search)');
    } finally {
      await server.stop();
    }
  }
}
