import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Heading, HStack, Skeleton, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { PROCESSING_OPTIONS, VISA_STATUS_LABELS, VISA_TYPE_LABELS } from '@rules/visa.js';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../gql';
import type { VisaApplicationStatus } from '../../gql/graphql';
import { Field } from '../../ui/field';
import { Select } from '../../ui/select';
import { TabSection } from '../../ui/tabSection';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { formatMoney } from '@rules/money.js';
import { useSetVisaOfferActive } from './applicationMutations';
import { fmtDate, VisaStatusBadge } from './status';

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

const FILTERS: Array<{ value: string; label: string; statuses: VisaApplicationStatus[] | null }> = [
  { value: 'open', label: 'To do', statuses: ['submitted', 'documents_requested', 'in_process'] as VisaApplicationStatus[] },
  { value: 'all', label: 'All', statuses: null },
  ...(['submitted', 'documents_requested', 'in_process', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: VISA_STATUS_LABELS[s], statuses: [s] as VisaApplicationStatus[] })),
];

function Queue() {
  const [filter, setFilter] = useState('open');
  const [overdue, setOverdue] = useState(false);
  const statuses = FILTERS.find((f) => f.value === filter)?.statuses ?? null;
  const { data, loading } = useQuery(VisaQueueQuery, { variables: { status: statuses, overdue, pagination: { limit: 100 } }, fetchPolicy: 'cache-and-network' });
  const now = Date.now();
  const items = data?.visaQueue.items ?? [];
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3" align="end">
        <Heading as="h2" size="md">
          Processing queue
        </Heading>
        <HStack gap="4" wrap="wrap" align="end">
          <Field label="Status">
            <Select value={filter} onChange={(e) => setFilter(e.target.value)} options={FILTERS} size="sm" minW="56" testId="queue-filter" />
          </Field>
          <Switch.Root checked={overdue} onCheckedChange={(d) => setOverdue(d.checked)} colorPalette="brand">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Overdue only</Switch.Label>
          </Switch.Root>
        </HStack>
      </HStack>
      {loading && !data ? (
        <Skeleton height="24" />
      ) : items.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" borderStyle="dashed" rounded="xl">
          Nothing in the queue.
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg" tabIndex={0} aria-label="Visa processing queue">
          <Table.Root size="sm" data-testid="visa-queue">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Application</Table.ColumnHeader>
                <Table.ColumnHeader>Applied by</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Due</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((a) => {
                const late = a.dueAt && new Date(a.dueAt).getTime() < now && a.status !== 'approved' && a.status !== 'rejected';
                return (
                  <Table.Row key={a.id} data-testid="queue-row">
                    <Table.Cell>
                      <Text fontWeight="medium">{a.title}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {a.applicantCount} applicant{a.applicantCount === 1 ? '' : 's'} · {PROCESSING_OPTIONS[a.processing].label} · travel {fmtDate(a.travelDate)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{a.appliedBy}</Table.Cell>
                    <Table.Cell>
                      <VisaStatusBadge status={a.status} />
                    </Table.Cell>
                    <Table.Cell color={late ? 'red.700' : undefined} fontWeight={late ? 'semibold' : undefined}>
                      {fmtDate(a.dueAt, 'dd MMM, HH:mm')}
                      {late && ' (overdue)'}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button asChild size="xs" colorPalette="brand" variant="outline">
                        <RouterLink to={`/visa/applications/${a.id}`} aria-label={`Open ${a.title} application by ${a.appliedBy}`} data-testid="queue-open">
                          Open
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
  const items = data?.mySellerVisaOffers.items ?? [];
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Your visa offers
      </Heading>
      {loading && !data ? (
        <Skeleton height="20" />
      ) : items.length === 0 ? (
        <Text color="fg.muted">You do not sell visa services yet: ask the Safarnama team to list yours.</Text>
      ) : (
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          {items.map((o) => (
            <Card.Root key={o.id} variant="outline" size="sm" data-testid="seller-offer">
              <Card.Body>
                <HStack justify="space-between" align="start" gap="3">
                  <Stack gap="0.5">
                    <Text fontWeight="semibold">{o.title}</Text>
                    <HStack gap="2" wrap="wrap">
                      <Badge variant="subtle">{VISA_TYPE_LABELS[o.visaType]}</Badge>
                      <Text fontSize="sm" color="fg.muted">
                        from {formatMoney(o.processingOptions[0]?.priceInPkr ?? '0', 'PKR')}
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
                        toast('Update failed', errorMessage(err, 'Failed to change the offer.'), 'error');
                      }
                    }}
                  >
                    <Switch.HiddenInput aria-label={`${o.title} open for applications`} />
                    <Switch.Control />
                    <Switch.Label fontSize="sm">{o.active ? 'Listed' : 'Hidden'}</Switch.Label>
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
  return (
    <TabSection title="Visa Services" text="Manage your visa processing services" gap="10">
      <Queue />
      <Offers />
    </TabSection>
  );
}
