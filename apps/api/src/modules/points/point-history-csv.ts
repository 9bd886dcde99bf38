import { addDays, POINT_HISTORY_CSV_HEADINGS, POINT_KIND_LABELS, type PointHistoryEntry } from '@tvcm/contracts';
import { stringify } from 'csv-stringify/sync';

/** Japan keeps no daylight saving: JST is always UTC+9 (as in the contracts' business dates). */
const JST_OFFSET_MS = 9 * 3600 * 1000;

/**
 * A spreadsheet runs a cell that begins with one of these as a formula (or, for a tab or carriage
 * return, strips it and then may): text a user wrote is kept as text by a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** `yyyy/MM/dd HH:mm` in JST, as Excel in Japan writes a date and time. */
export function jstDateTime(instantIso: string): string {
  const jst = new Date(Date.parse(instantIso) + JST_OFFSET_MS).toISOString();
  return `${jst.slice(0, 10).replaceAll('-', '/')} ${jst.slice(11, 16)}`;
}

const excelDate = (date: string) => date.replaceAll('-', '/');

/** The download's name: the period as the user chose it, its last day being the day before the exclusive `to`. */
export function pointHistoryCsvFileName(period: { from: string; to: string }): string {
  return `ポイント履歴_${period.from}_${addDays(period.to, -1)}.csv`;
}

/**
 * The history as Excel in Japan opens it: UTF-8 with a byte-order mark (without one Excel reads
 * Shift_JIS), CRLF line ends, times in JST and kinds by their Japanese names. A cell holding a line
 * break is quoted too: csv-stringify quotes only the record delimiter, which here is CRLF.
 */
export function pointHistoryCsv(entries: readonly PointHistoryEntry[]): string {
  const rows = entries.map((entry) => [
    jstDateTime(entry.occurredAt),
    POINT_KIND_LABELS[entry.kind],
    spreadsheetText(entry.description),
    entry.amount,
    entry.balanceAfter,
    entry.userName === null ? '' : spreadsheetText(entry.userName),
    entry.expiresOn === null ? '' : excelDate(entry.expiresOn),
  ]);
  return stringify([[...POINT_HISTORY_CSV_HEADINGS], ...rows], {
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
}
