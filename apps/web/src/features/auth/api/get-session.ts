import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@tvcm/contracts';
import { dropEarlyAnswers, takeEarlyAnswer } from '../../../lib/early-answers';
import { getSession } from './fetch-session';
import { authKeys } from './login-keys';

export { authKeys, getSession };

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => {
      const early = takeEarlyAnswer<SessionResponse>(authKeys.session());
      if (early) return early;
      // A later check (a login after a failed one, a refresh): what was asked early is stale.
      dropEarlyAnswers();
      return getSession({ signal });
    },
  });
}

export function useSession(overrides: { retry?: false } = {}) {
  return useQuery({ ...sessionQueryOptions(), ...overrides });
}
