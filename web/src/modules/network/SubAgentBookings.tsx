import { useQuery } from '@apollo/client/react';
import { Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import type { SubAgentFieldsFragment as SubAgent } from '../../gql/graphql';
import networkNs from '../../i18n/en/network';
import { errorMessage } from '../../ui/form';
import { Select } from '../../ui/select';
import { BOOKING_COLUMNS as C, BookingTable } from '../bookings/BookingTable';
import { BookingFieldsFragment } from '../bookings/operations';
import { SubAgentBookingsQuery } from './operations';

// The sub-agents' latest bookings (the master's view), all of them or one sub-agent's. The total is what the
// sub-agent paid: the platform's price plus the master's margin.

export const SUB_AGENT_BOOKINGS = 20;

export function SubAgentBookings({ subAgents }: { subAgents: readonly SubAgent[] }) {
  const { t } = useTranslation(networkNs);
  const [subAgentId, setSubAgentId] = useState('');
  const { data, loading, error } = useQuery(SubAgentBookingsQuery, {
    variables: { subAgentId: subAgentId || null, limit: SUB_AGENT_BOOKINGS, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const rows = (data?.subAgentBookings.items ?? []).map((b) => getFragmentData(BookingFieldsFragment, b));
  // invited sub-agents have no bookings yet
  const options = subAgents.filter((s) => s.status !== 'invited').map((s) => ({ value: s.id, label: s.name }));
  return (
    <Stack gap="3" data-testid="subagent-bookings">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'end' }} direction={{ base: 'column', md: 'row' }} gap="3">
        <Stack gap="0">
          <Heading size="md">{t('bookings.title')}</Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('bookings.text', { count: SUB_AGENT_BOOKINGS })}
          </Text>
        </Stack>
        <Select
          size="sm"
          width={{ base: 'full', md: '64' }}
          label={t('bookings.filter')}
          value={subAgentId}
          placeholder={t('bookings.all')}
          options={options}
          onChange={(e) => setSubAgentId(e.target.value)}
          testId="subagent-bookings-filter"
        />
      </Flex>
      {error ? (
        <Text role="alert">{errorMessage(error, t('bookings.loadFailed'))}</Text>
      ) : loading && !data ? (
        <Skeleton height="24" />
      ) : rows.length === 0 ? (
        <Text color="fg.muted" borderWidth="1px" borderStyle="dashed" rounded="lg" p="6" textAlign="center" data-testid="subagent-bookings-empty">
          {t('bookings.empty')}
        </Text>
      ) : (
        <BookingTable
          rows={rows}
          columns={[C.item, C.bookedBy, { ...C.total, header: t('bookings.theirCost') }, C.status, C.created, C.id]}
          label={t('bookings.tableLabel')}
          testId="subagent-bookings-table"
          rowTestId="subagent-booking-row"
        />
      )}
    </Stack>
  );
}
