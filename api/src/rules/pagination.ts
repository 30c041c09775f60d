import * as v from 'valibot';

// Every list is bounded: `limit` defaults to 20 and never exceeds 100; deep offsets are capped too.
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
export const MAX_OFFSET = 10_000;

export const PaginationSchema = v.object({
  limit: v.optional(
    v.pipe(
      v.number('Limit must be a number'),
      v.integer('Limit must be a whole number'),
      v.minValue(1, `Limit must be between 1 and ${MAX_LIMIT}`),
      v.maxValue(MAX_LIMIT, `Limit must be between 1 and ${MAX_LIMIT}`),
    ),
    DEFAULT_LIMIT,
  ),
  offset: v.optional(
    v.pipe(
      v.number('Offset must be a number'),
      v.integer('Offset must be a whole number'),
      v.minValue(0, 'Offset must be 0 or more'),
      v.maxValue(MAX_OFFSET, `Offset must be at most ${MAX_OFFSET}`),
    ),
    0,
  ),
});

export type Pagination = v.InferOutput<typeof PaginationSchema>;
