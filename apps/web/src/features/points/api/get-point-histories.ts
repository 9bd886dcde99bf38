import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PointHistoriesResponse, PointHistoryQuery } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { pointKeys } from './point-keys';

/** The query as URL parameters, leaving out what is unset. */
export function pointHistorySearchParams(query: PointHistoryQuery): Record<string, string> {
  const params: Record<string, string> = { from: query.from, to: query.to };
  if (query.kind) params.kind = query.kind;
  if (query.page !== undefined) params.page = String(query.page);
  return params;
}

/**
 * `GET /points/companies/{companyCode}/histories`: one page of the company's point entries, newest
 * first. `query.to` is exclusive, the day after the last day the user chose (SPEC.md §7).
 */
export async function getPointHistories(
  companyCode: string,
  query: PointHistoryQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PointHistoriesResponse> {
  return apiClient
    .get(`points/companies/${encodeURIComponent(companyCode)}/histories`, {
      searchParams: pointHistorySearchParams(query),
      signal,
    })
    .json<PointHistoriesResponse>();
}

export function pointHistoriesQueryOptions(companyCode: string, query: PointHistoryQuery) {
  return queryOptions({
    queryKey: pointKeys.histories(companyCode, query),
    queryFn: ({ signal }) => getPointHistories(companyCode, query, { signal }),
    // The rows of the last filter stay on screen while the next page or period loads.
    placeholderData: keepPreviousData,
  });
}

export function usePointHistories(companyCode: string, query: PointHistoryQuery) {
  return useQuery(pointHistoriesQueryOptions(companyCode, query));
}
