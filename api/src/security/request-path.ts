import type { IncomingMessage } from 'node:http';

// One spelling of a request's path, settled before anything looks at it. The router decodes percent-encodings when it
// matches, so a guard testing the raw text ("does it start with /api/?") and the route it guards could disagree:
// `/%61pi/bookings/1/cancel` reached the booking route while the CSRF guard, the rate limiter and the API-key check
// saw no /api/ path (issue 33). Fastify's `rewriteUrl` hands every request's URL here before routing, and every hook,
// guard and route after it sees the result.
//
// - A percent-encoded unreserved character (RFC 3986 §2.3: letters, digits, - . _ ~) is the character itself
//   (§6.2.2.2): `/%61pi` becomes `/api`, `/%67raphql` `/graphql`, whatever the case of the hex digits.
// - Any other encoding stays encoded, with upper-case hex (§6.2.2.1), for the router to decode inside parameters.
// - Refused (400): a malformed escape, an encoded `%` (`/%2561pi`: decoded twice by one layer or another, it would
//   mean something else to each), an encoded `/` or `\` or control character (a segment boundary the router and a
//   proxy may not agree on), and `.` / `..` segments, written plainly or encoded.
// The query string is left as it is (the query parser decodes it once).

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const AMBIGUOUS = new Set([0x25, 0x2f, 0x5c]);
const ESCAPE = /%(.{0,2})/gs;

/** The request path in its one spelling, or undefined when it is malformed or ambiguous (answer 400). */
export function normalisePath(url: string): string | undefined {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  let bad = false;
  const decoded = path.includes('%')
    ? path.replace(ESCAPE, (_m, hex: string) => {
        if (!/^[0-9A-Fa-f]{2}$/.test(hex)) {
          bad = true;
          return '';
        }
        const code = parseInt(hex, 16);
        if (AMBIGUOUS.has(code) || code < 0x20 || code === 0x7f) bad = true;
        const char = String.fromCharCode(code);
        return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
      })
    : path;
  if (bad || decoded.includes('\\')) return undefined;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return decoded + query;
}

const MALFORMED = Symbol('safarnama.malformedPath');
type Marked = IncomingMessage & { [MALFORMED]?: true };

// where a malformed request is routed: no route lives there (the router would refuse some spellings itself with its
// own error shape), and the first onRequest hook answers it before any guard or handler
const MALFORMED_URL = '/.malformed-path';

/**
 * Fastify's `rewriteUrl`: the normalised URL. A path that cannot be normalised is marked and routed nowhere; the
 * first onRequest hook (server.ts) answers it with 400 before any guard or route runs.
 */
export function rewriteRequestUrl(req: IncomingMessage): string {
  const normal = normalisePath(req.url ?? '/');
  if (normal !== undefined) return normal;
  (req as Marked)[MALFORMED] = true;
  return MALFORMED_URL;
}

export function isMalformedPath(req: IncomingMessage): boolean {
  return (req as Marked)[MALFORMED] === true;
}

export const MALFORMED_PATH_MESSAGE = 'The request path is malformed: send each path character once, unencoded where it can be';
