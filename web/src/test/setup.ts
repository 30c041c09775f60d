import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../ui/toaster';

// lazy route chunks compile on first use under Vitest, and under `npm test` the api and e2e projects load the same
// 2 cores: a sign-in's toast once took longer than 5 s to appear there
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // the toast store outlives the rendered app: start every test without toasts
  clearToasts();
  window.localStorage.clear();
});
