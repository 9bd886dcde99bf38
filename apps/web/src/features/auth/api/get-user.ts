import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@tvcm/contracts';
import { takeEarlyAnswer } from '../../../lib/early-answers';
import { getUser } from './login-calls';
import { userKeys } from './login-keys';

export { getUser, userKeys };

export function userQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => takeEarlyAnswer<User>(userKeys.detail(userId)) ?? getUser(userId, { signal }),
    // The login guard has just read it when the shell and the page mount; the screens that change
    // the user invalidate it.
    staleTime: 60_000,
  });
}

export function useUser(userId: number) {
  return useQuery(userQueryOptions(userId));
}
