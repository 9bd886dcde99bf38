import ExcelJS from 'exceljs';
import { SESSION_COOKIE } from '../plugins/session-auth';
import type { TestClient } from './test-client';

/** A client's download of an `.xlsx` route, its answer and its first sheet read back with exceljs. */
export async function downloadSpreadsheet(baseUrl: string, client: TestClient, path: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE) ?? ''}` },
  });
  const bytes = await response.arrayBuffer();
  if (response.status !== 200) return { response, sheet: null, text: new TextDecoder().decode(bytes) };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return { response, sheet: workbook.worksheets[0] ?? null, text: '' };
}

/** The sheet's rows as plain arrays of cell values, from column A, empty rows kept. */
export function rowsOf(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const values: ExcelJS.CellValue[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) values.push(row.getCell(column).value);
    while (values.length > 0 && values.at(-1) === null) values.pop();
    rows.push(values);
  }
  return rows;
}
