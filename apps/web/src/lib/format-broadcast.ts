import { RATING_SCALE } from '@tvcm/contracts';
import { i18n } from './i18n';

/**
 * Display formats of the trade shared by the inventory and the carts: the 29-hour clock of the
 * broadcast day (DOMAIN.md "Time"), yen, ratings and short dates.
 */

const yen = new Intl.NumberFormat('ja-JP');

/** Seconds from 05:00 as the broadcast day's clock: 5:00 … 28:59. */
export function formatBroadcastTime(secondsFrom05: number): string {
  const minutes = Math.floor(secondsFrom05 / 60);
  const hour = 5 + Math.floor(minutes / 60);
  return `${hour}:${String(minutes % 60).padStart(2, '0')}`;
}

/** What a figure shows without a value (a slot without a rating has no per-cost or CPM). */
const noFigure = () => i18n.t('common.noFigure');

export function formatYen(amount: number | null): string {
  return amount === null ? noFigure() : i18n.t('common.yenAmount', { amount: yen.format(amount) });
}

/** A rating in basis points as a percentage with one decimal (12.34 % → 12.3%). */
export function formatRating(basisPoints: number | null): string {
  return basisPoints === null ? noFigure() : `${(basisPoints / RATING_SCALE).toFixed(1)}%`;
}

/** Gross rating points from the sum in basis points (12345 → 123.5). */
export function formatGrp(basisPoints: number): string {
  return (basisPoints / RATING_SCALE).toFixed(1);
}

const weekday = new Intl.DateTimeFormat('ja-JP', { weekday: 'short', timeZone: 'UTC' });

/** `2026-11-23` → `11/23`. */
export function formatMonthDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(month)}/${Number(day)}`;
}

/** `2026-11-23` → `11/23(月)`: the business date's own weekday, whatever the browser's zone. */
export function formatShortDate(date: string): string {
  return `${formatMonthDay(date)}(${weekday.format(new Date(`${date}T00:00:00Z`))})`;
}
