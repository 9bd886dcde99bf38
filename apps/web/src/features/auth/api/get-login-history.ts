import { queryOptions } from '@tanstack/react-query';
import type { UserLoginsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

export const loginHistoryKeys = {
  all: ['login-history'] as const,
  ofUser: (userId: number) => [...loginHistoryKeys.all, userId] as const,
};

/** The user's recent logins and, in `user.session.id`, the public id of the session making the call. */
export async function getLoginHistory(userId: number, { signal }: { signal?: AbortSignal } = {}): Promise<UserLoginsResponse> {
  return apiClient.get(`users/${userId}/logins`, { signal }).json<UserLoginsResponse>();
}

/**
 * `onLoaded` runs before the answer reaches the cache, so whatever it does (resetting the page
 * state of an earlier session) is done before any page can read that state.
 */
export function loginHistoryQueryOptions(userId: number, onLoaded: (history: UserLoginsResponse) => void | Promise<void>) {
  return queryOptions({
    queryKey: loginHistoryKeys.ofUser(userId),
    queryFn: async ({ signal }) => {
      const history = await getLoginHistory(userId, { signal });
      await onLoaded(history);
      return history;
    },
    // One session's history is read once: the session id it carries does not change.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
