import { Button, CloseButton, Dialog, Grid, Input, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { HotelBookingFormSchema, ROOM_TYPES } from '@rules/bookings.js';
import { DateTime } from 'luxon';
import { Field as FinalField, Form } from 'react-final-form';
import { Field } from '../../ui/field';
import { validateWith } from '../../ui/form';
import { useBook } from './useBook';
import { fullScreenOnPhones } from '../../ui/dialog';

export type HotelBookingDefaults = { checkInDate?: string; checkOutDate?: string; roomCount?: number; guestCount?: number };

type Values = { checkInDate: string; checkOutDate: string; roomCount: number; guestCount: number; roomType: string; specialRequirements?: string };

const toNumber = (v: string) => (v === '' ? undefined : Number(v));

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
  const { book } = useBook('hotel');
  const today = DateTime.now().toISODate() as string;
  const initial: Values = {
    checkInDate: defaults?.checkInDate ?? (DateTime.now().plus({ days: 1 }).toISODate() as string),
    checkOutDate: defaults?.checkOutDate ?? (DateTime.now().plus({ days: 8 }).toISODate() as string),
    roomCount: defaults?.roomCount ?? 1,
    guestCount: defaults?.guestCount ?? 2,
    roomType: 'Standard',
    specialRequirements: '',
  };
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} size={{ base: 'full', md: 'md' }} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="hotel-booking-dialog" {...fullScreenOnPhones}>
            <Form<Values>
              initialValues={initial}
              validate={validateWith(HotelBookingFormSchema) as never}
              onSubmit={async (values, form) => {
                const ok = await book(hotel.id, {
                  type: 'hotel' as never,
                  hotelId: hotel.id,
                  checkInDate: values.checkInDate,
                  checkOutDate: values.checkOutDate,
                  roomCount: values.roomCount,
                  guestCount: values.guestCount,
                  roomType: values.roomType,
                  specialRequirements: values.specialRequirements?.trim() || null,
                });
                if (ok) {
                  onOpenChange(false);
                  setTimeout(() => form.reset());
                }
              }}
              render={({ handleSubmit, submitting }) => (
                <form onSubmit={handleSubmit} noValidate>
                  <Dialog.Header>
                    <Dialog.Title>Book {hotel.name}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">
                      <Grid templateColumns="1fr 1fr" gap="3">
                        <FinalField name="checkInDate">
                          {({ input, meta }) => (
                            <Field label="Check-in" errorText={meta.touched || meta.submitFailed ? meta.error : undefined}>
                              <Input {...input} type="date" min={today} data-testid="booking-check-in" />
                            </Field>
                          )}
                        </FinalField>
                        <FinalField name="checkOutDate">
                          {({ input, meta }) => (
                            <Field label="Check-out" errorText={meta.touched || meta.submitFailed ? meta.error : undefined}>
                              <Input {...input} type="date" min={today} data-testid="booking-check-out" />
                            </Field>
                          )}
                        </FinalField>
                        <FinalField name="roomCount" parse={toNumber}>
                          {({ input, meta }) => (
                            <Field label="Rooms" errorText={meta.touched || meta.submitFailed ? meta.error : undefined}>
                              <Input {...input} type="number" min={1} max={5} inputMode="numeric" data-testid="booking-rooms" />
                            </Field>
                          )}
                        </FinalField>
                        <FinalField name="guestCount" parse={toNumber}>
                          {({ input, meta }) => (
                            <Field label="Guests" errorText={meta.touched || meta.submitFailed ? meta.error : undefined}>
                              <Input {...input} type="number" min={1} max={6} inputMode="numeric" data-testid="booking-guests" />
                            </Field>
                          )}
                        </FinalField>
                      </Grid>
                      <FinalField name="roomType">
                        {({ input, meta }) => (
                          <Field label="Room type" errorText={meta.touched || meta.submitFailed ? meta.error : undefined}>
                            <NativeSelect.Root>
                              <NativeSelect.Field {...input} data-testid="booking-room-type">
                                {ROOM_TYPES.map((t) => (
                                  <option key={t} value={t}>
                                    {t}
                                  </option>
                                ))}
                              </NativeSelect.Field>
                              <NativeSelect.Indicator />
                            </NativeSelect.Root>
                          </Field>
                        )}
                      </FinalField>
                      <FinalField name="specialRequirements">
                        {({ input }) => (
                          <Field label="Special requirements (optional)">
                            <Textarea {...input} rows={3} placeholder="e.g. Haram-facing room, wheelchair access" />
                          </Field>
                        )}
                      </FinalField>
                      <Text fontSize="xs" color="fg.muted">
                        The final price, including 16% tax, is calculated by Safarnama when you confirm.
                      </Text>
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">Cancel</Button>
                    </Dialog.ActionTrigger>
                    <Button type="submit" colorPalette="brand" disabled={submitting} data-testid="booking-confirm">
                      {submitting ? 'Booking...' : 'Confirm Booking'}
                    </Button>
                  </Dialog.Footer>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" />
                  </Dialog.CloseTrigger>
                </form>
              )}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
