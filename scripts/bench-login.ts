import { bench, printResults, startBenchServer } from './lib/bench.js';

// Sign-ins per second and p99 with the production hash parameters (argon2id m=19456 KiB, t=2, p=1).
// The demo seed makes the account; BENCH_DATABASE_URL=postgres://... uses a PostgreSQL server instead of the embedded one.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dbUrl = process.env.BENCH_DATABASE_URL;
const server = await startBenchServer(dbUrl ? { DATABASE_URL: dbUrl, SEED_DEMO: 'true' } : {});
try {
  const body = JSON.stringify({ username: 'traveller', password: 'traveller123' });
  const probe = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  if (!probe.ok) throw new Error(`login failed: ${probe.status} ${await probe.text()}`);
  const results = [
    await bench('POST /api/login (correct password)', {
      url: `${server.url}/api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      seconds,
    }),
  ];
  console.log(`database: ${dbUrl ? 'PostgreSQL server' : 'embedded PostgreSQL'}; hash: argon2id m=19456 KiB t=2 p=1; 50 connections`);
  printResults(results);
} finally {
  await server.stop();
}
