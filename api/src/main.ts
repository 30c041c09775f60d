import cluster from 'node:cluster';
import v8 from 'node:v8';
import type { Running } from './boot.js';
import { runPrimary } from './cluster/primary.js';
import { isShutdownMessage, workerRole } from './cluster/worker.js';
import { type Config, ConfigError, loadConfig } from './config.js';

// The old generation may grow 50 % past what the last full collection kept (a single server and each cluster worker
// run this). On a host with GBs of memory V8 lets it grow up to 4x when requests promote garbage fast: the RSS grew by up
// to 72 MB under 1,500 distinct GraphQL documents and up to 174 MB under 8,000 hotel searches before a full
// collection; at 50 %, 33-44 MB and ~20 MB, same CPU per search within noise (scripts/bench-memory.ts). A
// --heap-growing-percent given to node wins (V8 refuses it in NODE_OPTIONS).
if (!process.execArgv.some((a) => a.startsWith('--heap-growing-percent'))) v8.setFlagsFromString('--heap-growing-percent=50');

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78); // EX_CONFIG
  }
  throw err;
}

// WEB_CONCURRENCY > 1: this process becomes the cluster's primary and forks that many servers (cluster/primary.ts);
// each worker runs main.js again and lands below. WEB_CONCURRENCY=1 is one server process, no cluster.
if (cluster.isPrimary && config.webConcurrency > 1) {
  try {
    await runPrimary(config);
  } catch (err) {
    console.error(`Safarnama could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
} else {
  await serve(config);
}

async function serve(config: Config): Promise<void> {
  const worker = workerRole();
  // Signals are ours from the first moment: one during start-up stops the app once it is up (so no database server is
  // left behind); a second one exits at once. A worker is also stopped by its primary's message, or by losing it.
  let signalled: NodeJS.Signals | 'primary' | undefined;
  let running: Running | undefined;
  const shutdown = (reason: NodeJS.Signals | 'primary') => {
    if (!running) return; // still starting: handled right after start
    running.deps.log.info({ reason, worker: worker?.id }, 'shutting down: draining requests in flight');
    running.stop().then(
      () => process.exit(0),
      (err) => {
        running?.deps.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  const request = (reason: NodeJS.Signals | 'primary') => {
    if (signalled) return false;
    signalled = reason;
    shutdown(reason);
    return true;
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      // the primary asking first and then the terminal's Ctrl-C is still one request to stop
      if (!request(signal) && signalled !== 'primary') {
        console.error(`${signal} again: exiting without waiting`);
        process.exit(1);
      }
    });
  }
  if (worker) {
    process.on('message', (msg) => {
      if (isShutdownMessage(msg)) request('primary');
    });
    // the primary is gone (killed): nobody replaces or stops us, so drain and go
    process.on('disconnect', () => request('primary'));
  }

  const started = Date.now();
  try {
    // the app itself is loaded here, not by a cluster's primary (which serves nothing)
    const { startApp } = await import('./boot.js');
    running = await startApp(config, {}, worker);
  } catch (err) {
    console.error(`Safarnama could not start${worker ? ` (worker ${worker.id})` : ''}: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  if (worker) running.deps.log.debug({ worker: worker.id, ms: Date.now() - started }, 'worker serving');
  else running.deps.log.info({ url: running.url, ms: Date.now() - started }, 'Safarnama is serving');
  if (signalled) shutdown(signalled);
}
