import { useMutation } from '@tanstack/react-query';
import type { DigitalImportPreview, DigitalProductKind } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { fileUpload } from '../../../lib/file-upload';
import { apiPathOf } from '../kinds';

/** `POST /digital-imports/{kind}/previews`: what importing the file would do and every problem in it; writes nothing. */
export async function previewDigitalImport(kind: DigitalProductKind, file: File): Promise<DigitalImportPreview> {
  return apiClient.post(`digital-imports/${apiPathOf(kind)}/previews`, await fileUpload(file)).json<DigitalImportPreview>();
}

export function usePreviewDigitalImport(kind: DigitalProductKind) {
  return useMutation({ mutationFn: (file: File) => previewDigitalImport(kind, file) });
}
