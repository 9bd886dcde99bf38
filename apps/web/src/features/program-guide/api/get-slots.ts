import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotListQueryInput, SlotListResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-calls';
import { toSearchParams } from './query-string';

export async function getSlots(query: SlotListQueryInput, { signal }: { signal?: AbortSignal } = {}): Promise<SlotListResponse> {
  return apiClient.get('slots', { searchParams: toSearchParams(query), signal }).json<SlotListResponse>();
}

/** One sorted page of the slot list; `null` while the search is not complete. */
export function slotsQueryOptions(query: SlotListQueryInput | null) {
  const params = query ? toSearchParams(query) : {};
  return queryOptions({
    queryKey: inventoryKeys.slots(params),
    queryFn: ({ signal }) => getSlots(query as SlotListQueryInput, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSlots(query: SlotListQueryInput | null) {
  return useQuery(slotsQueryOptions(query));
}
