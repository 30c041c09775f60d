import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import bookingNs from '../../i18n/en/booking';

/** The booking dialogs' footer and close button: Cancel, and Confirm Booking that says 'Booking...' while it submits. */
export function BookingDialogActions({ submitting = false }: { submitting?: boolean }) {
  const { t } = useTranslation(bookingNs);
  return (
    <>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('cancel')}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" disabled={submitting} data-testid="booking-confirm">
          {submitting ? t('booking') : t('confirmBooking')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('close')} />
      </Dialog.CloseTrigger>
    </>
  );
}
