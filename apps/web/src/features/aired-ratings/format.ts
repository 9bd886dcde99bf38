import { AIRED_BREAK_COLUMNS, AIRED_RATING_COLUMNS } from '@tvcm/contracts';
import { formatCount, formatFileSize } from '../../lib/format-count';
import { i18n } from '../../lib/i18n';

export { formatCount, formatFileSize };

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

/** The broadcast dates a file covers, `2026/11/16〜2026/11/22`; a file with no readable date has none. */
export function formatPeriod({ dateFrom, dateTo }: { dateFrom: string | null; dateTo: string | null }): string {
  if (!dateFrom || !dateTo) return i18n.t('airedRatings.none');
  return i18n.t('airedRatings.periodRange', { from: formatDay(dateFrom), to: formatDay(dateTo) });
}
