import { POINTS_SUFFIX, SEGMENT_VALUE_COLUMNS, type SegmentValueColumn } from '@tvcm/contracts';
import { formatCount } from '../../lib/format-count';

export { formatCount };

/** Points as the pages show them: `120,000pt`. */
export function formatPoints(points: number): string {
  return `${formatCount(points)}${POINTS_SUFFIX}`;
}

/** A `yyyy-MM` month as `2026年12月`. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${year}年${Number(number)}月`;
}

/** A JST date (`2026-12-31`) as `2026/12/31`. */
export function formatDay(date: string): string {
  return date.replaceAll('-', '/');
}

/** A values file's column by the heading its template gives it. */
export function valueColumnHeader(column: SegmentValueColumn): string {
  return SEGMENT_VALUE_COLUMNS.find((candidate) => candidate.key === column)?.header ?? column;
}
