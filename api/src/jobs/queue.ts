import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { Config } from '../config.js';
import { type Log, type ServiceContext, systemContext } from '../core/context.js';
import { type Orm, withAdvisoryLock, withoutQueryTimeout } from '../db/orm.js';

// Work that must outlive a request (webhook deliveries, hold expiry, reconciliation) as pg-boss jobs in the app's own
// PostgreSQL (schema `pgboss`), on the embedded server too. A job may run more than once (a crash after the work but
// before pg-boss marks it done, a retry), so every handler must be idempotent.

type Settle = (this: EventEmitter, ...args: unknown[]) => Promise<unknown>;

/**
 * pg-boss 10 records a job's end without waiting for it (manager.js `watch`, its `onFetch`: `this.complete(...)` and
 * `this.fail(...)` are neither awaited nor caught): with the database gone at that moment (a restart, a failover, the
 * embedded server being replaced) the rejection was unhandled and ended the process. Seen here: the embedded
 * PostgreSQL killed while a reconciliation run failed, and a single-process `npm start` exited. Each such promise now has
 * a handler that reports the failure as the queue's 'error' (logged, see JobQueue); the job, whose end is not recorded,
 * is expired and retried by pg-boss's supervision like any run that did not finish (handlers are idempotent). Whoever
 * awaits the call still gets the rejection. Applied once, to the one Manager class pg-boss itself uses.
 */
export function reportUnrecordedJobEnds(): void {
  const Manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as { prototype: Record<'complete' | 'fail', Settle> & { reported?: true } };
  if (Manager.prototype.reported) return;
  Manager.prototype.reported = true;
  for (const name of ['complete', 'fail'] as const) {
    const settle = Manager.prototype[name];
    Manager.prototype[name] = function (this: EventEmitter, ...args: unknown[]) {
      const settled = settle.apply(this, args);
      settled.catch((err: unknown) => this.emit('error', err));
      return settled;
    };
  }
}
reportUnrecordedJobEnds();

/**
 * The payload of every job, by name. A module that defines a job declares its payload here:
 * `declare module '../../jobs/queue.js' { interface JobPayloads { payments_sandbox_webhook: Delivery } }`
 * Names are letters, digits and underscores (pg-boss's queue names).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}
export type JobName = keyof JobPayloads & string;

export type JobOptions = {
  // retries after the first attempt
  retryLimit?: number;
  // seconds before the first retry; with retryBackoff each retry waits about twice as long (pg-boss adds jitter)
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  // a run still going after this long counts as failed (and is retried)
  expireInSeconds?: number;
  // jobs of this kind one process runs at once
  concurrency?: number;
  // pg-boss queue policy: `short` keeps at most one waiting job per singletonKey, `singleton` runs at most one per key
  // at a time, `stately` both; `standard` ignores singletonKey
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  // > 0: every process enqueues this job (payload {}) this often, keyed by its name, so with a `stately` or `short`
  // policy the runs of all processes collapse into one at a time (periodic sweeps); 0: only when enqueued
  everySeconds?: number;
};

/** What a handler gets beside its payload. */
export type JobRun = {
  id: string;
  // 0 on the first attempt
  retryCount: number;
  retryLimit: number;
  // a fresh ORM fork, no viewer: the handler opens its own transaction when it needs one
  ctx: ServiceContext;
  // where this process serves HTTP (for jobs that call the app itself, like the sandbox gateway's webhooks)
  selfUrl: string | undefined;
};

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

export type JobDefinition<N extends JobName = JobName> = {
  name: N;
  handler: JobHandler<JobPayloads[N]>;
  options: Required<JobOptions>;
};

// any job's definition, for lists of them (a union, so each keeps its own payload type)
export type AnyJobDefinition = { [N in JobName]: JobDefinition<N> }[JobName];

const DEFAULTS: Required<JobOptions> = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  concurrency: 5,
  policy: 'standard',
  everySeconds: 0,
};

