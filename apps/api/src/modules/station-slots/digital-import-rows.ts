import {
  DIGITAL_IMPORT_COLUMNS,
  DIGITAL_IMPRESSIONS_MAX,
  DIGITAL_PRICE_MAX,
  DIGITAL_PRODUCT_CODE_MAX_LENGTH,
  DIGITAL_PRODUCT_TITLE_MAX_LENGTH,
  type DigitalImportColumn,
  type DigitalImportProblem,
  type DigitalImportProblemCode,
  type DigitalProductKind,
  STREAMING_AD_LENGTH_MAX,
  STREAMING_AD_LENGTH_MIN,
  STREAMING_AUDIENCE_TARGETS,
  STREAMING_GENRE_WORDS,
  STREAMING_GENRES,
  STREAMING_SURCHARGE_MAX_PERCENT,
  STREAMING_UNIT_IMPRESSIONS,
  type StreamingGenre,
} from '@tvcm/contracts';
import type { FileRecord } from '../../lib/import-file/csv-file';
import { type CellReader, cachedCellReader, cellError, isBlankRecord } from '../../lib/import-file/file-reading';
import type { DigitalProductWrite } from '../inventory';
import { type CellResult, parseDate, parseText, parseWholeNumber } from './slot-import-fields';
import type { ImportStation } from './slot-import-rows';

type Result<T> = CellResult<T, DigitalImportProblemCode>;
type Reader = CellReader<DigitalImportColumn, DigitalImportProblemCode>;

/** One line of a digital file, read and checked: the product it writes, in the table's units. */
export interface DigitalImportRow extends DigitalProductWrite {
  line: number;
  stationCode: string;
}

export interface ReadDigitalRows {
  rows: DigitalImportRow[];
  problems: DigitalImportProblem[];
  /** Data lines read, blank ones not counted. */
  rowCount: number;
}

const ok = <T>(value: T): Result<T> => ({ value });
const fail = <T>(code: DigitalImportProblemCode, params: Record<string, string | number> = {}): Result<T> => ({
  problem: { code, params },
});
const shown = (cell: string) => cell.slice(0, 50);

const GROUPED_NUMBER = /^\d{1,3}(,\d{3})+$/;

/** Impressions, with or without thousands separators; in whole thousands when `thousands`, as units are sold. */
export function parseImpressions(cell: string, thousands: boolean): Result<number> {
  const digits = GROUPED_NUMBER.test(cell) ? cell.replaceAll(',', '') : cell;
  const number = parseWholeNumber(digits, DIGITAL_IMPRESSIONS_MAX);
  if (number.problem) return number.problem.code === 'numeric' ? fail('numeric', { value: shown(cell) }) : number;
  if (thousands && number.value % STREAMING_UNIT_IMPRESSIONS !== 0) return fail('notWholeThousands', { value: shown(cell) });
  return number;
}

const LENGTH_SEPARATORS = /[/・,、\s]+/;

/** The ad lengths offered, `15/30` (or with 、 , ・ or spaces, 秒 allowed), each 6–60 s, as `15,30`. */
export function parseAdLengths(cell: string): Result<string> {
  const lengths = new Set<number>();
  for (const part of cell.split(LENGTH_SEPARATORS).filter((piece) => piece !== '')) {
    const length = parseWholeNumber(part, Number.MAX_SAFE_INTEGER, '秒');
    if (length.problem || length.value < STREAMING_AD_LENGTH_MIN || length.value > STREAMING_AD_LENGTH_MAX) {
      return fail('invalidChoice', { value: shown(cell), choices: `${STREAMING_AD_LENGTH_MIN}〜${STREAMING_AD_LENGTH_MAX}` });
    }
    lengths.add(length.value);
  }
  if (lengths.size === 0) return fail('required');
  return ok([...lengths].sort((a, b) => a - b).join(','));
}

/** A genre's word (ドラマ) or code (DRAMA). */
export function parseGenre(cell: string): Result<StreamingGenre> {
  if (Object.hasOwn(STREAMING_GENRE_WORDS, cell)) return ok(STREAMING_GENRE_WORDS[cell] as StreamingGenre);
  const byCode = STREAMING_GENRES.find((genre) => genre === cell.toUpperCase());
  return byCode
    ? ok(byCode)
    : fail('invalidChoice', { value: shown(cell), choices: Object.keys(STREAMING_GENRE_WORDS).join(', ') });
}

/**
 * Targeting options, `F1:20;M1:20;area:kanto:10`: a sex and age band or an area, each with its
 * surcharge in percent (0–300) after the last colon. Codes are read in any case.
 */
