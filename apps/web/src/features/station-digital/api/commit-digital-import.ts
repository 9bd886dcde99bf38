import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES, type DigitalImportCommit, type DigitalProductKind } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { fileUpload } from '../../../lib/file-upload';
import { apiPathOf } from '../kinds';
import { digitalKeys } from './digital-keys';

/**
 * `POST /digital-imports/{kind}`: applies the file all or nothing. IMP00001 (or DGP00001) means the
 * products changed since the preview and the file now has errors: nothing was applied.
 */
export async function commitDigitalImport(kind: DigitalProductKind, file: File): Promise<DigitalImportCommit> {
  return apiClient.post(`digital-imports/${apiPathOf(kind)}`, await fileUpload(file)).json<DigitalImportCommit>();
}

export const isImportRefused = (error: unknown) =>
  isApiError(error) &&
  (error.code === API_ERROR_CODES.slotImportInvalid || error.code === API_ERROR_CODES.digitalProductChangeRefused);

export function useCommitDigitalImport(kind: DigitalProductKind) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isImportRefused },
    mutationFn: (file: File) => commitDigitalImport(kind, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: digitalKeys.kind(kind) }),
  });
}
