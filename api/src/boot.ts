import 'reflect-metadata';
import type { Logger } from 'pino';
import { type EventBridge, startIpcEventBridge, startRedisEventBridge } from './cluster/event-bridge.js';
import type { Config } from './config.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded.js';
import { migrate, type Orm, openOrm, withAdvisoryLock } from './db/orm.js';
import { seedDemo } from './db/seeds/index.js';
import type { AppDeps } from './deps.js';
import { JobQueue } from './jobs/queue.js';
import { appJobs } from './jobs/registry.js';
import { createLogger } from './logging.js';
import { ensureAdmin } from './modules/accounts/accounts.service.js';
import { UploadCleanup } from './modules/agent/upload-cleanup.js';
import { imageStoreFor } from './modules/agent/uploads.routes.js';
import { BookingLifecycle } from './modules/bookings/lifecycle.js';
import { closeMailTransports } from './modules/mail/delivery.js';
import { RoomInventoryKeeper } from './modules/catalogue/inventory.js';
import { RatesRefresher } from './modules/currency/rates.js';
import { warmUpTravelData } from './modules/travel/travel.service.js';
import { type AppHooks, buildApp } from './server.js';

// how long a shutdown waits for requests in flight
export const DRAIN_MS = 10_000;

export type Running = { url: string; deps: AppDeps; stop: () => Promise<void> };

/** A server process of a cluster (cluster/primary.ts): its worker id, and the database its primary runs, if any. */
export type WorkerRole = {
  id: number;
  // the embedded server the primary started and prepared (migrations, admin, demo data); unset with DATABASE_URL
  embeddedUrl: string | undefined;
};

/**
 * Migrations, the configured super admin and demo data: once per start, one process at a time however many start
 * together (cluster workers, several machines); the others wait for the lock, then find nothing to do.
 */
export async function prepareDatabase(orm: Orm, config: Config, log: Logger): Promise<void> {
  await withAdvisoryLock(
    orm,
    'safarnama:prepare-database',
    async () => {
      await migrate(orm);
      if (config.admin) {
        await ensureAdmin(orm.em.fork(), config.admin.username, config.admin.password, new Date());
        log.info({ username: config.admin.username }, 'super admin ensured');
      }
      if (config.seedDemo) await seedDemo(orm, { config, log });
    },
    { wait: true },
  );
}

// how this process reaches itself: loopback when listening on every interface, else the address it listens on
function selfHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** Opens the database (server or embedded), migrates, seeds, and serves. A cluster worker uses its primary's database. */
export async function startApp(config: Config, hooks: AppHooks = {}, worker?: WorkerRole): Promise<Running> {
  const base = createLogger(config.logLevel);
  // a cluster worker's lines say which worker wrote them
  const log = worker ? base.child({ worker: worker.id }) : base;
  let embedded: EmbeddedPostgres | undefined;
  let url = worker?.embeddedUrl ?? config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir, log.child({ component: 'embedded-postgres' }));
    url = embedded.url;
  }
  try {
    return await serve(config, hooks, log, url, embedded, worker);
  } catch (err) {
    // a start that fails half-way (a migration, a taken port) leaves no database server behind
    await embedded?.stop();
    throw err;
  }
}

async function serve(
  config: Config,
  hooks: AppHooks,
  log: Logger,
  url: string,
  embedded: EmbeddedPostgres | undefined,
  worker: WorkerRole | undefined,
): Promise<Running> {
  const orm = await openOrm(url, { poolMax: 10, readUrl: config.databaseReadUrl });
  // the primary prepared its embedded database before forking
  if (!worker?.embeddedUrl) await prepareDatabase(orm, config, log);
  // hotel availability: keep the rolling window of nights filled
  const inventory = new RoomInventoryKeeper(orm, log);
  const lifecycle = new BookingLifecycle(orm, log);
  await inventory.runOnce();

  const deps: AppDeps = { config, orm, log, now: () => new Date() };
  // catalogue writes drop the response caches of the other processes too: Redis across machines, else the primary
  let events: EventBridge | undefined;
  if (config.redisUrl) events = await startRedisEventBridge(config.redisUrl, log.child({ component: 'events' }));
  else if (worker) events = startIpcEventBridge(worker.id);
  const app = await buildApp(deps, hooks);
  // the job queue (pg-boss, schema pgboss) on the same database, before listening: a request may enqueue from the first
  const jobs = await JobQueue.start({ connectionString: url, orm, config, log, jobs: appJobs(config) });
  // uploads no record uses, deleted 24 h after upload (row and file)
  const uploadCleanup = new UploadCleanup(orm, imageStoreFor(deps), log);
  const refresher = new RatesRefresher(orm, config.ratesUrl, log);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await jobs.stop(1000);
    await events?.stop();
    throw err;
  }
  refresher.start();
  // the offline airport index takes about half a second to build: do it now, not on the first search
  setImmediate(warmUpTravelData);
  inventory.start();
  lifecycle.start();
  uploadCleanup.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // jobs that call the app itself (the sandbox gateway's webhooks) go straight to this process
  jobs.serveAt(`http://${selfHost(config.host)}:${port}`);

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
      await events?.stop();
      // running jobs finish (at most DRAIN_MS; the rest run again later), then pg-boss's pool closes
      await jobs.stop(DRAIN_MS);
      log.debug('job queue stopped');
      // the mail jobs' pooled SMTP connections (idle ones would keep the process alive)
      closeMailTransports();
      await orm.close(true);
      log.debug('database pool closed');
      await embedded?.stop();
      log.debug('embedded database stopped');
    })();
    return stopping;
  };
  return { url: `http://127.0.0.1:${port}`, deps, stop };
}
