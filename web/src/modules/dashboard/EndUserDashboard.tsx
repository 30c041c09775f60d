import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Box, Button, Card, Container, Grid, Heading, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { isUpcoming, shortBookingId } from '@rules/bookings.js';
import { formatMoney } from '@rules/money.js';
import { Bus, Calendar, Car, Hotel, Package, PiggyBank, Plane, Star, Ticket } from 'lucide-react';
import { DateTime } from 'luxon';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { type FragmentType, getFragmentData } from '../../gql';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { BookingFieldsFragment, CancelBookingMutation, MyBookingsQuery, UserStatsQuery } from '../bookings/operations';
import { capitalise, StatusBadge } from '../bookings/status';
import { useSession } from '../session/useSession';
import { MyVisaApplications } from '../visa/MyVisaApplications';
import { StatCard } from './StatCard';
import { ScrollingTabsList } from '../../ui/tabs';

type BookingRow = ReturnType<typeof useBookingRows>[number];

function useBookingRows(items: ReadonlyArray<FragmentType<typeof BookingFieldsFragment>> | undefined) {
  return (items ?? []).map((item) => getFragmentData(BookingFieldsFragment, item));
}

export function TypeIcon({ type }: { type: string }) {
  // spec: flight, hotel, package, else a car
  const Icon = type === 'flight' ? Plane : type === 'hotel' ? Hotel : type === 'package' ? Package : Car;
  return (
    <Box p="2.5" rounded="lg" bg="brand.50" color="brand.700">
      <Icon size={20} />
    </Box>
  );
}

const fmtDate = (iso: string | null | undefined, format = 'dd MMM yyyy') => (iso ? DateTime.fromISO(iso).toFormat(format) : '—');

function CancelButton({ booking }: { booking: BookingRow }) {
  const [cancel, { loading }] = useMutation(CancelBookingMutation, { refetchQueries: ['UserStats', 'MyBookings'] });
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="red"
      disabled={loading}
      data-testid="cancel-booking"
      onClick={async () => {
        if (!window.confirm(`Cancel booking #${shortBookingId(booking.id)}?`)) return;
        try {
          await cancel({ variables: { id: booking.id } });
          toast('Booking Cancelled', `Booking #${shortBookingId(booking.id)} has been cancelled.`, 'success');
        } catch (err) {
          toast('Cancellation Failed', errorMessage(err, 'Failed to cancel the booking. Please try again.'), 'error');
        }
      }}
    >
      {loading ? 'Cancelling...' : 'Cancel'}
    </Button>
  );
}

function BookingRowCard({ booking, now }: { booking: BookingRow; now: Date }) {
  return (
    <Card.Root variant="outline" data-testid="booking-row">
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'center' }}>
          <HStack gap="3" flex="1" align="start">
            <TypeIcon type={booking.type} />
            <Box>
              <Text fontWeight="semibold">{capitalise(booking.type)} Booking</Text>
              <Text fontSize="sm" color="fg.muted">
                {booking.itemName}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {booking.passengerCount} {booking.passengerCount === 1 ? 'passenger' : 'passengers'} · Booking ID: #{shortBookingId(booking.id)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                Booked on {fmtDate(booking.createdAt)}
              </Text>
            </Box>
          </HStack>
          <Stack align={{ base: 'start', md: 'end' }} gap="1">
            <Text fontWeight="bold">{formatMoney(booking.totalPriceInPkr, 'PKR')}</Text>
            <HStack>
              <StatusBadge status={booking.status} />
              {isUpcoming(booking, now) && <CancelButton booking={booking} />}
            </HStack>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
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
  const list = useQuery(MyBookingsQuery, { variables: { pagination: { limit: 100 } }, fetchPolicy: 'cache-and-network' });
  const bookings = useBookingRows(list.data?.bookings.items);
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
            <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
            <Tabs.Trigger value="bookings" data-testid="tab-my-bookings">
              My Bookings
            </Tabs.Trigger>
            <Tabs.Trigger value="upcoming" data-testid="tab-upcoming">
              Upcoming Trips
            </Tabs.Trigger>
            <Tabs.Trigger value="visa" data-testid="tab-my-visa">
              Visa Applications
            </Tabs.Trigger>
            <Tabs.Trigger value="profile" data-testid="tab-profile">
              Profile
            </Tabs.Trigger>
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
            {list.loading && !list.data ? (
              <Stack>
                <Skeleton height="20" />
                <Skeleton height="20" />
              </Stack>
            ) : bookings.length === 0 ? (
              <Empty title="No bookings yet" text="Start planning your next adventure!" to="/flights" action="Book Your First Trip" />
            ) : (
              <Stack gap="3">
                {bookings.map((b) => (
                  <BookingRowCard key={b.id} booking={b} now={now} />
                ))}
              </Stack>
            )}
          </Tabs.Content>

          <Tabs.Content value="upcoming">
            {upcoming.length === 0 ? (
              <Empty title="No upcoming trips" to="/packages" action="Explore Packages" />
            ) : (
              <Stack gap="3">
                {upcoming.map((b) => (
                  <Card.Root key={b.id} variant="outline" data-testid="upcoming-row">
                    <Card.Body>
                      <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between">
                        <HStack gap="3" align="start">
                          <TypeIcon type={b.type} />
                          <Box>
                            <Text fontWeight="semibold">
                              {capitalise(b.type)} · {b.itemName}
                            </Text>
                            <Text fontSize="sm" color="fg.muted">
                              Travel date: {fmtDate(b.travelDate, 'cccc, dd MMM yyyy')} · {b.passengerCount}{' '}
                              {b.passengerCount === 1 ? 'passenger' : 'passengers'}
                            </Text>
                            {b.specialRequirements && (
                              <Text fontSize="sm" color="fg.muted">
                                Special requirements: {b.specialRequirements}
                              </Text>
                            )}
                          </Box>
                        </HStack>
                        <Stack align={{ base: 'start', md: 'end' }}>
                          <Text fontWeight="bold">{formatMoney(b.totalPriceInPkr, 'PKR')}</Text>
                          <HStack>
                            <StatusBadge status={b.status} />
                            <CancelButton booking={b} />
                          </HStack>
                        </Stack>
                      </Stack>
                    </Card.Body>
                  </Card.Root>
                ))}
              </Stack>
            )}
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
                      <Text>Language: English</Text>
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
