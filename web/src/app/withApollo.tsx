import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';

type PageModule<P> = {
  default: ComponentType<P>;
  /** The data the page opens on, asked for ahead of its first render (see below). */
  prefetch?: (client: ApolloClient, params: URLSearchParams) => Promise<unknown>;
};

/**
 * A lazy route page that uses Apollo: its chunk and Apollo Client load together, and the page renders inside the
 * one shared client's provider (or inside an outer provider when there is one, as in the component tests).
 * A page at `path` that exports `prefetch` has its opening data asked for as soon as its code is here while the
 * address is that page (the visit began there: boot.tsx loads its code before React starts), so the request runs
 * while the app starts rather than after the page's first render. A page whose code was loaded ahead (a link
 * hovered) fetches as it renders, with the cache's usual rules.
 */
export function withApollo<P extends object>(load: () => Promise<PageModule<P>>, path?: string) {
  return lazyPage(async () => {
    const [{ default: Page, prefetch }, { ApolloBoundary, sharedClient }] = await Promise.all([load(), import('./ApolloBoundary')]);
    if (prefetch && typeof window !== 'undefined' && path === window.location.pathname) {
      // a failure is the page's to show: its own request goes again as it renders
      prefetch(sharedClient(), new URLSearchParams(window.location.search)).catch(() => undefined);
    }
    function WithApollo(props: P) {
      return (
        <ApolloBoundary>
          <Page {...props} />
        </ApolloBoundary>
      );
    }
    return { default: WithApollo };
  });
}
