import crypto from 'node:crypto';
import { type ApolloServerPlugin, type GraphQLResponse, HeaderMap } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import { domainEvents } from '../../core/events.js';
import type { Context } from '../../graphql/context.js';
import { marketToday } from '../../rules/dates.js';

// Public catalogue reads (the same for every caller) asked again with the same query and variables within a few
// seconds are answered from memory: a popular search ("Makkah, next week, 2 guests") is computed once per interval
// instead of once per visitor. Results are at most `ttlSeconds` old; booking never relies on them (it re-checks
// availability with its conditional UPDATE), and every catalogue write ('catalogue.changed', core/events.ts) drops
// everything at once: bookings, cancellations, and an agent's package changes. Identical
// requests that arrive while the answer is being computed wait for it rather than each computing it again (at
// every expiry a popular search would otherwise run once per waiting connection).
// Memory is bounded: keys are a SHA-256 of what the answer depends on (never the query text, which may be 64 KB),
// and the stored answers' JSON adds up to at most `maxBytes` in at most MAX_ENTRIES entries, least recently used
// evicted first. An answer is kept as its JSON text until it is first asked for again, then as the parsed answer
// (about twice its JSON on the heap plus ~2 KB, measured), so 16 MB of JSON stays under ~40 MB of heap, and the entry
// cap keeps thousands of tiny answers from adding up to more. Kept as text, an answer that nobody asks for again (most
// of them, when visitors search different stays) is one flat string for the garbage collector to move and mark, not
// the thousand objects of a page of hotels.
export const PUBLIC_CATALOGUE_FIELDS = new Set(['packages', 'package', 'transport', 'hotels', 'hotelPrices', 'currencies', '__typename']);
export const CACHE_MAX_BYTES = 16 * 1024 * 1024;
const MAX_ENTRIES = 2000;
// a waiter whose leader never answers (it cannot happen with Apollo, which always sends a response) computes its own
const MAX_WAIT_MS = 5000;
// Admission: storing an answer costs its serialization (~0.1 ms for a page of hotels) and heap until it expires. When
// the last ADMISSION_WINDOW lookups found less than 1 % of their answers here (visitors searching different stays),
// only one new answer in ADMIT_ONE_IN is stored: a search that does come back is still stored within a few asks, its
// hits lift the ratio, and every answer is stored again.
const ADMISSION_WINDOW = 512;
const ADMIT_ONE_IN = 16;

// `json` until the first hit parses it into `result` (and is dropped)
type Entry = { expires: number; bytes: number; json?: string; result?: FormattedExecutionResult };
// a Map iterates in insertion order: re-inserting on a hit makes its first key the least recently used
type Cache = {
  store: Map<string, Entry>;
  inflight: Map<string, Promise<FormattedExecutionResult | null>>;
  bytes: number;
  // bumped by each clear: an answer computed from data read before a clear is not kept after it
  generation: number;
  // lookups and hits in the current admission window, whether the last window was (almost) all misses, misses since
  // the last stored answer
  lookups: number;
  hits: number;
  cold: boolean;
  skipped: number;
};
// the caches of the servers running in this process (tests build several)
const caches = new Set<Cache>();

function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function clear(cache: Cache): void {
  cache.generation++;
  cache.store.clear();
  cache.inflight.clear();
  cache.bytes = 0;
}

/** What the caches of this process hold (tests and diagnostics). */
export function catalogueCacheSize(): { entries: number; bytes: number } {
  let entries = 0;
  let bytes = 0;
  for (const cache of caches) {
    entries += cache.store.size;
    bytes += cache.bytes;
  }
  return { entries, bytes };
}

function cacheKey(parts: string[]): string {
  // length-prefixed, so no two different part lists hash the same input; one-shot (crypto.hash), not a Hash object
  // fed eight pieces: the same digest, at a quarter of the cost on every search (issue 19)
  let input = '';
  for (const part of parts) input += `${part.length}:${part}`;
  return crypto.hash('sha256', input, 'base64url');
}

