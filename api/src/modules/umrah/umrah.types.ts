import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { Page } from '../../graphql/pagination.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { OCCUPANCY_BEDS, type Occupancy } from '../../rules/umrah.js';
import { RoomOccupancy } from '../catalogue/enums.js';
import { TRANSFER_KINDS, UMRAH_CITIES } from './umrah.entity.js';

// GraphQL shapes of Umrah groups (issue 36; names fixed by the shared contract: the web app writes against them).
// Dates are yyyy-MM-dd strings; inputs are plain strings where the rules' own messages should answer bad values.

export const UmrahCity = graphqlEnum('UmrahCity', UMRAH_CITIES, 'A holy city a group stays in.', { makkah: 'Makkah.', madinah: 'Madinah.' });
export type UmrahCity = ValueOf<typeof UmrahCity>;
export const TransferLegKind = graphqlEnum('TransferLegKind', TRANSFER_KINDS, 'Which ground transfer of the trip a leg is.', {
  arrival: 'Arrival airport to the first city.',
  intercity: 'Makkah to Madinah or back.',
  departure: 'The last city to the departure airport.',
});
export type TransferLegKind = ValueOf<typeof TransferLegKind>;
export const PilgrimGender = graphqlEnum('PilgrimGender', ['M', 'F'] as const, 'Gender as printed in the passport.', { M: 'Male.', F: 'Female.' });
export type PilgrimGender = ValueOf<typeof PilgrimGender>;

// a group's lists (at most 500 pilgrims and rooms) count as unpaged lists in the query cost: a group page stays one
// request for a signed-out caller's 401 as for an agent

@ObjectType('Pilgrim', { description: 'One pilgrim of an Umrah group, as in the passport.' })
export class PilgrimView {
  @Field(() => ID, { description: 'Pilgrim id (UUID).' })
  id!: string;
  @Field(() => String, { description: 'Given names as in the passport.' })
  givenNames!: string;
  @Field(() => String, { description: 'Surname as in the passport.' })
  surname!: string;
  @Field(() => PilgrimGender, { description: 'M or F.' })
  gender!: PilgrimGender;
  @Field(() => String, { description: 'Date of birth, yyyy-MM-dd.' })
  dateOfBirth!: string;
  @Field(() => String, { description: 'Nationality, ISO 3166 alpha-3 (PAK).' })
  nationality!: string;
  @Field(() => String, { description: 'Passport number, upper case.' })
  passportNumber!: string;
  @Field(() => String, { description: 'Passport issue date, yyyy-MM-dd.' })
  passportIssueDate!: string;
  @Field(() => String, { description: 'Passport expiry date, yyyy-MM-dd.' })
  passportExpiryDate!: string;
  @Field(() => String, { nullable: true, description: 'CNIC (13 digits), when given.' })
  cnic!: string | null;
  @Field(() => String, { nullable: true, description: 'The family this pilgrim travels with (pilgrims of one family may share a room).' })
  family!: string | null;
  @Field(() => String, { nullable: true, description: 'Relation within the family (e.g. wife, son).' })
  relation!: string | null;
  @Field(() => String, { nullable: true, description: 'Meningitis (ACWY) vaccination date, yyyy-MM-dd.' })
  meningitisVaccinationDate!: string | null;
  @Field(() => String, { nullable: true, description: 'Polio vaccination date, yyyy-MM-dd.' })
  polioVaccinationDate!: string | null;
  @Field(() => String, { nullable: true, description: 'Phone number.' })
  phone!: string | null;
  @Field(() => ID, { nullable: true, description: 'The room the pilgrim is placed in, or null.' })
  roomId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The visa application made for this pilgrim, once submitted.' })
  visaApplicationId!: string | null;
  @Field(() => String, { nullable: true, description: 'Status of that visa application (submitted, in_process, approved, rejected…), or null.' })
  visaStatus!: string | null;
}

