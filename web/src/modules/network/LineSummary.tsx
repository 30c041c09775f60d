import { Box, Grid, Text } from '@chakra-ui/react';
import { Network } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Ltr, Stored } from '../../i18n/bidi';
import networkNs from '../../i18n/en/network';
import { PanelCard } from '../../ui/panelCard';
import { pkr2 } from '../agent/pkr';
import type { AgencyNetwork } from './operations';

// The agency's line at the top of the Sub-agents tab: a master's (its credit line, what it has given to sub-agents,
// what is left to spend or give), or a sub-agency's (its master, its line, what it can spend).

export function Figure({ label, amount, testId, hint }: { label: string; amount: string; testId: string; hint?: string }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" minW="0">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={testId}>
        <Ltr>{pkr2(amount)}</Ltr>
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}

/** A master's (or a lone agency's) line: its own, given to sub-agents, and available. */
export function MasterLine({ network }: { network: AgencyNetwork }) {
  const { t } = useTranslation(networkNs);
  return (
    <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3" data-testid="network-line">
      <Figure label={t('line.credit')} amount={network.creditLimitInPkr} testId="network-credit" hint={t('line.creditHint')} />
      <Figure label={t('line.given')} amount={network.givenInPkr} testId="network-given" hint={t('line.givenHint')} />
      <Figure label={t('line.available')} amount={network.availableInPkr} testId="network-available" hint={t('line.availableHint')} />
    </Grid>
  );
}

/** A sub-agency's card: whose sub-agency it is, its line and what it can spend. */
export function SubAgencyCard({ network }: { network: AgencyNetwork }) {
  const { t } = useTranslation(networkNs);
  return (
    <PanelCard
      title={t('sub.title')}
      text={
        <Trans t={t} i18nKey="sub.of" values={{ master: network.masterName ?? '' }} components={{ master: <Stored />, b: <b /> }} />
      }
      testId="network-sub-card"
    >
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
        <Figure label={t('sub.line')} amount={network.creditLimitInPkr} testId="network-credit" hint={t('sub.lineHint')} />
        <Figure label={t('sub.available')} amount={network.availableInPkr} testId="network-available" hint={t('sub.availableHint')} />
      </Grid>
      <Text fontSize="sm" color="fg.muted" display="flex" gap="2" alignItems="center">
        <Network size={16} aria-hidden /> {t('sub.noSubAgents')}
      </Text>
    </PanelCard>
  );
}