export function catalogueResponseCache(
  ttlSeconds: number,
  clock: () => number = () => Date.now(),
  maxBytes: number = CACHE_MAX_BYTES,
): ApolloServerPlugin<Context> {
  const cache: Cache = { store: new Map(), inflight: new Map(), bytes: 0, generation: 0, lookups: 0, hits: 0, cold: false, skipped: 0 };
  const count = (hit: boolean) => {
    if (hit) cache.hits++;
    if (++cache.lookups < ADMISSION_WINDOW) return;
    cache.cold = cache.hits * 100 < cache.lookups;
    cache.lookups = 0;
    cache.hits = 0;
  };
  // whether a computed answer is stored (see ADMISSION_WINDOW)
  const admit = () => {
    if (!cache.cold || ++cache.skipped >= ADMIT_ONE_IN) {
      cache.skipped = 0;
      return true;
    }
    return false;
  };
  const { store, inflight } = cache;
  const drop = (k: string) => {
    const entry = store.get(k);
    if (!entry) return;
    store.delete(k);
    cache.bytes -= entry.bytes;
  };
  const ttlMs = ttlSeconds * 1000;
  const answer = (result: FormattedExecutionResult): GraphQLResponse => ({
    http: { status: undefined, headers: new HeaderMap() },
    body: { kind: 'single', singleResult: result },
  });
  return {
    // listening only while the server runs: a closed app (tests build many per process) leaves no listener behind
    async serverWillStart() {
      caches.add(cache);
      const stopListening = domainEvents.onEvent('catalogue.changed', () => clear(cache));
      return {
        async serverWillStop() {
          stopListening();
          caches.delete(cache);
          clear(cache);
        },
      };
    },
    async requestDidStart() {
      if (ttlMs <= 0) return;
      let key: string | undefined;
      let keyGeneration = 0;
      let lead: ((result: FormattedExecutionResult | null) => void) | undefined;
      return {
        async responseForOperation({ request, operation, contextValue, queryHash }): Promise<GraphQLResponse | null> {
          // no operation: the operationName names none in the document, and execution answers that error
          if (!operation || operation.operation !== 'query' || !request.query) return null;
          const publicOnly = operation.selectionSet.selections.every(
            (s) => s.kind === 'Field' && PUBLIC_CATALOGUE_FIELDS.has(s.name.value) && !s.directives?.length,
          );
          if (!publicOnly) return null;
          // "today" is part of the answer (a check-in date's validity), so it is part of the key
          // Apollo's SHA-256 of the query text stands for it: no second pass over up to 64 KB
          const k = cacheKey([marketToday(contextValue.now()), request.operationName ?? '', queryHash ?? request.query, JSON.stringify(request.variables ?? {})]);
          const hit = store.get(k);
          const now = clock();
          if (hit && hit.expires > now) {
            count(true);
            // most recently used: to the end of the eviction order
            store.delete(k);
            store.set(k, hit);
            if (!hit.result) {
              hit.result = JSON.parse(hit.json as string) as FormattedExecutionResult;
              hit.json = undefined;
            }
            return answer(hit.result);
          }
          if (hit) drop(k);
          const computing = inflight.get(k);
          if (computing) {
            const result = await waitAtMost(computing, MAX_WAIT_MS);
            // asked again while computed: as good as a hit, for admission
            count(Boolean(result));
            if (result) return answer(result);
          } else {
            count(false);
            inflight.set(k, new Promise((resolve) => (lead = resolve)));
          }
          key = k;
          keyGeneration = cache.generation;
          return null;
        },
        async willSendResponse({ response }) {
          if (!key) return;
          const ok = response.body.kind === 'single' && !response.body.singleResult.errors;
          if (lead) {
            // waiters get this answer, or compute their own when it was an error
            lead(ok && response.body.kind === 'single' ? response.body.singleResult : null);
            if (keyGeneration === cache.generation) inflight.delete(key);
          }
          if (!ok || response.body.kind !== 'single' || keyGeneration !== cache.generation || !admit()) return;
          // the answer's size as JSON (what is sent); one too big for an eighth of the cache is not kept
          const json = JSON.stringify(response.body.singleResult);
          const bytes = Buffer.byteLength(json, 'utf8') + key.length;
          if (bytes > maxBytes / 8) return;
          drop(key);
          // expired answers at the cold end go first, then the least recently used until this one fits
          const now = clock();
          for (const [k, e] of store) {
            if (e.expires > now) break;
            drop(k);
          }
          while ((cache.bytes + bytes > maxBytes || store.size >= MAX_ENTRIES) && store.size) drop(store.keys().next().value as string);
          store.set(key, { expires: clock() + ttlMs, bytes, json });
          cache.bytes += bytes;
        },
      };
    },
  };
}
