import { useQuery } from '@apollo/client/react';
import { Box, Container, Grid, Heading, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import Big from 'big.js';
import { BadgeCheck, Briefcase, TrendingUp, Wallet } from 'lucide-react';
import { PageHeader } from '../../app/PageHeader';
import { BOOKING_COLUMNS as C, BookingTable } from '../bookings/BookingTable';
import { AdminOverviewQuery, MyBookingsQuery } from '../bookings/operations';
import { useBookingList } from '../bookings/useBookingList';
import { ApiKeysPanel } from '../partner/ApiKeysPanel';
import AdminAgents from '../agent/AdminAgents';
import { StatCard } from './StatCard';
import { ScrollingTabsList } from '../../ui/tabs';

function ComingSoon({ title }: { title: string }) {
  return (
    <Stack align="center" py="16" color="fg.muted" borderWidth="1px" borderStyle="dashed" rounded="xl">
      <Heading size="md">{title}</Heading>
      <Text>Coming soon</Text>
    </Stack>
  );
}

function RecentBookings() {
  const list = useBookingList(MyBookingsQuery);
  // spec: the 10 most recent bookings
  const rows = list.rows.slice(0, 10);
  if (list.pending) return <Skeleton height="40" />;
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        No bookings to display
      </Text>
    );
  }
  return (
    <BookingTable
      rows={rows}
      columns={[C.type, C.item, C.bookedBy, C.total, C.status, C.created, C.id, C.voucher]}
      label="All bookings"
      testId="admin-bookings-table"
      rowTestId="admin-booking-row"
    />
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
              <Tabs.Trigger key={t.value} value={t.value} data-testid={`admin-tab-${t.value}`}>
                {t.label}
              </Tabs.Trigger>
            ))}
            <Tabs.Trigger value="developer" data-testid="admin-tab-developer">
              Developer API
            </Tabs.Trigger>
            <Tabs.Trigger value="agents" data-testid="admin-tab-agents">
              B2B Agents
            </Tabs.Trigger>
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
            <AdminAgents />
          </Tabs.Content>
          <Tabs.Content value="settings">
            <ComingSoon title="Settings" />
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </Box>
  );
}
