import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { WorkspaceResolver } from '../modules/agent/workspace.resolver.js';
import { AccountsResolver } from '../modules/accounts/accounts.resolver.js';
import { AgencyResolver } from '../modules/agency/agency.resolver.js';
import { CatalogueResolver } from '../modules/catalogue/catalogue.resolver.js';
import { AnalyticsResolver, BookingsResolver } from '../modules/bookings/bookings.resolver.js';
import { CurrencyResolver } from '../modules/currency/currency.resolver.js';
import { PaymentsResolver } from '../modules/payments/payments.resolver.js';
import { PaymentInvoiceResolver, RefundCreditNoteResolver } from '../modules/documents/invoice.resolver.js';
import { WalletResolver } from '../modules/ledger/wallet.resolver.js';
import { StatementsResolver } from '../modules/ledger/statements.resolver.js';
import { VoucherResolver } from '../modules/documents/voucher.resolver.js';
import { PayoutsResolver } from '../modules/ledger/payouts.resolver.js';
import { MailResolver } from '../modules/mail/mail.resolver.js';
import { NotificationsResolver } from '../modules/notifications/notifications.resolver.js';
import { ApiKeyResolver } from '../modules/partner/api-key.resolver.js';
import { TravelResolver } from '../modules/travel/travel.resolver.js';
import { VisaApplicationResolver, VisaOfferResolver } from '../modules/visa/visa.resolver.js';
import { authChecker } from './auth.js';
import { guardTextArguments, validateFn } from './validation.js';

// Every resolver of the API. A module adds its resolvers here.
export const resolvers: NonEmptyArray<Function> = [
  CurrencyResolver,
  AccountsResolver,
  ApiKeyResolver,
  TravelResolver,
  CatalogueResolver,
  BookingsResolver,
  AnalyticsResolver,
  WorkspaceResolver,
  VisaOfferResolver,
  VisaApplicationResolver,
  PaymentsResolver,
  PaymentInvoiceResolver,
  RefundCreditNoteResolver,
  WalletResolver,
  PayoutsResolver,
  StatementsResolver,
  AgencyResolver,
  NotificationsResolver,
  VoucherResolver,
  MailResolver,
];

let cached: Promise<GraphQLSchema> | undefined;

export function buildAppSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({ resolvers, validate: false, validateFn, authChecker, authMode: 'error' }).then(guardTextArguments);
  return cached;
}
