import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { OCCUPANCIES, type Occupancy } from '../../rules/umrah.js';
import { User } from '../accounts/user.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { Hotel } from '../catalogue/hotel.entity.js';
import { Package } from '../catalogue/package.entity.js';
import { VisaApplication } from '../visa/visa-application.entity.js';

// An agent's Umrah group (issue 36) and what belongs to it: its pilgrims, the rooms bought, the hotel stays booked
// through the bookings module, the transfer legs. Rows refer to their group by id (foreign keys in the migration);
// every list of a group is read with one query on its (group_id, …) index. References are kept as ids (mapToPk).

export const UMRAH_CITIES = ['makkah', 'madinah'] as const;
export type UmrahCity = (typeof UMRAH_CITIES)[number];
export const TRANSFER_KINDS = ['arrival', 'intercity', 'departure'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
export const GROUP_STATUSES = ['draft', 'ready', 'visa_submitted', 'visa_issued'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

@Entity({ tableName: 'umrah_group' })
@Index({ name: 'umrah_group_package_idx', expression: 'create index "umrah_group_package_idx" on "umrah_group" ("package_id") where "package_id" is not null' })
@Check({ name: 'umrah_group_dates_order', expression: 'departure_date > arrival_date' })
@Check({ name: 'umrah_group_nights_range', expression: 'makkah_nights >= 0 and makkah_nights <= 90 and madinah_nights >= 0 and madinah_nights <= 90' })
@Index({ name: 'umrah_group_owner_idx', expression: 'create index "umrah_group_owner_idx" on "umrah_group" ("owner_id", "created_at" desc, "id" desc)' })
export class UmrahGroup {
  [OptionalProps]?: 'status' | 'visaSubmittedAt' | 'packageId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  // the booker: the agent, or the agency its staff act for
  @ManyToOne({ entity: () => User, mapToPk: true, fieldName: 'owner_id', deleteRule: 'cascade' })
  ownerId!: string;

  // who of the agency created it
  @ManyToOne({ entity: () => User, mapToPk: true, fieldName: 'created_by', deleteRule: 'cascade' })
  createdBy!: string;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @ManyToOne({ entity: () => Package, mapToPk: true, fieldName: 'package_id', nullable: true, deleteRule: 'set null' })
  packageId: string | null = null;

  @Property({ type: 'date' })
  arrivalDate!: string;

  @Property({ type: 'date' })
  departureDate!: string;

  @Property({ type: 'string', length: 3 })
  arrivalAirport!: string;

  @Property({ type: 'string', length: 3 })
  departureAirport!: string;

  @Property({ type: 'smallint' })
  makkahNights!: number;

  @Property({ type: 'smallint' })
  madinahNights!: number;

  @Enum({ items: [...UMRAH_CITIES], nativeEnumName: undefined })
  firstCity!: UmrahCity;

  @Enum({ items: [...GROUP_STATUSES], nativeEnumName: undefined, default: 'draft' })
  status: GroupStatus = 'draft';

  @Property({ type: 'datetime', nullable: true })
  visaSubmittedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}

@Entity({ tableName: 'umrah_pilgrim' })
@Index({ name: 'umrah_pilgrim_group_idx', properties: ['groupId', 'position'] })
@Index({
  name: 'umrah_pilgrim_passport_uniq',
  expression: 'create unique index "umrah_pilgrim_passport_uniq" on "umrah_pilgrim" ("group_id", "passport_number") where "removed_at" is null',
})
@Index({ name: 'umrah_pilgrim_room_idx', expression: 'create index "umrah_pilgrim_room_idx" on "umrah_pilgrim" ("room_id") where "room_id" is not null' })
@Index({
  name: 'umrah_pilgrim_visa_idx',
  expression: 'create index "umrah_pilgrim_visa_idx" on "umrah_pilgrim" ("visa_application_id") where "visa_application_id" is not null',
})
export class Pilgrim {
  [OptionalProps]?: 'cnic' | 'family' | 'relation' | 'meningitisVaccinationDate' | 'polioVaccinationDate' | 'phone' | 'roomId' | 'visaApplicationId' | 'removedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => UmrahGroup, mapToPk: true, fieldName: 'group_id', deleteRule: 'cascade' })
  groupId!: string;

  // the order pilgrims were added in
  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'string', length: 100 })
  givenNames!: string;

  @Property({ type: 'string', length: 100 })
  surname!: string;

  @Enum({ items: ['M', 'F'], nativeEnumName: undefined })
  gender!: 'M' | 'F';

  @Property({ type: 'date' })
  dateOfBirth!: string;

  @Property({ type: 'string', length: 3 })
  nationality!: string;

  @Property({ type: 'string', length: 20 })
  passportNumber!: string;

  @Property({ type: 'date' })
  passportIssueDate!: string;

  @Property({ type: 'date' })
  passportExpiryDate!: string;

  @Property({ type: 'string', length: 15, nullable: true })
  cnic: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  family: string | null = null;

  @Property({ type: 'string', length: 60, nullable: true })
  relation: string | null = null;

  @Property({ type: 'date', nullable: true })
  meningitisVaccinationDate: string | null = null;

  @Property({ type: 'date', nullable: true })
  polioVaccinationDate: string | null = null;

  @Property({ type: 'string', length: 30, nullable: true })
  phone: string | null = null;

  @ManyToOne({ entity: () => GroupRoom, mapToPk: true, fieldName: 'room_id', nullable: true, deleteRule: 'set null' })
  roomId: string | null = null;

  @ManyToOne({ entity: () => VisaApplication, mapToPk: true, fieldName: 'visa_application_id', nullable: true, deleteRule: 'set null' })
  visaApplicationId: string | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  // a cancelled pilgrim: kept on record, out of the rooms and the counts
  @Property({ type: 'datetime', nullable: true })
  removedAt: Date | null = null;
}

