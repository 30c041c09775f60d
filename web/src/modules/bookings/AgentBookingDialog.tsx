import { Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { BookingDialogActions } from './BookingDialogActions';
import { MAX_PASSENGERS } from '@rules/bookings.js';
import { Form } from 'react-final-form';
import { Trans, useTranslation } from 'react-i18next';
import bookingNs from '../../i18n/en/booking';
import type { BookInput } from '../../gql/graphql';
import { fullScreenOnPhones } from '../../ui/dialog';
import { NumberField } from '../../ui/formFields';
import { customerInput, type SaleFormValues, validateSale } from './agentSales';
import { CustomerSection } from './CustomerSection';
import { localErrors } from './ruleMessages';
import { useBookItem } from './useBookItem';

type Values = SaleFormValues & { passengerCount?: number };

// one object: react-final-form starts over whenever initialValues is a different one
const INITIAL: Values = { passengerCount: 1, forCustomer: true };

function travellersOf(values: Values): number {
  const n = values.passengerCount;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_PASSENGERS ? n : 1;
}

/**
 * A travel agent's booking of a package or transport option (travellers look at one-click Book): how many travel,
 * and "Book for a customer" with the customer's details, the markup and the selling price.
 */
export function AgentBookingDialog({ type, item, onClose }: { type: 'package' | 'transport'; item: { id: string; name: string } | null; onClose: () => void }) {
  const { book } = useBookItem(type);
  const { t } = useTranslation(bookingNs);
  const itemInput = (values: Values): Omit<BookInput, 'currency'> | null =>
    item ? { type: type as never, ...(type === 'package' ? { packageId: item.id } : { transportId: item.id }), passengerCount: travellersOf(values) } : null;
  return (
    <Dialog.Root open={item !== null} onOpenChange={(d) => !d.open && onClose()} size={{ base: 'full', md: 'md' }} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="agent-booking-dialog" {...fullScreenOnPhones}>
            {item && (
              <Form<Values>
                initialValues={INITIAL}
                validate={(values) => {
                  const n = values.passengerCount;
                  const count = typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_PASSENGERS ? {} : { passengerCount: t('passengersRange', { max: MAX_PASSENGERS }) };
                  return { ...count, ...localErrors(validateSale(values, type, travellersOf(values))) };
                }}
                onSubmit={async (values) => {
                  const input = itemInput(values);
                  if (!input) return;
                  const ok = await book(item.id, { ...input, customer: customerInput(values, type, travellersOf(values)) });
                  if (ok) onClose();
                }}
                render={({ handleSubmit, submitting, values }) => (
                  <form onSubmit={handleSubmit} noValidate>
                    <Dialog.Header>
                      <Dialog.Title>
                        <Trans t={t} i18nKey="bookTitle" values={{ name: item.name }} components={{ name: <span lang="en" /> }} />
                      </Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="4">
                        <NumberField name="passengerCount" label={t('travellers')} min={1} max={MAX_PASSENGERS} testId="booking-passengers" />
                        <CustomerSection type={type} travellers={travellersOf(values)} values={values} quoteInput={itemInput(values)} />
                        <Text fontSize="xs" color="fg.muted">
                          {t('pricedOnConfirm')}
                        </Text>
                      </Stack>
                    </Dialog.Body>
                    <BookingDialogActions submitting={submitting} />
                  </form>
                )}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
