import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../graphql/errors.js';

// Query-string values arrive as strings (or arrays when repeated): read them into GraphQL variables.

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
