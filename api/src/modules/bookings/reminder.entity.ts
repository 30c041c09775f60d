import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';

export const REMINDER_KINDS = ['balance_due_soon', 'hold_expiring'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * A reminder event emitted for a booking (reminders.ts), one row per booking and kind: the sweep inserts it with
 * `on conflict do nothing` and emits only for the rows it inserted, so parallel sweeps remind once.
 */
@Entity({ tableName: 'booking_reminder' })
export class BookingReminder {
  @PrimaryKey({ type: 'uuid' })
  bookingId!: string;

  @Enum({ items: () => [...REMINDER_KINDS], primary: true })
  kind!: ReminderKind;

  @Property({ type: 'datetime' })
  sentAt!: Date;
}
