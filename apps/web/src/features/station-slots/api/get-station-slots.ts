import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StationSlotsQuery, StationSlotsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { stationSlotKeys } from './station-slot-keys';

export async function getStationSlots(
  query: StationSlotsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StationSlotsResponse> {
  // Conditions left out are sent as nothing rather than as empty values.
  const searchParams = Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''),
  );
  return apiClient.get('station-slots', { searchParams, signal }).json<StationSlotsResponse>();
}

/** `GET /station-slots`: one page of the company's slots matching the filters, in timetable order. */
export function stationSlotsQueryOptions(query: StationSlotsQuery) {
  return queryOptions({
    queryKey: stationSlotKeys.list(query),
    queryFn: ({ signal }) => getStationSlots(query, { signal }),
    // The page on screen stays while the next page or filter loads, rather than a blank table.
    placeholderData: keepPreviousData,
  });
}

export function useStationSlots(query: StationSlotsQuery) {
  return useQuery(stationSlotsQueryOptions(query));
}
