import {
  DECLINE_REASONS,
  type DeclineReason,
  type SalesFigures,
  type SalesGrouping,
  type SalesHeatmapCell,
  type SalesSummaryRow,
  type SalesSummaryTimelinePoint,
} from '@tvcm/contracts';
import type { SpreadsheetColumn } from '../../lib/spreadsheet';

export const SALES_SUMMARY_FILE_NAME = '販売管理';

export const GROUPING_HEADINGS: Record<SalesGrouping, string> = {
  month: '月',
  week: '週（月曜日）',
  weekdayBand: '曜日・時間帯',
  programme: '番組',
  buyer: '購入企業',
  advertiser: '広告主',
  industry: '業種',
};

export const WEEKDAY_NAMES = ['月', '火', '水', '木', '金', '土', '日'] as const;

export const TIME_BAND_NAMES: Record<string, string> = {
  morning: '朝（5–9時）',
  forenoon: '午前（9–12時）',
  daytime: '昼（12–17時）',
  evening: '夕方（17–19時）',
  golden: 'ゴールデン（19–22時）',
  prime: 'プライム（22–23時）',
  lateNight: '深夜（23–29時）',
};

export const DECLINE_REASON_NAMES: Record<DeclineReason, string> = {
  SOLD: '売切れ',
  COMPETITOR: '競合',
  SCREENING: '業態審査',
  MATERIAL: '素材',
  OTHER: 'その他',
};

export const BASIS_NAMES = { broadcast: '放送日基準', contract: '契約日基準' } as const;
export const PRODUCT_NAMES = {
  tv: 'テレビ（通常・直前）',
  normal: '通常枠',
  lastMinute: '直前枠',
  streaming: '配信',
  oneday: '1日枠',
} as const;

/** The figures' columns, shared by the grouped table and its 合計 row. */
export const FIGURE_COLUMNS: SpreadsheetColumn<SalesFigures>[] = [
  { key: 'revenue', heading: '契約金額', kind: 'yen', value: (row) => row.revenue },
  { key: 'unitsContracted', heading: '契約本数', kind: 'integer', value: (row) => row.unitsContracted },
  { key: 'unitsOnSale', heading: '販売本数', kind: 'integer', value: (row) => row.unitsOnSale },
  { key: 'unitsSold', heading: '売約本数', kind: 'integer', value: (row) => row.unitsSold },
  { key: 'sellThrough', heading: '消化率（%）', kind: 'text', value: (row) => row.sellThrough },
  { key: 'averageUnitPrice', heading: '平均単価', kind: 'yen', value: (row) => row.averageUnitPrice },
  { key: 'unitsHeld', heading: '申込中本数', kind: 'integer', value: (row) => row.unitsHeld },
  { key: 'perCost', heading: 'パーコスト', kind: 'yen', value: (row) => row.perCost },
  { key: 'cpm', heading: 'CPM', kind: 'yen', value: (row) => row.cpm },
  { key: 'unitsDeclined', heading: '謝絶本数', kind: 'integer', value: (row) => row.unitsDeclined },
  ...DECLINE_REASONS.map(
    (reason): SpreadsheetColumn<SalesFigures> => ({
      key: `declined${reason}`,
      heading: `謝絶（${DECLINE_REASON_NAMES[reason]}）`,
      kind: 'integer',
      value: (row) => row.declinedByReason[reason] ?? 0,
    }),
  ),
  { key: 'unitsCancelled', heading: '取消本数', kind: 'integer', value: (row) => row.unitsCancelled },
];

/** A grouped row's key as a reader says it: 月 2026-10, 月曜・ゴールデン, the title or the company. */
export function rowLabelOf(grouping: SalesGrouping, row: Pick<SalesSummaryRow, 'key' | 'name'>): string {
  if (grouping === 'weekdayBand') {
    const [weekday, band] = row.key.split(':');
    const day = WEEKDAY_NAMES[Number(weekday)] ?? weekday ?? '';
    return band ? `${day}・${TIME_BAND_NAMES[band] ?? band}` : day;
  }
  return row.name ?? row.key;
}

export const HEATMAP_COLUMNS: SpreadsheetColumn<SalesHeatmapCell>[] = [
  { key: 'weekday', heading: '曜日', kind: 'text', value: (cell) => WEEKDAY_NAMES[cell.weekday] },
  { key: 'hour', heading: '時台', kind: 'integer', value: (cell) => cell.hour },
  { key: 'unitsOnSale', heading: '販売本数', kind: 'integer', value: (cell) => cell.unitsOnSale },
  { key: 'unitsSold', heading: '売約本数', kind: 'integer', value: (cell) => cell.unitsSold },
  { key: 'sellThrough', heading: '消化率（%）', kind: 'text', value: (cell) => cell.sellThrough },
];

export const TIMELINE_COLUMNS: SpreadsheetColumn<SalesSummaryTimelinePoint>[] = [
  { key: 'key', heading: '期間', kind: 'text', value: (point) => point.key },
  { key: 'revenue', heading: '契約金額', kind: 'yen', value: (point) => point.revenue },
  { key: 'sellThrough', heading: '消化率（%）', kind: 'text', value: (point) => point.sellThrough },
];
