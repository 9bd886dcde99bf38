import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StationsResponse } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

export const stationKeys = {
  all: ['stations'] as const,
  list: () => [...stationKeys.all, 'list'] as const,
};

/** `GET /stations`: every station by area with its profile, and which of them the user may edit. */
export async function getStations({ signal }: { signal?: AbortSignal } = {}): Promise<StationsResponse> {
  return apiClient.get('stations', { signal }).json<StationsResponse>();
}

export function stationsQueryOptions() {
  return queryOptions({
    queryKey: stationKeys.list(),
    queryFn: ({ signal }) => getStations({ signal }),
  });
}

export function useStations() {
  return useQuery(stationsQueryOptions());
}
