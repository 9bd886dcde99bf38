import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { GenericErrorPage } from '../../../components/generic-error-page';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { AppQueryProvider } from '../../../lib/app-query-provider';
import { ensureClientToken, hasClientToken } from '../../../lib/client-token';
import { toMessageCode } from '../../../lib/error-message';

type TokenState = { status: 'pending' } | { status: 'ready' } | { status: 'failed'; error: unknown };

/**
 * Layout route of the pre-login pages (member entry, password reset): SPEC.md §4's second guard.
 * It obtains a client-credential token, which the API client then sends with every call, and only
 * then shows the page. The pages below may use the app's query cache like the logged-in ones.
 */
export function PublicClientGuard() {
  const [state, setState] = useState<TokenState>(() => (hasClientToken() ? { status: 'ready' } : { status: 'pending' }));
  const ready = state.status === 'ready';

  useEffect(() => {
    if (ready) return;
    let current = true;
    ensureClientToken().then(
      () => current && setState({ status: 'ready' }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [ready]);

  if (state.status === 'failed') return <GenericErrorPage messageCode={toMessageCode(state.error)} />;
  if (!ready) return <LoadingOverlay />;
  return (
    <AppQueryProvider>
      <Outlet />
    </AppQueryProvider>
  );
}
