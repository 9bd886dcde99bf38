/** The name a `Content-Disposition` header gives, the UTF-8 `filename*` first (Japanese names need it). */
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

/** Long enough for any browser to have read the file, however large the download. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands a downloaded file to the browser, which saves it under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Browsers may read the address only once the download starts, after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/**
 * Saves an API answer as a file under the name its `Content-Disposition` gives, or `fallbackName`.
 * Downloads go through the API client rather than a plain link, so a refusal or a lost session is
 * shown as any other failed call instead of as a page of JSON.
 */
export async function saveResponseAsFile(response: Response, fallbackName: string): Promise<void> {
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(await response.blob(), fileName);
}
