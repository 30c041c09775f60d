import { useTranslation } from 'react-i18next';
import paymentsNs from '../../i18n/en/payments';
import { capitalise } from '../bookings/status';

// The payments' values (methods, purposes, statuses) as words in the reader's language; in English as before (the
// value capitalised); a value the catalogue does not know stays as the server sent it.

export function usePaymentWords() {
  const { t } = useTranslation(paymentsNs);
  const word = (group: string) => (value: string) => t(`${group}.${value}`, { defaultValue: capitalise(value) });
  return {
    method: word('methodNames'),
    purpose: word('purposes'),
    paymentStatus: word('paymentStatuses'),
    refundStatus: word('refundStatuses'),
    bookingPayment: word('bookingPaymentStatuses'),
  };
}
