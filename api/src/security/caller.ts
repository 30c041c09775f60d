import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { Viewer } from '../graphql/context.js';
import { resolveSession, sessionToken } from '../modules/accounts/session.service.js';
import { resolveApiKey } from '../modules/partner/api-key.service.js';
import { type Decision, SharedRateLimiter, sweepBuckets } from './rate-limit.js';

// Who is calling, worked out once per request before any route runs: an API key (Authorization: Bearer) wins over
// the session cookie; neither means anonymous.
export type Caller = { viewer: Viewer | null; apiKey: { id: string; prefix: string } | null };

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

const ANONYMOUS: Caller = { viewer: null, apiKey: null };

function pathOf(req: FastifyRequest): string {
  return req.url.split('?')[0];
}

/** /graphql and /api/* are identified and rate limited; health checks, the web app and its assets are not. */
export function isApiPath(path: string): boolean {
  return path === '/graphql' || path.startsWith('/api/');
}

export function bearerSecret(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S*)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}

/** An error in the shape each transport speaks: GraphQL's errors array on /graphql, {message, code} on /api. */
export function sendError(req: FastifyRequest, reply: FastifyReply, status: number, message: string, code: string, extra = {}) {
  const body = pathOf(req) === '/graphql' ? { errors: [{ message, extensions: { code, ...extra } }] } : { message, code };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export async function identify(req: FastifyRequest, deps: AppDeps): Promise<Caller | 'invalid-key'> {
  const em = deps.orm.em.fork();
  const now = deps.now();
  const secret = bearerSecret(req);
  if (secret !== undefined) {
    const found = secret ? await resolveApiKey(em, secret, now) : null;
    return found ? { viewer: found.viewer, apiKey: { id: found.keyId, prefix: found.prefix } } : 'invalid-key';
  }
  const token = sessionToken(req);
  const viewer = token ? await resolveSession(em, token, now) : null;
  return viewer ? { viewer, apiKey: null } : ANONYMOUS;
}

function bucketFor(req: FastifyRequest, caller: Caller | null, deps: AppDeps): { key: string; limit: number } {
  const { rateLimit } = deps.config;
  if (caller?.apiKey) return { key: `api:key:${caller.apiKey.id}`, limit: rateLimit.authenticated };
  if (caller?.viewer) return { key: `api:user:${caller.viewer.id}`, limit: rateLimit.authenticated };
  return { key: `api:addr:${req.ip}`, limit: rateLimit.anonymous };
}

function setRateHeaders(reply: FastifyReply, limit: number, decision: Decision, now: Date, windowMs: number) {
  const reset = Math.max(1, Math.ceil((decision.resetAt.getTime() - now.getTime()) / 1000));
  reply.header('ratelimit-limit', String(limit));
  reply.header('ratelimit-remaining', String(decision.remaining));
  reply.header('ratelimit-reset', String(reset));
  reply.header('ratelimit-policy', `${limit};w=${Math.round(windowMs / 1000)}`);
  return reset;
}

/**
 * onRequest hook for /graphql and /api/*: identifies the caller (401 for an unknown or revoked key, never a silent
 * fall-back to anonymous), logs the key prefix with the request, and counts the request against the caller's
 * fixed window, shared by every server process through rate_limit_bucket (429 + Retry-After when it is used up).
 */
export function callerHook(deps: AppDeps) {
  const limiter = new SharedRateLimiter();
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (req.method === 'OPTIONS' || !isApiPath(pathOf(req))) return;
    const found = await identify(req, deps);
    const caller = found === 'invalid-key' ? null : found;
    if (caller) req.caller = caller;
    if (caller?.apiKey) {
      // the prefix identifies the key in every log line of this request; the secret never reaches a log
      req.log = req.log.child({ apiKey: caller.apiKey.prefix });
      reply.log = req.log;
    }
    if (deps.config.limits) {
      const now = deps.now();
      const { key, limit } = bucketFor(req, caller, deps);
      const em = deps.orm.em.fork();
      const decision = await limiter.take(em, key, limit, deps.config.rateLimit.windowMs, now);
      const reset = setRateHeaders(reply, limit, decision, now, deps.config.rateLimit.windowMs);
      // expired buckets are dead weight: now and then, one request clears them out
      if (Math.random() < 0.001) await sweepBuckets(em, now);
      if (!decision.allowed) {
        reply.header('retry-after', String(reset));
        req.log.warn({ limitedBy: key.split(':')[1], limit }, 'rate limit reached');
        return sendError(
          req,
          reply,
          429,
          `Too many requests: the limit is ${limit} per ${Math.round(deps.config.rateLimit.windowMs / 1000)} seconds. Try again in ${reset} seconds.`,
          'TOO_MANY_REQUESTS',
          { retryAfter: reset },
        );
      }
    }
    if (found === 'invalid-key') {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return sendError(req, reply, 401, 'Invalid or revoked API key', 'UNAUTHENTICATED');
    }
  };
}
