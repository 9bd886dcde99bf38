import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES, type SaveStationProfileRequest, type StationWithProfile } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { stationKeys } from './get-stations';

/** `PUT /stations/{id}/profile`: the whole profile replaced; AUT03002 unless the user administers the station's broadcaster. */
export async function saveStationProfile(stationId: number, request: SaveStationProfileRequest): Promise<StationWithProfile> {
  return apiClient.put(`stations/${stationId}/profile`, { json: request }).json<StationWithProfile>();
}

/** The refusals the edit dialog explains itself: not the user's station (any more), or a value the server would not take. */
export type StationProfileRefusal = 'forbidden' | 'invalid';

export function stationProfileRefusal(error: unknown): StationProfileRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === API_ERROR_CODES.forbidden) return 'forbidden';
  if (error.code === API_ERROR_CODES.badRequest) return 'invalid';
  return null;
}

export function useSaveStationProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: (error) => stationProfileRefusal(error) !== null },
    mutationFn: ({ stationId, request }: { stationId: number; request: SaveStationProfileRequest }) =>
      saveStationProfile(stationId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stationKeys.list() }),
  });
}
