import { LAZY_CHUNK_TIMEOUT_MS } from '@tvcm/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { withTimeout } from '../lib/with-timeout';
import { RouteErrorPage } from './routes/route-error-page';

/**
 * Loads a screen's chunk on first visit (SPEC.md §2: screens are loaded lazily). A chunk that
 * has not arrived within the spec's limit fails into the error page instead of spinning forever.
 */
function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await withTimeout(load(), LAZY_CHUNK_TIMEOUT_MS)) });
}

export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: LoadingOverlay,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      {
        path: 'login',
        lazy: lazyScreen(
          () => import('../features/auth/components/login-page'),
          (module) => module.LoginPage,
        ),
      },
      {
        lazy: lazyScreen(
          () => import('../features/auth/components/require-session'),
          (module) => module.RequireSession,
        ),
        children: [
          {
            path: 'top',
            lazy: lazyScreen(
              () => import('./routes/top-page'),
              (module) => module.TopPage,
            ),
          },
        ],
      },
      {
        path: '*',
        lazy: lazyScreen(
          () => import('./routes/not-found-page'),
          (module) => module.NotFoundPage,
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
