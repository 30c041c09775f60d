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

// Each API key's cost budget (graphql/cost-budget.ts): a leaky bucket of query cost points. Its size is the largest
// operation an authenticated caller may send, so any allowed query runs on a full bucket; it refills at 2,000 points
// a second, empty to full in 20 s (Shopify's ratio: 1,000 points at 50 a second). That sustains the request limit
// (1,200 a minute = 20 a second) at ~100 points a request — a page of 20 bookings with four fields is 82 — while a
// 40,000-point query can run every 20 seconds. A query pays what it returned (actualQueryCost), not what it could have.
export const COST_BUDGET = { maximumAvailable: QUERY_LIMITS.authenticated.cost, restoreRate: 2000 };

// Every list: `limit` defaults to 20, at most 100.
export const PAGE_SIZE = { default: 20, max: 100 };
