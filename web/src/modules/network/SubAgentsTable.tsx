import { Badge, Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { Copy, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SubAgentFieldsFragment as SubAgent } from '../../gql/graphql';
import { Ltr } from '../../i18n/bidi';
import networkNs from '../../i18n/en/network';
import { scrollRegion } from '../../ui/scroll';
import { toast } from '../../ui/toaster';
import { pkr2 } from '../agent/pkr';
import { fullUrl } from './InviteSubAgentForm';

// The master's sub-agents, one row each: who, status, the line given and what is owed and left, sales, bookings and
// the master's margin on them. On a phone the table scrolls sideways (a named, focusable region) like the other tabs'.

const STATUS_PALETTE: Record<string, string> = { active: 'green', invited: 'blue', suspended: 'orange' };

const money = (amount: string) => <Ltr>{pkr2(amount)}</Ltr>;
const num = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function SubAgentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(networkNs);
  return <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}

/** Copies a pending invitation's link again (the sub-agent lost it). */
function CopyInvitation({ link }: { link: string }) {
  const { t } = useTranslation(networkNs);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fullUrl(link));
      toast(t('copied'), t('copiedText'), 'success');
    } catch {
      toast(t('copyFailed'), t('copyFailedText'), 'error');
    }
  };
  return (
    <Button size="xs" variant="ghost" onClick={() => void copy()} data-testid="subagent-copy-link">
      <Copy size={14} aria-hidden /> {t('table.copyLink')}
    </Button>
  );
}

export function SubAgentsTable({ subAgents, onEdit }: { subAgents: readonly SubAgent[]; onEdit: (id: string) => void }) {
  const { t } = useTranslation(networkNs);
  return (
    <Box {...scrollRegion(t('table.label'))} borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="subagents-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('table.agency')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.status')}</Table.ColumnHeader>
            <Table.ColumnHeader {...num}>{t('table.limit')}</Table.ColumnHeader>
            <Table.ColumnHeader {...num}>{t('table.owed')}</Table.ColumnHeader>
            <Table.ColumnHeader {...num}>{t('table.available')}</Table.ColumnHeader>
            <Table.ColumnHeader {...num}>{t('table.sales')}</Table.ColumnHeader>
            <Table.ColumnHeader {...num}>{t('table.bookings')}</Table.ColumnHeader>
            <Table.ColumnHeader {...num}>{t('table.margin')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('table.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {subAgents.map((s) => (
            <Table.Row key={s.id} data-testid="subagent-row">
              <Table.Cell minW="44">
                <Text fontWeight="medium" lang="en">
                  {s.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" lang="en">
                  {s.email}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <SubAgentStatusBadge status={s.status} />
              </Table.Cell>
              <Table.Cell {...num} data-testid="subagent-limit-cell">
                {money(s.creditLimitInPkr)}
              </Table.Cell>
              <Table.Cell {...num}>{money(s.owedInPkr)}</Table.Cell>
              <Table.Cell {...num}>{money(s.availableInPkr)}</Table.Cell>
              <Table.Cell {...num}>{money(s.salesInPkr)}</Table.Cell>
              <Table.Cell {...num}>{s.bookingCount}</Table.Cell>
              <Table.Cell {...num}>{money(s.marginInPkr)}</Table.Cell>
              <Table.Cell textAlign="end">
                <HStack justify="end" gap="1">
                  {s.status === 'invited' && s.invitationUrl && <CopyInvitation link={s.invitationUrl} />}
                  <Button size="xs" variant="outline" onClick={() => onEdit(s.id)} aria-label={t('table.editOf', { name: s.name })} data-testid="subagent-edit">
                    <Pencil size={14} aria-hidden /> {t('table.edit')}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
