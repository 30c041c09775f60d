import { type ComponentType, isValidElement, lazy, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A route page in its own chunk, like React.lazy, that can also be loaded ahead (`preload`): once loaded it renders
 * at once instead of suspending for a tick. The first render of a pre-rendered page (main.tsx) must not pass through
 * a Suspense fallback, or the page painted from HTML would blink out and back in.
 */
export function lazyPage<P extends object>(load: Loader<P>): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => (Loaded = m.default),
      (err: unknown) => {
        // a failed chunk (offline for a moment) is tried again on the next visit to the page
        pending = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}

// the lazy pages inside a route's element, through wrappers such as the sign-in guards
function preloadsOf(node: ReactNode): Array<() => Promise<unknown>> {
  if (!isValidElement(node)) return [];
  const own = (node.type as { preload?: () => Promise<unknown> }).preload;
  const children = (node.props as { children?: ReactNode }).children;
  const nested = Array.isArray(children) ? children.flatMap(preloadsOf) : preloadsOf(children);
  return own ? [own, ...nested] : nested;
}

/** Loads the chunks of the pages that `pathname` shows (a failed load is left to the page's own Suspense). */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap((m) => preloadsOf(m.route.element));
  await Promise.all(loads.map((load) => load().catch(() => undefined)));
}