@ObjectType('GroupRoom', { description: 'A room bought for a group, and who sleeps in it.' })
export class GroupRoomView {
  @Field(() => ID, { description: 'Room id (UUID).' })
  id!: string;
  @Field(() => RoomOccupancy, { description: 'How many the room is for.' })
  occupancy!: Occupancy;
  @Field(() => Int, { description: 'Beds in the room.' })
  beds!: number;
  @Field(() => [ID], { description: 'The pilgrims placed in it.' })
  pilgrimIds!: string[];
}

export const roomView = (r: { id: string; occupancy: Occupancy; pilgrimIds: string[] }): GroupRoomView => ({ ...r, beds: OCCUPANCY_BEDS[r.occupancy] });

@ObjectType('Rooming', { description: 'The group’s rooms with their pilgrims, and the pilgrims without a room.' })
export class RoomingView {
  @Field(() => [GroupRoomView], { description: 'Every room of the group.' })
  rooms!: GroupRoomView[];
  @Field(() => [ID], { description: 'Pilgrims not placed in any room.' })
  unplaced!: string[];
}

@ObjectType('GroupStay', { description: 'A hotel stay booked for the group (a hotel booking paid from the agency wallet).' })
export class GroupStayView {
  @Field(() => ID, { description: 'Stay id (UUID).' })
  id!: string;
  @Field(() => UmrahCity, { description: 'Makkah or Madinah.' })
  city!: UmrahCity;
  @Field(() => String, { description: 'The hotel’s name.' })
  hotelName!: string;
  @Field(() => ID, { description: 'The booking behind the stay.' })
  bookingId!: string;
  @Field(() => String, { description: 'Check-in, yyyy-MM-dd.' })
  checkInDate!: string;
  @Field(() => String, { description: 'Check-out, yyyy-MM-dd.' })
  checkOutDate!: string;
  @Field(() => String, { description: 'Hotel room type (Standard, Deluxe, Suite).' })
  roomType!: string;
  @Field(() => Int, { description: 'Rooms booked.' })
  roomCount!: number;
  @Field(() => Int, { description: 'Guests the rooms are booked for.' })
  guestCount!: number;
  @Field(() => DecimalScalar, { description: 'The booking’s total, PKR.' })
  totalInPkr!: string;
  @Field(() => Boolean, { description: 'Whether the booking is confirmed (paid).' })
  confirmed!: boolean;
}

@ObjectType('TransferLeg', { description: 'A ground transfer the agent booked for the group.' })
export class TransferLegView {
  @Field(() => ID, { description: 'Leg id (UUID).' })
  id!: string;
  @Field(() => TransferLegKind, { description: 'Arrival, intercity or departure.' })
  kind!: TransferLegKind;
  @Field(() => String, { description: 'Where it starts (an airport code or a city).' })
  fromPlace!: string;
  @Field(() => String, { description: 'Where it ends.' })
  toPlace!: string;
  @Field(() => String, { description: 'Date, yyyy-MM-dd.' })
  date!: string;
  @Field(() => String, { description: 'The transport company.' })
  provider!: string;
  @Field(() => String, { description: 'The provider’s confirmation number.' })
  confirmationNumber!: string;
}

@ObjectType('ReadinessItem', { description: 'One thing missing before the group’s visas can be asked for.' })
export class ReadinessItemView {
  @Field(() => String, { description: 'What kind of gap: no_pilgrims, nights_uncovered, city_nights, transfer_missing, unplaced, passport_validity, meningitis, polio, minor_alone, season…' })
  code!: string;
  @Field(() => String, { description: 'The gap in words, naming nights, pilgrims and legs.' })
  message!: string;
}

@ObjectType('Readiness', { description: 'Whether the group may submit for visas, and what is missing.' })
export class ReadinessView {
  @Field(() => Boolean, { description: 'True when nothing is missing.' })
  ready!: boolean;
  @Field(() => [ReadinessItemView], { description: 'Everything missing, in words.' })
  missing!: ReadinessItemView[];
}

@ObjectType('GroupMoney', { description: 'What the group costs, PKR.' })
export class GroupMoneyView {
  @Field(() => DecimalScalar, { description: 'The per-bed prices of its rooms (when it has a package).' })
  roomsInPkr!: string;
  @Field(() => DecimalScalar, { description: 'The hotel bookings made for it.' })
  hotelsInPkr!: string;
  @Field(() => DecimalScalar, { description: 'Rooms plus hotels.' })
  totalInPkr!: string;
}

