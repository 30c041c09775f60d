import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { PaymentMethod } from '../../gql/graphql';
import { errorMessage } from '../../ui/form';
import { StatusBadge } from '../bookings/status';
import { HoldCountdown } from './Countdown';
import { BookingFieldsFragment } from '../bookings/operations';
import { getFragmentData } from '../../gql';
import type { CheckoutQuery as CheckoutData } from '../../gql/graphql';
import { BookingPaymentFieldsFragment, CheckoutQuery, PaymentFieldsFragment, RefundFieldsFragment } from './operations';
import { PaymentResult, type ResultPayment } from './PaymentResult';
import { BankTransfer, type Instructions, postForm } from './checkoutPieces';
import { usePayBooking } from './usePayments';
import paymentsNs from '../../i18n/en/payments';
import { fmtDate } from '../visa/status';
import { usePaymentWords } from './words';
import { Ltr, Stored } from '../../i18n/bidi';
import { PageHeader } from '../../app/PageHeader';

const POLL_MS = 2000;
const pkr = (v: string | number) => formatMoney(String(v), 'PKR');

/** The checkout's booking with its fragments unmasked: summary, money, payments and refunds. */
function checkoutBooking(raw: CheckoutData['booking']) {
  return {
    ...getFragmentData(BookingFieldsFragment, raw),
    ...getFragmentData(BookingPaymentFieldsFragment, raw),
    payments: raw.payments.map((p) => getFragmentData(PaymentFieldsFragment, p)),
    refunds: raw.refunds.map((r) => getFragmentData(RefundFieldsFragment, r)),
  };
}

