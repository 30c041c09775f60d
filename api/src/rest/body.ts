import type { FastifyRequest } from 'fastify';

// JSON bodies carry whatever the caller sent: every route reads its fields into GraphQL variables with these. Only
// text, numbers and booleans are converted; anything else (an object, a list) is handed on as it came, for validation
// to refuse with a 400 (the operation's variable types, or the route's own rule). Never String() or Number() on an
// object: an own `toString` or `valueOf` that is not a function makes them throw, which was a 500 for anyone.

export type BodyFields = Record<string, unknown>;

/** The fields of a JSON object (a body, or an object inside one), or undefined for anything else (a list, text). */
export function fieldsOf(value: unknown): BodyFields | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as BodyFields) : undefined;
}

/** The request's JSON body as fields; a list, text or no body has none. */
export function bodyOf(req: FastifyRequest): BodyFields {
  return fieldsOf(req.body) ?? {};
}

/** For a String or ID variable: text as sent, a number or boolean as its text; absent or null is undefined. */
export function asText(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value;
}

/**
 * For an Int variable (the spec's clients send numbers or their text): a number as sent, text or a boolean as the
 * number it spells (NaN or Infinity when none, which the Int type refuses); absent, null or '' is undefined.
 */
export function asInt(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' || typeof value === 'boolean') return Number(value);
  return value;
}

// Only the named fields of a JSON body, as text. A missing required field becomes '' so that valibot
// answers with the spec's message ('Username is required') rather than GraphQL's type error.
export function pick(body: unknown, required: string[], optional: string[] = []): Record<string, unknown> {
  const source = fieldsOf(body) ?? {};
  const out: Record<string, unknown> = {};
  for (const key of [...required, ...optional]) {
    const value = asText(source[key]);
    if (value !== undefined) out[key] = value;
    else if (required.includes(key)) out[key] = '';
  }
  return out;
}
