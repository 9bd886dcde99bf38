import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrialPermissionsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { trialPermissionKeys } from './trial-permission-keys';

/** `GET /trial-permissions`: every trial company with the caller's station company's grant to it. */
export async function getTrialPermissions({ signal }: { signal?: AbortSignal } = {}): Promise<TrialPermissionsResponse> {
  return apiClient.get('trial-permissions', { signal }).json<TrialPermissionsResponse>();
}

export function trialPermissionsQueryOptions() {
  return queryOptions({
    queryKey: trialPermissionKeys.list(),
    queryFn: ({ signal }) => getTrialPermissions({ signal }),
  });
}

export function useTrialPermissions() {
  return useQuery(trialPermissionsQueryOptions());
}
