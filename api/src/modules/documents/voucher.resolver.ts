import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { checkVoucher, voucherUrl } from './voucher.service.js';

@ObjectType({ description: 'What the public voucher check (/v/{code}) says: validity, status and what it is for; no personal data beyond initials.' })
export class VoucherCheck {
  @Field(() => Boolean, { description: 'True while the booking stands (confirmed or completed); false once cancelled.' })
  valid!: boolean;

  @Field(() => BookingStatus, { description: 'confirmed, completed or cancelled.' })
  status!: BookingStatus;

  @Field(() => String, { description: 'The booking reference (8 upper-case characters).' })
  reference!: string;

  @Field(() => BookingType, { description: 'What was booked.' })
  type!: BookingType;

  @Field(() => String, { description: 'The package, hotel or transport name as booked.' })
  itemName!: string;

  @Field(() => Date, { nullable: true, description: 'Date and time of travel (check-in for stays).' })
  travelDate!: Date | null;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd (hotel stays).' })
  checkInDate!: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd (hotel stays).' })
  checkOutDate!: string | null;

  @Field(() => Int, { description: 'Travellers on the booking.' })
  passengerCount!: number;

  @Field(() => String, { description: 'The lead passenger’s initials, e.g. "B. A.".' })
  leadInitials!: string;
}

@Resolver(() => Booking)
export class VoucherResolver {
  @Query(() => VoucherCheck, { description: 'The public check of a voucher’s QR code (no sign-in): NOT_FOUND "Voucher not found" for an unknown code.' })
  async voucherCheck(@Arg('code', () => String, { description: 'The code from /v/{code}.' }) code: string, @Ctx() ctx: Context): Promise<VoucherCheck> {
    const view = await checkVoucher(ctx, code);
    return { ...view, status: view.status as BookingStatus, type: view.type as BookingType };
  }

  @FieldResolver(() => String, { nullable: true, description: 'Where to download the e-voucher PDF (confirmed, completed, or cancelled after confirmation); null otherwise.' })
  voucherUrl(@Root() booking: Booking): string | null {
    return voucherUrl(booking);
  }
}
