import { POINTS_SUFFIX } from '@tvcm/contracts';

const megabytes = new Intl.NumberFormat('ja-JP', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
const kilobytes = new Intl.NumberFormat('ja-JP', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
const byteCount = new Intl.NumberFormat('ja-JP', { style: 'unit', unit: 'byte', unitDisplay: 'long' });
const plain = new Intl.NumberFormat('ja-JP');

/** A file's size as people read it: `820 バイト`, `12.3 KB`, `20 MB` (1 kB = 1,024 bytes, as the OS shows it). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return megabytes.format(bytes / (1024 * 1024));
  if (bytes >= 1024) return kilobytes.format(bytes / 1024);
  return byteCount.format(bytes);
}

/** A count with the thousands separated: `50,000`. */
export function formatCount(count: number): string {
  return plain.format(count);
}

/** Points as the top bar and the point pages write them: `76,000pt`. */
export function formatPoints(points: number): string {
  return `${plain.format(points)}${POINTS_SUFFIX}`;
}
