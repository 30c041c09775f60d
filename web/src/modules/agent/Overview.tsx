import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import Big from 'big.js';
import { FileCheck, Hotel, Package, Plane } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import type { AgentStatsQuery as AgentStatsData } from '../../gql/graphql';
import agentNs from '../../i18n/en/agent';
import { useFormat } from '../../i18n/format';
import { AgentActivityQuery } from './operations';

// Status dots and badges of the activity list: booking statuses keep the platform's colours (confirmed green,
// pending yellow, completed blue, cancelled red); package changes are new (teal), updated (purple), archived (grey).
export const ACTIVITY_PALETTE: Record<string, string> = {
  confirmed: 'green',
  pending: 'yellow',
  completed: 'blue',
  cancelled: 'red',
  new: 'teal',
  updated: 'purple',
  archived: 'gray',
};

/** 125000 → "Rs 125K", 2500000 → "Rs 2.5M" (exact decimal arithmetic, display only). */
export function compactPkr(amount: string): string {
  const value = new Big(amount);
  const units: Array<[string, number]> = [
    ['B', 1e9],
    ['M', 1e6],
    ['K', 1e3],
  ];
  for (const [suffix, size] of units) {
    if (value.abs().gte(size)) return `Rs ${value.div(size).round(1, Big.roundHalfUp).toString()}${suffix}`;
  }
  return formatMoney(amount, 'PKR');
}

// The server writes each activity line in English from its kind and status ('New booking: {item} by {username}',
// 'Package updated: {name}', api agent/stats.service.ts); read back into those parts, the line is said in the chosen
// language with the item and the person as stored. A line of another shape shows as the server wrote it.
const ACTIVITY_VERBS: Record<string, string> = {
  'New booking': 'newBooking',
  'Booking cancelled': 'bookingCancelled',
  'Booking expired': 'bookingExpired',
  'Booking request': 'bookingRequest',
  'Package created': 'packageCreated',
  'Package archived': 'packageArchived',
  'Package updated': 'packageUpdated',
};

/** The activity line's parts: its kind of event (a key of activity.*), the item and, for a booking, who booked it. */
function activityParts(kind: string, description: string): { key: string; title: string; actor?: string } | null {
  const colon = description.indexOf(': ');
  const key = colon > 0 ? ACTIVITY_VERBS[description.slice(0, colon)] : undefined;
  if (!key || key.startsWith('package') === (kind === 'booking')) return null;
  const rest = description.slice(colon + 2);
  if (kind !== 'booking') return { key, title: rest };
  // usernames have no spaces: the last ' by ' starts the person
  const by = rest.lastIndexOf(' by ');
  return by < 0 ? null : { key, title: rest.slice(0, by), actor: rest.slice(by + 4) };
}

function ActivityLine({ kind, description }: { kind: string; description: string }) {
  const { t } = useTranslation(agentNs);
  const parts = activityParts(kind, description);
  if (!parts) return <span lang="en">{description}</span>;
  return (
    <Trans
      t={t}
      i18nKey={`activity.${parts.key}`}
      values={{ title: parts.title, actor: parts.actor }}
      components={{ item: <bdi lang="en" />, who: <bdi lang="en" /> }}
    />
  );
}

function RecentActivity() {
  const { data, loading } = useQuery(AgentActivityQuery, { variables: { limit: 8 }, fetchPolicy: 'cache-and-network' });
  const items = data?.agentActivity ?? [];
  const { t } = useTranslation(agentNs);
  const { relative } = useFormat();
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="md">{t('recentActivity')}</Heading>
      </Card.Header>
      <Card.Body>
        {loading && !data ? (
          <Stack>
            <Skeleton height="10" />
            <Skeleton height="10" />
          </Stack>
        ) : items.length === 0 ? (
          <Text color="fg.muted" data-testid="agent-activity-empty">
            {t('activityEmpty')}
          </Text>
        ) : (
          <Stack gap="4" data-testid="agent-activity">
            {items.map((a) => {
              const palette = ACTIVITY_PALETTE[a.status] ?? 'gray';
              return (
                <HStack key={a.id} justify="space-between" align="start" gap="3" data-testid="agent-activity-item">
                  <HStack align="start" gap="3" minW="0">
                    <Box mt="1.5" w="2.5" h="2.5" flexShrink={0} rounded="full" bg={`${palette}.500`} aria-hidden />
                    <Box minW="0">
                      <Text fontWeight="medium" lineClamp={2}>
                        <ActivityLine kind={a.kind} description={a.description} />
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {relative(a.at)}
                        {a.amountInPkr ? ` · ${formatMoney(a.amountInPkr, 'PKR')}` : ''}
                      </Text>
                    </Box>
                  </HStack>
                  <Badge colorPalette={palette} variant="subtle" textTransform="capitalize" flexShrink={0}>
                    {t(`activityStatus.${a.status}`, { defaultValue: a.status })}
                  </Badge>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

// labels: the agent namespace's quick.<tab>
const QUICK_ACTIONS = [
  { tab: 'packages', icon: Package },
  { tab: 'flights', icon: Plane },
  { tab: 'hotels', icon: Hotel },
  { tab: 'visa', icon: FileCheck },
] as const;

function Figure({ label, value, hint, testId }: { label: string; value: string; hint: string; testId: string }) {
  return (
    <HStack justify="space-between" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Box>
        <Text fontWeight="medium">{label}</Text>
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      </Box>
      <Text fontWeight="bold" fontSize="lg" data-testid={testId}>
        {value}
      </Text>
    </HStack>
  );
}

/** Overview: Recent Activity, Quick Actions (switch tabs) and the Performance Summary, all from real data. */
export function Overview({ stats, onTab }: { stats: AgentStatsData['agentStats'] | undefined; onTab: (tab: string) => void }) {
  const { t } = useTranslation(agentNs);
  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6">
      <RecentActivity />
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Header>
            <Heading size="md">{t('quickActions')}</Heading>
          </Card.Header>
          <Card.Body>
            <Grid templateColumns="1fr 1fr" gap="3">
              {QUICK_ACTIONS.map(({ tab, icon: Icon }) => (
                <Button key={tab} variant="outline" height="auto" py="4" flexDirection="column" gap="2" onClick={() => onTab(tab)} data-testid={`quick-${tab}`}>
                  <Icon size={22} />
                  {t(`quick.${tab}`)}
                </Button>
              ))}
            </Grid>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Header>
            <Heading size="md">{t('performanceSummary')}</Heading>
          </Card.Header>
          <Card.Body>
            {!stats ? (
              <Skeleton height="32" />
            ) : (
              <Stack gap="0">
                <Figure
                  label={t('bookingConversion')}
                  value={stats.bookingConversionPercent == null ? '—' : `${stats.bookingConversionPercent}%`}
                  hint={t('bookingConversionHint')}
                  testId="perf-conversion"
                />
                <Figure
                  label={t('activePackages')}
                  value={String(stats.activePackages)}
                  hint={t('inTotal', { count: stats.totalPackages })}
                  testId="perf-active-packages"
                />
                <Figure
                  label={t('averageRating')}
                  value={stats.averageRating == null ? '—' : stats.averageRating.toFixed(1)}
                  hint={t('reviews', { count: stats.reviewCount })}
                  testId="perf-rating"
                />
                <Figure label={t('monthlyRevenue')} value={compactPkr(stats.monthlyEarnings)} hint={t('monthlyRevenueHint')} testId="perf-revenue" />
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Grid>
  );
}
