import cluster from 'node:cluster';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { EntityManager } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './db/errors.js';
import type { AppDeps } from './deps.js';
import type { Context, Viewer } from './graphql/context.js';
import { localisedErrorsPlugin, makeFormatError, unavailableGraphQLError, unavailableStatusPlugin } from './graphql/errors.js';
import { BoundedDocumentStore } from './graphql/document-store.js';
import { compactLargeDocuments, QUERY_LIMITS, queryLimitsPlugin, refuseOversizedDocuments } from './graphql/limits.js';
import { operationTypesPlugin } from './graphql/operation-types.js';
import { precompiledQueries } from './graphql/precompiled.js';
import { buildAppSchema } from './graphql/schema.js';
import { sessionToken, sessionViewer } from './modules/accounts/session-cookies.js';
import { imageStoreFor, registerUploadRoutes } from './modules/agent/uploads.routes.js';
import { allowEmptyJson, uploadRestRoutes } from './modules/agent/workspace.routes.js';
import { registerMediaRoutes } from './modules/catalogue/media.routes.js';
import { registerVisaFileRoutes } from './modules/visa/visa.routes.js';
import { paymentProofDownload, registerPaymentRoutes } from './modules/payments/payments.routes.js';
import { registerStatementRoutes } from './modules/ledger/statements.routes.js';
import { installBookingSettlement } from './modules/bookings/settlement.js';
import { installLedgerPostings } from './modules/ledger/postings.js';
import { installWalletSettlement } from './modules/ledger/wallet.settlement.js';
import { installNotifications, listenForAlerts } from './modules/notifications/install.js';
import { installInvoices } from './modules/documents/invoice.service.js';
import { registerInvoiceRoutes } from './modules/documents/invoice.routes.js';
import { installInvoiceAttachments } from './modules/documents/invoice.attachments.js';
import { installDocumentAttachments } from './modules/documents/attachments.js';
import { registerVoucherRoutes } from './modules/documents/voucher.routes.js';
import { installTravelProvider } from './modules/travel/travel.service.js';
import { AnswerCache, catalogueResponseCache, graphqlAnswerCache } from './modules/catalogue/response-cache.js';
import { registerHotelSearchRoute } from './modules/catalogue/catalogue.routes.js';
import { answerBuffers } from './rest/buffer-pool.js';
import { registerPrivateDownload } from './rest/download.js';
import { registerRestRoutes } from './rest/facade.js';
import { livePages } from './rest/live-pages.js';
import { registerNavigationRoutes } from './rest/navigation.js';
import { languageOf, translate } from './core/i18n.js';
import { serviceContext } from './core/context.js';
import { restRoutes } from './rest/routes.js';
import { callerHook, sendError } from './security/caller.js';
import { csrfGuard } from './security/csrf.js';
import { isMalformedPath, MALFORMED_PATH_MESSAGE, rewriteRequestUrl } from './security/request-path.js';
import { BODY_PACE, type BodyPace, bodyPaceGuard, capConnectionsPerAddress, MAX_CONNECTIONS_PER_ADDRESS, REQUEST_TIMEOUT_MS } from './security/slow-clients.js';

export const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    // from now on requests get 503 + Retry-After; those already running go on (called first on shutdown)
    startDraining: () => void;
  }
}

// Test seams: extra Apollo plugins (e.g. one that counts executions); the slow-client bounds (security/slow-clients.ts)
// made small enough for a test to see them act.
export type AppHooks = { apolloPlugins?: ApolloServerPlugin<Context>[]; bodyPace?: BodyPace; maxConnectionsPerAddress?: number };

