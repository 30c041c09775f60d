import { Grid, Text } from '@chakra-ui/react';
import { HotelBookingFormSchema } from '@rules/bookings.js';
import { HOTEL_MAX_GUESTS, HOTEL_MAX_ROOMS, ROOM_KINDS } from '@rules/catalogue.js';
import { DateTime } from 'luxon';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import bookingNs from '../../i18n/en/booking';
import { validateWith } from '../../ui/form';
import { NumberField, SelectField, TextAreaField, TextField } from '../../ui/formFields';
import { useSession } from '../session/useSession';
import { BookingDialogFrame, BookingForm } from './BookingDialogFrame';
import { customerInput, type SaleFormValues, validateSale } from './agentSales';
import { CustomerSection } from './CustomerSection';
import { localErrors } from './ruleMessages';
import { useBookItem } from './useBookItem';
import { AddToQuote } from '../quotes/AddToQuote';

export type HotelBookingDefaults = { checkInDate?: string; checkOutDate?: string; roomCount?: number; guestCount?: number };

type Values = SaleFormValues & { checkInDate: string; checkOutDate: string; roomCount: number; guestCount: number; roomType: string; specialRequirements?: string };

const validateStay = validateWith(HotelBookingFormSchema);

/** Spec: check-in, check-out, rooms, guests, room type (Standard default), special requirements; 'Booking...' while pending. */
export function HotelBookingDialog({
  hotel,
  defaults,
  open,
  onOpenChange,
}: {
  hotel: { id: string; name: string };
  defaults?: HotelBookingDefaults;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { book } = useBookItem('hotel');
  const { t } = useTranslation(bookingNs);
  const roomOptions = ROOM_KINDS.map((kind) => ({ value: kind, label: t(`roomKinds.${kind}`) }));
  // travel agents may book for a customer, with their markup
  const { user } = useSession();
  const agent = user?.role === 'b2b_agent';
  const guestsOf = (values: Values) => (Number.isInteger(values.guestCount) && values.guestCount >= 1 ? values.guestCount : 1);
  const stayInput = (values: Values) => ({
    type: 'hotel' as never,
    hotelId: hotel.id,
    checkInDate: values.checkInDate,
    checkOutDate: values.checkOutDate,
    roomCount: values.roomCount,
    guestCount: values.guestCount,
    roomType: values.roomType,
  });
  const today = DateTime.now().toISODate() as string;
  const initial: Values = {
    checkInDate: defaults?.checkInDate ?? (DateTime.now().plus({ days: 1 }).toISODate() as string),
    checkOutDate: defaults?.checkOutDate ?? (DateTime.now().plus({ days: 8 }).toISODate() as string),
    roomCount: defaults?.roomCount ?? 1,
    guestCount: defaults?.guestCount ?? 2,
    roomType: 'Standard',
    specialRequirements: '',
    // primitives only: react-final-form compares initialValues shallowly and starts over when they change
    forCustomer: false,
  };
  return (
    <BookingDialogFrame open={open} onOpenChange={onOpenChange} testId="hotel-booking-dialog">
      <Form<Values>
        initialValues={initial}
        validate={(values) => localErrors({ ...validateStay(values), ...(agent ? validateSale(values, 'hotel', guestsOf(values)) : {}) })}
        onSubmit={async (values, form) => {
          const ok = await book(hotel.id, {
            ...stayInput(values),
            specialRequirements: values.specialRequirements?.trim() || null,
            customer: agent ? customerInput(values, 'hotel', guestsOf(values)) : null,
          });
          if (ok) {
            onOpenChange(false);
            setTimeout(() => form.reset());
          }
        }}
        render={({ handleSubmit, submitting, values }) => (
          <BookingForm name={hotel.name} onSubmit={handleSubmit} submitting={submitting}>
            <Grid templateColumns="1fr 1fr" gap="3">
              <TextField name="checkInDate" label={t('checkIn')} type="date" min={today} testId="booking-check-in" />
              <TextField name="checkOutDate" label={t('checkOut')} type="date" min={today} testId="booking-check-out" />
              <NumberField name="roomCount" label={t('rooms')} min={1} max={HOTEL_MAX_ROOMS} testId="booking-rooms" />
              <NumberField name="guestCount" label={t('guests')} min={1} max={HOTEL_MAX_GUESTS} testId="booking-guests" />
            </Grid>
            <SelectField name="roomType" label={t('roomType')} options={roomOptions} testId="booking-room-type" />
            <TextAreaField name="specialRequirements" label={t('specialRequirements')} placeholder={t('specialPlaceholder')} />
            {agent && (
              <CustomerSection
                type="hotel"
                travellers={guestsOf(values)}
                values={values}
                quoteInput={Object.keys(validateStay(values)).length ? null : stayInput(values)}
              />
            )}
            <AddToQuote name={hotel.name} input={Object.keys(validateStay(values)).length ? null : stayInput(values)} />
            <Text fontSize="xs" color="fg.muted">
              {t('finalPrice')}
            </Text>
          </BookingForm>
        )}
      />
    </BookingDialogFrame>
  );
}
