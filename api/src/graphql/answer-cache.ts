import crypto from 'node:crypto';
import { type ApolloServerPlugin, type GraphQLResponse, HeaderMap } from '@apollo/server';
import type { FormattedExecutionResult, OperationDefinitionNode } from 'graphql';
import { domainEvents } from '../core/events.js';
import type { Context } from './context.js';
import { marketToday } from '../rules/dates.js';

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

// `json` until the first hit decodes it into `value` (and is dropped)
type Entry<T> = { expires: number; bytes: number; json?: string; value?: T };
// the caches running in this process (tests build several servers; a server has one for GraphQL, one for REST)
const caches = new Set<AnswerCache<unknown>>();

function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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

/** The key of an answer: a SHA-256 of what it depends on. */
export function cacheKey(parts: string[]): string {
  // length-prefixed, so no two different part lists hash the same input; one-shot (crypto.hash), not a Hash object
  // fed eight pieces: the same digest, at a quarter of the cost on every search (issue 19)
  let input = '';
  for (const part of parts) input += `${part.length}:${part}`;
  return crypto.hash('sha256', input, 'base64url');
}

/** A lookup's outcome: the answer, or the duty to compute it and `settle` the key with it (null: an error, not kept). */
export type Lookup<T> = { hit: T } | { settle: (value: T | null) => void };

/**
 * The store behind the catalogue's answers (see the top of this file): answers by key, at most `ttlSeconds` old,
 * bounded in bytes and entries, admission while answers are not reused, one computation for identical requests that
 * arrive together, and everything dropped on each 'catalogue.changed'. `encode` is the answer's JSON (what is sent,
 * and what is counted); `decode` turns it back when first asked for again; `share`, when given, is what requests that
 * waited for the answer get instead of the computing request's own value (a copy, when that value is a buffer the
 * computing request gives back once sent: rest/buffer-pool.ts).
 */
export class AnswerCache<T> {
  readonly store = new Map<string, Entry<T>>();
  private readonly inflight = new Map<string, { answer: Promise<T | null>; waiting: number }>();
  bytes = 0;
  // bumped by each clear: an answer computed from data read before a clear is not kept after it
  private generation = 0;
  // lookups and hits in the current admission window, whether the last window was (almost) all misses, misses since
  // the last stored answer
  private lookups = 0;
  private hits = 0;
  private cold = false;
  private skipped = 0;
  private readonly ttlMs: number;

  constructor(
    ttlSeconds: number,
    private readonly codec: { encode: (value: T) => string; decode: (json: string) => T; share?: (value: T) => T },
    private readonly clock: () => number = () => Date.now(),
    private readonly maxBytes: number = CACHE_MAX_BYTES,
  ) {
    this.ttlMs = ttlSeconds * 1000;
  }

  /** Whether answers are kept at all (a TTL of 0 turns the cache off). */
  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Listens for catalogue writes until the returned function is called (then it is emptied). */
  open(): () => void {
    caches.add(this as AnswerCache<unknown>);
    const stopListening = domainEvents.onEvent('catalogue.changed', () => this.clear());
    return () => {
      stopListening();
      caches.delete(this as AnswerCache<unknown>);
      this.clear();
    };
  }

