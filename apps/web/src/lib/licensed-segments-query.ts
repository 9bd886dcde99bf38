import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LicensedSegmentsResponse } from '@tvcm/contracts';
import { apiClient } from './api-client';

/**
 * The target data segments the company holds a licence in force for: targets of the target search,
 * the program guide's rating settings and the plans alike, so one cache entry serves all three.
 */
export const licensedSegmentKeys = {
  all: ['licensedSegments'] as const,
};

/** `GET /target-data/licensed-segments`. */
export function licensedSegmentsQueryOptions() {
  return queryOptions({
    queryKey: licensedSegmentKeys.all,
    queryFn: ({ signal }) => apiClient.get('target-data/licensed-segments', { signal }).json<LicensedSegmentsResponse>(),
    // A licence starts with the data company's approval and ends with its month: minutes are fine.
    staleTime: 5 * 60_000,
  });
}

export function useLicensedSegments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...licensedSegmentsQueryOptions(), enabled });
}
