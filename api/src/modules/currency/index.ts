import type { Feature } from '../feature.js';
import { Currency } from './currency.entity.js';
import { CurrencyResolver } from './currency.resolver.js';
import { currencyRestRoutes } from './currency.routes.js';
import { RatesRefresher } from './rates.js';

// Currencies and their rates to PKR, refreshed from RATES_URL when it is set.
export const currency: Feature = {
  name: 'currency',
  entities: [Currency],
  resolvers: [CurrencyResolver],
  restRoutes: currencyRestRoutes,
  background: (deps) => new RatesRefresher(deps.orm, deps.config.ratesUrl, deps.log),
};
