import {
  AirlineProviderError,
  AirlineRefusedError,
  AirlineUnavailableError,
  AirNotFoundError,
  InsufficientBalanceError,
  InvalidOrderStateError,
  OfferGoneError,
  QuoteExpiredError,
} from './airline.js';
import { type DuffelLog, DuffelHttpError, DuffelTransportError } from './duffel-http.js';

// Duffel's errors (shared/reference/duffel.md §1, error envelope: branch on `code`, then `type`, then the HTTP
// status) as the classes of airline.ts. `subject` is what the call was about, for "not found" and quote expiry.

export type DuffelSubject = 'offer' | 'order' | 'cancellation quote' | 'airline change';

export interface DuffelErrorContext {
  subject: DuffelSubject;
  op: string; // the adapter method, for the log
  log: DuffelLog;
  // more to log (e.g. our order reference when an order may have been created)
  extra?: Record<string, unknown>;
}

const PRICE_CHANGE_CODES = new Set(['price_changed', 'payment_amount_does_not_match_order_amount']);
const STATE_MESSAGES: Record<string, string> = {
  already_cancelled: 'This order is already cancelled',
  order_not_changeable: 'This order can no longer be changed',
  stale_airline_initiated_change_accept: 'This airline change is no longer the latest one; read the order again',
};
// calls after which a failure leaves the outcome unknown: the order or payment may have gone through
const AMBIGUOUS_OPS = new Set(['createOrder', 'payOrder', 'confirmCancellation', 'acceptChange']);

/** Duffel said the amount sent is not the current one (a hold's price moved, or an instant order at an old price). */
export function isPriceChange(err: unknown): boolean {
  return err instanceof DuffelHttpError && err.code !== null && PRICE_CHANGE_CODES.has(err.code);
}

/** A search that timed out: at the supplier (504, gateway_timeout_error) or ours (abort). */
export function isTimeout(err: unknown): boolean {
  if (err instanceof DuffelTransportError) return err.timeout;
  return err instanceof DuffelHttpError && (err.status === 504 || err.code === 'gateway_timeout_error');
}

/** The error to throw for `err`: an AirlineProviderError for Duffel's errors; anything else unchanged. */
export function mapDuffelError(err: unknown, ctx: DuffelErrorContext): unknown {
  if (err instanceof AirlineProviderError) return err;
  if (err instanceof DuffelTransportError) {
    ctx.log.warn({ op: ctx.op, err: err.message, ...ctx.extra, ...ambiguity(ctx) }, 'Duffel did not answer');
    return new AirlineUnavailableError(
      err.timeout ? 'The airline did not answer in time; please try again' : 'The airline system is not answering; please try again',
    );
  }
  if (!(err instanceof DuffelHttpError)) return err;
  const { status, type, code, requestId } = err;
  const info = { op: ctx.op, status, type, code, requestId, detail: err.detail, ...ctx.extra };

  if (status === 401 || status === 403) {
    ctx.log.warn(info, 'Duffel refused our credentials: check DUFFEL_ACCESS_TOKEN (a live or test token with access to this feature)');
    return new AirlineRefusedError('The airline system refused our access; the booking team has been told');
  }
  if (status === 429 || type === 'rate_limit_error') {
    ctx.log.warn(info, 'Duffel rate limit exceeded');
    return new AirlineUnavailableError('The airline system is busy; please try again in a minute');
  }
  if (code === 'offer_no_longer_available') return new OfferGoneError();
  if (code === 'not_found' || status === 404) return ctx.subject === 'offer' ? new OfferGoneError() : new AirNotFoundError(ctx.subject);
  if (code === 'insufficient_balance') {
    ctx.log.warn(info, 'Duffel balance too low to pay for an order: top it up');
    return new InsufficientBalanceError();
  }
  if (code !== null && STATE_MESSAGES[code]) return new InvalidOrderStateError(STATE_MESSAGES[code]);
  if (ctx.subject === 'cancellation quote' && (type === 'invalid_state_error' || type === 'validation_error' || /expired|stale|latest/.test(code ?? ''))) {
    // only the latest quote can be confirmed, and only before it expires (§4)
    return new QuoteExpiredError();
  }
  if (type === 'airline_error') {
    ctx.log.warn(info, 'The airline refused the request (Duffel airline_error)');
    return new AirlineRefusedError();
  }
  if (type === 'invalid_state_error') return new InvalidOrderStateError(`This ${ctx.subject} is not in a state that allows this`);
  if (status === 503 || status === 504 || code === 'gateway_timeout_error') {
    ctx.log.warn({ ...info, ...ambiguity(ctx) }, 'Duffel unavailable');
    return new AirlineUnavailableError();
  }
  if (status >= 500) {
    // 500/502: not to be retried (§1); quote the request id to Duffel, the order may still have been created
    ctx.log.warn({ ...info, ...ambiguity(ctx) }, 'Duffel failed: not retried; quote the request id to Duffel support');
    return new AirlineRefusedError();
  }
  // validation and other 4xx: our request was wrong, or an airline rule we do not know
  ctx.log.warn(info, 'Duffel rejected the request');
  return new AirlineRefusedError();
}

function ambiguity(ctx: DuffelErrorContext): Record<string, unknown> {
  return AMBIGUOUS_OPS.has(ctx.op) ? { outcomeUnknown: true, note: 'the request may still have taken effect at Duffel; check before retrying' } : {};
}
