import type { Feature } from '../feature.js';
import { CustomerQuote, CustomerQuoteItem } from './quote.entity.js';
import { QuotesResolver } from './quotes.resolver.js';
import { quoteRestRoutes } from './quotes.routes.js';
import { QuoteChange } from './quotes.types.js';

// Quotes for customers (issue 39): built by an agency, shared by link (/q/<token>) and WhatsApp, accepted by the customer.
export const quotes: Feature = {
  name: 'quotes',
  entities: [CustomerQuote, CustomerQuoteItem],
  resolvers: [QuotesResolver],
  restRoutes: quoteRestRoutes,
  // the 409's extensions.changes of acceptPublicQuote
  graphqlTypes: [QuoteChange],
};
