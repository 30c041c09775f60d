import crypto from 'node:crypto';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppDeps } from '../deps.js';
import { RETRY_AFTER_SECONDS } from '../db/errors.js';
import { answerBuffers } from '../rest/buffer-pool.js';
import { sendError } from '../security/caller.js';
import { csrfGuard } from '../security/csrf.js';
import { isMalformedPath, MALFORMED_PATH_MESSAGE, rewriteRequestUrl } from '../security/request-path.js';
import { BODY_PACE, type BodyPace, bodyPaceGuard, capConnectionsPerAddress, MAX_CONNECTIONS_PER_ADDRESS, REQUEST_TIMEOUT_MS } from '../security/slow-clients.js';

// The Fastify instance and what every request meets before any route: one spelling of its path, bounds on slow
// clients, the drain on shutdown, a request id, the security headers, compression, cookies and the CSRF guard.

export const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    // from now on requests get 503 + Retry-After; those already running go on (called first on shutdown)
    startDraining: () => void;
  }
}

// the slow-client bounds (security/slow-clients.ts), made small enough for a test to see them act
export type ProtectionHooks = { bodyPace?: BodyPace; maxConnectionsPerAddress?: number };

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function createServer(deps: AppDeps, hooks: ProtectionHooks): FastifyInstance {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.log,
    bodyLimit: BODY_LIMIT,
    // a hop count trusts that many proxies nearest to us (what Express and Fastify do for a number)
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestIdHeader: false,
    // keep a caller's id when it is sane, else make one
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    // draining is answered by our own hook below (with Retry-After)
    return503OnClosing: false,
    // one spelling of the path before routing: every guard, limit and route sees what the router matched (issue 33)
    rewriteUrl: rewriteRequestUrl,
    // a whole request, body included, within 10 minutes (slow bodies are cut sooner by the pace guard below)
    requestTimeout: REQUEST_TIMEOUT_MS,
  });
  capConnectionsPerAddress(app.server, config.trustProxy, hooks.maxConnectionsPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS);
  return app;
}

export async function registerProtection(app: FastifyInstance, deps: AppDeps, hooks: ProtectionHooks): Promise<void> {
  const { config } = deps;
  // a path the rewrite could not put in one spelling (an encoded %, slash or backslash, a dot segment) goes no further
  app.addHook('onRequest', (req, reply, done) => {
    if (!isMalformedPath(req.raw)) return done();
    void sendError(req, reply, 400, MALFORMED_PATH_MESSAGE, 'BAD_REQUEST');
  });
  const bodyPace = bodyPaceGuard(hooks.bodyPace ?? BODY_PACE);
  app.addHook('onRequest', bodyPace);
  app.addHook('onClose', async () => bodyPace.close());

  // Graceful shutdown: once close() starts, requests still arriving on open connections get a 503 with Retry-After
  // and the connection closes; requests already running finish (main.ts bounds the wait).
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  // a response finished during the drain closes its connection, so the server is not kept open by idle keep-alives
  // (the hooks every request passes are callback-style, not async: an async hook costs a promise and a microtask turn
  // per request, each promise also seen by the async-context hooks MikroORM's AsyncLocalStorage keeps on; issue 19)
  // A large text answer goes on as UTF-8 bytes, encoded once: Fastify would scan the string for its Content-Length
  // and node encode it again when writing (a page of priced hotels is 13-32 KB, and one '€' makes the whole string
  // two-byte; the scan was ~1.8 % of a rotating search's CPU). The bytes go into a reused buffer (rest/buffer-pool.ts:
  // a fresh one per answer was the latency tail). The same bytes on the wire; registered before compression.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, typeof payload === 'string' && payload.length > 4096 ? answerBuffers.utf8For(reply, payload) : payload);
  });
  app.addHook('onRequest', (req, reply, done) => {
    if (!draining) return done();
    reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close');
    // answered here: done() is not called (Fastify's rule for callback hooks that reply)
    void sendError(req, reply, 503, 'The server is restarting: please try again in a few seconds', 'SERVICE_UNAVAILABLE');
  });

  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  // Security headers. helmet's middleware is built once here: @fastify/helmet rebuilt it from the options on every
  // request (parsing the CSP directives again, two hooks and a closure per request: ~1.3 % of a search's CPU, issue 19).
  // The same headers; nothing here uses reply.helmet() or CSP nonces.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Chakra (emotion) injects <style> elements at run time
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // assets are same-origin; COEP would only get in the way of downloads
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ? { maxAge: 15552000 } : false,
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
  // JSON (GraphQL, REST) and anything else over 1 KB, compressed on the fly when the client accepts it; the web app's
  // files are compressed at build time (web/vite.config.ts) and sent as they are (preCompressed in http/pages.ts).
  // Registered before the routes: its hooks attach to the routes declared after it. Brotli quality 4: fast enough.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  app.addHook('onRequest', csrfGuard);
}
