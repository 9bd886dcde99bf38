import {
  AIRED_BREAK_COLUMNS,
  AIRED_RATING_COLUMNS,
  AIRED_RATINGS_MAX_ROWS,
  type AiredBreakColumn,
  type AiredRatingColumn,
  type AiredRatingProblem,
  type AiredRatingProblemCode,
  BROADCAST_DAY_SECONDS,
  broadcastSeconds,
  hasControlCharacters,
  PROGRAMME_TITLE_MAX_LENGTH,
  SLOT_POSITIONS,
  type SlotImportEncoding,
  type SlotPosition,
} from '@tvcm/contracts';
import { type CellResult, normaliseCell, parseDate, shownCell } from '../../lib/import-file/cells';
import type { FileRecord } from '../../lib/import-file/csv-file';
import {
  type CellReader,
  cachedCellReader,
  type FileReading,
  type ImportProblemOf,
  isBlankRecord,
  readImportFileWith,
} from '../../lib/import-file/file-reading';
import type { CellKind } from '../../lib/import-file/sheet';

/** The longest CM break a file may name: ten minutes. */
export const AIRED_LENGTH_MAX_SECONDS = 600;

/** A station as the file's codes name it, with the company that sells it. */
export interface AiredStation {
  id: number;
  code: string;
  name: string;
  companyId: number;
  areaCode: string;
}

/** One line of the file, read and checked: a break and what it measured (basis points, null where blank). */
export interface AiredBreakRow {
  line: number;
  stationId: number;
  areaCode: string;
  date: string;
  startSecond: number;
  position: SlotPosition;
  lengthSeconds: number;
  programmeTitle: string | null;
  ratings: Partial<Record<AiredRatingColumn, number | null>>;
}

export interface AiredRatingsReading {
  encoding: SlotImportEncoding;
  sha256: string;
  rowCount: number;
  ratingColumns: AiredRatingColumn[];
  rows: AiredBreakRow[];
  /** Every problem in the file's order. */
  problems: AiredRatingProblem[];
}

type Code = AiredRatingProblemCode;
type HeadingCode = 'missingHeader' | 'unknownHeader' | 'noRatingColumn';

const BREAK_COLUMN_COUNT = AIRED_BREAK_COLUMNS.length;
const BREAK_COLUMN_INDEX = new Map(AIRED_BREAK_COLUMNS.map((column, index) => [column.key, index]));
const RATING_COLUMN_BY_HEADER = new Map(AIRED_RATING_COLUMNS.map((column) => [normaliseCell(column.header), column.key]));
/** An `.xlsx`'s date and time cells read as the CSV would write them; rating cells as the numbers they hold. */
const COLUMN_KINDS: CellKind[] = AIRED_BREAK_COLUMNS.map((column) =>
  column.key === 'date' ? 'date' : column.key === 'time' ? 'time' : 'text',
);

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
/** A percentage with at most two decimals: 4.25 is 425 basis points. */
const RATING = /^(\d{1,3})(?:\.(\d{1,2}))?$/;
const LENGTH = /^(\d{1,4})(?:秒)?$/;

const problem = (
  line: number,
  column: string | null,
  code: Code,
  params: Record<string, string | number> = {},
): AiredRatingProblem => ({ line, column, code, params });

/** `H:mm` or `HH:mm:ss` on the 29-hour clock, 5:00 to 28:59:59, as seconds from 05:00. */
export function parseAiredTime(cell: string): CellResult<number, Code> {
  const match = TIME.exec(cell);
  const [hour, minute, second] = match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] : [0, 0, 0];
  const seconds = broadcastSeconds(hour, minute, second);
  if (!match || minute > 59 || second > 59 || seconds < 0 || seconds >= BROADCAST_DAY_SECONDS) {
    return { problem: { code: 'invalidTime', params: { value: shownCell(cell) } } };
  }
  return { value: seconds };
}

function parsePosition(cell: string): CellResult<SlotPosition, Code> {
  const position = SLOT_POSITIONS.find((candidate) => candidate === cell.toUpperCase());
  return position
    ? { value: position }
    : { problem: { code: 'invalidChoice', params: { value: shownCell(cell), choices: SLOT_POSITIONS.join(', ') } } };
}