  clear(): void {
    this.generation++;
    this.store.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  /**
   * The answer for `key` if it is here (or being computed by an identical request: waited for), else the duty to
   * compute it: call `settle` with the answer, or with null for an error, exactly once.
   */
  async lookup(key: string): Promise<Lookup<T>> {
    const hit = this.store.get(key);
    if (hit && hit.expires > this.clock()) {
      this.count(true);
      // most recently used: to the end of the eviction order
      this.store.delete(key);
      this.store.set(key, hit);
      if (hit.value === undefined) {
        hit.value = this.codec.decode(hit.json as string);
        hit.json = undefined;
      }
      return { hit: hit.value };
    }
    if (hit) this.drop(key);
    let lead: ((value: T | null) => void) | undefined;
    let mine: { answer: Promise<T | null>; waiting: number } | undefined;
    const computing = this.inflight.get(key);
    if (computing) {
      computing.waiting++;
      const value = await waitAtMost(computing.answer, MAX_WAIT_MS);
      // asked again while computed: as good as a hit, for admission
      this.count(Boolean(value));
      if (value) return { hit: value };
    } else {
      this.count(false);
      mine = { answer: new Promise((resolve) => (lead = resolve)), waiting: 0 };
      this.inflight.set(key, mine);
    }
    const generation = this.generation;
    let settled = false;
    return {
      settle: (value) => {
        if (settled) return;
        settled = true;
        if (lead) {
          // waiters get this answer, or compute their own when it was an error
          lead(value !== null && mine && mine.waiting > 0 && this.codec.share ? this.codec.share(value) : value);
          if (generation === this.generation) this.inflight.delete(key);
        }
        if (value === null || generation !== this.generation || !this.admit()) return;
        this.keep(key, value);
      },
    };
  }

  private keep(key: string, value: T): void {
    // the answer's size as JSON (what is sent); one too big for an eighth of the cache is not kept
    const json = this.codec.encode(value);
    const bytes = Buffer.byteLength(json, 'utf8') + key.length;
    if (bytes > this.maxBytes / 8) return;
    this.drop(key);
    // expired answers at the cold end go first, then the least recently used until this one fits
    const now = this.clock();
    for (const [k, e] of this.store) {
      if (e.expires > now) break;
      this.drop(k);
    }
    while ((this.bytes + bytes > this.maxBytes || this.store.size >= MAX_ENTRIES) && this.store.size) this.drop(this.store.keys().next().value as string);
    this.store.set(key, { expires: now + this.ttlMs, bytes, json });
    this.bytes += bytes;
  }

  private drop(key: string): void {
    const entry = this.store.get(key);
    if (!entry) return;
    this.store.delete(key);
    this.bytes -= entry.bytes;
  }

  private count(hit: boolean): void {
    if (hit) this.hits++;
    if (++this.lookups < ADMISSION_WINDOW) return;
    this.cold = this.hits * 100 < this.lookups;
    this.lookups = 0;
    this.hits = 0;
  }

  // whether a computed answer is stored (see ADMISSION_WINDOW)
  private admit(): boolean {
    if (!this.cold || ++this.skipped >= ADMIT_ONE_IN) {
      this.skipped = 0;
      return true;
    }
    return false;
  }
}

/** GraphQL answers: kept as JSON text until first asked for again, then as the parsed answer. */
export function graphqlAnswerCache(ttlSeconds: number, clock?: () => number, maxBytes?: number): AnswerCache<FormattedExecutionResult> {
  return new AnswerCache<FormattedExecutionResult>(ttlSeconds, { encode: (v) => JSON.stringify(v), decode: (json) => JSON.parse(json) as FormattedExecutionResult }, clock, maxBytes);
}

/** The key of a GraphQL answer; "today" is part of it (a check-in date's validity), Apollo's SHA-256 of the query text stands for the text. */
export function graphqlAnswerKey(today: string, operationName: string | null | undefined, queryHash: string, variables: Record<string, unknown> | undefined): string {
  return cacheKey([today, operationName ?? '', queryHash, JSON.stringify(variables ?? {})]);
}

/** Whether an operation reads public catalogue fields only (the same answer for every caller). */
export function isPublicCatalogueRead(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every((s) => s.kind === 'Field' && PUBLIC_CATALOGUE_FIELDS.has(s.name.value) && !s.directives?.length)
  );
}

/** The Apollo plugin over `answers` (or a cache of its own, as tests build it). */
export function catalogueResponseCache(
  ttlSecondsOrCache: number | AnswerCache<FormattedExecutionResult>,
  clock: () => number = () => Date.now(),
  maxBytes: number = CACHE_MAX_BYTES,
): ApolloServerPlugin<Context> {
  const answers = typeof ttlSecondsOrCache === 'number' ? graphqlAnswerCache(ttlSecondsOrCache, clock, maxBytes) : ttlSecondsOrCache;
  const answer = (result: FormattedExecutionResult): GraphQLResponse => ({
    http: { status: undefined, headers: new HeaderMap() },
    body: { kind: 'single', singleResult: result },
  });
  return {
    // listening only while the server runs: a closed app (tests build many per process) leaves no listener behind
    async serverWillStart() {
      const close = answers.open();
      return {
        async serverWillStop() {
          close();
        },
      };
    },
    async requestDidStart() {
      if (!answers.enabled) return;
      let settle: ((result: FormattedExecutionResult | null) => void) | undefined;
      return {
        async responseForOperation({ request, operation, contextValue, queryHash }): Promise<GraphQLResponse | null> {
          // no operation: the operationName names none in the document, and execution answers that error
          if (!operation || !request.query || !isPublicCatalogueRead(operation)) return null;
          const found = await answers.lookup(graphqlAnswerKey(marketToday(contextValue.now()), request.operationName, queryHash ?? request.query, request.variables));
          if ('hit' in found) return answer(found.hit);
          settle = found.settle;
          return null;
        },
        async willSendResponse({ response }) {
          if (!settle) return;
          settle(response.body.kind === 'single' && !response.body.singleResult.errors ? response.body.singleResult : null);
        },
      };
    },
  };
}