export function defineJob<N extends JobName>(name: N, handler: JobHandler<JobPayloads[N]>, options: JobOptions = {}): JobDefinition<N> {
  if (!/^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(name)) throw new Error(`Job name ${name}: letters, digits and underscores, at most 50`);
  return { name, handler, options: { ...DEFAULTS, ...options } };
}

/**
 * A periodic sweep (payload {}), run by one process at a time: every process enqueues it every `everySeconds`, and the
 * stately policy with one worker collapses those runs into one.
 */
export function defineSweep<N extends JobName>(
  name: N,
  sweep: (ctx: ServiceContext) => Promise<unknown>,
  options: Required<Pick<JobOptions, 'everySeconds' | 'retryLimit' | 'expireInSeconds'>>,
): JobDefinition<N> {
  return defineJob(name, async (_data, run) => void (await sweep(run.ctx)), { policy: 'stately', concurrency: 1, ...options });
}

export type EnqueueOptions = {
  // dedup key; what it means depends on the job's policy (see JobOptions.policy)
  singletonKey?: string;
  // not before this moment (a Date) or this many seconds from now
  startAfter?: Date | number;
  // a caller-chosen job id (UUID): a second enqueue with the same id while the first is still stored does nothing
  id?: string;
};

export type QueueSettings = {
  // the database, as the app reaches it (postgres://… or the embedded server's postgresql://…?host=/socket/dir)
  connectionString: string;
  orm: Orm;
  config: Config;
  log: Log;
  jobs: AnyJobDefinition[];
  selfUrl?: string;
  // how often an idle worker asks for work; pg-boss's floor is 0.5 s
  pollingIntervalSeconds?: number;
  // connections of pg-boss's own pool (kept apart from the request pool so polling never starves requests)
  poolMax?: number;
  schema?: string;
};

// pg-boss's Db adapter on the transaction of a MikroORM EntityManager: its INSERT runs on that transaction's connection,
// so the job exists exactly when the caller's changes commit. pg-boss's SQL uses $n placeholders (some repeated with
// different inferred types), so it goes to the pg client as is rather than through knex's ? bindings.
type PgConnection = { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> };

function transactionDb(em: EntityManager): PgBoss.Db {
  const trx = em.getTransactionContext<Knex.Transaction>();
  if (!trx) throw new Error('enqueueInTransaction needs an EntityManager inside em.transactional()');
  return {
    async executeSql(text, values) {
      if (trx.isCompleted()) throw new Error('enqueueInTransaction: the transaction has already ended');
      // a knex transaction's client always hands out the transaction's own connection
      const client = trx.client as { acquireConnection: () => Promise<PgConnection> };
      const connection = await client.acquireConnection();
      return connection.query(text, values);
    },
  };
}

