import type { ErrorLike, ObservableQuery, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { takingOverPrerenderedPage } from '../app/prerendered';

type Paged = { pagination?: { limit?: number | null; offset?: number | null } | null };
type Shown<TData> = { data: TData | undefined; loading: boolean; error: ErrorLike | undefined };

// what a pre-rendered list page shows until its data comes
const LOADING: Shown<never> = { data: undefined, loading: true, error: undefined };

/**
 * A paged list's first page (`limit` items) with these filters, and what a list component needs to show its states
 * and ask for the page at an offset (app/apollo.ts appends it to the same cache entry).
 *
 * It watches the query itself rather than through `useQuery`: `useQuery` hands each answer to React as an urgent
 * update, and an urgent render cannot pause: an answer that arrived while a pre-rendered page was being taken over
 * (the list's request starts in that very render) forced the rest of the takeover and the whole list into one long
 * task, ~0.4 s on a throttled phone (issue 14). Every answer is applied as a transition instead: the page answers
 * input while a page of cards is drawn, in slices. Lighthouse mobile on /packages, six alternating runs against the
 * `useQuery` version: total blocking time 1.84 s against 2.34 s (5 runs of 6 lower).
 */
export function usePagedQuery<TData, TVariables extends OperationVariables & Paged>(
  query: TypedDocumentNode<TData, TVariables>,
  filters: Omit<TVariables, 'pagination'>,
  limit: number,
) {
  const client = useApolloClient();
  const key = JSON.stringify(filters);
  const observable = useMemo(
    () =>
      client.watchQuery({
        query: query as TypedDocumentNode<TData, OperationVariables>,
        variables: { ...(JSON.parse(key) as object), pagination: { limit, offset: 0 } },
        notifyOnNetworkStatusChange: true,
      }),
    [client, query, key, limit],
  );
  const current = (): Shown<TData> => observable.getCurrentResult() as Shown<TData>;
  // taking over a pre-rendered page: the loading list it shows, even when the page's prefetch (withApollo) has
  // already brought the data; the subscription below hands it over right after
  const [result, setResult] = useState<{ of: ObservableQuery<TData>; now: Shown<TData> }>(() => ({
    of: observable,
    now: takingOverPrerenderedPage() ? LOADING : current(),
  }));
  // other filters: what the cache holds for them at once (a page seen before), not the previous filters' list
  const now = result.of === observable ? result.now : current();
  useEffect(() => {
    const subscription = observable.subscribe((next) => startTransition(() => setResult({ of: observable, now: next as Shown<TData> })));
    return () => subscription.unsubscribe();
  }, [observable]);
  return {
    data: now.data as TData | undefined,
    paging: {
      loading: now.loading,
      error: now.error,
      onMore: (offset: number) => void observable.fetchMore({ variables: { pagination: { limit, offset } } as Partial<OperationVariables> }),
    },
  };
}
