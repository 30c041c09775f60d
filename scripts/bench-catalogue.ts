import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { DateTime } from 'luxon';
import pg from 'pg';
import { SEARCH_SQL, type SearchRoomType, type SearchRow } from '../api/src/modules/catalogue/hotel-search.sql.js';
import { cityKey } from '../api/src/rules/catalogue.js';
import { CURRENCY_CODES, CURRENCY_STYLE, type CurrencyCode } from '../api/src/rules/currencies.js';
import { MARKET_ZONE } from '../api/src/rules/dates.js';
import { prng } from '../api/src/rules/random.js';
import { type BenchResult, bench, cycle, printResults, startBenchServer } from './lib/bench.js';

// The catalogue under 50 concurrent connections. Runs the built app (npm run build first).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/safarnama_scale npx tsx scripts/bench-catalogue.ts
//
// BENCH_MODE picks what runs (default both):
// - single: one hotel search (a 3-night stay in Dubai, priced in USD) asked again and again, and the Umrah packages
//   list, each over GraphQL and over REST; twice, with the response cache off (every request runs the search) and
//   with the default 3-second cache (BENCH_CACHE=off or on runs one of them).
// - rotating: 3,000 different searches (seeded: 21 cities, check-in 2–120 days ahead, 1–7 nights, 1–2 rooms, the
//   seven currencies) cycled through, so the response cache cannot carry them; side by side with a raw baseline, a
//   bare node:http + pg server running the app's own SEARCH_SQL as a prepared statement and pricing the 20 hotels in
//   the one currency asked. The app runs in its default configuration (the cache on); prints the ratios to the
//   baseline and whether they pass issue 19's bar (≥ 0.7 × its req/s, p99 ≤ 2 × its p99). BENCH_ROUNDS=n repeats
//   the three runs n times and reports the median of each figure.
// BENCH_DATABASE_URL points the server at a PostgreSQL database (fill one with scripts/seed-scale.ts); unset, it
// runs on the embedded database with the demo catalogue (single mode only: the baseline needs a database URL).
// BENCH_WEB_CONCURRENCY=n runs the server as a cluster of n processes (default one). BENCH_ONLY=graphql|rest runs
// only that API's rotating searches beside the baseline (to profile one of them).
// BENCH_CPU_PROF=dir profiles the server (node --cpu-prof, a .cpuprofile per process written into dir when it stops;
// summarise one with scripts/lib/cpuprofile-top.ts). The profiler costs some throughput: compare ratios without it.
// BENCH_URL=http://... benchmarks a running server instead (e.g. one started with node --cpu-prof; BENCH_SERVER_PID=its
// pid adds its CPU time per request to the table, as for the servers this script starts); BENCH_SECONDS
// sets each run's length (default 10 s single, 15 s rotating).
const mode = process.env.BENCH_MODE ?? 'both';
const external = process.env.BENCH_URL;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const cacheModes = (['off', 'on'] as const).filter((m) => !process.env.BENCH_CACHE || process.env.BENCH_CACHE === m);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
// BENCH_ONLY=graphql or rest: the rotating runs of that API alone (beside the baseline), e.g. to profile one of them
const only = process.env.BENCH_ONLY;
const secondsFor = (fallback: number) => Number(process.env.BENCH_SECONDS ?? fallback);

const today = DateTime.now().setZone(MARKET_ZONE).startOf('day');
const checkIn = today.plus({ days: 7 });
const stay = {
  city: 'Dubai',
  checkInDate: checkIn.toISODate() as string,
  checkOutDate: checkIn.plus({ days: 3 }).toISODate() as string,
  rooms: 1,
  guests: 2,
  currency: 'USD',
};
type Stay = typeof stay;

