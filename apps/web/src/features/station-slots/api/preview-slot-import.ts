import { useMutation } from '@tanstack/react-query';
import type { SlotImportPreview } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { fileUpload } from '../../../lib/file-upload';

/** `POST /slot-imports/previews`: what importing the file would do and every problem in it; writes nothing. */
export async function previewSlotImport(file: File): Promise<SlotImportPreview> {
  return apiClient.post('slot-imports/previews', await fileUpload(file)).json<SlotImportPreview>();
}

export function usePreviewSlotImport() {
  return useMutation({ mutationFn: previewSlotImport });
}