@ObjectType('UmrahGroup', { description: 'An agent’s Umrah group: its itinerary, pilgrims, rooms, hotels, transfers, visas and money.' })
export class UmrahGroupView {
  @Field(() => ID, { description: 'Group id (UUID).' })
  id!: string;
  @Field(() => String, { description: 'The group’s name.' })
  name!: string;
  @Field(() => ID, { nullable: true, description: 'The package the group travels on, or null for a custom itinerary.' })
  packageId!: string | null;
  @Field(() => String, { nullable: true, description: 'That package’s name.' })
  packageName!: string | null;
  @Field(() => String, { description: 'Arrival in Saudi Arabia, yyyy-MM-dd.' })
  arrivalDate!: string;
  @Field(() => String, { description: 'Departure from Saudi Arabia, yyyy-MM-dd.' })
  departureDate!: string;
  @Field(() => String, { description: 'Arrival airport (IATA, e.g. JED).' })
  arrivalAirport!: string;
  @Field(() => String, { description: 'Departure airport (IATA, e.g. MED).' })
  departureAirport!: string;
  @Field(() => Int, { description: 'Nights in Makkah.' })
  makkahNights!: number;
  @Field(() => Int, { description: 'Nights in Madinah.' })
  madinahNights!: number;
  @Field(() => UmrahCity, { description: 'The city the group goes to first.' })
  firstCity!: UmrahCity;
  @Field(() => String, { description: 'draft, ready, visa_submitted or visa_issued.' })
  status!: string;
  @Field(() => Int, { description: 'Pilgrims in the group (cancelled ones not counted).' })
  pilgrimCount!: number;
  @Field(() => Date, { nullable: true, description: 'When the visas were submitted.' })
  visaSubmittedAt!: Date | null;
  @Field(() => Date, { description: 'When the group was created.' })
  createdAt!: Date;
}

@ObjectType('UmrahGroupPage', { description: 'A page of the agent’s Umrah groups.' })
export class UmrahGroupPageView extends Page(UmrahGroupView, 'groups', 'newest first') {}

@ObjectType('MrzPassport', { description: 'The fields read from a passport’s machine-readable zone (every check digit verified).' })
export class MrzPassportView {
  @Field(() => String, { description: 'Surname.' })
  surname!: string;
  @Field(() => String, { description: 'Given names.' })
  givenNames!: string;
  @Field(() => String, { description: 'Passport number.' })
  passportNumber!: string;
  @Field(() => String, { description: 'Nationality (ICAO 3-letter code).' })
  nationality!: string;
  @Field(() => String, { description: 'Issuing state (ICAO 3-letter code).' })
  issuingState!: string;
  @Field(() => String, { description: 'Date of birth, yyyy-MM-dd.' })
  dateOfBirth!: string;
  @Field(() => String, { nullable: true, description: 'M, F or null when not stated.' })
  gender!: string | null;
  @Field(() => String, { description: 'Expiry date, yyyy-MM-dd.' })
  expiryDate!: string;
  @Field(() => String, { nullable: true, description: 'Personal number (optional data), or null.' })
  personalNumber!: string | null;
}

// ---- inputs -----------------------------------------------------------------------------------------------------

@InputType({ description: 'A new Umrah group: a package or a custom itinerary.' })
export class UmrahGroupInput {
  @Field(() => String, { description: 'The group’s name.' })
  name!: string;
  @Field(() => ID, { nullable: true, description: 'The package it travels on (the agent’s own or another agent’s), or null.' })
  packageId?: string | null;
  @Field(() => String, { description: 'Arrival in Saudi Arabia, yyyy-MM-dd.' })
  arrivalDate!: string;
  @Field(() => String, { description: 'Departure, yyyy-MM-dd.' })
  departureDate!: string;
  @Field(() => String, { description: 'Arrival airport, IATA (JED, MED).' })
  arrivalAirport!: string;
  @Field(() => String, { description: 'Departure airport, IATA.' })
  departureAirport!: string;
  @Field(() => Int, { description: 'Nights in Makkah.' })
  makkahNights!: number;
  @Field(() => Int, { description: 'Nights in Madinah.' })
  madinahNights!: number;
  @Field(() => String, { description: 'makkah or madinah: the city visited first.' })
  firstCity!: string;
}

