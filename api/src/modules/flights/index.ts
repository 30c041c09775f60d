import type { Feature } from '../feature.js';
import { AirlineEvent, FlightOrder, SandboxAirlineOrderRow } from './flight-order.entity.js';

// Flights sold for real (issue 35): offers priced again, orders (instant or held), tickets issued once the money is
// in, cancellations through a quote, airline-initiated changes; through the sandbox airline or Duffel.
export const flights: Feature = {
  name: 'flights',
  entities: [FlightOrder, AirlineEvent, SandboxAirlineOrderRow],
};
