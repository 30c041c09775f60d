import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domainEvents } from '../core/events.js';
import zlib from 'node:zlib';
import { type Execute, type LivePage, livePages } from './live-pages.js';

// A stand-in for the web build's render bundle (web/dist-ssr/prerender.js): it asks `execute` once, as the packages
// page's prefetch does, and says which render it is. `globalThis.liveTest` steers it: a delay, or a failure.
const BUNDLE = `
let renders = 0;
export async function renderLive(template, url, execute) {
  const { data } = await execute({ query: 'query Packages { packages { items { id } } }', variables: { type: 'umrah' } });
  const steer = globalThis.liveTest ?? {};
  if (steer.delayMs) await new Promise((resolve) => setTimeout(resolve, steer.delayMs));
  if (steer.fail) throw new Error('render failed');
  renders += 1;
  return template.replace('<div id="root"></div>', '<div id="root">' + url + ' render ' + renders + ' ' + JSON.stringify(data) + '</div>');
}
`;

const steer = globalThis as unknown as { liveTest?: { delayMs?: number; fail?: boolean } };
const log = pino({ level: 'silent' });
const made: string[] = [];

/** A web build in a directory of its own (the bundle is a module: each test imports a fresh one). */
function webBuild(live: string[] = ['/packages']): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'live-pages-'));
  made.push(root);
  fs.mkdirSync(path.join(root, 'dist'));
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist-ssr', 'prerender.js'), BUNDLE);
  fs.writeFileSync(path.join(root, 'dist-ssr', 'template.html'), '<html><head><script type="module" src="/assets/main-1.js"></script></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(root, 'dist', 'assets'));
  fs.writeFileSync(path.join(root, 'dist', 'assets', 'main-1.js'), '');
  fs.writeFileSync(path.join(root, 'dist-ssr', 'live.json'), JSON.stringify(live));
  return path.join(root, 'dist');
}

const text = (page: LivePage | undefined) => page?.html.toString() ?? '';

function counting(): Execute & { calls: number } {
  const execute = async () => {
    execute.calls += 1;
    return { data: { packages: { items: [{ id: 'p1' }] } } };
  };
  execute.calls = 0;
  return execute;
}

afterEach(() => {
  delete steer.liveTest;
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('live pages (the server renders /packages with its data)', () => {
  it('lists the pages the build says are live, and none without a render bundle', () => {
    const live = livePages(webBuild(['/packages']), log);
    expect(live.paths).toEqual(['/packages']);
    expect([live.has('/packages'), live.has('/hotels')]).toEqual([true, false]);
    live.close();
    const none = livePages(path.join(os.tmpdir(), 'no-such-build', 'dist'), log);
    expect(none.paths).toEqual([]);
    none.close();
    // a render bundle left from another build: its page would load scripts the served build does not have
    const other = webBuild(['/packages']);
    fs.rmSync(path.join(other, 'assets', 'main-1.js'));
    const stale = livePages(other, log);
    expect(stale.paths).toEqual([]);
    stale.close();
  });

  it('renders once for every visitor, including visitors arriving during the render', async () => {
    const live = livePages(webBuild(), log, { waitMs: 5_000 });
    const execute = counting();
    const pages = await Promise.all(Array.from({ length: 20 }, () => live.page('/packages', execute)));
    expect(new Set(pages).size).toBe(1);
    expect(text(pages[0])).toContain('/packages render 1 {"packages":{"items":[{"id":"p1"}]}}');
    // its compressed copies are the same page
    expect(zlib.brotliDecompressSync(pages[0]!.br).toString()).toBe(text(pages[0]));
    expect(zlib.gunzipSync(pages[0]!.gzip).toString()).toBe(text(pages[0]));
    expect(await live.page('/packages', execute)).toBe(pages[0]);
    expect(execute.calls).toBe(1);
    live.close();
  });

  it('renders again after a package changes, not after a booking or a hotel change', async () => {
    const live = livePages(webBuild(), log, { waitMs: 5_000 });
    const execute = counting();
    expect(text(await live.page('/packages', execute))).toContain('render 1');
    domainEvents.emitEvent('catalogue.changed', { kind: 'inventory' });
    domainEvents.emitEvent('catalogue.changed', { kind: 'hotel' });
    expect(text(await live.page('/packages', execute))).toContain('render 1');
    domainEvents.emitEvent('catalogue.changed', { kind: 'package' });
    expect(text(await live.page('/packages', execute))).toContain('render 2');
    expect(execute.calls).toBe(2);
    live.close();
  });

  it('answers nothing (the build’s page is sent) when the render fails, and tries again at the next visit', async () => {
    const live = livePages(webBuild(), log, { waitMs: 5_000 });
    steer.liveTest = { fail: true };
    expect(await live.page('/packages', counting())).toBeUndefined();
    delete steer.liveTest;
    expect(text(await live.page('/packages', counting()))).toContain('render 1');
    live.close();
  });

  it('does not keep a visitor waiting past its wait: the build’s page now, the rendered one for later visitors', async () => {
    const live = livePages(webBuild(), log, { waitMs: 50 });
    steer.liveTest = { delayMs: 300 };
    const started = Date.now();
    expect(await live.page('/packages', counting())).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(250);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(text(await live.page('/packages', counting()))).toContain('render 1');
    live.close();
  });

  it('goes on sending an old page while the next renders, but never one from before a package changed', async () => {
    // the pages' age on a clock of the test's (a loaded machine's render may take longer than any age in real time);
    // the renders' delays are real: 50 ms of waiting against a render steered to take 300 ms
    let clock = 1_000_000;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => clock);
    try {
      const live = livePages(webBuild(), log, { waitMs: 50, maxAgeMs: 100 });
      void live.page('/packages', counting());
      await live.settled(60_000);
      const first = await live.page('/packages', counting());
      expect(text(first)).toContain('render 1');
      clock += 150;
      steer.liveTest = { delayMs: 300 };
      // old, not changed: the last page while the next renders
      expect(await live.page('/packages', counting())).toBe(first);
      await live.settled(60_000);
      expect(text(await live.page('/packages', counting()))).toContain('render 2');
      // changed: nothing of before
      domainEvents.emitEvent('catalogue.changed', { kind: 'package' });
      expect(await live.page('/packages', counting())).toBeUndefined();
      live.close();
    } finally {
      now.mockRestore();
    }
  });
});

describe('start-up renders the live pages before serving (issue 40)', () => {
  it('warmLivePages: the first visitor of a fresh process gets the rendered page at once, even from a slow render', async () => {
    const Fastify = (await import('fastify')).default;
    const { warmLivePages, webApp } = await import('../http/pages.js');
    const dist = webBuild(['/packages']);
    fs.writeFileSync(path.join(dist, 'index.html'), '<html></html>');
    // a render slower than a visitor waits (WAIT_MS 400): without the warm-up, the first visitor gets the build's page
    steer.liveTest = { delayMs: 700 };
    const app = Fastify({ logger: false });
    const web = webApp(app, { config: { webDist: dist }, log } as never);
    const execute = counting();
    app.get('/packages', async (_req, reply) => {
      const page = await web.live.page('/packages', execute);
      return reply.type('text/html').send(page ? page.html : 'the build’s page');
    });
    await warmLivePages(app);
    // the render still takes 700 ms: a page not rendered before would not be ready within the visitor's wait
    const first = await app.inject({ method: 'GET', url: '/packages' });
    expect(first.body).toContain('/packages render 1');
    expect(execute.calls).toBe(1);
    await app.close();
  });
});
