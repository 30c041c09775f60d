import { useMutation } from '@apollo/client/react';
import {
  MyEarningsQuery,
  MyPayoutsQuery,
  RequestPayoutMutation,
  SetAgentCommissionMutation,
  SetAgentCreditLimitMutation,
  SetAgentSuspendedMutation,
  TopUpWalletMutation,
} from './walletOperations';

/**
 * Requests a payout of earnings; the earnings figures and the payouts list are asked again (both moved). Refetched, not
 * computed: the figures (available, pending, paid out) are the server's sums over the ledger, which the payout's answer
 * does not carry, and the list's order and paging are the server's.
 */
export function useRequestPayout() {
  return useMutation(RequestPayoutMutation, { refetchQueries: [MyEarningsQuery, MyPayoutsQuery], awaitRefetchQueries: true });
}

/** The super admin sets (or clears, with null) an agent's commission; the agents list row shows the override at once. */
export function useSetAgentCommission() {
  return useMutation(SetAgentCommissionMutation, {
    update: (cache, { data }) => {
      if (!data) return;
      const id = cache.identify({ __typename: 'AgentAccount', id: data.setAgentCommission.agentId });
      if (id) cache.modify({ id, fields: { commissionPercent: () => data.setAgentCommission.commissionPercent ?? null } });
    },
  });
}

/** Starts a wallet top-up (the wallet moves only when the payment succeeds: nothing in the cache changes yet). */
export function useTopUpWallet() {
  return useMutation(TopUpWalletMutation);
}

/** The super admin sets an agent's credit limit; the agents list row shows the new limit and available funds at once. */
export function useSetAgentCreditLimit() {
  return useMutation(SetAgentCreditLimitMutation, {
    update: (cache, { data }) => {
      if (!data) return;
      const w = data.setAgentCreditLimit;
      const id = cache.identify({ __typename: 'AgentAccount', id: w.agentId });
      if (id) cache.modify({ id, fields: { creditLimitInPkr: () => w.creditLimitInPkr, availableInPkr: () => w.availableInPkr } });
    },
  });
}

/** The super admin suspends or reactivates an agent; the answer carries the row's id and suspendedAt, so Apollo's
 * normalised cache updates the agents list row by itself. */
export function useSetAgentSuspended() {
  return useMutation(SetAgentSuspendedMutation);
}
