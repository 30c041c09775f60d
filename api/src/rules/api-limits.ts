// Partner API limits, shared by the server and the /developers page.
export type QueryLimits = { depth: number; cost: number; aliases: number; directives: number; tokens: number };
export type CallerClass = 'anonymous' | 'authenticated';

// Per operation; anonymous callers get less room than signed-in users and API keys.
export const QUERY_LIMITS: Record<CallerClass, QueryLimits> = {
  anonymous: { depth: 8, cost: 8000, aliases: 10, directives: 10, tokens: 1500 },
  authenticated: { depth: 12, cost: 40000, aliases: 30, directives: 30, tokens: 5000 },
};

// Requests per window (RATE_LIMIT_ANONYMOUS, RATE_LIMIT_AUTHENTICATED, RATE_LIMIT_WINDOW_SECONDS change them).
export const RATE_LIMIT_DEFAULTS = { anonymous: 300, authenticated: 1200, windowSeconds: 60 };

// Every list: `limit` defaults to 20, at most 100.
export const PAGE_SIZE = { default: 20, max: 100 };
