import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { Viewer } from '../core/context.js';
import { languageOf, translate } from '../core/i18n.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Decision, SharedRateLimiter, sweepBuckets } from './rate-limit.js';
import { RedisRateLimiter } from './rate-limit-redis.js';

// Who is calling, worked out once per request before any route runs: an API key (Authorization: Bearer) wins over
// the session cookie; neither means anonymous.
export type Caller = { viewer: Viewer | null; apiKey: { id: string; prefix: string } | null };

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

const ANONYMOUS: Caller = { viewer: null, apiKey: null };

/**
 * How a caller is recognised, given by the features that own the credentials (accounts: the session cookie; partner:
 * API keys). None of these looks at anything but the request and the database.
 */
export type Identity = {
  // the session cookie's token, without asking the database
  sessionToken: (req: FastifyRequest) => string | undefined;
  sessionViewer: (req: FastifyRequest, em: EntityManager, now: Date) => Promise<Viewer | null>;
  apiKey: (em: EntityManager, secret: string, now: Date) => Promise<{ viewer: Viewer; keyId: string; prefix: string } | null>;
};

function pathOf(req: FastifyRequest): string {
  return req.url.split('?')[0];
}

const WEBHOOK_PATH = /^\/api\/payments\/webhooks\/[a-z_]+$/;
function isWebhookPost(req: FastifyRequest): boolean {
  return req.method === 'POST' && WEBHOOK_PATH.test(pathOf(req));
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
  message = translate(message, languageOf(req.headers['accept-language']));
  const body = pathOf(req) === '/graphql' ? { errors: [{ message, extensions: { code, ...extra } }] } : { message, code };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export async function identify(req: FastifyRequest, deps: AppDeps, identity: Identity): Promise<Caller | 'invalid-key'> {
  const secret = bearerSecret(req);
  // an anonymous visitor (no key, no session cookie) needs no EntityManager: none is forked for it (issue 19)
  if (secret === undefined && !identity.sessionToken(req)) return ANONYMOUS;
  const em = deps.orm.em.fork();
  const now = deps.now();
  if (secret !== undefined) {
    const found = secret ? await identity.apiKey(em, secret, now) : null;
    return found ? { viewer: found.viewer, apiKey: { id: found.keyId, prefix: found.prefix } } : 'invalid-key';
  }
  const viewer = await identity.sessionViewer(req, em, now);
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

export type CallerHook = ((req: FastifyRequest, reply: FastifyReply) => Promise<void>) & { close: () => Promise<void> };

/**
 * onRequest hook for /graphql and /api/*: identifies the caller (401 for an unknown or revoked key, never a silent
 * fall-back to anonymous), logs the key prefix with the request, and counts the request against the caller's
 * fixed window, shared by every server process (429 + Retry-After when it is used up): in Redis when REDIS_URL is set,
 * else through rate_limit_bucket with leases topped up in the background (rate-limit.ts). close() when the app closes.
 */
export function callerHook(deps: AppDeps, identity: Identity): CallerHook {
  const shared = new SharedRateLimiter(10_000, true);
  const redis = deps.config.redisUrl ? new RedisRateLimiter(deps.config.redisUrl, shared, deps.log) : undefined;
  const limiter = redis ?? shared;
  const hook = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (req.method === 'OPTIONS' || !isApiPath(pathOf(req))) return;
    const found = await identify(req, deps, identity);
    const caller = found === 'invalid-key' ? null : found;
    if (caller) req.caller = caller;
    if (caller?.apiKey) {
      // the prefix identifies the key in every log line of this request; the secret never reaches a log
      req.log = req.log.child({ apiKey: caller.apiKey.prefix });
      reply.log = req.log;
    }
    // a gateway's webhook is authorised by its signature, checked before anything is stored: its retries must never be
    // refused because the gateway shares an address (or our own job delivering sandbox webhooks) with other callers
    if (deps.config.limits && !isWebhookPost(req)) {
      const now = deps.now();
      const { key, limit } = bucketFor(req, caller, deps);
      // forked only when the limiter goes to the database (most requests are served from a lease in memory)
      const em = () => deps.orm.em.fork();
      const decision = await limiter.take(em, key, limit, deps.config.rateLimit.windowMs, now);
      const reset = setRateHeaders(reply, limit, decision, now, deps.config.rateLimit.windowMs);
      // expired buckets are dead weight: now and then, one request clears them out (Redis expires its own)
      if (!redis && Math.random() < 0.001) await sweepBuckets(em(), now);
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
  return Object.assign(hook, { close: async () => redis?.close() });
}
