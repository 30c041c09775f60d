import { type BenchResult, printResults, startBenchServer } from './lib/bench.js';

// Flight orders created, paid and ticketed per second with 50 concurrent buyers on the sandbox airline, on the built
// app (`npm run build` first) and its default embedded database. Each buyer loops: searches a route and date the way
// travellers vary them (14 routes without a scenario, 20 to 89 days ahead, 1 or 2 adults), prices the cheapest offer
// again (POST /api/flights/offers/{id}/price), orders it for instant payment (POST /api/flights/orders), pays with the
// sandbox card (POST /api/bookings/{id}/payments, then Pay on the sandbox checkout) and polls GET
// /api/flights/orders/{id} until the ticketing job has issued the tickets. Prints orders ticketed per second and the
// p50/p99 of each step; as a bare baseline in the same run, GET /api/flights/orders/{id} alone (a signed-in read).
// BENCH_SECONDS (default 20), BENCH_BUYERS (default 50), BENCH_POLL_MS (default 25).

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const buyers = Number(process.env.BENCH_BUYERS ?? 50);
const pollMs = Number(process.env.BENCH_POLL_MS ?? 25);

type Json = Record<string, unknown>;
const ROUTES = [
  ['KHI', 'DXB'], ['LHE', 'DXB'], ['ISB', 'JED'], ['KHI', 'JED'], ['LHE', 'MED'], ['KHI', 'RUH'], ['ISB', 'DOH'],
  ['LHE', 'IST'], ['KHI', 'LHR'], ['ISB', 'AUH'], ['MUX', 'DXB'], ['SKT', 'JED'], ['PEW', 'DXB'], ['KHI', 'SHJ'],
] as const;

const server = await startBenchServer({ SEED_DEMO: 'true' });

async function call(method: 'GET' | 'POST', path: string, cookie: string | undefined, body?: unknown): Promise<{ status: number; json: Json; headers: Headers }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Json, headers: res.headers };
}

const cookieOf = (headers: Headers) => (headers.getSetCookie().find((c) => c.startsWith('sf_sid=')) ?? '').split(';')[0];
function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const passenger = (i: number) => ({
  type: 'adult',
  title: i ? 'mrs' : 'mr',
  givenName: i ? 'Ayesha' : 'Imran',
  familyName: 'Bench',
  gender: i ? 'f' : 'm',
  bornOn: '1984-06-01',
  passportNumber: `BN${String(100000 + i)}`,
  passportCountry: 'PK',
  passportExpiresOn: '2034-01-01',
  nationality: 'PK',
});

