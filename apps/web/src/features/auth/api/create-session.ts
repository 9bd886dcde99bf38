import type { LoginRequest, SessionResponse } from '@tvcm/contracts';
import { apiClient, hasXsrfToken, setUserIdHeader } from '../../../lib/api-client';
import { forgetPendingLogout } from '../pending-logout';

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
  const session = await apiClient.post('sessions', { json: request }).json<SessionResponse>();
  // The new session is not the one an earlier logout left to end.
  forgetPendingLogout();
  setUserIdHeader(session.userId);
  return session;
}
