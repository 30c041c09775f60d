import type { ServiceContext } from '../../core/context.js';
import { domainEvents } from '../../core/events.js';
import { defineSweep } from '../../jobs/queue.js';
import { PAYMENT_REMINDER_WINDOWS } from '../../rules/deadlines.js';
import { formatMoney } from '../../rules/money.js';
import { amountsDue, BALANCE_DUE_DAYS_BEFORE } from '../../rules/payments.js';
import { recordBookingEvent, SYSTEM_ACTOR } from '../history/record.js';
import { announceBalanceDueSoon, announceHoldExpiring, announcePaymentDue } from '../notifications/announce.js';
import type { ReminderKind } from './reminder.entity.js';

// Reminder events (issues 16 and 37): the notifications send them; here they are decided and emitted, once each.
// - booking.payment_due (pay_7d, pay_3d, pay_1d, pay_2h): a payment due by payBy (rules/deadlines.ts) — a pending
//   hold's first payment (holdExpiresAt, through booking_hold_idx) or a confirmed booking's balance (balanceDueAt,
//   through booking_balance_due_idx) — 7 days, 3 days, 1 day and 2 hours before; the windows do not overlap, and a
//   window opened before the booking was made is skipped (PAYMENT_REMINDER_WINDOWS)
// - booking.hold_expiring: a pending booking still holding inventory whose hold ends within HOLD_REMINDER_MINUTES
// - booking.balance_due_soon: a confirmed package whose balance was due from the moment it was booked (travel within
//   14 days): reminded at once (it is not cancelled when overdue: see overdue.ts)
// Each is recorded in booking_reminder (primary key booking + kind + the deadline it is about) by the same statement
// that picks it, with `on conflict do nothing returning`: of two sweeps at once, only the one whose row went in emits.
// The event is emitted after that statement commits, so a process killed in between loses that one reminder rather
// than sending it twice. The notification (bell and e-mail) and the history's 'reminded' event are written in the
// claiming transaction itself: recorded and announced together.

export const REMINDERS_JOB = 'bookings_reminders';
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
  // the deadline reminded of (timestamps come back as PostgreSQL's text)
  due_at: string;
};

type Where = { sql: string; params: unknown[]; orderBy: string; dueColumn: 'hold_expires_at' | 'balance_due_at' };

// picks up to `limit` bookings not yet reminded of `kind` for their current deadline, records them and returns the
// ones this statement recorded
async function claim(ctx: ServiceContext, kind: ReminderKind, where: Where, limit: number): Promise<Row[]> {
  const due = `b.${where.dueColumn}`;
  return ctx.em.execute<Row[]>(
    `with due as (
       select b.id, b.user_id, b.status, b.total_price_in_pkr, b.amount_paid_in_pkr, b.advance_in_pkr, ${due} as due_at
         from booking b
        where ${where.sql}
          and not exists (select 1 from booking_reminder r where r.booking_id = b.id and r.kind = ? and r.due_at = ${due})
        order by ${where.orderBy}, b.id
        limit ?
     ), sent as (
       insert into booking_reminder (booking_id, kind, due_at, sent_at)
       select id, ?, due_at, ? from due
       on conflict do nothing
       returning booking_id
     )
     select due.* from due join sent on sent.booking_id = due.id`,
    [...where.params, kind, limit, kind, ctx.now()],
  );
}

// what is still due on a claimed booking, from its row
function amountsOf(row: Row) {
  return amountsDue({ status: row.status, totalPriceInPkr: row.total_price_in_pkr, amountPaidInPkr: row.amount_paid_in_pkr, advanceInPkr: row.advance_in_pkr });
}

/**
 * Claims the bookings due a reminder of `kind` a batch at a time (at most MAX_BATCHES, until a batch comes back short):
 * each batch is claimed, announced and put in the booking's history in one transaction, its events emitted once that
 * has committed. Returns how many bookings were reminded.
 */
async function sweep(
  ctx: ServiceContext,
  kind: ReminderKind,
  where: Where,
  remind: { amount: (row: Row) => string; announce: (tx: ServiceContext, row: Row, amountInPkr: string, dueAt: Date) => Promise<void>; emit: (row: Row, amountInPkr: string, dueAt: Date) => void },
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const rows = await ctx.em.transactional(async (em) => {
      const tx: ServiceContext = { ...ctx, em };
      const claimed = await claim(tx, kind, where, BATCH);
      for (const row of claimed) {
        const amount = remind.amount(row);
        const dueAt = new Date(row.due_at);
        await remind.announce(tx, row, amount, dueAt);
        await recordBookingEvent(tx, {
          bookingId: row.id,
          kind: 'reminded',
          summary: `Reminded (${kind}): ${formatMoney(amount, 'PKR')} due by ${dueAt.toISOString()}`,
          amountInPkr: amount,
          actor: SYSTEM_ACTOR,
        });
      }
      return claimed;
    });
    for (const row of rows) remind.emit(row, remind.amount(row), new Date(row.due_at));
    sent += rows.length;
    if (rows.length < BATCH) break;
  }
  return sent;
}

