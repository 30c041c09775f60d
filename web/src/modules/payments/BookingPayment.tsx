import { useLazyQuery } from '@apollo/client/react';
import { Button, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import paymentsNs from '../../i18n/en/payments';
import { Link as RouterLink } from 'react-router';
import type { BookingPaymentFieldsFragment as BookingMoney } from '../../gql/graphql';
import { fmtDate } from '../visa/status';
import { usePaymentWords } from './words';
import { CancellationQuoteQuery } from './operations';

/** The payment fields of a My Bookings row (the MyBookings query selects BookingPaymentFields with BookingFields). */
// (getFragmentData is the identity at run time: the fields are on the row, the masking is only in the types)
export function bookingMoney(row: { id: string }): BookingMoney {
  return row as unknown as BookingMoney;
}

const pkr = (v: unknown) => formatMoney(String(v), 'PKR');

/** "Payment: Partially paid · paid Rs 55,500 · balance Rs 129,500 due by 18 Dec 2098" */
export function PaymentLine({ row }: { row: { id: string } }) {
  const m = bookingMoney(row);
  const { t } = useTranslation(paymentsNs);
  const words = usePaymentWords();
  if (!m.paymentStatus) return null;
  const parts = [t('linePayment', { status: words.bookingPayment(m.paymentStatus) })];
  if (Number(m.amountPaidInPkr) > 0) parts.push(t('linePaid', { amount: pkr(m.amountPaidInPkr) }));
  if (Number(m.amountRefundedInPkr) > 0) parts.push(t('lineRefunded', { amount: pkr(m.amountRefundedInPkr) }));
  if (Number(m.balanceDueInPkr) > 0 && m.status !== 'cancelled' && m.status !== 'expired') {
    const amount = pkr(m.balanceDueInPkr);
    parts.push(m.balanceDueAt ? t('lineBalanceDue', { amount, date: fmtDate(m.balanceDueAt) }) : t('lineBalance', { amount }));
  }
  // a line of the booking's text (a <p>): a block <span>, since a <p> cannot hold another
  return (
    <Text as="span" display="block" fontSize="sm" data-testid="payment-line">
      {parts.join(t('lineSeparator'))}
    </Text>
  );
}

/** Pay now (the amount due now) or Pay balance, to the booking's checkout; Receipts once anything was paid. */
export function PaymentActions({ row }: { row: { id: string } }) {
  const m = bookingMoney(row);
  const { t } = useTranslation(paymentsNs);
  return (
    <>
      {m.payable && (
        <Button asChild size="xs" colorPalette="brand" data-testid="pay-booking">
          <RouterLink to={`/checkout/${m.id}`}>{Number(m.amountDueNowInPkr) > 0 ? t('payNow') : t('payBalance')}</RouterLink>
        </Button>
      )}
      {!m.payable && Number(m.amountPaidInPkr) > 0 && (
        <Button asChild size="xs" variant="ghost" data-testid="booking-receipts">
          <RouterLink to={`/checkout/${m.id}`}>{t('receipts')}</RouterLink>
        </Button>
      )}
    </>
  );
}

export type CancellationPreview = { paidInPkr: unknown; refundInPkr: unknown; penaltyInPkr: unknown; refundPercent: number };

/** The refund preview in one sentence: "You paid Rs 55,500: Rs 41,625 (75%) comes back, Rs 13,875 is kept." */
export function refundSummary(q: CancellationPreview): string {
  if (Number(q.paidInPkr) === 0) return i18n.t('nothingPaid', { ns: paymentsNs });
  return i18n.t('refundSummary', { ns: paymentsNs, paid: pkr(q.paidInPkr), refund: pkr(q.refundInPkr), percent: q.refundPercent, penalty: pkr(q.penaltyInPkr) });
}

/** What cancelling now would refund and keep (null when the server has no quote); throws when it cannot be cancelled. */
export function useCancellationPreview() {
  const [ask] = useLazyQuery(CancellationQuoteQuery, { fetchPolicy: 'network-only' });
  return async (bookingId: string): Promise<CancellationPreview | null> => {
    const { data } = await ask({ variables: { bookingId } });
    return data?.cancellationQuote ?? null;
  };
}
