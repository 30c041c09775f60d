type ResettableClient = { resetStore: () => Promise<unknown> };

// The Apollo client in use once a page that needs it has loaded (none on the landing page): logout resets its cache.
let active: ResettableClient | null = null;

export function setActiveApolloClient(client: ResettableClient | null): void {
  active = client;
}

export function activeApolloClient(): ResettableClient | null {
  return active;
}
