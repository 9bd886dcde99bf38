import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StationSlot, UpdateStationSlotRequest } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isSlotRefusal } from './slot-refusal';
import { stationSlotKeys } from './station-slot-keys';

/** `PATCH /station-slots/{slotId}`: price, units on sale, withdrawn or back on sale. */
export async function updateStationSlot(slotId: number, request: UpdateStationSlotRequest): Promise<StationSlot> {
  return apiClient.patch(`station-slots/${slotId}`, { json: request }).json<StationSlot>();
}

export function useUpdateStationSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isSlotRefusal },
    mutationFn: ({ slotId, request }: { slotId: number; request: UpdateStationSlotRequest }) =>
      updateStationSlot(slotId, request),
    // Refused or not, the list shows the slot as it now is (a refusal means it changed meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: stationSlotKeys.lists() }),
  });
}
