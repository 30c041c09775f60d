import type { FastifyReply, FastifyRequest } from 'fastify';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Writes authorised by a secret in the URL, not by cookies: a forged cross-site request cannot know the secret, so
// there is nothing to ride on. PUT /api/objects/upload/<token> carries a raw image body (no JSON possible) and its
// single-use token is the whole authorisation.
export const TOKEN_AUTHORISED_WRITES: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'PUT', path: /^\/api\/objects\/upload\/[A-Za-z0-9_-]+$/ },
];

/**
 * CSRF defence for cookie-authenticated writes on /api/*: a cross-site form or a no-cors fetch can only send
 * form-encoded, multipart or text/plain bodies without custom headers, so a write must carry a JSON content type
 * or the `x-requested-with` header (which forces a CORS preflight that this server never grants).
 * /graphql has Apollo's csrfPrevention.
 */
export async function csrfGuard(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!WRITES.has(req.method) || !req.url.startsWith('/api/')) return;
  if (TOKEN_AUTHORISED_WRITES.some((w) => w.method === req.method && w.path.test(req.url))) return;
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
