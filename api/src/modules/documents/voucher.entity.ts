import { Entity, OneToOne, Property, type Ref, Unique } from '@mikro-orm/core';
import { Booking } from '../bookings/booking.entity.js';

/**
 * A booking's voucher code (issue 18 point 1): the QR code on the voucher opens /v/{code}. Random, not the booking id,
 * so a code cannot be guessed from a reference; made the first time a voucher is asked for and then kept, so every
 * copy of a booking's voucher carries the same code. Goes with its booking.
 */
@Entity({ tableName: 'voucher' })
@Unique({ name: 'voucher_code_uniq', properties: ['code'] })
export class Voucher {
  @OneToOne({ entity: () => Booking, primary: true, ref: true, owner: true, deleteRule: 'cascade', fieldName: 'booking_id' })
  booking!: Ref<Booking>;

  @Property({ type: 'string', length: 43 })
  code!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
