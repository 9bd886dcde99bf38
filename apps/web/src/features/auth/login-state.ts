import type { UseQueryResult } from '@tanstack/react-query';
import type { LicenseResponse, SessionResponse, User, UserLoginsResponse } from '@tvcm/contracts';
import { isApiError } from '../../lib/api-error';

/** SPEC.md §3 "Session state" and §4's login states, with what a logged-in user's pages need. */
export type LoginState =
  | { status: 'notLoggedIn' }
  | { status: 'attemptingLogin' }
  | { status: 'loggedIn'; userId: number; user: User; licence: LicenseResponse; sessionId: string }
  | { status: 'error'; error: unknown };

export interface LoginQueries {
  session: UseQueryResult<SessionResponse>;
  user: UseQueryResult<User>;
  licence: UseQueryResult<LicenseResponse>;
  history: UseQueryResult<UserLoginsResponse>;
}

/** The login state the four login calls add up to (SPEC.md §4: session, then user, licence and history). */
export function loginStateOf({ session, user, licence, history }: LoginQueries): LoginState {
  // A failed call being made again has no verdict yet: its last error would otherwise send the
  // user away again while the retry (a new login, a return from the error page) is under way.
  const settled = [session, user, licence, history].filter((query) => query.fetchStatus !== 'fetching');
  // A 401 wins even over data already known: the session ended while the page was open.
  const ended = settled.find((query) => isApiError(query.error, 401));
  if (ended) return { status: 'error', error: ended.error };
  if (session.data && user.data && licence.data && history.data) {
    return {
      status: 'loggedIn',
      userId: session.data.userId,
      user: user.data,
      licence: licence.data,
      sessionId: history.data.user.session.id,
    };
  }
  const failed = settled.find((query) => query.isError);
  if (failed) return { status: 'error', error: failed.error };
  if (session.data === undefined && session.fetchStatus === 'idle') return { status: 'notLoggedIn' };
  return { status: 'attemptingLogin' };
}