export function parseTargeting(cell: string): Result<{ target: string; surchargePercent: number }[]> {
  const targets = new Map<string, number>();
  const invalid = fail<{ target: string; surchargePercent: number }[]>('invalidTargeting', { value: shown(cell) });
  for (const part of cell.split(/[;；]/).map((piece) => piece.trim())) {
    if (part === '') continue;
    const colon = part.lastIndexOf(':');
    if (colon <= 0) return invalid;
    const target = part.slice(0, colon).trim().toLowerCase();
    const surcharge = part
      .slice(colon + 1)
      .trim()
      .replace(/%$/, '');
    const known = (STREAMING_AUDIENCE_TARGETS as readonly string[]).includes(target) || /^area:[a-z]{2,16}$/.test(target);
    if (!known || !/^\d{1,3}$/.test(surcharge) || Number(surcharge) > STREAMING_SURCHARGE_MAX_PERCENT || targets.has(target)) {
      return invalid;
    }
    targets.set(target, Number(surcharge));
  }
  return ok(
    [...targets]
      .map(([target, surchargePercent]) => ({ target, surchargePercent }))
      .sort((a, b) => (a.target < b.target ? -1 : 1)),
  );
}

const parseCode = (cell: string): Result<string> => parseText(cell, DIGITAL_PRODUCT_CODE_MAX_LENGTH) as Result<string>;
const parseTitle = (cell: string): Result<string> => parseText(cell, DIGITAL_PRODUCT_TITLE_MAX_LENGTH) as Result<string>;
const parseDay = (cell: string): Result<string> => parseDate(cell) as Result<string>;
const parsePrice = (cell: string): Result<number> => parseWholeNumber(cell, DIGITAL_PRICE_MAX, '円') as Result<number>;
const parseSaleImpressions = (cell: string) => parseImpressions(cell, true);
const parseEstimate = (cell: string): Result<number> => {
  const number = parseImpressions(cell, false);
  return number.value === 0 ? fail('numeric', { value: shown(cell) }) : number;
};

/** A station code of the caller's company: unknown codes and other companies' stations are told apart. */
function stationParser(stations: ReadonlyMap<string, ImportStation>, companyId: number) {
  return (code: string): Result<ImportStation> => {
    const found = stations.get(code);
    if (!found) return fail('unknownStation', { value: shown(code) });
    if (found.companyId !== companyId) return fail('notOwnStation', { value: code });
    return ok(found);
  };
}

interface LineReader {
  /** A required cell. */
  read<T>(column: DigitalImportColumn, parse: (cell: string) => Result<T>): T | undefined;
  /** A cell that may be empty (null then). */
  optional<T>(column: DigitalImportColumn, parse: (cell: string) => Result<T>): T | null | undefined;
  mismatch(column: DigitalImportColumn, target: DigitalImportColumn): void;
  problem(column: DigitalImportColumn, code: DigitalImportProblemCode, params?: Record<string, string | number>): void;
  failed(): boolean;
}

function lineReader(
  record: FileRecord,
  index: ReadonlyMap<DigitalImportColumn, number>,
  readCell: Reader,
  problems: DigitalImportProblem[],
): LineReader {
  const before = problems.length;
  const { line } = record;
  const raw = (column: DigitalImportColumn) => record.fields[index.get(column) ?? -1] ?? '';
  const read = <T>(column: DigitalImportColumn, parse: (cell: string) => Result<T>): T | undefined => {
    const result = readCell(column, raw(column), parse);
    if (result.problem) problems.push(cellError(line, column, result.problem));
    return result.value;
  };
  return {
    read,
    optional: (column, parse) => (raw(column).trim() === '' ? null : read(column, parse)),
    mismatch: (column, target) => problems.push(cellError(line, column, { code: 'mismatch', params: { target } })),
    problem: (column, code, params = {}) => problems.push(cellError(line, column, { code, params })),
    failed: () => problems.length > before,
  };
}

type StationOf = (code: string) => Result<ImportStation>;

function readStreamingRow(reader: LineReader, parseStation: StationOf): Omit<DigitalImportRow, 'line'> | null {
  const { read, optional } = reader;
  const station = read('stationCode', parseStation);
  const code = read('code', parseCode);
  const title = read('title', parseTitle);
  const genre = optional('genre', parseGenre);
  const deliveryStart = read('deliveryStart', parseDay);
  const deliveryEnd = read('deliveryEnd', parseDay);
  const broadcastStart = optional('broadcastStart', parseDay);
  const broadcastEnd = optional('broadcastEnd', parseDay);
  const adLengths = read('adLengths', parseAdLengths);
  const cpm = read('cpm', parsePrice);
  const onSale = read('impressionsOnSale', parseSaleImpressions);
  const minimum = optional('minimumImpressions', parseSaleImpressions);
  const salesStart = read('salesStart', parseDay);
  const salesEnd = read('salesEnd', parseDay);
  const targets = optional('targeting', parseTargeting);

  if (deliveryStart && deliveryEnd && deliveryEnd < deliveryStart) reader.mismatch('deliveryEnd', 'deliveryStart');
  if (broadcastStart && broadcastEnd && broadcastEnd < broadcastStart) reader.mismatch('broadcastEnd', 'broadcastStart');
  if (onSale !== undefined && minimum && minimum > onSale) reader.problem('minimumImpressions', 'minimumAboveOnSale');
  if (salesStart && salesEnd && salesStart > salesEnd) reader.problem('salesEnd', 'salesPeriodOrder');
  else if (salesEnd && deliveryEnd && salesEnd > deliveryEnd) reader.mismatch('salesEnd', 'deliveryEnd');

  if (
    reader.failed() ||
    !station ||
    code === undefined ||
    title === undefined ||
    genre === undefined ||
    !deliveryStart ||
    !deliveryEnd ||
    broadcastStart === undefined ||
    broadcastEnd === undefined ||
    adLengths === undefined ||
    cpm === undefined ||
    onSale === undefined ||
    minimum === undefined ||
    !salesStart ||
    !salesEnd ||
    targets === undefined
  ) {
    return null;
  }
  return {
    kind: 'STREAMING',
    stationId: station.id,
    stationCode: station.code,
    areaCode: station.areaCode,
    code,
    title,
    genre,
    episodeFrom: broadcastStart,
    episodeTo: broadcastEnd,
    deliveryStart,
    deliveryEnd,
    adLengths,
    unitPrice: cpm,
    estimatedImpressions: null,
    // A product sells at least one unit a line: no minimum (0 or empty) is one thousand impressions.
    minimumUnits: Math.max(1, (minimum ?? 0) / STREAMING_UNIT_IMPRESSIONS),
    unitsOnSale: onSale / STREAMING_UNIT_IMPRESSIONS,
    salesStart,
    salesEnd,
    targets: targets ?? [],
  };
}

