import { type ApolloServerPlugin, type GraphQLResponse, HeaderMap } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { Context } from '../../graphql/context.js';
import { marketToday } from './hotels.service.js';

// Public catalogue reads (the same for every caller) asked again with the same query and variables within a few
// seconds are answered from memory: a popular search ("Makkah, next week, 2 guests") is computed once per interval
// instead of once per visitor. Results are at most `ttlSeconds` old; booking never relies on them (it re-checks
// availability with its conditional UPDATE), and clearCatalogueCache() drops everything at once. Identical
// requests that arrive while the answer is being computed wait for it rather than each computing it again (at
// every expiry a popular search would otherwise run once per waiting connection).
export const PUBLIC_CATALOGUE_FIELDS = new Set(['packages', 'package', 'transport', 'hotels', 'currencies', '__typename']);
const MAX_ENTRIES = 2000;
// a waiter whose leader never answers (it cannot happen with Apollo, which always sends a response) computes its own
const MAX_WAIT_MS = 5000;

type Entry = { expires: number; result: FormattedExecutionResult };
type Cache = { store: Map<string, Entry>; inflight: Map<string, Promise<FormattedExecutionResult | null>> };
const caches = new Set<Cache>();
// bumped by clearCatalogueCache: an answer computed from data read before a clear is not kept after it
let generation = 0;

function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Forget every cached catalogue answer (e.g. right after a booking changed availability). */
export function clearCatalogueCache(): void {
  generation++;
  for (const { store, inflight } of caches) {
    store.clear();
    inflight.clear();
  }
}

export function catalogueResponseCache(ttlSeconds: number, clock: () => number = () => Date.now()): ApolloServerPlugin<Context> {
  const store = new Map<string, Entry>();
  const inflight = new Map<string, Promise<FormattedExecutionResult | null>>();
  caches.add({ store, inflight });
  const ttlMs = ttlSeconds * 1000;
  const answer = (result: FormattedExecutionResult): GraphQLResponse => ({
    http: { status: undefined, headers: new HeaderMap() },
    body: { kind: 'single', singleResult: result },
  });
  return {
    async requestDidStart() {
      if (ttlMs <= 0) return;
      let key: string | undefined;
      let keyGeneration = 0;
      let lead: ((result: FormattedExecutionResult | null) => void) | undefined;
      return {
        async responseForOperation({ request, operation, contextValue }): Promise<GraphQLResponse | null> {
          // no operation: the operationName names none in the document, and execution answers that error
          if (!operation || operation.operation !== 'query' || !request.query) return null;
          const publicOnly = operation.selectionSet.selections.every(
            (s) => s.kind === 'Field' && PUBLIC_CATALOGUE_FIELDS.has(s.name.value) && !s.directives?.length,
          );
          if (!publicOnly) return null;
          // "today" is part of the answer (a check-in date's validity), so it is part of the key
          const k = `${marketToday(contextValue.deps.now())}\n${request.operationName ?? ''}\n${request.query}\n${JSON.stringify(request.variables ?? {})}`;
          const hit = store.get(k);
          const now = clock();
          if (hit && hit.expires > now) return answer(hit.result);
          const computing = inflight.get(k);
          if (computing) {
            const result = await waitAtMost(computing, MAX_WAIT_MS);
            if (result) return answer(result);
          } else {
            inflight.set(k, new Promise((resolve) => (lead = resolve)));
          }
          key = k;
          keyGeneration = generation;
          return null;
        },
        async willSendResponse({ response }) {
          if (!key) return;
          const ok = response.body.kind === 'single' && !response.body.singleResult.errors;
          if (lead) {
            // waiters get this answer, or compute their own when it was an error
            lead(ok && response.body.kind === 'single' ? response.body.singleResult : null);
            if (keyGeneration === generation) inflight.delete(key);
          }
          if (!ok || response.body.kind !== 'single' || keyGeneration !== generation) return;
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
