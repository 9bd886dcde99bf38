import { createHash } from 'node:crypto';
import { SLOT_IMPORT_MAX_ROWS, SLOT_IMPORT_MAX_SHEET_BYTES, type SlotImportEncoding } from '@tvcm/contracts';
import { type CellProblem, type CellResult, normaliseCell } from './cells';
import { decodeFile, type FileRecord, parseRecords } from './csv-file';
import { type CellKind, isZipArchive, type ParsedSheet, readSheetRecords } from './sheet';

/**
 * What every file import shares, whatever its file holds (a station's TV slots, streaming or 1-day
 * products, a data company's segment values): the file read as CSV (UTF-8 or Shift_JIS) or as an `.xlsx`'s first sheet, its heading
 * checked against the template's, the limits on size and rows, and problems told by line and column.
 */

/** A problem of an import, by the file's line (the heading is 1; 0 for the whole file) and the column's key. */
export interface ImportProblemOf<Column extends string, Code extends string> {
  line: number;
  column: Column | null;
  code: Code;
  severity: 'error' | 'skip';
  params: Record<string, string | number>;
}

type FileProblemCode = 'fileEmpty' | 'tooManyRows' | 'csvSyntax' | 'sheetUnreadable' | 'sheetTooLarge';
type HeadingProblem<Column extends string> = ImportProblemOf<Column, 'headerMismatch'>;

/** An import template's columns: the key problems name, and the heading a file must carry. */
export interface ImportColumn<Column extends string> {
  key: Column;
  header: string;
}

/** The file as read before the database is asked anything: its data lines, or what stops it being read. */
export interface FileReading<Column extends string, HeadingCode extends string = 'headerMismatch'> {
  encoding: SlotImportEncoding;
  sha256: string;
  records: FileRecord[];
  fileProblem: ImportProblemOf<Column, FileProblemCode | HeadingCode> | null;
}

/** What is wrong with a file's heading, or null when the import can read the lines under it. */
export type HeadingCheck<Column extends string, HeadingCode extends string> = (
  heading: FileRecord,
) => ImportProblemOf<Column, HeadingCode> | null;

export const fileProblem = (
  line: number,
  code: FileProblemCode,
  params: Record<string, string | number> = {},
): ImportProblemOf<never, FileProblemCode> => ({ line, column: null, code, severity: 'error', params });

export const cellError = <Column extends string, Code extends string>(
  line: number,
  column: Column | null,
  problem: { code: Code; params: Record<string, string | number> },
): ImportProblemOf<Column, Code> => ({ line, column, code: problem.code, severity: 'error', params: problem.params });

/** The heading must be the template's, column for column (as typed in any keyboard mode). */
export function checkHeadingOf<Column extends string>(
  columns: readonly ImportColumn<Column>[],
  record: FileRecord,
): HeadingProblem<Column> | null {
  const count = columns.length;
  const cells = record.fields.map(normaliseCell);
  const wrong = columns.findIndex((column, index) => cells[index] !== column.header);
  if (wrong === -1 && cells.length === count) return null;
  const column = columns[wrong === -1 ? count - 1 : wrong];
  return cellError(record.line, column?.key ?? null, {
    code: 'headerMismatch' as const,
    params: { expected: column?.header ?? '', value: (cells[wrong === -1 ? count : wrong] ?? '').slice(0, 50) },
  });
}

/** Problems in the file's order: by line, then by the column's place in the template (the file's own problems first). */
export function inFileOrderOf<Column extends string>(columns: readonly ImportColumn<Column>[]) {
  const order = new Map(columns.map((column, index) => [column.key, index]));
  const place = (column: Column | null) => (column === null ? -1 : (order.get(column) ?? 0));
  return (a: ImportProblemOf<Column, string>, b: ImportProblemOf<Column, string>) =>
    a.line - b.line || place(a.column) - place(b.column);
}

export type CellReader<Column extends string, Code extends string = string> = <T>(
  column: Column,
  raw: string,
  parse: (cell: string) => CellResult<T, Code>,
) => CellResult<T, Code | 'required'>;

/**
 * Reads cells through a cache per column: a file repeats its station, days, prices and titles line
 * after line, so each distinct cell is normalised and parsed once. Each column is always read with
 * the same parser, which the cache relies on. Columns in `asTyped` are only trimmed (titles keep
 * their full-width characters); an empty cell is `required`.
 */
