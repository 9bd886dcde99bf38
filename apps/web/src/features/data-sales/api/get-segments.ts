import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedSegmentsQuery, ManagedSegmentsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { dataSalesKeys, searchParamsOf } from './data-sales-keys';

export async function getSegments(
  query: ManagedSegmentsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ManagedSegmentsResponse> {
  return apiClient.get('target-data/segments', { searchParams: searchParamsOf(query), signal }).json<ManagedSegmentsResponse>();
}

/** `GET /target-data/segments`: one page of the company's segments matching the filters. */
export function segmentsQueryOptions(query: ManagedSegmentsQuery) {
  return queryOptions({
    queryKey: dataSalesKeys.segmentList(query),
    queryFn: ({ signal }) => getSegments(query, { signal }),
    // The page on screen stays while the next page or filter loads, rather than a blank table.
    placeholderData: keepPreviousData,
  });
}

export function useSegments(query: ManagedSegmentsQuery) {
  return useQuery(segmentsQueryOptions(query));
}
