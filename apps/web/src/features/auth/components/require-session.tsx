import { CLIENT_ERROR_CODES, SESSION_ERROR_PATH } from '@tvcm/contracts';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import { GenericErrorPage } from '../../../components/generic-error-page';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { isApiError } from '../../../lib/api-error';
import { AppQueryProvider } from '../../../lib/app-query-provider';
import type { MessageCode } from '../../../lib/i18n';
import { useSession } from '../api/get-session';

interface SessionContext {
  userId: number;
}

function sessionFailureMessage(error: unknown): MessageCode {
  return isApiError(error) && error.body?.path === SESSION_ERROR_PATH
    ? CLIENT_ERROR_CODES.sessionUnavailable
    : CLIENT_ERROR_CODES.unexpectedRetry;
}

/**
 * Layout route for pages that need a logged-in user (SPEC.md §4). Without a session it sends the
 * user to the login page with a `redirect` back to where they were.
 */
export function RequireSession() {
  return (
    <AppQueryProvider>
      <SessionGate />
    </AppQueryProvider>
  );
}

function SessionGate() {
  const session = useSession();
  const location = useLocation();

  // A 401 wins even over cached data: the session ended while the page was open.
  if (session.isError && isApiError(session.error, 401)) {
    const search = new URLSearchParams({ redirect: `${location.pathname}${location.search}` });
    return <Navigate to={`/login?${search}`} replace />;
  }
  if (session.data) return <Outlet context={{ userId: session.data.userId } satisfies SessionContext} />;
  // Other failures of a background refetch keep showing the page from the data already known.
  if (session.isError) return <GenericErrorPage messageCode={sessionFailureMessage(session.error)} />;
  return <LoadingOverlay />;
}

/** Id of the logged-in user, for pages rendered inside RequireSession. */
export function useSessionUserId(): number {
  return useOutletContext<SessionContext>().userId;
}
