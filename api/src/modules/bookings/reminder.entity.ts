import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { PAYMENT_REMINDER_KINDS } from '../../rules/deadlines.js';

// balance_due_soon: a balance due from the moment of booking (travel within 14 days), reminded at once;
// hold_expiring: 5 minutes before a hold ends; pay_*: 7 days, 3 days, 1 day and 2 hours before payBy (issue 37)
export const REMINDER_KINDS = ['balance_due_soon', 'hold_expiring', ...PAYMENT_REMINDER_KINDS] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * A reminder event emitted for a booking (reminders.ts), one row per booking, kind and deadline (the holdExpiresAt or
 * balanceDueAt it reminded of: a new deadline is reminded again): the sweep inserts it with `on conflict do nothing`
 * and emits only for the rows it inserted, so parallel sweeps remind once.
 */
@Entity({ tableName: 'booking_reminder' })
export class BookingReminder {
  @PrimaryKey({ type: 'uuid' })
  bookingId!: string;

  @Enum({ items: () => [...REMINDER_KINDS], primary: true })
  kind!: ReminderKind;

  @PrimaryKey({ type: 'datetime' })
  dueAt!: Date;

  @Property({ type: 'datetime' })
  sentAt!: Date;
}
