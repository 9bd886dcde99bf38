import { useMutation } from '@tanstack/react-query';
import { DIGITAL_IMPORT_TEMPLATE_FILE_NAMES, type DigitalProductKind } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { saveResponseAsFile } from '../../../lib/download-file';
import { apiPathOf } from '../kinds';

/** `GET /digital-imports/{kind}/template`: the kind's template in Shift_JIS, as Excel opens it. */
export async function downloadDigitalTemplate(kind: DigitalProductKind): Promise<void> {
  await saveResponseAsFile(
    await apiClient.get(`digital-imports/${apiPathOf(kind)}/template`),
    DIGITAL_IMPORT_TEMPLATE_FILE_NAMES[kind],
  );
}

export function useDownloadDigitalTemplate(kind: DigitalProductKind) {
  return useMutation({ mutationFn: () => downloadDigitalTemplate(kind) });
}
