import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';
import type { EmbeddedPostgres } from '../db/embedded.js';
import { createLogger } from '../logging.js';
import { relayBetweenWorkers } from './event-bridge.js';
import { EMBEDDED_URL_ENV, SHUTDOWN_MESSAGE } from './worker.js';

// WEB_CONCURRENCY > 1: this process (the primary) serves nothing itself. It runs the embedded database when there is
// no DATABASE_URL (starting, supervising and finally stopping it, and holding DATA_DIR's lock), prepares it once
// (migrations, admin, demo data), then forks the workers, each a whole server (boot.ts) on the one port that
// node:cluster shares. It replaces a worker that dies, and on SIGTERM/SIGINT drains them all before stopping the database.

// workers that die before they ever listened, this many in a row while no other worker serves: the next would too
// (a migration that fails, a database that refuses us), so the app stops instead of retrying for ever. While another
// worker serves, replacements go on being tried (at most every 30 s): it answers, with 503 if the database is away.
export const MAX_START_FAILURES = 5;
// pause before replacing a worker: doubles with each death in the last minute, at most 30 s
const RESTART_BASE_MS = 500;
const RESTART_MAX_MS = 30_000;
const CRASH_WINDOW_MS = 60_000;
// after the workers' own drain (DRAIN_MS in boot.ts, 10 s) and pool closing, the primary stops waiting and kills
// what is left
const WORKER_STOP_MS = 25_000;
// each worker's pools: requests (10) and pg-boss (4), with room for psql and a worker being replaced
const CONNECTIONS_PER_WORKER = 16;

export async function runPrimary(config: Config): Promise<void> {
  const base = createLogger(config.logLevel);
  const log = base.child({ component: 'cluster' });
  const started = Date.now();
  let embedded: EmbeddedPostgres | undefined;
  let phase: 'starting' | 'running' | 'stopping' = 'starting';
  let signalled: NodeJS.Signals | undefined;
  let startFailures = 0;
  let crashes: number[] = [];
  const listened = new Set<number>();
  const restartTimers = new Set<NodeJS.Timeout>();
  let stopping: Promise<never> | undefined;

  const stop = (exitCode: number, reason: string): Promise<never> => {
    stopping ??= (async () => {
      phase = 'stopping';
      for (const timer of restartTimers) clearTimeout(timer);
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      log.info({ reason, workers: workers.length }, 'shutting down: draining every worker');
      await Promise.all(workers.map((w) => stopWorker(w)));
      log.debug('workers stopped');
      // last: the workers' pools are closed now
      await embedded?.stop();
      log.debug('embedded database stopped');
      process.exit(exitCode);
    })();
    return stopping;
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (signalled) {
        console.error(`${signal} again: exiting without waiting`);
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
        process.exit(1);
      }
      signalled = signal;
      // while the database is still being started and prepared, the start finishes first (nothing is left behind)
      if (phase !== 'starting' || Object.keys(cluster.workers ?? {}).length) void stop(0, signal);
    });
  }

  let url = config.databaseUrl;
  const workerEnv: Record<string, string> = {};
  if (!url) {
    // the database code is loaded only to run the embedded server: with DATABASE_URL the primary stays small
    const [{ startEmbeddedPostgres }, { openOrm, prepareDatabase }] = await Promise.all([import('../db/embedded.js'), import('../features.js')]);
    try {
      embedded = await startEmbeddedPostgres(config.dataDir, base.child({ component: 'embedded-postgres' }), {
        maxConnections: config.webConcurrency * CONNECTIONS_PER_WORKER + 20,
      });
      // once, here, before any worker connects
      const orm = await openOrm(embedded.url, { poolMax: 4 });
      try {
        await prepareDatabase(orm, config, base);
      } finally {
        await orm.close(true);
      }
    } catch (err) {
      await embedded?.stop();
      throw err;
    }
    url = embedded.url;
    workerEnv[EMBEDDED_URL_ENV] = url;
  }
  if (signalled) await stop(0, signalled);

  // A worker's young generation gets 32 MB semi-spaces (V8's default is 16 MB): a search allocates ~30 KB answers and
  // parsed rows that die young, and the larger nursery cut the garbage collector's share of a rotating search's CPU
  // from 14 % to 10 % in the profile (issue 19). An explicit --max-semi-space-size (node's flags or NODE_OPTIONS) wins.
  const semiSpace = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((a) => a.startsWith('--max-semi-space-size'));
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('../main.js', import.meta.url)),
    execArgv: semiSpace ? process.execArgv : [...process.execArgv, '--max-semi-space-size=32'],
  });
  const fork = () => cluster.fork(workerEnv);

  cluster.on('listening', (worker, address) => {
    listened.add(worker.id);
    startFailures = 0;
    log.debug({ worker: worker.id, pid: worker.process.pid }, 'worker listening');
    if (phase === 'starting' && listened.size >= config.webConcurrency) {
      phase = 'running';
      const port = address.port || config.port;
      log.info({ url: `http://127.0.0.1:${port}`, workers: config.webConcurrency, ms: Date.now() - started }, 'Safarnama is serving');
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listened.delete(worker.id);
    if (phase === 'stopping') return;
    if (!wasListening && ++startFailures >= MAX_START_FAILURES && listened.size === 0) {
      log.fatal({ worker: worker.id, code, signal, failures: startFailures }, 'workers keep failing at start: stopping');
      void stop(1, 'workers failing at start');
      return;
    }
    const now = Date.now();
    crashes = [...crashes.filter((t) => now - t < CRASH_WINDOW_MS), now];
    const wait = Math.min(RESTART_MAX_MS, RESTART_BASE_MS * 2 ** (crashes.length - 1));
    log.error({ worker: worker.id, pid: worker.process.pid, code, signal, restartInMs: wait }, 'a worker stopped: replacing it');
    const timer = setTimeout(() => {
      restartTimers.delete(timer);
      if (phase !== 'stopping') fork();
    }, wait);
    restartTimers.add(timer);
  });

  // without Redis, the primary carries shared events (cache invalidation) between its workers
  if (!config.redisUrl) cluster.on('message', (_worker, msg) => relayBetweenWorkers(msg, Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w))));

  for (let i = 0; i < config.webConcurrency; i++) fork();
}

/** Asks a worker to drain and stop (boot.ts's stop), then waits for its exit; kills it if it takes too long. */
function stopWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const timer = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_MS);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
    else worker.process.kill('SIGTERM');
  });
}
