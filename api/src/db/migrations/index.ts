import { Migration20261122000000Currencies } from './Migration20261122000000Currencies.js';
import { Migration20261122010000Users } from './Migration20261122010000Users.js';
import { Migration20261122010100Sessions } from './Migration20261122010100Sessions.js';
import { Migration20261122020000Catalogue } from './Migration20261122020000Catalogue.js';
import { Migration20261122040000ApiKeys } from './Migration20261122040000ApiKeys.js';
import { Migration20261122050000Bookings } from './Migration20261122050000Bookings.js';
import { Migration20261122060000AgentWorkspace } from './Migration20261122060000AgentWorkspace.js';
import { Migration20261127131300LoginThrottle } from './Migration20261127131300LoginThrottle.js';
import { Migration20261128120000Visa } from './Migration20261128120000Visa.js';
import { Migration20261201090000Payments } from './Migration20261201090000Payments.js';
import { Migration20261202090000BookingPayments } from './Migration20261202090000BookingPayments.js';
import { Migration20261203090000Ledger } from './Migration20261203090000Ledger.js';
import { Migration20261204090000WalletTopUps } from './Migration20261204090000WalletTopUps.js';
import { Migration20261205090000AgentSales } from './Migration20261205090000AgentSales.js';
import { Migration20261206090000Payouts } from './Migration20261206090000Payouts.js';
import { Migration20261207090000Reminders } from './Migration20261207090000Reminders.js';
import { Migration20261208090000Vouchers } from './Migration20261208090000Vouchers.js';
import { Migration20261208100000Invoices } from './Migration20261208100000Invoices.js';
import { Migration20261208110000Mail } from './Migration20261208110000Mail.js';
import { Migration20261208120000Notifications } from './Migration20261208120000Notifications.js';
import { Migration20261208130000AgencyStaff } from './Migration20261208130000AgencyStaff.js';
import { Migration20261208140000AccountSuspension } from './Migration20261208140000AccountSuspension.js';
import { Migration20261208150000Language } from './Migration20261208150000Language.js';
import { Migration20261210090000FlightOrders } from './Migration20261210090000FlightOrders.js';
import { Migration20261212090000PerBedPrices } from './Migration20261212090000PerBedPrices.js';
import { Migration20261212095000BookingRooms } from './Migration20261212095000BookingRooms.js';

// Listed explicitly (not globbed) so the same list works from src under Vitest and from dist in production.
// Each feature adds its migrations at the end, named Migration<yyyyMMddHHmmss><What>.
export const migrationsList = [
  { name: 'Migration20261122000000Currencies', class: Migration20261122000000Currencies },
  { name: 'Migration20261122010000Users', class: Migration20261122010000Users },
  { name: 'Migration20261122010100Sessions', class: Migration20261122010100Sessions },
  { name: 'Migration20261122020000Catalogue', class: Migration20261122020000Catalogue },
  { name: 'Migration20261122040000ApiKeys', class: Migration20261122040000ApiKeys },
  { name: 'Migration20261122050000Bookings', class: Migration20261122050000Bookings },
  { name: 'Migration20261122060000AgentWorkspace', class: Migration20261122060000AgentWorkspace },
  { name: 'Migration20261127131300LoginThrottle', class: Migration20261127131300LoginThrottle },
  { name: 'Migration20261128120000Visa', class: Migration20261128120000Visa },
  { name: 'Migration20261201090000Payments', class: Migration20261201090000Payments },
  { name: 'Migration20261202090000BookingPayments', class: Migration20261202090000BookingPayments },
  { name: 'Migration20261203090000Ledger', class: Migration20261203090000Ledger },
  { name: 'Migration20261204090000WalletTopUps', class: Migration20261204090000WalletTopUps },
  { name: 'Migration20261205090000AgentSales', class: Migration20261205090000AgentSales },
  { name: 'Migration20261206090000Payouts', class: Migration20261206090000Payouts },
  { name: 'Migration20261207090000Reminders', class: Migration20261207090000Reminders },
  { name: 'Migration20261208090000Vouchers', class: Migration20261208090000Vouchers },
  { name: 'Migration20261208100000Invoices', class: Migration20261208100000Invoices },
  { name: 'Migration20261208110000Mail', class: Migration20261208110000Mail },
  { name: 'Migration20261208120000Notifications', class: Migration20261208120000Notifications },
  { name: 'Migration20261208130000AgencyStaff', class: Migration20261208130000AgencyStaff },
  { name: 'Migration20261208140000AccountSuspension', class: Migration20261208140000AccountSuspension },
  { name: 'Migration20261208150000Language', class: Migration20261208150000Language },
  { name: 'Migration20261210090000FlightOrders', class: Migration20261210090000FlightOrders },
  { name: 'Migration20261212090000PerBedPrices', class: Migration20261212090000PerBedPrices },
  { name: 'Migration20261212095000BookingRooms', class: Migration20261212095000BookingRooms },
];
