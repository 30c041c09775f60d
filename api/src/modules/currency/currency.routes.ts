import type { RestRoute } from '../../rest/facade.js';

// GET /api/currencies: every currency with its rate to PKR (the spec's shape).
export const currencyRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/currencies',
    document: 'query RestCurrencies { currencies { code name symbol rate isBase } }',
    respond: (data) => data.currencies,
  },
];
