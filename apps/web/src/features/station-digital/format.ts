export { formatCount, formatFileSize } from '../../lib/format-count';

import {
  DIGITAL_IMPORT_COLUMNS,
  type DigitalImportColumn,
  type DigitalProductKind,
  STREAMING_UNIT_IMPRESSIONS,
} from '@tvcm/contracts';

/** A kind's units as the station speaks of them: impressions for streaming (1,000 a unit), days for 1-day. */
export const unitsShown = (kind: DigitalProductKind, units: number) =>
  kind === 'STREAMING' ? units * STREAMING_UNIT_IMPRESSIONS : units;

/** The Japanese heading a column has in the kind's template (either template's, when the kind is not known). */
export function columnHeader(column: DigitalImportColumn, kind?: DigitalProductKind): string {
  const columns = kind ? DIGITAL_IMPORT_COLUMNS[kind] : [...DIGITAL_IMPORT_COLUMNS.STREAMING, ...DIGITAL_IMPORT_COLUMNS.ONEDAY];
  return columns.find(({ key }) => key === column)?.header ?? column;
}

/** `yyyy-MM-dd` as `yyyy/MM/dd`. */
export { formatSlashDate as formatDay } from '../../lib/format-calendar';
