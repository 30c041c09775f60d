import { useQuery } from '@apollo/client/react';
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import networkNs from '../../i18n/en/network';
import { errorMessage } from '../../ui/form';
import { PanelCard } from '../../ui/panelCard';
import { TabSection } from '../../ui/tabSection';
import { DefaultMarkupsCard } from './DefaultMarkupsCard';
import { EditSubAgentDialog } from './EditSubAgentDialog';
import { InviteSubAgentForm } from './InviteSubAgentForm';
import { MasterLine, SubAgencyCard } from './LineSummary';
import { AgencyNetworkQuery, SubAgentFieldsFragment } from './operations';
import { SubAgentBookings } from './SubAgentBookings';
import { SubAgentsTable } from './SubAgentsTable';

// The agent dashboard's Sub-agents tab (issue 39): a master agency (or a lone one, which becomes a master with its
// first sub-agent) sees its line, invites sub-agencies with credit carved out of it, edits each one's limit and
// markups, suspends and reactivates, sets its default markups and sees its sub-agents' bookings. A sub-agency sees
// whose it is and what it can spend (it cannot have sub-agents: the server refuses). The API enforces every rule.

export function SubAgentsTab() {
  const { t } = useTranslation(networkNs);
  const { data, loading, error } = useQuery(AgencyNetworkQuery, { fetchPolicy: 'cache-and-network' });
  // the sub-agent being edited (its id: the dialog reads the fresh row after each answer)
  const [editing, setEditing] = useState<string | null>(null);
  const network = data?.agencyNetwork;
  const subAgents = (network?.subAgents ?? []).map((s) => getFragmentData(SubAgentFieldsFragment, s));

  const body = () => {
    if (error && !network) return <Text role="alert">{errorMessage(error, t('loadFailed'))}</Text>;
    if (loading && !network) return <Skeleton height="40" />;
    if (!network) return null;
    if (network.role === 'sub') return <SubAgencyCard network={network} />;
    return (
      <>
        <MasterLine network={network} />
        <PanelCard title={t('invite.title')} text={t('invite.text')} testId="subagent-invite">
          <InviteSubAgentForm />
        </PanelCard>
        <Stack gap="3">
          <Heading size="md">{t('table.title')}</Heading>
          {subAgents.length === 0 ? (
            <Stack align="center" textAlign="center" py="10" gap="2" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="subagents-empty">
              <Users size={32} aria-hidden />
              <Text fontWeight="medium">{t('table.empty')}</Text>
              <Text color="fg.muted" fontSize="sm">
                {t('table.emptyText')}
              </Text>
            </Stack>
          ) : (
            <SubAgentsTable subAgents={subAgents} onEdit={setEditing} />
          )}
        </Stack>
        <DefaultMarkupsCard markups={network.defaultMarkups} />
        {subAgents.length > 0 && <SubAgentBookings subAgents={subAgents} />}
        <EditSubAgentDialog sub={subAgents.find((s) => s.id === editing) ?? null} onClose={() => setEditing(null)} />
      </>
    );
  };

  return (
    <TabSection title={network?.role === 'sub' ? t('subTitle') : t('title')} text={network?.role === 'sub' ? t('subText') : t('text')}>
      <Stack gap="6" data-testid="network-tab">
        {body()}
      </Stack>
    </TabSection>
  );
}
