import { useQuery } from '@apollo/client/react';
import { Box, Card, Flex, Grid, Heading, Skeleton, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import Big from 'big.js';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import agentNs from '../../i18n/en/agent';
import { AgentMonthlyQuery } from './operations';
import { compactPkr } from './Overview';
import { scrollRegion } from '../../ui/scroll';
import { TabSection } from '../../ui/tabSection';
import { useDates } from './useDates';

type Bar = { label: string; value: Big; display: string };

/** A bar chart from plain boxes: an image with a summary for screen readers, the figures in a table below. */
function BarChart({ title, bars, palette, testId }: { title: string; bars: Bar[]; palette: string; testId: string }) {
  const id = useId();
  const { t } = useTranslation(agentNs);
  const max = bars.reduce((m, b) => (b.value.gt(m) ? b.value : m), new Big(0));
  const summary = t('analytics.chartSummary', { title, bars: bars.map((b) => `${b.label} ${b.display}`).join(t('analytics.listSeparator')) });
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Flex role="img" aria-labelledby={id} aria-describedby={`${id}-summary`} align="end" gap={{ base: '2', md: '4' }} height="48" data-testid={testId}>
          {bars.map((b) => {
            const pct = max.gt(0) ? Number(b.value.times(100).div(max).toFixed(1)) : 0;
            return (
              <Flex key={b.label} direction="column" align="center" flex="1" height="full" gap="1" minW="0">
                <Box position="relative" flex="1" width="full">
                  <Box
                    position="absolute"
                    bottom="0"
                    left="50%"
                    transform="translateX(-50%)"
                    width="full"
                    maxW="14"
                    roundedTop="md"
                    bg={`${palette}.500`}
                    opacity={b.value.gt(0) ? 1 : 0.3}
                    height={b.value.gt(0) ? `${Math.max(pct * 0.85, 2)}%` : '2px'}
                  />
                  <Text
                    position="absolute"
                    left="0"
                    right="0"
                    textAlign="center"
                    bottom={b.value.gt(0) ? `calc(${Math.max(pct * 0.85, 2)}% + 4px)` : '6px'}
                    fontSize="xs"
                    color="fg.muted"
                    whiteSpace="nowrap"
                  >
                    {b.display}
                  </Text>
                </Box>
                <Text fontSize="xs" fontWeight="medium">
                  {b.label}
                </Text>
              </Flex>
            );
          })}
        </Flex>
        <VisuallyHidden id={`${id}-summary`}>{summary}</VisuallyHidden>
      </Card.Body>
    </Card.Root>
  );
}

/** Analytics: bookings and earnings per month of the agent's packages, the last six months. */
export function AnalyticsTab() {
  const { data, loading } = useQuery(AgentMonthlyQuery, { variables: { months: 6 }, fetchPolicy: 'cache-and-network' });
  const months = data?.agentMonthly ?? [];
  const { t } = useTranslation(agentNs);
  const date = useDates();
  // 'yyyy-MM' (an ISO month)
  const label = (m: string) => date(m, 'MMM');
  return (
    <TabSection title={t('analytics.title')} text={t('analytics.text')} gap="6">
      {loading && !data ? (
        <Skeleton height="64" />
      ) : (
        <>
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
            <BarChart
              title={t('analytics.earningsChart')}
              palette="brand"
              testId="chart-earnings"
              bars={months.map((m) => ({ label: label(m.month), value: new Big(m.earnings), display: compactPkr(m.earnings) }))}
            />
            <BarChart
              title={t('analytics.bookingsChart')}
              palette="blue"
              testId="chart-bookings"
              bars={months.map((m) => ({ label: label(m.month), value: new Big(m.bookings), display: String(m.bookings) }))}
            />
          </Grid>
          <Box {...scrollRegion(t('analytics.tableLabel'))} borderWidth="1px" rounded="lg">
            <Table.Root size="sm" data-testid="analytics-table">
              <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted">
                {t('analytics.caption')}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('analytics.month')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('analytics.bookings')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('analytics.earnings')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {months.map((m) => (
                  <Table.Row key={m.month}>
                    <Table.Cell>{date(m.month, 'MMMM yyyy')}</Table.Cell>
                    <Table.Cell textAlign="end">{m.bookings}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatMoney(m.earnings, 'PKR')}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </>
      )}
    </TabSection>
  );
}
