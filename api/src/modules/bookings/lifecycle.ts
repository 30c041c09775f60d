import type { Log } from '../../core/context.js';
import type { Orm } from '../../db/orm.js';
import { PeriodicJob } from '../../db/periodic-job.js';
import { completeTravelledBookings } from './bookings.service.js';

/** Marks travelled bookings completed (what the loyalty tier counts): at start, then every 10 minutes, one process at a time. */
export class BookingLifecycle extends PeriodicJob<number> {
  constructor(orm: Orm, log: Log, now: () => Date = () => new Date()) {
    super(orm, log, {
      lockKey: 'safarnama:booking-lifecycle',
      everyMs: 10 * 60 * 1000,
      runOnStart: true,
      what: 'booking lifecycle run',
      run: async (tx) => {
        const done = await completeTravelledBookings({ em: tx, now });
        if (done) log.info({ completed: done }, 'bookings completed');
        return done;
      },
    });
  }
}