@InputType({ description: 'One pilgrim’s fields, as in the passport.' })
export class PilgrimInput {
  @Field(() => String, { description: 'Given names.' })
  givenNames!: string;
  @Field(() => String, { description: 'Surname.' })
  surname!: string;
  @Field(() => String, { description: 'M or F.' })
  gender!: string;
  @Field(() => String, { description: 'yyyy-MM-dd.' })
  dateOfBirth!: string;
  @Field(() => String, { description: 'ISO 3166 alpha-3.' })
  nationality!: string;
  @Field(() => String, { description: 'Passport number.' })
  passportNumber!: string;
  @Field(() => String, { description: 'yyyy-MM-dd.' })
  passportIssueDate!: string;
  @Field(() => String, { description: 'yyyy-MM-dd.' })
  passportExpiryDate!: string;
  @Field(() => String, { nullable: true, description: 'CNIC, 13 digits (dashes allowed).' })
  cnic?: string | null;
  @Field(() => String, { nullable: true, description: 'Family name grouping pilgrims who travel together.' })
  family?: string | null;
  @Field(() => String, { nullable: true, description: 'Relation within the family.' })
  relation?: string | null;
  @Field(() => String, { nullable: true, description: 'Meningitis (ACWY) vaccination date, yyyy-MM-dd.' })
  meningitisVaccinationDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Polio vaccination date, yyyy-MM-dd.' })
  polioVaccinationDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Phone number.' })
  phone?: string | null;
}

@InputType({ description: 'How many rooms of one occupancy the group buys.' })
export class RoomCountInput {
  @Field(() => RoomOccupancy, { description: 'The occupancy.' })
  occupancy!: Occupancy;
  @Field(() => Int, { description: 'Rooms of it (0 to 500).' })
  count!: number;
}

@InputType({ description: 'Who sleeps in one room (the agent’s own allocation).' })
export class RoomAssignmentInput {
  @Field(() => ID, { description: 'The room.' })
  roomId!: string;
  @Field(() => [ID], { description: 'The pilgrims in it.' })
  pilgrimIds!: string[];
}

@InputType({ description: 'A hotel stay to book for the group, paid from the agency wallet.' })
export class GroupHotelInput {
  @Field(() => UmrahCity, { description: 'The city; the hotel must be in it.' })
  city!: UmrahCity;
  @Field(() => ID, { description: 'The hotel.' })
  hotelId!: string;
  @Field(() => String, { description: 'Room type (Standard, Deluxe, Suite).' })
  roomType!: string;
  @Field(() => String, { description: 'Check-in, yyyy-MM-dd.' })
  checkInDate!: string;
  @Field(() => String, { description: 'Check-out, yyyy-MM-dd.' })
  checkOutDate!: string;
  @Field(() => Int, { description: 'Rooms.' })
  roomCount!: number;
  @Field(() => Int, { description: 'Guests (pilgrims) the rooms are for.' })
  guestCount!: number;
}

@InputType({ description: 'A ground transfer the agent booked.' })
export class TransferLegInput {
  @Field(() => TransferLegKind, { description: 'Arrival, intercity or departure.' })
  kind!: TransferLegKind;
  @Field(() => String, { description: 'Where it starts.' })
  fromPlace!: string;
  @Field(() => String, { description: 'Where it ends.' })
  toPlace!: string;
  @Field(() => String, { description: 'Date, yyyy-MM-dd.' })
  date!: string;
  @Field(() => String, { description: 'The transport company.' })
  provider!: string;
  @Field(() => String, { description: 'Its confirmation number.' })
  confirmationNumber!: string;
}

@ObjectType('PilgrimImport', { description: 'The result of a good manifest import.' })
export class PilgrimImportView {
  @Field(() => Int, { description: 'Pilgrims added.' })
  imported!: number;
}
