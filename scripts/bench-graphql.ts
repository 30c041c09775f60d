import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'graphql';
import { startServer } from './e2e/server.js';
import { BENCH_RATE_BUDGETS, type BenchResult, bench, printResults } from './lib/bench.js';

// What the partner API limits add to a GraphQL request: the query limits (depth, cost, aliases, directives, tokens)
// and the shared PostgreSQL rate-limit counter. Two servers of the built app (npm run build first): one as
// shipped, with rate budgets too large to trip, and one with GRAPHQL_LIMITS=off (a benchmark-only switch).
// The machine's other load moves these figures a lot: compare rounds, and run with BENCH_CONNECTIONS=1 to see
// the per-request overhead without queueing.
// The default operation is the partner's package search (the Umrah list as the /packages page asks for it).
//   npx tsx scripts/bench-graphql.ts
//   BENCH_QUERY='{ currencies { code rate } }' BENCH_SECONDS=10 BENCH_ROUNDS=2 BENCH_CONNECTIONS=50
//   BENCH_DATABASE_URL=postgres://… (instead of embedded PGlite; demo data is seeded into an empty database)
const query =
  process.env.BENCH_QUERY ??
  '{ packages(type: umrah, pagination: { limit: 20 }) { items { id name type duration priceInPkr originalPriceInPkr ' +
    'availableSpots maxCapacity departureCity makkahHotel madinahHotel rating imageUrl featured } hasMore } }';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const database: Record<string, string> = process.env.BENCH_DATABASE_URL
  ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, SEED_DEMO: 'true' }
  : { SEED_DEMO: 'true' };

const body = JSON.stringify({ query });
const headers = { 'content-type': 'application/json' };

async function measure(name: string, env: Record<string, string>): Promise<BenchResult> {
  const server = await startServer({ ...database, ...env });
  try {
    // warm up: the parsed document and the per-document checks are cached after the first request
    await bench(`${name} (warm-up)`, { url: `${server.url}/graphql`, method: 'POST', headers, body, connections, seconds: 3 });
    return await bench(name, { url: `${server.url}/graphql`, method: 'POST', headers, body, connections, seconds });
  } finally {
    await server.stop();
  }
}

const results: BenchResult[] = [];
const limitsOn = (round: number) =>
  measure(`limits on, round ${round}`, BENCH_RATE_BUDGETS);
const limitsOff = (round: number) => measure(`limits off, round ${round}`, { GRAPHQL_LIMITS: 'off' });
for (let round = 1; round <= rounds; round++) {
  // alternate which goes first, so start-up effects and drifting machine load fall on both sides
  const pair = round % 2 ? [limitsOn, limitsOff] : [limitsOff, limitsOn];
  for (const run of pair) results.push(await run(round));
}

// the query checks alone, in process: what the plugin spends per request (cached structure + cost)
const dist = path.resolve(import.meta.dirname, '../api/dist');
const { buildAppSchema } = await import(path.join(dist, 'features.js'));
const { structuralRefusal, operationCost } = await import(path.join(dist, 'graphql/limits.js'));
const schema = await buildAppSchema();
const document = parse(query);
const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
const time = (n: number, fn: () => void) => {
  const start = performance.now();
  for (let i = 0; i < n; i++) fn();
  return ((performance.now() - start) * 1000) / n;
};
const uncached = time(2000, () => structuralRefusal(schema, document, query, 'anonymous'));
const cost = time(20000, () => operationCost(schema, document, operation, {}));

// the rate-limit counter alone: one upsert per request, sequential, on the same database kind
const { migrate } = await import(path.join(dist, 'db/orm.js'));
const { openOrm } = await import(path.join(dist, 'features.js'));
const { startEmbeddedPostgres, embeddedTempDir } = await import(path.join(dist, 'db/embedded.js'));
const { hitWindow } = await import(path.join(dist, 'security/rate-limit.js'));
const embedded = process.env.BENCH_DATABASE_URL ? undefined : await startEmbeddedPostgres(embeddedTempDir());
const orm = await openOrm(process.env.BENCH_DATABASE_URL ?? embedded?.url, { poolMax: 1 });
await migrate(orm);
const counterTimes: number[] = [];
for (let i = 0; i < 1000; i++) {
  const start = performance.now();
  await hitWindow(orm.em.fork(), 'api:addr:bench', 60_000, new Date());
  counterTimes.push(performance.now() - start);
}
await orm.close(true);
await embedded?.stop();
if (embedded) fs.rmSync(embedded.dataDir, { recursive: true, force: true });
counterTimes.sort((a, b) => a - b);

console.log(`\nquery: ${query}`);
console.log(
  `database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL server' : 'embedded (PGlite)'}; ${connections} connections, ${seconds} s per run`,
);
printResults(results);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const on = results.filter((r) => r.name.startsWith('limits on'));
const off = results.filter((r) => r.name.startsWith('limits off'));
const p50 = median(on.map((r) => r.p50)) - median(off.map((r) => r.p50));
const p99 = median(on.map((r) => r.p99)) - median(off.map((r) => r.p99));
console.log(`\nadded by the limits (median of rounds): p50 ${p50 >= 0 ? '+' : ''}${p50} ms, p99 ${p99 >= 0 ? '+' : ''}${p99} ms`);
console.log(
  `in-process query checks: ${uncached.toFixed(1)} µs per new document (then cached), ${cost.toFixed(1)} µs cost estimate per request`,
);
console.log(`rate-limit counter (1000 sequential upserts): p50 ${counterTimes[500].toFixed(2)} ms, p99 ${counterTimes[990].toFixed(2)} ms`);
