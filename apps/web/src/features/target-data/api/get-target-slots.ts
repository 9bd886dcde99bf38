import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TargetSlotsQuery, TargetSlotsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { searchParamsOf, targetSearchKeys } from './target-data-keys';

export async function getTargetSlots(query: TargetSlotsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get('target-search/slots', { signal, searchParams: searchParamsOf(query) }).json<TargetSlotsResponse>();
}

/** `GET /target-search/slots`: one page of the slots ranked for the target; the page shown stays while the next loads. */
export function targetSlotsQueryOptions(query: TargetSlotsQuery) {
  return queryOptions({
    queryKey: targetSearchKeys.slots(query),
    queryFn: ({ signal }) => getTargetSlots(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTargetSlots(query: TargetSlotsQuery | null) {
  return useQuery({ ...targetSlotsQueryOptions(query as TargetSlotsQuery), enabled: query !== null });
}
