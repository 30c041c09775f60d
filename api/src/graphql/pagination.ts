import { Field, InputType, Int } from 'type-graphql';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET, type Pagination, PaginationSchema } from '../rules/pagination.js';
import { check } from './validation.js';

@InputType({ description: `A page of a list: limit defaults to ${DEFAULT_LIMIT}, at most ${MAX_LIMIT}; offset at most ${MAX_OFFSET}.` })
export class PaginationInput {
  @Field(() => Int, { nullable: true, description: 'Items per page.' })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Items to skip from the start of the list.' })
  offset?: number | null;
}

/** The page asked for, with defaults applied; out-of-range values are a 400 with the rule's message. */
export function readPagination(input: { limit?: number | null; offset?: number | null } | null | undefined): Pagination {
  return check(PaginationSchema, {
    limit: input?.limit ?? undefined,
    offset: input?.offset ?? undefined,
  });
}

/** Fetch limit + 1 rows, then call this: the extra row only says whether there is a next page. */
export function toPage<T>(rows: T[], page: Pagination): { items: T[]; hasMore: boolean; limit: number; offset: number } {
  return { items: rows.slice(0, page.limit), hasMore: rows.length > page.limit, limit: page.limit, offset: page.offset };
}
