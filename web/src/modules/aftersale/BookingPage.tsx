import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { isUpcoming, shortBookingId } from '@rules/bookings.js';
import { add, compare } from '@rules/money.js';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { getFragmentData } from '../../gql';
import afterSaleNs from '../../i18n/en/afterSale';
import { Ltr } from '../../i18n/bidi';
import { errorMessage } from '../../ui/form';
import { useDates } from '../agent/useDates';
import { StatusBadge } from '../bookings/status';
import { useSession } from '../session/useSession';
import type { Booking } from './AmendmentFields';
import { BookingHistory } from './BookingHistory';
import { CancelDialog } from './CancelDialog';
import { ChangeDialog } from './ChangeDialog';
import { Countdown } from './Countdown';
import { AfterSaleBookingFieldsFragment, AfterSaleBookingQuery, BookingEventFieldsFragment } from './operations';
import { pkr } from './QuoteView';

const WHEN = 'dd MMM yyyy, HH:mm';
const PEOPLE = ['adults', 'childrenWithBed', 'childrenWithoutBed', 'infants'] as const;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" data-testid={testId}>
        {children}
      </Text>
    </>
  );
}

/** What was booked: the item, its dates, who travels (and in which rooms). */
function WhatBooked({ booking }: { booking: Booking }) {
  const { t } = useTranslation(afterSaleNs);
  const day = useDates();
  return (
    <Card.Root>
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Box>
            <Heading as="h2" size="md" lang="en" data-testid="booking-item">
              {booking.itemName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t(`types.${booking.type}`, { defaultValue: booking.type })} · {t('bookingRef', { id: shortBookingId(booking.id) })}
            </Text>
          </Box>
          <StatusBadge status={booking.status} />
        </HStack>
        <Grid as="dl" templateColumns="auto 1fr" columnGap="6" rowGap="1" fontSize="sm">
          {booking.checkInDate ? (
            <Row label={t('stay')} testId="booking-dates">
              {t('stayDates', { from: day(booking.checkInDate), to: day(booking.checkOutDate) })}
            </Row>
          ) : (
            <Row label={t('travelDate')} testId="booking-dates">
              {day(booking.travelDate)}
            </Row>
          )}
          <Row label={t('fields.passengerCount')} testId="booking-travellers">
            {t('travellers', { count: booking.passengerCount })}
            {booking.roomCount ? ` · ${t('roomCount', { count: booking.roomCount })}` : ''}
          </Row>
          {booking.rooms && booking.rooms.length > 0 && (
            <Row label={t('rooms')} testId="booking-rooms">
              {booking.rooms.map((r, i) => (
                <span key={i} style={{ display: 'block' }}>
                  {t('roomLine', {
                    occupancy: t(`occupancy.${r.occupancy}`),
                    people: PEOPLE.filter((k) => r[k] > 0)
                      .map((k) => t(`people.${k}`, { count: r[k] }))
                      .join(', '),
                  })}
                </span>
              ))}
            </Row>
          )}
          {(booking.customer?.passengers.length ?? 0) > 0 && (
            <Row label={t('fields.passengers')} testId="booking-passengers">
              <bdi lang="en">{booking.customer?.passengers.map((p) => p.name).join(', ')}</bdi>
            </Row>
          )}
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}

/** The money (total, paid, refunded, due) and the deadlines: pay by (with its countdown), free cancellation until. */
function MoneyAndDeadlines({ booking, due }: { booking: Booking; due: string }) {
  const { t } = useTranslation(afterSaleNs);
  const day = useDates();
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
      <Card.Root>
        <Card.Body gap="2">
          <Heading as="h2" size="sm">
            {t('money')}
          </Heading>
          <Grid as="dl" templateColumns="1fr auto" columnGap="6" rowGap="1" fontVariantNumeric="tabular-nums">
            <Row label={t('total')} testId="booking-total"><Ltr>{pkr(booking.totalPriceInPkr)}</Ltr></Row>
            <Row label={t('paid')} testId="booking-paid"><Ltr>{pkr(booking.amountPaidInPkr)}</Ltr></Row>
            <Row label={t('refunded')} testId="booking-refunded"><Ltr>{pkr(booking.amountRefundedInPkr)}</Ltr></Row>
            <Row label={t('due')} testId="booking-due"><Ltr>{pkr(due)}</Ltr></Row>
          </Grid>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="2">
          <Heading as="h2" size="sm">
            {t('deadlines')}
          </Heading>
          <Box data-testid="pay-by">
            {booking.payBy ? (
              <>
                <Text fontWeight="medium">{t('payBy', { date: day(String(booking.payBy), WHEN) })}</Text>
                <Countdown until={String(booking.payBy)} testId="pay-by-countdown" fontSize="sm" />
              </>
            ) : (
              <Text color="fg.muted">{t('nothingDue')}</Text>
            )}
          </Box>
          <Text data-testid="free-cancellation" color={booking.freeCancellationUntil ? 'green.700' : 'fg.muted'}>
            {booking.freeCancellationUntil
              ? t('freeCancellationUntil', { date: day(String(booking.freeCancellationUntil), WHEN) })
              : t('noFreeCancellation')}
          </Text>
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}

/** A booking after the sale (issue 37): what was booked, the money and deadlines, pay, change or cancel, its history. */
export default function BookingPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(afterSaleNs);
  const { user } = useSession();
  const { data, error, refetch } = useQuery(AfterSaleBookingQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [dialog, setDialog] = useState<'change' | 'cancel' | null>(null);

  if (error && !data) {
    return (
      <Container maxW="4xl" py="10">
        <Text role="alert" data-testid="booking-error">
          {errorMessage(error, t('loadFailed'))}
        </Text>
      </Container>
    );
  }
  if (!data) return <Skeleton height="64" m="8" />;

  const booking = getFragmentData(AfterSaleBookingFieldsFragment, data.booking);
  const events = data.bookingHistory.map((e) => getFragmentData(BookingEventFieldsFragment, e));
  const due = add(String(booking.amountDueNowInPkr), String(booking.balanceDueInPkr));
  const canPay = booking.payable && compare(due, '0') > 0;
  // the button names the next payment (a pending booking's advance first, then the balance), as the checkout takes it
  const next = compare(String(booking.amountDueNowInPkr), '0') > 0 ? String(booking.amountDueNowInPkr) : String(booking.balanceDueInPkr);
  const changeable = !booking.flightOrderId && (booking.status === 'pending' || booking.status === 'confirmed') && isUpcoming(booking, new Date());
  const home = user?.role === 'b2b_agent' ? '/dashboard/b2b-agent' : '/dashboard/end-user';
  const refresh = () => void refetch();

  return (
    <Box>
      <PageHeader title={t('title')} subtitle={<bdi lang="en">{booking.itemName}</bdi>} />
      <Container maxW="4xl" py={{ base: '6', md: '10' }}>
        <Stack gap="4">
          <WhatBooked booking={booking} />
          <MoneyAndDeadlines booking={booking} due={due} />
          <HStack gap="3" wrap="wrap">
            {canPay && (
              <Button asChild colorPalette="brand" data-testid="booking-pay">
                <RouterLink to={`/checkout/${booking.id}`}>
                  {t('pay')} <Ltr>{pkr(next)}</Ltr>
                </RouterLink>
              </Button>
            )}
            {changeable && (
              <>
                <Button variant="outline" colorPalette="brand" onClick={() => setDialog('change')} data-testid="change-booking">
                  {t('change')}
                </Button>
                <Button variant="outline" colorPalette="red" onClick={() => setDialog('cancel')} data-testid="cancel-booking">
                  {t('cancel')}
                </Button>
              </>
            )}
            {booking.flightOrderId && (
              <Button asChild variant="outline" colorPalette="brand" data-testid="booking-flight-order" title={t('flightNote')}>
                <RouterLink to={`/flights/orders/${booking.flightOrderId}`}>{t('flightOrder')}</RouterLink>
              </Button>
            )}
            <Button asChild variant="ghost">
              <RouterLink to={home}>{t('backToBookings')}</RouterLink>
            </Button>
          </HStack>
          <BookingHistory events={events} />
        </Stack>
      </Container>
      <ChangeDialog booking={booking} open={dialog === 'change'} onClose={() => setDialog(null)} onDone={refresh} />
      <CancelDialog bookingId={booking.id} open={dialog === 'cancel'} onClose={() => setDialog(null)} onDone={refresh} />
    </Box>
  );
}
