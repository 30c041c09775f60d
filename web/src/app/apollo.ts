import { ApolloClient, type FieldPolicy, HttpLink, InMemoryCache } from '@apollo/client';
import { currentLanguage } from '../i18n';

type Page = { items: unknown[]; hasMore: boolean; limit?: number; offset?: number };

// Lists paged with `pagination: { limit, offset }`: one cache entry per filter set (the pagination is not part of the
// key), later pages appended at their offset, a first page replacing what was there.
function offsetPaged(keyArgs: string[] | false): FieldPolicy<Page> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const offset = (args?.pagination as { offset?: number } | undefined)?.offset ?? 0;
      if (!existing || offset === 0) return incoming;
      return { ...incoming, items: [...existing.items.slice(0, offset), ...incoming.items] };
    },
  };
}

/** The cache's rules, the same in the browser and in the server's render of a live page (prerender.tsx). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Currency: { keyFields: ['code'] },
      // an agency's member is a user: one entry per user, which role, suspend and reactivate answers update in place
      AgencyMemberType: { keyFields: ['userId'] },
      // search results are per search (party, currency): never merged across searches by id
      FlightOffer: { keyFields: false },
      ProviderHotel: { keyFields: false },
      // a hotel result is priced for one search (dates, rooms, currency): never merge two searches' results
      Hotel: { keyFields: false },
      // server-computed figures without an id: one object per parent, replaced whole when refetched
      Analytics: { merge: true },
      Query: {
        fields: {
          packages: offsetPaged(['type', 'search']),
          transport: offsetPaged(['type']),
          hotels: offsetPaged(['city', 'checkInDate', 'checkOutDate', 'rooms', 'guests', 'currency']),
          bookings: offsetPaged(['sold', 'forCustomers']),
          myPackages: offsetPaged(['type', 'search']),
          apiKeys: offsetPaged(['all']),
          visaOffers: offsetPaged(['destination', 'type']),
          myVisaApplications: offsetPaged(false),
          mySellerVisaOffers: offsetPaged(false),
          visaQueue: offsetPaged(['status', 'overdue']),
          payments: offsetPaged(['filter']),
          refunds: offsetPaged(['filter']),
          flightOrders: offsetPaged(false),
        },
      },
    },
  });
}

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri,
      credentials: 'include',
      // the server's messages in the chosen language (api/src/core/i18n.ts), read at each request
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('accept-language', currentLanguage());
        return fetch(input, { ...init, headers });
      },
    }),
    cache: createCache(),
    // spec point 7: no refetch on focus, no retries; data stays until something changes it
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
