import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SessionResponse, sessionResponseSchema } from '@tvcm/contracts';
import { apiClient, removeUserIdHeader, setUserIdHeader } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

interface RequestOptions {
  signal?: AbortSignal;
}

/** The session the browser's cookie stands for; 401 (ApiError) when there is none. */
export async function getSession({ signal }: RequestOptions = {}): Promise<SessionResponse> {
  try {
    const session = sessionResponseSchema.parse(await apiClient.get('sessions', { signal }).json());
    // The user-id header follows whichever session the server last confirmed (SPEC.md §4).
    setUserIdHeader(session.userId);
    return session;
  } catch (error) {
    if (isApiError(error, 401)) removeUserIdHeader();
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => getSession({ signal }),
  });
}

export function useSession(overrides: { retry?: false } = {}) {
  return useQuery({ ...sessionQueryOptions(), ...overrides });
}
