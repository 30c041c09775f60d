import 'reflect-metadata';
import { loadConfig } from './config.js';
import { createLogger } from './logging.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { migrate, withoutQueryTimeout } from './db/orm.js';
import { openOrm, seedDemo } from './features.js';

// `npm run seed`: demo data into DATABASE_URL (or the embedded database in DATA_DIR), idempotently.
const config = loadConfig();
const log = createLogger(config.logLevel);
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
const orm = await openOrm(config.databaseUrl ?? (embedded as { url: string }).url, { poolMax: 4 });
try {
  await migrate(orm);
  await withoutQueryTimeout(() => seedDemo(orm, { config, log }));
  log.info('demo data is in place');
} finally {
  await orm.close();
  await embedded?.stop();
}