function parseLength(cell: string): CellResult<number, Code> {
  const match = LENGTH.exec(cell);
  const seconds = match ? Number(match[1]) : 0;
  return seconds > 0 && seconds <= AIRED_LENGTH_MAX_SECONDS
    ? { value: seconds }
    : { problem: { code: 'invalidLength', params: { value: shownCell(cell), max: AIRED_LENGTH_MAX_SECONDS } } };
}

function parseRating(cell: string): CellResult<number, Code> {
  const match = RATING.exec(cell);
  if (match) {
    const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    if (basisPoints <= 10_000) return { value: basisPoints };
  }
  return { problem: { code: 'invalidRating', params: { value: shownCell(cell) } } };
}

/** A title as the station writes it (only trimmed, so full-width ！ stays), one line of at most 100 characters. */
function parseTitle(cell: string): CellResult<string, Code> {
  if (hasControlCharacters(cell)) return { problem: { code: 'invalidText', params: {} } };
  if (cell.length > PROGRAMME_TITLE_MAX_LENGTH)
    return { problem: { code: 'tooLong', params: { max: PROGRAMME_TITLE_MAX_LENGTH } } };
  return { value: cell };
}

/**
 * The heading: the break's six columns in order, then the rating columns the file measured, each
 * named once, in any order (empty cells after the last are left out, as Excel saves them).
 */
function readHeading(
  heading: FileRecord,
): { columns: AiredRatingColumn[] } | { problem: ImportProblemOf<AiredBreakColumn, HeadingCode> } {
  const cells = heading.fields.map(normaliseCell);
  const headingProblem = (column: AiredBreakColumn | null, code: HeadingCode, params: Record<string, string | number>) => ({
    problem: { line: heading.line, column, code, severity: 'error' as const, params },
  });
  for (const [index, column] of AIRED_BREAK_COLUMNS.entries()) {
    const cell = cells[index] ?? '';
    if (cell !== column.header) {
      return headingProblem(column.key, cell === '' ? 'missingHeader' : 'unknownHeader', {
        expected: column.header,
        value: shownCell(cell),
      });
    }
  }
  while (cells.length > BREAK_COLUMN_COUNT && cells.at(-1) === '') cells.pop();
  const columns: AiredRatingColumn[] = [];
  for (const cell of cells.slice(BREAK_COLUMN_COUNT)) {
    const key = RATING_COLUMN_BY_HEADER.get(cell);
    if (cell === '') return headingProblem(null, 'missingHeader', { value: '' });
    if (!key || columns.includes(key)) return headingProblem(null, 'unknownHeader', { value: shownCell(cell) });
    columns.push(key);
  }
  if (columns.length === 0) return headingProblem(null, 'noRatingColumn', {});
  return { columns };
}

/** The reading's one problem of the file as a whole, in the actual ratings' codes. */
function fileProblemOf(reading: FileReading<AiredBreakColumn, HeadingCode>): AiredRatingProblem | null {
  const found = reading.fileProblem;
  if (!found) return null;
  switch (found.code) {
    case 'fileEmpty':
      return problem(0, null, 'emptyFile');
    case 'tooManyRows':
      return problem(0, null, 'tooManyRows', { max: AIRED_RATINGS_MAX_ROWS });
    case 'missingHeader':
    case 'unknownHeader':
    case 'noRatingColumn':
      return problem(found.line, found.column, found.code, found.params);
    default:
      return problem(found.line, null, 'unreadableFile');
  }
}

/**
 * Reads an actual-ratings file as the slot import reads its files (CSV in UTF-8 or Shift_JIS, or an
 * `.xlsx`'s first sheet; problems by line and column): each line a break of one of the caller's
 * stations on a day already aired (`today`, JST), once per station, date, start and SB/PT. One
 * problem or more means nothing is stored.
 */
