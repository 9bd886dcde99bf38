import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

interface RenderRoutesOptions {
  /** `false` spares tests of server failures the real back-off delays between retries. */
  retry?: false;
}

/** Renders routes with the app's providers and a fresh query cache, starting at `initialPath`. */
export function renderRoutes(routes: RouteObject[], initialPath: string, options: RenderRoutesOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  if (options.retry === false) {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  }
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user };
}
