import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGOUT_PATH } from '../paths';
import { logOut } from './end-session';

/**
 * SPEC.md §4's logout: end the session, remove the user-id header, forget the page state and
 * everything fetched for this user (the notification polling stops with it), and show the logout
 * page, also when the server is away (see endSession). Plain state rather than useMutation: the
 * mutation observer would add about 1 KB to every logged-in page's first load for one button.
 */
export function useLogout({ resetPageState }: { resetPageState: () => void | Promise<void> }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);

  const logout = useCallback(async (): Promise<void> => {
    setIsPending(true);
    await logOut(resetPageState);
    // Leave the guarded pages first, so that nothing asks for the session again meanwhile.
    navigate(LOGOUT_PATH, { replace: true });
    queryClient.removeQueries();
  }, [navigate, queryClient, resetPageState]);

  return { logout, isPending };
}
