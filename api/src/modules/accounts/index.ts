import type { Feature } from '../feature.js';
import { AccountsResolver } from './accounts.resolver.js';
import { accountRestRoutes } from './accounts.routes.js';
import { accountsSeeder } from './accounts.seed.js';
import { ensureAdmin } from './accounts.service.js';
import { LoginDevice } from './device.entity.js';
import { registerNavigationRoutes } from './navigation.routes.js';
import { sessionToken, sessionViewer } from './session-cookies.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

// Users, sign-in and sessions (the session cookie is how a browser caller is recognised), the configured admin.
export const accounts: Feature = {
  name: 'accounts',
  entities: [User, Session, LoginDevice],
  resolvers: [AccountsResolver],
  restRoutes: accountRestRoutes,
  routes: (app, { deps }) => registerNavigationRoutes(app, deps),
  seeders: [accountsSeeder],
  identity: { sessionToken, sessionViewer },
  prepare: async (orm, config, log) => {
    if (!config.admin) return;
    await ensureAdmin(orm.em.fork(), config.admin.username, config.admin.password, new Date());
    log.info({ username: config.admin.username }, 'super admin ensured');
  },
};
