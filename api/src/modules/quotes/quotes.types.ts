import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { QUOTE_ITEM_TYPES } from '../../rules/quotes.js';
import { BookedRoomInput } from '../bookings/package-rooms.js';

// The GraphQL shapes of quotes (issue 39): the agency's view (its cost beside the customer's price) and the customer's
// public view, which is a separate set of types that has no cost, net, markup or margin field at all.

export const CustomerQuoteStatus = graphqlEnum('CustomerQuoteStatus', ['sent', 'viewed', 'accepted', 'changed', 'expired'] as const, 'Where a quote for a customer stands.', {
  sent: 'Made and shared; the customer has not opened it yet.',
  viewed: 'The customer opened the link.',
  accepted: 'The customer accepted it: its items are booked for the customer.',
  changed: 'The customer tried to accept it but a price went up or an item is no longer available.',
  expired: 'Its validity ended before it was accepted.',
});
export type CustomerQuoteStatus = ValueOf<typeof CustomerQuoteStatus>;

export const QuoteItemType = graphqlEnum('QuoteItemType', QUOTE_ITEM_TYPES, 'What a quote item books.', {
  package: 'A package (by travellers, or by rooms).',
  hotel: 'A hotel stay.',
  transport: 'A transport option (a seat or a vehicle).',
});
export type QuoteItemType = ValueOf<typeof QuoteItemType>;

@InputType({ description: 'The customer a quote is for (no account needed).' })
export class QuoteCustomerInput {
  @Field(() => String, { description: 'The customer’s name (at most 100 characters).' })
  name!: string;

  @Field(() => String, { description: 'The customer’s phone: 7 to 15 digits, optionally starting with + (the WhatsApp link goes to it).' })
  phone!: string;

  @Field(() => String, { nullable: true, description: 'The customer’s e-mail, when known (the bookings’ contact once accepted).' })
  email?: string | null;
}

@InputType({ description: 'One item of a quote: what would be booked, as for the book mutation (its rules and messages).' })
export class QuoteItemInput {
  @Field(() => QuoteItemType, { description: 'What the item books.' })
  type!: QuoteItemType;

  @Field(() => ID, { nullable: true, description: 'Package: the package.' })
  packageId?: string | null;

  @Field(() => Int, { nullable: true, description: 'Package or transport: travellers, 1-10 (default 1).' })
  passengerCount?: number | null;

  @Field(() => String, { nullable: true, description: 'Package or transport: the wished travel date (yyyy-MM-dd or ISO date-time), inside the item’s window.' })
  travelDate?: string | null;

  @Field(() => [BookedRoomInput], { nullable: true, description: 'Package: by rooms, priced per bed of each room’s occupancy (everyone in them travels).' })
  rooms?: BookedRoomInput[] | null;

  @Field(() => ID, { nullable: true, description: 'Hotel: the hotel.' })
  hotelId?: string | null;

  @Field(() => String, { nullable: true, description: 'Hotel: check-in, yyyy-MM-dd, after today.' })
  checkInDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Hotel: check-out, yyyy-MM-dd, after check-in.' })
  checkOutDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Hotel: Standard, Deluxe or Suite.' })
  roomType?: string | null;

  @Field(() => Int, { nullable: true, description: 'Hotel: rooms, 1-5.' })
  roomCount?: number | null;

  @Field(() => Int, { nullable: true, description: 'Hotel: guests, 1-6.' })
  guestCount?: number | null;

  @Field(() => ID, { nullable: true, description: 'Transport: the transport option.' })
  transportId?: string | null;
}

@InputType({ description: 'A quote for a customer: 1 to 10 items priced now with the agency’s markups.' })
export class CreateQuoteInput {
  @Field(() => QuoteCustomerInput, { description: 'Who the quote is for.' })
  customer!: QuoteCustomerInput;

  @Field(() => [QuoteItemInput], { description: 'What it offers, 1 to 10 items, in the order shown.' })
  items!: QuoteItemInput[];

