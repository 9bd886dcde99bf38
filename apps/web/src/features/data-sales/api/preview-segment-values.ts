import { useMutation } from '@tanstack/react-query';
import type { SegmentValuesPreview } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { fileUpload } from '../../../lib/file-upload';

/** `POST /target-data/segments/:segmentId/values/previews`: what the file holds and every problem in it; writes nothing. */
export async function previewSegmentValues({
  segmentId,
  file,
}: {
  segmentId: number;
  file: File;
}): Promise<SegmentValuesPreview> {
  return apiClient.post(`target-data/segments/${segmentId}/values/previews`, await fileUpload(file)).json<SegmentValuesPreview>();
}

export function usePreviewSegmentValues() {
  return useMutation({ mutationFn: previewSegmentValues });
}
