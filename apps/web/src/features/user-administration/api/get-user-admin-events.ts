import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAdminEventsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { userAdministrationKeys } from './user-administration-keys';

/** `GET /admin/users/events`: who changed which of the company's users, and how, newest first. */
export async function getUserAdminEvents({ signal }: { signal?: AbortSignal } = {}): Promise<UserAdminEventsResponse> {
  return apiClient.get('admin/users/events', { signal }).json<UserAdminEventsResponse>();
}

export function userAdminEventsQueryOptions() {
  return queryOptions({
    queryKey: userAdministrationKeys.events(),
    queryFn: ({ signal }) => getUserAdminEvents({ signal }),
  });
}

/** Asked for only while `enabled` (the history dialog is open). */
export function useUserAdminEvents(enabled: boolean) {
  return useQuery({ ...userAdminEventsQueryOptions(), enabled });
}
