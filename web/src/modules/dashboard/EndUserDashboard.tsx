import { useQuery } from '@apollo/client/react';
import { Avatar, Box, Button, Card, Container, Dialog, Grid, Heading, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { isUpcoming, shortBookingId } from '@rules/bookings.js';
import { formatMoney } from '@rules/money.js';
import { Bus, Calendar, Hotel, Package, PiggyBank, Plane, Star, Ticket } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { isLanguage, LANGUAGE_NAMES } from '../../i18n';
import dashboardNs from '../../i18n/en/dashboard';
import { ConfirmDialog } from '../../ui/confirmDialog';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { MyBookingsQuery, UserStatsQuery } from '../bookings/operations';
import { capitalise, StatusBadge, TypeIcon } from '../bookings/status';
import { type BookingRow, useBookingList } from '../bookings/useBookingList';
import { useCancelBooking } from '../bookings/useCancelBooking';
import { ListRow } from '../../ui/listRow';
import { ShowMore } from '../../ui/showMore';
import { useSession } from '../session/useSession';
import { useDates } from '../agent/useDates';
import { MyVisaApplications } from '../visa/MyVisaApplications';
import { FlightOrdersList } from '../flights/FlightOrdersList';
import { StatCard } from './StatCard';
import { DeadlineLines } from '../bookings/Deadlines';
import { VoucherDownload } from '../vouchers/VoucherDownload';
import { type CancellationPreview, PaymentActions, PaymentLine, refundSummary, useCancellationPreview } from '../payments/BookingPayment';
import { ScrollingTabsList } from '../../ui/tabs';

/** What was booked, in the chosen language ('Package'). */
function useTypeLabel() {
  const { t } = useTranslation(dashboardNs);
  return (type: string) => t(`types.${type}`, { defaultValue: capitalise(type) });
}

/**
 * Cancel, then a dialog with the refund preview (cancellationQuote: what comes back, what is kept) and Keep booking /
 * Cancel booking. A booking the server will not cancel (already travelled, cancelled...) says why instead of asking.
 */
function CancelButton({ booking }: { booking: BookingRow }) {
  const [cancel, { loading }] = useCancelBooking();
  const preview = useCancellationPreview();
  const [asking, setAsking] = useState(false);
  const [quote, setQuote] = useState<CancellationPreview | null | undefined>(undefined);
  const { t } = useTranslation(dashboardNs);
  const ref = `#${shortBookingId(booking.id)}`;
  const close = () => setQuote(undefined);

  const ask = async () => {
    setAsking(true);
    try {
      setQuote(await preview(booking.id));
    } catch (err) {
      toast(t('cancelFailed'), errorMessage(err, t('cannotCancel')), 'error');
    } finally {
      setAsking(false);
    }
  };
  const confirm = async () => {
    try {
      await cancel({ variables: { id: booking.id } });
      toast(t('cancelled'), t('cancelledText', { ref }), 'success');
    } catch (err) {
      toast(t('cancelFailed'), errorMessage(err, t('cancelFailedText')), 'error');
    }
    close();
  };

  return (
    <>
      <Button size="xs" variant="outline" colorPalette="red" loading={asking} disabled={loading} data-testid="cancel-booking" onClick={() => void ask()}>
        {loading ? t('cancelling') : t('cancel')}
      </Button>
      <ConfirmDialog
        open={quote !== undefined}
        onClose={close}
        title={t('cancelTitle', { ref })}
        cancelLabel={t('keepBooking')}
        confirmLabel={t('cancelBooking')}
        loading={loading}
        loadingText={t('cancelling')}
        testId="cancel-dialog"
        cancelTestId="cancel-keep"
        confirmTestId="cancel-confirm"
        holdWhileLoading
        onConfirm={confirm}
      >
        <Stack gap="3">
          <Dialog.Description>
            <Trans t={t} i18nKey="cancelText" values={{ item: booking.itemName }} components={{ item: <bdi lang="en" /> }} />
          </Dialog.Description>
          {quote && (
            <>
              <Text data-testid="cancel-preview">{refundSummary(quote)}</Text>
              {Number(quote.paidInPkr) > 0 && (
                <Grid as="dl" templateColumns="auto 1fr" columnGap="6" rowGap="1" fontSize="sm">
                  <Text as="dt" color="fg.muted">
                    {t('refund', { percent: quote.refundPercent })}
                  </Text>
                  <Text as="dd" fontWeight="semibold" data-testid="cancel-refund">
                    {formatMoney(String(quote.refundInPkr), 'PKR')}
                  </Text>
                  <Text as="dt" color="fg.muted">
                    {t('penalty')}
                  </Text>
                  <Text as="dd" fontWeight="semibold" data-testid="cancel-penalty">
                    {formatMoney(String(quote.penaltyInPkr), 'PKR')}
                  </Text>
                </Grid>
              )}
            </>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/** A booking as the traveller's lists show it: `lines` under its title, the cancel button while it is upcoming. */
function FlightOrderLink({ id }: { id: string }) {
  const { t } = useTranslation(dashboardNs);
  return (
    <Button asChild size="xs" variant="outline" colorPalette="brand" data-testid="manage-flight-order">
      <RouterLink to={`/flights/orders/${id}`}>{t('manageFlight')}</RouterLink>
    </Button>
  );
}

function BookingRowCard({ booking, title, lines, testId, now }: { booking: BookingRow; title: ReactNode; lines: ReactNode; testId: string; now: Date }) {
  return (
    <ListRow
      testId={testId}
      amount={formatMoney(booking.totalPriceInPkr, 'PKR')}
      actions={
        <>
          <StatusBadge status={booking.status} />
          <PaymentActions row={booking} />
          <VoucherDownload url={booking.voucherUrl} />
          {/* a flight is managed on its order (its cancellation goes through the airline's quote) */}
          {booking.flightOrderId ? <FlightOrderLink id={booking.flightOrderId} /> : isUpcoming(booking, now) && <CancelButton booking={booking} />}
        </>
      }
    >
      <HStack gap="3" flex="1" align="start">
        <TypeIcon type={booking.type} />
        <Box>
          <Text fontWeight="semibold">{title}</Text>
          {lines}
          <DeadlineLines booking={booking} />
        </Box>
      </HStack>
    </ListRow>
  );
}

function Empty({ title, text, to, action }: { title: string; text?: string; to: string; action: string }) {
  return (
    <Stack align="center" textAlign="center" py="12" gap="3" borderWidth="1px" borderStyle="dashed" rounded="xl">
      <Ticket size={36} />
      <Heading size="md">{title}</Heading>
      {text && <Text color="fg.muted">{text}</Text>}
      <Button asChild colorPalette="brand">
        <RouterLink to={to}>{action}</RouterLink>
      </Button>
    </Stack>
  );
}

// labels: the dashboard namespace's tabs.<value>
const TABS = [
  { value: 'overview' },
  { value: 'bookings', testId: 'tab-my-bookings' },
  { value: 'flights', testId: 'tab-flights' },
  { value: 'upcoming', testId: 'tab-upcoming' },
  { value: 'visa', testId: 'tab-my-visa' },
  { value: 'profile', testId: 'tab-profile' },
] as const;

// labels: quick.<key>
const QUICK_ACTIONS = [
  { to: '/flights', key: 'flights', icon: Plane },
  { to: '/hotels', key: 'hotels', icon: Hotel },
  { to: '/packages', key: 'packages', icon: Package },
  { to: '/transport', key: 'transport', icon: Bus },
] as const;

// spec's three recommendations, each opening the matching list of real packages (words: recommended.<key>)
const RECOMMENDATIONS = [
  { key: 'northern', from: 45000, to: '/packages?type=holiday' },
  { key: 'umrah', from: 125000, to: '/packages?type=umrah' },
  { key: 'dubai', from: 85000, to: '/packages?type=international' },
] as const;

export default function EndUserDashboard() {
  const { user } = useSession();
  const { t } = useTranslation(dashboardNs);
  const fmtDate = useDates();
  const typeLabel = useTypeLabel();
  const stats = useQuery(UserStatsQuery, { fetchPolicy: 'cache-and-network' });
  const list = useBookingList(MyBookingsQuery);
  const bookings = list.rows;
  const now = new Date();
  const upcoming = bookings.filter((b) => isUpcoming(b, now));
  const s = stats.data?.analytics.userStats;

  return (
    <Box>
      <PageHeader title={t('welcome', { name: user?.firstName?.trim() || t('traveler') })} subtitle={t('subtitle')} />
      <Container maxW="7xl" py="8">
        <Grid templateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="4">
          <StatCard label={t('stats.totalBookings')} value={s?.totalBookings ?? 0} icon={<Ticket size={18} />} loading={!s} testId="stat-total-bookings" />
          <StatCard label={t('stats.upcomingTrips')} value={s?.upcomingTrips ?? 0} icon={<Calendar size={18} />} loading={!s} testId="stat-upcoming" />
          <StatCard label={t('stats.totalSaved')} value={formatMoney(s?.totalSaved ?? '0', 'PKR')} icon={<PiggyBank size={18} />} loading={!s} testId="stat-saved" />
          <StatCard
            label={t('stats.status')}
            value={t(`tiers.${s?.loyaltyTier ?? 'Bronze'}`, { defaultValue: s?.loyaltyTier ?? 'Bronze' })}
            hint={t('stats.completedTrips', { count: s?.completedBookings ?? 0 })} icon={<Star size={18} />} loading={!s} testId="stat-tier" />
        </Grid>

        <Tabs.Root defaultValue="overview" mt="8" variant="line" lazyMount>
          <ScrollingTabsList>
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} data-testid={'testId' in tab ? tab.testId : undefined}>
                {t(`tabs.${tab.value}`)}
              </Tabs.Trigger>
            ))}
          </ScrollingTabsList>

          <Tabs.Content value="overview">
            <Heading size="md" mb="3">
              {t('quickActions')}
            </Heading>
            <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
              {QUICK_ACTIONS.map(({ to, key, icon: Icon }) => (
                <Button key={to} asChild variant="outline" height="auto" py="4" flexDirection="column" gap="2">
                  <RouterLink to={to}>
                    <Icon size={22} />
                    {t(`quick.${key}`)}
                  </RouterLink>
                </Button>
              ))}
            </Grid>
            <Heading size="md" mt="8" mb="3">
              {t('recommendations')}
            </Heading>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
              {RECOMMENDATIONS.map((r) => (
                <Card.Root key={r.key} asChild variant="outline" _hover={{ shadow: 'md' }}>
                  <RouterLink to={r.to}>
                    <Card.Body gap="1">
                      <Text fontWeight="semibold">{t(`recommended.${r.key}.title`)}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t(`recommended.${r.key}.text`)}
                      </Text>
                      <Text fontSize="sm" mt="2" color="brand.700" fontWeight="semibold">
                        {t('fromPrice', { price: formatMoney(r.from, 'PKR') })}
                      </Text>
                    </Card.Body>
                  </RouterLink>
                </Card.Root>
              ))}
            </Grid>
          </Tabs.Content>

          <Tabs.Content value="flights">
            <FlightOrdersList />
          </Tabs.Content>

          <Tabs.Content value="visa">
            <MyVisaApplications />
          </Tabs.Content>

          <Tabs.Content value="bookings">
            {list.pending ? (
              <Stack>
                <Skeleton height="20" />
                <Skeleton height="20" />
              </Stack>
            ) : bookings.length === 0 ? (
              <Empty title={t('noBookings')} text={t('noBookingsText')} to="/flights" action={t('firstTrip')} />
            ) : (
              <Stack gap="3">
                {bookings.map((b) => (
                  <BookingRowCard
                    key={b.id}
                    booking={b}
                    now={now}
                    testId="booking-row"
                    title={t('typeBooking', { type: typeLabel(b.type) })}
                    lines={
                      <Text fontSize="sm" color="fg.muted">
                        <RouterLink to={`/bookings/${b.id}`} lang="en" style={{ textDecoration: 'underline' }} data-testid="booking-link">
                          {b.itemName}
                        </RouterLink>
                        <br />
                        {t('passengers', { count: b.passengerCount })} · {t('bookingId', { id: shortBookingId(b.id) })}
                        <br />
                        <Text as="span" fontSize="xs">
                          {t('bookedOn', { date: fmtDate(b.createdAt) })}
                        </Text>
                        <PaymentLine row={b} />
                      </Text>
                    }
                  />
                ))}
                <ShowMore label={t('loadMore')} hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} />
              </Stack>
            )}
          </Tabs.Content>

          <Tabs.Content value="upcoming">
            {upcoming.length === 0 ? (
              <Empty title={t('noUpcoming')} to="/packages" action={t('explorePackages')} />
            ) : (
              <Stack gap="3">
                {upcoming.map((b) => (
                  <BookingRowCard
                    key={b.id}
                    booking={b}
                    now={now}
                    testId="upcoming-row"
                    title={
                      <>
                        {typeLabel(b.type)} ·{' '}
                        <RouterLink to={`/bookings/${b.id}`} lang="en" style={{ textDecoration: 'underline' }} data-testid="booking-link">
                          {b.itemName}
                        </RouterLink>
                      </>
                    }
                    lines={
                      <Text fontSize="sm" color="fg.muted">
                        {t('travelDate', { date: fmtDate(b.travelDate, 'cccc, dd MMM yyyy') })} · {t('passengers', { count: b.passengerCount })}
                        {b.specialRequirements && (
                          <>
                            <br />
                            <Trans t={t} i18nKey="specialRequirements" values={{ text: b.specialRequirements }} components={{ req: <bdi lang="en" /> }} />
                          </>
                        )}
                      </Text>
                    }
                  />
                ))}
              </Stack>
            )}
            {/* upcoming trips are picked from the bookings loaded so far */}
            <ShowMore label={t('loadMore')} hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} />
          </Tabs.Content>

          <Tabs.Content value="profile">
            {user && (
              <Card.Root variant="outline" maxW="xl">
                <Card.Body gap="4">
                  <HStack gap="4">
                    <Avatar.Root size="xl" colorPalette="brand">
                      <Avatar.Fallback name={`${user.firstName} ${user.lastName}`} />
                      {user.profileImageUrl && <Avatar.Image src={user.profileImageUrl} />}
                    </Avatar.Root>
                    <Box>
                      <Heading size="lg" lang="en">
                        {user.firstName} {user.lastName}
                      </Heading>
                      <Text color="fg.muted" lang="en">
                        {user.email}
                      </Text>
                    </Box>
                  </HStack>
                  <Grid templateColumns="1fr 1fr" gap="3" fontSize="sm">
                    <Text color="fg.muted">{t('role')}</Text>
                    <Text textTransform="capitalize" data-testid="profile-role">
                      {t(`roles.${user.role}`, { defaultValue: user.role.replace(/_/g, ' ') })}
                    </Text>
                    <Text color="fg.muted">{t('memberSince')}</Text>
                    <Text>{fmtDate(user.createdAt, 'MMMM yyyy')}</Text>
                    <Text color="fg.muted">{t('preferences')}</Text>
                    <Box>
                      <Text>{t('currency', { code: 'PKR' })}</Text>
                      {/* the profile's language (setLanguage; the top bar's switch) */}
                      <Text data-testid="profile-language">{t('language', { name: LANGUAGE_NAMES[isLanguage(user.language) ? user.language : 'en'] })}</Text>
                    </Box>
                  </Grid>
                  <HStack>
                    <Button variant="outline" disabled title={t('editSoon')}>
                      {t('editProfile')}
                    </Button>
                    <Button asChild colorPalette="red" variant="subtle">
                      <a href="/api/logout" data-testid="profile-logout">
                        {t('logout')}
                      </a>
                    </Button>
                  </HStack>
                </Card.Body>
              </Card.Root>
            )}
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </Box>
  );
}
