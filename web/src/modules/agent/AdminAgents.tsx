import { useQuery } from '@apollo/client/react';
import { MAX_CREDIT_LIMIT_IN_PKR, readAmount } from '@rules/wallet.js';
import { Badge, Box, Button, Dialog, Grid, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import * as v from 'valibot';
import { errorMessage, validateWith } from '../../ui/form';
import { TextField } from '../../ui/formFields';
import { toast } from '../../ui/toaster';
import { StatementPanel } from './StatementPanel';
import { useSetAgentCommission, useSetAgentCreditLimit, useSetAgentSuspended } from './useAgentMoney';
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
      v.check((s) => s === '' || (/^\d{1,3}(\.\d{1,2})?$/.test(s) && Number(s) <= 100), 'Commission must be a percentage from 0 to 100 with at most 2 decimals'),
    ),
  ),
});
const validateCommission = validateWith(CommissionSchema);

export const CreditLimitSchema = v.object({
  amountInPkr: v.pipe(
    v.string('Credit limit is required'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const read = readAmount(dataset.value, { allowZero: true, max: MAX_CREDIT_LIMIT_IN_PKR });
      if ('error' in read) addIssue({ message: read.error });
    }),
  ),
});
const validateCredit = validateWith(CreditLimitSchema);

function CreditLimitForm({ agent, onDone }: { agent: Agent; onDone: () => void }) {
  const [setLimit] = useSetAgentCreditLimit();
  return (
    <Form<{ amountInPkr: string }>
      initialValues={{ amountInPkr: agent.creditLimitInPkr }}
      validate={validateCredit}
      onSubmit={async ({ amountInPkr }) => {
        const read = readAmount(amountInPkr, { allowZero: true, max: MAX_CREDIT_LIMIT_IN_PKR });
        if ('error' in read) return { amountInPkr: read.error };
        try {
          await setLimit({ variables: { agentId: agent.id, amountInPkr: read.amount } });
          toast('Credit limit saved', `${agent.username}: ${pkr(read.amount)}`, 'success');
          onDone();
          return undefined;
        } catch (err) {
          return { amountInPkr: errorMessage(err, 'Could not save the credit limit.') };
        }
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={`Credit limit of ${agent.username}`}>
          <HStack align="end" gap="2" maxW="md">
            <TextField name="amountInPkr" label="Credit limit (PKR, 0: none)" autoComplete="off" testId="agent-credit-input" />
            <Button type="submit" size="sm" colorPalette="brand" loading={submitting} mb="1" data-testid="agent-credit-save">
              Save
            </Button>
          </HStack>
        </form>
      )}
    />
  );
}

type Agent = {
  id: string;
  username: string;
  email: string;
  agencyName: string;
  walletBalanceInPkr: string;
  creditLimitInPkr: string;
  availableInPkr: string;
  earningsBalanceInPkr: string;
  commissionPercent?: string | null;
  suspendedAt?: unknown;
};

