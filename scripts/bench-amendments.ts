import pg from 'pg';
import { startBenchServer } from './lib/bench.js';

// Amendments (issue 37): a quote and its confirmation for a date change and for a traveller change, across many
// different bookings, on the built app (`npm run build -w api` first) with its own scratch database on
// BENCH_DATABASE_URL (default the local server, postgres://postgres@127.0.0.1:5432/postgres; dropped at the end).
// The catalogue: 10 fixed departures of one seller and type (a week of days apart, 10,000 spots each) and a flexible
// package. Bookings of 1 to 4 travellers are made on them, half by a traveller (paid at the sandbox, until confirmed)
// and half by an agent for a customer (paid from the wallet, on credit), so a change collects from the wallet or
// refunds, or leaves a balance to pay. Then, one request at a time, each booking gets in turn
// - a date change: a fixed departure moves to another departure (a different one each time), a flexible package to
//   a new travel date (a different day each time): POST /api/bookings/{id}/amendments/quote, then .../confirm;
// - a traveller change: one more or one fewer traveller (an agent's sale: its new passenger list);
// and, as bare baselines in the same run, between them: a plain `update booking … where id = $1` + `select … where
// id = $1` round trip from a pg client, and GET /api/bookings/{id} (a signed-in read through the whole HTTP stack).
// Prints p50/p95 in ms of each figure, one line each. BENCH_BOOKINGS (default 120), BENCH_ROUNDS (default 2).

const bookingsWanted = Number(process.env.BENCH_BOOKINGS ?? 120);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEPARTURES = 10;

type Json = Record<string, unknown>;

const dbName = `bench_amend_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database "${dbName}"`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const server = await startBenchServer({ DATABASE_URL: dbUrl.toString(), SEED_DEMO: 'false', PAYMENTS_SANDBOX_SECRET: 'bench-amendments-secret-0123' });
const db = new pg.Client({ connectionString: dbUrl.toString() });

const percentile = (list: number[], p: number) => {
  const s = [...list].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const line = (name: string, list: number[]) =>
  console.log(`${name.padEnd(58)} p50 ${percentile(list, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(list, 95).toFixed(1).padStart(7)} ms   (${list.length})`);
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const FIRST = ['Ayesha', 'Bilal', 'Hamza', 'Sana', 'Imran', 'Maryam', 'Usman', 'Zainab'];
const passengers = (n: number, salt: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `${FIRST[(i + salt) % FIRST.length]} Qureshi`, passportNumber: `BK${String(1_000_000 + salt * 10 + i)}` }));

