import { useQuery } from '@apollo/client/react';
import { Box, Container, Grid, Heading, Skeleton, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { shortBookingId } from '@rules/bookings.js';
import { formatMoney } from '@rules/money.js';
import Big from 'big.js';
import { BadgeCheck, Briefcase, TrendingUp, Wallet } from 'lucide-react';
import { DateTime } from 'luxon';
import { PageHeader } from '../../app/PageHeader';
import { getFragmentData } from '../../gql';
import { AdminOverviewQuery, BookingFieldsFragment, MyBookingsQuery } from '../bookings/operations';
import { capitalise, StatusBadge } from '../bookings/status';
import { ApiKeysPanel } from '../partner/ApiKeysPanel';
import { StatCard } from './StatCard';
import { ScrollingTabsList } from '../../ui/tabs';
import { scrollRegion } from '../../ui/scroll';

function ComingSoon({ title }: { title: string }) {
  return (
    <Stack align="center" py="16" color="fg.muted" borderWidth="1px" borderStyle="dashed" rounded="xl">
      <Heading size="md">{title}</Heading>
      <Text>Coming soon</Text>
    </Stack>
  );
}

function RecentBookings() {
  // spec: the 10 most recent bookings
  const { data, loading } = useQuery(MyBookingsQuery, { variables: { pagination: { limit: 10 } }, fetchPolicy: 'cache-and-network' });
  const rows = (data?.bookings.items ?? []).map((b) => getFragmentData(BookingFieldsFragment, b));
  if (loading && !data) return <Skeleton height="40" />;
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        No bookings to display
      </Text>
    );
  }
  return (
    <Box {...scrollRegion('All bookings')} borderWidth="1px" rounded="lg">
      <Table.Root size="sm" data-testid="admin-bookings-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Item</Table.ColumnHeader>
            <Table.ColumnHeader>Booked by</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total (PKR)</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader>ID</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((b) => (
            <Table.Row key={b.id} data-testid="admin-booking-row">
              <Table.Cell>{capitalise(b.type)}</Table.Cell>
              <Table.Cell maxW="64" truncate>
                {b.itemName}
              </Table.Cell>
              <Table.Cell>{b.bookedBy}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatMoney(b.totalPriceInPkr, 'PKR')}
              </Table.Cell>
              <Table.Cell>
                {/* the spec's prototype labelled everything but confirmed and pending 'failed', a completed trip
                    included; the real status with the spec's colours (completed blue, cancelled red) is what an
                    administrator needs */}
                <StatusBadge status={b.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{DateTime.fromISO(b.createdAt).toFormat('dd MMM yyyy, HH:mm')}</Table.Cell>
              <Table.Cell fontFamily="mono">#{shortBookingId(b.id)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export default function SuperAdminDashboard({ extraTabs }: { extraTabs?: Array<{ value: string; label: string; content: React.ReactNode }> }) {
  const { data } = useQuery(AdminOverviewQuery, { fetchPolicy: 'cache-and-network' });
  const o = data?.analytics.overview;
  const average = o && o.totalBookings > 0 ? new Big(o.totalRevenue).div(o.totalBookings).toFixed(2) : '0';
  return (
    <Box>
      <PageHeader title="Admin dashboard" subtitle="Platform analytics and all bookings" />
      <Container maxW="7xl" py="8">
        <Grid templateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="4">
          <StatCard label="Total Bookings" value={o?.totalBookings ?? 0} icon={<BadgeCheck size={18} />} loading={!o} testId="admin-total-bookings" />
          <StatCard label="Active B2B Agents" value={o?.activeB2BAgents ?? 0} icon={<Briefcase size={18} />} loading={!o} testId="admin-agents" />
          <StatCard label="Total Revenue" value={formatMoney(o?.totalRevenue ?? '0', 'PKR')} icon={<Wallet size={18} />} loading={!o} testId="admin-revenue" />
          <StatCard label="Average Booking" value={formatMoney(average, 'PKR')} hint="Revenue per booking" icon={<TrendingUp size={18} />} loading={!o} />
        </Grid>
        <Tabs.Root defaultValue="overview" mt="8" variant="line" lazyMount>
          <ScrollingTabsList>
            <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
            <Tabs.Trigger value="bookings" data-testid="admin-tab-bookings">
              Bookings
            </Tabs.Trigger>
            {extraTabs?.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
            <Tabs.Trigger value="developer" data-testid="admin-tab-developer">
              Developer API
            </Tabs.Trigger>
            <Tabs.Trigger value="agents">B2B Agents</Tabs.Trigger>
            <Tabs.Trigger value="settings">Settings</Tabs.Trigger>
          </ScrollingTabsList>
          <Tabs.Content value="overview">
            <Heading size="md" mb="3">
              Recent bookings
            </Heading>
            <RecentBookings />
          </Tabs.Content>
          <Tabs.Content value="bookings">
            <RecentBookings />
          </Tabs.Content>
          {extraTabs?.map((t) => (
            <Tabs.Content key={t.value} value={t.value}>
              {t.content}
            </Tabs.Content>
          ))}
          <Tabs.Content value="developer">
            <ApiKeysPanel canSeeAll />
          </Tabs.Content>
          <Tabs.Content value="agents">
            <ComingSoon title="B2B Agents" />
          </Tabs.Content>
          <Tabs.Content value="settings">
            <ComingSoon title="Settings" />
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </Box>
  );
}
