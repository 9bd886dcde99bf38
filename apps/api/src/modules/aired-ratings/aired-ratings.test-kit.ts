import { AIRED_BREAK_COLUMNS, AIRED_RATING_COLUMNS, type AiredBreakColumn, type AiredRatingColumn } from '@tvcm/contracts';
import ExcelJS from 'exceljs';
import type { TestClient } from '../../test/test-client';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A line of an actual-ratings file: the break's cells and the ratings of the columns the file carries. */
export type AiredLine = Record<AiredBreakColumn, string> & Partial<Record<AiredRatingColumn, string>>;

const headerOf = (key: AiredRatingColumn) => AIRED_RATING_COLUMNS.find((column) => column.key === key)?.header ?? key;

/** The cells of a file: the heading (the break's columns, then `ratingColumns`) and one row per line. */
export function airedCells(lines: readonly AiredLine[], ratingColumns: readonly AiredRatingColumn[]): string[][] {
  return [
    [...AIRED_BREAK_COLUMNS.map((column) => column.header), ...ratingColumns.map(headerOf)],
    ...lines.map((line) => [
      ...AIRED_BREAK_COLUMNS.map((column) => line[column.key]),
      ...ratingColumns.map((key) => line[key] ?? ''),
    ]),
  ];
}

/** The file's text, CRLF as Excel writes it; raw strings are lines as they are. */
export function airedCsv(lines: readonly (AiredLine | string)[], ratingColumns: readonly AiredRatingColumn[]): string {
  const rows = airedCells(
    lines.filter((line): line is AiredLine => typeof line !== 'string'),
    ratingColumns,
  );
  let next = 1;
  const text = [
    rows[0]?.join(',') ?? '',
    ...lines.map((line) => (typeof line === 'string' ? line : (rows[next++] ?? []).join(','))),
  ];
  return `${text.join('\r\n')}\r\n`;
}

export async function airedWorkbook(
  lines: readonly AiredLine[],
  ratingColumns: readonly AiredRatingColumn[],
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('全枠');
  for (const row of airedCells(lines, ratingColumns)) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export function sendAiredFile(
  client: TestClient,
  path: string,
  bytes: Uint8Array,
  fileName = '実績視聴率.csv',
  contentType = 'text/csv',
) {
  return client.request('POST', `${path}?fileName=${encodeURIComponent(fileName)}`, {
    rawBody: bytes,
    headers: { 'content-type': contentType },
  });
}
