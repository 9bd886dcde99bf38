import type { Options } from 'ky';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * How the preview and the commit send a file: its bytes as they are (the server tells a workbook
 * from a CSV and Shift_JIS from UTF-8 itself) and its name for the history, so the preview and
 * the commit send exactly the same content.
 */
export async function fileUpload(file: File): Promise<Options> {
  return {
    searchParams: { fileName: file.name },
    body: await file.arrayBuffer(),
    headers: { 'content-type': /\.xlsx$/i.test(file.name) ? XLSX_TYPE : 'text/csv' },
  };
}
