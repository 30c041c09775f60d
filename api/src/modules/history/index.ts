import type { Feature } from '../feature.js';
import { BookingEvent } from './booking-event.entity.js';
import { HistoryResolver } from './history.resolver.js';
import { historyRestRoutes } from './history.routes.js';

// The booking's history (issue 37): every event of a booking, who did it and when; the booking page, the API and the
// super admin's search read it. Events are written by recordBookingEvent (record.ts) where they happen, and by the
// history's settlement step (payments and refunds: settlement.ts).
export const history: Feature = {
  name: 'history',
  entities: [BookingEvent],
  resolvers: [HistoryResolver],
  restRoutes: historyRestRoutes,
};
