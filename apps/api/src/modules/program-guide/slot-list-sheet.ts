import {
  broadcastClock,
  RATING_TYPE_LABELS,
  SLOT_KINDS,
  SLOT_LIST_SHEET_TITLE,
  SLOT_STATE_LABELS,
  type SlotListExportQuery,
  type SlotListItem,
  TARGET_LABELS,
  TIME_BAND_PRESETS,
} from '@tvcm/contracts';
import {
  buildSpreadsheet,
  datedFileName,
  type SpreadsheetColumn,
  type SpreadsheetDetail,
  type SpreadsheetFile,
} from '../../lib/spreadsheet';
import type { SlotListSheetData } from './program-guide.service';

const COLUMNS: readonly SpreadsheetColumn<SlotListItem>[] = [
  { key: 'area', heading: 'エリア', kind: 'text', value: (slot) => slot.areaName },
  { key: 'station', heading: '放送局', kind: 'text', value: (slot) => slot.station.name },
  { key: 'date', heading: '放送日', kind: 'date', value: (slot) => slot.date },
  { key: 'time', heading: '放送時間', kind: 'broadcastTime', value: (slot) => slot.start },
  { key: 'length', heading: '秒数', kind: 'integer', value: (slot) => slot.length },
  { key: 'position', heading: 'SB/PT', kind: 'text', value: (slot) => slot.position },
  { key: 'kind', heading: '種別', kind: 'text', value: (slot) => (slot.kind === SLOT_KINDS.lastMinute ? '直前' : '通常') },
  { key: 'programme', heading: '番組', kind: 'text', value: (slot) => slot.programmeTitle },
  { key: 'price', heading: '料金', kind: 'yen', value: (slot) => slot.price },
  { key: 'remaining', heading: '残り枠', kind: 'integer', value: (slot) => slot.remaining },
  { key: 'state', heading: '状態', kind: 'text', value: (slot) => SLOT_STATE_LABELS[slot.state] },
  { key: 'rating', heading: '視聴率(%)', kind: 'rating', value: (slot) => slot.rating },
  { key: 'perCost', heading: 'パーコスト', kind: 'yen', value: (slot) => slot.perCost },
  { key: 'cpm', heading: 'CPM', kind: 'yen', value: (slot) => slot.cpm },
  { key: 'salesStart', heading: '販売開始日', kind: 'date', value: (slot) => slot.salesStart },
  { key: 'salesEnd', heading: '販売終了日', kind: 'date', value: (slot) => slot.salesEnd },
];

const SORT_LABELS: Record<SlotListExportQuery['sort'], string> = {
  cpm: 'CPM',
  perCost: 'パーコスト',
  price: '料金',
  airTime: '放送日時',
};

/** The conditions that narrowed the list, in words, so the sheet says what it holds. */
function conditionsOf(query: SlotListExportQuery): string {
  const parts: string[] = [];
  if (query.stations?.length) parts.push(`放送局 ${query.stations.length}局`);
  if (query.kind) parts.push(query.kind === SLOT_KINDS.lastMinute ? '直前枠' : '通常枠');
  if (query.pattern) {
    const bands = TIME_BAND_PRESETS[query.pattern].map((band) => `${broadcastClock(band.from)}〜${broadcastClock(band.to)}`);
    parts.push(`時間帯 ${bands.join('・')}`);
  }
  if (query.timeFrom !== undefined || query.timeTo !== undefined) {
    const clock = (seconds: number | undefined) => (seconds === undefined ? '' : broadcastClock(seconds));
    parts.push(`時刻 ${clock(query.timeFrom)}〜${clock(query.timeTo)}`);
  }
  if (query.position) parts.push(query.position);
  if (query.length) parts.push(`${query.length}秒`);
  if (query.maxPrice) parts.push(`料金 ${query.maxPrice.toLocaleString('ja-JP')}円以下`);
  if (query.maxPerCost) parts.push(`パーコスト ${query.maxPerCost.toLocaleString('ja-JP')}円以下`);
  if (query.onSaleOnly) parts.push('販売中のみ');
  return parts.length > 0 ? parts.join('、') : 'なし';
}

/**
 * The slot list as an `.xlsx` (枠一覧): the slots in the order the page shows them (on sale
 * first), with the search's conditions and figures above, and how many of how many it holds.
 */
export async function slotListFile(query: SlotListExportQuery, data: SlotListSheetData): Promise<SpreadsheetFile> {
  const area = data.areaName ?? 'すべてのエリア';
  const details: SpreadsheetDetail[] = [
    { label: 'エリア', value: area },
    { label: '放送日', value: `${query.dateFrom.replaceAll('-', '/')}〜${query.dateTo.replaceAll('-', '/')}` },
    { label: '条件', value: conditionsOf(query) },
    {
      label: '集計条件',
      value: data.segment
        ? `${data.segment.name}（${data.segment.provider}）`
        : `${TARGET_LABELS[query.target]}・${RATING_TYPE_LABELS[query.ratingType]}`,
    },
    { label: '並び順', value: `販売中を先に、${SORT_LABELS[query.sort]}の${query.order === 'asc' ? '昇順' : '降順'}` },
    {
      label: '件数',
      value: data.total > data.items.length ? `${data.total}件中 先頭${data.items.length}件` : `${data.total}件`,
    },
    { label: '作成日', value: data.today, kind: 'date' },
  ];
  const content = await buildSpreadsheet({
    sheetName: SLOT_LIST_SHEET_TITLE,
    title: `${SLOT_LIST_SHEET_TITLE}　${area}`,
    details,
    columns: COLUMNS,
    rows: data.items,
    totals: [{ label: '枠数', values: { remaining: data.items.reduce((sum, slot) => sum + Math.max(0, slot.remaining), 0) } }],
  });
  return {
    content,
    fileName: datedFileName([SLOT_LIST_SHEET_TITLE, area], data.today),
    asciiFileName: `slots-${data.today.replaceAll('-', '')}.xlsx`,
  };
}
