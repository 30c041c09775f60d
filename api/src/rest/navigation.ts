import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { clearSessionCookie, endSession, sessionToken } from '../modules/accounts/session.service.js';
import { safeReturnPath } from '../rules/accounts.js';

// Browser navigations (spec point 7): GET /api/login sends to the sign-in page keeping a safe return path,
// GET /api/logout ends the session and goes home. SameSite=Lax keeps cross-site subresources from carrying the cookie.
export function registerNavigationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: { next?: string; returnTo?: string } }>('/api/login', async (req, reply) => {
    const next = safeReturnPath(req.query.next ?? req.query.returnTo);
    return reply.redirect(next === '/' ? '/auth' : `/auth?next=${encodeURIComponent(next)}`, 302);
  });
  app.get('/api/logout', async (req, reply) => {
    await endSession(deps.orm.em.fork(), sessionToken(req));
    clearSessionCookie(reply, req, deps.config);
    return reply.redirect('/', 302);
  });
}
