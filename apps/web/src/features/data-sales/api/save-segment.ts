import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedSegment, SegmentInput } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { dataSalesKeys } from './data-sales-keys';
import { isSegmentRefusal } from './segment-refusal';

/** `POST /target-data/segments` (a new segment, a draft) or `PUT /target-data/segments/:segmentId`. */
export async function saveSegment({
  segmentId,
  input,
}: {
  segmentId: number | null;
  input: SegmentInput;
}): Promise<ManagedSegment> {
  return segmentId === null
    ? apiClient.post('target-data/segments', { json: input }).json<ManagedSegment>()
    : apiClient.put(`target-data/segments/${segmentId}`, { json: input }).json<ManagedSegment>();
}

export function useSaveSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isSegmentRefusal },
    mutationFn: saveSegment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataSalesKeys.segments() }),
  });
}
