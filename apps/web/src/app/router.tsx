import { Suspense } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { lazyScreen } from './lazy-screen';
import { ScreenErrorBoundary } from './screen-error-boundary';

const LoginPage = lazyScreen(
  () => import('../features/auth/components/login-page'),
  (module) => module.LoginPage,
);
const RequireSession = lazyScreen(
  () => import('../features/auth/components/require-session'),
  (module) => module.RequireSession,
);
const TopPage = lazyScreen(
  () => import('./routes/top-page'),
  (module) => module.TopPage,
);
const NotFoundPage = lazyScreen(
  () => import('./routes/not-found-page'),
  (module) => module.NotFoundPage,
);

/**
 * The route table. React Router's declarative mode with React.lazy screens: the app fetches its
 * data with TanStack Query, so the data router's loaders and actions would only add their weight
 * (about 16 KB gzip) to every page's first load.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginPage /> },
  { element: <RequireSession />, children: [{ path: '/top', element: <TopPage /> }] },
  { path: '*', element: <NotFoundPage /> },
];

/** Renders the screen for the current address, with the loading overlay while its code arrives. */
export function AppRoutes({ routeTable = routes }: { routeTable?: RouteObject[] }) {
  const location = useLocation();
  const screen = useRoutes(routeTable);
  return (
    <ScreenErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<LoadingOverlay />}>{screen}</Suspense>
    </ScreenErrorBoundary>
  );
}
