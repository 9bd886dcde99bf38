import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { sessionQueryOptions } from '../../features/auth/api/get-session';
import { AppQueryProvider } from '../../lib/app-query-provider';
import { NotFoundPage } from './not-found-page';

/**
 * An address the app has no page for. A logged-in user keeps the top bar and the menu: the routes
 * below this one put the session guard and the shell around the 404 page. A visitor gets the 404
 * page on its own, not the login page a protected address would send them to; so the session is
 * only asked about here, once, and not retried.
 */
export function NotFoundRoute() {
  return (
    <AppQueryProvider>
      <SessionProbe />
    </AppQueryProvider>
  );
}

function SessionProbe() {
  const session = useQuery({ ...sessionQueryOptions(), retry: false, meta: { errorToast: false } });
  if (session.isPending) return <LoadingOverlay />;
  return session.isSuccess ? <Outlet /> : <NotFoundPage />;
}
