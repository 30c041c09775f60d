import { type ComponentType, lazy } from 'react';

type ResettableClient = { resetStore: () => Promise<unknown> };

// The Apollo client in use once a page that needs it has loaded (none on the landing page): logout resets its cache.
let active: ResettableClient | null = null;

export function setActiveApolloClient(client: ResettableClient | null): void {
  active = client;
}

export function activeApolloClient(): ResettableClient | null {
  return active;
}

/**
 * A lazy route page that uses Apollo: its chunk and Apollo Client load together, and the page renders inside the
 * one shared client's provider (or inside an outer provider when there is one, as in the component tests).
 */
export function withApollo<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Page }, { ApolloBoundary }] = await Promise.all([load(), import('./ApolloBoundary')]);
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
