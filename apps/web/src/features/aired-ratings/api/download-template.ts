import { useMutation } from '@tanstack/react-query';
import { AIRED_RATINGS_TEMPLATE_FILE_NAME } from '@tvcm/contracts';
import { downloadApiFile } from '../../../lib/download-api-file';

/** `GET /aired-ratings/template.csv`: the actual-ratings file's template in Shift_JIS, as Excel opens it. */
export async function downloadTemplate(): Promise<void> {
  await downloadApiFile({ path: 'aired-ratings/template.csv', fallbackFileName: AIRED_RATINGS_TEMPLATE_FILE_NAME });
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