export async function readAiredRatings(
  bytes: Uint8Array,
  stations: ReadonlyMap<string, AiredStation>,
  companyId: number,
  today: string,
): Promise<AiredRatingsReading> {
  let ratingColumns: AiredRatingColumn[] = [];
  const reading = await readImportFileWith(
    bytes,
    (heading) => {
      const read = readHeading(heading);
      if ('problem' in read) return read.problem;
      ratingColumns = read.columns;
      return null;
    },
    COLUMN_KINDS,
    AIRED_RATINGS_MAX_ROWS,
  );
  const base = { encoding: reading.encoding, sha256: reading.sha256 };
  const fileProblem = fileProblemOf(reading);
  if (fileProblem) return { ...base, rowCount: 0, ratingColumns: [], rows: [], problems: [fileProblem] };

  const columnCount = BREAK_COLUMN_COUNT + ratingColumns.length;
  const readCell: CellReader<string, Code> = cachedCellReader<string, Code>(new Set(['programme']));
  const problems: AiredRatingProblem[] = [];
  const rows: AiredBreakRow[] = [];
  const firstLineOf = new Map<string, number>();
  let rowCount = 0;

  const parseStation = (code: string): CellResult<AiredStation, Code> => {
    const station = stations.get(code);
    if (!station) return { problem: { code: 'unknownStation', params: { value: shownCell(code) } } };
    if (station.companyId !== companyId) return { problem: { code: 'notOwnStation', params: { value: code } } };
    return { value: station };
  };
  const parseAiredDate = (cell: string): CellResult<string, Code> => {
    const date = parseDate(cell);
    if (date.problem) return date;
    return date.value > today ? { problem: { code: 'futureDate', params: { value: date.value, max: today } } } : date;
  };

  for (const record of reading.records) {
    if (isBlankRecord(record.fields)) continue;
    rowCount += 1;
    const { line, fields } = record;
    // A sheet leaves out the empty cells after a line's last value; a CSV line has them all.
    const short = reading.encoding === 'XLSX' ? fields.length < BREAK_COLUMN_COUNT : fields.length < columnCount;
    if (short || fields.slice(columnCount).some((field) => field.trim() !== '')) {
      problems.push(problem(line, null, 'columnCount', { expected: columnCount, actual: fields.length }));
      continue;
    }
    const before = problems.length;
    const cellOf = (column: AiredBreakColumn) => fields[BREAK_COLUMN_INDEX.get(column) ?? 0] ?? '';
    const read = <T>(column: string, cell: string, parse: (cell: string) => CellResult<T, Code>): T | undefined => {
      const result = readCell(column, cell, parse);
      if (result.problem) problems.push(problem(line, column, result.problem.code, result.problem.params));
      return result.value;
    };
    const station = read('stationCode', cellOf('stationCode'), parseStation);
    const date = read('date', cellOf('date'), parseAiredDate);
    const startSecond = read('time', cellOf('time'), parseAiredTime);
    const position = read('position', cellOf('position'), parsePosition);
    const title = cellOf('programme');
    const programmeTitle = title.trim() === '' ? null : read('programme', title, parseTitle);
    const lengthSeconds = read('length', cellOf('length'), parseLength);
    const ratings: AiredBreakRow['ratings'] = {};
    for (const [index, column] of ratingColumns.entries()) {
      const cell = fields[BREAK_COLUMN_COUNT + index] ?? '';
      ratings[column] = cell.trim() === '' ? null : read(column, cell, parseRating);
    }
    if (
      problems.length > before ||
      !station ||
      date === undefined ||
      startSecond === undefined ||
      position === undefined ||
      programmeTitle === undefined ||
      lengthSeconds === undefined
    ) {
      continue;
    }
    const key = `${station.id}|${date}|${startSecond}|${position}`;
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      problems.push(problem(line, 'time', 'duplicateRow', { line: first }));
      continue;
    }
    firstLineOf.set(key, line);
    rows.push({
      line,
      stationId: station.id,
      areaCode: station.areaCode,
      date,
      startSecond,
      position,
      lengthSeconds,
      programmeTitle,
      ratings,
    });
  }
  const order = new Map<string | null, number>([
    [null, -1],
    ...AIRED_BREAK_COLUMNS.map((column, index) => [column.key, index] as const),
    ...ratingColumns.map((column, index) => [column, BREAK_COLUMN_COUNT + index] as const),
  ]);
  problems.sort((a, b) => a.line - b.line || (order.get(a.column) ?? 0) - (order.get(b.column) ?? 0));
  return { ...base, rowCount, ratingColumns, rows, problems };
}
