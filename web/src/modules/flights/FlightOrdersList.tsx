import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CreditCard, Download, Plane } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FlightOrdersQuery as FlightOrdersData } from '../../gql/graphql';
import { Ltr } from '../../i18n/bidi';
import flightOrdersNs from '../../i18n/en/flightOrders';
import { ErrorCard } from '../catalogue/ui';
import { ListRow } from '../../ui/listRow';
import { ShowMore } from '../../ui/showMore';
import { errorMessage } from '../../ui/form';
import { FlightCountdown } from './Countdown';
import { eticketUrl, FLIGHT_ORDERS_PAGE_SIZE, FlightOrdersQuery } from './documents';
import { pkr } from './FareSummary';
import { dayOf, timeOf } from './format';
import { RouteOf, slicesOf, useItineraryWords } from './Itinerary';
import { awaitsPayment, FlightStatusBadge } from './status';

// The flight orders of the viewer (the traveller's own, the agency's, all of them for the super admin), newest
// first: route, departure, PNR, status, the time left to pay; Pay and the e-ticket from the row, the rest on the
// order's page.

type Row = FlightOrdersData['flightOrders']['items'][number];

function OrderRow({ order }: { order: Row }) {
  const { t } = useTranslation(flightOrdersNs);
  const w = useItineraryWords();
  const slices = slicesOf(order.slices);
  const first = slices[0]?.segments[0];
  const changePending = order.changes.some((c) => c.status === 'pending');
  const route = slices.length ? `${slices[0].origin} → ${slices[0].destination}` : '';
  return (
    <ListRow
      testId="flight-order-row"
      amount={<Ltr>{pkr(order.totalInPkr)}</Ltr>}
      actions={
        <>
          <FlightStatusBadge status={order.status} testId="flight-order-row-status" />
          {awaitsPayment(order.status) && (
            <Button asChild size="xs" colorPalette="brand" data-testid="flight-order-pay">
              <RouterLink to={`/checkout/${order.bookingId}`}>
                <CreditCard size={12} aria-hidden /> {t('payNow')}
              </RouterLink>
            </Button>
          )}
          {order.status === 'ticketed' && (
            <Button asChild size="xs" variant="outline" data-testid="flight-order-eticket">
              <a href={eticketUrl(order.id)} download>
                <Download size={12} aria-hidden /> {t('eticket')}
              </a>
            </Button>
          )}
          <Button asChild size="xs" variant="outline" data-testid="flight-order-open">
            <RouterLink to={`/flights/orders/${order.id}`}>
              <span aria-hidden="true">{t('viewOrder')}</span>
              <VisuallyHidden>
                {order.bookingReference ? t('viewOrderPnr', { pnr: order.bookingReference, route }) : t('viewOrderOf', { route, date: first ? dayOf(first.departingAt, w.lang) : '' })}
              </VisuallyHidden>
            </RouterLink>
          </Button>
        </>
      }
    >
      <HStack gap="3" flex="1" align="start" minW="0">
        <Box p="2.5" rounded="lg" bg="brand.50" color="brand.700">
          <Plane size={20} aria-hidden />
        </Box>
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">
              <RouteOf slices={slices} />
            </Text>
            {changePending && (
              <Badge colorPalette="orange" variant="solid" data-testid="flight-order-change">
                {t('changePending')}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {first && (
              <>
                {t('departs', { date: dayOf(first.departingAt, w.lang) })} <Ltr>{timeOf(first.departingAt)}</Ltr> ·{' '}
              </>
            )}
            <span lang="en">{order.owner.name}</span>
          </Text>
          <Text fontSize="sm" data-testid="flight-order-pnr">
            {order.bookingReference ? (
              <Text as="span" fontWeight="semibold" translate="no">
                {t('pnr', { reference: order.bookingReference })}
              </Text>
            ) : (
              <Text as="span" color="fg.muted">
                {t('noPnr')}
              </Text>
            )}
          </Text>
          {awaitsPayment(order.status) && order.paymentRequiredBy && <FlightCountdown until={order.paymentRequiredBy} compact />}
        </Stack>
      </HStack>
    </ListRow>
  );
}

/** The list under its heading; `actions` beside the heading (the agent's Search flights). */
export function FlightOrdersList({ title, text, actions }: { title?: string; text?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation(flightOrdersNs);
  const { data, loading, error, fetchMore } = useQuery(FlightOrdersQuery, {
    variables: { pagination: { limit: FLIGHT_ORDERS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const items = data?.flightOrders.items ?? [];
  return (
    <Stack gap="3" data-testid="flight-orders">
      <HStack justify="space-between" wrap="wrap" gap="2" align="start">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {title ?? t('listTitle')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {text ?? t('listText')}
          </Text>
        </Stack>
        {actions ?? (
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to="/flights">{t('searchFlights')}</RouterLink>
          </Button>
        )}
      </HStack>
      {error && !data && <ErrorCard message={errorMessage(error, t('loadListFailed'))} />}
      {loading && !data && <Skeleton height="24" />}
      {data && items.length === 0 && (
        <Stack align="center" textAlign="center" py="10" gap="2" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="flight-orders-empty">
          <Plane size={32} aria-hidden />
          <Text fontWeight="semibold">{t('noOrders')}</Text>
          <Text color="fg.muted">{t('noOrdersText')}</Text>
        </Stack>
      )}
      {items.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
      <ShowMore
        label={t('loadMore')}
        hasMore={data?.flightOrders.hasMore ?? false}
        loading={loading && Boolean(data)}
        onClick={() => void fetchMore({ variables: { pagination: { limit: FLIGHT_ORDERS_PAGE_SIZE, offset: items.length } } })}
      />
    </Stack>
  );
}

/** The super admin's Flights tab (a lazy tab of the admin dashboard): every order. */
export default function AllFlightOrders() {
  return <FlightOrdersList />;
}
