import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, MemoryRouter, type RouteObject, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** Reports every location the router renders, so tests can see where the app navigated. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

interface RenderRoutesOptions {
  /** `false` spares tests of server failures the real back-off delays between retries. */
  retry?: false;
}

/**
 * Renders routes the way the app does (providers, error boundary, lazy screens) with a fresh
 * query cache, starting at `initialPath`. `location()` tells where the app has navigated to.
 */
export function renderRoutes(routes: RouteObject[], initialPath: string, options: RenderRoutesOptions = {}) {
  const queryClient = createQueryClient();
  if (options.retry === false) {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  }
  let current: Location | undefined;
  const onLocation = (location: Location) => {
    current = location;
  };
  // No pause between keystrokes: with user-event's default pause, timers (a debounce, a toast)
  // could run between two keys or not depending on how busy the machine is.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <MemoryRouter initialEntries={[initialPath]}>
          <LocationProbe onLocation={onLocation} />
          <AppRoutes routeTable={routes} />
        </MemoryRouter>
      </AppProviders>
    </QueryClientProvider>,
  );
  const location = (): Location => {
    if (!current) throw new Error('the router has not rendered yet');
    return current;
  };
  return { ...view, location, queryClient, user };
}
