import { Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import bookingNs from '../../i18n/en/booking';
import { fullScreenOnPhones } from '../../ui/dialog';
import { BookingDialogActions } from './BookingDialogActions';

/** A booking dialog (a hotel stay, a package, a transport option): the whole screen on phones, a medium dialog from md up. */
export function BookingDialogFrame({ open, onOpenChange, testId, children }: { open: boolean; onOpenChange: (open: boolean) => void; testId: string; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} size={{ base: 'full', md: 'md' }} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} {...fullScreenOnPhones}>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The booking form in the frame: 'Book <name>', the fields, then Cancel and Confirm Booking. */
export function BookingForm({ name, onSubmit, submitting, children }: { name: string; onSubmit: ComponentProps<'form'>['onSubmit']; submitting?: boolean; children: ReactNode }) {
  const { t } = useTranslation(bookingNs);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>
          <Trans t={t} i18nKey="bookTitle" values={{ name }} components={{ name: <span lang="en" /> }} />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">{children}</Stack>
      </Dialog.Body>
      <BookingDialogActions submitting={submitting} />
    </form>
  );
}
