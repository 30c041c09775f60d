import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Flex, Grid, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { CalendarCheck, Hotel, Package, Plane, Plus, Star, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import agentNs from '../../i18n/en/agent';
import { AnalyticsTab } from '../agent/AnalyticsTab';
import { AgentStatsQuery } from '../agent/operations';
import { Overview } from '../agent/Overview';
import { type ManagedPackage, PackageDialog } from '../agent/PackageDialog';
import { PackageManagement } from '../agent/PackageManagement';
import { SoldBookings } from '../agent/SoldBookings';
import { WalletTab } from '../agent/WalletTab';
import { StaffTab } from '../agency/StaffTab';
import { BrandTab } from '../network/BrandTab';
import { SubAgentsTab } from '../network/SubAgentsTab';
import { QuotesTab } from '../quotes/QuotesTab';
import { DeveloperTab } from '../partner/DeveloperTab';
import { AgentVisaTab } from '../visa/AgentVisaTab';
import { FlightOrdersList } from '../flights/FlightOrdersList';
import { useUmrahGroupsTab } from '../umrah/UmrahGroupsTab';
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
  const { t } = useTranslation(agentNs);
  const agencyRole = user?.agencyRole ?? 'owner';
  // ?tab=wallet: where a wallet top-up's checkout comes back to
  const [params] = useSearchParams();
  const [tab, setTab] = useState(() => params.get('tab') ?? 'overview');
  const [dialog, setDialog] = useState<{ open: boolean; editing: ManagedPackage | null }>({ open: false, editing: null });
  const { data } = useQuery(AgentStatsQuery, { fetchPolicy: 'cache-and-network' });
  const s = data?.agentStats;
  const openCreate = () => setDialog({ open: true, editing: null });
  const umrahTab = useUmrahGroupsTab();

  const earningsHint =
    s?.earningsChangePercent == null ? t('noEarningsLastMonth') : t('earningsChange', { change: signed(s.earningsChangePercent) });
  const tabs: DashboardTab[] = [
    { value: 'overview', label: t('tabs.overview'), content: <Overview stats={s} onTab={setTab} /> },
    // an agency's packages are managed by its owner and managers
    ...(agencyRole === 'staff'
      ? []
      : [
          {
            value: 'packages',
            label: t('tabs.packages'),
            content: <PackageManagement onCreate={openCreate} onEdit={(pkg) => setDialog({ open: true, editing: pkg })} />,
          },
        ]),
    {
      value: 'flights',
      label: t('tabs.flights'),
      // the agency's flight orders (issue 35): pay, e-ticket, and the order's page for cancelling and airline changes
      content: (
        <FlightOrdersList
          title={t('service.flightsTitle')}
          text={t('service.flightsLine')}
          actions={
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to="/flights">
                <Plane size={14} aria-hidden /> {t('service.searchFlights')}
              </RouterLink>
            </Button>
          }
        />
      ),
    },
    {
      value: 'hotels',
      label: t('tabs.hotels'),
      content: (
        <ServiceTab
          icon={<Hotel size={28} />}
          title={t('service.hotelsTitle')}
          line={t('service.hotelsLine')}
          action={{ to: '/hotels', label: t('service.browseHotels') }}
        />
      ),
    },
    {
      value: 'visa',
      label: t('tabs.visa'),
      content: <AgentVisaTab />,
    },
    // Umrah groups (issue 36): from the first passport to the visa
    umrahTab,
    { value: 'bookings', label: t('tabs.bookings'), content: <SoldBookings /> },
    // quotes for customers, shared by link and WhatsApp (issue 39)
    { value: 'quotes', label: t('tabs.quotes'), content: <QuotesTab /> },
    { value: 'wallet', label: t('tabs.wallet'), content: <WalletTab /> },
    { value: 'payments', label: t('tabs.payments'), content: <AdminPayments canDecide={false} /> },
    { value: 'analytics', label: t('tabs.analytics'), content: <AnalyticsTab /> },
    // partners: API keys for the agent's own systems
    { value: 'developer', label: t('tabs.developer'), content: <DeveloperTab /> },
    // the agency's people: its owner and managers (staff book; they do not manage)
    ...(agencyRole === 'staff' ? [] : [{ value: 'staff', label: t('tabs.staff'), content: <StaffTab /> }]),
    // the agency's network (sub-agencies, or its master) and its brand (issue 39): the owner's and managers'
    ...(agencyRole === 'staff'
      ? []
      : [
          { value: 'network', label: t('tabs.network'), content: <SubAgentsTab /> },
          { value: 'brand', label: t('tabs.brand'), content: <BrandTab /> },
        ]),
    ...extraTabs,
  ];

  return (
    <Box>
      <PageHeader title={<Trans t={t} i18nKey="welcome" values={{ name: user ? displayName(user) : '' }} components={{ name: <bdi lang="en" /> }} />} subtitle={t('subtitle')}>
        {agencyRole !== 'staff' && (
          <Flex mt="5">
            <Button onClick={openCreate} bg="gold.400" color="brand.900" _hover={{ bg: 'gold.300' }} data-testid="quick-add-package">
              <Plus size={16} /> {t('quickAddPackage')}
            </Button>
          </Flex>
        )}
      </PageHeader>
      <Container maxW="7xl" py="8">
        {/* one card a row on phones: earnings in PKR need the width */}
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="4">
          <StatCard
            label={t('totalPackages')}
            value={s?.totalPackages ?? 0}
            hint={t('fromLastMonth', { change: signed(s?.packagesAddedThisMonth ?? 0) })}
            icon={<Package size={18} />}
            loading={!s}
            testId="agent-total-packages"
          />
          <StatCard
            label={t('activeBookings')}
            value={s?.activeBookings ?? 0}
            hint={t('pendingCount', { count: s?.pendingBookings ?? 0 })}
            icon={<CalendarCheck size={18} />}
            loading={!s}
            testId="agent-active-bookings"
          />
          <StatCard
            label={t('monthlyEarnings')}
            value={formatMoney(s?.monthlyEarnings ?? '0', 'PKR')}
            hint={earningsHint}
            icon={<Wallet size={18} />}
            loading={!s}
            testId="agent-monthly-earnings"
          />
          <StatCard
            label={t('averageRatingCard')}
            value={s?.averageRating == null ? '—' : s.averageRating.toFixed(1)}
            hint={t('reviews', { count: s?.reviewCount ?? 0 })}
            icon={<Star size={18} />}
            loading={!s}
            testId="agent-rating"
          />
        </Grid>

        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} mt="8" variant="line" lazyMount>
          <ScrollingTabsList>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} whiteSpace="nowrap" flexShrink={0} data-testid={`agent-tab-${tab.value}`}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </ScrollingTabsList>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} pt="6">
              {tab.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
      <PackageDialog open={dialog.open} editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })} />
    </Box>
  );
}
