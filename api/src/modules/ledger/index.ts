import type { Feature } from '../feature.js';
import { booksCheckJob } from './books-check.js';
import { JournalEntry, JournalLine, LedgerAccount } from './ledger.entity.js';
import { CommissionDue, Payout } from './payout.entity.js';
import { PayoutsResolver } from './payouts.resolver.js';
import { payoutRestRoutes } from './payouts.routes.js';
import { commissionJob } from './postings.js';
import { StatementsResolver } from './statements.resolver.js';
import { registerStatementRoutes } from './statements.routes.js';
import { WalletResolver } from './wallet.resolver.js';
import { walletRestRoutes } from './wallet.routes.js';

// The double-entry books: wallets and credit lines, commission, payouts, statements and the nightly books check.
// (What posts to them when money moves is the settlement pipeline: modules/settlement.ts.)
export const ledger: Feature = {
  name: 'ledger',
  entities: [LedgerAccount, JournalEntry, JournalLine, Payout, CommissionDue],
  resolvers: [WalletResolver, PayoutsResolver, StatementsResolver],
  restRoutes: [...walletRestRoutes, ...payoutRestRoutes],
  routes: (app, { deps, viewerFor }) => registerStatementRoutes(app, deps, viewerFor),
  jobs: (config) => [commissionJob(config?.payments.commissionSweepSeconds), booksCheckJob()],
};
