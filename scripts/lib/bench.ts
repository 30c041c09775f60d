import autocannon from 'autocannon';
import { type LiveServer, startServer } from '../e2e/server.js';

// The rate limiter stays on (its cost is part of every request), with budgets no benchmark can use up: otherwise
// the figures would be of 429 answers.
export const BENCH_RATE_BUDGETS = { RATE_LIMIT_ANONYMOUS: '1000000000', RATE_LIMIT_AUTHENTICATED: '1000000000' };

/** The built app on a free port, as the benchmarks run it. */
export function startBenchServer(env: Record<string, string> = {}): Promise<LiveServer> {
  return startServer({ ...BENCH_RATE_BUDGETS, ...env });
}

export type BenchResult = { name: string; requests: number; rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** 50 connections (unless told otherwise) for `seconds`, against a server on this machine. */
export async function bench(
  name: string,
  opts: { url: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; connections?: number; seconds?: number },
): Promise<BenchResult> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.headers,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 10,
  });
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printResults(results: BenchResult[]): void {
  console.log(
    '\nname'.padEnd(44),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(8),
    'non-2xx'.padStart(8),
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(43),
      String(r.rps).padStart(8),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.errors).padStart(8),
      String(r.non2xx).padStart(8),
    );
  }
  const failed = results.filter((r) => r.errors > 0 || r.non2xx > 0);
  if (failed.length) {
    console.log(`\nWARNING: ${failed.map((r) => r.name).join(', ')} had errors or non-2xx answers: those figures are not of successful requests.`);
    process.exitCode = 1;
  }
}
