import { bookingRestRoutes } from '../modules/bookings/bookings.routes.js';
import { travelRestRoutes } from '../modules/travel/travel.routes.js';
import { catalogueRestRoutes } from '../modules/catalogue/catalogue.routes.js';
import { visaRestRoutes } from '../modules/visa/visa.routes.js';
import { paymentRestRoutes } from '../modules/payments/payments.routes.js';
import { walletRestRoutes } from '../modules/ledger/wallet.routes.js';
import { payoutRestRoutes } from '../modules/ledger/payouts.routes.js';
import { notificationRestRoutes } from '../modules/notifications/notifications.routes.js';
import { asText, fieldsOf } from './body.js';
import type { RestRoute } from './facade.js';
import { isFormPost } from './navigation.js';

const USER = 'id username email firstName lastName role profileImageUrl createdAt';

// Only the named fields of a JSON body, as text (rest/body.ts). A missing required field becomes '' so that valibot
// answers with the spec's message ('Username is required') rather than GraphQL's type error.
export function pick(body: unknown, required: string[], optional: string[] = []): Record<string, unknown> {
  const source = fieldsOf(body) ?? {};
  const out: Record<string, unknown> = {};
  for (const key of [...required, ...optional]) {
    const value = asText(source[key]);
    if (value !== undefined) out[key] = value;
    else if (required.includes(key)) out[key] = '';
  }
  return out;
}

// The spec's /api/* calls. Each runs one GraphQL operation and returns the spec's JSON shape.
export const restRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/currencies',
    document: 'query RestCurrencies { currencies { code name symbol rate isBase } }',
    respond: (data) => data.currencies,
  },
  {
    method: 'GET',
    url: '/api/user',
    document: `query RestUser { me { ${USER} } }`,
    respond: (data, _req, reply) => data.me ?? reply.code(401).send({ message: 'Not signed in', code: 'UNAUTHENTICATED' }),
  },
  {
    method: 'POST',
    url: '/api/login',
    document: `mutation RestLogin($input: LoginInput!) { login(input: $input) { ${USER} } }`,
    variables: (req) => ({ input: pick(req.body, ['username', 'password']) }),
    respond: (data) => data.login,
  },
  {
    method: 'POST',
    url: '/api/register',
    document: `mutation RestRegister($input: RegisterInput!) { register(input: $input) { ${USER} } }`,
    variables: (req) => ({ input: pick(req.body, ['username', 'email', 'password', 'firstName', 'lastName'], ['role']) }),
    respond: (data) => data.register,
    status: 201,
  },
  {
    method: 'POST',
    url: '/api/logout',
    document: 'mutation RestLogout { logout }',
    // the logout confirm page's form goes home afterwards; fetch callers get JSON
    respond: (_data, req, reply) => (isFormPost(req) ? reply.redirect('/', 303) : { message: 'Logged out' }),
  },
  ...travelRestRoutes,
  ...catalogueRestRoutes,
  ...bookingRestRoutes,
  ...visaRestRoutes,
  ...paymentRestRoutes,
  ...walletRestRoutes,
  ...payoutRestRoutes,
  ...notificationRestRoutes,
];
