import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLoginHistory } from './get-login-history';

/**
 * The profile page's own read of `GET /users/{id}/logins`, apart from the login's (which is read
 * once a session and compares the session id): opening the page shows the logins as they are now.
 */
export const recentLoginKeys = {
  all: ['recent-logins'] as const,
  ofUser: (userId: number) => [...recentLoginKeys.all, userId] as const,
};

export function recentLoginsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: recentLoginKeys.ofUser(userId),
    queryFn: ({ signal }) => getLoginHistory(userId, { signal }),
    select: (history) => history.logins,
    staleTime: 0,
  });
}

export function useRecentLogins(userId: number) {
  return useQuery(recentLoginsQueryOptions(userId));
}
