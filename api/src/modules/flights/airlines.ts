import type { Knex } from '@mikro-orm/postgresql';
import Big from 'big.js';
import type { Config } from '../../config.js';
import type { Log, ServiceContext } from '../../core/context.js';
import type { AirlineProvider } from './airline.js';
import { DuffelAirline } from './duffel.js';
import { SandboxAirline } from './sandbox-airline.js';

// One airline provider per running app, keyed on the app's config: Duffel when DUFFEL_ACCESS_TOKEN is set, else the
// offline sandbox airline (whose orders live in its own table, reached over the pool, never inside our transactions,
// as an outside system's would be).

const airlines = new WeakMap<Config, AirlineProvider>();

// units of a currency per 1 PKR (the currency table's rates), for a provider that prices in another currency
let rates = new Map<string, string>();
export function setAirlineRates(next: Map<string, string>): void {
  rates = next;
}
function rateOf(currency: string): Big {
  const rate = currency === 'PKR' ? '1' : rates.get(currency);
  if (!rate) throw new Error(`No exchange rate for ${currency}`);
  return new Big(rate);
}

export function createAirline(config: Config, knex: () => Knex, log: Log): AirlineProvider {
  const duffel = config.flights.duffel;
  if (duffel) {
    return new DuffelAirline({
      accessToken: duffel.accessToken,
      toPkr: (amount, currency) => new Big(amount).div(rateOf(currency)).round(2, Big.roundHalfUp).toFixed(2),
      fromPkr: (pkr, currency) => new Big(pkr).times(rateOf(currency)).round(2, Big.roundHalfUp).toFixed(2),
      log,
    });
  }
  return new SandboxAirline({ knex });
}

/** Builds the app's airline at start (tests may pass their own). */
export function installAirline(config: Config, knex: () => Knex, log: Log, airline: AirlineProvider = createAirline(config, knex, log)): void {
  airlines.set(config, airline);
}

export function airlineOf(ctx: ServiceContext): AirlineProvider {
  let airline = airlines.get(ctx.config);
  // a context built outside the app (a script, a test): its own, on the context's pool
  if (!airline) {
    const em = ctx.em;
    airline = createAirline(ctx.config, () => em.getKnex(), ctx.log);
    airlines.set(ctx.config, airline);
  }
  return airline;
}
