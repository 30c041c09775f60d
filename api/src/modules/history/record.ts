import type { ServiceContext } from '../../core/context.js';

// The booking's history (issue 37): every event recorded in the transaction that caused it, by the code that caused
// it (bookings, payments' settlement step, amendments, reminders, documents).

export const BOOKING_EVENT_KINDS = [
  'made',
  'paid',
  'payment_failed',
  'reminded',
  'amended',
  'cancelled',
  'refunded',
  'expired',
  'completed',
  'documents_issued',
  'quoted',
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

// who did it: the traveller (the booking's own user), an agent (the agency's owner), a staff member of an agency, the
// super admin, or the system (jobs, webhooks, sweeps)
export const BOOKING_ACTOR_ROLES = ['traveller', 'agent', 'staff', 'admin', 'system'] as const;
export type BookingActorRole = (typeof BOOKING_ACTOR_ROLES)[number];

export type BookingEventInput = {
  bookingId: string;
  kind: BookingEventKind;
  // one line in English (the history page translates by kind; the summary is the record)
  summary: string;
  // what changed: field → value before / after (amendments); omitted for events that change no field
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  // money the event moved, in PKR (a payment, a refund, an amendment's difference)
  amountInPkr?: string | null;
  // default: ctx.viewer (traveller / agent / staff / admin), or the system when there is none
  actor?: { role: BookingActorRole; id: string | null; name: string };
};

// the next moment of a booking's history: the clock's, or just after its latest event when that is not earlier (one
// transaction's events, or a fixed test clock, keep the order they were recorded in); read through booking_event_booking_idx
const AT_SQL = `greatest(?::timestamptz, (select max(e.at) + interval '1 microsecond' from booking_event e where e.booking_id = ?))`;
const COLUMNS = 'booking_id, at, actor_role, actor_id, actor_name, kind, summary, before, after, amount_in_pkr';

// a user's part, from their account in the same statement: the super admin, a traveller, an agency's member (staff)
// or an agent acting for their own agency; their name as shown (given and family name, else the username)
const USER_ACTOR_SQL = `case u.role when 'super_admin' then 'admin' when 'end_user' then 'traveller'
    when 'b2b_agent' then case when exists (select 1 from agency_member m where m.user_id = u.id) then 'staff' else 'agent' end
    else ? end,
  ?::uuid, coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username, ?)`;

const ROLE_OF_VIEWER: Record<string, BookingActorRole> = { super_admin: 'admin', end_user: 'traveller', b2b_agent: 'agent' };

export const SYSTEM_ACTOR = { role: 'system', id: null, name: 'Safarnama' } as const satisfies BookingEventInput['actor'];

const json = (v: Record<string, unknown> | null | undefined) => (v && Object.keys(v).length ? JSON.stringify(v) : null);

/**
 * Records one event of a booking inside the caller's transaction (ctx.em): committed with the change it describes or
 * not at all. Never reads the booking; cheap (one insert).
 */
export async function recordBookingEvent(ctx: ServiceContext, event: BookingEventInput): Promise<void> {
  const viewer = ctx.viewer;
  if (event.actor || !viewer) return insertEvent(ctx, event, event.actor ?? SYSTEM_ACTOR);
  return recordBookingEventOf(ctx, event, viewer.id, { role: ROLE_OF_VIEWER[viewer.role] ?? 'system', name: viewer.username });
}

/**
 * recordBookingEvent done by the user `userId` (e.g. a payment's payer when a gateway's webhook settles it): their role
 * and name read from their account in the insert itself; `fallback` when the account is gone.
 */
export async function recordBookingEventOf(
  ctx: ServiceContext,
  event: BookingEventInput,
  userId: string,
  fallback: { role: BookingActorRole; name: string } = { role: 'system', name: SYSTEM_ACTOR.name },
): Promise<void> {
  await ctx.em.execute(
    `insert into booking_event (${COLUMNS})
     select ?::uuid, ${AT_SQL}, ${USER_ACTOR_SQL}, ?, ?, ?::jsonb, ?::jsonb, ?::numeric
       from (select 1) one left join app_user u on u.id = ?::uuid`,
    [event.bookingId, ctx.now(), event.bookingId, fallback.role, userId, fallback.name, ...rest(event), userId],
  );
}

function rest(event: BookingEventInput): unknown[] {
  return [event.kind, event.summary, json(event.before), json(event.after), event.amountInPkr ?? null];
}

async function insertEvent(ctx: ServiceContext, event: BookingEventInput, actor: NonNullable<BookingEventInput['actor']>): Promise<void> {
  await ctx.em.execute(
    `insert into booking_event (${COLUMNS}) values (?::uuid, ${AT_SQL}, ?, ?::uuid, ?, ?, ?, ?::jsonb, ?::jsonb, ?::numeric)`,
    [event.bookingId, ctx.now(), event.bookingId, actor.role, actor.id, actor.name.slice(0, 200), ...rest(event)],
  );
}
