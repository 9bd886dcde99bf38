import { type OneDayProduct, type StreamingProduct, TARGET_LABELS, type Target } from '@tvcm/contracts';
import type { SpreadsheetColumn } from '../../lib/spreadsheet';

/** What a streaming cart line and a streaming booking item share, as their sheets show them. */
export interface DigitalSheetLine {
  kind: 'streaming' | 'oneday';
  impressions: number;
  target: string | null;
  unitPrice: number;
  amount: number;
  streaming: StreamingProduct | null;
  oneDay: OneDayProduct | null;
}

/** A targeting option in words: 「F1」, 「エリア 関東」. */
export function targetingLabel(line: Pick<DigitalSheetLine, 'target' | 'streaming'>): string {
  if (line.target === null) return 'なし';
  if (line.target.startsWith('area:')) {
    const code = line.target.slice('area:'.length);
    return `エリア ${line.streaming?.area.code === code ? line.streaming.area.name : code}`;
  }
  return TARGET_LABELS[line.target as Target] ?? line.target;
}

/**
 * The columns of a streaming cart's or booking's lines in its `.xlsx`: the product, its window
 * (a 1-day product's day), the impressions, the targeting and the price per unit (the CPM with
 * its surcharge, or the day's price) and amount as numbers.
 */
export function digitalSheetColumns<Line extends DigitalSheetLine>(): SpreadsheetColumn<Line>[] {
  return [
    { key: 'kind', heading: '種別', kind: 'text', value: (line) => (line.kind === 'oneday' ? 'デジタル1day' : '配信') },
    { key: 'station', heading: '放送局', kind: 'text', value: (line) => (line.streaming ?? line.oneDay)?.station.name ?? null },
    {
      key: 'product',
      heading: '商品',
      kind: 'text',
      value: (line) => line.streaming?.title ?? line.oneDay?.surface.name ?? null,
    },
    {
      key: 'from',
      heading: '配信開始日',
      kind: 'date',
      value: (line) => line.streaming?.deliveryStart ?? line.oneDay?.date ?? null,
    },
    { key: 'to', heading: '配信終了日', kind: 'date', value: (line) => line.streaming?.deliveryEnd ?? line.oneDay?.date ?? null },
    {
      key: 'lengths',
      heading: '秒数',
      kind: 'text',
      value: (line) => ((line.streaming ?? line.oneDay)?.adLengths ?? []).join('/'),
    },
    { key: 'targeting', heading: 'ターゲティング', kind: 'text', value: (line) => targetingLabel(line) },
    { key: 'impressions', heading: 'インプレッション', kind: 'integer', value: (line) => line.impressions },
    { key: 'unitPrice', heading: '単価(CPM・日額)', kind: 'yen', value: (line) => line.unitPrice },
    { key: 'amount', heading: '金額', kind: 'yen', value: (line) => line.amount },
  ];
}
