import { accounts } from './accounts/index.js';
import { agency } from './agency/index.js';
import { agent } from './agent/index.js';
import { brand } from './brand/index.js';
import { amendments } from './amendments/index.js';
import { bookings } from './bookings/index.js';
import { catalogue } from './catalogue/index.js';
import { currency } from './currency/index.js';
import { documents } from './documents/index.js';
import type { Feature } from './feature.js';
import { flights } from './flights/index.js';
import { history } from './history/index.js';
import { ledger } from './ledger/index.js';
import { mail } from './mail/index.js';
import { network } from './network/index.js';
import { notifications } from './notifications/index.js';
import { partner } from './partner/index.js';
import { payments } from './payments/index.js';
import { quotes } from './quotes/index.js';
import { travel } from './travel/index.js';
import { umrah } from './umrah/index.js';
import { visa } from './visa/index.js';
import { webhooks } from './webhooks/index.js';

export type { Background, Feature, RouteWiring } from './feature.js';
export { installSettlement, SETTLEMENT_ORDER } from './settlement.js';

// Every feature of the app: the one place the infrastructure learns of them (api/src/features.ts reads this list).
// A new feature is its folder, with an index.ts exporting its Feature, plus one line here. The order is the order of
// the demo data (accounts, then the catalogue the bookings need, then visa).
export const features: readonly Feature[] = [
  currency,
  accounts,
  partner,
  agency,
  network,
  brand,
  travel,
  catalogue,
  bookings,
  flights,
  agent,
  visa,
  umrah,
  history,
  amendments,
  payments,
  ledger,
  notifications,
  documents,
  mail,
  webhooks,
  quotes,
];
