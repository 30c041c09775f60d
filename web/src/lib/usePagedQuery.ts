import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

type Paged = { pagination?: { limit?: number | null; offset?: number | null } | null };

/**
 * A paged list's first page (`limit` items) with these filters, and what a list component needs to show its states
 * and ask for the page at an offset (app/apollo.ts appends it to the same cache entry).
 */
export function usePagedQuery<TData, TVariables extends OperationVariables & Paged>(
  query: TypedDocumentNode<TData, TVariables>,
  filters: Omit<TVariables, 'pagination'>,
  limit: number,
) {
  const { data, loading, error, fetchMore } = useQuery(query as TypedDocumentNode<TData, OperationVariables>, {
    variables: { ...filters, pagination: { limit, offset: 0 } },
    notifyOnNetworkStatusChange: true,
  });
  return {
    data: data as TData | undefined,
    paging: { loading, error, onMore: (offset: number) => void fetchMore({ variables: { pagination: { limit, offset } } }) },
  };
}
