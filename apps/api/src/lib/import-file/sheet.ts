import { SLOT_IMPORT_MAX_SHEET_BYTES } from '@tvcm/contracts';
import ExcelJS from 'exceljs';
import type { FileRecord, ParsedFile } from './csv-file';
import { inflatedSize } from './zip-inflated-size';

/** Every zip archive, and so every `.xlsx`, starts with a local file header: `PK\x03\x04`. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04] as const;

/** Whether the bytes are a zip archive, as an Excel workbook is, whatever the file is called. */
export const isZipArchive = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, index) => bytes[index] === byte);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Day 0 of Excel's serial dates: 1899-12-30 (Excel's 1900 leap-year bug included), or 1904-01-01 on old Macs. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** How a column's cells are read when Excel stored a number or a date rather than text. */
export type CellKind = 'date' | 'time' | 'text';
const pad = (value: number) => String(value).padStart(2, '0');

/** A serial date as the CSV importer reads it: `yyyy/MM/dd`. */
function dateText(serial: number, epoch: number): string {
  const date = new Date(epoch + Math.round(serial) * DAY_MS);
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
}

/**
 * A time as a fraction of a day, past 1 on the 29-hour clock (Excel keeps 25:30 as 1.0625 and shows
 * it with `[h]:mm`), as `H:mm:ss`. A date and time together (a serial in the thousands) is left as
 * the number, which the time parser refuses with the value quoted.
 */
function timeText(serial: number): string {
  if (serial < 0 || serial >= 2) return String(serial);
  const seconds = Math.round(serial * 86_400);
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * One cell as the text the CSV importer would have read, so a sheet goes through the same checks
 * and messages. Excel stores dates and times as numbers, which exceljs hands over as Dates when
 * the cell's format is a date or time one: both are turned back into the serial, then into text
 * the column's parser takes. Formulas give their result; rich text and links their text.
 */
function cellText(value: ExcelJS.CellValue, kind: CellKind, epoch: number): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' || value instanceof Date) {
    const serial = typeof value === 'number' ? value : (value.getTime() - epoch) / DAY_MS;
    if (kind === 'date') return dateText(serial, epoch);
    if (kind === 'time') return timeText(serial);
    return typeof value === 'number' ? String(value) : dateText(serial, epoch);
  }
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null, kind, epoch);
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return value.error;
  return '';
}

export type ParsedSheet = ParsedFile | { unreadable: true } | { tooLarge: true };

/**
 * The first sheet of an `.xlsx` as the CSV's records: one per row that has a value, numbered by the
 * sheet's row numbers (which Excel shows), so problems name the row the station sees. Each record
 * has the template's number of cells at least, empty ones included, as a CSV line of commas would;
 * cells past the template's count are kept only up to the last one with a value. Reading stops
 * once there are more than `maxRecords` records.
 */
export async function readSheetRecords(
  bytes: Uint8Array,
  maxRecords: number,
  columnKinds: readonly CellKind[],
): Promise<ParsedSheet> {
  const size = inflatedSize(bytes, SLOT_IMPORT_MAX_SHEET_BYTES);
  if (size === 'tooLarge') return { tooLarge: true };
  if (size === 'unreadable') return { unreadable: true };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    return { unreadable: true };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { records: [] };
  const epoch = workbook.properties.date1904 ? EPOCH_1904 : EPOCH_1900;
  const records: FileRecord[] = [];
  let tooMany = false;
  sheet.eachRow((row, rowNumber) => {
    if (tooMany) return;
    const fields: string[] = [];
    const last = Math.max(row.cellCount, columnKinds.length);
    for (let column = 1; column <= last; column += 1) {
      fields.push(cellText(row.getCell(column).value, columnKinds[column - 1] ?? 'text', epoch));
    }
    while (fields.length > columnKinds.length && fields.at(-1)?.trim() === '') fields.pop();
    if (fields.every((field) => field.trim() === '')) return;
    records.push({ line: rowNumber, fields });
    if (records.length > maxRecords) tooMany = true;
  });
  return tooMany ? { tooManyRecords: true } : { records };
}
