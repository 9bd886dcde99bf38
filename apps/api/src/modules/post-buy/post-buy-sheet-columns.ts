import {
  type ActualHeatmapCell,
  type AgencyAnalysis,
  type DeliveryFigures,
  type EstimateAccuracy,
  INDUSTRY_LABELS,
  SALES_TIME_BAND_LABELS,
  type StationAnalysis,
  TARGET_LABELS,
  type Target,
  WEEKDAY_LABELS,
} from '@tvcm/contracts';
import type { SpreadsheetColumn, SpreadsheetInput } from '../../lib/spreadsheet';

/** The figures of one comparison, under the columns that name the group. */
function accuracyFigures<Row extends EstimateAccuracy>(): SpreadsheetColumn<Row>[] {
  return [
    { key: 'breaks', heading: 'ブレイク数', kind: 'integer', value: (row) => row.breaks },
    { key: 'meanEstimate', heading: '平均推定', kind: 'rating', value: (row) => row.meanEstimate },
    { key: 'meanActual', heading: '平均実績', kind: 'rating', value: (row) => row.meanActual },
    { key: 'meanAbsoluteError', heading: '平均誤差', kind: 'rating', value: (row) => row.meanAbsoluteError },
    { key: 'bias', heading: 'バイアス（実績−推定）', kind: 'rating', value: (row) => row.bias },
    { key: 'biasPercent', heading: 'バイアス率（%）', kind: 'percent', value: (row) => row.biasPercent },
  ];
}

/** A totals row's values from the answer's totals, under the figure columns' keys. */
export function accuracyTotals(totals: EstimateAccuracy): Record<string, SpreadsheetInput> {
  return {
    breaks: totals.breaks,
    meanEstimate: totals.meanEstimate,
    meanActual: totals.meanActual,
    meanAbsoluteError: totals.meanAbsoluteError,
    bias: totals.bias,
    biasPercent: totals.biasPercent,
  };
}

type WeekdayBandRow = StationAnalysis['byWeekdayBand'][number];

export const WEEKDAY_BAND_COLUMNS: SpreadsheetColumn<WeekdayBandRow>[] = [
  { key: 'weekday', heading: '曜日', kind: 'text', value: (row) => WEEKDAY_LABELS[row.weekday] },
  { key: 'band', heading: '時間帯', kind: 'text', value: (row) => SALES_TIME_BAND_LABELS[row.band] },
  ...accuracyFigures<WeekdayBandRow>(),
];

export const PROGRAMME_COLUMNS: SpreadsheetColumn<EstimateAccuracy>[] = [
  { key: 'programme', heading: '番組名', kind: 'text', value: (row) => row.name ?? '（番組名なし）' },
  ...accuracyFigures<EstimateAccuracy>(),
];

export const TARGET_COLUMNS: SpreadsheetColumn<EstimateAccuracy>[] = [
  { key: 'target', heading: 'ターゲット', kind: 'text', value: (row) => TARGET_LABELS[row.key as Target] ?? row.key },
  ...accuracyFigures<EstimateAccuracy>(),
];

type Realised = StationAnalysis['realised'];

export const REALISED_COLUMNS: SpreadsheetColumn<Realised>[] = [
  { key: 'slots', heading: '販売枠数', kind: 'integer', value: (row) => row.slots },
  { key: 'revenue', heading: '売上', kind: 'yen', value: (row) => row.revenue },
  { key: 'estimatedGrp', heading: '推定GRP', kind: 'rating', value: (row) => row.estimatedGrp },
  { key: 'deliveredGrp', heading: '実績GRP', kind: 'rating', value: (row) => row.deliveredGrp },
  { key: 'estimatedPerCost', heading: '推定パーコスト', kind: 'yen', value: (row) => row.estimatedPerCost },
  { key: 'realisedPerCost', heading: '実績パーコスト', kind: 'yen', value: (row) => row.realisedPerCost },
];

export const HEATMAP_COLUMNS: SpreadsheetColumn<ActualHeatmapCell>[] = [
  { key: 'weekday', heading: '曜日', kind: 'text', value: (cell) => WEEKDAY_LABELS[cell.weekday] },
  { key: 'hour', heading: '時', kind: 'integer', value: (cell) => cell.hour },
  { key: 'breaks', heading: 'ブレイク数', kind: 'integer', value: (cell) => cell.breaks },
  { key: 'meanActual', heading: '平均実績視聴率', kind: 'rating', value: (cell) => cell.meanActual },
];

/** The figures of delivered against booked, under the columns that name the group. */
function deliveryFigures<Row extends DeliveryFigures>(): SpreadsheetColumn<Row>[] {
  return [
    { key: 'slots', heading: '枠数', kind: 'integer', value: (row) => row.slots },
    { key: 'measuredSlots', heading: '実績のある枠数', kind: 'integer', value: (row) => row.measuredSlots },
    { key: 'bookedGrp', heading: '申込GRP（推定）', kind: 'rating', value: (row) => row.bookedGrp },
    { key: 'deliveredGrp', heading: '実績GRP', kind: 'rating', value: (row) => row.deliveredGrp },
    { key: 'shortfallGrp', heading: '不足GRP', kind: 'rating', value: (row) => row.shortfallGrp },
    { key: 'bookedImpressions', heading: '推定インプレッション', kind: 'integer', value: (row) => row.bookedImpressions },
    { key: 'deliveredImpressions', heading: '実績インプレッション', kind: 'integer', value: (row) => row.deliveredImpressions },
    { key: 'deliveryPercent', heading: '達成率（%）', kind: 'percent', value: (row) => row.deliveryPercent },
  ];
}

