import { AIRED_BREAK_COLUMNS, AIRED_RATING_COLUMNS } from '@tvcm/contracts';
import { formatCount } from '../../lib/format-count';

export { formatCount };

/** A column by the heading the template gives it (`放送日`, `個人全体(リアルタイム)`), as the file's author knows it. */
export function columnHeader(column: string): string {
  return (
    AIRED_BREAK_COLUMNS.find(({ key }) => key === column)?.header ??
    AIRED_RATING_COLUMNS.find(({ key }) => key === column)?.header ??
    column
  );
}

/** A JST date (`2026-12-07`) as `2026/12/07`, the way the file writes it. */
export function formatDay(date: string): string {
  return date.replaceAll('-', '/');
}
