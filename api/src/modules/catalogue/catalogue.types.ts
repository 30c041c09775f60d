import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { Page, PaginationInput } from '../../graphql/pagination.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { PackageType, RoomKind, TransportType } from './enums.js';
import { Package } from './package.entity.js';
import { TransportOption } from './transport.entity.js';

@ObjectType({ simpleResolvers: true, description: 'A page of packages. hasMore says whether offset + limit has more.' })
export class PackagePage extends Page(Package, 'packages') {}

@ObjectType({ simpleResolvers: true, description: 'A page of transport options.' })
export class TransportPage extends Page(TransportOption, 'transport options') {}

@ArgsType()
export class PackagesArgs {
  @Field(() => PackageType, { nullable: true, description: 'Only this type; all types when omitted.' })
  type?: PackageType | null;

  @Field(() => String, { nullable: true, description: 'Words that start words of the name, description or departure city.' })
  search?: string | null;

  @Field(() => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' })
  pagination?: PaginationInput | null;
}

@ArgsType()
export class TransportArgs {
  @Field(() => TransportType, { nullable: true, description: 'Only this type; all types when omitted.' })
  type?: TransportType | null;

  @Field(() => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' })
  pagination?: PaginationInput | null;
}

/** A stay: what a hotel search and one hotel's prices share. */
@ArgsType()
export class HotelStayArgs {
  @Field(() => String, { description: 'yyyy-MM-dd, after today (Pakistan time).' })
  checkInDate!: string;

  @Field(() => String, { description: 'yyyy-MM-dd, after check-in; at most 30 nights.' })
  checkOutDate!: string;

  @Field(() => Int, { defaultValue: 1, description: '1 to 5.' })
  rooms!: number;

  @Field(() => Int, { defaultValue: 2, description: '1 to 6.' })
  guests!: number;
}

@ArgsType()
export class HotelsArgs extends HotelStayArgs {
  @Field(() => String, { description: 'City name; case and common spellings do not matter (Makkah/Mecca, Madinah/Medina).' })
  city!: string;

  @Field(() => String, { defaultValue: 'PKR', description: 'PKR, USD, AED, SAR, QAR, GBP or EUR.' })
  currency!: string;

  @Field(() => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' })
  pagination?: PaginationInput | null;
}

@ArgsType()
export class HotelPricesArgs extends HotelStayArgs {
  @Field(() => ID, { description: 'The hotel (an id from a hotels search).' })
  hotelId!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Breakdown amounts formatted for display in the breakdown currency.' })
export class FormattedBreakdown {
  @Field(() => String, { description: 'Nightly price for one room, formatted, e.g. "Rs 45,000" or "SAR 1,203.30".' })
  pricePerNight!: string;

  @Field(() => String, { description: 'Subtotal before taxes, formatted.' })
  subtotal!: string;

  @Field(() => String, { description: 'Taxes, formatted.' })
  taxes!: string;

  @Field(() => String, { description: 'Total including taxes, formatted.' })
  total!: string;
}

@ObjectType({
  simpleResolvers: true,
  description:
    'A stay priced in one currency: subtotal = pricePerNight × nights × rooms; taxes = subtotal × taxRate (rounded to 2 decimals); total = subtotal + taxes.',
})
export class PriceBreakdown {
  @Field(() => String, { description: 'Currency code of the amounts: PKR, USD, AED, SAR, QAR, GBP or EUR.' })
  currency!: string;

  @Field(() => DecimalScalar, { description: 'Nightly price for one room, as a decimal string, e.g. "45000.00".' })
  pricePerNight!: string;

  @Field(() => DecimalScalar, { description: 'pricePerNight × nights × rooms, as a decimal string.' })
  subtotal!: string;

  @Field(() => DecimalScalar, { description: 'subtotal × taxRate, rounded to 2 decimals, as a decimal string.' })
  taxes!: string;

  @Field(() => DecimalScalar, { description: 'subtotal + taxes, as a decimal string.' })
  total!: string;

  @Field(() => DecimalScalar, { description: "Pakistan's standard sales tax on services, as a fraction (0.16)." })
  taxRate!: string;

  @Field(() => FormattedBreakdown, { description: 'The same amounts formatted for display.' })
  formatted!: FormattedBreakdown;
}

@ObjectType({ simpleResolvers: true, description: 'The nightly price and the stay total in one currency.' })
export class HotelCurrencyPrice {
  @Field(() => String, { description: 'Currency code: PKR, USD, AED, SAR, QAR, GBP or EUR.' })
  currency!: string;

