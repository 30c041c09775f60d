import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.js';
import { KINDS_MESSAGES } from '../../rules/amendment-kinds.js';
import { AMENDMENT_MESSAGES, type AmendmentInputValues } from '../../rules/amendments.js';
import { NO_SEATS_LEFT } from '../../rules/bookings.js';
import { multiply } from '../../rules/money.js';
import { type Booking, BookingType } from '../bookings/booking.entity.js';
import { ensureSpots, giveSpots, moveSeats, packagePrice, packageRow, passengersAfter, takeSpots, TRANSPORT_NOT_OPEN } from './kinds-common.js';
import type { AmendmentHandler, AmendmentPlan } from './kinds.types.js';

// Adding or removing travellers (issue 37) on a booking by count: a package's spots, a coach's or a train's seats
// (per seat; a car or a transfer is per vehicle, its price unchanged), a hotel stay's guests within its rooms (priced
// per room, unchanged). A package booked by rooms changes its rooms instead. An agent's sale keeps its passengers list
// in step: the list after the change passes the booking's own rules.

const plural = (n: number) => `${n} traveller${n === 1 ? '' : 's'}`;

function countOf(booking: Booking, input: AmendmentInputValues): number {
  if (booking.rooms) throw new ValidationError(KINDS_MESSAGES.byRooms, 'rooms');
  const n = input.passengerCount;
  if (n == null) throw new ValidationError(KINDS_MESSAGES.passengerCountRequired, 'passengerCount');
  return n;
}

async function newTotal(tx: EntityManager, booking: Booking, n: number): Promise<string> {
  if (booking.type === BookingType.package) {
    const row = await packageRow(tx, booking.packageId);
    ensureSpots(row, n - booking.passengerCount);
    return packagePrice(row, n, null);
  }
  if (booking.type === BookingType.transport) {
    const [option] = await tx.execute<{ type: string; price_in_pkr: string; active: boolean; seats_available: number | null }[]>(
      'select type, price_in_pkr, active, seats_available from transport_option where id = ?',
      [booking.transportId],
    );
    if (!option) throw new NotFoundError('Transport option not found');
    const more = n - booking.passengerCount;
    if (more > 0 && !option.active) throw new ConflictError(TRANSPORT_NOT_OPEN);
    if (more > 0 && booking.inventoryHeld && option.seats_available !== null && Number(option.seats_available) < more) throw new ConflictError(NO_SEATS_LEFT);
    const perSeat = option.type === 'bus' || option.type === 'train';
    return perSeat ? multiply(String(option.price_in_pkr), n) : booking.totalPriceInPkr;
  }
  // a hotel stay: its rooms sleep the guests, and the price is per room
  const [rt] = await tx.execute<{ max_occupancy: number }[]>('select max_occupancy from hotel_room_type where id = ?', [booking.roomTypeId]);
  const max = (booking.roomCount ?? 1) * Number(rt?.max_occupancy ?? 0);
  if (n > max) throw new ValidationError(KINDS_MESSAGES.guestsOver(max), 'passengerCount');
  return booking.totalPriceInPkr;
}

async function plan(_ctx: ServiceContext, tx: EntityManager, booking: Booking, input: AmendmentInputValues): Promise<AmendmentPlan> {
  if (booking.type === BookingType.flight) throw new ValidationError(AMENDMENT_MESSAGES.flights);
  const n = countOf(booking, input);
  const passengers = passengersAfter(booking, input, n);
  const sameList = JSON.stringify(passengers) === JSON.stringify(booking.passengers ?? null);
  if (n === booking.passengerCount && sameList) throw new ValidationError(AMENDMENT_MESSAGES.noChange, 'passengerCount');
  const before: Record<string, unknown> = { passengerCount: booking.passengerCount };
  const after: Record<string, unknown> = { passengerCount: n };
  if (booking.type === BookingType.hotel) {
    before.guestCount = booking.guestCount ?? booking.passengerCount;
    after.guestCount = n;
  }
  if (!sameList) {
    before.passengers = booking.passengers ?? null;
    after.passengers = passengers;
  }
  const diff = n - booking.passengerCount;
  return {
    summary: diff > 0 ? `Added ${plural(diff)} (${booking.passengerCount} → ${n})` : diff < 0 ? `Removed ${plural(-diff)} (${booking.passengerCount} → ${n})` : 'Travellers’ details updated',
    before,
    after,
    newTotalInPkr: await newTotal(tx, booking, n),
    feeInPkr: '0.00',
    reducesInventory: diff < 0,
  };
}

async function apply(_ctx: ServiceContext, tx: EntityManager, booking: Booking, input: AmendmentInputValues, planned: AmendmentPlan): Promise<void> {
  const n = countOf(booking, input);
  const diff = n - booking.passengerCount;
  // more travellers: their spots or seats first (409 when gone); fewer: given back
  if (booking.inventoryHeld && diff !== 0) {
    if (booking.type === BookingType.package && booking.packageId) {
      if (diff > 0) await takeSpots(tx, booking.packageId, diff);
      else await giveSpots(tx, booking.packageId, -diff);
    } else if (booking.type === BookingType.transport && booking.transportId) {
      const [option] = await tx.execute<{ seats_available: number | null }[]>('select seats_available from transport_option where id = ?', [booking.transportId]);
      if (option && option.seats_available !== null) await moveSeats(tx, booking.transportId, diff);
    }
  }
  booking.passengerCount = n;
  if (booking.type === BookingType.hotel) booking.guestCount = n;
  if ('passengers' in planned.after) booking.passengers = planned.after.passengers as Booking['passengers'];
}

export const travellersHandler: AmendmentHandler = {
  plan: (ctx, tx, booking, input) => plan(ctx, tx, booking, input),
  apply: (ctx, tx, booking, input, planned) => apply(ctx, tx, booking, input, planned),
};
