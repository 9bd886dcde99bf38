import {
  BOOKING_ITEM_STATUS_LABELS,
  BOOKING_STATUS_LABELS,
  type BookingDetail,
  type BookingItem,
  businessDateOf,
  type DigitalBookingItem,
  TRADE_SHEET_TITLES,
} from '@tvcm/contracts';
import {
  buildSpreadsheet,
  datedFileName,
  type SpreadsheetColumn,
  type SpreadsheetDetail,
  type SpreadsheetFile,
} from '../../lib/spreadsheet';
import { digitalSheetColumns } from '../inventory';

/** The booking statuses a contract notice leaves behind. */
const NOTIFIED: readonly BookingDetail['status'][] = ['CONTRACTED', 'PARTLY_CONTRACTED'];

const contracted = (item: BookingItem) => item.status === 'CONTRACTED';

const ITEM_COLUMNS: readonly SpreadsheetColumn<BookingItem>[] = [
  { key: 'date', heading: '放送日', kind: 'date', value: (item) => item.date },
  { key: 'time', heading: '放送時間', kind: 'broadcastTime', value: (item) => item.start },
  { key: 'length', heading: '秒数', kind: 'integer', value: (item) => item.length },
  { key: 'position', heading: 'SB/PT', kind: 'text', value: (item) => item.position },
  { key: 'programme', heading: '番組', kind: 'text', value: (item) => item.programmeTitle },
  { key: 'units', heading: '申込枠数', kind: 'integer', value: (item) => item.units },
  { key: 'unitPrice', heading: '単価', kind: 'yen', value: (item) => item.unitPrice },
  { key: 'amount', heading: '申込金額', kind: 'yen', value: (item) => item.amount },
  { key: 'status', heading: '状態', kind: 'text', value: (item) => BOOKING_ITEM_STATUS_LABELS[item.status] },
];

/** Only once the station has given its contract notice: what the contract holds, line by line. */
const CONTRACT_COLUMNS: readonly SpreadsheetColumn<BookingItem>[] = [
  { key: 'contractedUnits', heading: '契約枠数', kind: 'integer', value: (item) => (contracted(item) ? item.units : 0) },
  { key: 'contractedAmount', heading: '契約金額', kind: 'yen', value: (item) => (contracted(item) ? item.amount : 0) },
];

const sum = (items: readonly BookingItem[], value: (item: BookingItem) => number) =>
  items.reduce((total, item) => total + value(item), 0);

/**
 * A booking as a sheet: the application (申込書) the agency keeps, or the order confirmation
 * (注文確認書) the station keeps. Both show the parties and the terms above the lines, and, once
 * the contract notice is given, the contracted units and amount beside what was applied for.
 */
export async function bookingSheetFile(
  kind: 'booking' | 'reception',
  booking: BookingDetail,
  today: string,
): Promise<SpreadsheetFile> {
  const title = TRADE_SHEET_TITLES[kind];
  const notified = NOTIFIED.includes(booking.status);
  const notice = notified ? booking.history.find((entry) => NOTIFIED.includes(entry.to)) : undefined;
  const details: SpreadsheetDetail[] = [
    { label: '申込番号', value: booking.applicationNumber },
    { label: '状態', value: BOOKING_STATUS_LABELS[booking.status] },
    { label: '申込日', value: businessDateOf(new Date(booking.appliedAt)), kind: 'date' },
    ...(notice ? [{ label: '契約成立日', value: businessDateOf(new Date(notice.changedAt)), kind: 'date' as const }] : []),
    { label: '広告会社', value: booking.buyer.name },
    { label: '広告主', value: booking.advertiser.name },
    { label: '放送局', value: booking.station.name },
    { label: 'エリア', value: booking.area.name },
    { label: '商品名', value: booking.productName },
    { label: 'CM秒数', value: `${booking.cmLengthSeconds}秒` },
    { label: '担当者', value: [booking.contactName, booking.contactPhone].filter(Boolean).join('　') },
    { label: '作成日', value: today, kind: 'date' },
  ];
  const items = booking.items;
  const content = await (booking.digitalItems.length > 0
    ? streamingSheet(title, booking, details, notified)
    : buildSpreadsheet({
        sheetName: title,
        title: `${title}　${booking.applicationNumber}`,
        details,
        columns: notified ? [...ITEM_COLUMNS, ...CONTRACT_COLUMNS] : ITEM_COLUMNS,
        rows: items,
        totals: [
          {
            label: '合計',
            values: {
              units: sum(items, (item) => item.units),
              amount: sum(items, (item) => item.amount),
              ...(notified
                ? {
                    contractedUnits: sum(items, (item) => (contracted(item) ? item.units : 0)),
                    contractedAmount: sum(items, (item) => (contracted(item) ? item.amount : 0)),
                  }
                : {}),
            },
          },
        ],
      }));
  const stamp = today.replaceAll('-', '');
  return {
    content,
    fileName: datedFileName([title, booking.applicationNumber, booking.advertiser.name], today),
    asciiFileName: `${kind}-${booking.id}-${stamp}.xlsx`,
  };
}

const DIGITAL_STATUS_COLUMN: SpreadsheetColumn<DigitalBookingItem> = {
  key: 'status',
  heading: '状態',
  kind: 'text',
  value: (item) => BOOKING_ITEM_STATUS_LABELS[item.status],
};

/** Streaming items: what was applied for when fewer were accepted, and, once reported, what was delivered. */
const DIGITAL_OUTCOME_COLUMNS: readonly SpreadsheetColumn<DigitalBookingItem>[] = [
  {
    key: 'applied',
    heading: '申込インプレッション',
    kind: 'integer',
    value: (item) => item.appliedImpressions ?? item.impressions,
  },
  { key: 'delivered', heading: '配信実績', kind: 'integer', value: (item) => item.deliveredImpressions },
  { key: 'note', heading: '配信実績の備考', kind: 'text', value: (item) => item.deliveryNote },
];

/** A streaming booking's sheet: its streaming and 1-day items, with the contracted ones summed once notified. */
function streamingSheet(title: string, booking: BookingDetail, details: SpreadsheetDetail[], notified: boolean): Promise<Buffer> {
  const items = booking.digitalItems;
  const sumOf = (pick: (item: DigitalBookingItem) => number) => items.reduce((sum, item) => sum + pick(item), 0);
  const contractedItems = items.filter((item) => item.status === 'CONTRACTED');
  return buildSpreadsheet({
    sheetName: title,
    title: `${title}　${booking.applicationNumber}`,
    details,
    columns: [...digitalSheetColumns<DigitalBookingItem>(), DIGITAL_STATUS_COLUMN, ...DIGITAL_OUTCOME_COLUMNS],
    rows: items,
    totals: [
      { label: '合計', values: { impressions: sumOf((item) => item.impressions), amount: sumOf((item) => item.amount) } },
      ...(notified
        ? [
            {
              label: '契約',
              values: {
                impressions: contractedItems.reduce((sum, item) => sum + item.impressions, 0),
                amount: contractedItems.reduce((sum, item) => sum + item.amount, 0),
              },
            },
          ]
        : []),
    ],
  });
}