function sendOptions(def: { name: string; options: Required<JobOptions> }, opts: EnqueueOptions): PgBoss.SendOptions {
  if (def.options.policy !== 'standard' && !opts.singletonKey) {
    // pg-boss treats a missing key as '' for these policies, so unrelated jobs would collide
    throw new Error(`Job ${def.name} (policy ${def.options.policy}) needs a singletonKey`);
  }
  return {
    ...(opts.id ? { id: opts.id } : {}),
    ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
    ...(opts.startAfter !== undefined ? { startAfter: opts.startAfter instanceof Date ? opts.startAfter : Math.max(0, Math.round(opts.startAfter)) } : {}),
  };
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly defs = new Map<string, AnyJobDefinition>();
  private readonly workerIds = new Map<string, string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private stopped = false;
  private selfUrl: string | undefined;

  private constructor(private readonly settings: QueueSettings) {
    this.selfUrl = settings.selfUrl;
    for (const def of settings.jobs) {
      if (this.defs.has(def.name)) throw new Error(`Job ${def.name} is defined twice`);
      this.defs.set(def.name, def);
    }
    this.boss = new PgBoss({
      connectionString: settings.connectionString,
      schema: settings.schema ?? 'pgboss',
      max: settings.poolMax ?? 4,
      application_name: 'safarnama-jobs',
      // creates or upgrades its schema at start, under its own advisory lock (several processes may start together)
      migrate: true,
      // expires stuck jobs and archives finished ones (one process at a time, pg-boss locks it)
      supervise: true,
      // cron is not used: periodic work runs on timers (db/periodic-job.ts)
      schedule: false,
      pollingIntervalSeconds: settings.pollingIntervalSeconds ?? 1,
    });
    // without a listener an 'error' event would end the process; a failed poll is retried on the next one
    this.boss.on('error', (err) => settings.log.error({ err }, 'job queue error'));
  }

  /** Opens pg-boss's pool, creates or upgrades its schema, makes each job's queue and starts its workers. */
  static async start(settings: QueueSettings): Promise<JobQueue> {
    const queue = new JobQueue(settings);
    await queue.boss.start();
    try {
      // each queue is a partition table of pg-boss's: processes starting together (the cluster's workers) making
      // them at once deadlocked ('deadlock detected', a worker lost at start), so one process at a time makes them
      await withAdvisoryLock(settings.orm, 'safarnama:pgboss-queues', () => queue.makeQueues(), { wait: true });
      for (const def of queue.defs.values()) await queue.startJob(def);
    } catch (err) {
      await queue.boss.stop({ graceful: false, wait: true });
      throw err;
    }
    // the first queue started serves enqueue(); a second one (tests) stays reachable through its own methods
    active ??= queue;
    return queue;
  }

  // create does nothing when a queue exists; update brings its settings in line with the code
  private async makeQueues(): Promise<void> {
    for (const def of this.defs.values()) {
      const { options } = def;
      const queueOptions = {
        name: def.name,
        policy: options.policy,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: options.retryBackoff,
        expireInSeconds: options.expireInSeconds,
      };
      await this.boss.createQueue(def.name, queueOptions);
      await this.boss.updateQueue(def.name, queueOptions);
    }
  }

  private async startJob(def: AnyJobDefinition): Promise<void> {
    const { options } = def;
    const { log, orm, config } = this.settings;
    const workerId = await this.boss.work<JobPayloads[JobName]>(
      def.name,
      { batchSize: options.concurrency, includeMetadata: true, pollingIntervalSeconds: this.settings.pollingIntervalSeconds ?? 1 },
      async (jobs) => {
        // each job of the batch succeeds or fails on its own; pg-boss then completes the ones still active
        await Promise.all(
          jobs.map(async (job) => {
            const run: JobRun = {
              id: job.id,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
              ctx: systemContext({ em: orm.em.fork(), config, log }),
              selfUrl: this.selfUrl,
            };
            try {
              // the job's row was written by enqueue() for this name, so its data is this job's payload
              // background work (the books check reads the whole ledger): no request bound on its queries
              await withoutQueryTimeout(() => (def.handler as JobHandler<unknown>)(job.data, run));
            } catch (err) {
              const last = job.retryCount >= job.retryLimit;
              log[last ? 'error' : 'warn']({ err, job: def.name, jobId: job.id, attempt: job.retryCount + 1 }, last ? 'job failed for good' : 'job failed: will retry');
              await this.boss.fail(def.name, job.id, err instanceof Error ? { message: err.message } : { message: String(err) });
            }
          }),
        );
        // a full batch means more may be waiting: fetch again at once instead of after the polling interval
        const id = this.workerIds.get(def.name);
        if (jobs.length === options.concurrency && id && !this.stopped) this.boss.notifyWorker(id);
      },
    );
    this.workerIds.set(def.name, workerId);
    if (options.everySeconds > 0) this.repeat(def);
  }

  // a periodic job: enqueued now (work left over from before a restart is picked up at once) and then every interval
  private repeat(def: AnyJobDefinition): void {
    const { log } = this.settings;
    const tick = () => {
      if (this.stopped) return;
      this.boss
        .send(def.name, {}, sendOptions(def, { singletonKey: def.name }))
        .then((id) => id && this.wake(def.name))
        .catch((err: unknown) => log.warn({ err, job: def.name }, 'could not enqueue a periodic job'));
    };
    tick();
    const timer = setInterval(tick, def.options.everySeconds * 1000);
    timer.unref();
    this.timers.push(timer);
  }

  /** Where this process serves HTTP, once it listens (the queue starts before, so requests can enqueue from the first). */
  serveAt(url: string): void {
    this.selfUrl = url;
  }

  defines(name: JobName): boolean {
    return this.defs.has(name);
  }

  private definition<N extends JobName>(name: N): JobDefinition<N> {
    const def = this.defs.get(name);
    if (!def) throw new Error(`No job named ${name} is defined (add it to the queue's job list)`);
    return def as unknown as JobDefinition<N>;
  }

  /** Adds a job now, on pg-boss's own connection. Returns its id, or null when a singleton key or id deduplicated it. */
  async enqueue<N extends JobName>(name: N, data: JobPayloads[N], opts: EnqueueOptions = {}): Promise<string | null> {
    const def = this.definition(name);
    const id = await this.boss.send(name, data as object, sendOptions(def, opts));
    if (id && opts.startAfter === undefined) this.wake(name);
    return id;
  }

  /** Wakes this process's worker for a job now rather than at its next poll (after committing jobs enqueued in a transaction). */
  wake(name: JobName): void {
    const workerId = this.workerIds.get(name);
    if (workerId && !this.stopped) this.boss.notifyWorker(workerId);
  }

  /**
   * Adds a job inside the caller's transaction (em must be inside em.transactional()): the job row is written on that
   * transaction's connection, so it exists if and only if the transaction commits. Workers see it after the commit,
   * on their next poll (or at once after wake()).
   */
  async enqueueInTransaction<N extends JobName>(em: EntityManager, name: N, data: JobPayloads[N], opts: EnqueueOptions = {}): Promise<string | null> {
    const def = this.definition(name);
    return this.boss.send(name, data as object, { ...sendOptions(def, opts), db: transactionDb(em) });
  }

  /** Stops polling, lets running jobs finish (at most timeoutMs; the rest are failed and retried later), closes the pool. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    if (active === this) active = undefined;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}

// The queue this process runs (started at boot), so services can enqueue without carrying it around.
let active: JobQueue | undefined;

function running(): JobQueue {
  if (!active) throw new Error('The job queue is not running');
  return active;
}

/**
 * Whether this process runs a job queue. Boot starts one before serving; seeds run before it and most test apps run
 * without one: work scheduled from there is left to the periodic sweeps that back every scheduled job.
 */
export function queueRunning(): boolean {
  return active !== undefined;
}

/** Whether this process runs a job queue that defines `name` (tests run queues with a few jobs of their choosing). */
export function queueRuns(name: JobName): boolean {
  return active?.defines(name) ?? false;
}

/** Adds a job now (see JobQueue.enqueue). */
export function enqueue<N extends JobName>(name: N, data: JobPayloads[N], opts: EnqueueOptions = {}): Promise<string | null> {
  return running().enqueue(name, data, opts);
}

/** Wakes this process's worker for `name`, if the queue runs here (a no-op otherwise). */
export function wakeWorker(name: JobName): void {
  active?.wake(name);
}

/** Adds a job in the caller's transaction: it runs only if that transaction commits (see JobQueue.enqueueInTransaction). */
export function enqueueInTransaction<N extends JobName>(
  em: EntityManager,
  name: N,
  data: JobPayloads[N],
  opts: EnqueueOptions = {},
): Promise<string | null> {
  return running().enqueueInTransaction(em, name, data, opts);
}
