import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyAnalysis } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import type { AgencyAnalysisRequest } from '../analysis-query';
import { postBuyKeys, searchParamsOf } from './post-buy-keys';

export async function getAgencyAnalysis(query: AgencyAnalysisRequest, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get('agency-analysis', { signal, searchParams: searchParamsOf(query) }).json<AgencyAnalysis>();
}

/** `GET /agency-analysis`: the buyer's delivered against booked GRP over the period, and the area's heat map. */
export function agencyAnalysisQueryOptions(query: AgencyAnalysisRequest) {
  return queryOptions({
    queryKey: postBuyKeys.agency(query),
    queryFn: ({ signal }) => getAgencyAnalysis(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAgencyAnalysis(query: AgencyAnalysisRequest | null) {
  return useQuery({ ...agencyAnalysisQueryOptions(query as AgencyAnalysisRequest), enabled: query !== null });
}
