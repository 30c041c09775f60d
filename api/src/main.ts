import { startApp } from './boot.js';
import { type Config, ConfigError, loadConfig } from './config.js';

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

// Signals are ours from the first moment: one during start-up stops the app once it is up (so no database server is
// left behind); a second one exits at once.
let signalled: NodeJS.Signals | undefined;
let running: Awaited<ReturnType<typeof startApp>> | undefined;
const shutdown = (signal: NodeJS.Signals) => {
  if (!running) return; // still starting: handled right after start
  running.deps.log.info({ signal }, 'shutting down: draining requests in flight');
  running.stop().then(
    () => process.exit(0),
    (err) => {
      running?.deps.log.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
};
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (signalled) {
      console.error(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    signalled = signal;
    shutdown(signal);
  });
}

const started = Date.now();
try {
  running = await startApp(config);
} catch (err) {
  console.error(`Safarnama could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
running.deps.log.info({ url: running.url, ms: Date.now() - started }, 'Safarnama is serving');
if (signalled) shutdown(signalled);
