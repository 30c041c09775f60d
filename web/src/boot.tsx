import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadRoute } from './app/lazyPage';
import { keepPrerenderedParts, prerenderedPage } from './app/prerendered';
import { Providers } from './app/Providers';
import { AppRoutes, routes } from './app/router';

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
keepPrerenderedParts();
void preloadRoute(routes, window.location.pathname).then(() => {
  startTransition(() => {
    if (!prerenderedPage()) return createRoot(root).render(app);
    hydrateRoot(root, app, {
      // what the server could not know (today's dates, a currency chosen earlier) differs: React redraws that part
      onRecoverableError: (err) => console.warn('The pre-rendered page was redrawn:', err),
    });
  });
});
