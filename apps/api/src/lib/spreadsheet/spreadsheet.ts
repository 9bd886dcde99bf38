import { broadcastClock, RATING_SCALE } from '@tvcm/contracts';
import ExcelJS from 'exceljs';
import { displayWidth } from './display-width';

/**
 * What a column holds, which decides how its cells are written:
 * - `text`: as given;
 * - `date`: a business date `yyyy-MM-dd`, written as a date cell shown `yyyy/mm/dd`;
 * - `broadcastTime`: seconds from 05:00, written as 29-hour clock text (`25:30`), which no Excel
 *   time format shows past 23:59 without turning it into a duration;
 * - `yen`: whole yen, a number shown `#,##0"円"`;
 * - `rating`: basis points as the app keeps them (1234), written as the percentage 12.34 shown `0.0`;
 * - `integer`: a count, shown `#,##0`.
 * Numbers stay numbers, so the sheet's reader can sum and sort them.
 */
/** `percent` is a number of percent with one decimal (sell-through 62.5), kept a number so it sums and sorts. */
export type SpreadsheetCellKind = 'text' | 'date' | 'broadcastTime' | 'yen' | 'rating' | 'integer' | 'percent';

/** A cell's value before it is written; `null` and `undefined` leave the cell empty. */
export type SpreadsheetInput = string | number | null | undefined;

export interface SpreadsheetColumn<Row> {
  /** Names the column for the totals rows. */
  key: string;
  /** The Japanese heading of the header row. */
  heading: string;
  kind: SpreadsheetCellKind;
  value(row: Row): SpreadsheetInput;
}

/** A line of the block above the table: the conditions or the parties (広告会社, 広告主, 放送局…). */
export interface SpreadsheetDetail {
  label: string;
  value: SpreadsheetInput;
  kind?: SpreadsheetCellKind;
}

/** A row under the table: its label in the first column, its figures under the columns they name. */
export interface SpreadsheetTotalsRow {
  label: string;
  values: Readonly<Record<string, SpreadsheetInput>>;
}

export interface SpreadsheetSheet<Row> {
  /** The tab's name; cut to Excel's 31 characters, with the characters Excel refuses replaced. */
  sheetName: string;
  /** A heading line above everything else (e.g. 提案書). */
  title?: string;
  details?: readonly SpreadsheetDetail[];
  columns: readonly SpreadsheetColumn<Row>[];
  rows: readonly Row[];
  totals?: readonly SpreadsheetTotalsRow[];
}

export const SPREADSHEET_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NUMBER_FORMATS: Partial<Record<SpreadsheetCellKind, string>> = {
  date: 'yyyy/mm/dd',
  yen: '#,##0"円"',
  rating: '0.0',
  integer: '#,##0',
  percent: '0.0',
};

/** Column widths in Excel's unit (one half-width character), kept readable and never absurd. */
const MIN_COLUMN_WIDTH = 6;
const MAX_COLUMN_WIDTH = 60;
/** Room for the cell's padding and a filter button's worth of slack. */
const COLUMN_PADDING = 2;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
const THIN_BORDER: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  bottom: { style: 'thin' },
  left: { style: 'thin' },
  right: { style: 'thin' },
};

