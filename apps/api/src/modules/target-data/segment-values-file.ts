import {
  SEGMENT_VALUE_COLUMNS,
  SEGMENT_VALUES_MAX_ROWS,
  SEGMENT_VALUES_PROBLEMS_SHOWN,
  type SegmentValueColumn,
  type SegmentValueProblem,
  type SegmentValueProblemCode,
  type SlotImportEncoding,
} from '@tvcm/contracts';
import iconv from 'iconv-lite';
import { type CellResult, parseDate, shownCell } from '../../lib/import-file/cells';
import {
  type CellReader,
  cachedCellReader,
  type FileReading,
  isBlankRecord,
  readImportFile,
} from '../../lib/import-file/file-reading';
import type { CellKind } from '../../lib/import-file/sheet';
import type { SegmentValueWrite } from './target-data.repository';

/** An `.xlsx`'s date cells read as dates; the rest as the text or number they hold. */
const COLUMN_KINDS: CellKind[] = SEGMENT_VALUE_COLUMNS.map((column) => (column.key === 'date' ? 'date' : 'text'));
const COLUMN_INDEX = new Map(SEGMENT_VALUE_COLUMNS.map((column, index) => [column.key, index]));
const COLUMN_ORDER = new Map<SegmentValueColumn | null, number>([
  [null, -1],
  ...SEGMENT_VALUE_COLUMNS.map((column, index) => [column.key, index] as const),
]);

/** The highest panel count a cell may name: more panellists than any survey has. */
const PANEL_COUNT_MAX = 100_000_000;
/** A percentage with at most two decimals: 4.25 is 425 basis points. */
const RATING = /^(\d{1,3})(?:\.(\d{1,2}))?$/;
const WHOLE_NUMBER = /^\d{1,9}$/;

/** The segment as a values file is read against it. */
export interface SegmentForValues {
  areas: ReadonlySet<string>;
  coverageFrom: string;
  coverageTo: string;
  minPanelCount: number;
}

export interface StationForValues {
  id: number;
  areaCode: string;
}

export interface SegmentValuesReading {
  encoding: SlotImportEncoding;
  rows: number;
  values: SegmentValueWrite[];
  suppressedCells: number;
  stations: number;
  dateFrom: string | null;
  dateTo: string | null;
  problems: SegmentValueProblem[];
  problemCount: number;
}

type Code = SegmentValueProblemCode;
const problem = (line: number, column: SegmentValueColumn | null, code: Code, params: Record<string, string | number> = {}) => ({
  line,
  column,
  code,
  params,
});

function parseHour(cell: string): CellResult<number, Code> {
  const hour = WHOLE_NUMBER.test(cell) ? Number(cell) : Number.NaN;
  return hour >= 5 && hour <= 28 ? { value: hour } : { problem: { code: 'invalidHour', params: { value: shownCell(cell) } } };
}

function parseRating(cell: string): CellResult<number, Code> {
  const match = RATING.exec(cell);
  if (match) {
    const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    if (basisPoints <= 10_000) return { value: basisPoints };
  }
  return { problem: { code: 'invalidRating', params: { value: shownCell(cell) } } };
}

function parsePanelCount(cell: string): CellResult<number, Code> {
  const count = WHOLE_NUMBER.test(cell) ? Number(cell) : Number.NaN;
  return count >= 0 && count <= PANEL_COUNT_MAX
    ? { value: count }
    : { problem: { code: 'invalidPanelCount', params: { value: shownCell(cell) } } };
}

/** The reading's one problem of the file as a whole, in the values file's codes. */
function fileProblemOf(reading: FileReading<SegmentValueColumn>): SegmentValueProblem | null {
  const found = reading.fileProblem;
  if (!found) return null;
  switch (found.code) {
    case 'fileEmpty':
      return problem(0, null, 'emptyFile');
    case 'tooManyRows':
      return problem(0, null, 'tooManyRows', { max: SEGMENT_VALUES_MAX_ROWS });
    case 'headerMismatch':
      return problem(found.line, found.column, found.params.value === '' ? 'missingHeader' : 'unknownHeader', found.params);
    default:
      return problem(found.line, null, 'unreadableFile');
  }
}

/**
 * Reads a values file as the slot import reads its files (CSV in UTF-8 or Shift_JIS, or an
 * `.xlsx`'s first sheet; the template's heading; problems by line and column), each row checked
 * against the segment: a station of one of its areas, a date within its coverage, an hour of the
 * broadcast day, a percentage of 0–100 with two decimals at most, a panel count. One problem or
 * more means nothing is written.
 */