export function cachedCellReader<Column extends string, Code extends string = string>(
  asTyped: ReadonlySet<Column> = new Set(),
): CellReader<Column, Code> {
  const caches = new Map<Column, Map<string, CellResult<unknown, Code | 'required'>>>();
  return <T>(column: Column, raw: string, parse: (cell: string) => CellResult<T, Code>) => {
    let cache = caches.get(column);
    if (!cache) {
      cache = new Map();
      caches.set(column, cache);
    }
    let result = cache.get(raw) as CellResult<T, Code | 'required'> | undefined;
    if (!result) {
      const cell = asTyped.has(column) ? raw.trim() : normaliseCell(raw);
      result = cell === '' ? { problem: { code: 'required', params: {} } satisfies CellProblem<'required'> } : parse(cell);
      cache.set(raw, result);
    }
    return result;
  };
}

export const isBlankRecord = (fields: readonly string[]) => fields.every((field) => field.trim() === '');

/** The heading and at most the rows allowed; lines of empty cells may come on top. */
const maxRecordsOf = (maxRows: number) => 1 + maxRows + maxRows;

/**
 * The file's records: an Excel workbook's first sheet when the bytes are a zip archive (whatever the
 * file is called), otherwise CSV in the encoding its bytes tell.
 */
async function parseFile(
  bytes: Uint8Array,
  columnKinds: readonly CellKind[],
  maxRecords: number,
): Promise<{ encoding: SlotImportEncoding; parsed: ParsedSheet }> {
  if (isZipArchive(bytes)) return { encoding: 'XLSX', parsed: await readSheetRecords(bytes, maxRecords, columnKinds) };
  const { encoding, text } = decodeFile(bytes);
  return { encoding, parsed: parseRecords(text, maxRecords) };
}

/**
 * Reads a file of a template: its records after a heading that must be the template's, or the
 * one problem that stops it being read (not CSV from some line, not a workbook, too large, too
 * many rows, empty, the wrong heading). `columnKinds` tells how an `.xlsx`'s date and time cells
 * turn into text; `maxRows` how many data rows a file may have (the station imports' limit unless
 * the template sets its own).
 */
export function readImportFile<Column extends string>(
  bytes: Uint8Array,
  columns: readonly ImportColumn<Column>[],
  columnKinds: readonly CellKind[],
  maxRows: number = SLOT_IMPORT_MAX_ROWS,
): Promise<FileReading<Column>> {
  return readImportFileWith(bytes, (heading) => checkHeadingOf(columns, heading), columnKinds, maxRows);
}

/**
 * As readImportFile, for a file whose heading is not one fixed template (the actual ratings carry
 * the rating columns they measured): `checkHeading` tells what is wrong with it, in the import's
 * own codes, and the records under it are read as for any template.
 */
export async function readImportFileWith<Column extends string, HeadingCode extends string>(
  bytes: Uint8Array,
  checkHeading: HeadingCheck<Column, HeadingCode>,
  columnKinds: readonly CellKind[],
  maxRows: number = SLOT_IMPORT_MAX_ROWS,
): Promise<FileReading<Column, HeadingCode>> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const { encoding, parsed } = await parseFile(bytes, columnKinds, maxRecordsOf(maxRows));
  const reading = (
    problem: FileReading<Column, HeadingCode>['fileProblem'],
    records: FileRecord[] = [],
  ): FileReading<Column, HeadingCode> => ({
    encoding,
    sha256,
    records,
    fileProblem: problem,
  });
  const tooMany = fileProblem(0, 'tooManyRows', { max: maxRows });
  if ('unreadable' in parsed) return reading(fileProblem(0, 'sheetUnreadable'));
  if ('tooLarge' in parsed) return reading(fileProblem(0, 'sheetTooLarge', { max: SLOT_IMPORT_MAX_SHEET_BYTES }));
  if ('tooManyRecords' in parsed) return reading(tooMany);
  if ('syntaxErrorLine' in parsed) return reading(fileProblem(parsed.syntaxErrorLine, 'csvSyntax'));
  const [heading, ...data] = parsed.records;
  if (!heading) return reading(fileProblem(0, 'fileEmpty'));
  const headingProblem = checkHeading(heading);
  if (headingProblem) return reading(headingProblem);
  const lines = data.filter((record) => !isBlankRecord(record.fields)).length;
  if (lines === 0) return reading(fileProblem(0, 'fileEmpty'));
  if (lines > maxRows) return reading(tooMany);
  return reading(null, data);
}