/** One sheet made into an `.xlsx` file. */
export async function buildSpreadsheet<Row>(sheet: SpreadsheetSheet<Row>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addSpreadsheetSheet(workbook, sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Adds one sheet to a workbook, for files of several sheets. */
export function addSpreadsheetSheet<Row>(workbook: ExcelJS.Workbook, sheet: SpreadsheetSheet<Row>): ExcelJS.Worksheet {
  const { columns } = sheet;
  const worksheet = workbook.addWorksheet(safeSheetName(sheet.sheetName), {
    // A4 landscape, as wide as the page: a proposal sheet is printed as often as it is read.
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const widths = columns.map((column) => displayWidth(column.heading));
  const widen = (index: number, text: string) => {
    widths[index] = Math.max(widths[index] ?? 0, displayWidth(text));
  };

  if (sheet.title !== undefined) {
    const row = worksheet.addRow([sheet.title]);
    row.font = { bold: true, size: 14 };
  }
  for (const detail of sheet.details ?? []) {
    const row = worksheet.addRow([detail.label]);
    row.getCell(1).font = { bold: true };
    writeCell(row.getCell(2), detail.kind ?? 'text', detail.value);
    // The value may run on into the empty cells beside it, so only the label sets a width.
    widen(0, detail.label);
  }
  if (worksheet.rowCount > 0) worksheet.addRow([]);

  const header = worksheet.addRow(columns.map((column) => column.heading));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.border = THIN_BORDER;
    cell.alignment = { vertical: 'middle', horizontal: 'center' };
  });
  const headerRowNumber = header.number;

  for (const item of sheet.rows) {
    const row = worksheet.addRow([]);
    columns.forEach((column, index) => {
      const input = column.value(item);
      const cell = row.getCell(index + 1);
      writeCell(cell, column.kind, input);
      cell.border = THIN_BORDER;
      widen(index, shownText(column.kind, input));
    });
  }

  for (const totals of sheet.totals ?? []) {
    const row = worksheet.addRow([]);
    row.getCell(1).value = totals.label;
    widen(0, totals.label);
    columns.forEach((column, index) => {
      const cell = row.getCell(index + 1);
      if (column.key in totals.values) {
        const input = totals.values[column.key];
        writeCell(cell, column.kind, input);
        widen(index, shownText(column.kind, input));
      }
      cell.font = { bold: true };
      cell.border = { ...THIN_BORDER, top: { style: 'double' } };
    });
  }

  worksheet.views = [{ state: 'frozen', xSplit: 0, ySplit: headerRowNumber, topLeftCell: `A${headerRowNumber + 1}` }];
  worksheet.pageSetup.printTitlesRow = `${headerRowNumber}:${headerRowNumber}`;
  columns.forEach((_, index) => {
    worksheet.getColumn(index + 1).width = Math.min(
      MAX_COLUMN_WIDTH,
      Math.max(MIN_COLUMN_WIDTH, (widths[index] ?? 0) + COLUMN_PADDING),
    );
  });
  return worksheet;
}

function writeCell(cell: ExcelJS.Cell, kind: SpreadsheetCellKind, input: SpreadsheetInput): void {
  if (input === null || input === undefined) return;
  cell.value = cellValue(kind, input);
  const format = NUMBER_FORMATS[kind];
  if (format && typeof cell.value !== 'string') cell.numFmt = format;
  if (kind === 'broadcastTime' || kind === 'date') cell.alignment = { horizontal: 'center' };
}

function cellValue(kind: SpreadsheetCellKind, input: string | number): ExcelJS.CellValue {
  switch (kind) {
    case 'date':
      // UTC midnight: exceljs turns a Date into Excel's serial day from its UTC time.
      return typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input) ? new Date(`${input}T00:00:00Z`) : input;
    case 'broadcastTime':
      return typeof input === 'number' ? broadcastClock(input) : input;
    case 'rating':
      return typeof input === 'number' ? input / RATING_SCALE : input;
    default:
      return input;
  }
}

/** The text a cell shows, near enough to size its column. */
function shownText(kind: SpreadsheetCellKind, input: SpreadsheetInput): string {
  if (input === null || input === undefined) return '';
  if (typeof input === 'string') return kind === 'date' ? input.replaceAll('-', '/') : input;
  switch (kind) {
    case 'yen':
      return `${input.toLocaleString('en-US')}円`;
    case 'integer':
      return input.toLocaleString('en-US');
    case 'rating':
      return (input / RATING_SCALE).toFixed(1);
    case 'percent':
      return input.toFixed(1);
    case 'broadcastTime':
      return broadcastClock(input);
    default:
      return String(input);
  }
}

const SHEET_NAME_MAX_LENGTH = 31;

function safeSheetName(name: string): string {
  const cleaned = name.replace(/[[\]:*?/\\]/g, '_').trim();
  return Array.from(cleaned).slice(0, SHEET_NAME_MAX_LENGTH).join('') || 'Sheet1';
}
