import Big from 'big.js';
import type { Feature } from '../feature.js';
import { registerDuffelWebhook } from './airline-events.js';
import { installAirline, setAirlineRates } from './airlines.js';
import { installETicketAttachment, registerETicketRoute } from './eticket.service.js';
import { AirlineEvent, FlightOrder, SandboxAirlineOrderRow } from './flight-order.entity.js';
import { BookingFlightOrderResolver, FlightsResolver } from './flights.resolver.js';
import { flightRestRoutes } from './flights.routes.js';
import { installSeller } from './seller.js';
import { flightJobs } from './ticketing.js';

// Flights sold for real (issue 35): offers priced again, orders (instant or held), tickets issued once the money is
// in, cancellations through a quote, airline-initiated changes; through the sandbox airline or Duffel. Its step in the
// money's settlement is listed in modules/settlement.ts.
export const flights: Feature = {
  name: 'flights',
  entities: [FlightOrder, AirlineEvent, SandboxAirlineOrderRow],
  resolvers: [FlightsResolver, BookingFlightOrderResolver],
  restRoutes: flightRestRoutes,
  routes: async (app, { deps, viewerFor }) => {
    registerETicketRoute(app, deps, viewerFor);
    await registerDuffelWebhook(app, deps);
  },
  jobs: () => flightJobs(),
  install: (deps) => {
    installAirline(deps.config, () => deps.orm.em.getKnex(), deps.log);
    installETicketAttachment(deps);
    installSeller(deps.config);
  },
  background: (deps) => {
    // a provider pricing in another currency (Duffel) converts with the stored rates, read now and every 10 minutes
    const load = async () => {
      const rows = await deps.orm.em.fork().execute<{ code: string; rate: string }[]>('select code, rate from currency');
      setAirlineRates(new Map(rows.map((r) => [r.code, new Big(r.rate).toString()])));
    };
    let timer: NodeJS.Timeout | undefined;
    return {
      ready: () => load().catch((err: unknown) => deps.log.warn({ err }, 'flights: exchange rates not loaded')),
      start: () => {
        timer = setInterval(() => void load().catch(() => {}), 10 * 60_000);
        timer.unref();
      },
      stop: () => clearInterval(timer),
    };
  },
};
