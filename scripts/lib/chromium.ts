import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

// Debian's Chromium (Playwright cannot download its own here), with the flags that keep it off the network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Command-line switches for a headless Chromium in a container (no sandbox, GPU or /dev/shm) that stays off the network
// on its own (no background requests, component updates or sync); the e2e browser and Lighthouse's both start with them.
export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Waits until the app on `page` answers input. A pre-rendered page is painted (inputs, test ids and all) before its
 * code runs, with #root marked inert until React has taken it over (Layout's ReadyForInput): text a test (or a person)
 * types into the painted copy is not the app's. Pages without #root (the GraphQL sandbox) are live at once.
 */
export async function untilLive(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[inert]'), undefined, { timeout });
}

// goto, reload, back and forward return once the app is live, not when the painted HTML has loaded
function liveAfterLoads(page: Page): Page {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await original(...args);
        await untilLive(page);
        return response;
      },
    });
  }
  return page;
}

function liveContext(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  return Object.assign(context, { newPage: async () => liveAfterLoads(await newPage()) });
}

/** Chromium whose pages' goto/reload wait for the app to be live (see untilLive). */
export async function launchChromium(): Promise<Browser> {
  const browser = await launchBareChromium();
  const newPage = browser.newPage.bind(browser);
  const newContext = browser.newContext.bind(browser);
  return Object.assign(browser, {
    newPage: async (...args: Parameters<Browser['newPage']>) => liveAfterLoads(await newPage(...args)),
    newContext: async (...args: Parameters<Browser['newContext']>) => liveContext(await newContext(...args)),
  });
}

/** Chromium as it comes: goto returns when the page has loaded (e.g. to look at the painted page itself). */
export async function launchBareChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium' (npm test does this when run as root)`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_SWITCHES, '--disable-quic'],
  });
}
