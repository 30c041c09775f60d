import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ValidationError } from '../core/errors.js';

// Query-string values arrive as strings (or arrays when repeated): every route reads them into GraphQL variables
// here. What cannot become the variable's type is a 400 with the rule's own message, never GraphQL's coercion error.

/** The first value of a query parameter, or undefined when absent. */
export function queryString(req: FastifyRequest, name: string): string | undefined {
  const value = (req.query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** A whole number from the query string; absent or empty gives `fallback`, anything else non-numeric a 400. */
export function queryInt(req: FastifyRequest, name: string, message: string, fallback?: number): number | undefined {
  const raw = queryString(req, name)?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d{1,9}$/.test(raw)) throw new ValidationError(message, name);
  return Number(raw);
}

/**
 * A query parameter that `schema` accepts (a picklist of types, say), or undefined when absent or empty; anything
 * else is a 400 with the schema's message.
 */
export function queryChecked<S extends v.GenericSchema<string>>(req: FastifyRequest, name: string, schema: S): v.InferOutput<S> | undefined {
  const raw = queryString(req, name);
  if (raw === undefined || raw === '') return undefined;
  const result = v.safeParse(schema, raw, { abortPipeEarly: true });
  if (!result.success) throw new ValidationError(result.issues[0].message, name);
  return result.output;
}

export const PAGINATION_MESSAGES = { limit: 'Limit must be a whole number', offset: 'Offset must be a whole number' };

/** `limit` and `offset` for a list's PaginationInput (absent: the list's defaults; their range is the list's rule). */
export function queryPagination(req: FastifyRequest, messages: { limit: string; offset: string } = PAGINATION_MESSAGES) {
  return { limit: queryInt(req, 'limit', messages.limit), offset: queryInt(req, 'offset', messages.offset) };
}
