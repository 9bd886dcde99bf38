import {
  BOOKING_LIST_SHEET_TITLES,
  BOOKING_STATUS_LABELS,
  type BookingListExportQuery,
  type BookingListSort,
  type BookingSummary,
  businessDateOf,
} from '@tvcm/contracts';
import {
  buildSpreadsheet,
  datedFileName,
  type SpreadsheetColumn,
  type SpreadsheetDetail,
  type SpreadsheetFile,
} from '../../lib/spreadsheet';
import type { Side } from './bookings.repository';
import type { BookingListSheetData } from './bookings.service';

const appliedOn = (booking: BookingSummary) => businessDateOf(new Date(booking.appliedAt));

/** The list's columns, as the screen shows them; the buyer sees no assignee, the station sees who applied. */
function columnsOf(side: Side): SpreadsheetColumn<BookingSummary>[] {
  return [
    { key: 'number', heading: '申込番号', kind: 'text', value: (booking) => booking.applicationNumber },
    { key: 'applied', heading: '申込日', kind: 'date', value: appliedOn },
    { key: 'status', heading: '状態', kind: 'text', value: (booking) => BOOKING_STATUS_LABELS[booking.status] },
    { key: 'area', heading: 'エリア', kind: 'text', value: (booking) => booking.area.name },
    { key: 'station', heading: '放送局', kind: 'text', value: (booking) => booking.station.name },
    ...(side === 'station'
      ? [{ key: 'buyer', heading: '広告会社', kind: 'text' as const, value: (booking: BookingSummary) => booking.buyer.name }]
      : []),
    { key: 'advertiser', heading: '広告主', kind: 'text', value: (booking) => booking.advertiser.name },
    { key: 'product', heading: '商品名', kind: 'text', value: (booking) => booking.productName },
    { key: 'airFrom', heading: '放送開始日', kind: 'date', value: (booking) => booking.airPeriod.from || null },
    { key: 'airTo', heading: '放送終了日', kind: 'date', value: (booking) => booking.airPeriod.to || null },
    { key: 'units', heading: '申込枠数', kind: 'integer', value: (booking) => booking.units },
    { key: 'amount', heading: '申込金額', kind: 'yen', value: (booking) => booking.totalAmount },
    { key: 'contractedUnits', heading: '契約枠数', kind: 'integer', value: (booking) => booking.contractedUnits },
    { key: 'contractedAmount', heading: '契約金額', kind: 'yen', value: (booking) => booking.contractedAmount },
    ...(side === 'station'
      ? [
          {
            key: 'assignee',
            heading: '担当者',
            kind: 'text' as const,
            value: (booking: BookingSummary) => booking.assignee?.name ?? '',
          },
        ]
      : []),
  ];
}

const SORT_LABELS: Record<BookingListSort, string> = {
  application_date: '申込日',
  updated_at: '更新日時',
  application_number: '申込番号',
  station: '放送局',
  buyer: '広告会社',
  advertiser: '広告主',
  units: '申込枠数',
  amount: '申込金額',
  contracted_amount: '契約金額',
  air_from: '放送期間',
  status: '状態',
  assignee: '担当者',
};

const slashed = (date: string | undefined) => (date ? date.replaceAll('-', '/') : '');
const nameOf = (options: readonly { id: number; name: string }[], id: number) =>
  options.find((option) => option.id === id)?.name ?? `#${id}`;

/** The filters that narrowed the list, in words, so the sheet says what it holds. */
function conditionsOf(query: BookingListExportQuery, data: BookingListSheetData): string {
  const parts: string[] = [];
  if (query.status) parts.push(`状態 ${BOOKING_STATUS_LABELS[query.status]}`);
  if (query.stationId) parts.push(`放送局 ${nameOf(data.options.stations, query.stationId)}`);
  if (query.advertiserId) parts.push(`広告主 ${nameOf(data.options.advertisers, query.advertiserId)}`);
  if (query.assignee === 'none') parts.push('担当者 未割当');
  else if (query.assignee) parts.push(`担当者 ${nameOf(data.options.assignees, query.assignee)}`);
  if (query.airFrom || query.airTo) parts.push(`放送期間 ${slashed(query.airFrom)}〜${slashed(query.airTo)}`);
  if (query.appliedFrom || query.appliedTo) parts.push(`申込日 ${slashed(query.appliedFrom)}〜${slashed(query.appliedTo)}`);
  if (query.q) parts.push(`検索「${query.q}」`);
  return parts.length > 0 ? parts.join('、') : 'なし';
}

/**
 * 申込一覧 or 購入受付一覧 as an `.xlsx`: the filtered list in the screen's order, with its
 * conditions above and, below, the totals of everything the filters match (even beyond the rows
 * one sheet holds).
 */
export async function bookingListFile(
  side: Side,
  query: BookingListExportQuery,
  data: BookingListSheetData,
  today: string,
): Promise<SpreadsheetFile> {
  const title = BOOKING_LIST_SHEET_TITLES[side];
  const details: SpreadsheetDetail[] = [
    { label: '条件', value: conditionsOf(query, data) },
    { label: '並び順', value: `${SORT_LABELS[query.sort]}の${query.order === 'asc' ? '昇順' : '降順'}` },
    {
      label: '件数',
      value: data.total > data.items.length ? `${data.total}件中 先頭${data.items.length}件` : `${data.total}件`,
    },
    { label: '作成日', value: today, kind: 'date' },
  ];
  const content = await buildSpreadsheet({
    sheetName: title,
    title,
    details,
    columns: columnsOf(side),
    rows: data.items,
    totals: [
      {
        label: '合計',
        values: {
          units: data.totals.units,
          amount: data.totals.amount,
          contractedUnits: data.totals.contractedUnits,
          contractedAmount: data.totals.contractedAmount,
        },
      },
    ],
  });
  return {
    content,
    fileName: datedFileName([title], today),
    asciiFileName: `${side === 'buyer' ? 'bookings' : 'receptions'}-${today.replaceAll('-', '')}.xlsx`,
  };
}
