import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointStatusResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { pointKeys } from './point-keys';

export async function getPointStatus(
  companyCode: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PointStatusResponse> {
  return apiClient.get(`points/companies/${encodeURIComponent(companyCode)}/status`, { signal }).json<PointStatusResponse>();
}

/**
 * The company's point balance. A failure is shown only as the placeholder, never as a message
 * (SPEC.md §7), so callers read `data` and ignore `error`.
 */
export function pointStatusQueryOptions(companyCode: string) {
  return queryOptions({
    queryKey: pointKeys.status(companyCode),
    queryFn: ({ signal }) => getPointStatus(companyCode, { signal }),
    // Fails silently (SPEC.md §7): the balance shows its placeholder, no toast.
    meta: { errorToast: false },
  });
}

export function usePointStatus(companyCode: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...pointStatusQueryOptions(companyCode), enabled });
}
