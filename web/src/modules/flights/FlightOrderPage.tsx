import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CreditCard, Download, Loader, PlaneTakeoff, Ticket, XCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { getFragmentData } from '../../gql';
import type { FlightOrderFieldsFragment } from '../../gql/graphql';
import { Ltr, Stored } from '../../i18n/bidi';
import flightOrdersNs from '../../i18n/en/flightOrders';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../ui/form';
import { ErrorCard } from '../catalogue/ui';
import { AirlineChanges } from './AirlineChanges';
import { useCancelFlightOrder } from './CancelFlightOrder';
import { FlightCountdown } from './Countdown';
import { eticketUrl, FlightOrderFieldsFragment as OrderFields, FlightOrderQuery } from './documents';
import { Amount, FareRules, pkr, PriceLines } from './FareSummary';
import { Itinerary, RouteOf, slicesOf } from './Itinerary';
import { awaitsPayment, cancellable, FlightStatusBadge } from './status';

// /flights/orders/:id (issue 35): the booking reference, the status, the time left to pay, Pay now, the e-ticket,
// Cancel (through the airline's quote), an airline change to answer, the itinerary and the passengers with their
// tickets. While the airline issues the tickets the page asks again every 2 s, so they appear by themselves.

const POLL_MS = 2000;
type Order = FlightOrderFieldsFragment;

