import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginRequest, type SessionResponse, sessionResponseSchema } from '@tvcm/contracts';
import { apiClient, hasXsrfToken, setUserIdHeader } from '../../../lib/api-client';
import { sessionQueryOptions } from './get-session';

/**
 * The server rejects a POST without the anti-forgery cookie's value in a header. A first visit
 * straight to the form may not have the cookie yet; any answer to GET /sessions sets it, even 401.
 */
async function ensureXsrfToken(): Promise<void> {
  if (hasXsrfToken()) return;
  const response = await apiClient.get('sessions', { throwHttpErrors: false });
  await response.body?.cancel();
}

export async function createSession(request: LoginRequest): Promise<SessionResponse> {
  await ensureXsrfToken();
  const session = sessionResponseSchema.parse(await apiClient.post('sessions', { json: request }).json());
  setUserIdHeader(session.userId);
  return session;
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    // Everything watching the session (the login page, the guard) learns of it without a refetch.
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions().queryKey, session),
  });
}
