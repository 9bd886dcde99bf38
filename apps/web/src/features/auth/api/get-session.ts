import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeEarlySession } from './early-session';
import { getSession } from './fetch-session';

export { getSession };

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => takeEarlySession() ?? getSession({ signal }),
  });
}

export function useSession(overrides: { retry?: false } = {}) {
  return useQuery({ ...sessionQueryOptions(), ...overrides });
}
