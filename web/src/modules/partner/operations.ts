import { graphql } from '../../gql';

// What the Developer API panel shows of a key. The mutations select the same fields, so a created or revoked key is
// complete in the cache and the list can show it without asking the server again.
export const ApiKeyFieldsFragment = graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    prefix
    createdAt
    lastUsedAt
    revokedAt
    budget {
      maximumAvailable
      currentlyAvailable
      restoreRate
      requestLimit
      windowSeconds
    }
    user {
      id
      username
    }
  }
`);

export const API_KEYS_PAGE_SIZE = 50;

export const ApiKeysQuery = graphql(`
  query ApiKeys($all: Boolean!, $pagination: PaginationInput) {
    apiKeys(all: $all, pagination: $pagination) {
      items {
        ...ApiKeyFields
      }
      hasMore
    }
  }
`);
