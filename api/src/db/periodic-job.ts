import type { EntityManager } from '@mikro-orm/postgresql';
import type { Log } from '../core/context.js';
import { type Orm, withoutQueryTimeout } from './orm.js';

export type PeriodicJobOptions<T> = {
  // names the job's transaction-scoped advisory lock: one process at a time runs it, the others skip that round
  lockKey: string;
  everyMs: number;
  // run once right away when started (else the first run is one interval later)
  runOnStart?: boolean;
  // logged when a run fails
  what: string;
  // the work, inside the locked transaction; what it returns is runOnce's answer
  run: (tx: EntityManager) => Promise<T>;
};

/**
 * Database housekeeping on a timer, one server process at a time. A failed run is logged and answers `failed`:
 * the next round tries again.
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly orm: Orm,
    protected readonly log: Log,
    private readonly opts: PeriodicJobOptions<T>,
  ) {}

  async runOnce(): Promise<T | 'locked' | 'failed'> {
    try {
      // background work (topping up a year of nights for every room type can take a while): no request bound
      return await withoutQueryTimeout(() =>
        this.orm.em.fork().transactional(async (tx) => {
          const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(hashtext(?)) as locked', [this.opts.lockKey]);
          if (!lock?.locked) return 'locked' as const;
          return this.opts.run(tx);
        }),
      );
    } catch (err) {
      this.log.error({ err }, `${this.opts.what} failed`);
      return 'failed';
    }
  }

  start(): void {
    if (this.timer) return;
    if (this.opts.runOnStart) void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.opts.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
