import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StreamingSearchQuery, StreamingSearchResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { digitalKeys, searchParamsOf } from './digital-keys';

/** `GET /streaming-products`: one page of the search; the page shown stays while the next one loads. */
export function streamingSearchQueryOptions(query: StreamingSearchQuery) {
  return queryOptions({
    queryKey: digitalKeys.streamingPage(query),
    queryFn: ({ signal }) =>
      apiClient.get('streaming-products', { signal, searchParams: searchParamsOf(query) }).json<StreamingSearchResponse>(),
    placeholderData: keepPreviousData,
  });
}

export function useStreamingSearch(query: StreamingSearchQuery) {
  return useQuery(streamingSearchQueryOptions(query));
}
