import {
  BROADCAST_DAY_SECONDS,
  broadcastSeconds,
  hasControlCharacters,
  SLOT_KIND_WORDS,
  SLOT_LENGTHS,
  SLOT_POSITIONS,
  type SlotImportProblemCode,
  type SlotPosition,
} from '@tvcm/contracts';
import {
  type CellProblem as FileCellProblem,
  type CellResult as FileCellResult,
  normaliseCell,
  parseDate as parseCalendarDate,
} from '../../lib/import-file/cells';

/** What is wrong with one cell of a station import. */
export type CellProblem<Code extends string = SlotImportProblemCode> = FileCellProblem<Code>;
export type CellResult<T, Code extends string = SlotImportProblemCode> = FileCellResult<T, Code>;
export { normaliseCell };

/** `yyyy/M/d` or `yyyy-MM-dd` (Excel writes the first) of a day that exists, as `yyyy-MM-dd`. */
export const parseDate = (cell: string): CellResult<string> => parseCalendarDate(cell);

const ok = <T>(value: T): CellResult<T> => ({ value });
const fail = <T>(code: SlotImportProblemCode, params: Record<string, string | number> = {}): CellResult<T> => ({
  problem: { code, params },
});

/** The cell as the message may quote it: no longer than a short line. */
const VALUE_SHOWN_LENGTH = 50;
const shown = (cell: string) => cell.slice(0, VALUE_SHOWN_LENGTH);

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * `H:mm` or `H:mm:ss` on the 29-hour clock, as seconds from 05:00: 5:00 to 28:59:59, or to 29:00
 * exactly for the end of a programme that runs to the close of the broadcast day.
 */
export function parseBroadcastTime(cell: string, options: { endOfDay?: boolean } = {}): CellResult<number> {
  const match = TIME.exec(cell);
  if (!match) return fail('invalidTime', { value: shown(cell) });
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  const seconds = broadcastSeconds(hour, minute, second);
  const latest = options.endOfDay ? BROADCAST_DAY_SECONDS : BROADCAST_DAY_SECONDS - 1;
  const earliest = options.endOfDay ? 1 : 0;
  if (minute > 59 || second > 59 || seconds < earliest || seconds > latest) return fail('invalidTime', { value: shown(cell) });
  return ok(seconds);
}

const PLAIN_NUMBER = /^\d+$/;
const GROUPED_NUMBER = /^\d{1,3}(,\d{3})+$/;

/**
 * A whole number from 0 to `max`. Amounts may be written as Excel's currency format shows them:
 * a yen sign before (¥ or the backslash a Japanese code page shows as one), thousands separators,
 * 円 after; a length may carry 秒.
 */
export function parseWholeNumber(cell: string, max: number, unit?: '円' | '秒'): CellResult<number> {
  let digits = cell;
  if (unit && digits.endsWith(unit)) digits = digits.slice(0, -unit.length).trimEnd();
  if (unit === '円' && (digits.startsWith('¥') || digits.startsWith('\\'))) digits = digits.slice(1).trimStart();
  if (unit === '円' && GROUPED_NUMBER.test(digits)) digits = digits.replaceAll(',', '');
  if (!PLAIN_NUMBER.test(digits)) return fail('numeric', { value: shown(cell) });
  const value = Number(digits);
  if (value > max) return fail('numberMax', { max });
  return ok(value);
}

export function parseLength(cell: string): CellResult<15 | 30> {
  const number = parseWholeNumber(cell, Number.MAX_SAFE_INTEGER, '秒');
  if (number.problem) return number;
  const length = SLOT_LENGTHS.find((candidate) => candidate === number.value);
  return length ? ok(length) : fail('invalidChoice', { value: shown(cell), choices: SLOT_LENGTHS.join(', ') });
}

export function parsePosition(cell: string): CellResult<SlotPosition> {
  const position = SLOT_POSITIONS.find((candidate) => candidate === cell.toUpperCase());
  return position ? ok(position) : fail('invalidChoice', { value: shown(cell), choices: SLOT_POSITIONS.join(', ') });
}

const KIND_CHOICES = [...Object.keys(SLOT_KIND_WORDS), ...Object.values(SLOT_KIND_WORDS).map(String)];

/** 通常 or 直前, or the numbers of kind_cm (1 normal, 2 last-minute). */
export function parseKind(cell: string): CellResult<number> {
  if (Object.hasOwn(SLOT_KIND_WORDS, cell)) return ok(SLOT_KIND_WORDS[cell as keyof typeof SLOT_KIND_WORDS]);
  const byNumber = Object.values(SLOT_KIND_WORDS).find((kind) => String(kind) === cell);
  return byNumber !== undefined ? ok(byNumber) : fail('invalidChoice', { value: shown(cell), choices: KIND_CHOICES.join(', ') });
}

/**
 * A one-line text of at most `max` characters. Titles keep what was typed (only trimmed): NFKC
 * would turn a title's full-width ！ or ～ into ASCII, and the programme would read differently from
 * how the station writes it.
 */
export function parseText(cell: string, max: number): CellResult<string> {
  const text = cell.trim();
  if (hasControlCharacters(text)) return fail('invalidText');
  if (text.length > max) return fail('tooLong', { max });
  return ok(text);
}

/** The counts of a file that was not read. */
export const NO_COUNTS = { created: 0, changed: 0, unchanged: 0, skipped: 0 } as const;
