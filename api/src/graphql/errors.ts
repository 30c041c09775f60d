import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/errors.js';

// Typed domain errors. Services throw these; both transports map them the same way:
// GraphQL puts `code` in extensions, the REST facade turns `code` into the HTTP status.
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class DomainError extends GraphQLError {
  constructor(
    message: string,
    readonly code: ErrorCode,
    extra: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { code, ...extra } });
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message, 'BAD_USER_INPUT', field ? { field } : {});
  }
}
export class AuthError extends DomainError {
  constructor(message = 'Authentication required') {
    super(message, 'UNAUTHENTICATED');
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = "You don't have permission to do this") {
    super(message, 'FORBIDDEN');
  }
}
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message, 'NOT_FOUND');
  }
}
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, 'CONFLICT');
  }
}
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 'TOO_MANY_REQUESTS', { retryAfter: retryAfterSeconds });
  }
}
export class UpstreamError extends DomainError {
  constructor(message: string) {
    super(message, 'BAD_GATEWAY');
  }
}

const PUBLIC_CODES = new Set<string>([
  ...Object.keys(ERROR_STATUS),
  // Apollo's own request errors are safe to show as they are
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Apollo's formatError: keeps our typed errors and Apollo's request errors, masks everything else,
 * and never returns a stack trace or a "Did you mean" hint outside development.
 */
export function makeFormatError(isDev: boolean, log: (err: unknown) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = (error as { originalError?: unknown })?.originalError ?? error;
    if (isDatabaseUnavailable(original)) {
      return { message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: RETRY_AFTER_SECONDS }, ...(formatted.path ? { path: formatted.path } : {}) };
    }
    let code = String(formatted.extensions?.code ?? '');
    // a code-less error Apollo raised about the request itself ('provided sha does not match query') carries a 4xx
    const status = (original as { extensions?: { http?: { status?: number } } })?.extensions?.http?.status ?? 0;
    if (code === 'INTERNAL_SERVER_ERROR' && status >= 400 && status < 500 && !(original as { extensions?: { code?: unknown } }).extensions?.code) {
      code = 'BAD_REQUEST';
      formatted = { ...formatted, extensions: { ...formatted.extensions, code } };
    }
    const known = original instanceof DomainError || (PUBLIC_CODES.has(code) && code !== 'INTERNAL_SERVER_ERROR');
    if (!known) {
      log(original);
      return {
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
        ...(formatted.path ? { path: formatted.path } : {}),
      };
    }
    const extensions = { ...formatted.extensions };
    if (!isDev) delete extensions.stacktrace;
    const message = isDev ? formatted.message : formatted.message.replace(/ Did you mean .+\?$/, '');
    return { ...formatted, message, extensions };
  };
}

/** Thrown where Apollo only knows a plain error (context creation): the 503 travels in the error itself. */
export function unavailableGraphQLError(): GraphQLError {
  return new GraphQLError(UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: RETRY_AFTER_SECONDS,
      http: { status: 503, headers: new Map([['retry-after', String(RETRY_AFTER_SECONDS)]]) },
    },
  });
}

/** A GraphQL answer whose only trouble is an unavailable database is an HTTP 503 with Retry-After. */
export function unavailableStatusPlugin<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors;
          if (!errors?.length || !errors.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}
