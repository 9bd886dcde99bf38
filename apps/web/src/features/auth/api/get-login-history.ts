import { queryOptions } from '@tanstack/react-query';
import type { UserLoginsResponse } from '@tvcm/contracts';
import { takeEarlyAnswer } from '../../../lib/early-answers';
import { getLoginHistory } from './login-calls';
import { loginHistoryKeys } from './login-keys';

export { getLoginHistory, loginHistoryKeys };

/**
 * `onLoaded` runs before the answer reaches the cache, so whatever it does (resetting the page
 * state of an earlier session) is done before any page can read that state.
 */
export function loginHistoryQueryOptions(userId: number, onLoaded: (history: UserLoginsResponse) => void | Promise<void>) {
  return queryOptions({
    queryKey: loginHistoryKeys.ofUser(userId),
    queryFn: async ({ signal }) => {
      const history = await (takeEarlyAnswer<UserLoginsResponse>(loginHistoryKeys.ofUser(userId)) ??
        getLoginHistory(userId, { signal }));
      await onLoaded(history);
      return history;
    },
    // One session's history is read once: the session id it carries does not change.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
