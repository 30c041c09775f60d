import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { livePages } from '../rest/live-pages.js';
import type { Identity } from '../security/caller.js';
import type { GraphQLWiring } from './graphql.js';

// Everything that is not /graphql or /api/*: the health checks, the GraphQL sandbox page, the built web app (its
// files, its pre-rendered and live pages, the client-side routes) and the JSON 404 for unknown API paths.

export type WebApp = { hasWeb: boolean; hasSandbox: boolean; prerendered: Set<string>; live: ReturnType<typeof livePages> };

/** What the web build left in config.webDist (read once at start). */
export function webApp(app: FastifyInstance, deps: AppDeps): WebApp {
  const { webDist } = deps.config;
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  const hasSandbox = hasWeb && fs.existsSync(path.join(webDist, 'sandbox.html'));
  // pages the web build pre-rendered (web/src/prerender.tsx): pages/home.html for /, pages/hotels.html for /hotels…
  const pagesDir = path.join(webDist, 'pages');
  const prerendered = new Set(hasWeb && fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir) : []);
  // of those, the pages rendered here with their data (rest/live-pages.ts)
  const live = livePages(webDist, deps.log);
  app.addHook('onClose', async () => live.close());
  const web = { hasWeb, hasSandbox, prerendered, live };
  webApps.set(app, web);
  return web;
}

const webApps = new WeakMap<FastifyInstance, WebApp>();
// a bound on start-up's wait for the first renders (one takes about a second, the render bundle's load included)
const WARM_MS = 15_000;

/**
 * Renders every live page once before the process serves (issue 40: a cluster worker's first /packages visitor got the
 * build's page without data while the render bundle loaded): each is requested as a visitor without a session would,
 * through the app itself, and the renders are awaited (at most WARM_MS; a failed one leaves the build's page, as ever).
 */
export async function warmLivePages(app: FastifyInstance): Promise<void> {
  const web = webApps.get(app);
  if (!web?.hasWeb || web.live.paths.length === 0) return;
  for (const url of web.live.paths) await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  await web.live.settled(WARM_MS);
}

// A browser opening /graphql (Accept: text/html, no query): the sandbox page. curl and fetch calls, and GETs
// carrying a query, go on to Apollo and its CSRF rules.
function wantsSandbox(req: FastifyRequest): boolean {
  if (req.method !== 'GET') return false;
  const [path, search = ''] = req.url.split('?');
  if (path !== '/graphql' || new URLSearchParams(search).has('query')) return false;
  return String(req.headers.accept ?? '').includes('text/html');
}

/** The GraphQL sandbox (GET /graphql from a browser) is a static page: registered before the caller hook, so no caller and no rate limit. */
export function registerSandboxPage(app: FastifyInstance, web: WebApp): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (!web.hasSandbox || !wantsSandbox(req)) return done();
    void reply.header('cache-control', 'no-cache').type('text/html').sendFile('sandbox.html');
  });
}

export function registerHealth(app: FastifyInstance, deps: AppDeps): void {
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
}

export async function registerPages(app: FastifyInstance, deps: AppDeps, web: WebApp, { apollo, makeContext }: GraphQLWiring, identity: Identity): Promise<void> {
  const { hasWeb, prerendered, live } = web;
  // The built web app. Hashed assets are immutable; index.html is always revalidated.
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: deps.config.webDist,
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
    const prerender = prerendered.has(page) && !identity.sessionToken(req) && !req.url.includes('?');
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
}
