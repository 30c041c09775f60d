import 'reflect-metadata';
import type { Logger } from 'pino';
import { type EventBridge, startIpcEventBridge, startRedisEventBridge } from './cluster/event-bridge.js';
import type { Config } from './config.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded.js';
import type { AppDeps } from './deps.js';
import { appJobs, features, openOrm, prepareDatabase } from './features.js';
import { JobQueue } from './jobs/queue.js';
import { createLogger } from './logging.js';
import { warmLivePages } from './http/pages.js';
import { type AppHooks, buildApp } from './server.js';

export { prepareDatabase };

// how long a shutdown waits for requests in flight
export const DRAIN_MS = 10_000;
// after the drain, how long requests it cut off get to record their answers under their idempotency keys
const SETTLE_MS = 5_000;

export type Running = { url: string; deps: AppDeps; stop: () => Promise<void> };

/** A server process of a cluster (cluster/primary.ts): its worker id, and the database its primary runs, if any. */
export type WorkerRole = {
  id: number;
  // the embedded server the primary started and prepared (migrations, admin, demo data); unset with DATABASE_URL
  embeddedUrl: string | undefined;
};

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

  const deps: AppDeps = { config, orm, log, now: () => new Date() };
  // the features' work that goes on while this process serves (periodic keepers), ready before it listens (the room
  // inventory's first round)
  const background = features.flatMap((f) => (f.background ? [f.background(deps)] : []));
  for (const b of background) await b.ready?.();
  // catalogue writes drop the response caches of the other processes too: Redis across machines, else the primary
  let events: EventBridge | undefined;
  if (config.redisUrl) events = await startRedisEventBridge(config.redisUrl, log.child({ component: 'events' }));
  else if (worker) events = startIpcEventBridge(worker.id);
  const app = await buildApp(deps, hooks);
  // the live pages rendered before anyone can ask for them (a worker listens only once its /packages is ready)
  if (config.warmLivePages) await warmLivePages(app);
  // the job queue (pg-boss, schema pgboss) on the same database, before listening: a request may enqueue from the first
  const jobs = await JobQueue.start({ connectionString: url, orm, config, log, jobs: appJobs(config) });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await jobs.stop(1000);
    await events?.stop();
    throw err;
  }
  for (const b of background) b.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // jobs that call the app itself (the sandbox gateway's webhooks) go straight to this process
  jobs.serveAt(`http://${selfHost(config.host)}:${port}`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      for (const b of background) await b.stop();
      log.debug('background work stopped');
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
      // what the features keep open to outside servers (the mail jobs' pooled SMTP connections)
      for (const f of features) f.afterStop?.();
      // requests the drain cut off record their answers (at most SETTLE_MS more); the keys of any still running are
      // freed right before the pool closes, which rolls their work back
      const released = await app.releaseHeldIdempotencyKeys(SETTLE_MS).catch((err: unknown) => {
        log.error({ err }, 'idempotency keys of unanswered requests not released: they free themselves after the request timeout');
        return 0;
      });
      if (released) log.warn({ released }, 'idempotency keys of requests cut off by the drain released');
      await orm.close(true);
      log.debug('database pool closed');
      await embedded?.stop();
      log.debug('embedded database stopped');
    })();
    return stopping;
  };
  return { url: `http://127.0.0.1:${port}`, deps, stop };
}
