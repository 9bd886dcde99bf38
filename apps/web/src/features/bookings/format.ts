import type { BookingSummary } from '@tvcm/contracts';
import { formatShortDate } from '../../lib/format-broadcast';
import { i18n } from '../../lib/i18n';

/** The first and last broadcast dates: `11/23(月)〜11/29(日)`, one date when they are the same. */
export function formatAirPeriod({ from, to }: BookingSummary['airPeriod']): string {
  if (from === to) return formatShortDate(from);
  return i18n.t('bookings.detail.airPeriodValue', { from: formatShortDate(from), to: formatShortDate(to) });
}
