import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { PaginationInput } from '../../graphql/pagination.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { PackageStatus, PackageTransportClass, PackageType, RoomOccupancy } from '../catalogue/enums.js';
import { Package } from '../catalogue/package.entity.js';
import { DELETE_OUTCOMES } from './workspace.service.js';

@InputType({ description: 'A refund tier: cancelled at least minDaysBefore calendar days before travel, refundPercent of what was paid comes back.' })
export class RefundTierInput {
  @Field(() => Int, { description: 'Calendar days before travel, at least (0-365).' })
  minDaysBefore!: number;

  @Field(() => Int, { description: 'Share of what was paid that is refunded, 0-100.' })
  refundPercent!: number;
}

@InputType({ description: 'The price of one bed at one room occupancy (Umrah and Hajj packages).' })
export class OccupancyPriceInput {
  @Field(() => RoomOccupancy, { description: 'How many share the room; each occupancy at most once.' })
  occupancy!: RoomOccupancy;

  @Field(() => DecimalScalar, { description: 'Price per person in PKR at this occupancy, greater than 0, at most 2 decimals.' })
  priceInPkr!: string;
}

// Every field is nullable here so that the package rules (api/src/rules/packages.ts) answer a missing value with
// their own message ('Package name is required'...) rather than GraphQL's type error.
@InputType({
  description:
    'A package as the Add New Package dialog fills it. On update, fields left out keep their values. destinations, countries, startDate and endDate are the super admin’s (an agent’s non-empty values are refused with 403).',
})
export class PackageInput {
  @Field(() => String, { nullable: true, description: 'Package name.' })
  name?: string | null;

  @Field(() => PackageType, { nullable: true, description: 'What kind of trip the package is.' })
  type?: PackageType | null;

  @Field(() => String, { nullable: true, description: 'At least 10 characters.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Free text, e.g. "14 days".' })
  duration?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Per person, at least 1.' })
  priceInPkr?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'The price before a discount, per person, in PKR, as a decimal string.' })
  originalPriceInPkr?: string | null;

  @Field(() => [OccupancyPriceInput], {
    nullable: true,
    description: 'Umrah and Hajj only: the price per bed of each occupancy offered (empty: one price, priceInPkr, sold as quad). When given, priceInPkr becomes the cheapest bed.',
  })
  occupancyPrices?: OccupancyPriceInput[] | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Umrah and Hajj only: a child (2 to 11) with a bed of its own, in PKR; null when not offered.' })
  childWithBedPriceInPkr?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Umrah and Hajj only: a child (2 to 11) sharing an adult bed, in PKR; null when not offered.' })
  childWithoutBedPriceInPkr?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Umrah and Hajj only: an infant (under 2), in PKR; null when not offered.' })
  infantPriceInPkr?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'What the seller charges to correct a traveller’s name after booking, in PKR, 0 or more (default 0: free).' })
  nameChangeFeeInPkr?: string | null;

  @Field(() => Int, { nullable: true, description: 'At least 1; on update, not below the spots already booked.' })
  maxCapacity?: number | null;

  @Field(() => [String], { nullable: true, description: 'At least one.' })
  inclusions?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'What the price does not include.' })
  exclusions?: string[] | null;

  @Field(() => String, { nullable: true, description: 'City the trip departs from.' })
  departureCity?: string | null;

  @Field(() => PackageTransportClass, { nullable: true, description: 'Default economy.' })
  transportType?: PackageTransportClass | null;

  @Field(() => String, { nullable: true, description: 'Hotel in Makkah.' })
  makkahHotel?: string | null;

  @Field(() => String, { nullable: true, description: 'Hotel in Madinah.' })
  madinahHotel?: string | null;

  @Field(() => Int, { nullable: true, description: 'Nights in Makkah.' })
  makkahNights?: number | null;

  @Field(() => Int, { nullable: true, description: 'Nights in Madinah.' })
  madinahNights?: number | null;

  @Field(() => Int, { nullable: true, description: '1 to 5.' })
  makkahHotelRating?: number | null;

  @Field(() => Int, { nullable: true, description: '1 to 5.' })
  madinahHotelRating?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'True when the visa is included in the price.' })
  visaIncluded?: boolean | null;

  @Field(() => Int, { nullable: true, description: '0 to 100, default 30.' })
  advancePaymentPercent?: number | null;

  @Field(() => String, { nullable: true, description: 'Cancellation policy, free text.' })
  cancellationPolicy?: string | null;

  @Field(() => [RefundTierInput], {
    nullable: true,
    description: 'What a cancellation refunds, by notice (at most 6 tiers; more notice never refunds less). Default: 31+ days 100 %, 15-30 days 50 %, less 0 %.',
  })
  refundTiers?: RefundTierInput[] | null;

  @Field(() => String, { nullable: true, description: 'Terms and conditions, free text.' })
  termsAndConditions?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'List it first in the public package list.' })
  featured?: boolean | null;

  @Field(() => [String], { nullable: true, description: 'Up to 5 URLs from PUT /api/objects/upload/…; the first is imageUrl.' })
  images?: string[] | null;

  @Field(() => PackageStatus, { nullable: true, description: 'Default active.' })
  status?: PackageStatus | null;

  @Field(() => [String], { nullable: true, description: 'Super admin only.' })
  destinations?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Super admin only.' })
  countries?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Super admin only; yyyy-MM-dd.' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Super admin only; yyyy-MM-dd, not before startDate.' })
  endDate?: string | null;
}

