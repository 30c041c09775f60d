import { useQuery } from '@apollo/client/react';
import { Box, Button, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Ltr } from '../../i18n/bidi';
import { useFormat } from '../../i18n/format';
import umrahNs from '../../i18n/en/umrah';
import { errorMessage } from '../../ui/form';
import { scrollRegion } from '../../ui/scroll';
import { ShowMore } from '../../ui/showMore';
import { TabSection } from '../../ui/tabSection';
import { ErrorCard } from '../catalogue/ui';
import { NewGroupDialog } from './NewGroupDialog';
import { GROUPS_PAGE_SIZE, UmrahGroupsQuery } from './operations';
import { GroupStatusBadge, ReadinessBadge } from './status';

// The agent dashboard's Umrah Groups tab (issue 36): the agency's groups with their status, pilgrims, departure and
// readiness; "New group" opens the dialog that creates one and opens its page.

export const groupPath = (id: string) => `/dashboard/b2b-agent/umrah/${encodeURIComponent(id)}`;

export function UmrahGroupsTab() {
  const { t } = useTranslation(umrahNs);
  const f = useFormat();
  const [creating, setCreating] = useState(false);
  const { data, loading, error, fetchMore } = useQuery(UmrahGroupsQuery, {
    variables: { pagination: { limit: GROUPS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const items = data?.umrahGroups.items ?? [];
  return (
    <TabSection
      title={t('title')}
      text={t('subtitle')}
      action={
        <Button colorPalette="brand" onClick={() => setCreating(true)} data-testid="umrah-new-group">
          <Plus size={16} aria-hidden /> {t('newGroup')}
        </Button>
      }
    >
      {error && !data && <ErrorCard message={errorMessage(error, t('loadFailed'))} />}
      {loading && !data && <Skeleton height="24" />}
      {data && items.length === 0 && (
        <Stack align="center" textAlign="center" py="10" gap="2" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="umrah-groups-empty">
          <Users size={32} aria-hidden />
          <Text fontWeight="semibold">{t('empty')}</Text>
          <Text color="fg.muted">{t('emptyText')}</Text>
        </Stack>
      )}
      {items.length > 0 && (
        <Box borderWidth="1px" rounded="lg" position="relative" {...scrollRegion(t('listLabel'))}>
          <Table.Root size="sm" data-testid="umrah-groups">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('col.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('col.status')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('col.pilgrims')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('col.departure')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('col.readiness')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((g) => (
                <Table.Row key={g.id} data-testid="umrah-group-row">
                  <Table.Cell minW="44">
                    <Link asChild fontWeight="semibold" color="brand.700">
                      <RouterLink to={groupPath(g.id)} data-testid="umrah-group-open">
                        <span lang="en">{g.name}</span>
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    <GroupStatusBadge status={g.status} />
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-testid="umrah-group-pilgrims">
                    <Ltr>{g.pilgrimCount}</Ltr>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap" data-testid="umrah-group-departure">
                    {f.date(g.departureDate)}
                  </Table.Cell>
                  <Table.Cell>
                    <ReadinessBadge readiness={g.readiness} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ShowMore
        label={t('loadMore')}
        hasMore={data?.umrahGroups.hasMore ?? false}
        loading={loading && Boolean(data)}
        onClick={() =>
          // the cache has no paging policy for this list: the next page is appended here
          void fetchMore({
            variables: { pagination: { limit: GROUPS_PAGE_SIZE, offset: items.length } },
            updateQuery: (prev, { fetchMoreResult }) => ({
              umrahGroups: { ...fetchMoreResult.umrahGroups, items: [...prev.umrahGroups.items, ...fetchMoreResult.umrahGroups.items] },
            }),
          })
        }
      />
      <NewGroupDialog open={creating} onClose={() => setCreating(false)} />
    </TabSection>
  );
}

/** The agent dashboard's Umrah Groups tab: its value, label and content. */
export function useUmrahGroupsTab() {
  const { t } = useTranslation(umrahNs);
  return { value: 'umrah', label: t('tab'), content: <UmrahGroupsTab /> };
}
