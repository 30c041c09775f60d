import { Alert } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';

export type ResultPayment = { id: string; status: string; method: string; purpose: string; amountInPkr: unknown; failureReason?: string | null };

/** What became of the latest payment attempt, in words (the checkout's polite live region reads it out). */
export function PaymentResult({ payment, booking }: { payment: ResultPayment; booking: { status: string; balanceDueInPkr: unknown } }) {
  const amount = formatMoney(String(payment.amountInPkr), 'PKR');
  if (payment.status === 'succeeded') {
    const balance = Number(booking.balanceDueInPkr) > 0 ? ` Balance due: ${formatMoney(String(booking.balanceDueInPkr), 'PKR')}.` : '';
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>Payment received: {amount}. Your booking is {booking.status}.{balance}</Alert.Title>
      </Alert.Root>
    );
  }
  if (payment.status === 'initiated') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          {payment.method === 'bank_transfer' ? `Waiting for your bank transfer of ${amount}.` : `Waiting for the payment of ${amount} to be confirmed…`}
        </Alert.Title>
      </Alert.Root>
    );
  }
  const why = payment.status === 'failed' ? `Payment failed${payment.failureReason ? `: ${payment.failureReason}` : ''}.` : `Payment ${payment.status}.`;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{why} You can try again while the booking is held.</Alert.Title>
    </Alert.Root>
  );
}
