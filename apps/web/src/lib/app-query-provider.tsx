import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { createQueryClient } from './query-client';
import { onServerBack } from './server-reachability';

let appQueryClient: ReturnType<typeof createQueryClient> | undefined;

function getAppQueryClient(): ReturnType<typeof createQueryClient> {
  if (appQueryClient) return appQueryClient;
  const created = createQueryClient();
  // What was fetched while the server was away is out of date, and the point balance is asked
  // only once: when the server answers again, every query on screen is asked again.
  onServerBack(() => void created.invalidateQueries());
  appQueryClient = created;
  return created;
}

/**
 * Provides the app's one query cache to the pages below it. It sits on the logged-in layout
 * rather than at the root so that public pages (the login page) do not load TanStack Query at
 * all. A client provided further up (tests give each render a fresh one) takes precedence.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={getAppQueryClient()}>{children}</QueryClientProvider>;
}

/**
 * Forgets everything fetched, for a logout made where no query client is at hand (the error page
 * above the logged-in layout): the next login must show nothing of this one.
 */
export function forgetAppQueryCache(): void {
  appQueryClient?.clear();
}
