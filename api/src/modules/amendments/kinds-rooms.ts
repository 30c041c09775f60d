import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { ValidationError } from '../../core/errors.js';
import { KINDS_MESSAGES } from '../../rules/amendment-kinds.js';
import { AMENDMENT_MESSAGES, type AmendmentInputValues } from '../../rules/amendments.js';
import { type BookedRoom, peopleIn, roomsIssue, roomsOf } from '../../rules/package-rooms.js';
import { type Booking, BookingType } from '../bookings/booking.entity.js';
import { ensureSpots, giveSpots, packagePrice, packageRow, passengersAfter, takeSpots } from './kinds-common.js';
import type { AmendmentHandler, AmendmentPlan } from './kinds.types.js';

// Changing the rooms of a package booked by rooms (issue 37): the rooms after the change pass the booking's own rules
// (an adult in every room, beds, an infant per adult at most), are priced per bed at today's prices, and the package's
// spots follow the people in them. A booking by passenger count changes its travellers instead.

const PEOPLE = [
  ['adults', 'adult', 'adults'],
  ['childrenWithBed', 'child with a bed', 'children with a bed'],
  ['childrenWithoutBed', 'child without a bed', 'children without a bed'],
  ['infants', 'infant', 'infants'],
] as const;

const total = (rooms: readonly BookedRoom[], key: (typeof PEOPLE)[number][0]) => rooms.reduce((n, r) => n + r[key], 0);

/** "Added 1 child with a bed; removed 1 adult", or the rooms' change when nobody came or went. */
export function roomsSummary(before: readonly BookedRoom[], after: readonly BookedRoom[]): string {
  const parts: string[] = [];
  for (const [key, one, many] of PEOPLE) {
    const d = total(after, key) - total(before, key);
    if (d) parts.push(`${d > 0 ? 'added' : 'removed'} ${Math.abs(d)} ${Math.abs(d) === 1 ? one : many}`);
  }
  const text = parts.length ? parts.join('; ') : `rooms ${before.length} → ${after.length}, occupancy changed`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function roomsAfter(booking: Booking, input: AmendmentInputValues): BookedRoom[] {
  if (booking.type !== BookingType.package || !booking.rooms) throw new ValidationError(KINDS_MESSAGES.byCount, 'rooms');
  if (!input.rooms) throw new ValidationError(KINDS_MESSAGES.roomsRequired, 'rooms');
  const rooms = roomsOf(input.rooms);
  // the last adult leaving a room where children or infants stay: said plainly
  const orphaned = rooms.findIndex((r) => r.adults < 1 && r.childrenWithBed + r.childrenWithoutBed + r.infants > 0);
  if (orphaned >= 0) throw new ValidationError(KINDS_MESSAGES.lastAdult(orphaned + 1), 'rooms');
  const broken = roomsIssue(rooms);
  if (broken) throw new ValidationError(broken, 'rooms');
  if (JSON.stringify(rooms) === JSON.stringify(roomsOf(booking.rooms))) throw new ValidationError(AMENDMENT_MESSAGES.noChange, 'rooms');
  return rooms;
}

async function plan(_ctx: ServiceContext, tx: EntityManager, booking: Booking, input: AmendmentInputValues): Promise<AmendmentPlan> {
  const rooms = roomsAfter(booking, input);
  const people = peopleIn(rooms);
  const passengers = passengersAfter(booking, input, people);
  const row = await packageRow(tx, booking.packageId);
  ensureSpots(row, people - booking.passengerCount);
  const before: Record<string, unknown> = { rooms: booking.rooms, passengerCount: booking.passengerCount };
  const after: Record<string, unknown> = { rooms, passengerCount: people };
  if (JSON.stringify(passengers) !== JSON.stringify(booking.passengers ?? null)) {
    before.passengers = booking.passengers ?? null;
    after.passengers = passengers;
  }
  return {
    summary: roomsSummary(roomsOf(booking.rooms ?? []), rooms),
    before,
    after,
    newTotalInPkr: packagePrice(row, people, rooms),
    feeInPkr: '0.00',
    reducesInventory: people < booking.passengerCount,
  };
}

async function apply(_ctx: ServiceContext, tx: EntityManager, booking: Booking, input: AmendmentInputValues, planned: AmendmentPlan): Promise<void> {
  const rooms = roomsAfter(booking, input);
  const people = peopleIn(rooms);
  const diff = people - booking.passengerCount;
  if (booking.inventoryHeld && booking.packageId) {
    // more people: their spots first (409 when gone); fewer: given back
    if (diff > 0) await takeSpots(tx, booking.packageId, diff);
    else if (diff < 0) await giveSpots(tx, booking.packageId, -diff);
  }
  booking.rooms = rooms;
  booking.passengerCount = people;
  if ('passengers' in planned.after) booking.passengers = planned.after.passengers as Booking['passengers'];
}

export const roomsHandler: AmendmentHandler = {
  plan: (ctx, tx, booking, input) => plan(ctx, tx, booking, input),
  apply: (ctx, tx, booking, input, planned) => apply(ctx, tx, booking, input, planned),
};
