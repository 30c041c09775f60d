import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toaster } from '../ui/toaster';

// lazy routes load on first use: the first screen of a test file can take a couple of seconds
configure({ asyncUtilTimeout: 5000 });

// lazy route chunks compile on first use under Vitest: give them time on a busy 2-core machine
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // the toast store outlives the rendered app: start every test without toasts
  toaster.remove();
  window.localStorage.clear();
});
