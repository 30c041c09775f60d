import type { Log } from '../../core/context.js';
import type { DuffelErrorEnvelope } from './duffel-types.js';

// Duffel's transport (shared/reference/duffel.md §1): the headers every request carries, the {data} envelope, the
// error envelope and the rate limit. Errors leave here as DuffelHttpError (an answer with an error status) or
// DuffelTransportError (no answer: network, timeout); duffel-errors.ts maps both to the classes of airline.ts.

export type DuffelLog = Pick<Log, 'warn' | 'info'>;

export const DUFFEL_BASE_URL = 'https://api.duffel.com';
// The longest we wait for a rate-limit window to reset, before a call or before retrying a 429.
export const MAX_RATE_LIMIT_WAIT_MS = 10_000;
// A 429 without a usable ratelimit-reset is retried after this.
const DEFAULT_RETRY_WAIT_MS = 1_000;

export class DuffelHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string | null,
    readonly code: string | null,
    readonly detail: string,
    readonly requestId: string | null,
  ) {
    super(`Duffel answered ${status} ${type ?? '-'}/${code ?? '-'}: ${detail}`);
    this.name = 'DuffelHttpError';
  }
}

export class DuffelTransportError extends Error {
  constructor(
    readonly timeout: boolean,
    message: string,
  ) {
    super(message);
    this.name = 'DuffelTransportError';
  }
}

export interface DuffelRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown; // sent as {data: body}
  timeoutMs: number;
}

export interface DuffelResponse<T> {
  status: number;
  data: T;
  requestId: string | null;
}

export interface DuffelHttpOptions {
  accessToken: string;
  baseUrl: string;
  sleep: (ms: number) => Promise<void>;
  log: DuffelLog;
  now?: () => number;
}

export class DuffelHttp {
  // when the last answer said ratelimit-remaining 0: the moment (ms) its window resets
  private resetAt: number | null = null;
  private readonly now: () => number;

  constructor(private readonly options: DuffelHttpOptions) {
    this.now = options.now ?? Date.now;
  }

  async request<T>(req: DuffelRequest): Promise<DuffelResponse<T>> {
    await this.waitForWindow(req);
    let res = await this.send(req);
    if (res.status === 429) {
      // retried once after the window resets, when that is soon enough; else the 429 stands
      const wait = this.retryWait(res.headers);
      if (wait !== null) {
        await res.text().catch(() => undefined);
        this.options.log.info({ path: req.path, waitMs: wait }, 'Duffel rate limit: retrying once after the reset');
        await this.options.sleep(wait);
        res = await this.send(req);
      }
    }
    return this.read<T>(res);
  }

  /** Before a call: when the last answer used up the window, wait (at most MAX_RATE_LIMIT_WAIT_MS) for its reset. */
  private async waitForWindow(req: DuffelRequest): Promise<void> {
    if (this.resetAt === null) return;
    const ms = this.resetAt - this.now();
    if (ms <= 0) {
      this.resetAt = null;
      return;
    }
    const wait = Math.min(ms, MAX_RATE_LIMIT_WAIT_MS);
    this.options.log.info({ path: req.path, waitMs: wait }, 'Duffel rate limit used up: waiting for its reset');
    await this.options.sleep(wait);
  }

  /** How long to wait before retrying a 429; null when the reset is too far away to wait for. */
  private retryWait(headers: Headers): number | null {
    const reset = parseHttpDate(headers.get('ratelimit-reset'));
    if (reset === null) return DEFAULT_RETRY_WAIT_MS;
    const ms = Math.max(0, reset - this.now());
    return ms > MAX_RATE_LIMIT_WAIT_MS ? null : ms;
  }

  private async send(req: DuffelRequest): Promise<Response> {
    const url = new URL(req.path, this.options.baseUrl);
    for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.options.accessToken}`,
      'Duffel-Version': 'v2',
      Accept: 'application/json',
      'Accept-Encoding': 'gzip',
    };
    let body: string | undefined;
    if (req.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify({ data: req.body });
    }
    let res: Response;
    try {
      res = await fetch(url, { method: req.method, headers, body, signal: AbortSignal.timeout(req.timeoutMs) });
    } catch (err) {
      throw transportError(err, req);
    }
    this.noteRateLimit(res.headers);
    return res;
  }

  private noteRateLimit(headers: Headers): void {
    const remaining = headers.get('ratelimit-remaining');
    const reset = parseHttpDate(headers.get('ratelimit-reset'));
    this.resetAt = remaining !== null && Number(remaining) <= 0 && reset !== null ? reset : null;
  }

  private async read<T>(res: Response): Promise<DuffelResponse<T>> {
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw transportError(err, null);
    }
    const headerId = res.headers.get('x-request-id');
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    if (res.ok) {
      // 202 (accepted, not finished) and 204 may come without a body
      if (res.status !== 204 && res.status !== 202 && (parsed === undefined || typeof parsed !== 'object' || parsed === null)) {
        throw new DuffelHttpError(502, 'api_error', 'invalid_response', `unreadable ${res.status} answer`, headerId);
      }
      return { status: res.status, data: (parsed as { data?: T } | undefined)?.data as T, requestId: headerId };
    }
    const envelope = (parsed && typeof parsed === 'object' ? parsed : {}) as DuffelErrorEnvelope;
    const first = Array.isArray(envelope.errors) ? envelope.errors[0] : undefined;
    throw new DuffelHttpError(
      res.status,
      first?.type ?? null,
      first?.code ?? null,
      first?.message ?? first?.title ?? (text.slice(0, 200) || res.statusText),
      envelope.meta?.request_id ?? headerId,
    );
  }
}

function transportError(err: unknown, req: DuffelRequest | null): DuffelTransportError {
  const name = err instanceof Error ? err.name : '';
  const timeout = name === 'TimeoutError' || name === 'AbortError';
  const where = req ? `${req.method} ${req.path}` : 'reading the answer';
  return new DuffelTransportError(timeout, `${where}: ${timeout ? 'timed out' : err instanceof Error ? err.message : String(err)}`);
}

/** An HTTP-date (ratelimit-reset), as ms since the epoch; null when absent or unreadable. */
export function parseHttpDate(value: string | null): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** A small least-recently-used map: offers' last totals and cancellation quotes, bounded. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  get size(): number {
    return this.map.size;
  }
}
