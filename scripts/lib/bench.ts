import autocannon from 'autocannon';

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
}
