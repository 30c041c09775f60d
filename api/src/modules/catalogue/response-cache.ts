import { type ApolloServerPlugin, type GraphQLResponse, HeaderMap } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { Context } from '../../graphql/context.js';
import { marketToday } from './hotels.service.js';

// Public catalogue reads (the same for every caller) asked again with the same query and variables within a few
// seconds are answered from memory: a popular search ("Makkah, next week, 2 guests") is computed once per interval
// instead of once per visitor. Results are at most `ttlSeconds` old; booking never relies on them (it re-checks
// availability with its conditional UPDATE), and clearCatalogueCache() drops everything at once.
export const PUBLIC_CATALOGUE_FIELDS = new Set(['packages', 'package', 'transport', 'hotels', '__typename']);
const MAX_ENTRIES = 2000;

type Entry = { expires: number; result: FormattedExecutionResult };
const caches = new Set<Map<string, Entry>>();

/** Forget every cached catalogue answer (e.g. right after a booking changed availability). */
export function clearCatalogueCache(): void {
  for (const store of caches) store.clear();
}

export function catalogueResponseCache(ttlSeconds: number, clock: () => number = () => Date.now()): ApolloServerPlugin<Context> {
  const store = new Map<string, Entry>();
  caches.add(store);
  const ttlMs = ttlSeconds * 1000;
  return {
    async requestDidStart() {
      if (ttlMs <= 0) return;
      let key: string | undefined;
      return {
        async responseForOperation({ request, operation, contextValue }): Promise<GraphQLResponse | null> {
          if (operation.operation !== 'query' || !request.query) return null;
          const publicOnly = operation.selectionSet.selections.every(
            (s) => s.kind === 'Field' && PUBLIC_CATALOGUE_FIELDS.has(s.name.value) && !s.directives?.length,
          );
          if (!publicOnly) return null;
          // "today" is part of the answer (a check-in date's validity), so it is part of the key
          const k = `${marketToday(contextValue.deps.now())}\n${request.operationName ?? ''}\n${request.query}\n${JSON.stringify(request.variables ?? {})}`;
          const hit = store.get(k);
          const now = clock();
          if (hit && hit.expires > now)
            return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: hit.result } };
          key = k;
          return null;
        },
        async willSendResponse({ response }) {
          if (!key || response.body.kind !== 'single' || response.body.singleResult.errors) return;
          if (store.size >= MAX_ENTRIES) {
            const now = clock();
            for (const [k, e] of store) if (e.expires <= now) store.delete(k);
            // still full: drop the oldest
            if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value as string);
          }
          store.set(key, { expires: clock() + ttlMs, result: response.body.singleResult });
        },
      };
    },
  };
}
