import { type Pagination, PaginationSchema } from '../rules/pagination.js';
import { check } from './validation.js';

export type { Pagination };

/** One page of a list: the items, whether there is a next page, and the page asked for after defaults. */
export type Page<T> = { items: T[]; hasMore: boolean; limit: number; offset: number };

/** The page asked for, with defaults applied; out-of-range values are a 400 with the rule's message. */
export function readPagination(input: { limit?: number | null; offset?: number | null } | null | undefined): Pagination {
  return check(PaginationSchema, {
    limit: input?.limit ?? undefined,
    offset: input?.offset ?? undefined,
  });
}

/** Fetch limit + 1 rows, then call this: the extra row only says whether there is a next page. */
export function toPage<T>(rows: T[], page: Pagination): Page<T> {
  return { items: rows.slice(0, page.limit), hasMore: rows.length > page.limit, limit: page.limit, offset: page.offset };
}