  @Field(() => Int, { nullable: true, description: 'Hours it stays valid, 1-168 (default 24), never beyond the earliest supplier price guarantee.' })
  validHours?: number | null;

  @Field(() => String, { nullable: true, description: 'A note to the customer (at most 1000 characters).' })
  note?: string | null;

  @Field(() => String, { nullable: true, description: 'The currency the customer sees the total in (PKR, USD, AED, SAR, QAR, GBP or EUR; default PKR).' })
  currency?: string | null;
}

@ObjectType({ description: 'One item of a quote, as the agency sees it.' })
export class CustomerQuoteItem {
  @Field(() => Int, { description: 'Its place in the quote, from 1.' })
  position!: number;

  @Field(() => QuoteItemType, { description: 'What it books.' })
  type!: QuoteItemType;

  @Field(() => String, { description: 'The package, hotel (and room type) or transport option.' })
  itemName!: string;

  @Field(() => String, { description: 'Dates, nights, rooms and people in words.' })
  summary!: string;

  @Field(() => String, { nullable: true, description: 'A picture of it (served by this app), when the catalogue has one.' })
  imageUrl?: string | null;

  @Field(() => DecimalScalar, { description: 'What the agency pays for it, in PKR (the agent’s view only).' })
  costInPkr!: string;

  @Field(() => DecimalScalar, { description: 'The customer’s price for it, in PKR (the agency’s markup included).' })
  priceInPkr!: string;

  @Field(() => ID, { nullable: true, description: 'The booking made when the customer accepted; null before.' })
  bookingId?: string | null;
}

@ObjectType('CustomerQuote', { description: 'A quote the agency made for a customer.' })
export class CustomerQuoteType {
  @Field(() => ID, { description: 'Quote id.' })
  id!: string;

  @Field(() => CustomerQuoteStatus, { description: 'Sent, viewed, accepted, changed (prices went up when accepting) or expired.' })
  status!: CustomerQuoteStatus;

  @Field(() => String, { description: 'The link to send to the customer (PUBLIC_URL + sharePath; the path alone without PUBLIC_URL).' })
  shareUrl!: string;

  @Field(() => String, { description: 'The path of the customer’s page, /q/{token}.' })
  sharePath!: string;

  @Field(() => String, { description: 'The customer’s name.' })
  customerName!: string;

  @Field(() => String, { description: 'The customer’s phone.' })
  customerPhone!: string;

  @Field(() => String, { nullable: true, description: 'The customer’s e-mail, when given.' })
  customerEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'The note to the customer.' })
  note?: string | null;

  @Field(() => String, { description: 'The currency the customer sees the total in.' })
  currency!: string;

  @Field(() => DecimalScalar, { description: 'The customer’s total, in PKR.' })
  totalInPkr!: string;

  @Field(() => DecimalScalar, { description: 'What the agency pays for all of it, in PKR.' })
  costInPkr!: string;

  @Field(() => Date, { description: 'When it stops being valid. ISO 8601 date-time.' })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the customer first opened it.' })
  viewedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the customer accepted it.' })
  acceptedAt?: Date | null;

  @Field(() => Date, { description: 'When it was made.' })
  createdAt!: Date;

  @Field(() => String, { description: 'The username of who made it.' })
  createdBy!: string;

  @Field(() => [CustomerQuoteItem], { description: 'Its items, in order.' })
  items!: CustomerQuoteItem[];

  @Field(() => String, { description: 'https://wa.me/<customer digits>?text=… with a short text and the link (English or Urdu by the agent’s language).' })
  whatsappUrl!: string;
}

@ObjectType({ description: 'A page of the agency’s quotes, newest first.' })
export class CustomerQuotePage {
  @Field(() => [CustomerQuoteType], { description: 'The quotes on this page, newest first.' })
  items!: CustomerQuoteType[];

  @Field(() => Boolean, { description: 'True when another page follows.' })
  hasMore!: boolean;

  @Field(() => Int, { description: 'Page size used (after defaults).' })
  limit!: number;

  @Field(() => Int, { description: 'Items skipped before this page.' })
  offset!: number;
}

