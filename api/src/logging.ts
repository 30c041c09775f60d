import pino, { type Logger } from 'pino';
import { describeDatabaseError } from './db/errors.js';

// Field names whose values never reach a log, at any of the first three levels of a log object.
const SECRET_KEYS = ['password', 'passwordHash', 'hash', 'token', 'sessionToken', 'secret', 'key', 'apiKey', 'cookie', 'authorization', '"set-cookie"'];
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

/**
 * Errors as logged: database errors as their code, constraint and table only (their message and stack carry the
 * SQL and its parameters), everything else with pino's standard serializer.
 */
export function serializeError(err: unknown): unknown {
  const db = describeDatabaseError(err);
  if (db) return { ...db, message: 'database error (statement and parameters not logged)' };
  return err instanceof Error ? pino.stdSerializers.err(err) : err;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'safarnama' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError },
    },
    destination,
  );
}
