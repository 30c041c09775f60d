import { useMutation } from '@apollo/client/react';
import { MyEarningsQuery, MyPayoutsQuery, RequestPayoutMutation, SetAgentCommissionMutation } from './walletOperations';

/** Requests a payout of earnings; the earnings figures and the payouts list are asked again (both moved). */
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
