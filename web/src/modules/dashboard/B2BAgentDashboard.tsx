import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Flex, Grid, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { CalendarCheck, Hotel, Package, Plane, Plus, Star, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { AnalyticsTab } from '../agent/AnalyticsTab';
import { AgentStatsQuery } from '../agent/operations';
import { Overview } from '../agent/Overview';
import { type ManagedPackage, PackageDialog } from '../agent/PackageDialog';
import { PackageManagement } from '../agent/PackageManagement';
import { SoldBookings } from '../agent/SoldBookings';
import { WalletTab } from '../agent/WalletTab';
import { StaffTab } from '../agency/StaffTab';
import { ApiKeysPanel } from '../partner/ApiKeysPanel';
import { AgentVisaTab } from '../visa/AgentVisaTab';
import { displayName, useSession } from '../session/useSession';
import { StatCard } from './StatCard';
import AdminPayments from '../payments/AdminPayments';
import { ScrollingTabsList } from '../../ui/tabs';

export type DashboardTab = { value: string; label: string; content: ReactNode };

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

// spec: Flights, Hotels and Visa Services have a title and one line; they point at what exists today
function ServiceTab({ icon, title, line, action }: { icon: ReactNode; title: string; line: string; action?: { to: string; label: string } }) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack align="center" textAlign="center" gap="3" py="10">
          <Box p="3" rounded="xl" bg="brand.50" color="brand.700">
            {icon}
          </Box>
          <Heading size="lg">{title}</Heading>
          <Text color="fg.muted">{line}</Text>
          {action && (
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to={action.to}>{action.label}</RouterLink>
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /dashboard/b2b-agent: the agent's figures, packages, bookings and analytics. `extraTabs` lets features add tabs. */
export default function B2BAgentDashboard({ extraTabs = [] }: { extraTabs?: DashboardTab[] }) {
  const { user } = useSession();
  const agencyRole = user?.agencyRole ?? 'owner';
  // ?tab=wallet: where a wallet top-up's checkout comes back to
  const [params] = useSearchParams();
  const [tab, setTab] = useState(() => params.get('tab') ?? 'overview');
  const [dialog, setDialog] = useState<{ open: boolean; editing: ManagedPackage | null }>({ open: false, editing: null });
  const { data } = useQuery(AgentStatsQuery, { fetchPolicy: 'cache-and-network' });
  const s = data?.agentStats;
  const openCreate = () => setDialog({ open: true, editing: null });

  const earningsHint =
    s?.earningsChangePercent == null ? 'No earnings last month' : `${signed(s.earningsChangePercent)}% from last month`;
  const tabs: DashboardTab[] = [
    { value: 'overview', label: 'Overview', content: <Overview stats={s} onTab={setTab} /> },
    // an agency's packages are managed by its owner and managers
    ...(agencyRole === 'staff'
      ? []
      : [
          {
            value: 'packages',
            label: 'Packages',
            content: <PackageManagement onCreate={openCreate} onEdit={(pkg) => setDialog({ open: true, editing: pkg })} />,
          },
        ]),
    {
      value: 'flights',
      label: 'Flights',
      content: (
        <ServiceTab icon={<Plane size={28} />} title="Flight Deals" line="Manage your flight deals and special offers" action={{ to: '/flights', label: 'Search flights' }} />
      ),
    },
    {
      value: 'hotels',
      label: 'Hotels',
      content: (
        <ServiceTab icon={<Hotel size={28} />} title="Hotel Deals" line="Manage your hotel deals and partnerships" action={{ to: '/hotels', label: 'Browse hotels' }} />
      ),
    },
    {
      value: 'visa',
      label: 'Visa Services',
      content: <AgentVisaTab />,
    },
    { value: 'bookings', label: 'Bookings', content: <SoldBookings /> },
    { value: 'wallet', label: 'Wallet', content: <WalletTab /> },
    { value: 'payments', label: 'Payments', content: <AdminPayments canDecide={false} /> },
    { value: 'analytics', label: 'Analytics', content: <AnalyticsTab /> },
    // partners: API keys for the agent's own systems
    { value: 'developer', label: 'Developer API', content: <ApiKeysPanel /> },
    // the agency's people: its owner and managers (staff book; they do not manage)
    ...(agencyRole === 'staff' ? [] : [{ value: 'staff', label: 'Staff', content: <StaffTab /> }]),
    ...extraTabs,
  ];

  return (
    <Box>
      <PageHeader title={`Welcome, ${user ? displayName(user) : ''}`} subtitle="Your packages, bookings and earnings">
        {agencyRole !== 'staff' && (
          <Flex mt="5">
            <Button onClick={openCreate} bg="gold.400" color="brand.900" _hover={{ bg: 'gold.300' }} data-testid="quick-add-package">
              <Plus size={16} /> Quick Add Package
            </Button>
          </Flex>
        )}
      </PageHeader>
      <Container maxW="7xl" py="8">
        {/* one card a row on phones: earnings in PKR need the width */}
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="4">
          <StatCard
            label="Total Packages"
            value={s?.totalPackages ?? 0}
            hint={`${signed(s?.packagesAddedThisMonth ?? 0)} from last month`}
            icon={<Package size={18} />}
            loading={!s}
            testId="agent-total-packages"
          />
          <StatCard
            label="Active Bookings"
            value={s?.activeBookings ?? 0}
            hint={`${s?.pendingBookings ?? 0} pending`}
            icon={<CalendarCheck size={18} />}
            loading={!s}
            testId="agent-active-bookings"
          />
          <StatCard
            label="Monthly Earnings"
            value={formatMoney(s?.monthlyEarnings ?? '0', 'PKR')}
            hint={earningsHint}
            icon={<Wallet size={18} />}
            loading={!s}
            testId="agent-monthly-earnings"
          />
          <StatCard
            label="Average Rating"
            value={s?.averageRating == null ? '—' : s.averageRating.toFixed(1)}
            hint={`${s?.reviewCount ?? 0} ${s?.reviewCount === 1 ? 'review' : 'reviews'}`}
            icon={<Star size={18} />}
            loading={!s}
            testId="agent-rating"
          />
        </Grid>

        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} mt="8" variant="line" lazyMount>
          <ScrollingTabsList>
            {tabs.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value} whiteSpace="nowrap" flexShrink={0} data-testid={`agent-tab-${t.value}`}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </ScrollingTabsList>
          {tabs.map((t) => (
            <Tabs.Content key={t.value} value={t.value} pt="6">
              {t.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
      <PackageDialog open={dialog.open} editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })} />
    </Box>
  );
}
