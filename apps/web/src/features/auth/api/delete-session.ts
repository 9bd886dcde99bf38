import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiClient, removeAuthorizationHeader, removeUserIdHeader } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export async function deleteSession(): Promise<void> {
  try {
    await apiClient.delete('sessions');
  } catch (error) {
    // Already ended (expired, or logged out in another tab): the outcome the user asked for.
    if (!isApiError(error, 401)) throw error;
  }
  removeUserIdHeader();
  removeAuthorizationHeader();
}

/**
 * Ends the session and forgets everything fetched for this user, so nothing of theirs is shown
 * to the next one and the notification polling stops. Plain state rather than useMutation: the
 * mutation observer would add about 1 KB to every logged-in page's first load for one button.
 */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({ isPending: false, error: null });

  /** Resolves true once logged out, false when the call failed (the failure is in `error`). */
  const logout = useCallback(async (): Promise<boolean> => {
    setState({ isPending: true, error: null });
    try {
      await deleteSession();
    } catch (error) {
      setState({ isPending: false, error });
      return false;
    }
    queryClient.removeQueries();
    setState({ isPending: false, error: null });
    return true;
  }, [queryClient]);

  return { logout, isPending: state.isPending, error: state.error };
}