/** A totals row's values from the answer's totals, under the figure columns' keys. */
export function deliveryTotals(totals: DeliveryFigures): Record<string, SpreadsheetInput> {
  return {
    slots: totals.slots,
    measuredSlots: totals.measuredSlots,
    bookedGrp: totals.bookedGrp,
    deliveredGrp: totals.deliveredGrp,
    shortfallGrp: totals.shortfallGrp,
    bookedImpressions: totals.bookedImpressions,
    deliveredImpressions: totals.deliveredImpressions,
    deliveryPercent: totals.deliveryPercent,
  };
}

type BookingRow = AgencyAnalysis['byBooking'][number];
type AdvertiserRow = AgencyAnalysis['byAdvertiser'][number];
type UnderDeliveredRow = AgencyAnalysis['underDelivered'][number];

export const BOOKING_COLUMNS: SpreadsheetColumn<BookingRow>[] = [
  { key: 'applicationNumber', heading: '申込番号', kind: 'text', value: (row) => row.name },
  { key: 'advertiser', heading: '広告主', kind: 'text', value: (row) => row.advertiserName },
  { key: 'station', heading: '放送局', kind: 'text', value: (row) => row.stationName },
  ...deliveryFigures<BookingRow>(),
];

export const ADVERTISER_COLUMNS: SpreadsheetColumn<AdvertiserRow>[] = [
  { key: 'advertiser', heading: '広告主', kind: 'text', value: (row) => row.name ?? '（広告主なし）' },
  { key: 'industry', heading: '業種', kind: 'text', value: (row) => (row.industry ? INDUSTRY_LABELS[row.industry] : null) },
  ...deliveryFigures<AdvertiserRow>(),
];

export const STATION_COLUMNS: SpreadsheetColumn<DeliveryFigures>[] = [
  { key: 'station', heading: '放送局', kind: 'text', value: (row) => row.name },
  ...deliveryFigures<DeliveryFigures>(),
];

export const MONTH_COLUMNS: SpreadsheetColumn<DeliveryFigures>[] = [
  { key: 'month', heading: '放送月', kind: 'text', value: (row) => row.key },
  ...deliveryFigures<DeliveryFigures>(),
];

export const PLAN_COLUMNS: SpreadsheetColumn<DeliveryFigures>[] = [
  { key: 'plan', heading: 'プラン', kind: 'text', value: (row) => row.name },
  ...deliveryFigures<DeliveryFigures>(),
];

export const UNDER_DELIVERED_COLUMNS: SpreadsheetColumn<UnderDeliveredRow>[] = [
  { key: 'applicationNumber', heading: '申込番号', kind: 'text', value: (row) => row.applicationNumber },
  { key: 'advertiser', heading: '広告主', kind: 'text', value: (row) => row.advertiserName },
  { key: 'station', heading: '放送局', kind: 'text', value: (row) => row.stationName },
  { key: 'date', heading: '放送日', kind: 'date', value: (row) => row.broadcastDate },
  { key: 'time', heading: '時刻', kind: 'broadcastTime', value: (row) => row.startSecond },
  { key: 'programme', heading: '番組名', kind: 'text', value: (row) => row.programmeTitle },
  { key: 'units', heading: '数量', kind: 'integer', value: (row) => row.units },
  { key: 'price', heading: '単価', kind: 'yen', value: (row) => row.price },
  { key: 'estimatedRating', heading: '推定視聴率', kind: 'rating', value: (row) => row.estimatedRating },
  { key: 'actualRating', heading: '実績視聴率', kind: 'rating', value: (row) => row.actualRating },
  { key: 'deliveryPercent', heading: '達成率（%）', kind: 'percent', value: (row) => row.deliveryPercent },
  { key: 'substituteDate', heading: '差し替え候補 放送日', kind: 'date', value: (row) => row.substitute?.broadcastDate },
  { key: 'substituteTime', heading: '差し替え候補 時刻', kind: 'broadcastTime', value: (row) => row.substitute?.startSecond },
  { key: 'substituteProgramme', heading: '差し替え候補 番組名', kind: 'text', value: (row) => row.substitute?.programmeTitle },
  { key: 'substitutePrice', heading: '差し替え候補 単価', kind: 'yen', value: (row) => row.substitute?.price },
  {
    key: 'substituteRating',
    heading: '差し替え候補 推定視聴率',
    kind: 'rating',
    value: (row) => row.substitute?.estimatedRating,
  },
  { key: 'substitutePerCost', heading: '差し替え候補 パーコスト', kind: 'yen', value: (row) => row.substitute?.perCost },
];
