/** What is wrong with one cell, before the line and column are known. */
export interface CellProblem<Code extends string = string> {
  code: Code;
  params: Record<string, string | number>;
}

export type CellResult<T, Code extends string = string> =
  | { value: T; problem?: undefined }
  | { problem: CellProblem<Code>; value?: undefined };

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * A cell as typed in any keyboard mode: NFKC folds full-width digits, letters, colons, slashes
 * and the ideographic space to their ASCII forms, then it is trimmed. Most cells are plain ASCII,
 * which NFKC leaves alone, so they skip it (a 50,000-row file has 650,000 cells).
 */
export function normaliseCell(cell: string): string {
  return (PRINTABLE_ASCII.test(cell) ? cell : cell.normalize('NFKC')).trim();
}

/** The cell as a message may quote it: no longer than a short line. */
export const shownCell = (cell: string) => cell.slice(0, 50);

const DATE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;

/** `yyyy/M/d` or `yyyy-MM-dd` (Excel writes the first) of a day that exists, as `yyyy-MM-dd`. */
export function parseDate(cell: string): CellResult<string, 'invalidDate'> {
  const match = DATE.exec(cell);
  if (!match) return { problem: { code: 'invalidDate', params: { value: shownCell(cell) } } };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { problem: { code: 'invalidDate', params: { value: shownCell(cell) } } };
  }
  return { value: `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}
