import autocannon from 'autocannon';
import pg from 'pg';
import { bench, printResults, startBenchServer } from './lib/bench.js';

// 1. Bookings made per second (each holds its seats, pending payment) with 50 concurrent bookers (package bookings spread over 20 packages).
// 2. GET /api/analytics/overview p99 with 1,000,000 bookings in the database.
// Needs a PostgreSQL server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a scratch
// database safarnama_bench_booking is created on it and dropped at the end.
// BENCH_EMBEDDED=1 runs part 1 only, on the default start's embedded database, with packages made through the API.
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (process.env.BENCH_EMBEDDED === '1') {
  await benchEmbedded();
  process.exit(process.exitCode ?? 0);
}
const name = 'safarnama_bench_booking';
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const server = await startBenchServer({ DATABASE_URL: url.toString(), SEED_DEMO: 'true', ADMIN_USERNAME: 'benchadmin', ADMIN_PASSWORD: 'bench-admin-123' });
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();

async function cookieFor(username: string, password: string, url = server.url): Promise<string> {
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

try {
  // 20 packages of its own with room for every booking the run can make
  await db.query(`insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots)
    select 'bench-' || g, 'Bench Umrah ' || g, 'A package made by the booking benchmark.', 'umrah', '14 days', 250000 + g * 1000, 1000000, 1000000
      from generate_series(1, 20) g on conflict do nothing`);
  const packages = (await db.query("select id from package where slug like 'bench-%' order by slug")).rows.map((r) => r.id as string);
  const traveller = await cookieFor('traveller', 'traveller123');
  // a booking holds its seats from the moment it is made (pending until paid: scripts/bench-payments.ts pays them)
  const holding = async () => Number((await db.query("select count(*) from booking where status in ('pending', 'confirmed')")).rows[0].count);
  const before = await holding();
  const run = await bookForSeconds(server.url, traveller, packages);
  const made = (await holding()) - before;
  console.log(`bookings: ${made} made (holding their seats) in ${run.elapsed.toFixed(1)} s = ${Math.round(made / run.elapsed)} bookings/s; p50 ${run.result.latency.p50} ms, p99 ${run.result.latency.p99} ms; non-2xx ${run.result.non2xx}, errors ${run.result.errors}`);

  // a million bookings, with the sharded counters kept in step the way bookings keep them
  const t0 = Date.now();
  const users = (await db.query('select id from app_user')).rows.map((r) => r.id as string);
  await db.query(
    `insert into booking (user_id, type, item_name, package_id, passenger_count, total_price_in_pkr, status, travel_date, created_at)
     select (array[${users.map((u) => `'${u}'::uuid`).join(',')}])[1 + (g % ${users.length})], 'package', 'Bench package', $1::uuid, 1,
            100000 + (g % 50) * 1000, case when g % 10 = 0 then 'cancelled' else 'confirmed' end,
            now() + (g % 300) * interval '1 day', now() - (g % 365) * interval '1 day'
       from generate_series(1, 1000000) g`,
    [packages[0]],
  );
  await db.query(`update booking_stats_shard s set bookings = t.c, revenue = t.r
    from (select (row_number() over () - 1) as shard, c, r from (select count(*) / 16 as c, sum(total_price_in_pkr) / 16 as r from booking where status <> 'cancelled') x, generate_series(1, 16)) t
    where s.shard = t.shard`);
  await db.query('analyze booking');
  const total = Number((await db.query('select count(*) from booking')).rows[0].count);
  console.log(`inserted bookings: ${total} rows in the table (${((Date.now() - t0) / 1000).toFixed(0)} s)`);

  const adminCookie = await cookieFor('benchadmin', 'bench-admin-123');
  const overview = await (await fetch(`${server.url}/api/analytics/overview`, { headers: { cookie: adminCookie } })).json();
  console.log('overview:', overview);
  printResults([await bench('GET /api/analytics/overview (1M bookings)', { url: `${server.url}/api/analytics/overview`, headers: { cookie: adminCookie }, seconds })]);
} finally {
  await db.end();
  await server.stop();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function benchEmbedded(): Promise<void> {
  const server = await startBenchServer({ SEED_DEMO: 'true' });
  try {
    const login = (username: string, password: string) => cookieFor(username, password, server.url);
    const agent = await login('agent', 'agent12345');
    const packages: string[] = [];
    for (let n = 1; n <= 20; n++) {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: agent },
        body: JSON.stringify({
          query: 'mutation($input: PackageInput!) { createPackage(input: $input) { id } }',
          variables: { input: { name: `Bench Umrah ${n}`, description: 'A package made by the booking benchmark.', type: 'umrah', duration: '14 days', priceInPkr: 250000 + n * 1000, maxCapacity: 10000, status: 'active', inclusions: ['Visa', 'Hotel'] } },
        }),
      });
      const body = (await res.json()) as { data?: { createPackage: { id: string } }; errors?: unknown };
      if (!body.data) throw new Error(`createPackage: ${JSON.stringify(body.errors)}`);
      packages.push(body.data.createPackage.id);
    }
    const traveller = await login('traveller', 'traveller123');
    const { result, created, elapsed } = await bookForSeconds(server.url, traveller, packages);
    console.log(`embedded database: ${created} bookings in ${elapsed.toFixed(1)} s = ${Math.round(created / elapsed)} bookings/s; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; non-2xx ${result.non2xx}, errors ${result.errors}`);
    if (result.non2xx || result.errors) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

/** 50 travellers' worth of package bookings (one package each time, round robin) for `seconds`. */
async function bookForSeconds(serverUrl: string, cookie: string, packages: string[]) {
  let i = 0;
  let created = 0;
  const started = Date.now();
  const result = await autocannon({
    url: `${serverUrl}/api/bookings`,
    connections: 50,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ type: 'package', packageId: packages[i++ % packages.length], passengerCount: 1 }),
        }),
        onResponse: (status) => {
          if (status === 201 || status === 200) created++;
        },
      },
    ],
  });
  return { result, created, elapsed: (Date.now() - started) / 1000 };
}
