import type { SalesFigures, SalesSummary, SalesSummaryQuery, SalesSummaryRow } from '@tvcm/contracts';
import ExcelJS from 'exceljs';
import { addSpreadsheetSheet, type SpreadsheetColumn, type SpreadsheetDetail } from '../../lib/spreadsheet';
import {
  BASIS_NAMES,
  FIGURE_COLUMNS,
  GROUPING_HEADINGS,
  HEATMAP_COLUMNS,
  PRODUCT_NAMES,
  rowLabelOf,
  TIMELINE_COLUMNS,
} from './sales-summary-columns';

export { SALES_SUMMARY_FILE_NAME } from './sales-summary-columns';

/** The figures' values by column key, for the 合計 row. */
function totalsValues(totals: SalesFigures): Record<string, string | number | null> {
  return Object.fromEntries(FIGURE_COLUMNS.map((column) => [column.key, column.value(totals) ?? null]));
}

/**
 * 販売管理 as a workbook: the grouped table with a 合計 row equal to the screen's totals, the
 * weekday × hour heat map (TV only) and the timeline, each on its own sheet.
 */
export async function salesSummarySpreadsheet(summary: SalesSummary, query: SalesSummaryQuery): Promise<Buffer> {
  const details: SpreadsheetDetail[] = [
    { label: '対象期間', value: `${query.dateFrom} 〜 ${query.dateTo}` },
    { label: '計上基準', value: BASIS_NAMES[query.basis] },
    { label: '商品', value: PRODUCT_NAMES[query.product] },
    { label: '放送局', value: summary.stations.map((station) => station.name).join('、') },
    { label: '集計日', value: summary.asOf, kind: 'date' },
  ];
  const groupColumn: SpreadsheetColumn<SalesSummaryRow> = {
    key: 'group',
    heading: GROUPING_HEADINGS[query.grouping],
    kind: 'text',
    value: (row) => rowLabelOf(query.grouping, row),
  };
  const workbook = new ExcelJS.Workbook();
  addSpreadsheetSheet(workbook, {
    sheetName: '集計表',
    title: '販売管理',
    details,
    columns: [groupColumn, ...FIGURE_COLUMNS],
    rows: summary.rows,
    totals: [{ label: '合計', values: totalsValues(summary.totals) }],
  });
  if (summary.heatmap.length > 0) {
    addSpreadsheetSheet(workbook, {
      sheetName: 'ヒートマップ',
      title: '曜日×時間帯の販売率',
      details,
      columns: HEATMAP_COLUMNS,
      rows: summary.heatmap,
    });
  }
  addSpreadsheetSheet(workbook, {
    sheetName: '推移',
    title: '売上と販売率の推移',
    details,
    columns: TIMELINE_COLUMNS,
    rows: summary.timeline,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
