import { useQuery } from '@apollo/client/react';
import { Box, Container, Grid, Heading, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import Big from 'big.js';
import { BadgeCheck, Briefcase, TrendingUp, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import admin from '../../i18n/en/admin';
import { PageHeader } from '../../app/PageHeader';
import { BOOKING_COLUMNS as C, BookingTable } from '../bookings/BookingTable';
import { DEADLINE_COLUMNS as D } from '../bookings/Deadlines';
import { AdminOverviewQuery, MyBookingsQuery } from '../bookings/operations';
import { useBookingList } from '../bookings/useBookingList';
import { DeveloperTab } from '../partner/DeveloperTab';
import AdminAgents from '../agent/AdminAgents';
import { StatCard } from './StatCard';
import { ScrollingTabsList } from '../../ui/tabs';

function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation(admin);
  return (
    <Stack align="center" py="16" color="fg.muted" borderWidth="1px" borderStyle="dashed" rounded="xl">
      <Heading size="md">{title}</Heading>
      <Text>{t('comingSoon')}</Text>
    </Stack>
  );
}

function RecentBookings() {
  const { t } = useTranslation(admin);
  const list = useBookingList(MyBookingsQuery);
  // spec: the 10 most recent bookings
  const rows = list.rows.slice(0, 10);
  if (list.pending) return <Skeleton height="40" />;
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        {t('noBookings')}
      </Text>
    );
  }
  return (
    <BookingTable
      rows={rows}
      columns={[C.type, C.item, C.bookedBy, C.total, C.status, D.payBy, C.created, C.id, C.voucher]}
      label={t('allBookings')}
      testId="admin-bookings-table"
      rowTestId="admin-booking-row"
    />
  );
}

export default function SuperAdminDashboard({ extraTabs }: { extraTabs?: Array<{ value: string; label: string; content: React.ReactNode }> }) {
  const { t } = useTranslation(admin);
  const { data } = useQuery(AdminOverviewQuery, { fetchPolicy: 'cache-and-network' });
  const o = data?.analytics.overview;
  const average = o && o.totalBookings > 0 ? new Big(o.totalRevenue).div(o.totalBookings).toFixed(2) : '0';
  return (
    <Box>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Container maxW="7xl" py="8">
        <Grid templateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="4">
          <StatCard label={t('stats.totalBookings')} value={o?.totalBookings ?? 0} icon={<BadgeCheck size={18} />} loading={!o} testId="admin-total-bookings" />
          <StatCard label={t('stats.activeAgents')} value={o?.activeB2BAgents ?? 0} icon={<Briefcase size={18} />} loading={!o} testId="admin-agents" />
          <StatCard label={t('stats.totalRevenue')} value={formatMoney(o?.totalRevenue ?? '0', 'PKR')} icon={<Wallet size={18} />} loading={!o} testId="admin-revenue" />
          <StatCard label={t('stats.averageBooking')} value={formatMoney(average, 'PKR')} hint={t('stats.revenuePerBooking')} icon={<TrendingUp size={18} />} loading={!o} />
        </Grid>
        <Tabs.Root defaultValue="overview" mt="8" variant="line" lazyMount>
          <ScrollingTabsList>
            <Tabs.Trigger value="overview">{t('tabs.overview')}</Tabs.Trigger>
            <Tabs.Trigger value="bookings" data-testid="admin-tab-bookings">
              {t('tabs.bookings')}
            </Tabs.Trigger>
            {extraTabs?.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} data-testid={`admin-tab-${tab.value}`}>
                {/* the router's tabs (packages, payments, mail) are named here, in the dashboard's language */}
                {t(`tabs.${tab.value}`, { defaultValue: tab.label })}
              </Tabs.Trigger>
            ))}
            <Tabs.Trigger value="developer" data-testid="admin-tab-developer">
              {t('tabs.developer')}
            </Tabs.Trigger>
            <Tabs.Trigger value="agents" data-testid="admin-tab-agents">
              {t('tabs.agents')}
            </Tabs.Trigger>
            <Tabs.Trigger value="settings">{t('tabs.settings')}</Tabs.Trigger>
          </ScrollingTabsList>
          <Tabs.Content value="overview">
            <Heading size="md" mb="3">
              {t('recentBookings')}
            </Heading>
            <RecentBookings />
          </Tabs.Content>
          <Tabs.Content value="bookings">
            <RecentBookings />
          </Tabs.Content>
          {extraTabs?.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value}>
              {tab.content}
            </Tabs.Content>
          ))}
          <Tabs.Content value="developer">
            <DeveloperTab canSeeAll />
          </Tabs.Content>
          <Tabs.Content value="agents">
            <AdminAgents />
          </Tabs.Content>
          <Tabs.Content value="settings">
            <ComingSoon title={t('tabs.settings')} />
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </Box>
  );
}
