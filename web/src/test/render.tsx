import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApolloClient } from '../app/apollo';
import { Providers } from '../app/Providers';
import { routes } from '../app/router';
import { setActiveApolloClient } from '../app/activeApolloClient';

export const ORIGIN = 'http://localhost:3000';

function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const client = createApolloClient(`${ORIGIN}/graphql`);
  // the pages' Apollo boundaries use this outer client instead of the app's shared one; logout resets it
  setActiveApolloClient(client);
  return {
    client,
    router,
    ...render(
      <ApolloProvider client={client}>
        <Providers>{(<RouterProvider router={router} />) as ReactElement}</Providers>
      </ApolloProvider>,
    ),
  };
}

/** Renders the real app (providers + routes) at `path`, talking to msw handlers through the real Apollo client. */
export function renderApp(path = '/') {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }));
}

/** One element (a page with props, or probes of hooks) at `path` with the app's providers and a real Apollo client. */
export function renderElement(element: ReactElement, path = '/') {
  return renderRouter(createMemoryRouter([{ path: '*', element }], { initialEntries: [path] }));
}