function Passengers({ order }: { order: Order }) {
  const { t } = useTranslation(flightOrdersNs);
  const { date } = useFormat();
  const ticketOf = (name: string, i: number) => order.tickets.find((x) => x.passengerName.toLowerCase() === name.toLowerCase()) ?? order.tickets[i];
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid="order-passengers">
      {order.passengers.map((p, i) => {
        const name = `${p.givenName} ${p.familyName}`;
        const ticket = order.status === 'ticketed' ? ticketOf(name, i) : undefined;
        return (
          <Box as="li" key={`${name}-${i}`} borderWidth="1px" rounded="lg" p="3" data-testid="order-passenger">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Stack gap="0">
                <Text fontWeight="semibold">
                  <bdi lang="en">
                    {t(`titles.${p.title}`, { lng: 'en', defaultValue: p.title })} {name}
                  </bdi>
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`types.${p.type}`, { defaultValue: p.type })} · {t('bornOn', { date: date(p.bornOn, 'dd MMM yyyy') })} ·{' '}
                  {t('passport', { number: `${p.passportNumber} (${p.passportCountry})` })}
                </Text>
              </Stack>
              {ticket && (
                <Text fontSize="sm" fontWeight="semibold" color="green.800" display="flex" alignItems="center" gap="1">
                  <Ticket size={14} aria-hidden />
                  <Trans t={t} i18nKey="ticketNumber" values={{ number: ticket.number }} components={{ number: <bdi dir="ltr" translate="no" data-testid="ticket-number" /> }} />
                </Text>
              )}
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}

function OrderHead({ order, onCancel, asking, onEnd }: { order: Order; onCancel: () => void; asking: boolean; onEnd: () => void }) {
  const { t } = useTranslation(flightOrdersNs);
  const waiting = awaitsPayment(order.status);
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" align="start" wrap="wrap" gap="4">
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted">
                {t('bookingReference')}
              </Text>
              {order.bookingReference ? (
                <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" letterSpacing="widest" fontFamily="mono" translate="no" data-testid="booking-reference">
                  {order.bookingReference}
                </Text>
              ) : (
                <Text fontSize="md" color="fg.muted" data-testid="booking-reference">
                  {t('referencePending')}
                </Text>
              )}
              <HStack gap="2" wrap="wrap">
                <FlightStatusBadge status={order.status} />
                <Text fontSize="sm" color="fg.muted">
                  <Trans t={t} i18nKey="soldBy" values={{ airline: order.owner.name }} components={{ airline: <Stored /> }} />
                </Text>
              </HStack>
            </Stack>
            <Stack gap="1" align="end">
              <Amount amountPkr={order.totalInPkr} testId="order-total" size="lg" />
              {Number(order.amountPaidInPkr) > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {t('paid')} <Ltr>{pkr(order.amountPaidInPkr)}</Ltr>
                </Text>
              )}
              {Number(order.amountRefundedInPkr) > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {t('refunded')} <Ltr>{pkr(order.amountRefundedInPkr)}</Ltr>
                </Text>
              )}
            </Stack>
          </HStack>
          {waiting && order.paymentRequiredBy && <FlightCountdown until={order.paymentRequiredBy} onEnd={onEnd} />}
          {order.status === 'ticketing' && (
            <Text fontSize="sm" color="blue.800" display="flex" alignItems="center" gap="2" role="status">
              <Loader size={14} aria-hidden /> {t('issuing')}
            </Text>
          )}
          {order.failure && (
            <Alert.Root status="error" data-testid="order-failure">
              <Alert.Indicator />
              <Alert.Title>{t('failure', { reason: order.failure })}</Alert.Title>
            </Alert.Root>
          )}
          <HStack gap="3" wrap="wrap">
            {waiting && (
              <Button asChild colorPalette="brand" data-testid="pay-flight-order">
                <RouterLink to={`/checkout/${order.bookingId}`}>
                  <CreditCard size={16} aria-hidden /> {t('payNow')}
                </RouterLink>
              </Button>
            )}
            {order.status === 'ticketed' && (
              <Button asChild colorPalette="brand" variant={waiting ? 'outline' : 'solid'}>
                <a href={eticketUrl(order.id)} download data-testid="eticket-download">
                  <Download size={16} aria-hidden /> {t('downloadEticket')}
                </a>
              </Button>
            )}
            {cancellable(order.status) && (
              <Button variant="outline" colorPalette="red" loading={asking} onClick={onCancel} data-testid="cancel-order">
                <XCircle size={16} aria-hidden /> {t('cancel')}
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export default function FlightOrderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(flightOrdersNs);
  const [polling, setPolling] = useState(false);
  // the tickets come by themselves: asked again every 2 s while the airline issues them
  const { data, error, refetch } = useQuery(FlightOrderQuery, { variables: { id }, fetchPolicy: 'cache-and-network', pollInterval: polling ? POLL_MS : 0 });
  const order = data ? getFragmentData(OrderFields, data.flightOrder) : undefined;
  const issuing = order?.status === 'ticketing';
  if (order && polling !== issuing) setPolling(issuing);
  const cancel = useCancelFlightOrder(id);
  const slices = useMemo(() => (order ? slicesOf(order.slices) : []), [order]);

  let body;
  if (error && !order) body = <ErrorCard message={errorMessage(error, t('loadOrderFailed'))} />;
  else if (!order) body = <Skeleton h="80" rounded="xl" />;
  else {
    body = (
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <OrderHead order={order} onCancel={cancel.open} asking={cancel.asking} onEnd={() => void refetch()} />
          <AirlineChanges orderId={order.id} changes={order.changes} onCancel={cancel.open} cancelling={cancel.asking} />
          <Card.Root variant="outline">
            <Card.Body>
              <Stack gap="4">
                <Heading as="h2" size="md" display="flex" alignItems="center" gap="2">
                  <PlaneTakeoff size={18} aria-hidden /> {t('itinerary')}
                </Heading>
                <Itinerary slices={slices} />
              </Stack>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline">
            <Card.Body>
              <Stack gap="4">
                <Heading as="h2" size="md">
                  {t('passengers')}
                </Heading>
                <Passengers order={order} />
                <Text fontSize="sm" color="fg.muted">
                  {t('contact')}: <bdi lang="en">{order.contact.email}</bdi> · <Ltr>{order.contact.phone}</Ltr>
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        </Stack>
        <Card.Root variant="outline" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <Card.Body>
            <Stack gap="5">
              <Heading as="h2" size="md">
                {t('price')}
              </Heading>
              <PriceLines airline={order.airlineTotalInPkr} fee={order.serviceFeeInPkr} total={order.totalInPkr} />
              {order.sellingPriceInPkr && (
                <HStack justify="space-between" fontSize="sm">
                  <Text color="fg.muted">{t('sellingPrice')}</Text>
                  <Ltr>{pkr(order.sellingPriceInPkr)}</Ltr>
                </HStack>
              )}
              <FareRules conditions={order.conditions} />
            </Stack>
          </Card.Body>
        </Card.Root>
      </Grid>
    );
  }

  return (
    <Box bg="bg.subtle" minH="full" pb="10" data-testid="flight-order-page">
      <PageHeader title={t('orderTitle')} subtitle={slices.length ? <RouteOf slices={slices} /> : undefined} />
      <Container maxW="6xl" py={{ base: '6', md: '8' }}>
        {body}
        {cancel.dialog}
      </Container>
    </Box>
  );
}
