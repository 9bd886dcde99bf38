import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointStatusResponse } from '@tvcm/contracts';
import { apiClient } from './api-client';

/** The points page, which the top bar's balance and the data purchase's price lead to. */
export const POINTS_PATH = '/agency/point_service/points';

/**
 * Query keys of a company's points. The balance is one cache entry for the top bar, the points page
 * and the data purchase, so a purchase that reserves points refreshes all three; the points page's
 * history keys sit under the same company key.
 */
export const pointKeys = {
  all: ['points'] as const,
  company: (companyCode: string) => [...pointKeys.all, 'companies', companyCode] as const,
  status: (companyCode: string) => [...pointKeys.company(companyCode), 'status'] as const,
};

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
