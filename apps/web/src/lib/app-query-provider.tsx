import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { createQueryClient } from './query-client';

let appQueryClient: ReturnType<typeof createQueryClient> | undefined;

/**
 * Provides the app's one query cache to the pages below it. It sits on the logged-in layout
 * rather than at the root so that public pages (the login page) do not load TanStack Query at
 * all. A client provided further up (tests give each render a fresh one) takes precedence.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  appQueryClient ??= createQueryClient();
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
