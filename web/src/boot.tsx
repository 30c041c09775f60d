import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadRoute } from './app/lazyPage';
import { keepPrerenderedParts, prerenderedPage } from './app/prerendered';
import { Providers } from './app/Providers';
import { AppRoutes, routes } from './app/router';
import { loadLanguage, storedLanguage } from './i18n';

const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A pre-rendered page (app/prerendered.ts) is already on screen: React takes its markup over (hydration) once the
// route's code is here, instead of building the page again and swapping it in; elsewhere (the bare shell) it renders
// the page. Either as a transition, in slices, so the page answers input meanwhile (one long task was most of the
// mobile blocking time).
// The pre-rendered pages are English: a visitor who chose another language gets the page drawn anew in it (its
// catalogue loaded first, alongside the route's code), not the English markup taken over and then redrawn.
const language = storedLanguage() ?? 'en';
if (language === 'en') keepPrerenderedParts();
void Promise.all([preloadRoute(routes, window.location.pathname), loadLanguage(language).catch(() => undefined)]).then(() => {
  startTransition(() => {
    if (!prerenderedPage() || language !== 'en') return createRoot(root).render(app);
    hydrateRoot(root, app, {
      // what the server could not know (today's dates, a currency chosen earlier) differs: React redraws that part
      onRecoverableError: (err) => console.warn('The pre-rendered page was redrawn:', err),
    });
  });
});
