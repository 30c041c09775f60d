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

const started = Date.now();
const running = await startApp(config);
running.deps.log.info({ url: running.url, ms: Date.now() - started }, 'Safarnama is serving');

let signalled = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (signalled) return;
    signalled = true;
    running.deps.log.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      (err) => {
        running.deps.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
