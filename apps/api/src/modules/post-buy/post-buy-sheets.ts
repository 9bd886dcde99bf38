import {
  type AgencyAnalysis,
  type AgencyAnalysisQuery,
  RATING_TYPE_LABELS,
  type StationAnalysis,
  type StationAnalysisQuery,
  TARGET_LABELS,
} from '@tvcm/contracts';
import ExcelJS from 'exceljs';
import { addSpreadsheetSheet, datedFileName, type SpreadsheetDetail, type SpreadsheetFile } from '../../lib/spreadsheet';
import {
  ADVERTISER_COLUMNS,
  accuracyTotals,
  BOOKING_COLUMNS,
  deliveryTotals,
  HEATMAP_COLUMNS,
  MONTH_COLUMNS,
  PLAN_COLUMNS,
  PROGRAMME_COLUMNS,
  REALISED_COLUMNS,
  STATION_COLUMNS,
  TARGET_COLUMNS,
  UNDER_DELIVERED_COLUMNS,
  WEEKDAY_BAND_COLUMNS,
} from './post-buy-sheet-columns';

export const STATION_ANALYSIS_FILE_NAME = '全枠分析';
export const AGENCY_ANALYSIS_FILE_NAME = '全枠分析_実績';

const period = (from: string, to: string) => `${from.replaceAll('-', '/')}〜${to.replaceAll('-', '/')}`;

function conditionDetails(query: StationAnalysisQuery | AgencyAnalysisQuery, today: string): SpreadsheetDetail[] {
  return [
    { label: '放送期間', value: period(query.dateFrom, query.dateTo) },
    { label: 'ターゲット', value: TARGET_LABELS[query.target] },
    { label: '視聴率', value: RATING_TYPE_LABELS[query.ratingType] },
    { label: '作成日', value: today, kind: 'date' },
  ];
}

async function workbookFile(workbook: ExcelJS.Workbook, name: string, ascii: string, today: string): Promise<SpreadsheetFile> {
  return {
    content: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName: datedFileName([name], today),
    asciiFileName: datedFileName([ascii], today),
  };
}

/**
 * The station's 全枠分析 as an `.xlsx`: a sheet per table of the screen, each comparison with a
 * totals row equal to the answer's totals, so the file and the screen agree.
 */
export async function stationAnalysisFile(
  analysis: StationAnalysis,
  query: StationAnalysisQuery,
  today: string,
): Promise<SpreadsheetFile> {
  const workbook = new ExcelJS.Workbook();
  const totals = [{ label: '合計', values: accuracyTotals(analysis.totals) }];
  addSpreadsheetSheet(workbook, {
    sheetName: '曜日×時間帯',
    title: '全枠分析（推定と実績）',
    details: [
      { label: '放送局', value: analysis.stations.map((station) => station.name).join('、') },
      ...conditionDetails(query, today),
      { label: '放送枠数', value: analysis.breaks, kind: 'integer' },
      { label: '比較枠数', value: analysis.compared, kind: 'integer' },
    ],
    columns: WEEKDAY_BAND_COLUMNS,
    rows: analysis.byWeekdayBand,
    totals,
  });
  addSpreadsheetSheet(workbook, { sheetName: '番組別', columns: PROGRAMME_COLUMNS, rows: analysis.byProgramme, totals });
  addSpreadsheetSheet(workbook, { sheetName: 'ターゲット別', columns: TARGET_COLUMNS, rows: analysis.byTarget });
  addSpreadsheetSheet(workbook, { sheetName: '販売枠の実績', columns: REALISED_COLUMNS, rows: [analysis.realised] });
  addSpreadsheetSheet(workbook, { sheetName: '実績ヒートマップ', columns: HEATMAP_COLUMNS, rows: analysis.heatmap });
  return workbookFile(workbook, STATION_ANALYSIS_FILE_NAME, 'station-analysis', today);
}

/** The buyer's 全枠分析 as an `.xlsx`: a sheet per grouping, each with a totals row equal to the answer's totals. */
export async function agencyAnalysisFile(
  analysis: AgencyAnalysis,
  query: AgencyAnalysisQuery & { areaName: string },
  today: string,
): Promise<SpreadsheetFile> {
  const workbook = new ExcelJS.Workbook();
  const totals = [{ label: '合計', values: deliveryTotals(analysis.totals) }];
  const advertiser = query.advertiser === undefined ? [] : [{ label: '広告主', value: analysis.byAdvertiser[0]?.name ?? '' }];
  addSpreadsheetSheet(workbook, {
    sheetName: '申込別',
    title: '全枠分析（購入と実績）',
    details: [...advertiser, ...conditionDetails(query, today)],
    columns: BOOKING_COLUMNS,
    rows: analysis.byBooking,
    totals,
  });
  addSpreadsheetSheet(workbook, { sheetName: '広告主別', columns: ADVERTISER_COLUMNS, rows: analysis.byAdvertiser, totals });
  addSpreadsheetSheet(workbook, { sheetName: '放送局別', columns: STATION_COLUMNS, rows: analysis.byStation, totals });
  addSpreadsheetSheet(workbook, { sheetName: '月別', columns: MONTH_COLUMNS, rows: analysis.byMonth, totals });
  // Only bookings made from a plan's carts are in a plan: the sheet has no totals row of everything.
  addSpreadsheetSheet(workbook, { sheetName: 'プラン別', columns: PLAN_COLUMNS, rows: analysis.byPlan });
  addSpreadsheetSheet(workbook, {
    sheetName: '実績80%未満の枠',
    columns: UNDER_DELIVERED_COLUMNS,
    rows: analysis.underDelivered,
  });
  addSpreadsheetSheet(workbook, {
    sheetName: 'エリア実績ヒートマップ',
    details: [{ label: 'エリア', value: query.areaName }],
    columns: HEATMAP_COLUMNS,
    rows: analysis.heatmap,
  });
  return workbookFile(workbook, AGENCY_ANALYSIS_FILE_NAME, 'agency-analysis', today);
}
