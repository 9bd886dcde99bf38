import type { User, UserLoginsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

// The login's calls after the session (SPEC.md §4), as plain fetchers apart from their query hooks:
// the app's entry makes them before TanStack Query has loaded (early-login.ts).

interface RequestOptions {
  signal?: AbortSignal;
}

export async function getUser(userId: number, { signal }: RequestOptions = {}): Promise<User> {
  return apiClient.get(`users/${userId}`, { signal }).json<User>();
}

export { getLicence } from '../../../lib/licence-calls';

/** The user's recent logins and, in `user.session.id`, the public id of the session making the call. */
export async function getLoginHistory(userId: number, { signal }: RequestOptions = {}): Promise<UserLoginsResponse> {
  return apiClient.get(`users/${userId}/logins`, { signal }).json<UserLoginsResponse>();
}