// what the hotels page asks for (LocalHotelsQuery with its LocalHotelCard_hotel fragment, web/src/modules/hotels; the
// seven currencies come from hotelPrices when a card's breakdown opens)
const hotelsQuery = `query LocalHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!, $currency: String!) {
  hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: $currency) {
    items { id name imageUrl rating city country description amenities isAvailable availableRooms currency nights roomCount
      roomType pricePerNightFormatted
      priceBreakdown { taxRate formatted { pricePerNight subtotal taxes total } } }
    hasMore limit offset
  }
}`;
// the single-query mode keeps the first wave's selection (every amount too), so its figures stay comparable
const fullHotelsQuery = `query Hotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!, $currency: String!) {
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

const post = (base: string, body: unknown, seconds: number) => ({
  url: `${base}/graphql`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  seconds,
});
const queryOf = (s: Stay) => new URLSearchParams(Object.entries(s).map(([k, v]) => [k, String(v)])).toString();

// ---------------------------------------------------------------------------------------------------------------
// The rotating search mix: the same 3,000 searches in every run (mulberry32, fixed seed); dates count from today.
const CITIES = [
  'Makkah', 'Madinah', 'Jeddah', 'Riyadh', 'Dubai', 'Abu Dhabi', 'Sharjah', 'Doha', 'Istanbul', 'Antalya', 'Baku',
  'Kuala Lumpur', 'Bangkok', 'London', 'Lahore', 'Karachi', 'Islamabad', 'Murree', 'Hunza', 'Skardu', 'Peshawar',
];

function rotatingSearches(count = 3000, seed = 19): Stay[] {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  return Array.from({ length: count }, () => {
    const from = today.plus({ days: between(2, 120) });
    const rooms = between(1, 2);
    return {
      city: pick(CITIES),
      checkInDate: from.toISODate() as string,
      checkOutDate: from.plus({ days: between(1, 7) }).toISODate() as string,
      rooms,
      guests: between(1, rooms * 2),
      currency: pick(CURRENCY_CODES),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The raw baseline: what node:http + pg alone make of the same statement. Runs in a child process (the load
// generator must not share its event loop) started from this same file with BENCH_RAW_SERVER set.
const TAX_PER_MILLE = 160n; // the 16 % of rules/catalogue.ts's HOTEL_TAX_RATE, in thousandths

const RAW_PAD = process.env.BENCH_RAW_PAD ? 'x'.repeat(Number(process.env.BENCH_RAW_PAD)) : '';

function rawServer(url: string): void {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const formats = new Map(
    CURRENCY_CODES.map((c) => {
      const style = CURRENCY_STYLE[c];
      const digits = style.decimals === 'none' ? 0 : 2;
      const f = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 });
      return [c, (cents: bigint) => `${style.symbol}${style.spaced ? ' ' : ''}${f.format(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}` as unknown as number)}`];
    }),
  );
  // exact: PKR paisa × rate (10 decimals) → cents, rounded half up
  const convert = (pkr: string, rate: string): bigint => {
    const [pi, pf = ''] = pkr.split('.');
    const [ri, rf = ''] = rate.split('.');
    const paisa = BigInt(pi + pf.padEnd(2, '0').slice(0, 2));
    const scaled = BigInt(ri + rf.padEnd(10, '0').slice(0, 10));
    return (paisa * scaled + 5_000_000_000n) / 10_000_000_000n;
  };
  const server = http.createServer(async (req, res) => {
    try {
      const q = new URL(req.url ?? '/', 'http://x').searchParams;
      const currency = (q.get('currency') ?? 'PKR') as CurrencyCode;
      const checkInDate = q.get('checkInDate') ?? '';
      const checkOutDate = q.get('checkOutDate') ?? '';
      const rooms = Number(q.get('rooms') ?? 1);
      const guests = Number(q.get('guests') ?? 2);
      const nights = Math.round((Date.parse(checkOutDate) - Date.parse(checkInDate)) / 86_400_000);
      const { rows } = await pool.query<SearchRow>({
        name: 'raw_hotel_search',
        text: SEARCH_SQL,
        values: [cityKey(q.get('city') ?? ''), 21, 0, nights, checkInDate, checkOutDate],
      });
      const rate = currency === 'PKR' ? '1' : (rows[0]?.rates.split(',').find((p) => p.startsWith(`${currency}=`))?.slice(4) ?? '1');
      const format = formats.get(currency) ?? formats.get('PKR')!;
      const hotels = rows.filter((r) => r.room_types?.length);
      const items = hotels.slice(0, 20).map((h) => {
        const types = h.room_types as SearchRoomType[];
        const fits = ([, , occupancy, free]: SearchRoomType) => free >= rooms && rooms * occupancy >= guests;
        const chosen = types.find(fits) ?? types[0];
        const perNight = convert(chosen[1], rate);
        const subtotal = perNight * BigInt(nights * rooms);
        const total = subtotal + (subtotal * TAX_PER_MILLE + 500n) / 1000n;
        return {
          id: h.id,
          name: h.name,
          imageUrl: h.image_url ?? `/media/hotel/${h.slug}.svg`,
          rating: h.rating,
          city: h.city,
          country: h.country,
          description: h.description,
          amenities: h.amenities,
          isAvailable: fits(chosen),
          availableRooms: types.reduce((n, t) => n + t[3], 0),
          roomType: chosen[0],
          currency,
          nights,
          pricePerNightFormatted: format(perNight),
          totalFormatted: format(total),
        };
      });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      // BENCH_RAW_PAD=n (a diagnostic): n characters more in every answer, to see what answer size alone costs
      res.end(JSON.stringify(RAW_PAD ? { items, hasMore: hotels.length > 20, pad: RAW_PAD } : { items, hasMore: hotels.length > 20 }));
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    }
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
  });
  process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

