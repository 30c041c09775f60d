import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Heading, HStack, Skeleton, Stack, Switch, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../gql';
import type { VisaApplicationStatus } from '../../gql/graphql';
import visaDeskNs from '../../i18n/en/visaDesk';
import { Field } from '../../ui/field';
import { Select } from '../../ui/select';
import { TabSection } from '../../ui/tabSection';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { formatMoney } from '@rules/money.js';
import { useSetVisaOfferActive } from './applicationMutations';
import { fmtDate, VisaStatusBadge } from './status';
import { Stored } from '../../i18n/bidi';

export const VisaQueueQuery = graphql(`
  query VisaQueue($status: [VisaApplicationStatus!], $overdue: Boolean, $pagination: PaginationInput) {
    visaQueue(status: $status, overdue: $overdue, pagination: $pagination) {
      items { id title country processing applicantCount appliedBy status dueAt travelDate }
      hasMore
    }
  }
`);

const SellerOffersQuery = graphql(`
  query MySellerVisaOffers($pagination: PaginationInput) {
    mySellerVisaOffers(pagination: $pagination) {
      items {
        id title country visaType active soldBy
        processingOptions { processing priceInPkr }
      }
      hasMore
    }
  }
`);

// labels: visaDesk's filters.open, filters.all and statuses.<status>
const FILTERS: Array<{ value: string; label: string; statuses: VisaApplicationStatus[] | null }> = [
  { value: 'open', label: 'filters.open', statuses: ['submitted', 'documents_requested', 'in_process'] as VisaApplicationStatus[] },
  { value: 'all', label: 'filters.all', statuses: null },
  ...(['submitted', 'documents_requested', 'in_process', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: `statuses.${s}`, statuses: [s] as VisaApplicationStatus[] })),
];

function Queue() {
  const [filter, setFilter] = useState('open');
  const { t } = useTranslation(visaDeskNs);
  const filterOptions = FILTERS.map((f) => ({ value: f.value, label: t(f.label) }));
  const [overdue, setOverdue] = useState(false);
  const statuses = FILTERS.find((f) => f.value === filter)?.statuses ?? null;
  const { data, loading } = useQuery(VisaQueueQuery, { variables: { status: statuses, overdue, pagination: { limit: 100 } }, fetchPolicy: 'cache-and-network' });
  const now = Date.now();
  const items = data?.visaQueue.items ?? [];
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3" align="end">
        <Heading as="h2" size="md">
          {t('queue')}
        </Heading>
        <HStack gap="4" wrap="wrap" align="end">
          <Field label={t('status')}>
            <Select value={filter} onChange={(e) => setFilter(e.target.value)} options={filterOptions} size="sm" minW="56" testId="queue-filter" />
          </Field>
          <Switch.Root checked={overdue} onCheckedChange={(d) => setOverdue(d.checked)} colorPalette="brand">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('overdueOnly')}</Switch.Label>
          </Switch.Root>
        </HStack>
      </HStack>
      {loading && !data ? (
        <Skeleton height="24" />
      ) : items.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" borderStyle="dashed" rounded="xl">
          {t('empty')}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg" tabIndex={0} aria-label={t('queueLabel')}>
          <Table.Root size="sm" data-testid="visa-queue">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('application')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('appliedBy')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('due')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((a) => {
                const late = a.dueAt && new Date(a.dueAt).getTime() < now && a.status !== 'approved' && a.status !== 'rejected';
                return (
                  <Table.Row key={a.id} data-testid="queue-row">
                    <Table.Cell>
                      <Text fontWeight="medium" lang="en">
                        {a.title}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t('summary', { count: a.applicantCount, processing: t(`processing.${a.processing}`), date: fmtDate(a.travelDate) })}
                      </Text>
                    </Table.Cell>
                    <Table.Cell lang="en">{a.appliedBy}</Table.Cell>
                    <Table.Cell>
                      <VisaStatusBadge status={a.status} />
                    </Table.Cell>
                    <Table.Cell color={late ? 'red.700' : undefined} fontWeight={late ? 'semibold' : undefined}>
                      {fmtDate(a.dueAt, 'dd MMM, HH:mm')}
                      {late && t('overdue')}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button asChild size="xs" colorPalette="brand" variant="outline">
                        <RouterLink to={`/visa/applications/${a.id}`} data-testid="queue-open">
                          {/* named from hidden text: the title and the applicant (as stored) keep lang=en inside an Urdu name */}
                          <span aria-hidden="true">{t('open')}</span>
                          <VisuallyHidden>
                            <Trans t={t} i18nKey="openLabel" values={{ title: a.title, by: a.appliedBy }} components={{ title: <Stored />, by: <Stored /> }} />
                          </VisuallyHidden>
                        </RouterLink>
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

function Offers() {
  const { data, loading } = useQuery(SellerOffersQuery, { variables: { pagination: { limit: 100 } } });
  const [setActive] = useSetVisaOfferActive();
  const { t } = useTranslation(visaDeskNs);
  const items = data?.mySellerVisaOffers.items ?? [];
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t('offers')}
      </Heading>
      {loading && !data ? (
        <Skeleton height="20" />
      ) : items.length === 0 ? (
        <Text color="fg.muted">{t('noOffers')}</Text>
      ) : (
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          {items.map((o) => (
            <Card.Root key={o.id} variant="outline" size="sm" data-testid="seller-offer">
              <Card.Body>
                <HStack justify="space-between" align="start" gap="3">
                  <Stack gap="0.5">
                    <Text fontWeight="semibold" lang="en">
                      {o.title}
                    </Text>
                    <HStack gap="2" wrap="wrap">
                      <Badge variant="subtle">{t(`visaTypes.${o.visaType}`, { defaultValue: o.visaType })}</Badge>
                      <Text fontSize="sm" color="fg.muted">
                        {t('from', { price: formatMoney(o.processingOptions[0]?.priceInPkr ?? '0', 'PKR') })}
                      </Text>
                    </HStack>
                  </Stack>
                  <Switch.Root
                    checked={o.active}
                    colorPalette="brand"
                    onCheckedChange={async (d) => {
                      try {
                        await setActive({ variables: { id: o.id, active: d.checked } });
                      } catch (err) {
                        toast(t('updateFailed'), errorMessage(err, t('updateFailedText')), 'error');
                      }
                    }}
                  >
                    <Switch.HiddenInput aria-labelledby={`offer-open-${o.id}`} />
                    <VisuallyHidden id={`offer-open-${o.id}`}>
                      <Trans t={t} i18nKey="offerOpen" values={{ title: o.title }} components={{ title: <Stored /> }} />
                    </VisuallyHidden>
                    <Switch.Control />
                    <Switch.Label fontSize="sm">{o.active ? t('listed') : t('hidden')}</Switch.Label>
                  </Switch.Root>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** The agent dashboard's Visa Services tab: the processing queue and the agent's visa offers. */
export function AgentVisaTab() {
  const { t } = useTranslation(visaDeskNs);
  return (
    <TabSection title={t('title')} text={t('subtitle')} gap="10">
      <Queue />
      <Offers />
    </TabSection>
  );
}
