import type { ApolloCache } from '@apollo/client';
import { dropLists, dropRootFields, prependToLists, referenceTo } from '../../lib/cacheLists';

/**
 * A booking was made: it heads the caller's own lists (newest first). Which `sold` lists it belongs to (an agent
 * booking a package they sell) only the server knows, so those are dropped and refetch when next shown.
 */
export function addBooking(cache: ApolloCache, booking: unknown): void {
  prependToLists(cache, 'bookings', referenceTo(cache, booking), (args) => args.sold !== true);
  dropLists(cache, 'bookings', (args) => args.sold === true);
  dropBookingFigures(cache);
}

/**
 * The figures the server computes from bookings (a traveller's stats and loyalty tier, the admin overview, an agent's
 * earnings, activity and months): dropped, so each refetches only when a page shows it again.
 */
export function dropBookingFigures(cache: ApolloCache): void {
  dropRootFields(cache, 'analytics', 'agentStats', 'agentActivity', 'agentMonthly');
}
