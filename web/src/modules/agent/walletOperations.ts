import { graphql } from '../../gql';

// The agent's money (issue 17): statements, earnings and payouts; the super admin's agents list.

export const STATEMENT_PAGE_SIZE = 50;

export const WalletStatementQuery = graphql(`
  query WalletStatement($account: StatementAccount, $from: String, $to: String, $agentId: ID, $pagination: PaginationInput) {
    walletStatement(account: $account, from: $from, to: $to, agentId: $agentId, pagination: $pagination) {
      agentId agencyName account from to openingBalanceInPkr closingBalanceInPkr totalDebitsInPkr totalCreditsInPkr lineCount
      csvUrl xlsxUrl
      lines {
        hasMore limit offset
        items { id date time kind description bookingReference actorUsername debitInPkr creditInPkr balanceInPkr }
      }
    }
  }
`);

export const MyEarningsQuery = graphql(`
  query MyEarnings {
    myEarnings { balanceInPkr availableForPayoutInPkr pendingPayoutsInPkr }
  }
`);

export const MyPayoutsQuery = graphql(`
  query MyPayouts($pagination: PaginationInput) {
    myPayouts(pagination: $pagination) {
      hasMore
      items { id amountInPkr bankAccount status requestedAt decidedAt transferReference reason }
    }
  }
`);

export const RequestPayoutMutation = graphql(`
  mutation RequestPayout($amountInPkr: Decimal!, $bankAccount: String!) {
    requestPayout(amountInPkr: $amountInPkr, bankAccount: $bankAccount) { id amountInPkr bankAccount status requestedAt decidedAt transferReference reason }
  }
`);

export const AGENTS_PAGE_SIZE = 20;

export const AgentAccountsQuery = graphql(`
  query AgentAccounts($pagination: PaginationInput) {
    agentAccounts(pagination: $pagination) {
      hasMore offset
      items { id username email agencyName walletBalanceInPkr creditLimitInPkr availableInPkr earningsBalanceInPkr commissionPercent suspendedAt }
    }
  }
`);

export const SetAgentSuspendedMutation = graphql(`
  mutation SetAgentSuspended($agentId: ID!, $suspended: Boolean!) {
    setAgentSuspended(agentId: $agentId, suspended: $suspended) { id suspendedAt }
  }
`);

export const SetAgentCommissionMutation = graphql(`
  mutation SetAgentCommission($agentId: ID!, $percent: Decimal) {
    setAgentCommission(agentId: $agentId, percent: $percent) { agentId commissionPercent effectivePercent }
  }
`);

export const WalletQuery = graphql(`
  query Wallet {
    wallet { agentId balanceInPkr creditLimitInPkr availableInPkr reservedInPkr }
  }
`);

export const TopUpWalletMutation = graphql(`
  mutation TopUpWallet($method: PaymentMethod!, $amountInPkr: Decimal!) {
    topUpWallet(method: $method, amountInPkr: $amountInPkr) {
      payment { id status amountInPkr }
      redirectUrl
      formPost { url fields { name value } }
      instructions { bankName accountTitle iban reference amountInPkr payBy }
    }
  }
`);

export const SetAgentCreditLimitMutation = graphql(`
  mutation SetAgentCreditLimit($agentId: ID!, $amountInPkr: Decimal!) {
    setAgentCreditLimit(agentId: $agentId, amountInPkr: $amountInPkr) { agentId balanceInPkr creditLimitInPkr availableInPkr }
  }
`);
