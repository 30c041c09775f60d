import { ConflictError, DomainError, NotFoundError, UpstreamError } from '../../core/errors.js';
import { FLIGHT_ORDER_MESSAGES } from '../../rules/flights.js';
import {
  AirlineRefusedError,
  AirlineUnavailableError,
  AirNotFoundError,
  FareSoldOutError,
  InsufficientBalanceError,
  InvalidOrderStateError,
  OfferGoneError,
  PriceChangedError,
  QuoteExpiredError,
} from './airline.js';

// An airline provider's error as the API answers it (core/errors.ts: one code per HTTP status). Anything else is ours,
// and left to the transport's masking (500 without details).
export function asDomainError(err: unknown): unknown {
  if (err instanceof OfferGoneError) return new DomainError(FLIGHT_ORDER_MESSAGES.offerGone, 'OFFER_EXPIRED');
  if (err instanceof PriceChangedError) return new DomainError(FLIGHT_ORDER_MESSAGES.priceChanged, 'PRICE_CHANGED', { newTotalInPkr: err.newTotalPkr });
  if (err instanceof FareSoldOutError) return new ConflictError(FLIGHT_ORDER_MESSAGES.soldOut);
  if (err instanceof QuoteExpiredError) return new ConflictError(FLIGHT_ORDER_MESSAGES.quoteExpired);
  if (err instanceof InvalidOrderStateError) return new ConflictError(err.message);
  if (err instanceof AirNotFoundError) return new NotFoundError(FLIGHT_ORDER_MESSAGES.orderNotFound);
  if (err instanceof AirlineUnavailableError) return new DomainError(err.message, 'SERVICE_UNAVAILABLE', { retryAfter: 30 });
  if (err instanceof InsufficientBalanceError || err instanceof AirlineRefusedError) return new UpstreamError(err.message);
  return err;
}
