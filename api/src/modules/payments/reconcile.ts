import type { ServiceContext } from '../../core/context.js';
import { defineSweep } from '../../jobs/queue.js';
import { RECONCILE_AFTER_MINUTES } from '../../rules/payments.js';
import { reconcilePayment } from './payments.service.js';
import { sendStaleRefunds } from './refunds.service.js';

// Reconciliation: a payment still `initiated` RECONCILE_AFTER_MINUTES after it started (a lost webhook, a gateway
// timeout, the app killed between the gateway's success and our commit) is asked about at its gateway and settled
// from the answer, exactly once (the answer is recorded as an event by its id). One that the gateway still calls
// pending a day after its checkout closed is given up as expired (a success reported later is still applied, and
// refunded if the booking no longer takes it). The same sweep sends refunds whose job never ran.

export const RECONCILE_JOB = 'payments_reconcile';
const BATCH = 50;
const GIVE_UP_AFTER_MS = 24 * 3600 * 1000;

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [RECONCILE_JOB]: Record<string, never>;
  }
}

export type ReconcileRun = { asked: number; settled: number; givenUp: number; refundsSent: number };

export async function reconcileStalePayments(ctx: ServiceContext): Promise<ReconcileRun> {
  const now = ctx.now();
  const rows = await ctx.em.execute<{ id: string; expires_at: Date | null }[]>(
    `select id, expires_at from payment
      where status = 'initiated' and method in ('sandbox', 'jazzcash') and created_at < ?
      order by updated_at limit ?`,
    [new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000), BATCH],
  );
  const run: ReconcileRun = { asked: rows.length, settled: 0, givenUp: 0, refundsSent: 0 };
  for (const row of rows) {
    const em = ctx.em.fork();
    try {
      const received = await reconcilePayment({ ...ctx, em }, row.id);
      if (received) {
        run.settled++;
        continue;
      }
    } catch (err) {
      // unreachable gateway: the next sweep asks again
      ctx.log.warn({ err, paymentId: row.id }, 'payment inquiry failed');
    }
    const closed = row.expires_at ? new Date(row.expires_at).getTime() : 0;
    if (closed && closed < now.getTime() - GIVE_UP_AFTER_MS) {
      const n = await em.execute<{ id: string }[]>(
        "update payment set status = 'expired', settled_at = ?, updated_at = ? where id = ? and status = 'initiated' returning id",
        [now, now, row.id],
      );
      run.givenUp += n.length;
    } else {
      // to the back of the line: the others get asked first next time
      await em.execute('update payment set updated_at = ? where id = ? and status = ?', [now, row.id, 'initiated']);
    }
  }
  run.refundsSent = await sendStaleRefunds(ctx);
  if (run.settled || run.givenUp || run.refundsSent) ctx.log.info(run, 'payments reconciled');
  return run;
}

/** Every minute, one process at a time. */
export function reconcileJob() {
  return defineSweep(RECONCILE_JOB, reconcileStalePayments, { everySeconds: 60, retryLimit: 1, expireInSeconds: 10 * 60 });
}
