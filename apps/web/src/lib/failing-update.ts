import { QueryClientContext, type QueryKey, type QueryState } from '@tanstack/react-query';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { useServerReachability } from './server-reachability';

/**
 * Data on screen that its last attempt could not refresh: the query failed (and keeps its data),
 * or an attempt failed and the retries are under way. Unknown data is not "out of date".
 */
export function isFailingUpdate(state: Pick<QueryState, 'data' | 'status' | 'fetchFailureCount'> | undefined): boolean {
  return state?.data !== undefined && (state.status === 'error' || state.fetchFailureCount > 0);
}

/** Whether the server answered the last call: while it does not, no figure on screen can be current. */
export function useServerAway(): boolean {
  return useServerReachability((state) => !state.reachable);
}

/**
 * Whether the figures the query `queryKey` holds may be out of date: its own refresh failed, or
 * the server is away. For a component that shows a query another component polls.
 */
export function useFiguresOutOfDate(queryKey: QueryKey): boolean {
  // Without a query cache (a component shown on its own) only the server's reachability counts.
  const queryClient = useContext(QueryClientContext);
  const subscribe = useCallback(
    (onChange: () => void) => queryClient?.getQueryCache().subscribe(onChange) ?? (() => undefined),
    [queryClient],
  );
  const failing = useSyncExternalStore(subscribe, () => isFailingUpdate(queryClient?.getQueryState(queryKey)));
  return useServerAway() || failing;
}
