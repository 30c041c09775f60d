import { useQuery } from '@apollo/client/react';
import { Avatar, Box, Button, Card, Container, Dialog, Grid, Heading, HStack, Portal, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { isUpcoming, shortBookingId } from '@rules/bookings.js';
import { formatMoney } from '@rules/money.js';
import { Bus, Calendar, Hotel, Package, PiggyBank, Plane, Star, Ticket } from 'lucide-react';
import { DateTime } from 'luxon';
import { type ReactNode, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { isLanguage, LANGUAGE_NAMES } from '../../i18n';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { MyBookingsQuery, UserStatsQuery } from '../bookings/operations';
import { capitalise, StatusBadge, TypeIcon } from '../bookings/status';
import { type BookingRow, useBookingList } from '../bookings/useBookingList';
import { useCancelBooking } from '../bookings/useCancelBooking';
import { ListRow } from '../../ui/listRow';
import { ShowMore } from '../../ui/showMore';
import { useSession } from '../session/useSession';
import { MyVisaApplications } from '../visa/MyVisaApplications';
import { StatCard } from './StatCard';
import { VoucherDownload } from '../vouchers/VoucherDownload';
import { type CancellationPreview, PaymentActions, PaymentLine, refundSummary, useCancellationPreview } from '../payments/BookingPayment';
import { ScrollingTabsList } from '../../ui/tabs';

const fmtDate = (iso: string | null | undefined, format = 'dd MMM yyyy') => (iso ? DateTime.fromISO(iso).toFormat(format) : '—');

/**
 * Cancel, then a dialog with the refund preview (cancellationQuote: what comes back, what is kept) and Keep booking /
 * Cancel booking. A booking the server will not cancel (already travelled, cancelled...) says why instead of asking.
 */
function CancelButton({ booking }: { booking: BookingRow }) {
  const [cancel, { loading }] = useCancelBooking();
  const preview = useCancellationPreview();
  const [asking, setAsking] = useState(false);
  const [quote, setQuote] = useState<CancellationPreview | null | undefined>(undefined);
  const keep = useRef<HTMLButtonElement>(null);
  const ref = `#${shortBookingId(booking.id)}`;
  const close = () => setQuote(undefined);

  const ask = async () => {
    setAsking(true);
    try {
      setQuote(await preview(booking.id));
    } catch (err) {
      toast('Cancellation Failed', errorMessage(err, 'This booking cannot be cancelled.'), 'error');
    } finally {
      setAsking(false);
    }
  };
  const confirm = async () => {
    try {
      await cancel({ variables: { id: booking.id } });
      toast('Booking Cancelled', `Booking ${ref} has been cancelled.`, 'success');
    } catch (err) {
      toast('Cancellation Failed', errorMessage(err, 'Failed to cancel the booking. Please try again.'), 'error');
    }
    close();
  };

  return (
    <>
      <Button size="xs" variant="outline" colorPalette="red" loading={asking} disabled={loading} data-testid="cancel-booking" onClick={() => void ask()}>
        {loading ? 'Cancelling...' : 'Cancel'}
      </Button>
      <Dialog.Root
        role="alertdialog"
        open={quote !== undefined}
        onOpenChange={(e) => !e.open && !loading && close()}
        initialFocusEl={() => keep.current}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="cancel-dialog">
              <Dialog.Header>
                <Dialog.Title>Cancel booking {ref}?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Dialog.Description>
                    {booking.itemName}. Its seats or rooms go back on sale; the refund goes back the way you paid.
                  </Dialog.Description>
                  {quote && (
                    <>
                      <Text data-testid="cancel-preview">{refundSummary(quote)}</Text>
                      {Number(quote.paidInPkr) > 0 && (
                        <Grid as="dl" templateColumns="auto 1fr" columnGap="6" rowGap="1" fontSize="sm">
                          <Text as="dt" color="fg.muted">
                            Refund ({quote.refundPercent}%)
                          </Text>
                          <Text as="dd" fontWeight="semibold" data-testid="cancel-refund">
                            {formatMoney(String(quote.refundInPkr), 'PKR')}
                          </Text>
                          <Text as="dt" color="fg.muted">
                            Penalty (kept)
                          </Text>
                          <Text as="dd" fontWeight="semibold" data-testid="cancel-penalty">
                            {formatMoney(String(quote.penaltyInPkr), 'PKR')}
                          </Text>
                        </Grid>
                      )}
                    </>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button ref={keep} variant="outline" disabled={loading} onClick={close} data-testid="cancel-keep">
                  Keep booking
                </Button>
                <Button colorPalette="red" loading={loading} loadingText="Cancelling..." onClick={() => void confirm()} data-testid="cancel-confirm">
                  Cancel booking
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

const passengers = (n: number) => `${n} ${n === 1 ? 'passenger' : 'passengers'}`;

/** A booking as the traveller's lists show it: `lines` under its title, the cancel button while it is upcoming. */
function BookingRowCard({ booking, title, lines, testId, now }: { booking: BookingRow; title: string; lines: ReactNode; testId: string; now: Date }) {
  return (
    <ListRow
      testId={testId}
      amount={formatMoney(booking.totalPriceInPkr, 'PKR')}
      actions={
        <>
          <StatusBadge status={booking.status} />
          <PaymentActions row={booking} />
          <VoucherDownload url={booking.voucherUrl} />
          {isUpcoming(booking, now) && <CancelButton booking={booking} />}
        </>
      }
    >
      <HStack gap="3" flex="1" align="start">
        <TypeIcon type={booking.type} />
        <Box>
          <Text fontWeight="semibold">{title}</Text>
          {lines}
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

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'bookings', label: 'My Bookings', testId: 'tab-my-bookings' },
  { value: 'upcoming', label: 'Upcoming Trips', testId: 'tab-upcoming' },
  { value: 'visa', label: 'Visa Applications', testId: 'tab-my-visa' },
  { value: 'profile', label: 'Profile', testId: 'tab-profile' },
];

const QUICK_ACTIONS = [
  { to: '/flights', label: 'Book a Flight', icon: Plane },
  { to: '/hotels', label: 'Find Hotels', icon: Hotel },
  { to: '/packages', label: 'Explore Packages', icon: Package },
  { to: '/transport', label: 'Book Transport', icon: Bus },
];

// spec's three recommendations, each opening the matching list of real packages
const RECOMMENDATIONS = [
  { title: 'Northern Pakistan Adventure', text: 'Hunza, Skardu and Naran with local guides', from: 45000, to: '/packages?type=holiday' },
  { title: 'Umrah Package', text: 'Hotels near the Haram, visa and flights included', from: 125000, to: '/packages?type=umrah' },
  { title: 'Dubai Getaway', text: 'Desert safari, Burj Khalifa and the creek', from: 85000, to: '/packages?type=international' },
];

export default function EndUserDashboard() {
  const { user } = useSession();
  const stats = useQuery(UserStatsQuery, { fetchPolicy: 'cache-and-network' });
  const list = useBookingList(MyBookingsQuery);
  const bookings = list.rows;
  const now = new Date();
  const upcoming = bookings.filter((b) => isUpcoming(b, now));
  const s = stats.data?.analytics.userStats;

  return (
    <Box>
      <PageHeader title={`Welcome back, ${user?.firstName?.trim() || 'Traveler'}!`} subtitle="Your bookings, upcoming trips and profile" />
      <Container maxW="7xl" py="8">
        <Grid templateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="4">
          <StatCard label="Total Bookings" value={s?.totalBookings ?? 0} icon={<Ticket size={18} />} loading={!s} testId="stat-total-bookings" />
          <StatCard label="Upcoming Trips" value={s?.upcomingTrips ?? 0} icon={<Calendar size={18} />} loading={!s} testId="stat-upcoming" />
          <StatCard label="Total Saved" value={formatMoney(s?.totalSaved ?? '0', 'PKR')} icon={<PiggyBank size={18} />} loading={!s} testId="stat-saved" />
          <StatCard label="Status" value={s?.loyaltyTier ?? 'Bronze'} hint={`${s?.completedBookings ?? 0} completed trips`} icon={<Star size={18} />} loading={!s} testId="stat-tier" />
        </Grid>

        <Tabs.Root defaultValue="overview" mt="8" variant="line" lazyMount>
          <ScrollingTabsList>
            {TABS.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value} data-testid={t.testId}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </ScrollingTabsList>

          <Tabs.Content value="overview">
            <Heading size="md" mb="3">
              Quick Actions
            </Heading>
            <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
              {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
                <Button key={to} asChild variant="outline" height="auto" py="4" flexDirection="column" gap="2">
                  <RouterLink to={to}>
                    <Icon size={22} />
                    {label}
                  </RouterLink>
                </Button>
              ))}
            </Grid>
            <Heading size="md" mt="8" mb="3">
              Travel Recommendations
            </Heading>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
              {RECOMMENDATIONS.map((r) => (
                <Card.Root key={r.title} asChild variant="outline" _hover={{ shadow: 'md' }}>
                  <RouterLink to={r.to}>
                    <Card.Body gap="1">
                      <Text fontWeight="semibold">{r.title}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {r.text}
                      </Text>
                      <Text fontSize="sm" mt="2" color="brand.700" fontWeight="semibold">
                        From {formatMoney(r.from, 'PKR')}
                      </Text>
                    </Card.Body>
                  </RouterLink>
                </Card.Root>
              ))}
            </Grid>
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
              <Empty title="No bookings yet" text="Start planning your next adventure!" to="/flights" action="Book Your First Trip" />
            ) : (
              <Stack gap="3">
                {bookings.map((b) => (
                  <BookingRowCard
                    key={b.id}
                    booking={b}
                    now={now}
                    testId="booking-row"
                    title={`${capitalise(b.type)} Booking`}
                    lines={
                      <Text fontSize="sm" color="fg.muted">
                        {b.itemName}
                        <br />
                        {passengers(b.passengerCount)} · Booking ID: #{shortBookingId(b.id)}
                        <br />
                        <Text as="span" fontSize="xs">
                          Booked on {fmtDate(b.createdAt)}
                        </Text>
                        <PaymentLine row={b} />
                      </Text>
                    }
                  />
                ))}
                <ShowMore label="Load more" hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} />
              </Stack>
            )}
          </Tabs.Content>

          <Tabs.Content value="upcoming">
            {upcoming.length === 0 ? (
              <Empty title="No upcoming trips" to="/packages" action="Explore Packages" />
            ) : (
              <Stack gap="3">
                {upcoming.map((b) => (
                  <BookingRowCard
                    key={b.id}
                    booking={b}
                    now={now}
                    testId="upcoming-row"
                    title={`${capitalise(b.type)} · ${b.itemName}`}
                    lines={
                      <Text fontSize="sm" color="fg.muted">
                        Travel date: {fmtDate(b.travelDate, 'cccc, dd MMM yyyy')} · {passengers(b.passengerCount)}
                        {b.specialRequirements && (
                          <>
                            <br />
                            Special requirements: {b.specialRequirements}
                          </>
                        )}
                      </Text>
                    }
                  />
                ))}
              </Stack>
            )}
            {/* upcoming trips are picked from the bookings loaded so far */}
            <ShowMore label="Load more" hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} />
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
                      <Heading size="lg">
                        {user.firstName} {user.lastName}
                      </Heading>
                      <Text color="fg.muted">{user.email}</Text>
                    </Box>
                  </HStack>
                  <Grid templateColumns="1fr 1fr" gap="3" fontSize="sm">
                    <Text color="fg.muted">Role</Text>
                    <Text textTransform="capitalize" data-testid="profile-role">
                      {user.role.replace(/_/g, ' ')}
                    </Text>
                    <Text color="fg.muted">Member since</Text>
                    <Text>{fmtDate(user.createdAt, 'MMMM yyyy')}</Text>
                    <Text color="fg.muted">Preferences</Text>
                    <Box>
                      <Text>Currency: PKR</Text>
                      {/* the profile's language (setLanguage; the top bar's switch) */}
                      <Text data-testid="profile-language">Language: {LANGUAGE_NAMES[isLanguage(user.language) ? user.language : 'en']}</Text>
                    </Box>
                  </Grid>
                  <HStack>
                    <Button variant="outline" disabled title="Profile editing is coming soon">
                      Edit Profile
                    </Button>
                    <Button asChild colorPalette="red" variant="subtle">
                      <a href="/api/logout" data-testid="profile-logout">
                        Logout
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
