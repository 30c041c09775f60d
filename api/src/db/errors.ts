// What a database failure means for a caller, and what of it may be written to a log.

// libpq/PostgreSQL codes for "the server cannot be reached or is going away": class 08 (connection exception),
// 57P01-57P03 (admin/crash shutdown, cannot connect now), 53300 (too many connections); and the socket's own
// (EAGAIN: a Unix socket whose listen queue is full, as when the server is stopped and connections pile up).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ENOENT',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EAGAIN',
]);
// pg's and knex's words for the same: a connect that got no answer ('timeout expired', pg-pool's 'Connection
// terminated due to connection timeout'), a query that got none ('Query read timeout', db/orm.ts' bound), no free
// connection in time (knex), a socket that closed or a client that can no longer be used.
const UNAVAILABLE_TEXT =
  /^timeout expired$|Query read timeout|Connection terminated|Timeout acquiring a connection|connection timeout|Client has encountered a connection error|Client was closed and is not queryable|Connection ended unexpectedly|the database system is (starting up|shutting down|in recovery)|terminating connection due to/i;

function chain(err: unknown): unknown[] {
  const seen: unknown[] = [];
  for (let e = err; e && typeof e === 'object' && seen.length < 6 && !seen.includes(e); ) {
    seen.push(e);
    const o = e as { previous?: unknown; cause?: unknown; originalError?: unknown };
    e = o.previous ?? o.cause ?? o.originalError;
  }
  return seen;
}

/** The database is down, restarting or out of connections: a 503 with Retry-After, not a 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some((e) => {
    const o = e as { code?: unknown; message?: unknown; name?: unknown };
    const code = typeof o.code === 'string' ? o.code : '';
    if (o.name === 'ConnectionException') return true;
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)) return true;
    return typeof o.message === 'string' && UNAVAILABLE_TEXT.test(o.message);
  });
}

export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable: please try again in a few seconds';

/**
 * A database error as it may be logged: its class, SQLSTATE code, constraint, table and column, never the SQL
 * text or its parameters (a failed registration's statement carries the new password hash) nor `detail`
 * ("Key (email)=(someone@example.com) already exists").
 */
export function describeDatabaseError(err: unknown): Record<string, unknown> | undefined {
  const found = chain(err).find((e) => {
    const o = e as { code?: unknown; severity?: unknown; sqlState?: unknown; name?: unknown };
    return typeof o.severity === 'string' || typeof o.sqlState === 'string' || /Exception$/.test(String(o.name ?? ''));
  });
  if (!found) return undefined;
  const pgError = chain(err).find((e) => typeof (e as { severity?: unknown }).severity === 'string') as
    | { code?: string; constraint?: string; table?: string; column?: string; schema?: string; routine?: string }
    | undefined;
  const top = err as { name?: string; code?: string };
  return {
    type: top.name ?? 'Error',
    code: pgError?.code ?? top.code,
    constraint: pgError?.constraint,
    table: pgError?.table,
    column: pgError?.column,
    routine: pgError?.routine,
  };
}
