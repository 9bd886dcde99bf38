import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiClient, removeUserIdHeader } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { LOGOUT_PATH } from '../paths';

/** Ends the session on the server; one that has already ended counts as ended. */
export async function deleteSession(): Promise<void> {
  try {
    await apiClient.delete('sessions');
  } catch (error) {
    // Already ended (expired, or logged out in another tab): the outcome the user asked for.
    if (!isApiError(error, 401)) throw error;
  }
}

/**
 * SPEC.md §4's logout: end the session, remove the user-id header, forget the page state and
 * everything fetched for this user (the notification polling stops with it), and show the logout
 * page. The server goes first: when it cannot be reached, the user is still logged in there and
 * keeps their page. Plain state rather than useMutation: the mutation observer would add about
 * 1 KB to every logged-in page's first load for one button.
 */
export function useLogout({ resetPageState }: { resetPageState: () => void | Promise<void> }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({ isPending: false, error: null });

  const logout = useCallback(async (): Promise<void> => {
    setState({ isPending: true, error: null });
    try {
      await deleteSession();
    } catch (error) {
      setState({ isPending: false, error });
      return;
    }
    removeUserIdHeader();
    try {
      await resetPageState();
    } catch {
      // The stores could not be loaded: the next login still starts afresh, as its session id differs.
    }
    // Leave the guarded pages first, so that nothing asks for the session again meanwhile.
    navigate(LOGOUT_PATH, { replace: true });
    queryClient.removeQueries();
  }, [navigate, queryClient, resetPageState]);

  return { logout, isPending: state.isPending, error: state.error };
}
