import { RATING_SCALE } from '@tvcm/contracts';
import { i18n } from '../../lib/i18n';

const none = () => i18n.t('postBuy.none');

/** A rating in basis points as a percent with two decimals (1234 → 12.34%): an estimate is judged to the hundredth. */
export function formatRatingPercent(basisPoints: number | null): string {
  return basisPoints === null ? none() : i18n.t('postBuy.rating', { value: (basisPoints / RATING_SCALE).toFixed(2) });
}

const signed = (value: string) =>
  value.startsWith('-') ? `−${value.slice(1)}` : value === '0.00' || value === '0.0' ? value : `+${value}`;

/** A signed difference of ratings (basis points) in percentage points: `−0.52ポイント`. */
export function formatRatingPoints(basisPoints: number | null): string {
  return basisPoints === null
    ? none()
    : i18n.t('postBuy.signedPoints', { value: signed((basisPoints / RATING_SCALE).toFixed(2)) });
}

/** A percentage with one decimal: `92.5%`. */
export function formatPercent(value: number | null): string {
  return value === null ? none() : i18n.t('postBuy.percent', { value: value.toFixed(1) });
}

/** A signed percentage with one decimal: `−8.0%`. */
export function formatSignedPercent(value: number | null): string {
  return value === null ? none() : i18n.t('postBuy.percent', { value: signed(value.toFixed(1)) });
}

/** Gross rating points from basis points with two decimals (12345 → 123.45), signed when asked. */
export function formatGrpPoints(basisPoints: number, { sign = false } = {}): string {
  const text = (basisPoints / RATING_SCALE).toFixed(2);
  return sign ? signed(text) : text;
}

/** `2026-10-31` → `2026/10/31`. */
export function formatDate(date: string): string {
  return date.replaceAll('-', '/');
}

/** `2026-10` → `2026年10月`. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return i18n.t('postBuy.agency.deliveryTable.month', { year, month: Number(number) });
}
