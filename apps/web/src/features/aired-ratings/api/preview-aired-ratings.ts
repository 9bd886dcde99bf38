import { useMutation } from '@tanstack/react-query';
import type { AiredRatingsPreview } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { fileUpload } from '../../../lib/file-upload';

/** `POST /aired-ratings/previews`: what uploading the file would do and every problem in it; writes nothing. */
export async function previewAiredRatings(file: File): Promise<AiredRatingsPreview> {
  return apiClient.post('aired-ratings/previews', await fileUpload(file)).json<AiredRatingsPreview>();
}

export function usePreviewAiredRatings() {
  return useMutation({ mutationFn: previewAiredRatings });
}
