import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TargetHeatmapQuery, TargetHeatmapResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { searchParamsOf, targetSearchKeys } from './target-data-keys';

export async function getTargetHeatmap(query: TargetHeatmapQuery, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get('target-search/heatmap', { signal, searchParams: searchParamsOf(query) }).json<TargetHeatmapResponse>();
}

/** `GET /target-search/heatmap`: the weekday × hour index of the target over the period. */
export function targetHeatmapQueryOptions(query: TargetHeatmapQuery) {
  return queryOptions({
    queryKey: targetSearchKeys.heatmap(query),
    queryFn: ({ signal }) => getTargetHeatmap(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTargetHeatmap(query: TargetHeatmapQuery | null) {
  return useQuery({ ...targetHeatmapQueryOptions(query as TargetHeatmapQuery), enabled: query !== null });
}
