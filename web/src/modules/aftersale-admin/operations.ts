import { graphql } from '../../gql';

// The super admin's search of every booking's history (issue 37).

export const HISTORY_PAGE_SIZE = 25;

export const BookingEventsQuery = graphql(`
  query BookingEvents($filter: BookingEventFilter, $pagination: PaginationInput) {
    bookingEvents(filter: $filter, pagination: $pagination) {
      hasMore limit offset
      items { id bookingId at kind summary amountInPkr actor { role name } changes { field before after } }
    }
  }
`);
