import type { SessionResponse } from '@tvcm/contracts';
import { apiClient, removeUserIdHeader, setUserIdHeader } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { finishPendingLogout } from './end-session';

// The plain fetcher lives apart from its query hook so that the login page, which has no query
// cache, can call it without bringing TanStack Query into its first load.

interface RequestOptions {
  signal?: AbortSignal;
}

/** The session the browser's cookie stands for; 401 (ApiError) when there is none. */
export async function getSession({ signal }: RequestOptions = {}): Promise<SessionResponse> {
  // A logout the server did not hear of is finished first, so its session does not log anyone in.
  await finishPendingLogout();
  try {
    const session = await apiClient.get('sessions', { signal }).json<SessionResponse>();
    // The user-id header follows whichever session the server last confirmed (SPEC.md §4).
    setUserIdHeader(session.userId);
    return session;
  } catch (error) {
    if (isApiError(error, 401)) removeUserIdHeader();
    throw error;
  }
}
