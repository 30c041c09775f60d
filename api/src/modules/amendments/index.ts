import type { Feature } from '../feature.js';
import { AmendmentOptionsResolver } from './amendment-options.resolver.js';
import { amendmentRestRoutes } from './amendments.routes.js';
import { AmendmentsResolver } from './amendments.resolver.js';
import { BookingQuote } from './booking-quote.entity.js';

// Changes after the sale (issue 37): amendment quotes (dates, travellers, names, rooms) and binding cancellation
// quotes, each priced, expiring, and confirmed with its money in one transaction.
export const amendments: Feature = {
  name: 'amendments',
  resolvers: [AmendmentOptionsResolver, AmendmentsResolver],
  restRoutes: amendmentRestRoutes,
  entities: [BookingQuote],
};
