import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedSegment, SegmentAction } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { dataSalesKeys } from './data-sales-keys';
import { isSegmentRefusal } from './segment-refusal';

/** `POST /target-data/segments/:segmentId/status`: publish, pause or withdraw. */
export async function changeSegmentStatus({
  segmentId,
  action,
}: {
  segmentId: number;
  action: SegmentAction;
}): Promise<ManagedSegment> {
  return apiClient.post(`target-data/segments/${segmentId}/status`, { json: { action } }).json<ManagedSegment>();
}

export function useChangeSegmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isSegmentRefusal },
    mutationFn: changeSegmentStatus,
    // Refused or not, the list shows the segment as it now is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataSalesKeys.segments() }),
  });
}
