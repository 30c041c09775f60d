import { useQuery } from '@apollo/client/react';
import { MAX_CREDIT_LIMIT_IN_PKR, readAmount } from '@rules/wallet.js';
import { Badge, Box, Button, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { i18n } from '../../i18n';
import admin from '../../i18n/en/admin';
import { ConfirmDialog } from '../../ui/confirmDialog';
import { errorMessage, validateWith } from '../../ui/form';
import { TextField } from '../../ui/formFields';
import { toast } from '../../ui/toaster';
import { StatementPanel } from './StatementPanel';
import { useSetAgentCommission, useSetAgentCreditLimit, useSetAgentSuspended } from './useAgentMoney';
import type { AgentAccountsQuery as AgentAccounts } from '../../gql/graphql';
import { AGENTS_PAGE_SIZE, AgentAccountsQuery } from './walletOperations';
import { pkr2 } from './pkr';

// The super admin's B2B Agents tab (issue 17, item 8): each agent's wallet, credit and earnings, the commission
// override, and the agent's statement.

const pkr = pkr2;

// empty: back to the platform's default
export const CommissionSchema = v.object({
  percent: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      // the message in the language of the moment it shows
      v.check((s) => s === '' || (/^\d{1,3}(\.\d{1,2})?$/.test(s) && Number(s) <= 100), () => i18n.t('agents.commissionRule', { ns: admin })),
    ),
  ),
});
const validateCommission = validateWith(CommissionSchema);

export const CreditLimitSchema = v.object({
  amountInPkr: v.pipe(
    v.string(() => i18n.t('agents.creditRequired', { ns: admin })),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const read = readAmount(dataset.value, { allowZero: true, max: MAX_CREDIT_LIMIT_IN_PKR });
      if ('error' in read) addIssue({ message: read.error });
    }),
  ),
});
const validateCredit = validateWith(CreditLimitSchema);

/**
 * One value of an agent (the credit limit, the commission) and its Save button. `save` answers the field's message when
 * it refuses the value; a failed request shows `failed` (or the server's reason) under the field.
 */
function AgentValueForm({
  name,
  initial,
  validate,
  label,
  formLabel,
  testId,
  failed,
  save,
  onDone,
}: {
  name: string;
  initial: string;
  validate: (values: unknown) => Record<string, string>;
  label: string;
  formLabel: string;
  /** `<testId>-input` and `<testId>-save` */
  testId: string;
  failed: string;
  save: (value: string) => Promise<string | undefined>;
  onDone: () => void;
}) {
  const { t } = useTranslation(admin);
  return (
    <Form<Record<string, string | undefined>>
      initialValues={{ [name]: initial }}
      validate={validate}
      onSubmit={async (values) => {
        try {
          const refused = await save(values[name] ?? '');
          if (refused) return { [name]: refused };
          onDone();
          return undefined;
        } catch (err) {
          return { [name]: errorMessage(err, failed) };
        }
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={formLabel}>
          <HStack align="end" gap="2" maxW="md">
            <TextField name={name} label={label} autoComplete="off" testId={`${testId}-input`} />
            <Button type="submit" size="sm" colorPalette="brand" loading={submitting} mb="1" data-testid={`${testId}-save`}>
              {t('agents.save')}
            </Button>
          </HStack>
        </form>
      )}
    />
  );
}

function CreditLimitForm({ agent, onDone }: { agent: Agent; onDone: () => void }) {
  const { t } = useTranslation(admin);
  const [setLimit] = useSetAgentCreditLimit();
  return (
    <AgentValueForm
      name="amountInPkr"
      initial={agent.creditLimitInPkr}
      validate={validateCredit}
      label={t('agents.creditLabel')}
      formLabel={t('agents.creditForm', { username: agent.username })}
      testId="agent-credit"
      failed={t('agents.creditFailed')}
      onDone={onDone}
      save={async (amountInPkr) => {
        const read = readAmount(amountInPkr, { allowZero: true, max: MAX_CREDIT_LIMIT_IN_PKR });
        if ('error' in read) return read.error;
        await setLimit({ variables: { agentId: agent.id, amountInPkr: read.amount } });
        toast(t('agents.creditSaved'), t('agents.creditSavedText', { username: agent.username, amount: pkr(read.amount) }), 'success');
        return undefined;
      }}
    />
  );
}

/** An agent as the list query returns it (its generated type, not a copy written by hand). */
type Agent = AgentAccounts['agentAccounts']['items'][number];

/** Asks before suspending (or reactivating) an agent, and says what it means. */
function ConfirmSuspension({ agent, open, onClose }: { agent: Agent; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(admin);
  const [setSuspended, { loading }] = useSetAgentSuspended();
  const suspend = !agent.suspendedAt;
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      // one text (a name inside would split it): the username is the only Latin word in it
      title={t(suspend ? 'agents.suspendTitle' : 'agents.reactivateTitle', { username: agent.username })}
      cancelLabel={t('agents.cancel')}
      confirmLabel={suspend ? t('agents.suspend') : t('agents.reactivate')}
      confirmPalette={suspend ? 'red' : 'brand'}
      loading={loading}
      testId="agent-suspend-dialog"
      confirmTestId="agent-suspend-confirm"
      onConfirm={async () => {
        try {
          await setSuspended({ variables: { agentId: agent.id, suspended: suspend } });
          toast(
            suspend ? t('agents.suspended') : t('agents.reactivated'),
            t(suspend ? 'agents.suspendedText' : 'agents.reactivatedText', { username: agent.username }),
            'success',
          );
          onClose();
        } catch (err) {
          toast(t('agents.error'), errorMessage(err, t('agents.statusFailed')), 'error');
        }
      }}
    >
      <Text>{suspend ? t('agents.suspendText') : t('agents.reactivateText')}</Text>
    </ConfirmDialog>
  );
}