// Who is calling: what the caller hook found for /graphql and /api/* (an API key wins over the session cookie),
// else the session cookie's user, or nobody.
async function viewerFor(req: FastifyRequest, em: EntityManager, deps: AppDeps): Promise<Viewer | null> {
  return req.caller ? req.caller.viewer : sessionViewer(req, em, deps.now());
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

// A browser opening /graphql (Accept: text/html, no query): the sandbox page. curl and fetch calls, and GETs
// carrying a query, go on to Apollo and its CSRF rules.
function wantsSandbox(req: FastifyRequest): boolean {
  if (req.method !== 'GET') return false;
  const [path, search = ''] = req.url.split('?');
  if (path !== '/graphql' || new URLSearchParams(search).has('query')) return false;
  return String(req.headers.accept ?? '').includes('text/html');
}

export async function buildApp(deps: AppDeps, hooks: AppHooks = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const isDev = config.nodeEnv === 'development';
  // the travel data provider lives as long as the app: it logs with the app's logger, not a request's
  installTravelProvider(config, deps.log);
  // a payment's success confirms its booking (or refunds money a booking no longer takes), in the same transaction
  installBookingSettlement();
  // every payment and refund of gateway money posts to the books in the same transaction (issue 17)
  installLedgerPostings();
  installWalletSettlement();
  // payments, refunds and bank transfers announced (bell and e-mail) in their transactions, after the settlements above
  installNotifications();
  // invoices and credit notes last: the number is the last thing a settling transaction takes (issue 18)
  installInvoices();
  installInvoiceAttachments();
  // vouchers attached to mail are rendered at send time
  installDocumentAttachments(deps);
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
  // files are compressed at build time (web/vite.config.ts) and sent as they are (preCompressed below). Registered
  // before the routes: its hooks attach to the routes declared after it. Brotli quality 4: fast enough per request.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
  const hasSandbox = hasWeb && fs.existsSync(path.join(config.webDist, 'sandbox.html'));
  // pages the web build pre-rendered (web/src/prerender.tsx): pages/home.html for /, pages/hotels.html for /hotels…
  const pagesDir = path.join(config.webDist, 'pages');
  const prerendered = new Set(hasWeb && fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir) : []);
  // of those, the pages rendered here with their data (rest/live-pages.ts)
  const live = livePages(config.webDist, deps.log);
  app.addHook('onClose', async () => live.close());
  await app.register(fastifyCookie);
  app.addHook('onRequest', csrfGuard);
  // the GraphQL sandbox (GET /graphql from a browser) is a static page: no caller, no rate limit
  app.addHook('onRequest', (req, reply, done) => {
    if (!hasSandbox || !wantsSandbox(req)) return done();
    void reply.header('cache-control', 'no-cache').type('text/html').sendFile('sandbox.html');
  });
  const caller = callerHook(deps);
  app.addHook('onRequest', caller);
  app.addHook('onClose', caller.close);
  // an agent's low funds are announced after the wallet payment commits; this app's listener stops with it
  const stopAlerts = listenForAlerts(deps);
  app.addHook('onClose', async () => stopAlerts());

  // Any error that escapes a route: JSON, right status, never a stack trace. A database that is down or restarting
  // is a 503 with Retry-After (the client may retry), not a 500.
  app.setErrorHandler((err, req, reply) => {
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendError(req, reply, 503, UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE');
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    const status = e.statusCode && e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    const message = status === 413 ? 'Request body is too large' : status >= 500 ? 'Internal server error' : (e.message ?? 'Bad request');
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : (e.code ?? 'BAD_REQUEST');
    void reply.code(status).send({ message: translate(message, languageOf(req.headers['accept-language'])), code });
  });

  // the catalogue's answers, a few seconds each (modules/catalogue/response-cache.ts): GraphQL's (the Apollo plugin
  // below opens and closes it with the server) and the REST hotel search's, kept as the UTF-8 JSON it sends
  const graphqlAnswers = graphqlAnswerCache(config.catalogueCacheSeconds);
  // REST hotel answers are written into reused buffers (catalogue.routes.ts): requests waiting for one get a copy
  const restAnswers = new AnswerCache<Buffer>(config.catalogueCacheSeconds, {
    encode: (json) => json.toString('utf8'),
    decode: (json) => Buffer.from(json),
    share: (json) => Buffer.from(json),
  });
  const closeRestAnswers = restAnswers.open();
  app.addHook('onClose', async () => closeRestAnswers());

  const schema = await buildAppSchema();
  // the hotel search without graphql-js's field-by-field walk, and its repeats past Apollo's pipeline
  // (graphql/precompiled.ts). Test plugins observe every request Apollo handles, so the lane stands aside for them.
  const precompiled = precompiledQueries(schema, ['hotels'], hooks.apolloPlugins?.length ? undefined : { limits: config.limits, answers: graphqlAnswers });
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // shutdown is ours (main.ts): Apollo stopping itself on SIGTERM failed requests that were still draining
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: isDev,
    hideSchemaDetailsFromClientErrors: !isDev,
    formatError: makeFormatError(isDev, (err) => deps.log.error({ err }, 'unexpected GraphQL error')),
    // no drain plugin: app.close() already stops accepting and waits for in-flight requests, then onClose stops Apollo
    // no source locations: a parsed document would otherwise keep its whole source text and token list alive in
    // Apollo's document cache, which sizes entries without them. Error messages stay the same, without `locations`.
    // With the query limits on, even the largest documents stop at the parser.
    parseOptions: { noLocation: true, ...(config.limits ? { maxTokens: QUERY_LIMITS.authenticated.tokens } : {}) },
    // parsed documents: at most 1,000 and 4 MB of JSON (Apollo's default counts 30 MB of JSON, pinning far more heap)
    documentStore: new BoundedDocumentStore(),
    // no HTTP cache hints are used: without the default cache-control plugin no resolver is instrumented per field
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      // limits first: a refused query never reaches the catalogue cache or a resolver
      ...(config.limits ? [queryLimitsPlugin(schema)] : []),
      catalogueResponseCache(graphqlAnswers),
      // the hotel search without graphql-js's field-by-field walk (graphql/precompiled.ts); after the cache, which answers first
      precompiled.plugin,
      unavailableStatusPlugin(),
      // a subscription (the schema has none): a 400 validation error, POST or GET
      operationTypesPlugin(),
      // after formatError: the messages as the caller reads them (Accept-Language)
      localisedErrorsPlugin(),
      // Apollo's own log line for these has no stack; the client still gets only 'Internal server error'
      {
        async unexpectedErrorProcessingRequest({ error }) {
          deps.log.error({ err: error }, 'unexpected error processing a GraphQL request');
        },
      },
      ...(hooks.apolloPlugins ?? []),
    ],
  });
  await apollo.start();

  const makeContext = async (req: FastifyRequest, reply: FastifyReply | undefined): Promise<Context> => {
    // the service context the REST hotel search makes too (core/context.ts), the caller read on its fork
    const ctx: Context = { ...serviceContext(deps, { viewer: null, log: req.log }), req, reply, deps };
    try {
      ctx.viewer = await viewerFor(req, ctx.em, deps);
      return ctx;
    } catch (err) {
      // Apollo would answer a failed context with a 500; the REST facade's own error handler maps this one too
      if (isDatabaseUnavailable(err)) throw unavailableGraphQLError();
      throw err;
    }
  };

  // documents over 64 KB are refused before Apollo parses them
  app.addHook('preValidation', refuseOversizedDocuments);
  // large documents lose their comments before Apollo holds them for the whole request
  app.addHook('preValidation', compactLargeDocuments);
  // a POST of a hot read Apollo has answered before goes by the pre-compiled lane; anything it does not answer (and any
  // failure on the way, which Apollo will then report in its own shape) goes on to Apollo
  app.addHook('preHandler', (req, reply, done) => {
    if (req.method !== 'POST' || req.routeOptions.url !== '/graphql') return done();
    precompiled.serve(req, reply, makeContext).then(
      (sent) => {
        if (!sent) done();
      },
      () => done(),
    );
  });
  await app.register(fastifyApollo(apollo), { path: '/graphql', method: ['GET', 'POST', 'OPTIONS'], context: makeContext });
  registerRestRoutes(app, apollo, restRoutes, makeContext);
  await app.register(async (scope) => {
    allowEmptyJson(scope);
    registerRestRoutes(scope, apollo, uploadRestRoutes, makeContext);
  });
  await registerUploadRoutes(app, deps);
  registerNavigationRoutes(app, deps);
  registerHotelSearchRoute(app, deps, restAnswers);
  registerMediaRoutes(app, deps);
  registerVisaFileRoutes(app, deps, (req, em) => viewerFor(req, em, deps));
  registerStatementRoutes(app, deps, (req, em) => viewerFor(req, em, deps));
  registerInvoiceRoutes(app, deps, (req, em) => viewerFor(req, em, deps));
  registerVoucherRoutes(app, deps, (req, em) => viewerFor(req, em, deps));
  await registerPaymentRoutes(app, deps);
  registerPrivateDownload(app, deps, { ...paymentProofDownload, store: imageStoreFor(deps), viewerFor: (req, em) => viewerFor(req, em, deps) });

  // a cluster worker names itself (its number, 1, 2…; never a pid), so a check can tell the workers apart
  const worker = cluster.worker ? { worker: cluster.worker.id } : {};
  app.get('/healthz', async () => ({ status: 'ok', ...worker }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await deps.orm.em.getConnection().execute('select 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'Database is not answering' });
    }
  });

  // The built web app. Hashed assets are immutable; index.html is always revalidated.
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // x.br / x.gz written beside x by the build, chosen by Accept-Encoding (sendFile('index.html') too)
      preCompressed: true,
      // send's own `public, max-age=0` would override the cache-control set below
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const assets = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', assets ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  // client-side routes: the app decides what to show (including its own 404 page). A pre-rendered page paints before
  // the app's code has run; it is what a visitor without a session sees before any search, so a session cookie or a
  // query string gets the bare shell (index.html) and the app draws the rest. A live page (rest/live-pages.ts) comes
  // with its data when it could be rendered, else as the build drew it.
  const sendAppPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0];
    const page = `${url === '/' ? 'home' : url.slice(1)}.html`;
    const prerender = prerendered.has(page) && !sessionToken(req) && !req.url.includes('?');
    void reply.header('cache-control', 'no-cache').type('text/html');
    if (prerender && live.has(url)) {
      const rendered = await live.page(url, async ({ query, variables }) => {
        // as a visitor without a session, whatever this request carries (an API key): every visitor gets this render
        const contextValue = { ...(await makeContext(req, undefined)), viewer: null };
        const response = await apollo.executeOperation({ query, variables }, { contextValue });
        if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by live pages');
        return response.body.singleResult;
      });
      if (rendered) {
        // the copy the client accepts, compressed when the page was rendered (the compression plugin leaves it be)
        const encoding = negotiate(req.headers['accept-encoding'] ?? '', ['br', 'gzip']) as 'br' | 'gzip' | null;
        void reply.header('vary', 'accept-encoding');
        if (encoding) void reply.header('content-encoding', encoding);
        return reply.send(encoding ? rendered[encoding] : rendered.html);
      }
    }
    return reply.sendFile(prerender ? `pages/${page}` : 'index.html');
  };
  // the live pages are routes, not the not-found handler's: the build's page, sent when a live one is not ready, is
  // compressed like any route's answer (the plugin's hooks attach to routes)
  if (hasWeb) for (const url of live.paths) app.get(url, sendAppPage);

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/graphql') || req.method !== 'GET') {
      return reply.code(404).send({ message: `No route for ${req.method} ${url}`, code: 'NOT_FOUND' });
    }
    if (!hasWeb) return reply.code(404).send({ message: 'The web app is not built (npm run build)', code: 'NOT_FOUND' });
    // a missing file (an old build's chunk, a mistyped asset) is a 404, never index.html served as a script
    if (url.startsWith('/assets/') || url.startsWith('/media/') || /\.[a-z0-9]+$/i.test(url)) {
      return reply.code(404).send({ message: `No file at ${url}`, code: 'NOT_FOUND' });
    }
    return sendAppPage(req, reply);
  });

  app.addHook('onClose', async () => {
    await apollo.stop();
  });
  return app;
}