try {
  const cookies: string[] = [];
  for (let i = 0; i < buyers; i++) {
    const name = `flyer${i}_${Date.now().toString(36)}`;
    const res = await call('POST', '/api/register', undefined, { username: name, email: `${name}@example.pk`, password: 'bench-flyer-123', firstName: 'Bench', lastName: `Flyer${i}` });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.json)}`);
    cookies.push(cookieOf(res.headers));
  }

  const steps = { search: [] as number[], price: [] as number[], order: [] as number[], pay: [] as number[], complete: [] as number[], ticketing: [] as number[], round: [] as number[], read: [] as number[] };
  let errors = 0;
  let polls = 0;
  let n = 0;
  const ordered: Array<{ id: string; cookie: string }> = [];
  const timed = async <T>(list: number[], fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const value = await fn();
    list.push(performance.now() - t0);
    return value;
  };

  async function buyer(cookie: string, deadline: number): Promise<void> {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      try {
        const k = n++;
        const [origin, destination] = ROUTES[k % ROUTES.length];
        const adults = 1 + (k % 2);
        const search = await timed(steps.search, () =>
          call('POST', '/graphql', cookie, {
            query: 'query($i: FlightSearchInput!) { flightSearch(input: $i) { flights { id bookable } } }',
            variables: { i: { origin, destination, departureDate: day(20 + (k % 70)), adults, currency: 'PKR', limit: 5 } },
          }),
        );
        const flights = ((search.json.data as Json)?.flightSearch as { flights: Array<{ id: string; bookable: boolean }> } | undefined)?.flights ?? [];
        const offer = flights.find((f) => f.bookable);
        if (!offer) throw new Error(`search ${origin}-${destination}: ${JSON.stringify(search.json).slice(0, 200)}`);
        const priced = await timed(steps.price, () => call('POST', `/api/flights/offers/${encodeURIComponent(offer.id)}/price`, cookie, {}));
        if (priced.status !== 200) throw new Error(`price: ${priced.status} ${JSON.stringify(priced.json)}`);
        const total = (priced.json.offer as Json).totalInPkr;
        const order = await timed(steps.order, () =>
          call('POST', '/api/flights/orders', cookie, {
            offerId: offer.id,
            type: 'instant',
            expectedTotalInPkr: total,
            passengers: Array.from({ length: adults }, (_, i) => passenger(i)),
            contact: { email: 'bench@example.pk', phone: '+923001234567' },
          }),
        );
        if (order.status !== 201) throw new Error(`order: ${order.status} ${JSON.stringify(order.json)}`);
        const orderId = String(order.json.id);
        const pay = await timed(steps.pay, () => call('POST', `/api/bookings/${String(order.json.bookingId)}/payments`, cookie, { method: 'sandbox' }));
        if (pay.status !== 201) throw new Error(`pay: ${pay.status} ${JSON.stringify(pay.json)}`);
        const done = await timed(steps.complete, () => call('POST', `/api/payments/sandbox/${String(pay.json.id)}/complete`, cookie, { outcome: 'success' }));
        if (done.status !== 200) throw new Error(`complete: ${done.status} ${JSON.stringify(done.json)}`);
        await timed(steps.ticketing, async () => {
          for (;;) {
            polls++;
            const o = await call('GET', `/api/flights/orders/${orderId}`, cookie);
            if (o.json.status === 'ticketed') return;
            if (o.json.status === 'cancelled') throw new Error(`order ${orderId} cancelled: ${String(o.json.failure)}`);
            if (performance.now() - t0 > 60_000) throw new Error(`order ${orderId} not ticketed after 60 s (${String(o.json.status)})`);
            await new Promise((r) => setTimeout(r, pollMs));
          }
        });
        steps.round.push(performance.now() - t0);
        ordered.push({ id: orderId, cookie });
      } catch (err) {
        errors++;
        if (errors <= 5) console.error(String(err));
      }
    }
  }

  const started = Date.now();
  await Promise.all(cookies.map((c) => buyer(c, started + seconds * 1000)));
  const elapsed = (Date.now() - started) / 1000;

  // the baseline: a signed-in read of one of those orders, the same buyers, for 5 s
  const readStarted = Date.now();
  await Promise.all(
    cookies.map(async (cookie, i) => {
      const mine = ordered.filter((o) => o.cookie === cookie);
      let j = i;
      while (Date.now() < readStarted + 5000 && mine.length) {
        const o = mine[j++ % mine.length];
        await timed(steps.read, () => call('GET', `/api/flights/orders/${o.id}`, cookie));
      }
    }),
  );
  const readElapsed = (Date.now() - readStarted) / 1000;

  const ticketed = steps.round.length;
  console.log(
    `flight orders: ${ticketed} searched, priced, ordered, paid and ticketed in ${elapsed.toFixed(1)} s = ${(ticketed / elapsed).toFixed(1)} orders/s with ${buyers} buyers; ` +
      `${polls} status polls (every ${pollMs} ms); errors ${errors}`,
  );
  const row = (name: string, list: number[], over = elapsed): BenchResult => {
    const sorted = [...list].sort((a, b) => a - b);
    return { name, requests: list.length, rps: Math.round(list.length / over), p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors: 0, non2xx: 0 };
  };
  printResults([
    { ...row('search → price → order → paid → ticketed (one round)', steps.round), errors },
    row('flightSearch (GraphQL, 5 offers)', steps.search),
    row('POST /api/flights/offers/{id}/price', steps.price),
    row('POST /api/flights/orders (instant)', steps.order),
    row('POST /api/bookings/{id}/payments (sandbox)', steps.pay),
    row('POST /api/payments/sandbox/{id}/complete', steps.complete),
    row('paid → ticketed (webhook, ticketing job; polling)', steps.ticketing),
    row('baseline: GET /api/flights/orders/{id} alone', steps.read, readElapsed),
  ]);
} finally {
  await server.stop();
}