function CommissionForm({ agent, onDone }: { agent: Agent; onDone: () => void }) {
  const { t } = useTranslation(admin);
  const [setCommission] = useSetAgentCommission();
  return (
    <AgentValueForm
      name="percent"
      initial={agent.commissionPercent ?? ''}
      validate={validateCommission}
      label={t('agents.commissionLabel')}
      formLabel={t('agents.commissionForm', { username: agent.username })}
      testId="agent-commission"
      failed={t('agents.commissionFailed')}
      onDone={onDone}
      save={async (percent) => {
        const value = percent.trim() ? percent.trim() : null;
        await setCommission({ variables: { agentId: agent.id, percent: value } });
        toast(
          t('agents.commissionSaved'),
          value === null ? t('agents.commissionDefaultText', { username: agent.username }) : t('agents.commissionSavedText', { username: agent.username, percent: value }),
          'success',
        );
        return undefined;
      }}
    />
  );
}

function Amount({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

function AgentRow({ agent }: { agent: Agent }) {
  const { t } = useTranslation(admin);
  const [open, setOpen] = useState<'credit' | 'commission' | 'statement' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const toggle = (what: 'credit' | 'commission' | 'statement') => setOpen(open === what ? null : what);
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid="admin-agent-row">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <Box minW="0">
          <Text fontWeight="semibold">
            <bdi lang="en">{agent.agencyName}</bdi>{' '}
            <Text as="bdi" lang="en" color="fg.muted" fontWeight="normal">
              @{agent.username}
            </Text>
            {agent.suspendedAt ? (
              <Badge ms="2" colorPalette="red" data-testid="agent-suspended-badge">
                {t('agents.suspendedBadge')}
              </Badge>
            ) : null}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate lang="en">
            {agent.email}
          </Text>
        </Box>
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, auto)' }} columnGap="6" rowGap="2" fontSize="sm">
          <Amount label={t('agents.wallet')} value={pkr(agent.walletBalanceInPkr)} testId="agent-wallet" />
          <Amount label={t('agents.creditLimit')} value={pkr(agent.creditLimitInPkr)} testId="agent-credit" />
          <Amount label={t('agents.available')} value={pkr(agent.availableInPkr)} testId="agent-available" />
          <Amount label={t('agents.earnings')} value={pkr(agent.earningsBalanceInPkr)} testId="agent-earnings" />
          <Amount label={t('agents.commission')} value={agent.commissionPercent == null ? t('agents.commissionDefault') : `${agent.commissionPercent}%`} testId="agent-commission" />
        </Grid>
      </Stack>
      <HStack mt="2" gap="2" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => toggle('credit')} data-testid="agent-edit-credit">
          {t('agents.editCredit')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => toggle('commission')} data-testid="agent-edit-commission">
          {t('agents.editCommission')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => toggle('statement')} data-testid="agent-open-statement">
          {open === 'statement' ? t('agents.hideStatement') : t('agents.statement')}
        </Button>
        <Button size="xs" variant="outline" colorPalette={agent.suspendedAt ? 'brand' : 'red'} onClick={() => setConfirming(true)} data-testid="agent-suspend">
          {agent.suspendedAt ? t('agents.reactivate') : t('agents.suspend')}
        </Button>
      </HStack>
      <ConfirmSuspension agent={agent} open={confirming} onClose={() => setConfirming(false)} />
      {open === 'credit' && (
        <Box mt="3">
          <CreditLimitForm agent={agent} onDone={() => setOpen(null)} />
        </Box>
      )}
      {open === 'commission' && (
        <Box mt="3">
          <CommissionForm agent={agent} onDone={() => setOpen(null)} />
        </Box>
      )}
      {open === 'statement' && (
        <Box mt="3">
          <StatementPanel agentId={agent.id} />
        </Box>
      )}
    </Box>
  );
}

/** Agents newest first, a page at a time. */
export default function AdminAgents() {
  const { t } = useTranslation(admin);
  const [offset, setOffset] = useState(0);
  const { data, error } = useQuery(AgentAccountsQuery, { variables: { pagination: { limit: AGENTS_PAGE_SIZE, offset } }, fetchPolicy: 'cache-and-network' });
  const page = data?.agentAccounts;
  if (error) return <Text role="alert">{errorMessage(error, t('agents.loadFailed'))}</Text>;
  if (!page) return <Skeleton height="24" />;
  return (
    <Stack gap="3" data-testid="admin-agents">
      {page.items.length === 0 ? (
        <Text color="fg.muted">{t('agents.none')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {page.items.map((a) => (
            <AgentRow key={a.id} agent={a} />
          ))}
        </Stack>
      )}
      {(offset > 0 || page.hasMore) && (
        <HStack justify="space-between">
          <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - AGENTS_PAGE_SIZE))}>
            {t('agents.previous')}
          </Button>
          <Button size="sm" variant="outline" disabled={!page.hasMore} onClick={() => setOffset(offset + AGENTS_PAGE_SIZE)}>
            {t('agents.next')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
