import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrialPermissionEventsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { trialPermissionKeys } from './trial-permission-keys';

/** `GET /trial-permissions/{code}/events`: the audit trail of the caller's grants to one trial company, newest first. */
export async function getTrialPermissionEvents(
  trialCompanyCode: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TrialPermissionEventsResponse> {
  return apiClient
    .get(`trial-permissions/${encodeURIComponent(trialCompanyCode)}/events`, { signal })
    .json<TrialPermissionEventsResponse>();
}

export function trialPermissionEventsQueryOptions(trialCompanyCode: string) {
  return queryOptions({
    queryKey: trialPermissionKeys.events(trialCompanyCode),
    queryFn: ({ signal }) => getTrialPermissionEvents(trialCompanyCode, { signal }),
  });
}

/** Asked for only while `trialCompanyCode` is set (the history dialog is open). */
export function useTrialPermissionEvents(trialCompanyCode: string | null) {
  return useQuery({ ...trialPermissionEventsQueryOptions(trialCompanyCode ?? ''), enabled: trialCompanyCode !== null });
}
