import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StationAnalysis, StationAnalysisQuery } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { postBuyKeys, searchParamsOf } from './post-buy-keys';

export async function getStationAnalysis(query: StationAnalysisQuery, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get('station-analysis', { signal, searchParams: searchParamsOf(query) }).json<StationAnalysis>();
}

/** `GET /station-analysis`: estimate against actual for the company's stations over the period. */
export function stationAnalysisQueryOptions(query: StationAnalysisQuery) {
  return queryOptions({
    queryKey: postBuyKeys.station(query),
    queryFn: ({ signal }) => getStationAnalysis(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStationAnalysis(query: StationAnalysisQuery) {
  return useQuery(stationAnalysisQueryOptions(query));
}