try {
  await db.connect();
  const base = server.url;
  async function call(method: 'GET' | 'POST', path: string, cookie: string | undefined, body?: unknown): Promise<{ status: number; json: Json; headers: Headers }> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : { 'x-requested-with': 'bench' }) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json, headers: res.headers };
  }
  const ok = async (method: 'GET' | 'POST', path: string, cookie: string, body?: unknown) => {
    const res = await call(method, path, cookie, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
    return res.json;
  };
  async function register(role: 'end_user' | 'b2b_agent', first: string): Promise<{ cookie: string; id: string }> {
    const name = `${first.toLowerCase()}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const res = await call('POST', '/api/register', undefined, { username: name, email: `${name}@example.pk`, password: 'bench-amend-123', firstName: first, lastName: 'Bench', role });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.json)}`);
    return { cookie: (res.headers.getSetCookie().find((c) => c.startsWith('sf_sid=')) ?? '').split(';')[0], id: String(res.json.id) };
  }

  const seller = await register('b2b_agent', 'Seller');
  const traveller = await register('end_user', 'Traveller');
  const agent = await register('b2b_agent', 'Agent');
  // the agent buys on credit
  await db.query(
    `insert into ledger_account (kind, owner_id, credit_limit_in_pkr, created_at, updated_at) values ('agent_wallet', $1, 1000000000, now(), now())
     on conflict (kind, owner_id) do update set credit_limit_in_pkr = excluded.credit_limit_in_pkr`,
    [agent.id],
  );
  const departures: string[] = [];
  for (let i = 0; i < DEPARTURES; i++) {
    const { rows } = await db.query<{ id: string }>(
      `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, start_date, owner_id)
       values ($1, $2, 'A departure of the amendments benchmark.', 'umrah', '14 days', $3, 10000, 10000, 30, $4, $5) returning id`,
      [`bench-dep-${i}`, `Bench Umrah departure ${i + 1}`, 180000 + i * 5000, day(40 + i * 7), seller.id],
    );
    departures.push(rows[0].id);
  }
  const { rows: [flex] } = await db.query<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, owner_id)
     values ('bench-flex', 'Bench Hunza holiday', 'A flexible package of the amendments benchmark.', 'holiday', '6 days', 85000, 10000, 10000, 30, $1) returning id`,
    [seller.id],
  );

  // the bookings: every fifth on the flexible package, the rest spread over the departures; travellers 1 to 4
  type Booked = { id: string; agent: boolean; packageId: string; count: number; salt: number; travelDay: number };
  const booked: Booked[] = [];
  for (let i = 0; i < bookingsWanted; i++) {
    const byAgent = i % 2 === 1;
    const packageId = i % 5 === 4 ? flex.id : departures[i % DEPARTURES];
    const count = 1 + (i % 4);
    const who = byAgent ? agent : traveller;
    const b = await ok('POST', '/api/bookings', who.cookie, {
      type: 'package',
      packageId,
      passengerCount: count,
      ...(packageId === flex.id ? { travelDate: day(20 + (i % 60)) } : {}),
      ...(byAgent ? { customer: { leadName: 'Imran Qureshi', phone: '+923001234567', email: 'imran@example.pk', passengers: passengers(count, i) } } : {}),
    });
    const id = String(b.id);
    if (byAgent) await ok('POST', `/api/bookings/${id}/payments`, agent.cookie, { method: 'wallet' });
    else {
      const started = await ok('POST', `/api/bookings/${id}/payments`, traveller.cookie, { method: 'sandbox' });
      await ok('POST', `/api/payments/sandbox/${String(started.id)}/complete`, traveller.cookie, { outcome: 'success' });
    }
    booked.push({ id, agent: byAgent, packageId, count, salt: i, travelDay: 20 + (i % 60) });
  }
  // the sandbox's webhooks arrive through the job queue: wait until every traveller's booking is confirmed
  for (const b of booked.filter((x) => !x.agent)) {
    for (let tries = 0; ; tries++) {
      const got = await ok('GET', `/api/bookings/${b.id}`, traveller.cookie);
      if (got.status === 'confirmed') break;
      if (tries > 400) throw new Error(`booking ${b.id} not confirmed: ${String(got.status)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  const times = { datesQuote: [] as number[], datesConfirm: [] as number[], dates: [] as number[], travQuote: [] as number[], travConfirm: [] as number[], trav: [] as number[], sql: [] as number[], read: [] as number[] };
  let refused = 0;
  const timed = async <T>(list: number[], fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const value = await fn();
    list.push(performance.now() - t0);
    return value;
  };
  async function change(b: Booked, input: Json, quoteList: number[], confirmList: number[], bothList: number[]): Promise<boolean> {
    const cookie = b.agent ? agent.cookie : traveller.cookie;
    const t0 = performance.now();
    const quote = await timed(quoteList, () => call('POST', `/api/bookings/${b.id}/amendments/quote`, cookie, input));
    if (quote.status !== 201) {
      refused++;
      if (refused <= 5) console.error(`quote ${JSON.stringify(input)}: ${quote.status} ${JSON.stringify(quote.json).slice(0, 200)}`);
      return false;
    }
    const confirmed = await timed(confirmList, () => call('POST', `/api/bookings/${b.id}/amendments/${String(quote.json.id)}/confirm`, cookie, {}));
    if (confirmed.status !== 200) {
      refused++;
      if (refused <= 5) console.error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.json).slice(0, 200)}`);
      return false;
    }
    bothList.push(performance.now() - t0);
    return true;
  }

  for (let round = 0; round < rounds; round++) {
    for (const [k, b] of booked.entries()) {
      // a date change: another departure (a different one each time), or another day (1 to 30 days on, within 15 to
      // 95 days from now) for the flexible package
      const target = b.packageId === flex.id ? null : departures[(departures.indexOf(b.packageId) + 1 + ((b.salt + round) % (DEPARTURES - 1))) % DEPARTURES];
      const travelDay = 15 + ((b.travelDay - 15 + 1 + ((b.salt * 7 + round) % 30)) % 80);
      const dates = target ? { kind: 'dates', packageId: target } : { kind: 'dates', travelDate: day(travelDay) };
      if (await change(b, dates, times.datesQuote, times.datesConfirm, times.dates)) {
        if (target) b.packageId = target;
        else b.travelDay = travelDay;
      }

      // the bare baselines, between the changes
      const note = `bench ${round}-${k}`;
      await timed(times.sql, async () => {
        await db.query('update booking set special_requirements = $1 where id = $2', [note, b.id]);
        await db.query('select * from booking where id = $1', [b.id]);
      });
      await timed(times.read, () => ok('GET', `/api/bookings/${b.id}`, b.agent ? agent.cookie : traveller.cookie));

      // a traveller change: one more (up to 4) or one fewer (down to 1)
      const count = b.count >= 4 ? 3 : b.count <= 1 ? 2 : b.count + ((b.salt + round) % 2 ? 1 : -1);
      const travellers = { kind: 'travellers', passengerCount: count, ...(b.agent ? { passengers: passengers(count, b.salt + round) } : {}) };
      if (await change(b, travellers, times.travQuote, times.travConfirm, times.trav)) b.count = count;
    }
  }

  console.log(`Amendments, ${booked.length} bookings (half a traveller's paid at the sandbox, half an agent's paid from the wallet), ${rounds} rounds, one request at a time; refused ${refused}:`);
  line('date change: POST …/amendments/quote', times.datesQuote);
  line('date change: POST …/amendments/{quoteId}/confirm', times.datesConfirm);
  line('date change: quote + confirm', times.dates);
  line('traveller change: POST …/amendments/quote', times.travQuote);
  line('traveller change: POST …/amendments/{quoteId}/confirm', times.travConfirm);
  line('traveller change: quote + confirm', times.trav);
  line('baseline: update booking + select booking (pg, no HTTP)', times.sql);
  line('baseline: GET /api/bookings/{id} (signed in)', times.read);
} finally {
  await db.end().catch(() => {});
  await server.stop();
  await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => {});
  await admin.end();
}
