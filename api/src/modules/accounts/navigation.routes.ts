import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { safeReturnPath } from '../../rules/accounts.js';
import { fromOwnOrigin } from '../../security/csrf.js';
import { clearSessionCookie, sessionToken } from './session-cookies.js';
import { endSession } from './session.service.js';

// Shown when GET /api/logout comes from another site (a link, an <img>, a frame): that must not end the session, so
// the user confirms with a button. No script (the CSP forbids inline script) and no external assets.
export const LOGOUT_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log out of Safarnama</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f7f8;color:#1a1a1a}
main{background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:2rem;max-width:24rem;text-align:center}
button{font:inherit;padding:.6rem 1.4rem;border:0;border-radius:8px;background:#0f766e;color:#fff;cursor:pointer}
a{display:block;margin-top:1rem;color:#0f766e}
</style>
</head>
<body>
<main>
<h1>Log out of Safarnama?</h1>
<form method="post" action="/api/logout"><button type="submit">Log out</button></form>
<a href="/">Stay signed in</a>
</main>
</body>
</html>
`;

const FORM = 'application/x-www-form-urlencoded';

// Browser navigations (spec point 7): GET /api/login sends to the sign-in page keeping a safe return path,
// GET /api/logout ends the session and goes home. SameSite=Lax keeps cross-site subresources from carrying the cookie,
// but a top-level cross-site link still carries it, so GET /api/logout also checks where the navigation came from.
export function registerNavigationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: { next?: string; returnTo?: string } }>('/api/login', async (req, reply) => {
    const next = safeReturnPath(req.query.next ?? req.query.returnTo);
    return reply.redirect(next === '/' ? '/auth' : `/auth?next=${encodeURIComponent(next)}`, 302);
  });
  // Only a navigation from our own pages (or a typed URL) ends the session; from anywhere else, the confirm page.
  app.get('/api/logout', async (req, reply) => {
    if (!fromOwnOrigin(req, { typed: true })) {
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(LOGOUT_PAGE);
    }
    await endSession(deps.orm.em.fork(), sessionToken(req));
    clearSessionCookie(reply, req, deps.config);
    return reply.redirect('/', 302);
  });
  // The confirm page's form posts an empty form body; the CSRF guard only lets it through from our own origin
  // (SAME_ORIGIN_FORM_WRITES), and every other route still refuses form bodies (415, or 403 first from the guard).
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (req, _body, done) => {
    if (req.url === '/api/logout') return done(null, {});
    done(Object.assign(new Error(`Unsupported Media Type: ${FORM}`), { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }), undefined);
  });
}

/** POST /api/logout from the confirm page's form: where to go afterwards (a JSON caller gets JSON instead). */
export function isFormPost(req: FastifyRequest): boolean {
  return String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === FORM;
}
