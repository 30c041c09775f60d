import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, Global } from '@emotion/react';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { CurrencyProvider } from '../modules/currency/CurrencyProvider';
import { UserTypeProvider } from '../modules/session/UserTypeSwitch';
import { SessionProvider } from '../modules/session/useSession';
import { Toaster } from '../ui/toaster';
import { emotionCache, globalCssPrerendered } from './emotionCache';
import { system } from './theme';

// Chakra's provider draws its global CSS (the layer order, then reset, global styles and tokens) as two Emotion
// <Global>s, which in the browser would take their pre-rendered <style> elements over by moving them (see
// emotionCache.ts). The app draws it itself, as one <Global>, and only where the page did not come with it (the
// pre-render, a development server, tests); Chakra's provider gets a view of the system with nothing global to draw.
// Where the page came with it, that CSS is never worked out (`system._global` is computed when first read:
// web/build/chakraLazyGlobals.ts).
const withoutGlobals = Object.create(system, {
  _config: { value: { ...system._config, disableLayers: true } },
  _global: { value: [] },
}) as typeof system;
const drawGlobalCss = !globalCssPrerendered();
const globalStyles = drawGlobalCss ? [system.layers.atRule, system._global] : [];

function Styles({ children }: { children: ReactNode }) {
  const styled = (
    <ChakraProvider value={withoutGlobals}>
      {drawGlobalCss && <Global styles={globalStyles} />}
      {children}
    </ChakraProvider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{styled}</CacheProvider> : styled;
}

// No Apollo here: the pages that use it bring its provider (app/withApollo.tsx), so the landing page loads without it.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <Styles>
      <SessionProvider>
        <LanguageProvider>
          <CurrencyProvider>
            <UserTypeProvider>
              {children}
              <Toaster />
            </UserTypeProvider>
          </CurrencyProvider>
        </LanguageProvider>
      </SessionProvider>
    </Styles>
  );
}
