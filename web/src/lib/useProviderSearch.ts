import type { TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useEffectEvent } from 'react';

/**
 * A search at the travel data provider (flights, provider hotels) whose criteria come from the page's query string:
 * it runs whenever `input` changes (null: nothing to search), always at the provider (results are per search and
 * expire), keeps the previous results on screen while the next ones load, and reports each answer or failure once.
 */
export function useProviderSearch<TData, TInput>(
  document: TypedDocumentNode<TData, { input: TInput }>,
  input: TInput | null,
  report: { done: (data: TData) => void; failed: () => void },
) {
  const { data, previousData, loading, error, refetch } = useQuery(
    document,
    input === null ? skipToken : { variables: { input }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true },
  );
  // reported when an answer or a failure arrives, not when the page's callbacks change; after the effect, as the
  // toaster updates its store with flushSync, which React refuses while it renders
  const done = useEffectEvent((answer: TData) => report.done(answer));
  const failed = useEffectEvent(() => report.failed());
  useEffect(() => {
    if (data) queueMicrotask(() => done(data as TData));
  }, [data]);
  useEffect(() => {
    if (error) queueMicrotask(() => failed());
  }, [error]);
  return {
    result: (data ?? (loading ? previousData : undefined)) as TData | undefined,
    searching: loading,
    failed: Boolean(error) && !loading,
    // the same criteria again (a second press of Search): a fresh answer; a failure is reported above
    again: () => void refetch().catch(() => undefined),
  };
}
