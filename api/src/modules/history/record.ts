import type { ServiceContext } from '../../core/context.js';

// CONTRACT (issue 37) — the booking's history: every event recorded in the transaction that caused it.
// Implemented by the history feature (this file's body); callers in bookings, payments, amendments, notifications.

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

/**
 * Records one event of a booking inside the caller's transaction (ctx.em): committed with the change it describes or
 * not at all. Never reads the booking; cheap (one insert).
 */
export async function recordBookingEvent(ctx: ServiceContext, event: BookingEventInput): Promise<void> {
  void ctx;
  void event;
}
