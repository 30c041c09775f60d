import type { ServiceContext } from '../../core/context.js';
import { defineJob, defineSweep } from '../../jobs/queue.js';
import { deliverDueWebhooks } from './deliver.js';
import { dispatcher, kickWebhookDispatcher, WEBHOOK_DISPATCH_JOB, WEBHOOK_RETENTION_JOB, WEBHOOK_SWEEP_JOB } from './outbox.js';

// The webhooks' jobs: the dispatch job (enqueued after an event commits, outbox.ts), a sweep every 5 seconds (retries
// that came due, anything a lost hint left) and the retention sweep (the event log keeps 30 days).

// claims of this many deliveries, this many at once: a slow endpoint (10 s timeouts) holds one of them, not all
const DRAIN_LIMIT = 250;
const DRAIN_WORKERS = 4;
// a dispatch job hands over to the next one after this long (pg-boss expires runs that go on too long)
const DRAIN_MS = 60_000;
export const RETENTION_DAYS = 30;
const RETENTION_BATCH = 2000;

/** Delivers everything due now, until nothing is left (or a minute went by: the next job goes on). */
export async function drainWebhooks(ctx: ServiceContext): Promise<number> {
  const started = Date.now();
  let attempted = 0;
  dispatcher.draining++;
  try {
    do {
      dispatcher.again = false;
      await Promise.all(
        Array.from({ length: DRAIN_WORKERS }, async () => {
          while (Date.now() - started < DRAIN_MS) {
            const r = await deliverDueWebhooks(ctx, { limit: DRAIN_LIMIT });
            attempted += r.attempted;
            if (r.attempted < DRAIN_LIMIT) return;
          }
        }),
      );
    } while (dispatcher.again && Date.now() - started < DRAIN_MS);
  } finally {
    dispatcher.draining--;
  }
  if (dispatcher.again) kickWebhookDispatcher();
  return attempted;
}

/** Deletes the events older than 30 days, with their deliveries and attempts. Returns how many events went. */
export async function deleteOldWebhookEvents(ctx: ServiceContext, opts: { now?: Date } = {}): Promise<number> {
  const cutoff = new Date((opts.now ?? ctx.now()).getTime() - RETENTION_DAYS * 86_400_000);
  const em = ctx.em.fork();
  let deleted = 0;
  for (;;) {
    const rows = await em.execute<{ id: string }[]>(
      'delete from webhook_event where id in (select id from webhook_event where created_at < ? limit ?) returning id',
      [cutoff, RETENTION_BATCH],
    );
    deleted += rows.length;
    if (rows.length < RETENTION_BATCH) return deleted;
  }
}

export function webhookJobs() {
  return [
    // short: at most one waiting (a burst of commits asks once), while one runs another may start
    defineJob(WEBHOOK_DISPATCH_JOB, async (_data, run) => void (await drainWebhooks(run.ctx)), {
      policy: 'short',
      concurrency: 1,
      retryLimit: 1,
      expireInSeconds: 5 * 60,
    }),
    defineSweep(WEBHOOK_SWEEP_JOB, drainWebhooks, { everySeconds: 5, retryLimit: 1, expireInSeconds: 5 * 60 }),
    defineSweep(WEBHOOK_RETENTION_JOB, deleteOldWebhookEvents, { everySeconds: 3600, retryLimit: 1, expireInSeconds: 30 * 60 }),
  ];
}
