import auth from './auth';
import common from './common';
import home from './home';
import shell from './shell';
import search from './search';

import type { Strings as hotelsStrings } from './hotels';
import type { Strings as flightsStrings } from './flights';
import type { Strings as flightOrdersStrings } from './flightOrders';
import type { Strings as transportStrings } from './transport';
import type { Strings as bookingStrings } from './booking';
import type { Strings as catalogueStrings } from './catalogue';
import type { Strings as packagesStrings } from './packages';
import type { Strings as visaStrings } from './visa';
import type { Strings as paymentsStrings } from './payments';
import type { Strings as vouchersStrings } from './vouchers';
import type { Strings as joinStrings } from './join';
import type { Strings as dashboardStrings } from './dashboard';
import type { Strings as notificationsStrings } from './notifications';
import type { Strings as agentStrings } from './agent';
import type { Strings as manageStrings } from './manage';
import type { Strings as staffStrings } from './staff';
import type { Strings as visaDeskStrings } from './visaDesk';
import type { Strings as adminStrings } from './admin';
import type { Strings as developersStrings } from './developers';
import type { Strings as umrahStrings } from './umrah';
import type { Strings as deadlinesStrings } from './deadlines';
import type { Strings as afterSaleStrings } from './afterSale';
import type { Strings as networkStrings } from './network';
import type { Strings as quotesStrings } from './quotes';

// The English catalogue, one namespace per area: the source every other language translates.
const en = { common, shell, home, auth, search };
export default en;

type Strings<T> = T extends string ? string : T extends ReadonlyArray<infer U> ? ReadonlyArray<Strings<U>> : { [K in keyof T]: Strings<T[K]> };
/** A catalogue with English's namespaces and keys (plural forms aside: each language has its own). */
export type Catalogue = Strings<typeof en & Pages>;

/** The pages' namespaces: each one's English is in its page's chunk (see ../page.ts), so only its type is here. */
type Pages = {
  hotels: hotelsStrings;
  flights: flightsStrings;
  flightOrders: flightOrdersStrings;
  transport: transportStrings;
  booking: bookingStrings;
  catalogue: catalogueStrings;
  packages: packagesStrings;
  visa: visaStrings;
  payments: paymentsStrings;
  vouchers: vouchersStrings;
  join: joinStrings;
  dashboard: dashboardStrings;
  notifications: notificationsStrings;
  agent: agentStrings;
  manage: manageStrings;
  staff: staffStrings;
  visaDesk: visaDeskStrings;
  admin: adminStrings;
  developers: developersStrings;
  umrah: umrahStrings;
  deadlines: deadlinesStrings;
  afterSale: afterSaleStrings;
  network: networkStrings;
  quotes: quotesStrings;
};
