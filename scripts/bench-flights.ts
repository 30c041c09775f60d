import { type BenchResult, bench, cycle, printResults, startBenchServer } from './lib/bench.js';

// Airport autocomplete and flight search on the sandbox provider under 50 concurrent connections.
// Every request asks something different (queries, routes, dates rotate), so nothing is served from a cache.
// Runs the built app (npm run build first). BENCH_URL=http://... benchmarks a running server instead.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const external = process.env.BENCH_URL;
const server = external ? undefined : await startBenchServer();
const base = external ?? server?.url ?? '';

const QUERIES = [
  'ka',
  'kar',
  'lah',
  'isl',
  'dub',
  'jed',
  'lon',
  'ist',
  'doh',
  'med',
  'pes',
  'mul',
  'ri',
  'new y',
  'sha',
  'KHI',
  'DXB',
  'skardu',
  'gil',
  'que',
];
const ROUTES = [
  ['KHI', 'DXB'],
  ['LHE', 'JED'],
  ['ISB', 'LHR'],
  ['KHI', 'IST'],
  ['PEW', 'DOH'],
  ['MUX', 'MED'],
  ['ISB', 'KHI'],
  ['SKT', 'RUH'],
  ['LHE', 'AUH'],
  ['KHI', 'KUL'],
  ['GIL', 'KHI'],
  ['ISB', 'JFK'],
];
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

// every request asks for the next path of the list
function run(name: string, paths: string[]): Promise<BenchResult> {
  return bench(name, { url: base, connections, seconds, next: cycle(paths, (path) => ({ path })) });
}

const autocomplete = QUERIES.flatMap((q) => [
  `/api/travelpayouts/airports/search?query=${encodeURIComponent(q)}`,
  `/api/travelpayouts/cities/search?query=${encodeURIComponent(q)}`,
]);
const searches: string[] = [];
for (let d = 7; d < 37; d++) {
  for (const [origin, destination] of ROUTES) {
    const roundTrip = d % 2 === 0 ? `&return_date=${day(d + 7)}` : '';
    const currency = ['PKR', 'USD', 'AED', 'SAR'][d % 4];
    searches.push(
      `/api/travelpayouts/flights/search?origin=${origin}&destination=${destination}&departure_date=${day(d)}${roundTrip}&adults=${1 + (d % 3)}&currency=${currency}&trip_class=Y`,
    );
  }
}

try {
  // warm up: the airport index is built once per process
  await fetch(`${base}/api/travelpayouts/airports/search?query=warm`);
  const results = [
    await run('autocomplete GET /api/travelpayouts/{airports,cities}/search', autocomplete),
    await run('flight search GET /api/travelpayouts/flights/search', searches),
  ];
  console.log(`provider: sandbox · ${connections} connections · ${seconds} s each · ${searches.length} distinct searches rotating`);
  printResults(results);
} finally {
  await server?.stop();
}
