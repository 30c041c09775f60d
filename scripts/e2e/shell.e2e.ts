import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './harness.js';
import { clickWhenStill } from './menu.js';

const e2e = useServerAndBrowser();

describe('web shell in Chromium', () => {
  it('keeps the chosen currency across a reload, with live rates from the API', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/`);
    await page.getByTestId('currency-picker').click();
    const aed = page.getByTestId('currency-option-AED');
    // the rate shown comes from the API's stored rate, to 4 decimals
    const api = (await (await fetch(`${e2e.server.url}/api/currencies`)).json()) as Array<{ code: string; rate: string }>;
    const aedRate = Number(api.find((c) => c.code === 'AED')?.rate).toFixed(4);
    await expect.poll(() => aed.textContent()).toContain(aedRate);
    await clickWhenStill(aed);
    await expect.poll(() => page.getByTestId('currency-picker').textContent()).toContain('AED');
    await page.reload();
    await expect.poll(() => page.getByTestId('currency-picker').textContent()).toContain('AED');
    expect(await page.evaluate(() => localStorage.getItem('safarnama.currency'))).toBe('AED');
    expect(errors).toEqual([]);
  });

  it("shows 'Page Not Found' for an unknown path", async () => {
    const page = await e2e.browser.newPage();
    const res = await page.goto(`${e2e.server.url}/no-such-page`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(1);
  });

  it('answers a missing asset with 404, not the app page (an old build asking for its chunks)', async () => {
    for (const missing of ['/assets/index-0ld0ld.js', '/media/uploads/none.png', '/favicon-none.ico']) {
      const res = await fetch(`${e2e.server.url}${missing}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    expect((await fetch(`${e2e.server.url}/dashboard/end-user`)).headers.get('content-type')).toContain('text/html');
  });

  it('puts the service links and the B2C/B2B switch in the mobile menu under 768 px', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${e2e.server.url}/`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Services' }).isVisible()).toBe(false);
    await page.getByTestId('mobile-menu-toggle').click();
    const menu = page.getByTestId('mobile-menu');
    await expect.poll(() => menu.getByText('Packages').isVisible()).toBe(true);
    await expect.poll(() => menu.getByTestId('user-type-switch').isVisible()).toBe(true);
  });

  // On a phone, a rule added to the page's stylesheet, or a stylesheet taken out of <head> and put back, restyles every
  // element: the pre-rendered HTML carries every rule its takeover draws (the Sign In button and the package cards too),
  // adopted by name (web/src/app/emotionCache.ts)
  it('takes a pre-rendered page over without adding a style rule or moving a stylesheet (signed out)', async () => {
    for (const path of ['/', '/hotels', '/flights', '/packages']) {
      const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.addInitScript(() => {
        const w = window as unknown as { added: string[]; moved: number; newTags: number };
        w.added = [];
        w.moved = 0;
        w.newTags = 0;
        const insertRule = CSSStyleSheet.prototype.insertRule;
        CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
          w.added.push(rule.slice(0, 80));
          return insertRule.call(this, rule, index);
        };
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          new MutationObserver((records) => {
            for (const r of records) {
              r.removedNodes.forEach((n) => void (n.nodeName === 'STYLE' && w.moved++));
              r.addedNodes.forEach((n) => void (n.nodeName === 'STYLE' && w.newTags++));
            }
          }).observe(document.head, { childList: true });
        });
      });
      await page.goto(`${e2e.server.url}${path}`);
      await expect.poll(() => page.getByTestId('sign-in-button').isVisible()).toBe(true);
      if (path === '/packages') await expect.poll(() => page.getByTestId('package-card').count()).toBeGreaterThan(3);
      const seen = await page.evaluate(() => {
        const w = window as unknown as { added: string[]; moved: number; newTags: number };
        return { added: w.added, moved: w.moved, newTags: w.newTags };
      });
      expect({ path, ...seen }).toEqual({ path, added: [], moved: 0, newTags: 0 });
      await page.close();
    }
  });

  // Vite's loader would add a <link rel="modulepreload"> for each chunk a dynamic import needs, one by one on the main
  // thread as the app starts (web/vite.config.ts modulePreload: false): a pre-rendered page's start adds none
  it('starts a pre-rendered page without adding a modulepreload link', async () => {
    for (const path of ['/', '/hotels', '/flights', '/packages', '/transport', '/visa']) {
      const page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
      const html = await (await fetch(`${e2e.server.url}${path}`)).text();
      const listed = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g)].map((m) => m[1]);
      // goto returns once React has taken the page over: every chunk of its start has been imported
      await page.goto(`${e2e.server.url}${path}`);
      const now = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (l) => new URL(l.href).pathname));
      expect({ path, added: now.filter((href) => !listed.includes(href)) }).toEqual({ path, added: [] });
      expect(now.length).toBe(listed.length);
      await page.close();
    }
  });

  // On a phone, /packages' largest paint is the first card's picture: the server sends the page with its cards
  // (api/src/rest/live-pages.ts), the picture's address in the HTML, and the app starts from the same answers
  it('sends /packages with its cards, which the app takes over without asking for the list again or redrawing', async () => {
    const cardsIn = async () => {
      const html = await (await fetch(`${e2e.server.url}/packages`)).text();
      return html.match(/data-testid="package-card"/g)?.length ?? 0;
    };
    // the server's first render loads the render bundle and may outlast a visitor's wait (the build's page, a list
    // loading, is sent meanwhile)
    await expect.poll(cardsIn, { timeout: 20_000, interval: 250 }).toBe(12);
    // sent compressed, as every page is
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${e2e.server.url}/packages`, { headers: { 'accept-encoding': encoding } });
      expect([res.headers.get('content-encoding'), res.headers.get('vary')]).toEqual([encoding, 'accept-encoding']);
      expect(await res.text()).toContain('id="apollo-state"');
    }
    const page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/graphql')) asked.push(String((r.postDataJSON() as { operationName?: string } | null)?.operationName));
    });
    const response = await page.goto(`${e2e.server.url}/packages`);
    const html = (await response?.text()) ?? '';
    const first = html.match(/<img[^>]*src="([^"]+)"/)?.[1];
    expect(first).toMatch(/^\/media\/art\/package\//);
    expect(html).toContain('id="apollo-state"');
    await expect.poll(() => page.getByTestId('package-card').count()).toBe(12);
    await expect.poll(() => page.evaluate(() => !document.querySelector('#root[inert]'))).toBe(true);
    expect(await page.getByTestId('package-card').first().locator('img').getAttribute('src')).toBe(first);
    expect(asked).not.toContain('Packages');
    expect(warnings.filter((w) => /redrawn|hydrat/i.test(w))).toEqual([]);
    // the app goes on as usual: another tab asks for its list
    await page.getByRole('tab', { name: 'Hajj' }).click();
    await expect.poll(() => asked.filter((name) => name === 'Packages').length).toBe(1);
    await page.close();
  });

  it('serves the app with a CSP that the app itself passes (no violations)', async () => {
    const page = await e2e.browser.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${e2e.server.url}/packages`, { waitUntil: 'networkidle' });
    expect(violations).toEqual([]);
  });
});
