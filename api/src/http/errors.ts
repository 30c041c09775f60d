import type { FastifyInstance } from 'fastify';
import { languageOf, translate } from '../core/i18n.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/errors.js';
import { sendError } from '../security/caller.js';

/**
 * Any error that escapes a route: JSON, right status, never a stack trace. A database that is down or restarting is a
 * 503 with Retry-After (the client may retry), not a 500. Set before the routes it covers.
 */
export function handleErrors(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendError(req, reply, 503, UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE');
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    const status = e.statusCode && e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    const message = status === 413 ? 'Request body is too large' : status >= 500 ? 'Internal server error' : (e.message ?? 'Bad request');
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : (e.code ?? 'BAD_REQUEST');
    void reply.code(status).send({ message: translate(message, languageOf(req.headers['accept-language'])), code });
  });
}
