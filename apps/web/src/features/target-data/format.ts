import { POINTS_SUFFIX } from '@tvcm/contracts';
import { formatCount } from '../../lib/format-count';

/** Points as the top bar writes them: `76,000pt`. */
export const formatPoints = (points: number) => `${formatCount(points)}${POINTS_SUFFIX}`;

/** `2026-12` → `2026年12月`. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${year}年${Number(number)}月`;
}

/** `2026-12`〜`2027-01` → `2026年12月〜2027年1月`; one month alone when both are the same. */
export function formatMonthRange(from: string, to: string): string {
  return from === to ? formatMonth(from) : `${formatMonth(from)}〜${formatMonth(to)}`;
}

/** `2026-12-31` → `2026/12/31`. */
export function formatDate(date: string): string {
  return date.replaceAll('-', '/');
}