/** Asks before suspending (or reactivating) an agent, and says what it means. */
function ConfirmSuspension({ agent, open, onClose }: { agent: Agent; open: boolean; onClose: () => void }) {
  const [setSuspended, { loading }] = useSetAgentSuspended();
  const suspend = !agent.suspendedAt;
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="agent-suspend-dialog">
            <Dialog.Header>
              <Dialog.Title>{suspend ? `Suspend ${agent.username}?` : `Reactivate ${agent.username}?`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {suspend
                  ? 'The agent is signed out everywhere and cannot sign in or use its API keys until reactivated. Its wallet, earnings and bookings stay as they are.'
                  : 'The agent can sign in and use its API keys again.'}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                colorPalette={suspend ? 'red' : 'brand'}
                loading={loading}
                data-testid="agent-suspend-confirm"
                onClick={async () => {
                  try {
                    await setSuspended({ variables: { agentId: agent.id, suspended: suspend } });
                    toast(suspend ? 'Agent Suspended' : 'Agent Reactivated', `${agent.username} ${suspend ? 'can no longer sign in.' : 'can sign in again.'}`, 'success');
                    onClose();
                  } catch (err) {
                    toast('Error', errorMessage(err, 'Could not change the agent’s status.'), 'error');
                  }
                }}
              >
                {suspend ? 'Suspend' : 'Reactivate'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CommissionForm({ agent, onDone }: { agent: Agent; onDone: () => void }) {
  const [setCommission] = useSetAgentCommission();
  return (
    <Form<{ percent?: string }>
      initialValues={{ percent: agent.commissionPercent ?? '' }}
      validate={validateCommission}
      onSubmit={async ({ percent }) => {
        const value = percent?.trim() ? percent.trim() : null;
        try {
          await setCommission({ variables: { agentId: agent.id, percent: value } });
          toast('Commission saved', value === null ? `${agent.username}: the platform default` : `${agent.username}: ${value}%`, 'success');
          onDone();
          return undefined;
        } catch (err) {
          return { percent: errorMessage(err, 'Could not save the commission.') };
        }
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={`Commission of ${agent.username}`}>
          <HStack align="end" gap="2" maxW="md">
            <TextField name="percent" label="Commission % (empty: default)" autoComplete="off" testId="agent-commission-input" />
            <Button type="submit" size="sm" colorPalette="brand" loading={submitting} mb="1" data-testid="agent-commission-save">
              Save
            </Button>
          </HStack>
        </form>
      )}
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
  const [open, setOpen] = useState<'credit' | 'commission' | 'statement' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const toggle = (what: 'credit' | 'commission' | 'statement') => setOpen(open === what ? null : what);
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid="admin-agent-row">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <Box minW="0">
          <Text fontWeight="semibold">
            {agent.agencyName} <Text as="span" color="fg.muted" fontWeight="normal">@{agent.username}</Text>
            {agent.suspendedAt ? (
              <Badge ms="2" colorPalette="red" data-testid="agent-suspended-badge">
                Suspended
              </Badge>
            ) : null}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {agent.email}
          </Text>
        </Box>
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, auto)' }} columnGap="6" rowGap="2" fontSize="sm">
          <Amount label="Wallet" value={pkr(agent.walletBalanceInPkr)} testId="agent-wallet" />
          <Amount label="Credit limit" value={pkr(agent.creditLimitInPkr)} testId="agent-credit" />
          <Amount label="Available" value={pkr(agent.availableInPkr)} testId="agent-available" />
          <Amount label="Earnings" value={pkr(agent.earningsBalanceInPkr)} testId="agent-earnings" />
          <Amount label="Commission" value={agent.commissionPercent == null ? 'default' : `${agent.commissionPercent}%`} testId="agent-commission" />
        </Grid>
      </Stack>
      <HStack mt="2" gap="2" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => toggle('credit')} data-testid="agent-edit-credit">
          Edit credit limit
        </Button>
        <Button size="xs" variant="outline" onClick={() => toggle('commission')} data-testid="agent-edit-commission">
          Edit commission
        </Button>
        <Button size="xs" variant="outline" onClick={() => toggle('statement')} data-testid="agent-open-statement">
          {open === 'statement' ? 'Hide statement' : 'Statement'}
        </Button>
        <Button size="xs" variant="outline" colorPalette={agent.suspendedAt ? 'brand' : 'red'} onClick={() => setConfirming(true)} data-testid="agent-suspend">
          {agent.suspendedAt ? 'Reactivate' : 'Suspend'}
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
  const [offset, setOffset] = useState(0);
  const { data, error } = useQuery(AgentAccountsQuery, { variables: { pagination: { limit: AGENTS_PAGE_SIZE, offset } }, fetchPolicy: 'cache-and-network' });
  const page = data?.agentAccounts;
  if (error) return <Text role="alert">{errorMessage(error, 'Could not load the agents.')}</Text>;
  if (!page) return <Skeleton height="24" />;
  return (
    <Stack gap="3" data-testid="admin-agents">
      {page.items.length === 0 ? (
        <Text color="fg.muted">No B2B agents yet.</Text>
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
            Previous
          </Button>
          <Button size="sm" variant="outline" disabled={!page.hasMore} onClick={() => setOffset(offset + AGENTS_PAGE_SIZE)}>
            Next
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
