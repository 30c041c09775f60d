import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { domainEvents } from '../core/events.js';

/** Runs one GraphQL operation through the app's server (schema, context, limits, caches) for a page's render. */
export type Execute = (operation: { query: string; variables: Record<string, unknown> }) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

// web/src/prerender.tsx, as the web build bundles it for Node
type Renderer = { renderLive(template: string, path: string, execute: Execute): Promise<string> };

/** A rendered page, with its brotli and gzip copies made once (compressing ~150 KB per visit capped the server at ~370 pages a second). */
export type LivePage = { html: Buffer; br: Buffer; gzip: Buffer };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type LivePages = {
  /** The pages rendered here with their data. */
  paths: readonly string[];
  /** Whether `url` is a page rendered here with its data (the build says which: dist-ssr/live.json). */
  has(url: string): boolean;
  /**
   * `url`'s page with its data (and its compressed copies), or undefined when it could not be rendered or is not ready
   * within WAIT_MS (the build's page is sent instead).
   */
  page(url: string, execute: Execute): Promise<LivePage | undefined>;
  /** Waits (at most `ms`) for the renders under way: start-up renders each live page before the process serves. */
  settled(ms: number): Promise<void>;
  close(): void;
};

// a bound on how stale a page can be should a change reach the database without the 'catalogue.changed' event
const MAX_AGE_MS = 60_000;
// how long a visitor waits for a render before getting the build's page (the render goes on, for the next visitors):
// a render takes ~35 ms here (scripts/bench-live-pages.ts), the first in a process about a second (the bundle loads)
const WAIT_MS = 400;

/**
 * Pages the server renders with their opening data (web/src/prerender.tsx `renderLive`: /packages, whose largest
 * paint is the first card's picture). One render serves every visitor without a session until a package changes
 * ('catalogue.changed' of kind 'package', which every package write emits, in every process) or a minute has passed;
 * visitors arriving during a render wait for that one, up to WAIT_MS, and after a minute the last page is sent while the
 * next renders. Each process renders them before it serves (http/pages.ts warmLivePages, from boot.ts), so no visitor of a
 * freshly started worker waits for the bundle to load or gets the build's page meanwhile. Without the bundle
 * (the web app not built) or when a render fails, `page` answers undefined and the server sends the build's page, which
 * fetches its data in the browser: nothing a visitor sees depends on this.
 */
export function livePages(webDist: string, log: FastifyBaseLogger, { waitMs = WAIT_MS, maxAgeMs = MAX_AGE_MS } = {}): LivePages {
  const dir = path.resolve(webDist, '../dist-ssr');
  const bundle = path.join(dir, 'prerender.js');
  let paths = new Set<string>();
  let template = '';
  try {
    if (fs.existsSync(bundle)) {
      // a template from another build than the one served would load scripts that are not there
      template = fs.readFileSync(path.join(dir, 'template.html'), 'utf8');
      const missing = [...template.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]).filter((file) => !fs.existsSync(path.join(webDist, file)));
      if (missing.length) log.warn({ missing }, 'the render bundle is not of the web build served: the build’s pages are sent');
      else paths = new Set(JSON.parse(fs.readFileSync(path.join(dir, 'live.json'), 'utf8')) as string[]);
    }
  } catch (err) {
    log.warn({ err }, 'the web build lists no live pages: the build’s pages are sent');
  }
  let renderer: Promise<Renderer> | undefined;
  const pages = new Map<string, { at: number; page: Promise<LivePage | undefined> }>();
  // the live pages show packages: a booking or a hotel's rooms change none of them
  const stopListening = domainEvents.onEvent('catalogue.changed', ({ kind }) => {
    if (kind === 'package') pages.clear();
  });

  async function render(url: string, execute: Execute): Promise<LivePage | undefined> {
    try {
      renderer ??= import(pathToFileURL(bundle).href) as Promise<Renderer>;
      const loaded = await renderer;
      const started = performance.now();
      const html = Buffer.from(await loaded.renderLive(template, url, execute));
      // off the event loop (zlib's thread pool); brotli 9: a fifth the size, in a few tens of milliseconds
      const [br, gz] = await Promise.all([
        brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
        gzip(html, { level: 9 }),
      ]);
      log.info({ url, ms: Math.round(performance.now() - started) }, 'live page rendered');
      return { html, br, gzip: gz };
    } catch (err) {
      log.warn({ err, url }, 'live page not rendered: the build’s page is sent');
      return undefined;
    }
  }

  // the page, or `meanwhile` if it is not ready in WAIT_MS
  function waitFor(page: Promise<LivePage | undefined>, meanwhile?: Promise<LivePage | undefined>): Promise<LivePage | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<LivePage | undefined>((resolve) => {
      timer = setTimeout(() => resolve(meanwhile), waitMs);
    });
    return Promise.race([page, late]).finally(() => clearTimeout(timer));
  }

  return {
    paths: [...paths],
    has: (url) => paths.has(url),
    page(url, execute) {
      const kept = pages.get(url);
      if (kept && Date.now() - kept.at < maxAgeMs) return waitFor(kept.page);
      const entry = { at: Date.now(), page: render(url, execute) };
      pages.set(url, entry);
      // a failed render is not kept: the next visit tries again
      void entry.page.then((html) => {
        if (html === undefined && pages.get(url) === entry) pages.delete(url);
      });
      // a page only old (not changed since) goes on serving while the next renders
      return waitFor(entry.page, kept?.page);
    },
    async settled(ms) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      });
      await Promise.race([Promise.all([...pages.values()].map((p) => p.page)).then(() => undefined), late]).finally(() => clearTimeout(timer));
    },
    close() {
      stopListening();
      pages.clear();
    },
  };
}
