import { vi } from 'vitest';

/**
 * Catches the files a test saves: jsdom has no object URLs and follows no download links, so the
 * object URL is `blobUrl` and a link's click records `「name」 「url」` instead. A subclass of URL
 * keeps every other use of it as it is.
 */
export function captureDownloads(blobUrl: string): string[] {
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = vi.fn(() => blobUrl);
      static override revokeObjectURL = vi.fn();
    },
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  return saved;
}

/** An `.xlsx` answer as the API gives it: a few bytes of a zip, named in ASCII and in UTF-8. */
export function xlsxResponse(fileName: string, asciiFileName: string): Response {
  return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${asciiFileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}
