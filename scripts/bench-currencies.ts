import { bench, printResults, startBenchServer } from './lib/bench.js';

// GET /api/currencies and the GraphQL `currencies` query under 50 concurrent connections.
// Runs the built app (npm run build first). BENCH_URL=http://... benchmarks a running server instead;
// BENCH_DATABASE_URL=postgres://... runs it on a PostgreSQL server instead of the embedded one.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const external = process.env.BENCH_URL;
const server = external
  ? undefined
  : await startBenchServer(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, SEED_DEMO: 'false' } : {});
const base = external ?? server?.url;
try {
  const results = [
    await bench('REST GET /api/currencies', { url: `${base}/api/currencies`, seconds }),
    await bench('GraphQL { currencies }', {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ currencies { code name symbol rate isBase } }' }),
      seconds,
    }),
  ];
  console.log(`database: ${external ? 'as configured' : process.env.BENCH_DATABASE_URL ? 'PostgreSQL server' : 'embedded (PGlite)'}`);
  printResults(results);
} finally {
  await server?.stop();
}
