import { useQuery } from '@apollo/client/react';
import { Box, Container, HStack, Link, Skeleton, Tabs, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { getFragmentData } from '../../gql';
import { Ltr, Stored } from '../../i18n/bidi';
import umrahNs from '../../i18n/en/umrah';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../ui/form';
import { ScrollingTabsList } from '../../ui/tabs';
import { ErrorCard } from '../catalogue/ui';
import { DocumentsTab, MoneyTab } from './DocumentsMoney';
import { HotelsTab } from './HotelsTab';
import { UmrahGroupFragment, UmrahGroupQuery } from './operations';
import { PilgrimsTab } from './PilgrimsTab';
import { RoomsTab } from './RoomsTab';
import { GroupStatusBadge, ReadinessBadge } from './status';
import type { Group } from './types';
import { VisaTab } from './VisaTab';

// /dashboard/b2b-agent/umrah/:id (issue 36): one Umrah group, its itinerary under its name, and tabs for its
// pilgrims, rooms, hotels and transport, visa, documents and money.

const TABS = ['pilgrims', 'rooms', 'hotels', 'visa', 'documents', 'money'] as const;
type TabKey = (typeof TABS)[number];

function Subtitle({ group }: { group: Group }) {
  const { t } = useTranslation(umrahNs);
  const f = useFormat();
  return (
    <>
      {t('page.itinerary', {
        arrival: f.date(group.arrivalDate),
        departure: f.date(group.departureDate),
        makkah: group.makkahNights,
        madinah: group.madinahNights,
      })}
      <br />
      {t('page.airports', { arrival: group.arrivalAirport, departure: group.departureAirport })} ·{' '}
      {group.packageName ? (
        <Trans t={t} i18nKey="page.packageOf" values={{ name: group.packageName }} components={{ pkg: <Stored /> }} />
      ) : (
        t('page.customItinerary')
      )}
    </>
  );
}

function TabBody({ tab, group }: { tab: TabKey; group: Group }) {
  switch (tab) {
    case 'pilgrims':
      return <PilgrimsTab group={group} />;
    case 'rooms':
      return <RoomsTab group={group} />;
    case 'hotels':
      return <HotelsTab group={group} />;
    case 'visa':
      return <VisaTab group={group} />;
    case 'documents':
      return <DocumentsTab group={group} />;
    case 'money':
      return <MoneyTab group={group} />;
  }
}

export default function UmrahGroupPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(umrahNs);
  const [tab, setTab] = useState<TabKey>('pilgrims');
  const { data, error } = useQuery(UmrahGroupQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const group = data ? getFragmentData(UmrahGroupFragment, data.umrahGroup) : undefined;

  return (
    <Box bg="bg.subtle" minH="full" pb="10" data-testid="umrah-group-page">
      <PageHeader title={group ? <bdi lang="en">{group.name}</bdi> : t('title')} subtitle={group ? <Subtitle group={group} /> : undefined}>
        {group && (
          <HStack mt="3" gap="2" wrap="wrap">
            <GroupStatusBadge status={group.status} />
            <ReadinessBadge readiness={group.readiness} />
            <Text fontSize="sm" color="whiteAlpha.900">
              {t('col.pilgrims')}: <Ltr>{group.pilgrimCount}</Ltr>
            </Text>
          </HStack>
        )}
      </PageHeader>
      <Container maxW="7xl" py={{ base: '6', md: '8' }}>
        <Link asChild color="brand.700" fontSize="sm" mb="4">
          <RouterLink to="/dashboard/b2b-agent?tab=umrah" data-testid="umrah-back">
            <Box as="span" display="inline-flex" css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }}>
              <ArrowLeft size={14} aria-hidden />
            </Box>
            {t('page.back')}
          </RouterLink>
        </Link>
        {error && !group && <ErrorCard message={errorMessage(error, t('page.loadFailed'))} />}
        {!group && !error && <Skeleton h="64" rounded="xl" />}
        {group && (
          <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as TabKey)} variant="line" lazyMount unmountOnExit>
            <ScrollingTabsList>
              {TABS.map((key) => (
                <Tabs.Trigger key={key} value={key} data-testid={`umrah-tab-${key}`}>
                  {t(`page.tabs.${key}`)}
                </Tabs.Trigger>
              ))}
            </ScrollingTabsList>
            {TABS.map((key) => (
              <Tabs.Content key={key} value={key} pt="6">
                <TabBody tab={key} group={group} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </Container>
    </Box>
  );
}
