import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserLoginsResponse } from '@tvcm/contracts';
import { useCallback, useEffect } from 'react';
import { licenceQueryOptions } from './api/get-licence';
import { loginHistoryQueryOptions } from './api/get-login-history';
import { sessionQueryOptions } from './api/get-session';
import { userQueryOptions } from './api/get-user';
import { type LoginState, loginStateOf } from './login-state';
import { rememberSessionId } from './session-id';

export interface LoginOptions {
  /** Resets the state pages keep for a session (SPEC.md §4): called when this login is not the one the browser saw last. */
  onNewSession: () => void | Promise<void>;
  /**
   * Starts what the first page will read (the notifications) as soon as the user is known to
   * have accepted the terms, the API's condition for it, while the licence and the login history
   * may still be on their way.
   */
  onTermsAccepted?: (queryClient: QueryClient) => void;
}

/**
 * SPEC.md §4's login: obtain the session (which sets the user-id header), then load the user,
 * the licence and the login history; a session id other than the stored one resets page state.
 * Mounting it starts the login; the answers are cached, so pages reading them later wait for nothing.
 */
export function useLoginState({ onNewSession, onTermsAccepted }: LoginOptions): LoginState {
  // The guard answers the session's failures itself (login page, error page), never as a toast.
  const session = useQuery({ ...sessionQueryOptions(), meta: { errorToast: false } });
  const userId = session.data?.userId;
  const enabled = userId !== undefined;
  const user = useQuery({ ...userQueryOptions(userId ?? 0), enabled });
  const licence = useQuery({ ...licenceQueryOptions(), enabled });
  const onHistory = useCallback(
    async (history: UserLoginsResponse) => {
      if (rememberSessionId(history.user.session.id)) await onNewSession();
    },
    [onNewSession],
  );
  const history = useQuery({ ...loginHistoryQueryOptions(userId ?? 0, onHistory), enabled });
  const termsAccepted = user.data?.setting.isTermsOfService === true;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (termsAccepted) onTermsAccepted?.(queryClient);
  }, [termsAccepted, onTermsAccepted, queryClient]);
  return loginStateOf({ session, user, licence, history });
}
