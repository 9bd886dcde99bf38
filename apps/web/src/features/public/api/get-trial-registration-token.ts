import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrialRegistrationTokenResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { publicKeys } from './public-keys';

/** `GET /registrations/trials/tokens/{token}`: whose entry the confirmation link belongs to (410/409 when it cannot be used). */
export async function getTrialRegistrationToken(
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TrialRegistrationTokenResponse> {
  return apiClient
    .get(`registrations/trials/tokens/${encodeURIComponent(token)}`, { signal })
    .json<TrialRegistrationTokenResponse>();
}

export function trialRegistrationTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: publicKeys.trialRegistrationToken(token),
    queryFn: ({ signal }) => getTrialRegistrationToken(token, { signal }),
    // Read once per visit: the form replaces the page once the link has been used.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useTrialRegistrationToken(token: string) {
  return useQuery(trialRegistrationTokenQueryOptions(token));
}
