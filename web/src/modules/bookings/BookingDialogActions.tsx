import { Button, CloseButton, Dialog } from '@chakra-ui/react';

/** The booking dialogs' footer and close button: Cancel, and Confirm Booking that says 'Booking...' while it submits. */
export function BookingDialogActions({ submitting = false }: { submitting?: boolean }) {
  return (
    <>
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
    </>
  );
}
