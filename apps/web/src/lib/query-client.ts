import { QueryClient } from '@tanstack/react-query';
import { QUERY_MAX_RETRIES } from '@tvcm/contracts';
import { isClientError } from './api-error';

/** A 4xx will fail the same way again, so only network, timeout and server failures are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < QUERY_MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
