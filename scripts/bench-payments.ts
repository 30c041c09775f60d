import { type BenchResult, printResults, startBenchServer } from './lib/bench.js';

// Bookings paid end to end per second with 50 concurrent payers, on the built app (`npm run build` first) and its
// default embedded database: each payer books a package (POST /api/bookings), starts its advance payment
// (POST /api/bookings/{id}/payments, sandbox), presses Pay on the sandbox checkout
// (POST /api/payments/sandbox/{paymentId}/complete) and polls GET /api/bookings/{id} until the sandbox's signed
// webhook, delivered by the server's job queue, has confirmed it; then starts over. Prints the bookings paid per
// second and the p50/p99 of one whole round (book → confirmed) and of each step.
// BENCH_SECONDS (default 20), BENCH_PAYERS (default 50), BENCH_POLL_MS (default 25).

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const payers = Number(process.env.BENCH_PAYERS ?? 50);
const pollMs = Number(process.env.BENCH_POLL_MS ?? 25);

type Json = Record<string, unknown>;

const server = await startBenchServer({ SEED_DEMO: 'true' });

async function call(method: 'GET' | 'POST', path: string, cookie: string | undefined, body?: Json): Promise<{ status: number; json: Json; headers: Headers }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Json, headers: res.headers };
}

function cookieOf(headers: Headers): string {
  return (headers.getSetCookie().find((c) => c.startsWith('sf_sid=')) ?? '').split(';')[0];
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

try {
  // 20 packages × 10,000 spots: room for every booking the run can make; 30 % advance
  const agent = await call('POST', '/api/login', undefined, { username: 'agent', password: 'agent12345' });
  const agentCookie = cookieOf(agent.headers);
  const packages: string[] = [];
  for (let n = 1; n <= 20; n++) {
    const res = await call('POST', '/graphql', agentCookie, {
      query: 'mutation($input: PackageInput!) { createPackage(input: $input) { id } }',
      variables: {
        input: { name: `Bench Umrah ${n}`, description: 'A package made by the payments benchmark.', type: 'umrah', duration: '14 days', priceInPkr: 250000 + n * 1000, maxCapacity: 10000, inclusions: ['Visa'], advancePaymentPercent: 30 },
      },
    });
    const id = ((res.json.data as Json | undefined)?.createPackage as Json | undefined)?.id;
    if (typeof id !== 'string') throw new Error(`createPackage: ${JSON.stringify(res.json)}`);
    packages.push(id);
  }
  // one account per payer, as 50 travellers would be
  const cookies: string[] = [];
  for (let i = 0; i < payers; i++) {
    const res = await call('POST', '/api/register', undefined, {
      username: `payer${i}_${Date.now().toString(36)}`,
      email: `payer${i}_${Date.now().toString(36)}@example.pk`,
      password: 'bench-payer-123',
      firstName: 'Bench',
      lastName: `Payer${i}`,
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.json)}`);
    cookies.push(cookieOf(res.headers));
  }

  const steps = { book: [] as number[], pay: [] as number[], complete: [] as number[], webhook: [] as number[], round: [] as number[] };
  let errors = 0;
  let polls = 0;
  let next = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();

  const timed = async <T>(list: number[], fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const value = await fn();
    list.push(performance.now() - t0);
    return value;
  };

  async function payer(cookie: string): Promise<void> {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      try {
        const booked = await timed(steps.book, () => call('POST', '/api/bookings', cookie, { type: 'package', packageId: packages[next++ % packages.length], passengerCount: 1 }));
        if (booked.status !== 201) throw new Error(`book: ${booked.status} ${JSON.stringify(booked.json)}`);
        const id = String(booked.json.id);
        const pay = await timed(steps.pay, () => call('POST', `/api/bookings/${id}/payments`, cookie, { method: 'sandbox' }));
        if (pay.status !== 201) throw new Error(`pay: ${pay.status} ${JSON.stringify(pay.json)}`);
        const done = await timed(steps.complete, () => call('POST', `/api/payments/sandbox/${String(pay.json.id)}/complete`, cookie, { outcome: 'success' }));
        if (done.status !== 200) throw new Error(`complete: ${done.status} ${JSON.stringify(done.json)}`);
        await timed(steps.webhook, async () => {
          for (;;) {
            polls++;
            const b = await call('GET', `/api/bookings/${id}`, cookie);
            if (b.json.status === 'confirmed') return;
            if (performance.now() - t0 > 30_000) throw new Error(`booking ${id} not confirmed after 30 s`);
            await new Promise((r) => setTimeout(r, pollMs));
          }
        });
        steps.round.push(performance.now() - t0);
      } catch (err) {
        errors++;
        if (errors <= 5) console.error(String(err));
      }
    }
  }

  await Promise.all(cookies.map((c) => payer(c)));
  const elapsed = (Date.now() - started) / 1000;
  const paid = steps.round.length;
  console.log(
    `payments: ${paid} bookings paid end to end in ${elapsed.toFixed(1)} s = ${(paid / elapsed).toFixed(1)} paid bookings/s with ${payers} payers; ` +
      `${polls} status polls (every ${pollMs} ms); errors ${errors}`,
  );
  const row = (name: string, list: number[]): BenchResult => {
    const sorted = [...list].sort((a, b) => a - b);
    return { name, requests: list.length, rps: Math.round(list.length / elapsed), p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors: 0, non2xx: 0 };
  };
  printResults([
    { ...row('book → paid → confirmed (one round)', steps.round), errors },
    row('POST /api/bookings', steps.book),
    row('POST /api/bookings/{id}/payments', steps.pay),
    row('POST /api/payments/sandbox/{id}/complete', steps.complete),
    row('webhook applied (polling GET /api/bookings/{id})', steps.webhook),
  ]);
} finally {
  await server.stop();
}
