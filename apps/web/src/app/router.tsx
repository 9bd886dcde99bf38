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
const AppShell = lazyScreen(
  () => import('./shell/app-shell'),
  (module) => module.AppShell,
);
const TopPage = lazyScreen(
  () => import('./routes/top-page'),
  (module) => module.TopPage,
);
const PlaceholderPage = lazyScreen(
  () => import('./routes/placeholder-page'),
  (module) => module.PlaceholderPage,
);
const PublicPlaceholderPage = lazyScreen(
  () => import('./routes/public-placeholder-page'),
  (module) => module.PublicPlaceholderPage,
);
const PlaygroundPage = lazyScreen(
  () => import('./routes/playground/playground-page'),
  (module) => module.PlaygroundPage,
);
const PlaygroundExamplesPage = lazyScreen(
  () => import('./routes/playground/playground-examples-page'),
  (module) => module.PlaygroundExamplesPage,
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
  // Pre-login pages (SPEC.md §2); the two "complete" views answer every address below them.
  { path: '/public/pages/entry', element: <PublicPlaceholderPage title="entry" /> },
  { path: '/public/pages/entry/complete/*', element: <PublicPlaceholderPage title="entryComplete" /> },
  { path: '/public/pages/entry/terminate', element: <PublicPlaceholderPage title="entryTerminate" /> },
  { path: '/public/pages/password_reset', element: <PublicPlaceholderPage title="passwordReset" /> },
  { path: '/public/pages/password_reset/complete/*', element: <PublicPlaceholderPage title="passwordResetComplete" /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppShell />,
        children: [
          { path: '/top', element: <TopPage /> },
          { path: '/agency/program_guide', element: <PlaceholderPage title="programGuide" /> },
          { path: '/info/tvstation', element: <PlaceholderPage title="tvStation" /> },
          { path: '/agency/point_service/points', element: <PlaceholderPage title="points" /> },
          { path: '/station/permission/trial_user', element: <PlaceholderPage title="trialUserPermission" /> },
          { path: '/agency/edit_my_profile', element: <PlaceholderPage title="myProfile" /> },
          { path: '/playground', element: <PlaygroundPage /> },
          { path: '/playground/examples', element: <PlaygroundExamplesPage /> },
        ],
      },
    ],
  },
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
