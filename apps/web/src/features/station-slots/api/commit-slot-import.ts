import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES, type SlotImportCommit } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { fileUpload } from '../../../lib/file-upload';
import { stationSlotKeys } from './station-slot-keys';

/**
 * `POST /slot-imports`: applies the file all or nothing. The server reads the file again against
 * the slots as they are then, so IMP00001 means something changed since the preview and the file
 * now has errors: nothing was applied.
 */
export async function commitSlotImport(file: File): Promise<SlotImportCommit> {
  return apiClient.post('slot-imports', await fileUpload(file)).json<SlotImportCommit>();
}

export const isImportRefused = (error: unknown) => isApiError(error) && error.code === API_ERROR_CODES.slotImportInvalid;

export function useCommitSlotImport() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: isImportRefused },
    mutationFn: commitSlotImport,
    // The slot lists and the history show what the import did.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stationSlotKeys.all }),
  });
}
