import { Stack } from '@chakra-ui/react';
import { EarningsPanel } from './EarningsPanel';
import { StatementPanel } from './StatementPanel';

/** The agent dashboard's Wallet tab (issue 17): the statement of the wallet or earnings, and earnings with payouts. */
export function WalletTab() {
  return (
    <Stack gap="6" data-testid="wallet-tab">
      <StatementPanel />
      <EarningsPanel />
    </Stack>
  );
}