@ObjectType({ description: 'One item of a quote, as the customer sees it.' })
export class PublicQuoteItem {
  @Field(() => Int, { description: 'Its place in the quote, from 1.' })
  position!: number;

  @Field(() => QuoteItemType, { description: 'What it books.' })
  type!: QuoteItemType;

  @Field(() => String, { description: 'The package, hotel (and room type) or transport option.' })
  itemName!: string;

  @Field(() => String, { description: 'Dates, nights, rooms and people in words.' })
  summary!: string;

  @Field(() => String, { nullable: true, description: 'A picture of it, when there is one.' })
  imageUrl?: string | null;

  @Field(() => DecimalScalar, { description: 'Its price in the quote’s currency (converted at today’s rate).' })
  price!: string;
}

@ObjectType({ description: 'The agency as its customers see it: its brand, else its name.' })
export class PublicAgencyBrand {
  @Field(() => String, { description: 'The agency’s trading name.' })
  tradingName!: string;

  @Field(() => String, { nullable: true, description: 'The agency’s logo (served by this app), when it has one.' })
  logoUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'The agency’s phone.' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'The agency’s WhatsApp number.' })
  whatsapp?: string | null;

  @Field(() => String, { nullable: true, description: 'The agency’s address.' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'The agency’s licence number.' })
  licenceNumber?: string | null;
}

@ObjectType({ description: 'A quote as its customer sees it by its link: prices to the customer only.' })
export class PublicQuote {
  @Field(() => CustomerQuoteStatus, { description: 'Sent, viewed, accepted, changed or expired.' })
  status!: CustomerQuoteStatus;

  @Field(() => String, { description: 'Who it is for.' })
  customerName!: string;

  @Field(() => String, { nullable: true, description: 'The agency’s note.' })
  note?: string | null;

  @Field(() => String, { description: 'The currency of `total` and of the items’ prices.' })
  currency!: string;

  @Field(() => DecimalScalar, { description: 'The total in `currency`, converted at today’s rate.' })
  total!: string;

  @Field(() => DecimalScalar, { description: 'The total in PKR: what accepting books.' })
  totalInPkr!: string;

  @Field(() => Date, { description: 'Until when it can be accepted. ISO 8601 date-time.' })
  expiresAt!: Date;

  @Field(() => [PublicQuoteItem], { description: 'Its items, in order.' })
  items!: PublicQuoteItem[];

  @Field(() => PublicAgencyBrand, { description: 'The agency that made it.' })
  agency!: PublicAgencyBrand;

  @Field(() => String, { nullable: true, description: 'A wa.me link to the agency’s WhatsApp (else its phone) with a short question; null when it has neither.' })
  askUrl?: string | null;

  @Field(() => Boolean, { description: 'Whether accepting needs every traveller’s name and passport number (packages do).' })
  needsPassports!: boolean;

  @Field(() => Int, { description: 'How many travellers it is for (the passengers to give when needsPassports).' })
  passengerCount!: number;
}

@ObjectType({ description: 'An item whose price went up (or that can no longer be booked) since the quote was made.' })
export class QuoteChange {
  @Field(() => Int, { description: 'The item’s place in the quote.' })
  position!: number;

  @Field(() => String, { description: 'The item.' })
  itemName!: string;

  @Field(() => DecimalScalar, { description: 'Its price in the quote, in PKR.' })
  quotedInPkr!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'Its price now, in PKR; null when it can no longer be booked.' })
  nowInPkr?: string | null;
}

@ObjectType({ description: 'An accepted quote: the bookings made for the customer.' })
export class QuoteAccepted {
  @Field(() => [ID], { description: 'The bookings made, in the quote’s order.' })
  bookingIds!: string[];
}

@InputType({ description: 'A traveller of an accepted quote.' })
export class QuotePassengerInput {
  @Field(() => String, { description: 'Full name as in the passport.' })
  name!: string;

  @Field(() => String, { description: 'Passport number, 6 to 9 letters or digits.' })
  passportNumber!: string;
}
