import { type ClassType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET } from '../rules/pagination.js';

export { readPagination, toPage } from '../core/pagination.js';

// The one pagination input of the API: every paged list takes `pagination: PaginationInput` and answers a Page(T).
@InputType({ description: `A page of a list: limit defaults to ${DEFAULT_LIMIT}, at most ${MAX_LIMIT}; offset at most ${MAX_OFFSET}.` })
export class PaginationInput {
  @Field(() => Int, { nullable: true, description: 'Items per page.' })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Items to skip from the start of the list.' })
  offset?: number | null;
}

/**
 * The page type of a list: `@ObjectType({ description }) class BookingPage extends Page(Booking, 'bookings', 'newest first') {}`.
 * `what` and `order` only word the field descriptions.
 */
export function Page<T extends object>(item: ClassType<T>, what: string, order?: string) {
  // not in the schema itself: only the named subclasses are
  @ObjectType({ simpleResolvers: true })
  abstract class PageType {
    @Field(() => [item], { description: `The ${what} on this page${order ? `, ${order}` : ''}.` })
    items!: T[];

    @Field(() => Boolean, { description: 'True when another page follows.' })
    hasMore!: boolean;

    @Field(() => Int, { description: 'Page size used (after defaults).' })
    limit!: number;

    @Field(() => Int, { description: 'Items skipped before this page.' })
    offset!: number;
  }
  return PageType;
}
