import type { Feature } from '../feature.js';
import { TravelResolver } from './travel.resolver.js';
import { travelRestRoutes } from './travel.routes.js';
import { installTravelProvider, warmUpTravelData } from './travel.service.js';

// Flights and provider hotels through the travel data provider (Travelpayouts, or the offline sandbox).
export const travel: Feature = {
  name: 'travel',
  resolvers: [TravelResolver],
  restRoutes: travelRestRoutes,
  // the provider lives as long as the app: it logs with the app's logger, not a request's
  install: (deps) => installTravelProvider(deps.config, deps.log),
  // the offline airport index takes about half a second to build: once serving, not on the first search
  background: () => ({ start: () => setImmediate(warmUpTravelData), stop: () => {} }),
};