  @Field(() => DecimalScalar, { description: 'Nightly price for one room in this currency, as a decimal string.' })
  pricePerNight!: string;

  @Field(() => DecimalScalar, { description: 'Stay total including taxes.' })
  total!: string;

  @Field(() => String, { description: 'pricePerNight formatted, e.g. "SAR 160.44".' })
  formatted!: string;

  @Field(() => String, { description: 'total formatted, e.g. "SAR 2,233.33".' })
  totalFormatted!: string;
}

@ObjectType({ simpleResolvers: true, description: "One room type's price and availability for the searched stay." })
export class HotelRoomOffer {
  @Field(() => RoomKind, { description: 'The room type.' })
  kind!: RoomKind;

  @Field(() => DecimalScalar, { description: 'Nightly price for one room in PKR, as a decimal string, e.g. "45000.00".' })
  pricePerNightInPkr!: string;

  @Field(() => DecimalScalar, { description: 'In the requested currency.' })
  pricePerNight!: string;

  @Field(() => String, { description: 'pricePerNight formatted in the requested currency, e.g. "SAR 1,203.30".' })
  pricePerNightFormatted!: string;

  @Field(() => Int, { description: 'Guests one room sleeps.' })
  maxOccupancy!: number;

  @Field(() => Int, { description: 'Rooms of this type free on every night of the stay.' })
  availableRooms!: number;

  @Field(() => Boolean, { description: 'Enough rooms free every night, and they sleep the whole party.' })
  isAvailable!: boolean;
}

@ObjectType('Hotel', {
  simpleResolvers: true,
  description: 'A hotel from the local inventory, priced for the searched dates, rooms and currency.',
})
export class HotelResult {
  @Field(() => ID, { description: 'Hotel id (UUID).' })
  id!: string;

  @Field(() => String, { description: 'Stable, URL-safe name of the hotel.' })
  slug!: string;

  @Field(() => String, { description: 'Hotel name.' })
  name!: string;

  @Field(() => String, { description: 'Image URL, served by this app.' })
  imageUrl!: string;

  @Field(() => Int, { description: 'Stars, 1 to 5.' })
  rating!: number;

  @Field(() => String, { description: 'City the hotel is in, e.g. "Makkah".' })
  city!: string;

  @Field(() => String, { description: 'Country the hotel is in.' })
  country!: string;

  @Field(() => String, { description: 'Description of the hotel.' })
  description!: string;

  @Field(() => [String], { description: 'Amenities, e.g. "Free WiFi".' })
  amenities!: string[];

  @Field(() => Boolean, { description: 'Some room type can take the whole party on every night.' })
  isAvailable!: boolean;

  @Field(() => Int, { description: 'Rooms free on every night of the stay, all room types together.' })
  availableRooms!: number;

  @Field(() => String, { description: 'The requested currency.' })
  currency!: string;

  @Field(() => String, { description: 'Check-in date searched, yyyy-MM-dd.' })
  checkInDate!: string;

  @Field(() => String, { description: 'Check-out date searched, yyyy-MM-dd.' })
  checkOutDate!: string;

  @Field(() => Int, { description: 'Nights in the searched stay.' })
  nights!: number;

  @Field(() => Int, { description: 'Rooms searched for.' })
  roomCount!: number;

  @Field(() => Int, { description: 'Guests searched for.' })
  guestCount!: number;

  @Field(() => RoomKind, { description: 'The room type the price is for: the cheapest available one.' })
  roomType!: RoomKind;

  @Field(() => DecimalScalar, { description: 'In the requested currency.' })
  pricePerNight!: string;

  @Field(() => DecimalScalar, { description: 'Nightly price for one room in PKR, as a decimal string, e.g. "125000.00".' })
  pricePerNightInPkr!: string;

  @Field(() => String, { description: 'pricePerNight formatted in the requested currency, e.g. "SAR 160.44".' })
  pricePerNightFormatted!: string;

  @Field(() => PriceBreakdown, { description: 'In the requested currency.' })
  priceBreakdown!: PriceBreakdown;

  @Field(() => [HotelCurrencyPrice], { description: 'One entry per supported currency, PKR first.' })
  multiCurrencyPricing!: HotelCurrencyPrice[];

  @Field(() => [HotelRoomOffer], { description: 'Every room type, cheapest first.' })
  roomTypes!: HotelRoomOffer[];
}

@ObjectType({ simpleResolvers: true, description: 'A page of hotel search results.' })
export class HotelPage extends Page(HotelResult, 'hotels') {}