@Entity({ tableName: 'umrah_room' })
@Index({ name: 'umrah_room_group_idx', properties: ['groupId', 'position'] })
export class GroupRoom {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => UmrahGroup, mapToPk: true, fieldName: 'group_id', deleteRule: 'cascade' })
  groupId!: string;

  @Enum({ items: [...OCCUPANCIES], nativeEnumName: undefined })
  occupancy!: Occupancy;

  @Property({ type: 'smallint' })
  position!: number;
}

@Entity({ tableName: 'umrah_stay' })
@Check({ name: 'umrah_stay_counts', expression: 'room_count > 0 and guest_count > 0' })
@Index({ name: 'umrah_stay_group_idx', properties: ['groupId', 'checkInDate'] })
@Index({ name: 'umrah_stay_booking_idx', properties: ['bookingId'] })
export class GroupStay {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => UmrahGroup, mapToPk: true, fieldName: 'group_id', deleteRule: 'cascade' })
  groupId!: string;

  @Enum({ items: [...UMRAH_CITIES], nativeEnumName: undefined })
  city!: UmrahCity;

  @ManyToOne({ entity: () => Booking, mapToPk: true, fieldName: 'booking_id', deleteRule: 'cascade' })
  bookingId!: string;

  @ManyToOne({ entity: () => Hotel, mapToPk: true, fieldName: 'hotel_id', deleteRule: 'cascade' })
  hotelId!: string;

  @Property({ type: 'string', length: 200 })
  hotelName!: string;

  @Property({ type: 'date' })
  checkInDate!: string;

  @Property({ type: 'date' })
  checkOutDate!: string;

  @Property({ type: 'string', length: 40 })
  roomType!: string;

  @Property({ type: 'smallint' })
  roomCount!: number;

  @Property({ type: 'smallint' })
  guestCount!: number;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

@Entity({ tableName: 'umrah_transfer' })
@Index({ name: 'umrah_transfer_group_idx', properties: ['groupId', 'date'] })
export class TransferLeg {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => UmrahGroup, mapToPk: true, fieldName: 'group_id', deleteRule: 'cascade' })
  groupId!: string;

  @Enum({ items: [...TRANSFER_KINDS], nativeEnumName: undefined })
  kind!: TransferKind;

  @Property({ type: 'string', length: 100 })
  fromPlace!: string;

  @Property({ type: 'string', length: 100 })
  toPlace!: string;

  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'string', length: 100 })
  provider!: string;

  @Property({ type: 'string', length: 60 })
  confirmationNumber!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
