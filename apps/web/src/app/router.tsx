import type { QueryClient } from '@tanstack/react-query';
import { isValidElement, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { PublicLayout } from '../features/public/routes';
import type { FeatureRoute, RouteLayout } from '../lib/feature-routes';
import { lazyScreen } from '../lib/lazy-screen';
import { FEATURE_ROUTES } from './feature-routes';
import { resetPageStateLazily } from './page-state-loader';
import { ScreenErrorBoundary } from './screen-error-boundary';

const RequireSession = lazyScreen(
  () => import('../features/auth/components/require-session'),
  (module) => module.RequireSession,
);
const loadAppShell = () => import('./shell/app-shell');
const AppShell = lazyScreen(loadAppShell, (module) => module.AppShell);
const RequireAccess = lazyScreen(
  () => import('../features/auth/components/require-access'),
  (module) => module.RequireAccess,
);
const PublicClientGuard = lazyScreen(
  () => import('../features/auth/components/public-client-guard'),
  (module) => module.PublicClientGuard,
);
const NotFoundRoute = lazyScreen(
  () => import('./routes/not-found-route'),
  (module) => module.NotFoundRoute,
);
const NotFoundPage = lazyScreen(
  () => import('./routes/not-found-page'),
  (module) => module.NotFoundPage,
);

/** The shell's code downloads while the login calls run; a failure surfaces when the shell renders. */
const preloadAppShell = () => void AppShell.preload();
/** What the shell reads first is asked for as soon as the API will answer it (see LoginOptions). */
const prefetchShellData = (queryClient: QueryClient) =>
  void loadAppShell().then(
    (module) => module.prefetchShellData(queryClient),
    () => undefined,
  );

/** A feature's page, behind the access rule it names. */
function pageOf(route: FeatureRoute) {
  const Screen = route.screen;
  return route.requires ? (
    <RequireAccess rule={route.requires}>
      <Screen />
    </RequireAccess>
  ) : (
    <Screen />
  );
}

/** The features' routes of one of the app's frames. */
const routesIn = (layout: RouteLayout): RouteObject[] =>
  FEATURE_ROUTES.flat()
    .filter((route) => (route.layout ?? 'shell') === layout)
    .map((route) => ({ path: route.path, element: pageOf(route) }));

/** The shell's pages open before the terms are accepted (help and the guides). */
const OPEN_BEFORE_TERMS = FEATURE_ROUTES.flat()
  .filter((route) => route.beforeTerms)
  .map((route) => route.path);

/**
 * The route table, composed from the features' routes (feature-routes.ts) in the app's three
 * frames. React Router's declarative mode with lazy screens: the app fetches its data with
 * TanStack Query, so the data router's loaders and actions would only add their weight (about
 * 16 KB gzip) to every page's first load.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  ...routesIn('minimal'),
  // Pre-login pages (SPEC.md §2): no session, a client-credential token for their API calls.
  { element: <PublicClientGuard />, children: [{ element: <PublicLayout />, children: routesIn('public') }] },
  {
    element: (
      <RequireSession
        onNewSession={resetPageStateLazily}
        onTermsAccepted={prefetchShellData}
        preload={preloadAppShell}
        openBeforeTerms={OPEN_BEFORE_TERMS}
      />
    ),
    children: [{ element: <AppShell />, children: routesIn('shell') }],
  },
  // Any other address (the API answers it with 404 too): inside the shell when logged in.
  {
    element: <NotFoundRoute />,
    children: [
      {
        element: <RequireSession onNewSession={resetPageStateLazily} />,
        children: [{ element: <AppShell />, children: [{ path: '*', element: <NotFoundPage embedded /> }] }],
      },
    ],
  },
];

/**
 * Whether the address is a page behind the login guard; not the not-found page, which shows
 * inside the shell only for a visitor who is logged in already.
 */
export function isBehindLogin(pathname: string, routeTable = routes): boolean {
  const matches = matchRoutes(routeTable, pathname) ?? [];
  if (matches.at(-1)?.route.path === '*') return false;
  return matches.some(({ route }) => isValidElement(route.element) && route.element.type === RequireSession);
}

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
