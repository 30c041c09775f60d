import type { FastifyReply } from 'fastify';
import { DomainError, type ErrorCode } from '../core/errors.js';
import { languageOf, translate } from '../core/i18n.js';

// The REST mapping of the domain errors: each code is one HTTP status.
export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRICE_CHANGED: 409,
  OFFER_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  THROTTLED: 429,
  INSUFFICIENT_FUNDS: 402,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

// extras a REST answer carries beside message and code (the rest stay GraphQL's); changes: a quote's prices that moved (issue 39)
const REST_EXTRAS = ['newTotalInPkr', 'changes'] as const;
export function publicExtras(extra: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of REST_EXTRAS) if (extra?.[k] !== undefined) out[k] = extra[k];
  return out;
}

export function statusOfCode(code: string): number {
  if (code in ERROR_STATUS) return ERROR_STATUS[code as ErrorCode];
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_REQUEST' || code === 'GRAPHQL_PARSE_FAILED') return 400;
  return 500;
}

/** Answers a domain error as the REST envelope `{message, code}` with its status (and Retry-After for a 429). */
export function sendDomainError(reply: FastifyReply, err: DomainError): FastifyReply {
  const retryAfter = err.extra.retryAfter;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  return reply.code(ERROR_STATUS[err.code]).send({ message: translate(err.message, languageOf(reply.request.headers['accept-language'])), code: err.code, ...publicExtras(err.extra) });
}
