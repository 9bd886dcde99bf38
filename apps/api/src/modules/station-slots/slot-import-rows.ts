import {
  PROGRAMME_TITLE_MAX_LENGTH,
  SLOT_IMPORT_COLUMNS,
  SLOT_PRICE_MAX,
  SLOT_UNITS_MAX,
  type SlotImportColumn,
  type SlotImportProblem,
  type SlotImportProblemCode,
  type SlotPosition,
} from '@tvcm/contracts';
import type { FileRecord } from '../../lib/import-file/csv-file';
import {
  checkHeadingOf,
  isBlankRecord,
  type CellReader as SlotCellReader,
  cachedCellReader as sharedCellReader,
} from '../../lib/import-file/file-reading';
import {
  type CellProblem,
  type CellResult,
  parseBroadcastTime,
  parseDate,
  parseKind,
  parseLength,
  parsePosition,
  parseText,
  parseWholeNumber,
} from './slot-import-fields';

/** A station as an import names it, with the company that sells it. */
export interface ImportStation {
  id: number;
  code: string;
  companyId: number;
  areaCode: string;
}

/** One line of the file, read and checked: a slot and the programme it names. */
export interface ImportRow {
  line: number;
  stationId: number;
  stationCode: string;
  areaCode: string;
  date: string;
  programmeStart: number;
  programmeEnd: number;
  programmeTitle: string;
  startSecond: number;
  position: SlotPosition;
  lengthSeconds: 15 | 30;
  kind: number;
  unitsOnSale: number;
  price: number;
  salesStart: string;
  salesEnd: string;
}

export interface ReadRows {
  rows: ImportRow[];
  problems: SlotImportProblem[];
  /** Data lines read, blank ones not counted. */
  rowCount: number;
}

const COLUMN_COUNT = SLOT_IMPORT_COLUMNS.length;
const COLUMN_INDEX = Object.fromEntries(SLOT_IMPORT_COLUMNS.map((column, index) => [column.key, index])) as Record<
  SlotImportColumn,
  number
>;

const error = (line: number, column: SlotImportColumn | null, problem: CellProblem): SlotImportProblem => ({
  line,
  column,
  code: problem.code,
  severity: 'error',
  params: problem.params,
});

/** The heading must be the template's, column for column (as typed in any keyboard mode). */
export const checkHeading = (record: FileRecord): SlotImportProblem | null => checkHeadingOf(SLOT_IMPORT_COLUMNS, record);

type CellReader = SlotCellReader<SlotImportColumn, SlotImportProblemCode>;
const cachedCellReader = () => sharedCellReader<SlotImportColumn, SlotImportProblemCode>(new Set(['programmeTitle']));

const parseTime = (cell: string) => parseBroadcastTime(cell);
const parseProgrammeEnd = (cell: string) => parseBroadcastTime(cell, { endOfDay: true });
const parseTitle = (cell: string) => parseText(cell, PROGRAMME_TITLE_MAX_LENGTH);
const parseUnits = (cell: string) => parseWholeNumber(cell, SLOT_UNITS_MAX);
const parsePrice = (cell: string) => parseWholeNumber(cell, SLOT_PRICE_MAX, '円');

/** A station code of the caller's company: unknown codes and other companies' stations are told apart. */
function stationParser(stations: ReadonlyMap<string, ImportStation>, companyId: number) {
  return (code: string): CellResult<ImportStation> => {
    const found = stations.get(code);
    if (!found) return { problem: { code: 'unknownStation', params: { value: code.slice(0, 50) } } };
    if (found.companyId !== companyId) return { problem: { code: 'notOwnStation', params: { value: code } } };
    return { value: found };
  };
}

