import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.js';
import { features, identity, installSettlement, restRoutes } from './features.js';
import { handleErrors } from './http/errors.js';
import { type GraphQLHooks, registerGraphQL } from './http/graphql.js';
import { registerHealth, registerPages, registerSandboxPage, webApp } from './http/pages.js';
import { createServer, type ProtectionHooks, registerProtection } from './http/protection.js';
import { registerRestRoutes } from './rest/facade.js';
import { callerHook } from './security/caller.js';
import { registerIdempotency } from './security/idempotency.js';

export { BODY_LIMIT } from './http/protection.js';

// Test seams: extra Apollo plugins (e.g. one that counts executions); the slow-client bounds made small.
export type AppHooks = GraphQLHooks & ProtectionHooks;

/**
 * The HTTP app, in the order a request meets it: protection (path, slow clients, drain, headers, compression, CSRF),
 * the sandbox page, the caller (API key or session, rate limits), idempotency keys (registered before the routes that
 * inherit them), then GraphQL, the REST facade, each feature's own routes, the health checks and the web app. The
 * features (modules/index.ts, read through features.ts) bring their parts; nothing here names one.
 */
export async function buildApp(deps: AppDeps, hooks: AppHooks = {}): Promise<FastifyInstance> {
  // what happens when money arrives or leaves, in its order (modules/settlement.ts)
  installSettlement();
  const uninstall = features.map((f) => f.install?.(deps)).filter((stop) => typeof stop === 'function');

  const app = createServer(deps, hooks);
  await registerProtection(app, deps, hooks);
  const web = webApp(app, deps);
  registerSandboxPage(app, web);
  const caller = callerHook(deps, identity);
  app.addHook('onRequest', caller);
  app.addHook('onClose', caller.close);
  registerIdempotency(app, deps);
  app.addHook('onClose', async () => uninstall.forEach((stop) => stop()));
  handleErrors(app);

  const graphql = await registerGraphQL(app, deps, hooks, identity);
  registerRestRoutes(app, graphql.apollo, restRoutes, graphql.makeContext);
  for (const f of features) await f.routes?.(app, { deps, ...graphql });
  registerHealth(app, deps);
  await registerPages(app, deps, web, graphql, identity);
  return app;
}
