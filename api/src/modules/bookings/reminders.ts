import type { ServiceContext } from '../../core/context.js';
import { domainEvents } from '../../core/events.js';
import { defineSweep } from '../../jobs/queue.js';
import { amountsDue, BALANCE_DUE_DAYS_BEFORE } from '../../rules/payments.js';
import { announceBalanceDueSoon, announceHoldExpiring } from '../notifications/announce.js';
import type { ReminderKind } from './reminder.entity.js';

// Reminder events (issue 16): the notifications send them; here they are decided and emitted, once per booking.
// - booking.balance_due_soon: a confirmed package with part of its total unpaid, whose balanceDueAt is at most
//   BALANCE_REMINDER_DAYS away (or already past, travel still ahead)
// - booking.hold_expiring: a pending booking still holding inventory whose hold ends within HOLD_REMINDER_MINUTES
// Each is recorded in booking_reminder (primary key booking + kind) by the same statement that picks it, with
// `on conflict do nothing returning`: of two sweeps at once, only the one whose row went in emits. The event is emitted
// after that statement commits, so a process killed in between loses that one reminder rather than sending it twice.
// The notification (bell and e-mail) is written in the claiming transaction itself: recorded and announced together.

export const REMINDERS_JOB = 'bookings_reminders';
export const BALANCE_REMINDER_DAYS = 3;
export const HOLD_REMINDER_MINUTES = 5;
// bookings one statement reminds; a sweep takes a few batches, the next sweep the rest
const BATCH = 200;
const MAX_BATCHES = 10;

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [REMINDERS_JOB]: Record<string, never>;
  }
}

type Row = {
  id: string;
  user_id: string;
  status: string;
  total_price_in_pkr: string;
  amount_paid_in_pkr: string;
  advance_in_pkr: string | null;
  // timestamps come back as PostgreSQL's text
  balance_due_at: string | null;
  hold_expires_at: string | null;
};

// picks up to `limit` bookings not yet reminded of `kind`, records them and returns the ones this statement recorded
async function claim(ctx: ServiceContext, kind: ReminderKind, where: string, params: unknown[], orderBy: string, limit: number): Promise<Row[]> {
  return ctx.em.execute<Row[]>(
    `with due as (
       select b.id, b.user_id, b.status, b.total_price_in_pkr, b.amount_paid_in_pkr, b.advance_in_pkr, b.balance_due_at, b.hold_expires_at
         from booking b
        where ${where}
          and not exists (select 1 from booking_reminder r where r.booking_id = b.id and r.kind = ?)
        order by ${orderBy}, b.id
        limit ?
     ), sent as (
       insert into booking_reminder (booking_id, kind, sent_at)
       select id, ?, ? from due
       on conflict do nothing
       returning booking_id
     )
     select due.* from due join sent on sent.booking_id = due.id`,
    [...params, kind, limit, kind, ctx.now()],
  );
}

// what is still due on a claimed booking, from its row
function amountsOf(row: Row) {
  return amountsDue({ status: row.status, totalPriceInPkr: row.total_price_in_pkr, amountPaidInPkr: row.amount_paid_in_pkr, advanceInPkr: row.advance_in_pkr });
}

/**
 * Claims the bookings due a reminder of `kind` a batch at a time (at most MAX_BATCHES, until a batch comes back short):
 * each batch is claimed and announced in one transaction, its events emitted once that has committed. Returns how many
 * bookings were reminded.
 */
async function sweep(
  ctx: ServiceContext,
  kind: ReminderKind,
  where: { sql: string; params: unknown[]; orderBy: string },
  announce: (tx: ServiceContext, row: Row) => Promise<void>,
  emit: (row: Row) => void,
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const rows = await ctx.em.transactional(async (em) => {
      const tx: ServiceContext = { ...ctx, em };
      const claimed = await claim(tx, kind, where.sql, where.params, where.orderBy, BATCH);
      for (const row of claimed) await announce(tx, row);
      return claimed;
    });
    for (const row of rows) emit(row);
    sent += rows.length;
    if (rows.length < BATCH) break;
  }
  return sent;
}

/**
 * Confirmed packages whose balance is due within BALANCE_REMINDER_DAYS. The candidates are read through
 * booking_status_travel_idx: balanceDueAt is 14 days before travel (or the booking's own time when travel was
 * sooner), so a balance due by now + 3 days belongs to a trip within now + 17 days.
 */
export async function remindBalancesDue(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const dueBy = new Date(now.getTime() + BALANCE_REMINDER_DAYS * 86_400_000);
  // a day's slack: the 14 days are calendar days
  const travelBy = new Date(dueBy.getTime() + (BALANCE_DUE_DAYS_BEFORE + 1) * 86_400_000);
  return sweep(
    ctx,
    'balance_due_soon',
    {
      sql: `b.status = 'confirmed' and b.travel_date > ? and b.travel_date <= ? and b.type = 'package'
         and b.balance_due_at <= ? and b.amount_paid_in_pkr < b.total_price_in_pkr`,
      params: [now, travelBy, dueBy],
      orderBy: 'b.travel_date',
    },
    (tx, row) => announceBalanceDueSoon(tx, row.id, amountsOf(row).balanceInPkr, new Date(row.balance_due_at ?? now)),
    (row) =>
      domainEvents.emitEvent('booking.balance_due_soon', { bookingId: row.id, userId: row.user_id, balanceInPkr: amountsOf(row).balanceInPkr, balanceDueAt: new Date(row.balance_due_at ?? now) }),
  );
}

/** Pending bookings whose hold ends within HOLD_REMINDER_MINUTES (read through booking_hold_idx). */
export async function remindHoldsExpiring(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const endsBy = new Date(now.getTime() + HOLD_REMINDER_MINUTES * 60_000);
  return sweep(
    ctx,
    'hold_expiring',
    { sql: `b.status = 'pending' and b.inventory_held and b.hold_expires_at > ? and b.hold_expires_at <= ?`, params: [now, endsBy], orderBy: 'b.hold_expires_at' },
    (tx, row) => announceHoldExpiring(tx, row.id, amountsOf(row).dueNowInPkr, new Date(row.hold_expires_at ?? now)),
    (row) =>
      domainEvents.emitEvent('booking.hold_expiring', { bookingId: row.id, userId: row.user_id, amountDueNowInPkr: amountsOf(row).dueNowInPkr, holdExpiresAt: new Date(row.hold_expires_at ?? now) }),
  );
}

export async function sendReminders(ctx: ServiceContext): Promise<{ balanceDueSoon: number; holdExpiring: number }> {
  const run = { holdExpiring: await remindHoldsExpiring(ctx), balanceDueSoon: await remindBalancesDue(ctx) };
  if (run.holdExpiring || run.balanceDueSoon) ctx.log.info(run, 'booking reminders emitted');
  return run;
}

/** Every minute, one process at a time (a 5-minute warning needs a sweep at least that often). */
export function remindersJob() {
  return defineSweep(REMINDERS_JOB, sendReminders, { everySeconds: 60, retryLimit: 1, expireInSeconds: 5 * 60 });
}
