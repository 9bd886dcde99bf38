import type { BookingSummary } from '@tvcm/contracts';
import { formatShortDate } from '../../lib/format-broadcast';
import { i18n } from '../../lib/i18n';

const dateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant (ISO 8601) as the Japanese business clock shows it: `2026/11/16 10:05`, always in JST. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** The first and last broadcast dates: `11/23(月)〜11/29(日)`, one date when they are the same. */
export function formatAirPeriod({ from, to }: BookingSummary['airPeriod']): string {
  if (from === to) return formatShortDate(from);
  return i18n.t('bookings.detail.airPeriodValue', { from: formatShortDate(from), to: formatShortDate(to) });
}
