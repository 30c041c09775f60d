import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { startPageLoad } from '../app/prerendered';
import { i18n } from '../i18n';
import { clearToasts } from '../ui/toaster';

// lazy route chunks compile on first use under Vitest, and under `npm test` the api and e2e projects load the same
// 2 cores: a sign-in's toast once took longer than 5 s to appear there
configure({ asyncUtilTimeout: 10_000 });

// the web project runs its files one after another in each worker without a fresh module registry (vitest.config.ts
// isolate: false): each file starts as a page load of its own
beforeAll(async () => {
  startPageLoad();
  // English, left to right, as a fresh page starts
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

afterEach(() => {
  cleanup();
  // the toast store outlives the rendered app: start every test without toasts
  clearToasts();
  window.localStorage.clear();
});
