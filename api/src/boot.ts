import 'reflect-metadata';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded.js';
import { migrate, openOrm } from './db/orm.js';
import { seedDemo } from './db/seeds/index.js';
import type { AppDeps } from './deps.js';
import { createLogger } from './logging.js';
import { ensureAdmin } from './modules/accounts/accounts.service.js';
import { UploadCleanup } from './modules/agent/upload-cleanup.js';
import { imageStoreFor } from './modules/agent/uploads.routes.js';
import { BookingLifecycle } from './modules/bookings/lifecycle.js';
import { RoomInventoryKeeper } from './modules/catalogue/inventory.js';
import { RatesRefresher } from './modules/currency/rates.js';
import { warmUpTravelData } from './modules/travel/travel.service.js';
import { type AppHooks, buildApp } from './server.js';

// how long a shutdown waits for requests in flight
export const DRAIN_MS = 10_000;

export type Running = { url: string; deps: AppDeps; stop: () => Promise<void> };

/** Opens the database (server or embedded), migrates, seeds, and serves. */
export async function startApp(config: Config, hooks: AppHooks = {}): Promise<Running> {
  const log = createLogger(config.logLevel);
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir, log.child({ component: 'embedded-postgres' }));
    url = embedded.url;
  }
  try {
    return await serve(config, hooks, log, url, embedded);
  } catch (err) {
    // a start that fails half-way (a migration, a taken port) leaves no database server behind
    await embedded?.stop();
    throw err;
  }
}

async function serve(config: Config, hooks: AppHooks, log: Logger, url: string, embedded: EmbeddedPostgres | undefined): Promise<Running> {
  const orm = await openOrm(url, { poolMax: 10 });
  await migrate(orm);
  if (config.admin) {
    await ensureAdmin(orm.em.fork(), config.admin.username, config.admin.password, new Date());
    log.info({ username: config.admin.username }, 'super admin ensured');
  }
  if (config.seedDemo) await seedDemo(orm, (msg) => log.info(msg));
  // hotel availability: keep the rolling window of nights filled
  const inventory = new RoomInventoryKeeper(orm, log);
  const lifecycle = new BookingLifecycle(orm, log);
  await inventory.runOnce();

  const deps: AppDeps = { config, orm, log, now: () => new Date() };
  const app = await buildApp(deps, hooks);
  // uploads no record uses, deleted 24 h after upload (row and file)
  const uploadCleanup = new UploadCleanup(orm, imageStoreFor(deps), log);
  const refresher = new RatesRefresher(orm, config.ratesUrl, log);
  await app.listen({ port: config.port, host: config.host });
  refresher.start();
  // the offline airport index takes about half a second to build: do it now, not on the first search
  setImmediate(warmUpTravelData);
  inventory.start();
  lifecycle.start();
  uploadCleanup.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await refresher.stop();
      inventory.stop();
      lifecycle.stop();
      await uploadCleanup.stop();
      log.debug('refresher stopped');
      // stop accepting; requests in flight finish (at most DRAIN_MS), later ones on open connections get 503
      app.startDraining();
      const closed = app.close();
      const late = await Promise.race([closed.then(() => false), new Promise<boolean>((r) => setTimeout(r, DRAIN_MS, true).unref())]);
      if (late) {
        log.warn({ drainMs: DRAIN_MS }, 'requests still running after the drain period: closing their connections');
        app.server.closeAllConnections();
        await closed;
      }
      log.debug('http closed');
      await orm.close(true);
      log.debug('database pool closed');
      await embedded?.stop();
      log.debug('embedded database stopped');
    })();
    return stopping;
  };
  return { url: `http://127.0.0.1:${port}`, deps, stop };
}
