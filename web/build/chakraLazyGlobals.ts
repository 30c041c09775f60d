import type { Plugin } from 'vite';
import { rewriteModule } from './rewriteModule.js';

// Chakra's createSystem works out the page-wide CSS (reset, global styles and ~500 token variables) as it builds the
// system, at start-up, whether or not anything draws it: half of createSystem's time, one long task on a phone. Every
// page this app sends comes with that CSS already in <head> (app/emotionCache.ts, app/Providers.tsx), so the browser
// never needs it; the pre-render and a development server do. This rewrites the one statement so `system._global`
// is worked out the first time something reads it. If an upgrade of Chakra changes the statement, the build stops
// here instead of silently losing the saving.

const FILE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '\n    _global,\n';

export function chakraLazyGlobals(): Plugin {
  return rewriteModule('safarnama:chakra-lazy-globals', FILE, [EAGER, RETURNED], 'web/build/chakraLazyGlobals.ts', (code) =>
    code.replace(EAGER, 'let _global;').replace(RETURNED, '\n    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n'),
  );
}
