import {
  type CartDetail,
  type CartItem,
  type DigitalCartItem,
  RATING_TYPE_LABELS,
  TARGET_LABELS,
  TRADE_SHEET_TITLES,
} from '@tvcm/contracts';
import { buildSpreadsheet, datedFileName, type SpreadsheetColumn, type SpreadsheetFile } from '../../lib/spreadsheet';
import { digitalSheetColumns } from '../inventory';

const COLUMNS: readonly SpreadsheetColumn<CartItem>[] = [
  { key: 'station', heading: '放送局', kind: 'text', value: (item) => item.slot.station.name },
  { key: 'date', heading: '放送日', kind: 'date', value: (item) => item.slot.date },
  { key: 'time', heading: '放送時間', kind: 'broadcastTime', value: (item) => item.slot.start },
  { key: 'length', heading: '秒数', kind: 'integer', value: (item) => item.slot.length },
  { key: 'position', heading: 'SB/PT', kind: 'text', value: (item) => item.slot.position },
  { key: 'programme', heading: '番組', kind: 'text', value: (item) => item.slot.programmeTitle },
  { key: 'units', heading: '枠数', kind: 'integer', value: (item) => item.quantity },
  { key: 'unitPrice', heading: '単価', kind: 'yen', value: (item) => item.slot.price },
  { key: 'amount', heading: '金額', kind: 'yen', value: (item) => item.amount },
  { key: 'rating', heading: '視聴率(%)', kind: 'rating', value: (item) => item.slot.rating },
  {
    key: 'grp',
    heading: 'GRP',
    kind: 'rating',
    value: (item) => (item.slot.rating === null ? null : item.slot.rating * item.quantity),
  },
  { key: 'perCost', heading: 'パーコスト', kind: 'yen', value: (item) => item.slot.perCost },
  { key: 'cpm', heading: 'CPM', kind: 'yen', value: (item) => item.slot.cpm },
  { key: 'salesEnd', heading: '販売終了日', kind: 'date', value: (item) => item.slot.salesEnd },
];

/**
 * A cart as a proposal sheet (提案書): its lines in air order with the figures of the target and
 * rating type chosen, the totals and averages under them, and what they were figured for above.
 */
export async function cartProposalFile(cart: CartDetail, today: string): Promise<SpreadsheetFile> {
  const figures = `${TARGET_LABELS[cart.target]}・${RATING_TYPE_LABELS[cart.ratingType]}`;
  const content = await (cart.service === 'CU'
    ? streamingProposal(cart, today)
    : buildSpreadsheet({
        sheetName: TRADE_SHEET_TITLES.cart,
        title: `${TRADE_SHEET_TITLES.cart}　${cart.name}`,
        details: [
          { label: 'カート名', value: cart.name },
          { label: 'エリア', value: cart.area?.name ?? null },
          { label: '集計条件', value: figures },
          { label: '作成日', value: today, kind: 'date' },
        ],
        columns: COLUMNS,
        rows: cart.items,
        totals: [
          { label: '合計', values: { units: cart.units, amount: cart.currentValue, grp: cart.grp } },
          { label: '平均', values: { perCost: cart.averagePerCost, cpm: cart.averageCpm } },
        ],
      }));
  return {
    content,
    fileName: datedFileName([TRADE_SHEET_TITLES.cart, cart.name], today),
    asciiFileName: `proposal-${cart.id}-${today.replaceAll('-', '')}.xlsx`,
  };
}

/** A streaming cart's proposal: its streaming and 1-day lines, the impressions and amount summed. */
function streamingProposal(cart: CartDetail, today: string): Promise<Buffer> {
  const impressions = cart.digitalItems.reduce((sum, line) => sum + line.impressions, 0);
  return buildSpreadsheet({
    sheetName: TRADE_SHEET_TITLES.cart,
    title: `${TRADE_SHEET_TITLES.cart}　${cart.name}`,
    details: [
      { label: 'カート名', value: cart.name },
      { label: 'エリア', value: cart.area?.name ?? null },
      { label: '作成日', value: today, kind: 'date' },
    ],
    columns: digitalSheetColumns<DigitalCartItem>(),
    rows: cart.digitalItems,
    totals: [
      { label: '合計', values: { impressions, amount: cart.currentValue } },
      // What a thousand impressions cost over the whole cart, 1-day days at their estimates.
      { label: '平均CPM', values: { unitPrice: impressions > 0 ? Math.round((cart.currentValue / impressions) * 1000) : null } },
    ],
  });
}
