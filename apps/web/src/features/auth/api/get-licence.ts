import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LicenseResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

export const licenceKeys = {
  all: ['licences'] as const,
  base: () => [...licenceKeys.all, 'base'] as const,
};

/** The logged-in user's licences, which decide the side menu and the point balance (SPEC.md §6). */
export async function getLicence({ signal }: { signal?: AbortSignal } = {}): Promise<LicenseResponse> {
  return apiClient.get('auth/licenses/base', { signal }).json<LicenseResponse>();
}

export function licenceQueryOptions() {
  return queryOptions({
    queryKey: licenceKeys.base(),
    queryFn: ({ signal }) => getLicence({ signal }),
    // Licences change only through an administrator; the next login picks a change up.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLicence() {
  return useQuery(licenceQueryOptions());
}
