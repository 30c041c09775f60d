import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { type ReactNode, useContext } from 'react';
import { createApolloClient } from './apollo';
import { setActiveApolloClient } from './activeApolloClient';
import { takePrerenderedState } from './prerendered';

let shared: ApolloClient | undefined;

// One client for the whole visit: its cache outlives moving between pages.
export function sharedClient(): ApolloClient {
  if (!shared) {
    shared = createApolloClient();
    // a live page came with the answers it was drawn from: the app's first render draws the same, without asking again
    const state = takePrerenderedState();
    if (state) shared.cache.restore(state as Parameters<typeof shared.cache.restore>[0]);
    setActiveApolloClient(shared);
  }
  return shared;
}

export function ApolloBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  if (outer) return <>{children}</>;
  return <ApolloProvider client={sharedClient()}>{children}</ApolloProvider>;
}
