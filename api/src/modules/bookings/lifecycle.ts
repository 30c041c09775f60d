import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/orm.js';
import { completeTravelledBookings } from './bookings.service.js';

const INTERVAL_MS = 10 * 60 * 1000;
const ADVISORY_KEY = 'safarnama:booking-lifecycle';

/** Marks travelled bookings completed (what the loyalty tier counts), one process at a time. */
export class BookingLifecycle {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly orm: Orm,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async runOnce(): Promise<number | 'locked'> {
    try {
      return await this.orm.em.fork().transactional(async (tx) => {
        const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(hashtext(?)) as locked', [ADVISORY_KEY]);
        if (!lock?.locked) return 'locked' as const;
        const done = await completeTravelledBookings(tx, this.now());
        if (done) this.log.info({ completed: done }, 'bookings completed');
        return done;
      });
    } catch (err) {
      this.log.error({ err }, 'booking lifecycle run failed');
      return 0;
    }
  }

  start(): void {
    if (this.timer) return;
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