async function startRawServer(url: string): Promise<{ url: string; pid?: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename], {
    env: { ...process.env, BENCH_RAW_SERVER: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`raw baseline server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------

async function runSingle(base: string, label: string) {
  const seconds = secondsFor(10);
  // a warm-up call, and a sanity check that the search finds something
  const probe = await fetch(`${base}/api/hotels?${queryOf(stay)}`);
  const hotels = (await probe.json()) as unknown[];
  if (!probe.ok || !Array.isArray(hotels)) throw new Error(`hotel search failed: ${probe.status} ${JSON.stringify(hotels)}`);
  console.log(
    `\n${label}: hotel search (${stay.city}, ${stay.checkInDate} → ${stay.checkOutDate}, ${stay.currency}): ${hotels.length} hotels a page`,
  );
  const results = [
    await bench('GraphQL hotels (Dubai, 3 nights, USD)', post(base, { query: fullHotelsQuery, variables: stay }, seconds)),
    await bench('REST GET /api/hotels (Dubai, 3 nights, USD)', { url: `${base}/api/hotels?${queryOf(stay)}`, seconds }),
    await bench('GraphQL packages(type: umrah)', post(base, { query: packagesQuery, variables: { type: 'umrah' } }, seconds)),
    await bench('REST GET /api/packages?type=umrah', { url: `${base}/api/packages?type=umrah`, seconds }),
  ];
  printResults(results);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
function medianOf(runs: BenchResult[]): BenchResult {
  const of = (k: 'requests' | 'rps' | 'p50' | 'p99' | 'errors' | 'non2xx') => Math.round(median(runs.map((r) => r[k])));
  const cpu = runs.map((r) => r.cpuMs).filter((x) => x !== undefined);
  return {
    name: runs[0].name,
    requests: of('requests'),
    rps: of('rps'),
    p50: of('p50'),
    p99: of('p99'),
    errors: of('errors'),
    non2xx: of('non2xx'),
    cpuMs: cpu.length ? median(cpu) : undefined,
  };
}

/** The app and the baseline price a search alike (same hotels, same nightly price): else the comparison means nothing. */
async function crossCheck(app: string, raw: string, searches: Stay[]) {
  for (const s of searches.slice(0, 5)) {
    const [a, b] = await Promise.all([
      fetch(`${app}/api/hotels?${queryOf(s)}`).then((r) => r.json() as Promise<Array<{ id: string; pricePerNightFormatted: string }>>),
      fetch(`${raw}/?${queryOf(s)}`).then((r) => r.json() as Promise<{ items: Array<{ id: string; pricePerNightFormatted: string }> }>),
    ]);
    const same = a.length === b.items.length && a.every((h, i) => h.id === b.items[i].id && h.pricePerNightFormatted === b.items[i].pricePerNightFormatted);
    if (!same || !a.length) throw new Error(`the baseline and the app disagree on ${queryOf(s)}`);
  }
}

async function runRotating(base: string, pid?: number) {
  if (!databaseUrl) throw new Error('rotating mode needs BENCH_DATABASE_URL (the baseline queries that database)');
  const seconds = secondsFor(15);
  const searches = rotatingSearches();
  const raw = await startRawServer(databaseUrl);
  try {
    await crossCheck(base, raw.url, searches);
    console.log(
      `\nrotating searches: ${searches.length} (21 cities, check-in 2–120 days ahead, 1–7 nights, 1–2 rooms, 7 currencies), ` +
        `${seconds} s per run, 50 connections, ${rounds} round(s)`,
    );
    const names = ['raw baseline: node:http + pg, SEARCH_SQL', 'GraphQL hotels (hotels page selection)', 'REST GET /api/hotels'];
    const runs: BenchResult[][] = [[], [], []];
    for (let r = 0; r < rounds; r++) {
      runs[0].push(await bench(names[0], { url: raw.url, pid: raw.pid, seconds, next: cycle(searches, (s) => ({ path: `/?${queryOf(s)}` })) }));
      if (only !== 'rest') {
        runs[1].push(
          await bench(names[1], {
            ...post(base, {}, seconds),
            pid,
            next: cycle(searches, (s) => ({ body: JSON.stringify({ query: hotelsQuery, variables: s }) })),
          }),
        );
      }
      if (only !== 'graphql') {
        runs[2].push(await bench(names[2], { url: base, pid, seconds, next: cycle(searches, (s) => ({ path: `/api/hotels?${queryOf(s)}` })) }));
      }
      if (rounds > 1) printResults(runs.filter((x) => x.length).map((x) => x[r]));
    }
    const [baseline, ...apps] = runs.filter((r) => r.length).map(medianOf);
    if (rounds > 1) console.log(`\nmedians of ${rounds} rounds:`);
    printResults([baseline, ...apps]);
    console.log('\nagainst the baseline (issue 19: req/s ≥ 0.7 ×, p99 ≤ 2 ×):');
    for (const r of apps) {
      const rps = r.rps / baseline.rps;
      const p99 = r.p99 / baseline.p99;
      const pass = rps >= 0.7 && p99 <= 2 && r.errors === 0 && r.non2xx === 0;
      console.log(`  ${r.name.padEnd(40)} req/s ${rps.toFixed(2)} ×   p99 ${p99.toFixed(2)} ×   ${pass ? 'PASS' : 'FAIL'}`);
      if (!pass) process.exitCode = 1;
    }
  } finally {
    await raw.stop();
  }
}

async function main() {
  const where = external
    ? 'as configured'
    : databaseUrl
      ? `PostgreSQL server (${new URL(databaseUrl).pathname.slice(1)})`
      : 'embedded PostgreSQL, demo data';
  console.log(`database: ${where}; mode ${mode}; 50 connections`);
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'false' } : {};
  // one server process unless asked (the CPU column then counts every worker)
  if (process.env.BENCH_WEB_CONCURRENCY) env.WEB_CONCURRENCY = process.env.BENCH_WEB_CONCURRENCY;
  // node's own arguments (Node 20 refuses --cpu-prof in NODE_OPTIONS); a cluster's workers inherit them; the raw
  // baseline is a child of this script, not of the server
  // BENCH_NODE_ARGS: more of node's own flags for the server (e.g. --trace-gc, --max-semi-space-size=32)
  const execArgv = [
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : []),
    ...(process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
  ];
  if (mode === 'rotating' || mode === 'both') {
    if (external) await runRotating(external, process.env.BENCH_SERVER_PID ? Number(process.env.BENCH_SERVER_PID) : undefined);
    else {
      // the default configuration: production, the 3-second response cache on (it just cannot help here)
      const server = await startBenchServer(env, execArgv);
      try {
        await runRotating(server.url, server.process.pid);
      } finally {
        await server.stop();
      }
    }
  }
  if (mode === 'single' || mode === 'both') {
    if (external) await runSingle(external, 'running server');
    else {
      for (const cache of cacheModes) {
        const server = await startBenchServer({ ...env, CATALOGUE_CACHE_SECONDS: cache === 'on' ? '3' : '0' }, execArgv);
        try {
          await runSingle(server.url, cache === 'on' ? 'response cache on (3 s, the default)' : 'response cache off (every request runs the search)');
        } finally {
          await server.stop();
        }
      }
    }
  }
}

if (process.env.BENCH_RAW_SERVER) rawServer(process.env.BENCH_RAW_SERVER);
else await main();
