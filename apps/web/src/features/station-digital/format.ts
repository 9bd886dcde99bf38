import {
  DIGITAL_IMPORT_COLUMNS,
  type DigitalImportColumn,
  type DigitalProductKind,
  STREAMING_UNIT_IMPRESSIONS,
} from '@tvcm/contracts';

const megabytes = new Intl.NumberFormat('ja-JP', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
const kilobytes = new Intl.NumberFormat('ja-JP', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
const byteCount = new Intl.NumberFormat('ja-JP', { style: 'unit', unit: 'byte', unitDisplay: 'long' });
const plain = new Intl.NumberFormat('ja-JP');

/** A file's size as people read it: `820 バイト`, `12.3 KB`, `20 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return megabytes.format(bytes / (1024 * 1024));
  if (bytes >= 1024) return kilobytes.format(bytes / 1024);
  return byteCount.format(bytes);
}

/** A count with the thousands separated: `50,000`. */
export const formatCount = (count: number): string => plain.format(count);

/** A kind's units as the station speaks of them: impressions for streaming (1,000 a unit), days for 1-day. */
export const unitsShown = (kind: DigitalProductKind, units: number) =>
  kind === 'STREAMING' ? units * STREAMING_UNIT_IMPRESSIONS : units;

/** The Japanese heading a column has in the kind's template (either template's, when the kind is not known). */
export function columnHeader(column: DigitalImportColumn, kind?: DigitalProductKind): string {
  const columns = kind ? DIGITAL_IMPORT_COLUMNS[kind] : [...DIGITAL_IMPORT_COLUMNS.STREAMING, ...DIGITAL_IMPORT_COLUMNS.ONEDAY];
  return columns.find(({ key }) => key === column)?.header ?? column;
}

/** `yyyy-MM-dd` as `yyyy/MM/dd`. */
export const formatDay = (date: string) => date.replaceAll('-', '/');
