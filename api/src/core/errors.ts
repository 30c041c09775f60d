// Typed domain errors. Services throw these and know nothing of the transport; one mapping per transport turns them
// into answers: GraphQL puts `code` (and the extras) in `extensions` (graphql/errors.ts), REST turns `code` into the
// HTTP status (rest/status.ts). The codes are part of the public API: partners read them in both.
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  // 409: the price moved since the buyer saw it (the new total in `newTotalInPkr`)
  'PRICE_CHANGED',
  // 410: an offer that expired or was taken
  'OFFER_EXPIRED',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  // 429: an API key's query cost budget cannot pay for this operation now (`retryAfter` seconds; graphql/cost-budget.ts)
  'THROTTLED',
  'INSUFFICIENT_FUNDS',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
    // extra public facts about the error (a field name, seconds to wait), sent beside the code
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the input breaks a rule; the message is the rule's own. */
export class ValidationError extends DomainError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message, 'BAD_USER_INPUT', field ? { field } : {});
  }
}
/** 401 */
export class AuthError extends DomainError {
  constructor(message = 'Authentication required') {
    super(message, 'UNAUTHENTICATED');
  }
}
/** 403 */
export class ForbiddenError extends DomainError {
  constructor(message = "You don't have permission to do this") {
    super(message, 'FORBIDDEN');
  }
}
/** 404 */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message, 'NOT_FOUND');
  }
}
/** 409: the request is valid but the state of things refuses it. */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, 'CONFLICT');
  }
}
/** 413 */
export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super(message, 'PAYLOAD_TOO_LARGE');
  }
}
/** 429 */
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 'TOO_MANY_REQUESTS', { retryAfter: retryAfterSeconds });
  }
}
/** 402: a wallet payment the agent's available funds (wallet + credit) do not cover. */
export class InsufficientFundsError extends DomainError {
  constructor(message = 'Not enough funds in your wallet') {
    super(message, 'INSUFFICIENT_FUNDS');
  }
}
/** 502: a provider we depend on failed. */
export class UpstreamError extends DomainError {
  constructor(message: string) {
    super(message, 'BAD_GATEWAY');
  }
}