export async function readSegmentValues(
  bytes: Uint8Array,
  segment: SegmentForValues,
  stations: ReadonlyMap<string, StationForValues>,
): Promise<SegmentValuesReading> {
  const reading = await readImportFile(bytes, SEGMENT_VALUE_COLUMNS, COLUMN_KINDS, SEGMENT_VALUES_MAX_ROWS);
  const base = { encoding: reading.encoding, values: [], suppressedCells: 0, stations: 0, dateFrom: null, dateTo: null };
  const fileProblem = fileProblemOf(reading);
  if (fileProblem) return { ...base, rows: 0, problems: [fileProblem], problemCount: 1 };

  const readCell: CellReader<SegmentValueColumn, Code> = cachedCellReader<SegmentValueColumn, Code>();
  const problems: SegmentValueProblem[] = [];
  const values: SegmentValueWrite[] = [];
  const firstLineOf = new Map<string, number>();
  const stationIds = new Set<number>();
  let rows = 0;
  let suppressedCells = 0;
  let dateFrom: string | null = null;
  let dateTo: string | null = null;

  const parseStation = (code: string): CellResult<StationForValues, Code> => {
    const station = stations.get(code);
    if (!station) return { problem: { code: 'unknownStation', params: { value: shownCell(code) } } };
    if (!segment.areas.has(station.areaCode)) return { problem: { code: 'stationOutsideAreas', params: { value: code } } };
    return { value: station };
  };
  const parseCoveredDate = (cell: string): CellResult<string, Code> => {
    const date = parseDate(cell);
    if (date.problem) return date;
    const month = date.value.slice(0, 7);
    if (month < segment.coverageFrom || month > segment.coverageTo) {
      return {
        problem: { code: 'outsideCoverage', params: { value: date.value, from: segment.coverageFrom, to: segment.coverageTo } },
      };
    }
    return date;
  };

  for (const record of reading.records) {
    if (isBlankRecord(record.fields)) continue;
    rows += 1;
    const before = problems.length;
    const read = <T>(column: SegmentValueColumn, parse: (cell: string) => CellResult<T, Code>): T | undefined => {
      const result = readCell(column, record.fields[COLUMN_INDEX.get(column) ?? 0] ?? '', parse);
      if (result.problem) problems.push(problem(record.line, column, result.problem.code, result.problem.params));
      return result.value;
    };
    const station = read('stationCode', parseStation);
    const date = read('date', parseCoveredDate);
    const hour = read('hour', parseHour);
    const rating = read('rating', parseRating);
    const panelCount = read('panelCount', parsePanelCount);
    if (
      problems.length > before ||
      !station ||
      date === undefined ||
      hour === undefined ||
      rating === undefined ||
      panelCount === undefined
    ) {
      continue;
    }
    const key = `${station.id}|${date}|${hour}`;
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      problems.push(problem(record.line, 'stationCode', 'duplicateRow', { line: first }));
      continue;
    }
    firstLineOf.set(key, record.line);
    values.push({ stationId: station.id, date, hour, rating, panelCount });
    stationIds.add(station.id);
    if (panelCount < segment.minPanelCount) suppressedCells += 1;
    if (dateFrom === null || date < dateFrom) dateFrom = date;
    if (dateTo === null || date > dateTo) dateTo = date;
  }
  problems.sort((a, b) => a.line - b.line || (COLUMN_ORDER.get(a.column) ?? 0) - (COLUMN_ORDER.get(b.column) ?? 0));
  return {
    encoding: reading.encoding,
    rows,
    values,
    suppressedCells,
    stations: stationIds.size,
    dateFrom,
    dateTo,
    problems: problems.slice(0, SEGMENT_VALUES_PROBLEMS_SHOWN),
    problemCount: problems.length,
  };
}

/** A cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The values template: the heading and, when a station is given, two example rows for it on the
 * date given. Shift_JIS (CP932) with CRLF line ends,
 * as Excel in Japan opens and saves CSV.
 */
export function segmentValuesTemplate(example: { stationCode: string; date: string } | null): Buffer {
  const lines: (string | number)[][] = [SEGMENT_VALUE_COLUMNS.map((column) => column.header)];
  if (example) {
    const day = example.date.replaceAll('-', '/');
    lines.push([example.stationCode, day, 19, '4.25', 120], [example.stationCode, day, 20, '5.10', 118]);
  }
  const text = lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n');
  return iconv.encode(`${text}\r\n`, 'CP932');
}
