import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../lib/api-error';
import { authKeys } from './api/get-session';

/**
 * Any call refused with 401 (a poll, a save) may mean the session ended elsewhere: expiry, a
 * logout in another tab. Asking the session again lets the guard send the user to the login page.
 * Failures that arrive together share one session request, so a burst gives one redirect.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sessionHash = hashKey(authKeys.session());
    const recheck = (error: unknown) => {
      if (!isApiError(error, 401)) return;
      void queryClient.invalidateQueries({ queryKey: authKeys.session() }, { cancelRefetch: false });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      // The session query's own 401 already reaches the guard.
      if (event.query.queryHash === sessionHash) return;
      recheck(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
