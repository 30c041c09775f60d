import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';

/**
 * A lazy route page that uses Apollo: its chunk and Apollo Client load together, and the page renders inside the
 * one shared client's provider (or inside an outer provider when there is one, as in the component tests).
 */
export function withApollo<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazyPage(async () => {
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