const MS = `::double precision * interval '1 millisecond'`;

/**
 * The payment reminders 7 days, 3 days, 1 day and 2 hours before payBy: for each window, the pending holds (their
 * first payment) and the confirmed balances whose deadline lies in it, made before the window opened.
 */
export async function remindPaymentsDue(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  let sent = 0;
  for (const w of PAYMENT_REMINDER_WINDOWS) {
    const after = new Date(now.getTime() + w.afterMs);
    const by = new Date(now.getTime() + w.leadMs);
    const emit = (balance: boolean) => (row: Row, amountInPkr: string, payBy: Date) =>
      domainEvents.emitEvent('booking.payment_due', { bookingId: row.id, userId: row.user_id, kind: w.kind, amountInPkr, payBy, balance });
    const announce = (balance: boolean) => (tx: ServiceContext, row: Row, amountInPkr: string, payBy: Date) =>
      announcePaymentDue(tx, row.id, { kind: w.kind, amountInPkr, payBy, left: w.label, balance });
    sent += await sweep(
      ctx,
      w.kind,
      {
        sql: `b.status = 'pending' and b.inventory_held and b.hold_expires_at > ? and b.hold_expires_at <= ? and b.created_at <= b.hold_expires_at - ? ${MS}`,
        params: [after, by, w.leadMs],
        orderBy: 'b.hold_expires_at',
        dueColumn: 'hold_expires_at',
      },
      { amount: (row) => amountsOf(row).dueNowInPkr, announce: announce(false), emit: emit(false) },
    );
    sent += await sweep(
      ctx,
      w.kind,
      {
        sql: `b.status = 'confirmed' and b.amount_paid_in_pkr < b.total_price_in_pkr and b.balance_due_at > ? and b.balance_due_at <= ?
          and b.created_at <= b.balance_due_at - ? ${MS}`,
        params: [after, by, w.leadMs],
        orderBy: 'b.balance_due_at',
        dueColumn: 'balance_due_at',
      },
      { amount: (row) => amountsOf(row).balanceInPkr, announce: announce(true), emit: emit(true) },
    );
  }
  return sent;
}

/**
 * Confirmed packages whose balance was due from the moment they were booked (travel within 14 days, so balanceDueAt is
 * the booking's own time): reminded once, at once, while the trip is ahead. Read through booking_status_travel_idx:
 * such a trip is at most 15 days after its booking.
 */
export async function remindBalancesDue(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const travelBy = new Date(now.getTime() + (BALANCE_DUE_DAYS_BEFORE + 1) * 86_400_000);
  return sweep(
    ctx,
    'balance_due_soon',
    {
      sql: `b.status = 'confirmed' and b.travel_date > ? and b.travel_date <= ? and b.type = 'package'
         and b.balance_due_at <= b.created_at and b.amount_paid_in_pkr < b.total_price_in_pkr`,
      params: [now, travelBy],
      orderBy: 'b.travel_date',
      dueColumn: 'balance_due_at',
    },
    {
      amount: (row) => amountsOf(row).balanceInPkr,
      announce: (tx, row, amount, dueAt) => announceBalanceDueSoon(tx, row.id, amount, dueAt),
      emit: (row, balanceInPkr, balanceDueAt) => domainEvents.emitEvent('booking.balance_due_soon', { bookingId: row.id, userId: row.user_id, balanceInPkr, balanceDueAt }),
    },
  );
}

/** Pending bookings whose hold ends within HOLD_REMINDER_MINUTES (read through booking_hold_idx). */
export async function remindHoldsExpiring(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const endsBy = new Date(now.getTime() + HOLD_REMINDER_MINUTES * 60_000);
  return sweep(
    ctx,
    'hold_expiring',
    { sql: `b.status = 'pending' and b.inventory_held and b.hold_expires_at > ? and b.hold_expires_at <= ?`, params: [now, endsBy], orderBy: 'b.hold_expires_at', dueColumn: 'hold_expires_at' },
    {
      amount: (row) => amountsOf(row).dueNowInPkr,
      announce: (tx, row, amount, dueAt) => announceHoldExpiring(tx, row.id, amount, dueAt),
      emit: (row, amountDueNowInPkr, holdExpiresAt) => domainEvents.emitEvent('booking.hold_expiring', { bookingId: row.id, userId: row.user_id, amountDueNowInPkr, holdExpiresAt }),
    },
  );
}

export async function sendReminders(ctx: ServiceContext): Promise<{ balanceDueSoon: number; holdExpiring: number; paymentDue: number }> {
  const run = { holdExpiring: await remindHoldsExpiring(ctx), balanceDueSoon: await remindBalancesDue(ctx), paymentDue: await remindPaymentsDue(ctx) };
  if (run.holdExpiring || run.balanceDueSoon || run.paymentDue) ctx.log.info(run, 'booking reminders emitted');
  return run;
}

/** Every minute, one process at a time (a 5-minute warning needs a sweep at least that often). */
export function remindersJob() {
  return defineSweep(REMINDERS_JOB, sendReminders, { everySeconds: 60, retryLimit: 1, expireInSeconds: 5 * 60 });
}
