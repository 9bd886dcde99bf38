import { SEGMENT_VALUE_COLUMNS, type SegmentValueColumn } from '@tvcm/contracts';

export { formatMonth, formatSlashDate as formatDay } from '../../lib/format-calendar';
export { formatCount, formatPoints } from '../../lib/format-count';

/** A values file's column by the heading its template gives it. */
export function valueColumnHeader(column: SegmentValueColumn): string {
  return SEGMENT_VALUE_COLUMNS.find((candidate) => candidate.key === column)?.header ?? column;
}
