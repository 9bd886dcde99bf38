import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnStations } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { stationSlotKeys } from './station-slot-keys';

export async function getOwnStations({ signal }: { signal?: AbortSignal } = {}): Promise<OwnStations> {
  return apiClient.get('station-slots/stations', { signal }).json<OwnStations>();
}

/** `GET /station-slots/stations`: the stations the company sells, to filter the slot list by. */
export function ownStationsQueryOptions() {
  return queryOptions({ queryKey: stationSlotKeys.stations(), queryFn: ({ signal }) => getOwnStations({ signal }) });
}

export function useOwnStations() {
  return useQuery(ownStationsQueryOptions());
}
