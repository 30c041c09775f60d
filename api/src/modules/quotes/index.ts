import type { Feature } from '../feature.js';
import { CustomerQuote, CustomerQuoteItem } from './quote.entity.js';

// Quotes for customers (issue 39): built by an agency, shared by link (/q/<token>) and WhatsApp, accepted by the customer.
export const quotes: Feature = {
  name: 'quotes',
  entities: [CustomerQuote, CustomerQuoteItem],
};
