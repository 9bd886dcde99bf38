import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_MAX_RETRIES } from '@tvcm/contracts';
import { isClientError } from './api-error';
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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isTermsRefusal(error)) return reportTermsRefusal();
        const toast = query.meta?.errorToast ?? query.state.data !== undefined;
        if (toast) showErrorToast(error);
      },
    }),
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
