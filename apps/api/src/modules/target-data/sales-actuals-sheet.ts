import type { DataSalesActualRow, DataSalesActualsQuery, DataSalesActualsResponse } from '@tvcm/contracts';
import type { SpreadsheetColumn, SpreadsheetSheet } from '../../lib/spreadsheet';

const COLUMNS: SpreadsheetColumn<DataSalesActualRow>[] = [
  { key: 'month', heading: '利用月', kind: 'text', value: (row) => row.month },
  { key: 'segment', heading: 'セグメント', kind: 'text', value: (row) => row.segment.name },
  { key: 'buyerCode', heading: '購入企業コード', kind: 'text', value: (row) => row.buyer.code },
  { key: 'buyer', heading: '購入企業', kind: 'text', value: (row) => row.buyer.name },
  { key: 'area', heading: 'エリア', kind: 'text', value: (row) => row.areaName },
  { key: 'points', heading: '獲得ポイント', kind: 'integer', value: (row) => row.points },
];

/** 販売実績一覧 as a sheet: the screen's rows, and a total row equal to the screen's total. */
export function salesActualsSheet(
  actuals: DataSalesActualsResponse,
  query: DataSalesActualsQuery,
): SpreadsheetSheet<DataSalesActualRow> {
  return {
    sheetName: '販売実績',
    title: 'ターゲットデータ販売実績',
    details: [
      { label: '対象期間', value: `${query.monthFrom} 〜 ${query.monthTo}` },
      { label: 'ライセンス数', value: actuals.licences, kind: 'integer' },
    ],
    columns: COLUMNS,
    rows: actuals.rows,
    totals: [{ label: '合計', values: { points: actuals.totalPoints } }],
  };
}
