import { useMutation } from '@tanstack/react-query';
import { SLOT_IMPORT_TEMPLATE_FILE_NAME } from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';

/** The name a `Content-Disposition` header gives, the UTF-8 `filename*` first (the template's name is Japanese). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name below, if any, still serves.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

/** Long enough for any browser to have read the file; the template is a few hundred bytes. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands a downloaded file to the browser, which saves it under `fileName`. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Browsers may read the address only once the download starts, after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/**
 * `GET /slot-imports/template`: the import template in Shift_JIS, as Excel opens it. Fetched
 * through the API client rather than as a plain link, so a refusal or a lost session is shown
 * as any other failed call instead of as a page of JSON.
 */
export async function downloadTemplate(): Promise<void> {
  const response = await apiClient.get('slot-imports/template');
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? SLOT_IMPORT_TEMPLATE_FILE_NAME;
  saveFile(await response.blob(), fileName);
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
