import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import paymentsNs from '../../i18n/en/payments';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../ui/form';
import { getFragmentData } from '../../gql';
import { PaymentFieldsFragment, SandboxPaymentQuery } from './operations';
import { type SandboxOutcome, useCompleteSandboxPayment } from './usePayments';
import { Isolated, Stored } from '../../i18n/bidi';

// label: a key of the payments catalogue
const BUTTONS: { outcome: SandboxOutcome; label: string; palette: string }[] = [
  { outcome: 'success', label: 'sandboxPay', palette: 'green' },
  { outcome: 'failure', label: 'sandboxDecline', palette: 'red' },
  { outcome: 'abandon', label: 'sandboxAbandon', palette: 'gray' },
];

/**
 * The sandbox gateway's hosted page (served by this app at /pay/:paymentId): the amount and Pay / Decline / Abandon.
 * After a choice the payer goes back to the checkout, which polls until the sandbox's webhook settles the payment.
 */
export default function SandboxPayPage() {
  const { paymentId = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuery(SandboxPaymentQuery, { variables: { id: paymentId } });
  const { complete, loading } = useCompleteSandboxPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useTranslation(paymentsNs);

  if (error) {
    return (
      <Container maxW="md" py="10">
        <Text role="alert">{errorMessage(error, t('paymentNotFound'))}</Text>
      </Container>
    );
  }
  const payment = data?.payment ? { ...getFragmentData(PaymentFieldsFragment, data.payment), booking: data.payment.booking } : undefined;
  if (!payment) return <Skeleton height="48" m="8" />;
  // a wallet top-up has no booking: back to the agent's wallet
  const back = payment.bookingId ? `/checkout/${payment.bookingId}` : `/dashboard/b2b-agent?tab=wallet&topUp=${payment.id}`;
  const open = payment.method === 'sandbox' && payment.status === 'initiated' && (payment.checkoutStatus ?? 'open') === 'open';

  const choose = async (outcome: SandboxOutcome) => {
    setFailure(null);
    try {
      await complete(payment.id, outcome);
      navigate(back);
    } catch (err) {
      setFailure(errorMessage(err, t('choiceRefused')));
    }
  };

  return (
    <Container maxW="md" py={{ base: '6', md: '12' }}>
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">{t('sandboxGateway')}</Text>
            <Heading as="h1" size="lg">{t('pay', { amount: formatMoney(String(payment.amountInPkr), 'PKR') })}</Heading>
            {payment.booking && (
              <Text>
                <Trans t={t} i18nKey="for" values={{ item: payment.booking.itemName }} components={{ item: <Stored /> }} />
              </Text>
            )}
            {payment.reference && (
              <Text fontSize="sm">
                <Trans t={t} i18nKey="sandboxReference" values={{ value: payment.reference }} components={{ v: <Isolated /> }} />
              </Text>
            )}
            {open ? (
              <HStack gap="3" wrap="wrap">
                {BUTTONS.map((b) => (
                  <Button key={b.outcome} colorPalette={b.palette} variant={b.outcome === 'success' ? 'solid' : 'outline'} loading={loading === b.outcome} disabled={loading !== null} onClick={() => void choose(b.outcome)}>
                    {t(b.label)}
                  </Button>
                ))}
              </HStack>
            ) : (
              <Text role="status">{t('checkoutClosed', { status: t(`paymentStatusWords.${payment.status}`, { defaultValue: payment.status }) })}</Text>
            )}
            <Box aria-live="polite">{failure && <Text role="alert" color="red.600">{failure}</Text>}</Box>
            <Button asChild variant="ghost" alignSelf="flex-start">
              <RouterLink to={back}>{payment.bookingId ? t('backToCheckout') : t('backToWallet')}</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
