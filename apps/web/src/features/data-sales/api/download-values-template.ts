import { useMutation } from '@tanstack/react-query';
import { SEGMENT_VALUE_TEMPLATE_FILE_NAME } from '@tvcm/contracts';
import { downloadApiFile } from '../../../lib/download-api-file';

/** `GET /target-data/segment-values/template`: the values file's template in Shift_JIS, as Excel opens it. */
export async function downloadValuesTemplate(): Promise<void> {
  await downloadApiFile({ path: 'target-data/segment-values/template', fallbackFileName: SEGMENT_VALUE_TEMPLATE_FILE_NAME });
}

export function useDownloadValuesTemplate() {
  return useMutation({ mutationFn: downloadValuesTemplate });
}
