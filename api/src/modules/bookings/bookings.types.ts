import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars.js';
import { Page } from '../../graphql/pagination.js';
import { Validate } from '../../graphql/validation.js';
import { BookSchema } from '../../rules/bookings.js';
import { RefundTierType } from '../catalogue/package.entity.js';
import { CustomerInput } from './agent-sales.types.js';
import { Booking, BookingType } from './booking.entity.js';
import { BookedRoomInput } from './package-rooms.js';

@InputType({ description: 'What to book. The server prices it; totalPriceInPkr, when sent, must equal the server total.' })
@Validate(BookSchema)
export class BookInput {
  @Field(() => BookingType, { description: 'What to book: package, transport or hotel (flight is not bookable here).' })
  type!: BookingType;

  @Field(() => ID, { nullable: true, description: 'For type package.' })
  packageId?: string | null;

  @Field(() => ID, { nullable: true, description: 'For type transport.' })
  transportId?: string | null;

  @Field(() => ID, { nullable: true, description: 'For type hotel.' })
  hotelId?: string | null;

  @Field(() => String, { nullable: true, description: 'Hotel: Standard, Deluxe or Suite.' })
  roomType?: string | null;

  @Field(() => String, { nullable: true, description: 'Hotel: yyyy-MM-dd, today or later.' })
  checkInDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Hotel: yyyy-MM-dd, after check-in.' })
  checkOutDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'Hotel: rooms, 1-5.' })
  roomCount?: number | null;

  @Field(() => Int, { nullable: true, description: 'Hotel: guests, 1-6.' })
  guestCount?: number | null;

  @Field(() => Int, { nullable: true, description: 'Package or transport: travellers, 1-10 (default 1).' })
  passengerCount?: number | null;

  @Field(() => [BookedRoomInput], {
    nullable: true,
    description: 'Package: book by rooms (1-50), priced per bed of each room’s occupancy plus child and infant prices; everyone in them counts as a passenger (passengerCount may then be left out).',
  })
  rooms?: BookedRoomInput[] | null;

  @Field(() => String, { nullable: true, description: 'ISO date-time of travel; ignored unless in the future.' })
  travelDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Requests for the operator, free text.' })
  specialRequirements?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'The total the client showed; refused (400) when it differs from the server total.' })
  totalPriceInPkr?: string | null;

  @Field(() => String, { nullable: true, description: 'The currency the traveller saw (its rate is kept with the booking). Default PKR.' })
  currency?: string | null;

  @Field(() => CustomerInput, { nullable: true, description: 'Travel agents: the customer this booking is for (403 for anyone else). The total stays the net price the agent pays; the customer’s price adds the agent’s markup.' })
  customer?: CustomerInput | null;
}

@ObjectType({ description: 'A page of bookings, newest first.' })
export class BookingPage extends Page(Booking, 'bookings', 'newest first') {}

@ObjectType({ description: 'What cancelling a booking now would give back, by its cancellation policy.' })
export class CancellationQuote {
  @Field(() => ID, { description: 'The booking.' })
  bookingId!: string;

  @Field(() => DecimalScalar, { description: 'What has been paid, in PKR.' })
  paidInPkr!: string;

  @Field(() => DecimalScalar, { description: 'What would come back, in PKR (through the way it was paid).' })
  refundInPkr!: string;

  @Field(() => DecimalScalar, { description: 'What would be kept, in PKR.' })
  penaltyInPkr!: string;

  @Field(() => Int, { description: 'The tier’s share of what was paid, in percent.' })
  refundPercent!: number;

  @Field(() => Int, { description: 'Calendar days (Pakistan time) from today to the travel day.' })
  daysBeforeTravel!: number;

  @Field(() => [RefundTierType], { description: 'The booking’s refund tiers (as they stood when it was booked), most notice first.' })
  tiers!: RefundTierType[];
}

@ObjectType({ description: 'Platform figures for the super administrator.' })
export class AnalyticsOverview {
  @Field(() => Int, { description: 'Bookings that are not cancelled or expired (pending ones count while they hold their inventory).' })
  totalBookings!: number;

  @Field(() => Int, { description: 'Travel agent (b2b_agent) accounts.' })
  activeB2BAgents!: number;

  @Field(() => DecimalScalar, { description: 'Sum of the totals of bookings that are not cancelled or expired, in PKR (booked value; money received is on payments).' })
  totalRevenue!: string;
}

@ObjectType({ description: "The caller's own travel figures." })
export class UserStats {
  @Field(() => Int, { description: 'Bookings that are not cancelled or expired.' })
  totalBookings!: number;

  @Field(() => Int, { description: 'Confirmed or pending bookings whose travel date is later than now.' })
  upcomingTrips!: number;

  @Field(() => Int, { description: 'Bookings marked completed after their travel date.' })
  completedBookings!: number;

  @Field(() => DecimalScalar, {
    description: 'Sum of (original price − price) × travellers over bookings of discounted packages that are not cancelled or expired, in PKR.',
  })
  totalSaved!: string;

  @Field(() => String, { description: 'Gold at 5+ completed bookings, Silver at 2-4, else Bronze.' })
  loyaltyTier!: string;
}

@ObjectType({ description: 'Figures: the platform overview (super admin only) and the caller’s own stats.' })
export class Analytics {
  // resolved by AnalyticsResolver field resolvers
  _?: never;
}
