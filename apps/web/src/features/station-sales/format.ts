import type { SalesGrouping, SalesSummaryRow } from '@tvcm/contracts';

import { formatMonthDay } from '../../lib/format-broadcast';
import { formatMonth } from '../../lib/format-calendar';
import { formatCount } from '../../lib/format-count';
import { i18n } from '../../lib/i18n';

export { formatCount, formatMonth };

const none = () => i18n.t('stationSales.none');

/** A percentage with one decimal (`82.5%`), or — without one. */
export function formatPercent(value: number | null): string {
  return value === null ? none() : `${value.toFixed(1)}%`;
}

/** A count, or — where the figure does not apply (inventory of the groupings by buyer). */
export function formatUnits(value: number | null): string {
  return value === null ? none() : formatCount(value);
}

/** A week by its Monday: `11/23週`. */
export function formatWeek(monday: string): string {
  return i18n.t('stationSales.table.week', { date: formatMonthDay(monday) });
}

/** A point of the timeline: a month (`yyyy-MM`) or a week (its Monday). */
export function formatTimelineKey(key: string): string {
  return key.length === 7 ? formatMonth(key) : formatWeek(key);
}

export function weekdayName(weekday: number): string {
  return i18n.t(`programGuide.conditions.weekdayNames.${weekday}` as 'programGuide.conditions.weekdayNames.0');
}

/** A row's group as its grouping names it: `2026年11月`, `11/23週`, `月 ゴールデン`, an industry, a name. */
export function formatGroupKey(grouping: SalesGrouping, row: Pick<SalesSummaryRow, 'key' | 'name'>): string {
  switch (grouping) {
    case 'month':
      return formatMonth(row.key);
    case 'week':
      return formatWeek(row.key);
    case 'weekdayBand': {
      const [weekday, band] = row.key.split(':');
      // Streaming and 1-day products have no time of day: their rows are the weekday alone.
      if (band === undefined) return weekdayName(Number(weekday));
      return i18n.t('stationSales.table.weekdayBand', {
        weekday: weekdayName(Number(weekday)),
        band: i18n.t(`stationSales.bands.${band}` as 'stationSales.bands.golden'),
      });
    }
    case 'industry': {
      // A code the catalogue does not name yet shows as it is rather than as the catalogue's key.
      const key = `industries.${row.key}` as 'industries.OTHER';
      const label = i18n.t(key);
      return label === key ? row.key : label;
    }
    default:
      return row.name ?? row.key;
  }
}