@ArgsType()
export class MyPackagesArgs {
  @Field(() => String, { nullable: true, description: 'Words of the name (by prefix, any case).' })
  search?: string | null;

  @Field(() => PackageType, { nullable: true, description: 'Only this type; all types when omitted.' })
  type?: PackageType | null;

  @Field(() => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' })
  pagination?: PaginationInput | null;
}

export const DeleteOutcome = graphqlEnum('DeleteOutcome', DELETE_OUTCOMES, 'deleted: nobody had booked it; archived: it has bookings, so it became inactive.', {
  deleted: 'Nobody had booked it, so it was removed.',
  archived: 'It has bookings, so it was made inactive instead.',
});
export type DeleteOutcome = ValueOf<typeof DeleteOutcome>;

@ObjectType({ description: 'What deletePackage did.' })
export class DeletePackageResult {
  @Field(() => ID, { description: 'The package id.' })
  id!: string;

  @Field(() => DeleteOutcome, { description: 'Whether it was deleted or archived.' })
  outcome!: DeleteOutcome;

  @Field(() => Package, { nullable: true, description: 'The archived package (null when deleted).' })
  package?: Package | null;
}

@ObjectType({ description: "An agent's dashboard figures, from its packages and the bookings of them (months in Pakistan time)." })
export class AgentStats {
  @Field(() => Int, { description: 'Packages in any status.' })
  totalPackages!: number;

  @Field(() => Int, { description: 'Packages created this month: the change from last month.' })
  packagesAddedThisMonth!: number;

  @Field(() => Int, { description: 'Packages with status active.' })
  activePackages!: number;

  @Field(() => Int, { description: 'Confirmed or pending bookings of the packages.' })
  activeBookings!: number;

  @Field(() => Int, { description: 'Pending bookings of the packages.' })
  pendingBookings!: number;

  @Field(() => Int, { description: 'All bookings of the packages, cancelled ones included.' })
  totalBookings!: number;

  @Field(() => Int, { nullable: true, description: 'Share of bookings not cancelled or expired, in percent (null without bookings).' })
  bookingConversionPercent?: number | null;

  @Field(() => DecimalScalar, { description: 'Totals of this month’s bookings that are not cancelled or expired, in PKR.' })
  monthlyEarnings!: string;

  @Field(() => DecimalScalar, { description: 'Totals of last month’s bookings that are not cancelled or expired, in PKR.' })
  lastMonthEarnings!: string;

  @Field(() => Int, { nullable: true, description: 'Change from last month in percent (null when last month earned nothing).' })
  earningsChangePercent?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Package ratings weighted by their bookings (each booking stands for a review: there is no review table).',
  })
  averageRating?: number | null;

  @Field(() => Int, { description: 'Bookings of rated packages.' })
  reviewCount!: number;
}

@ObjectType({ description: 'One event of an agent’s business.' })
export class AgentActivity {
  @Field(() => ID, { description: 'Event id.' })
  id!: string;

  @Field(() => String, { description: 'booking or package.' })
  kind!: string;

  @Field(() => String, { description: 'What happened, e.g. "New booking: Umrah Economy by ali".' })
  description!: string;

  @Field(() => String, { description: 'Bookings: confirmed, pending, completed, cancelled or expired; packages: new, updated or archived.' })
  status!: string;

  @Field(() => Date, { description: 'When it happened, ISO 8601 date-time.' })
  at!: Date;

  @Field(() => DecimalScalar, { nullable: true, description: 'The booking total in PKR; null for package events.' })
  amountInPkr?: string | null;
}

@ObjectType({ description: 'Bookings (not cancelled or expired) and their earnings in one calendar month.' })
export class AgentMonth {
  @Field(() => String, { description: 'yyyy-MM' })
  month!: string;

  @Field(() => Int, { description: 'Bookings made that month, not cancelled or expired.' })
  bookings!: number;

  @Field(() => DecimalScalar, { description: 'Totals of those bookings, in PKR.' })
  earnings!: string;
}

@ObjectType({ description: 'Where to PUT one image: single use, bound to the caller, valid 15 minutes.' })
export class UploadUrl {
  @Field(() => String, { description: 'Absolute URL to PUT the image to.' })
  uploadURL!: string;

  @Field(() => Date, { description: 'When the URL stops working, ISO 8601 date-time.' })
  expiresAt!: Date;

  @Field(() => Int, { description: 'The largest image accepted, in bytes.' })
  maxBytes!: number;
}
