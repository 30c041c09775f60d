import { Alert } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { Trans, useTranslation } from 'react-i18next';
import paymentsNs from '../../i18n/en/payments';
import { Stored } from '../../i18n/bidi';

export type ResultPayment = { id: string; status: string; method: string; purpose: string; amountInPkr: unknown; failureReason?: string | null };

/** What became of the latest payment attempt, in words (the checkout's polite live region reads it out). */
export function PaymentResult({ payment, booking }: { payment: ResultPayment; booking: { status: string; balanceDueInPkr: unknown } }) {
  const { t } = useTranslation(paymentsNs);
  const amount = formatMoney(String(payment.amountInPkr), 'PKR');
  if (payment.status === 'succeeded') {
    const status = t(`bookingStatusWords.${booking.status}`, { defaultValue: booking.status });
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>
          {Number(booking.balanceDueInPkr) > 0
            ? t('receivedBalance', { amount, status, balance: formatMoney(String(booking.balanceDueInPkr), 'PKR') })
            : t('received', { amount, status })}
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (payment.status === 'initiated') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          {payment.method === 'bank_transfer' ? t('waitingTransfer', { amount }) : t('waitingConfirmation', { amount })}
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>
        {payment.status !== 'failed' ? (
          t('endedRetry', { status: t(`paymentStatusWords.${payment.status}`, { defaultValue: payment.status }) })
        ) : payment.failureReason ? (
          <Trans t={t} i18nKey="failedReasonRetry" values={{ reason: payment.failureReason }} components={{ reason: <Stored /> }} />
        ) : (
          t('failedRetry')
        )}
      </Alert.Title>
    </Alert.Root>
  );
}
