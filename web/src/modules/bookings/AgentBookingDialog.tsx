import { Text } from '@chakra-ui/react';
import { MAX_PASSENGERS } from '@rules/bookings.js';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import bookingNs from '../../i18n/en/booking';
import type { BookInput } from '../../gql/graphql';
import { NumberField } from '../../ui/formFields';
import type { Bookable } from '../catalogue/booking';
import { useSession } from '../session/useSession';
import { BookingDialogFrame, BookingForm } from './BookingDialogFrame';
import { customerInput, type SaleFormValues, validateSale } from './agentSales';
import { CustomerSection } from './CustomerSection';
import { localErrors } from './ruleMessages';
import { useBookItem } from './useBookItem';
import { AddToQuote } from '../quotes/AddToQuote';

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
    <BookingDialogFrame open={item !== null} onOpenChange={(open) => !open && onClose()} testId="agent-booking-dialog">
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
            <BookingForm name={item.name} onSubmit={handleSubmit} submitting={submitting}>
              <NumberField name="passengerCount" label={t('travellers')} min={1} max={MAX_PASSENGERS} testId="booking-passengers" />
              <CustomerSection type={type} travellers={travellersOf(values)} values={values} quoteInput={itemInput(values)} />
              <AddToQuote name={item.name} input={itemInput(values)} />
              <Text fontSize="xs" color="fg.muted">
                {t('pricedOnConfirm')}
              </Text>
            </BookingForm>
          )}
        />
      )}
    </BookingDialogFrame>
  );
}

/**
 * Who books how on /packages and /transport: a travel agent through the dialog above (for a customer, with a markup),
 * anyone else with `bookHere` (one click); `onBook` (the page shown inside another) overrides both. The page renders
 * `dialog`.
 */
export function useAgentBooking(type: 'package' | 'transport', bookHere: (item: Bookable) => void, onBook?: (item: Bookable) => void) {
  const { user } = useSession();
  const [agentItem, setAgentItem] = useState<Bookable | null>(null);
  const book = onBook ?? (user?.role === 'b2b_agent' ? setAgentItem : bookHere);
  return { book, dialog: <AgentBookingDialog type={type} item={agentItem} onClose={() => setAgentItem(null)} /> };
}
