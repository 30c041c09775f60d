import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError, ERROR_CODES } from '../core/errors.js';
import { languageOf, translate } from '../core/i18n.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/errors.js';

// The GraphQL mapping of the domain errors (core/errors.ts): their code and extras go into `extensions`.
export {
  AuthError,
  ConflictError,
  DomainError,
  type ErrorCode,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UpstreamError,
  ValidationError,
} from '../core/errors.js';

/** A domain error as GraphQL shows it; anything else is left for formatError to mask. */
export function toGraphQLError(err: unknown): unknown {
  if (!(err instanceof DomainError)) return err;
  return new GraphQLError(err.message, { originalError: err, extensions: { code: err.code, ...err.extra } });
}

const PUBLIC_CODES = new Set<string>([
  ...ERROR_CODES,
  // Apollo's own request errors are safe to show as they are
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables, error limit reached. Execution aborted.';

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
    // graphql-js stops coercing variables after 50 errors with a plain, node-less error that Apollo cannot tell from a
    // crash: it is the caller's input, like the 50 before it
    if (code === 'INTERNAL_SERVER_ERROR' && formatted.message === TOO_MANY_VARIABLE_ERRORS) {
      return { message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
    }
    if (original instanceof DomainError) {
      // thrown by a service: its code and extras, whatever graphql-js made of it on the way
      return { message: original.message, extensions: { code: original.code, ...original.extra }, ...(formatted.path ? { path: formatted.path } : {}) };
    }
    const known = (PUBLIC_CODES.has(code) && code !== 'INTERNAL_SERVER_ERROR');
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

/** Error messages in the request's language (Accept-Language: ur, core/i18n.ts); English stays the default. */
export function localisedErrorsPlugin<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart({ request }) {
      const lang = languageOf(request.http?.headers.get('accept-language'));
      if (lang === 'en') return {};
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (!result.errors?.length) return;
          result.errors = result.errors.map((e) => ({ ...e, message: translate(e.message, lang) }));
        },
      };
    },
  };
}
