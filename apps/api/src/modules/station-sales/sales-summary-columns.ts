import {
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  SALES_TIME_BAND_LABELS,
  type SalesFigures,
  type SalesGrouping,
  type SalesHeatmapCell,
  type SalesSummaryRow,
  type SalesSummaryTimelinePoint,
  type SalesTimeBand,
  WEEKDAY_LABELS,
} from '@tvcm/contracts';
import type { SpreadsheetColumn } from '../../lib/spreadsheet';

export const SALES_SUMMARY_FILE_NAME = '販売管理';

export const GROUPING_HEADINGS: Record<SalesGrouping, string> = {
  month: '月',
  week: '週（月曜日）',
  weekdayBand: '曜日×時間帯',
  programme: '番組',
  buyer: '購入会社',
  advertiser: '広告主',
  industry: '業種',
};

export const BASIS_NAMES = { broadcast: '放送日', contract: '契約日' } as const;
export const PRODUCT_NAMES = {
  tv: '通常＋直前',
  normal: '通常',
  lastMinute: '直前',
  streaming: '配信',
  oneday: '1day',
} as const;

/** The figures' columns, shared by the grouped table and its 合計 row. */
export const FIGURE_COLUMNS: SpreadsheetColumn<SalesFigures>[] = [
  { key: 'revenue', heading: '契約売上', kind: 'yen', value: (row) => row.revenue },
  { key: 'unitsContracted', heading: '成約数', kind: 'integer', value: (row) => row.unitsContracted },
  { key: 'unitsOnSale', heading: '販売可能数', kind: 'integer', value: (row) => row.unitsOnSale },
  { key: 'unitsSold', heading: '販売数', kind: 'integer', value: (row) => row.unitsSold },
  { key: 'sellThrough', heading: '販売率（%）', kind: 'percent', value: (row) => row.sellThrough },
  { key: 'averageUnitPrice', heading: '平均単価', kind: 'yen', value: (row) => row.averageUnitPrice },
  { key: 'unitsHeld', heading: '保留中', kind: 'integer', value: (row) => row.unitsHeld },
  { key: 'perCost', heading: 'パーコスト', kind: 'yen', value: (row) => row.perCost },
  { key: 'cpm', heading: 'CPM', kind: 'yen', value: (row) => row.cpm },
  { key: 'unitsDeclined', heading: '不成立', kind: 'integer', value: (row) => row.unitsDeclined },
  ...DECLINE_REASONS.map(
    (reason): SpreadsheetColumn<SalesFigures> => ({
      key: `declined${reason}`,
      heading: `不成立（${DECLINE_REASON_LABELS[reason]}）`,
      kind: 'integer',
      value: (row) => row.declinedByReason[reason] ?? 0,
    }),
  ),
  { key: 'unitsCancelled', heading: '取消', kind: 'integer', value: (row) => row.unitsCancelled },
];

/** A grouped row's key as a reader says it: 月 2026-10, 月曜・ゴールデン, the title or the company. */
export function rowLabelOf(grouping: SalesGrouping, row: Pick<SalesSummaryRow, 'key' | 'name'>): string {
  if (grouping === 'weekdayBand') {
    const [weekday, band] = row.key.split(':');
    const day = WEEKDAY_LABELS[Number(weekday)] ?? weekday ?? '';
    return band ? `${day}・${SALES_TIME_BAND_LABELS[band as SalesTimeBand] ?? band}` : day;
  }
  return row.name ?? row.key;
}

export const HEATMAP_COLUMNS: SpreadsheetColumn<SalesHeatmapCell>[] = [
  { key: 'weekday', heading: '曜日', kind: 'text', value: (cell) => WEEKDAY_LABELS[cell.weekday] },
  { key: 'hour', heading: '時台', kind: 'integer', value: (cell) => cell.hour },
  { key: 'unitsOnSale', heading: '販売可能数', kind: 'integer', value: (cell) => cell.unitsOnSale },
  { key: 'unitsSold', heading: '販売数', kind: 'integer', value: (cell) => cell.unitsSold },
  { key: 'sellThrough', heading: '販売率（%）', kind: 'percent', value: (cell) => cell.sellThrough },
];

export const TIMELINE_COLUMNS: SpreadsheetColumn<SalesSummaryTimelinePoint>[] = [
  { key: 'key', heading: '期間', kind: 'text', value: (point) => point.key },
  { key: 'revenue', heading: '契約売上', kind: 'yen', value: (point) => point.revenue },
  { key: 'sellThrough', heading: '販売率（%）', kind: 'percent', value: (point) => point.sellThrough },
];
