import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { Log } from '../../core/context.js';
import type { Orm } from '../../db/orm.js';
import { PeriodicJob } from '../../db/periodic-job.js';
import { marketToday } from '../../rules/dates.js';

// Hotel availability is pre-filled: one hotel_room_night row per room type per night for a rolling window of
// INVENTORY_NIGHTS nights from today. This tops the window up: for every room type it appends the nights after its
// last row (new room types get the whole window), each starting with all its rooms free. Existing rows (and the
// bookings they carry) are never touched.
export const INVENTORY_NIGHTS = 365;

export async function extendRoomInventory(em: EntityManager, today: string, nights = INVENTORY_NIGHTS): Promise<number> {
  const through = DateTime.fromISO(today, { zone: 'utc' })
    .plus({ days: nights - 1 })
    .toISODate() as string;
  // em.execute runs inside the caller's transaction, if any
  const res = await em.execute<{ affectedRows?: number; rowCount?: number }>(
    `insert into hotel_room_night (room_type_id, night, rooms_total, rooms_available)
     select rt.id, d::date, rt.rooms_count, rt.rooms_count
     from hotel_room_type rt
     left join lateral (select max(n.night) as last from hotel_room_night n where n.room_type_id = rt.id) l on true
     cross join lateral generate_series(greatest(coalesce(l.last + 1, ?::date), ?::date), ?::date, interval '1 day') d
     on conflict do nothing`,
    [today, today, through],
    'run',
  );
  return Number(res.affectedRows ?? res.rowCount ?? 0);
}

/** Keeps the window full on a long-running server: once at start, then every few hours (one process at a time). */
export class RoomInventoryKeeper extends PeriodicJob<number> {
  constructor(orm: Orm, log: Log, now: () => Date = () => new Date()) {
    super(orm, log, {
      lockKey: 'safarnama:room-inventory',
      everyMs: 6 * 60 * 60 * 1000,
      what: 'room inventory extension',
      run: async (tx) => {
        const added = await extendRoomInventory(tx, marketToday(now()));
        if (added) log.info({ added }, 'room inventory extended');
        return added;
      },
    });
  }
}
