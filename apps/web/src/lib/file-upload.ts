import type { Options } from 'ky';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * How an import's preview and commit (CM枠, 配信サービス, デジタル1day, ターゲットデータ) send a file: its bytes as they are, so the server reads them
 * itself (an Excel workbook by its content, a CSV in the encoding Excel wrote, Shift_JIS or UTF-8),
 * and its name for the history. The bytes are read first rather than handing over the File, so the
 * preview and the commit send exactly the same content whatever the browser does with files; the
 * type is set here because browsers give `.csv` files different ones (Windows says
 * `application/vnd.ms-excel`).
 */
export async function fileUpload(file: File): Promise<Options> {
  return {
    searchParams: { fileName: file.name },
    body: await file.arrayBuffer(),
    headers: { 'content-type': /\.xlsx$/i.test(file.name) ? XLSX_TYPE : 'text/csv' },
  };
}
