import * as v from 'valibot';
import type { ServiceContext } from '../../core/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.js';
import { check } from '../../core/validation.js';
import { BookSchema } from '../../rules/bookings.js';
import { cityKey } from '../../rules/catalogue.js';
import { isUuid } from '../../rules/common.js';
import { isIsoDate } from '../../rules/dates.js';
import { book } from '../bookings/bookings.service.js';
import { pay } from '../payments/checkout.service.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { CITY_NAMES, UMRAH_MESSAGES as M, UMRAH_TEXT } from './messages.js';
import { GroupStay, TRANSFER_KINDS, TransferLeg, UMRAH_CITIES, type UmrahCity } from './umrah.entity.js';
import { MAX_PILGRIMS, withGroup } from './umrah.service.js';

// A group's hotels and ground transfers. A hotel stay is a hotel booking made through the bookings module (its
// no-oversell room-night reservation) and paid at once from the agency's wallet, all in one transaction: when the
// wallet cannot pay, the booking and its rooms go with the rollback and nothing is left holding rooms. Transfer legs
// are recorded by the agent with the provider's confirmation.

export const MAX_LEGS = 20;

export type GroupHotelValues = {
  city: string;
  hotelId: string;
  roomType: string;
  checkInDate: string;
  checkOutDate: string;
  roomCount: number;
  guestCount: number;
};

const count = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_PILGRIMS, message));
const StayCounts = v.object({ roomCount: count(M.stayRooms), guestCount: count(M.stayGuests) });

/** Books and pays a hotel stay for the group (402 with the wallet's message when it cannot pay; nothing kept then). */
export async function bookGroupHotel(ctx: ServiceContext, groupId: string, input: GroupHotelValues): Promise<GroupStay> {
  if (!(UMRAH_CITIES as readonly string[]).includes(input.city)) throw new ValidationError(M.city, 'city');
  const city = input.city as UmrahCity;
  const counts = check(StayCounts, { roomCount: input.roomCount, guestCount: input.guestCount });
  // the stay's own rules (hotel id, room type, dates, length) are the hotel booking's; a group takes more rooms than
  // the 5 a traveller may (the reservation still holds guests to the rooms' beds and never oversells a night)
  const checked = check(BookSchema, {
    type: 'hotel',
    hotelId: input.hotelId,
    roomType: input.roomType,
    checkInDate: input.checkInDate,
    checkOutDate: input.checkOutDate,
    roomCount: 1,
    guestCount: 1,
  });
  if (checked.type !== 'hotel') throw new ValidationError(M.hotelNotFound, 'hotelId');
  const values = { ...checked, ...counts };
  const stayId = await withGroup(ctx, groupId, async (tx, group) => {
    if (values.checkInDate < group.arrivalDate || values.checkOutDate > group.departureDate) {
      throw new ValidationError(UMRAH_TEXT.stayOutside(group.arrivalDate, group.departureDate), 'checkInDate');
    }
    const [hotel] = await tx.execute<{ name: string; city: string }[]>('select name, city from hotel where id = ?', [values.hotelId]);
    if (!hotel) throw new NotFoundError(M.hotelNotFound);
    if (cityKey(hotel.city) !== city) throw new ValidationError(UMRAH_TEXT.hotelCity(hotel.name, CITY_NAMES[city]), 'hotelId');
    const txCtx: ServiceContext = { ...ctx, em: tx };
    // the rooms are taken under the nights' row locks, the wallet debited under its own: both commit with the stay
    const booking = await book(txCtx, values);
    await pay(txCtx, { bookingId: booking.id, method: PaymentMethod.wallet });
    const [after] = await tx.execute<{ status: string }[]>('select status from booking where id = ?', [booking.id]);
    if (after?.status !== 'confirmed') throw new Error(`group hotel booking ${booking.id} is ${after?.status} after its wallet payment`);
    const stay = tx.create(GroupStay, {
      groupId: group.id,
      city,
      bookingId: booking.id,
      hotelId: values.hotelId,
      hotelName: hotel.name,
      checkInDate: values.checkInDate,
      checkOutDate: values.checkOutDate,
      roomType: values.roomType,
      roomCount: values.roomCount,
      guestCount: values.guestCount,
      createdAt: ctx.now(),
    });
    await tx.flush();
    return stay.id;
  });
  return ctx.em.findOneOrFail(GroupStay, { id: stayId });
}

const text = (message: string, max: number) => v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));
const LegSchema = v.object({
  kind: v.picklist(TRANSFER_KINDS, M.leg),
  fromPlace: text(M.legPlace, 100),
  toPlace: text(M.legPlace, 100),
  date: v.pipe(v.string(M.legDate), v.check((s: string) => isIsoDate(s), M.legDate)),
  provider: text(M.legProvider, 100),
  confirmationNumber: text(M.legConfirmation, 60),
});

/** Records a transfer leg the agent booked (its date within the trip). */
export async function addTransferLeg(ctx: ServiceContext, groupId: string, input: Record<string, unknown>): Promise<TransferLeg> {
  const values = check(LegSchema, input);
  const id = await withGroup(ctx, groupId, async (tx, group) => {
    if (values.date < group.arrivalDate || values.date > group.departureDate) {
      throw new ValidationError(UMRAH_TEXT.legOutside(group.arrivalDate, group.departureDate), 'date');
    }
    const [{ n }] = await tx.execute<{ n: number }[]>('select count(*)::int as n from umrah_transfer where group_id = ?', [group.id]);
    if (Number(n) >= MAX_LEGS) throw new ConflictError(M.legsTooMany);
    const leg = tx.create(TransferLeg, { groupId: group.id, ...values, createdAt: ctx.now() });
    await tx.flush();
    return leg.id;
  });
  return ctx.em.findOneOrFail(TransferLeg, { id });
}

/** Removes a transfer leg of the group. */
export async function removeTransferLeg(ctx: ServiceContext, groupId: string, legId: string): Promise<void> {
  await withGroup(ctx, groupId, async (tx, group) => {
    const leg = isUuid(legId) ? await tx.findOne(TransferLeg, { id: legId, groupId: group.id }) : null;
    if (!leg) throw new NotFoundError(M.legNotFound);
    tx.remove(leg);
  });
}
