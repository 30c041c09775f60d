import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Observable } from 'rxjs';
import { StaticRouter, useRoutes } from 'react-router';
import { createCache } from './app/apollo';
import { Layout } from './app/Layout';
import { preloadRoute } from './app/lazyPage';
import { setPrerenderedPage, STATE_ELEMENT_ID } from './app/prerendered';
import { Providers } from './app/Providers';
import { SignInButton } from './app/TopBar';
import { AppRoutes, routes } from './app/router';
import { makeFragmentData } from './gql';
import { PagedCards } from './modules/catalogue/ui';
import { loadSearchForms } from './modules/home/SearchBox';
import { PackageCard, PackageCardFragment, prefetch as prefetchPackages } from './modules/packages/PackagesPage';
import { pageHtml } from './pageHtml';

// The build's pre-render (web/vite.config.ts runs it in Node): public pages as a visitor without a session sees
// them while the session loads, and the bare shell for every other route. The server sends this HTML, so the page is
// painted before its code has loaded; main.tsx then renders the same markup over it.

/** The pages pre-rendered at build time; the server sends their HTML for these paths without a query. */
export const PRERENDERED_PATHS = ['/', '/hotels', '/packages', '/flights', '/transport', '/visa'];

const SHELL = [{ element: <Layout />, children: [{ path: '*', element: null }] }];
function Shell() {
  return useRoutes(SHELL);
}

// A package with every optional part (featured, discounted, rated, a departure city, more inclusions than a card lists):
// its card uses every rule any package card does
const SAMPLE_CARD = makeFragmentData(
  {
    id: 'sample',
    name: 'Sample',
    description: 'Sample',
    type: 'umrah',
    // any address: only the card's styles are kept (an empty one makes React warn at each render)
    imageUrl: '/media/art/package/sample.svg',
    duration: '14 days',
    priceInPkr: '1',
    originalPriceInPkr: '2',
    featured: true,
    rating: 5,
    departureCity: 'Karachi',
    inclusions: ['a', 'b', 'c', 'd'],
    occupancyPrices: [],
  } as never,
  PackageCardFragment,
);
// and one priced per bed (issue 36: "from Rs X per person (quad)")
const SAMPLE_PER_BED_CARD = makeFragmentData(
  {
    ...(SAMPLE_CARD as object),
    id: 'sample-per-bed',
    occupancyPrices: [
      { occupancy: 'quad', priceInPkr: '1' },
      { occupancy: 'double', priceInPkr: '2' },
    ],
  } as never,
  PackageCardFragment,
);
const SAMPLE_PACKAGES = [
  { id: 'sample', card: SAMPLE_CARD },
  { id: 'sample-per-bed', card: SAMPLE_PER_BED_CARD },
];

/**
 * The styles of what a page draws after its first render: a signed-out visitor's Sign In button, once the session is
 * known (the bar showed nothing while it loaded), and on /packages the cards, once the list arrives. They go into the
 * page's stylesheet with the rest (web/vite.config.ts), so drawing them adds no rule: on a phone, a rule added to the
 * page restyles every element (~200 ms at 4x throttling on the landing page). Only the <style> elements are kept.
 */
async function stylesShownLater(path: string | undefined): Promise<string> {
  const { prelude } = await prerender(
    <Providers>
      <StaticRouter location={path ?? '/'}>
        <SignInButton />
        {path === '/packages' && (
          <PagedCards page={{ items: SAMPLE_PACKAGES, hasMore: true }} loading={false} failure="" empty={null} onMore={() => {}}>
            {(item, index) => <PackageCard package={item.card} onBook={() => {}} index={index} />}
          </PagedCards>
        )}
      </StaticRouter>
    </Providers>,
  );
  const html = await new Response(prelude as ReadableStream).text();
  return (html.match(/<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g) ?? []).join('');
}

/** The markup of `path`'s page (undefined: the shell), as main.tsx's first render will draw it. */
export async function render(path?: string, client?: ApolloClient): Promise<string> {
  setPrerenderedPage(path);
  if (path) await Promise.all([preloadRoute(routes, path), path === '/' ? loadSearchForms() : undefined]);
  const routed = <StaticRouter location={path ?? '/'}>{path ? <AppRoutes /> : <Shell />}</StaticRouter>;
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>{client ? <ApolloProvider client={client}>{routed}</ApolloProvider> : routed}</Providers>
    </StrictMode>,
    // inline, in place: nothing is streamed in later (no inline script could move it, and none runs: the CSP)
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const page = await new Response(prelude as ReadableStream).text();
  // appended after the page's markup: the build moves every <style> to <head> and leaves nothing of them in #root
  return page + (await stylesShownLater(path));
}

/** Runs one GraphQL operation on the server that serves the page (its own schema, context and rules). */
export type Execute = (operation: { query: string; variables: Record<string, unknown> }) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

/** The pages the server renders at request time with their opening data, and how each asks for it. */
const LIVE: Record<string, (client: ApolloClient, params: URLSearchParams) => Promise<unknown>> = {
  '/packages': prefetchPackages,
};
export const LIVE_PATHS = Object.keys(LIVE);

/**
 * A page whose largest paint is data (/packages: the first card's picture) rendered with that data, for the server to
 * send (api/src/rest/live-pages.ts): the build's page would show a loading list, and the picture could only be asked
 * for once the app had started and fetched the list (LCP 5.4 s on a throttled phone). The page's own `prefetch` asks
 * through `execute`; the cache goes with the page as JSON (not a script: the CSP runs none inline), and the app starts
 * from it (app/prerendered.ts), so its first render draws the same cards. Throws when the data could not be had: the
 * server then sends the build's page.
 */
export async function renderLive(template: string, path: string, execute: Execute): Promise<string> {
  const prefetch = LIVE[path];
  if (!prefetch) throw new Error(`${path} is not a live page`);
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (err: unknown) => observer.error(err),
        );
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  await prefetch(client, new URLSearchParams());
  const markup = await render(path, client);
  // `<` escaped: the JSON cannot end its element early, whatever a package's text says
  const state = JSON.stringify(client.cache.extract()).replace(/</g, '\\u003c');
  return pageHtml(template, ` data-page="${path}"`, markup, `<script type="application/json" id="${STATE_ELEMENT_ID}">${state}</script>`);
}