/** The checkout: what is booked, what is due now and later, the hold's countdown, the methods, then the result. */
export default function CheckoutPage() {
  const { bookingId = '' } = useParams();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [pay, { loading: starting }] = usePayBooking();
  const [error, setError] = useState<string | null>(null);
  const [instructions, setInstructions] = useState<{ paymentId: string; instructions: Instructions } | null>(null);
  const [polling, setPolling] = useState(true);
  const { data, error: loadError, refetch } = useQuery(CheckoutQuery, { variables: { id: bookingId }, pollInterval: polling ? POLL_MS : 0 });
  const { t, i18n } = useTranslation(paymentsNs);
  const words = usePaymentWords();

  const booking = data?.booking ? checkoutBooking(data.booking) : undefined;
  const payments: ResultPayment[] = booking?.payments ?? [];
  const latest = payments.at(-1);
  // poll while a gateway's answer is awaited (the sandbox's or JazzCash's webhook), not while a bank transfer waits
  const waiting = !!latest && latest.status === 'initiated' && latest.method !== 'bank_transfer';
  if (polling !== waiting && data) setPolling(waiting);

  if (loadError) {
    return (
      <Container maxW="3xl" py="10">
        <Text role="alert">{errorMessage(loadError, t('loadFailed'))}</Text>
      </Container>
    );
  }
  if (!booking || !data) return <Skeleton height="64" m="8" />;

  const methods = data.paymentMethods.filter((m) => m.available);
  const chosen = method ?? methods[0]?.method ?? null;
  const dueNow = Number(booking.amountDueNowInPkr) > 0 ? String(booking.amountDueNowInPkr) : String(booking.balanceDueInPkr);

  const start = async () => {
    if (!chosen) return;
    setError(null);
    try {
      const { data: started } = await pay({ variables: { bookingId: booking.id, method: chosen } });
      if (!started) return;
      const s = started.pay;
      const payment = getFragmentData(PaymentFieldsFragment, s.payment);
      if (s.redirectUrl) {
        const target = new URL(s.redirectUrl, window.location.origin);
        // the sandbox's page is one of ours: stay in the app; other gateways are left for
        if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
        else window.location.assign(target.toString());
      } else if (s.formPost) postForm(s.formPost.url, s.formPost.fields);
      else if (s.instructions) setInstructions({ paymentId: payment.id, instructions: s.instructions });
    } catch (err) {
      setError(errorMessage(err, t('startFailed')));
      void refetch();
    }
  };

  return (
    <Box>
      <PageHeader title={t('checkout')} subtitle={<Stored>{booking.itemName}</Stored>} />
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <Stack gap="6">
          <Card.Root>
            <Card.Body>
              <Stack gap="3">
                <HStack justify="space-between" wrap="wrap">
                  <Heading as="h2" size="md" lang="en">{booking.itemName}</Heading>
                  <StatusBadge status={booking.status} />
                </HStack>
                <Text>{t('paymentLine', { status: words.bookingPayment(booking.paymentStatus) })}</Text>
                <dl>
                  <HStack justify="space-between"><dt>{t('total')}</dt><dd data-testid="checkout-total">{pkr(String(booking.totalPriceInPkr))}</dd></HStack>
                  <HStack justify="space-between"><dt>{t('paid')}</dt><dd data-testid="checkout-paid">{pkr(String(booking.amountPaidInPkr))}</dd></HStack>
                  <HStack justify="space-between"><dt>{t('dueNow')}</dt><dd data-testid="checkout-due-now">{pkr(String(booking.amountDueNowInPkr))}</dd></HStack>
                  {Number(booking.balanceDueInPkr) > 0 && (
                    <HStack justify="space-between">
                      <dt>{t('balance')}</dt>
                      <dd data-testid="checkout-balance">
                        {pkr(String(booking.balanceDueInPkr))}
                        {booking.balanceDueAt ? t('dueBy', { date: fmtDate(String(booking.balanceDueAt)) }) : ''}
                      </dd>
                    </HStack>
                  )}
                </dl>
                {booking.status === 'pending' && booking.holdExpiresAt && (
                  <HoldCountdown until={String(booking.holdExpiresAt)} onEnd={() => void refetch()} />
                )}
                {/* always mounted, so the result is announced when it arrives; inside the card, so no empty gap before it */}
                <Box aria-live="polite" data-testid="payment-result">
                  {latest && <PaymentResult payment={latest} booking={booking} />}
                </Box>
              </Stack>
            </Card.Body>
          </Card.Root>

          {booking.payable && !waiting && (
            <Card.Root>
              <Card.Body>
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    void start();
                  }}
                >
                  <fieldset>
                    <legend><Heading as="h2" size="md" mb="3">{t('payBy', { amount: pkr(dueNow) })}</Heading></legend>
                    <Stack gap="2">
                      {methods.map((m) => (
                        <label key={m.method} style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 32 }}>
                          <input type="radio" name="method" value={m.method} checked={chosen === m.method} onChange={() => setMethod(m.method)} />
                          {/* the server's label (the spec's English); the reader's language's otherwise */}
                          {i18n.language === 'en' ? m.label : t(`methods.${m.method}`, { defaultValue: m.label })}
                        </label>
                      ))}
                    </Stack>
                  </fieldset>
                  {error && <Text role="alert" color="red.600" mt="2">{error}</Text>}
                  <Button type="submit" mt="4" colorPalette="brand" loading={starting} disabled={!chosen} data-testid="pay-button">
                    {t('pay', { amount: pkr(dueNow) })}
                  </Button>
                </form>
              </Card.Body>
            </Card.Root>
          )}

          {instructions && <BankTransfer {...instructions} />}

          {(booking.payments.length > 0 || booking.refunds.length > 0) && (
            <Card.Root>
              <Card.Body>
                <Heading as="h2" size="md" mb="3">{t('receipts')}</Heading>
                <Stack as="ul" gap="2" listStyleType="none" data-testid="receipts">
                  {booking.payments.map((p) => (
                    <li key={p.id}>
                      {fmtDate(p.createdAt)} · {words.purpose(p.purpose)} · {words.method(p.method)} · <Ltr>{pkr(p.amountInPkr)}</Ltr> · {words.paymentStatus(p.status)}
                      {p.reference ? t('reference', { reference: p.reference }) : ''}
                      {p.invoiceUrl && (
                        <>
                          {' · '}
                          <a href={p.invoiceUrl} download style={{ textDecoration: 'underline' }} data-testid="download-invoice">
                            {p.invoiceNumber ? t('downloadInvoiceNumber', { number: p.invoiceNumber }) : t('downloadInvoice')}
                          </a>
                        </>
                      )}
                    </li>
                  ))}
                  {booking.refunds.map((r) => (
                    <li key={r.id}>
                      {fmtDate(r.createdAt)} · {t('refund')} · {words.method(r.method)} · {pkr(r.amountInPkr)} · {words.refundStatus(r.status)}
                      {' · '}
                      <a href={r.creditNoteUrl} download style={{ textDecoration: 'underline' }} data-testid="download-credit-note">
                        {r.creditNoteNumber ? t('downloadCreditNoteNumber', { number: r.creditNoteNumber }) : t('downloadCreditNote')}
                      </a>
                    </li>
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
          )}

          <HStack gap="3" wrap="wrap">
            {/* a flight booking: its order (tickets, the deadline, cancelling) */}
            {data.booking.flightOrderId && (
              <Button asChild colorPalette="brand" variant="outline" data-testid="view-flight-order">
                <RouterLink to={`/flights/orders/${data.booking.flightOrderId}`}>{t('viewFlightOrder')}</RouterLink>
              </Button>
            )}
            <Button asChild variant="outline">
              <RouterLink to="/dashboard/end-user">{t('myBookings')}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
