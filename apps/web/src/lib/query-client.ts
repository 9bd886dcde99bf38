import { MutationCache, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_MAX_RETRIES } from '@tvcm/contracts';
import { TimeoutError } from 'ky';
import { isClientError, NetworkError } from './api-error';
import { showErrorToast } from './error-toast';
import { isTermsRefusal, reportTermsRefusal } from './terms-refusal';

/**
 * How a failed call is shown. A refusal for terms not accepted is never a toast: the login guard
 * answers it by sending the user to accept them. Unset: a query's first failure is the screen's to show (an error
 * page or an inline message), a failed refresh of data already on screen becomes a toast, and a
 * failed mutation always does. `true`: a toast for every failure, for queries no screen reports
 * (the notification poll). `false`: no toast, for calls whose failure is silent (SPEC.md §7) or
 * handled where they are made (the login guard).
 */
interface ErrorToastMeta extends Record<string, unknown> {
  errorToast?: boolean;
  /** A mutation's failures that its screen explains itself (the add-to-cart refusals); the rest are toasts. */
  handledByScreen?: (error: unknown) => boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta;
    mutationMeta: ErrorToastMeta;
  }
}

/** A 4xx will fail the same way again, so only network, timeout and server failures are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < QUERY_MAX_RETRIES;
}

/** Whether a failure of `query` is a toast (see ErrorToastMeta). */
function toastsFailures(query: Query<unknown, unknown>): boolean {
  return query.meta?.errorToast ?? query.state.data !== undefined;
}

function isConnectionFailure(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TimeoutError;
}

/**
 * A query whose failures are toasts says that the server cannot be reached as soon as its first
 * attempt finds so, not only after its retries (SPEC.md §7: three, whose growing pauses add up to
 * 7 s on top of the poll's 5 s). The retries still run, and their final failure shows the same
 * message again, which replaces this toast (SPEC.md §4) rather than adding one. Only the first
 * failure of a query that was not failing already: a poll that keeps failing keeps one toast.
 */
function toastFirstConnectionFailure(queryCache: QueryCache): void {
  queryCache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'failed') return;
    const { query, action } = event;
    if (action.failureCount !== 1 || query.state.status === 'error') return;
    if (isConnectionFailure(action.error) && toastsFailures(query)) showErrorToast(action.error);
  });
}

export function createQueryClient(): QueryClient {
  const queryCache = new QueryCache({
    onError: (error, query) => {
      if (isTermsRefusal(error)) return reportTermsRefusal();
      if (toastsFailures(query)) showErrorToast(error);
    },
  });
  toastFirstConnectionFailure(queryCache);
  return new QueryClient({
    queryCache,
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isTermsRefusal(error)) return reportTermsRefusal();
        if (mutation.meta?.errorToast === false || mutation.meta?.handledByScreen?.(error)) return;
        showErrorToast(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Same-origin intranet-style use: let the request fail with a message instead of pausing
        // silently when the browser believes it is offline.
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  });
}