/** Reads one line's cells; each problem found is added to `problems`, and the row comes back only when there were none. */
function readRow(
  record: FileRecord,
  readCell: CellReader,
  parseStation: (code: string) => CellResult<ImportStation>,
  problems: SlotImportProblem[],
): { row: ImportRow | null; keyFields: Partial<ImportRow> } {
  const { line } = record;
  const before = problems.length;
  const read = <T>(column: SlotImportColumn, parse: (cell: string) => CellResult<T>): T | undefined => {
    const result = readCell(column, record.fields[COLUMN_INDEX[column]] ?? '', parse);
    if (result.problem) problems.push(error(line, column, result.problem));
    return result.value;
  };

  const station = read('stationCode', parseStation);
  const date = read('broadcastDate', parseDate);
  const programmeStart = read('programmeStart', parseTime);
  const programmeEnd = read('programmeEnd', parseProgrammeEnd);
  const programmeTitle = read('programmeTitle', parseTitle);
  const startSecond = read('slotTime', parseTime);
  const position = read('position', parsePosition);
  const lengthSeconds = read('lengthSeconds', parseLength);
  const kind = read('kind', parseKind);
  const unitsOnSale = read('unitsOnSale', parseUnits);
  const price = read('price', parsePrice);
  const salesStart = read('salesStart', parseDate);
  const salesEnd = read('salesEnd', parseDate);

  const mismatch = (column: SlotImportColumn, target: SlotImportColumn) =>
    problems.push(error(line, column, { code: 'mismatch', params: { target } }));
  if (programmeStart !== undefined && programmeEnd !== undefined && programmeEnd <= programmeStart) {
    mismatch('programmeEnd', 'programmeStart');
  }
  if (startSecond !== undefined && lengthSeconds !== undefined && position !== undefined && programmeStart !== undefined) {
    // A PT slot airs inside its programme; an SB slot in the break before the programme it names,
    // as the demo days have it (the program guide draws SB slots between programmes).
    if (position === 'PT' && startSecond < programmeStart) mismatch('slotTime', 'programmeStart');
    else if (position === 'PT' && programmeEnd !== undefined && startSecond + lengthSeconds > programmeEnd) {
      mismatch('slotTime', 'programmeEnd');
    } else if (position === 'SB' && startSecond + lengthSeconds > programmeStart) mismatch('slotTime', 'programmeStart');
  }
  if (salesStart !== undefined && salesEnd !== undefined && salesStart > salesEnd) {
    problems.push(error(line, 'salesEnd', { code: 'salesPeriodOrder', params: {} }));
  } else if (salesEnd !== undefined && date !== undefined && salesEnd > date) {
    // A slot is not sold after it has aired.
    mismatch('salesEnd', 'broadcastDate');
  }

  const keyFields = { stationId: station?.id, date, startSecond, programmeStart, programmeEnd, programmeTitle };
  if (
    problems.length > before ||
    station === undefined ||
    date === undefined ||
    programmeStart === undefined ||
    programmeEnd === undefined ||
    programmeTitle === undefined ||
    startSecond === undefined ||
    position === undefined ||
    lengthSeconds === undefined ||
    kind === undefined ||
    unitsOnSale === undefined ||
    price === undefined ||
    salesStart === undefined ||
    salesEnd === undefined
  ) {
    return { row: null, keyFields };
  }
  return {
    row: {
      line,
      stationId: station.id,
      stationCode: station.code,
      areaCode: station.areaCode,
      date,
      programmeStart,
      programmeEnd,
      programmeTitle,
      startSecond,
      position,
      lengthSeconds,
      kind,
      unitsOnSale,
      price,
      salesStart,
      salesEnd,
    },
    keyFields,
  };
}

const isBlank = isBlankRecord;

/**
 * The data lines (after the heading) as rows, and every problem with its line and column. Lines of
 * empty cells (Excel saves cleared rows as commas) are left out. Across lines: one slot per
 * station, day and CM time, and one end and title per programme start.
 */
export function readRows(
  records: readonly FileRecord[],
  stations: ReadonlyMap<string, ImportStation>,
  companyId: number,
): ReadRows {
  const rows: ImportRow[] = [];
  const problems: SlotImportProblem[] = [];
  const slotLines = new Map<string, number>();
  const programmes = new Map<string, { line: number; end: number; title: string }>();
  let rowCount = 0;
  const readCell = cachedCellReader();
  const parseStation = stationParser(stations, companyId);
  for (const record of records) {
    if (isBlank(record.fields)) continue;
    rowCount += 1;
    if (record.fields.length !== COLUMN_COUNT) {
      problems.push(
        error(record.line, null, { code: 'columnCount', params: { expected: COLUMN_COUNT, actual: record.fields.length } }),
      );
      continue;
    }
    const { row, keyFields } = readRow(record, readCell, parseStation, problems);
    const { stationId, date, startSecond, programmeStart, programmeEnd, programmeTitle } = keyFields;
    let repeated = false;
    if (stationId !== undefined && date !== undefined && startSecond !== undefined) {
      const key = `${stationId}|${date}|${startSecond}`;
      const first = slotLines.get(key);
      if (first === undefined) slotLines.set(key, record.line);
      else {
        problems.push(error(record.line, 'slotTime', { code: 'duplicateRow', params: { line: first } }));
        repeated = true;
      }
    }
    if (stationId !== undefined && date !== undefined && programmeStart !== undefined) {
      const key = `${stationId}|${date}|${programmeStart}`;
      const first = programmes.get(key);
      if (first === undefined) {
        if (programmeEnd !== undefined && programmeTitle !== undefined) {
          programmes.set(key, { line: record.line, end: programmeEnd, title: programmeTitle });
        }
      } else if (programmeEnd !== undefined && programmeTitle !== undefined) {
        const column = first.end !== programmeEnd ? 'programmeEnd' : first.title !== programmeTitle ? 'programmeTitle' : null;
        if (column) {
          problems.push(error(record.line, column, { code: 'programmeConflict', params: { line: first.line } }));
          repeated = true;
        }
      }
    }
    if (row && !repeated) rows.push(row);
  }
  return { rows, problems, rowCount };
}