function readOneDayRow(reader: LineReader, parseStation: StationOf): Omit<DigitalImportRow, 'line'> | null {
  const { read } = reader;
  const station = read('stationCode', parseStation);
  const code = read('code', parseCode);
  const title = read('title', parseTitle);
  const date = read('date', parseDay);
  const adLengths = read('adLengths', parseAdLengths);
  const price = read('price', parsePrice);
  const estimate = read('estimatedImpressions', parseEstimate);
  const salesStart = read('salesStart', parseDay);
  const salesEnd = read('salesEnd', parseDay);
  if (salesStart && salesEnd && salesStart > salesEnd) reader.problem('salesEnd', 'salesPeriodOrder');
  else if (salesEnd && date && salesEnd > date) reader.mismatch('salesEnd', 'date');
  if (
    reader.failed() ||
    !station ||
    code === undefined ||
    title === undefined ||
    !date ||
    adLengths === undefined ||
    price === undefined ||
    estimate === undefined ||
    !salesStart ||
    !salesEnd
  ) {
    return null;
  }
  return {
    kind: 'ONEDAY',
    stationId: station.id,
    stationCode: station.code,
    areaCode: station.areaCode,
    code,
    title,
    genre: null,
    episodeFrom: null,
    episodeTo: null,
    deliveryStart: date,
    deliveryEnd: date,
    adLengths,
    unitPrice: price,
    estimatedImpressions: estimate,
    minimumUnits: 1,
    unitsOnSale: 1,
    salesStart,
    salesEnd,
    targets: null,
  };
}

/** The key an import matches products by: station, code and delivery start (the kind is the file's). */
export const digitalKey = (stationId: number, code: string, deliveryStart: string) => `${stationId}|${code}|${deliveryStart}`;

/**
 * The data lines (after the heading) of a streaming or 1-day file as rows, and every problem with
 * its line and column. Lines of empty cells are left out; one product per station, code and
 * delivery start (the day of a 1-day product).
 */
export function readDigitalRows(
  kind: DigitalProductKind,
  records: readonly FileRecord[],
  stations: ReadonlyMap<string, ImportStation>,
  companyId: number,
): ReadDigitalRows {
  const columns = DIGITAL_IMPORT_COLUMNS[kind];
  const index = new Map(columns.map((column, position) => [column.key, position]));
  const rows: DigitalImportRow[] = [];
  const problems: DigitalImportProblem[] = [];
  const firstLines = new Map<string, number>();
  const readCell: Reader = cachedCellReader<DigitalImportColumn, DigitalImportProblemCode>(new Set(['title']));
  const parseStation = stationParser(stations, companyId);
  const readRow = kind === 'STREAMING' ? readStreamingRow : readOneDayRow;
  let rowCount = 0;
  for (const record of records) {
    if (isBlankRecord(record.fields)) continue;
    rowCount += 1;
    if (record.fields.length !== columns.length) {
      problems.push(
        cellError<DigitalImportColumn, 'columnCount'>(record.line, null, {
          code: 'columnCount',
          params: { expected: columns.length, actual: record.fields.length },
        }),
      );
      continue;
    }
    const row = readRow(lineReader(record, index, readCell, problems), parseStation);
    if (!row) continue;
    const key = digitalKey(row.stationId, row.code, row.deliveryStart);
    const first = firstLines.get(key);
    if (first !== undefined) {
      problems.push(cellError(record.line, 'code', { code: 'duplicateRow', params: { line: first } }));
      continue;
    }
    firstLines.set(key, record.line);
    rows.push({ ...row, line: record.line });
  }
  return { rows, problems, rowCount };
}
