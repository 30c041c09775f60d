import type { FastifyReply, FastifyRequest } from 'fastify';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Writes authorised by a secret in the URL, not by cookies: a forged cross-site request cannot know the secret, so
// there is nothing to ride on. PUT /api/objects/upload/<token> carries a raw image body (no JSON possible) and its
// single-use token is the whole authorisation.
export const TOKEN_AUTHORISED_WRITES: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'PUT', path: /^\/api\/objects\/upload\/[A-Za-z0-9_-]+$/ },
  // payment gateways' webhooks (JazzCash may post a form): authorised by the gateway's signature over the body
  { method: 'POST', path: /^\/api\/payments\/webhooks\/[a-z]+$/ },
];

// Cookie-authenticated writes that a plain HTML form must be able to make: the logout page (GET /api/logout opened
// from another site) can only POST a form, since the CSP forbids inline script. They are accepted only when the
// browser says the form was on our own origin.
export const SAME_ORIGIN_FORM_WRITES: ReadonlyArray<{ method: string; path: RegExp }> = [{ method: 'POST', path: /^\/api\/logout$/ }];

/**
 * Whether the browser says this request comes from a page of our own origin: `Sec-Fetch-Site: same-origin` (or
 * `none`, a URL typed or bookmarked, when `typed` is allowed), else, from browsers that do not send Sec-Fetch-*, an
 * `Origin` or `Referer` naming our own host. A request that says nothing is not ours.
 */
export function fromOwnOrigin(req: FastifyRequest, opts: { typed?: boolean } = {}): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') return site === 'same-origin' || (opts.typed === true && site === 'none');
  const source = req.headers.origin ?? req.headers.referer;
  if (typeof source !== 'string' || !URL.canParse(source)) return false;
  const from = new URL(source);
  // our host as the browser would write it (default port dropped for the source's scheme)
  const ours = URL.canParse(`${from.protocol}//${req.host}`) ? new URL(`${from.protocol}//${req.host}`).host : undefined;
  return (from.protocol === 'http:' || from.protocol === 'https:') && from.host === ours;
}

/**
 * CSRF defence for cookie-authenticated writes on /api/*: a cross-site form or a no-cors fetch can only send
 * form-encoded, multipart or text/plain bodies without custom headers, so a write must carry a JSON content type
 * or the `x-requested-with` header (which forces a CORS preflight that this server never grants).
 * /graphql has Apollo's csrfPrevention.
 */
export async function csrfGuard(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!WRITES.has(req.method) || !req.url.startsWith('/api/')) return;
  if (TOKEN_AUTHORISED_WRITES.some((w) => w.method === req.method && w.path.test(req.url))) return;
  if (SAME_ORIGIN_FORM_WRITES.some((w) => w.method === req.method && w.path.test(req.url)) && fromOwnOrigin(req)) return;
  // bearer-token callers send no cookies, so there is nothing to forge
  if (req.headers.authorization?.startsWith('Bearer ')) return;
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type === 'application/json' || req.headers['x-requested-with']) return;
  return reply.code(403).send({
    message: 'Cross-site request refused: send JSON (Content-Type: application/json) or an X-Requested-With header',
    code: 'FORBIDDEN',
  });
}
