import fs from 'node:fs';
import autocannon from 'autocannon';
import { type LiveServer, startServer } from '../e2e/server.js';

// The rate limiter stays on (its cost is part of every request), with budgets no benchmark can use up: otherwise
// the figures would be of 429 answers.
export const BENCH_RATE_BUDGETS = { RATE_LIMIT_ANONYMOUS: '1000000000', RATE_LIMIT_AUTHENTICATED: '1000000000' };

/** The built app on a free port, as the benchmarks run it. */
export function startBenchServer(env: Record<string, string> = {}, execArgv?: string[]): Promise<LiveServer> {
  return startServer({ ...BENCH_RATE_BUDGETS, ...env }, { execArgv });
}

export type BenchResult = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  // CPU time the server's processes used per request (Linux, when the server's pid is known): steadier than req/s on
  // a busy machine
  cpuMs?: number;
};

/** User + system CPU ms of a process and its descendants (the cluster's workers), from /proc; undefined elsewhere. */
export function processTreeCpuMs(pid: number): number | undefined {
  try {
    const stats = new Map<number, { ppid: number; ticks: number }>();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // the command name is in parentheses and may hold spaces: fields count from after it
        const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
        stats.set(Number(entry), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
      } catch {
        // the process ended meanwhile
      }
    }
    const inTree = (p: number): boolean => p === pid || (p > 1 && stats.has(p) && inTree(stats.get(p)!.ppid));
    let ticks = 0;
    for (const [p, s] of stats) if (inTree(p)) ticks += s.ticks;
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/** What changes from one request to the next in a rotating benchmark. */
export type NextRequest = { path?: string; body?: string };

/** A `next` for bench: what `make` gives for each item of `list`, made once, then handed out in turn, round and round. */
export function cycle<T>(list: T[], make: (item: T) => NextRequest): () => NextRequest {
  const made = list.map(make);
  let i = 0;
  return () => made[i++ % made.length];
}

/**
 * 50 connections (unless told otherwise) for `seconds`, against a server on this machine. With `next`, every request
 * asks for what `next()` gives (cycling through a list of queries), so no answer can come from a cache of the last one.
 */
export async function bench(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    seconds?: number;
    next?: () => NextRequest;
    // the server's process id, for its CPU time per request
    pid?: number;
  },
): Promise<BenchResult> {
  const { next } = opts;
  const cpuBefore = opts.pid ? processTreeCpuMs(opts.pid) : undefined;
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.headers,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 10,
    ...(next ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...next() }) }] } : {}),
  });
  const cpuAfter = opts.pid ? processTreeCpuMs(opts.pid) : undefined;
  const cpuMs = cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total ? (cpuAfter - cpuBefore) / result.requests.total : undefined;
  return {
    name,
    cpuMs,
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
    'CPU ms/req'.padStart(11),
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(43),
      String(r.rps).padStart(8),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.errors).padStart(8),
      String(r.non2xx).padStart(8),
      (r.cpuMs === undefined ? '' : r.cpuMs.toFixed(2)).padStart(11),
    );
  }
  const failed = results.filter((r) => r.errors > 0 || r.non2xx > 0);
  if (failed.length) {
    console.log(`\nWARNING: ${failed.map((r) => r.name).join(', ')} had errors or non-2xx answers: those figures are not of successful requests.`);
    process.exitCode = 1;
  }
}
