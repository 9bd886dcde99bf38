import { useMutation } from '@tanstack/react-query';
import { SLOT_IMPORT_TEMPLATE_FILE_NAME } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { saveResponseAsFile } from '../../../lib/download-file';

/**
 * `GET /slot-imports/template`: the import template in Shift_JIS, as Excel opens it. Fetched
 * through the API client rather than as a plain link, so a refusal or a lost session is shown
 * as any other failed call instead of as a page of JSON.
 */
export async function downloadTemplate(): Promise<void> {
  await saveResponseAsFile(await apiClient.get('slot-imports/template'), SLOT_IMPORT_TEMPLATE_FILE_NAME);
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
