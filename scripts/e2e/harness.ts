import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../lib/chromium.js';
import { type LiveServer, startServer } from './server.js';

export type E2E = { server: LiveServer; browser: Browser };

/** The built app (with `env`) and a Chromium for one test file: started together before its tests, stopped after. */
export function useServerAndBrowser(env: Record<string, string> = {}): E2E {
  const e2e = {} as E2E;
  beforeAll(async () => {
    [e2e.server, e2e.browser] = await Promise.all([startServer(env), launchChromium()]);
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
  });
  return e2e;
}
