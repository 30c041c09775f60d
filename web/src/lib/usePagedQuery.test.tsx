import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../app/apollo';
import { setPrerenderedPage } from '../app/prerendered';
import { Providers } from '../app/Providers';
import { withApollo } from '../app/withApollo';
import { prefetch, PackagesQuery } from '../modules/packages/PackagesPage';
import { page } from '../test/catalogue';
import { handlers } from '../test/handlers';
import { packageAs } from '../test/packages';
import { ORIGIN } from '../test/render';
import { usePagedQuery } from './usePagedQuery';

// The packages page's list is asked for while the app starts (withApollo's prefetch) and handed to the page once React
// has taken the pre-rendered page over: the first render draws what the HTML shows, the next the cards, with no
// second request.

let asked = 0;
const server = setupServer(
  graphql.query('Packages', () => {
    asked++;
    return HttpResponse.json({ data: { packages: page('PackagePage', [packageAs()]) } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked = 0;
  setPrerenderedPage(undefined);
});
afterAll(() => server.close());

function List({ seen }: { seen: string[] }) {
  const { data, paging } = usePagedQuery(PackagesQuery, { type: 'umrah' }, 12);
  const state = paging.loading ? 'loading' : `${data?.packages.items.length ?? 0} cards`;
  seen.push(state);
  return <p data-testid="state">{state}</p>;
}

function renderList(client: ApolloClient, seen: string[]) {
  return render(
    <ApolloProvider client={client}>
      <Providers>
        <List seen={seen} />
      </Providers>
    </ApolloProvider>,
  );
}

describe('usePagedQuery', () => {
  it('taking over a pre-rendered page: the loading list first (as painted), then the prefetched cards, asked once', async () => {
    const client = createApolloClient(`${ORIGIN}/graphql`);
    await prefetch(client, new URLSearchParams(''));
    expect(asked).toBe(1);
    setPrerenderedPage('/packages');
    const seen: string[] = [];
    renderList(client, seen);
    expect(seen[0]).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('1 cards'));
    expect(asked).toBe(1);
  });

  it('elsewhere a list the cache holds is drawn at once, without a loading state', async () => {
    const client = createApolloClient(`${ORIGIN}/graphql`);
    await prefetch(client, new URLSearchParams('type=umrah'));
    const seen: string[] = [];
    renderList(client, seen);
    expect(seen[0]).toBe('1 cards');
    expect(asked).toBe(1);
  });

  it('fetches on its own when nothing was prefetched', async () => {
    const seen: string[] = [];
    renderList(createApolloClient(`${ORIGIN}/graphql`), seen);
    expect(seen[0]).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('1 cards'));
    expect(asked).toBe(1);
  });
});

describe('withApollo prefetch', () => {
  const Dummy = () => null;

  it("asks for a page's opening data when its code loads while the address is that page", async () => {
    window.history.pushState({}, '', '/packages?type=hajj');
    const prefetched = vi.fn((_client: unknown, _params: URLSearchParams) => Promise.resolve());
    await withApollo(() => Promise.resolve({ default: Dummy, prefetch: prefetched }), '/packages').preload();
    expect(prefetched).toHaveBeenCalledTimes(1);
    expect(String(prefetched.mock.calls[0][1])).toBe('type=hajj');
  });

  it('not when its code is loaded ahead from another page', async () => {
    window.history.pushState({}, '', '/');
    const prefetched = vi.fn(() => Promise.resolve());
    await withApollo(() => Promise.resolve({ default: Dummy, prefetch: prefetched }), '/packages').preload();
    expect(prefetched).not.toHaveBeenCalled();
  });
});
