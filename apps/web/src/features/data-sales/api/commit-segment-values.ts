import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES, type SegmentValuesCommit } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { fileUpload } from '../../../lib/file-upload';
import { dataSalesKeys } from './data-sales-keys';

/**
 * `POST /target-data/segments/:segmentId/values`: the file becomes the segment's next version, all
 * or nothing. The server reads it again, so TGD00004 means it has errors now: nothing was applied.
 */
export async function commitSegmentValues({ segmentId, file }: { segmentId: number; file: File }): Promise<SegmentValuesCommit> {
  return apiClient.post(`target-data/segments/${segmentId}/values`, await fileUpload(file)).json<SegmentValuesCommit>();
}

export const isValuesRefused = (error: unknown) => isApiError(error) && error.code === API_ERROR_CODES.segmentValuesInvalid;

export function useCommitSegmentValues() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isValuesRefused },
    mutationFn: commitSegmentValues,
    // The list shows the new current version and the history.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataSalesKeys.segments() }),
  });
}
