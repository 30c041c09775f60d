import { Badge, Box, Button, Card, Flex, Grid, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Copy, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubAgentFieldsFragment as SubAgent } from '../../gql/graphql';
import { Ltr } from '../../i18n/bidi';
import networkNs from '../../i18n/en/network';
import { scrollRegion } from '../../ui/scroll';
import { toast } from '../../ui/toaster';
import { pkr2 } from '../agent/pkr';
import { fullUrl } from './InviteSubAgentForm';

// The master's sub-agents, one row each: who, status, the line given and what is owed and left, sales, bookings and
// the master's margin on them. On a phone each sub-agent is a card with its figures two by two (a nine-column table
// would show a phone little but names); from md up, the table (a named, focusable region that scrolls if it must).

const STATUS_PALETTE: Record<string, string> = { active: 'green', invited: 'blue', suspended: 'orange' };

const money = (amount: string) => <Ltr>{pkr2(amount)}</Ltr>;
const joined = (s: SubAgent, figure: ReactNode) => (s.status === 'invited' ? <Text as="span" color="fg.muted">—</Text> : figure);
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

function Actions({ s, onEdit, testId }: { s: SubAgent; onEdit: (id: string) => void; testId: string }) {
  const { t } = useTranslation(networkNs);
  return (
    <HStack justify="end" gap="1">
      {s.status === 'invited' && s.invitationUrl && <CopyInvitation link={s.invitationUrl} />}
      <Button size="xs" variant="outline" onClick={() => onEdit(s.id)} aria-label={t('table.editOf', { name: s.name })} data-testid={testId}>
        <Pencil size={14} aria-hidden /> {t('table.edit')}
      </Button>
    </HStack>
  );
}

/** Phones: one card a sub-agent. */
function SubAgentCards({ subAgents, onEdit }: { subAgents: readonly SubAgent[]; onEdit: (id: string) => void }) {
  const { t } = useTranslation(networkNs);
  const figure = (label: string, value: ReactNode) => (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Box>
  );
  return (
    <Stack gap="3" hideFrom="md" data-testid="subagents-cards">
      {subAgents.map((s) => (
        <Card.Root key={s.id} variant="outline" size="sm" data-testid="subagent-card">
          <Card.Body>
            <Stack gap="3">
              <Flex justify="space-between" align="start" gap="2">
                <Box minW="0">
                  <Text fontWeight="semibold" lang="en" truncate>
                    {s.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" lang="en" truncate>
                    {s.email}
                  </Text>
                </Box>
                <SubAgentStatusBadge status={s.status} />
              </Flex>
              <Grid templateColumns="1fr 1fr" gap="3">
                {figure(t('table.limit'), money(s.creditLimitInPkr))}
                {figure(t('table.available'), joined(s, money(s.availableInPkr)))}
                {figure(t('table.owed'), joined(s, money(s.owedInPkr)))}
                {figure(t('table.sales'), joined(s, money(s.salesInPkr)))}
                {figure(t('table.bookings'), joined(s, s.bookingCount))}
                {figure(t('table.margin'), joined(s, money(s.marginInPkr)))}
              </Grid>
              <Actions s={s} onEdit={onEdit} testId="subagent-card-edit" />
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export function SubAgentsTable({ subAgents, onEdit }: { subAgents: readonly SubAgent[]; onEdit: (id: string) => void }) {
  return (
    <>
      <SubAgentCards subAgents={subAgents} onEdit={onEdit} />
      <Wide subAgents={subAgents} onEdit={onEdit} />
    </>
  );
}

/** From md up: the table. */
function Wide({ subAgents, onEdit }: { subAgents: readonly SubAgent[]; onEdit: (id: string) => void }) {
  const { t } = useTranslation(networkNs);
  return (
    <Box {...scrollRegion(t('table.label'))} borderWidth="1px" rounded="md" hideBelow="md">
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
              {/* an invited agency has no wallet or sales yet: its figures start when it joins */}
              <Table.Cell {...num}>{joined(s, money(s.owedInPkr))}</Table.Cell>
              <Table.Cell {...num}>{joined(s, money(s.availableInPkr))}</Table.Cell>
              <Table.Cell {...num}>{joined(s, money(s.salesInPkr))}</Table.Cell>
              <Table.Cell {...num}>{joined(s, s.bookingCount)}</Table.Cell>
              <Table.Cell {...num}>{joined(s, money(s.marginInPkr))}</Table.Cell>
              <Table.Cell textAlign="end">
                <Actions s={s} onEdit={onEdit} testId="subagent-edit" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
