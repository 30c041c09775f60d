import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import { BOOKINGS_PAGE_SIZE, BookingFieldsFragment, type MyBookingsQuery, type SoldBookingsQuery } from './operations';

/**
 * A list of bookings, newest first, one page at a time. Every caller asks with the same page size, so the welcome
 * page, the admin table and the traveller's dashboard read one cache entry (the apollo.ts field policy appends
 * later pages to it).
 */
export function useBookingList(query: typeof MyBookingsQuery | typeof SoldBookingsQuery) {
  const { data, loading, fetchMore } = useQuery(query as typeof MyBookingsQuery, {
    variables: { pagination: { limit: BOOKINGS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = (data?.bookings.items ?? []).map((b) => getFragmentData(BookingFieldsFragment, b));
  return {
    rows,
    // the first answer has not come yet
    pending: loading && !data,
    loadingMore: loading && Boolean(data),
    hasMore: data?.bookings.hasMore ?? false,
    loadMore: () => void fetchMore({ variables: { pagination: { limit: BOOKINGS_PAGE_SIZE, offset: rows.length } } }),
  };
}

export type BookingRow = ReturnType<typeof useBookingList>['rows'][number];
