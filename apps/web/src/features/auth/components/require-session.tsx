import { useQueryClient } from '@tanstack/react-query';
import { CLIENT_ERROR_CODES, SESSION_ERROR_PATH } from '@tvcm/contracts';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { isApiError } from '../../../lib/api-error';
import { AppQueryProvider } from '../../../lib/app-query-provider';
import { MessageError } from '../../../lib/message-error';
import { onTermsRefusal } from '../../../lib/terms-refusal';
import { userKeys } from '../api/get-user';
import { LOGIN_PATH, PROFILE_PATH } from '../paths';
import { type LoginOptions, useLoginState } from '../use-login-state';
import { useSessionExpiry } from '../use-session-expiry';

export interface SessionContext {
  userId: number;
  /**
   * Until the user accepts the terms of service, only the profile page is open to them (SPEC.md §4),
   * and help; the shell polls nothing for them meanwhile, since the API would refuse it.
   */
  termsAccepted: boolean;
}

/** Where a user sent away by the terms gate was going, for after they accept. */
export interface TermsGateState {
  from: string;
}

interface RequireSessionProps extends LoginOptions {
  /** Starts loading the pages' code while the login calls run, instead of after them. */
  preload?: () => void;
  /** Pages (paths) open before the terms are accepted, besides the profile page: help and the guides. */
  openBeforeTerms?: readonly string[];
}

/**
 * Layout route for pages that need a logged-in user: SPEC.md §4's login guard. Each state of the
 * login has one answer: the page, the profile page (terms not accepted), a spinner, the login
 * page with a way back, or the error page.
 */
export function RequireSession(props: RequireSessionProps) {
  return (
    <AppQueryProvider>
      <SessionGate {...props} />
    </AppQueryProvider>
  );
}

function SessionGate({ onNewSession, onTermsAccepted, preload, openBeforeTerms = [] }: RequireSessionProps) {
  const login = useLoginState({ onNewSession, onTermsAccepted });
  const location = useLocation();
  useSessionExpiry();
  useTermsRefusals();
  useEffect(() => preload?.(), [preload]);

  const userId = login.status === 'loggedIn' ? login.userId : undefined;
  const termsAccepted = login.status === 'loggedIn' && login.user.setting.isTermsOfService;
  // The same object while the login stands: the shell and the page below render again only when it changes.
  const sessionContext = useMemo(
    () => (userId === undefined ? undefined : ({ userId, termsAccepted } satisfies SessionContext)),
    [userId, termsAccepted],
  );
  // The first render of the shell and its page is the largest the app makes: as a deferred render,
  // React does it in slices between which the browser stays responsive, the spinner showing.
  const pagesShown = useDeferredValue(userId !== undefined);

  const here = `${location.pathname}${location.search}`;
  switch (login.status) {
    case 'loggedIn': {
      if (!termsAccepted && location.pathname !== PROFILE_PATH && !openBeforeTerms.includes(location.pathname)) {
        return <Navigate to={PROFILE_PATH} replace state={{ from: here } satisfies TermsGateState} />;
      }
      return pagesShown ? <Outlet context={sessionContext} /> : <LoadingOverlay />;
    }
    case 'error': {
      if (isApiError(login.error, 401)) return <SessionEnded redirect={here} />;
      // Raised to the screen's error boundary, which shows the generic error page with its message.
      if (isApiError(login.error) && login.error.body?.path === SESSION_ERROR_PATH) {
        throw new MessageError(CLIENT_ERROR_CODES.sessionUnavailable, { cause: login.error });
      }
      throw login.error;
    }
    // Not logged in yet: mounting the login's queries has started it; the spinner covers both.
    case 'notLoggedIn':
    case 'attemptingLogin':
      return <LoadingOverlay />;
  }
}

/**
 * A call the API refused because the terms are not accepted (they were reset since the login, or
 * a page called early): the user is read again, and the guard below then sends them to accept.
 */
function useTermsRefusals(): void {
  const queryClient = useQueryClient();
  useEffect(() => onTermsRefusal(() => void queryClient.invalidateQueries({ queryKey: userKeys.all })), [queryClient]);
}

/**
 * The session has ended (expired, logged out elsewhere): to the login page with a way back, and
 * nothing fetched for the ended session stays in the cache for whoever logs in next.
 */
function SessionEnded({ redirect }: { redirect: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`${LOGIN_PATH}?${new URLSearchParams({ redirect })}`, { replace: true });
  }, [navigate, redirect]);
  // Only once the guarded pages are gone: a page still shown would fetch what it lost at once.
  useEffect(() => () => queryClient.removeQueries(), [queryClient]);
  return <LoadingOverlay />;
}

/** The login as the guard established it, for pages rendered inside RequireSession. */
export function useSessionContext(): SessionContext {
  return useOutletContext<SessionContext>();
}

/** Id of the logged-in user, for pages rendered inside RequireSession. */
export function useSessionUserId(): number {
  return useSessionContext().userId;
}
